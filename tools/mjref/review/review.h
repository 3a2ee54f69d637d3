// `mjref review`: every decision of a seat in a recorded game weighed by an analyst
// (docs/review.md). The game is read back from its record; at each question the reviewed seat
// was asked, its view of the table is rebuilt from the lines it received (what it could see,
// nothing more) and the analyst — mjbot under given settings — gives its own answer, each legal
// candidate's value in points by Monte-Carlo from that view (every candidate on the same worlds,
// so that their differences are paired) and, for a throw, each kind's deal-in risk as its
// reading sees it. Beside them, from the record's truth: whether the throw dealt in and the
// opponents' waits then.
#ifndef MJ16_TOOLS_MJREF_REVIEW_REVIEW_H_
#define MJ16_TOOLS_MJREF_REVIEW_REVIEW_H_

#include <array>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "bot/settings/settings.h"
#include "tools/mjref/engine/record.h"

namespace mj16::mjref {

struct ReviewOptions {
  // mjbot's settings as `--analyst builtin:mjbot:k=v,…` makes them (no wall-clock cap); its
  // answers and Monte-Carlo's values (bot/decide/monte_carlo.h ValueAnswers) follow them.
  bot::Settings analyst;
  int playouts = 200;  // Monte-Carlo worlds per candidate
  // Where the analyst folds, every candidate (a throw, a claim, passing) is followed by folding
  // to the end of the playout (what the analyst would do next), else by the playout policy
  // (`--after-fold fold` or `play`).
  bool continue_stance = true;
  // A decision where the analyst answers otherwise is a mistake when the analyst's answer beats
  // the one played by more than `mistake_points` and by more than `mistake_z` standard errors of
  // their paired difference (on worlds of their own); an inaccuracy when by more than
  // `inaccuracy_points` alone.
  double mistake_points = 300;
  double mistake_z = 2;
  double inaccuracy_points = 100;
};

// One candidate answer, valued from the seat's view.
struct CandidateValue {
  std::string answer;  // "throw 5m", "pass", "pung 3p", "chow 3p4p5p", "kong 7s"
  int worlds = 0;      // Monte-Carlo's playouts of it
  double mean = 0;     // the seat's score delta to the game's end, points
  double ci95 = 0;     // half-width
  double win_rate = 0;
  double deal_in_rate = 0;
  double below_best = 0;  // the highest mean less this one's, paired by world
  double below_best_ci95 = 0;
  double risk = -1;  // a throw's deal-in risk by the analyst's reading; −1 for a claim
};

// A wait that the record does not tell: a transcript holds one seat's view (GameRecord::seen_by).
inline constexpr absl::string_view kNotKnown = "?";

// kAgrees: the analyst answers the same; kUnvalued: it does not, and Monte-Carlo does not value
// the question (a win, an own kong, or a question with one answer).
enum class Verdict { kUnvalued, kAgrees, kFine, kInaccuracy, kMistake };
const char* VerdictName(Verdict v);

struct ReviewedDecision {
  int game = 0;                // 1-based, as the logs (game-NNNNN.log) and the report number games
  int seat = 0;                // 0..3
  int line = 0;                // the question's transcript line, 1-based
  int answer_line = 0;         // the answer's
  int turn = 0;                // the seat's draws so far
  std::string ask;             // the protocol's question: throw, eat, pong, gong, hu
  std::string hand;            // the seat's concealed hand and melds, in tile notation
  std::string offered;         // the discard on offer, for a claim
  std::string played;          // what the seat answered
  std::string analyst;         // what the analyst answers
  bool analyst_folds = false;  // ... folding the hand (its defence's stance, or its search's)
  std::vector<CandidateValue> candidates;  // empty for a question Monte-Carlo does not value
  int played_index = -1;                   // into candidates
  int best_index = -1;                     // the highest mean
  // The analyst's answer less the one played, paired on `loss_worlds` fresh worlds; 0 when they
  // agree or Monte-Carlo does not value the question.
  double loss = 0;
  double loss_ci95 = 0;
  int loss_worlds = 0;
  Verdict verdict = Verdict::kUnvalued;
  // The truth: the throw was the winning card of another seat; each other seat's waits then
  // (empty when not tenpai; kNotKnown from a transcript), by position in the game (index seat).
  bool dealt_in = false;
  std::array<std::string, 4> waits;
  double played_risk = -1;  // the analyst's reading's deal-in risk of the kind thrown
};

struct GameReview {
  int game = 0;
  std::array<std::string, 4> names;
  std::array<int, 4> scores{};
  std::vector<ReviewedDecision> decisions;
};

// Reviews the seats of `record` for which `reviewed[seat]` is true. A fault ends a seat's review
// at the faulted question (what came before is kept); a line that does not read is an error
// naming it.
absl::StatusOr<GameReview> ReviewGame(const GameRecord& record, const std::array<bool, 4>& reviewed,
                                      const ReviewOptions& options);

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_REVIEW_REVIEW_H_
