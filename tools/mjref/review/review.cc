#include "tools/mjref/review/review.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include "absl/strings/str_cat.h"
#include "bot/decide/decide.h"
#include "bot/decide/monte_carlo.h"
#include "bot/reading/reading.h"
#include "core/game/legal.h"
#include "core/notation.h"
#include "core/protocol.h"
#include "core/table_view.h"
#include "tables/shanten.h"
#include "tools/mjref/records/seat_views.h"

namespace mj16::mjref {
namespace {

// Mixed into the search's seed for the worlds that measure a loss.
constexpr std::uint64_t kFreshWorlds = 0x5eed0f10551e5ULL;

std::string HandText(const TableView& view) {
  std::string text = FormatTiles(view.hand().Counts());
  for (const Meld& m : view.hand().melds) absl::StrAppend(&text, " ", FormatMeld(m));
  return text;
}

// The transcript line of `seat`'s answer to the question at line `ask`, or null.
const TranscriptLine* AnswerAfter(const GameRecord& record, size_t ask, int seat) {
  for (size_t i = ask + 1; i < record.transcript.size(); ++i) {
    const TranscriptLine& line = record.transcript[i];
    if (line.From(seat)) return &line;
    // Another question to the same seat first: this one went unanswered (a timeout).
    if (line.To(seat) && absl::StartsWith(line.text, "/ask")) return nullptr;
  }
  return nullptr;
}

// Monte-Carlo's values of `answers` (all of them, or those indexed by `only`) from the reading's
// view, every one on the same `options.playouts` worlds, aligned with them; nullopt when a
// question has fewer than two answers or holds one Monte-Carlo does not play out (a win, an own
// kong). With `fold`, our seat folds after every answer to the end of the playout (the analyst's
// stance when it folds), else it plays on with the playout policy.
std::optional<bot::mc::McChoice> Values(const bot::Reading& reading,
                                        const game::LegalAnswers& answers,
                                        const ReviewOptions& options, bool fold,
                                        std::uint64_t seed_mix, const std::vector<int>& only = {}) {
  std::vector<int> picked = only;
  if (picked.empty()) {
    for (size_t i = 0; i < answers.size(); ++i) picked.push_back(static_cast<int>(i));
  }
  if (picked.size() < 2) return std::nullopt;
  std::vector<bot::mc::Candidate> candidates;
  for (int i : picked) candidates.push_back({answers[i], fold});
  bot::mc::McChoice choice =
      bot::ValueAnswers(reading, candidates, options.analyst,
                        {.worlds_each = options.playouts, .seed_mix = seed_mix});
  if (!choice.status.ok() || choice.candidates.size() != picked.size()) return std::nullopt;
  return choice;
}

Verdict Judge(const ReviewedDecision& d, const ReviewOptions& options) {
  if (!d.analyst.empty() && d.analyst == d.played) return Verdict::kAgrees;
  if (d.loss_worlds == 0) return Verdict::kUnvalued;
  const double se = d.loss_ci95 / 1.96;
  if (d.loss > options.mistake_points && d.loss > options.mistake_z * se) return Verdict::kMistake;
  if (d.loss > options.inaccuracy_points) return Verdict::kInaccuracy;
  return Verdict::kFine;
}

ReviewedDecision Review(const GameRecord& record, size_t i, int seat, const Message& ask,
                        const TranscriptLine& answer, const std::array<TableView, 4>& views,
                        const ReviewOptions& options) {
  const TableView& view = views[seat];
  ReviewedDecision d;
  d.game = record.game + 1;  // as the logs and the report number games
  d.seat = seat;
  d.line = static_cast<int>(i) + 1;
  d.answer_line = static_cast<int>(&answer - record.transcript.data()) + 1;
  d.turn = view.seat(seat + 1).draws;
  d.ask = FormatAsk(ask.ask).substr(5);  // "/ask throw" → "throw"
  d.hand = HandText(view);
  if (view.last_discard() != 0 && ask.ask != Ask::kThrow) {
    d.offered = FormatTile(KindOf(view.last_discard()));
  }
  const game::LegalAnswers answers = game::AnswersTo(view, ask.ask);
  const absl::StatusOr<Action> played = ParseAnswer(answer.text);
  const game::LegalAnswer* played_answer = played.ok() ? game::Matching(answers, *played) : nullptr;
  d.played = played_answer != nullptr ? game::AnswerText(*played_answer) : answer.text;
  const bot::Decision analyst = bot::Decide(view, ask.ask, options.analyst);
  const game::LegalAnswer* analyst_answer = game::Matching(answers, analyst.action);
  if (analyst_answer != nullptr) d.analyst = game::AnswerText(*analyst_answer);
  d.analyst_folds = analyst.folds;
  for (int p = 0; p < 4; ++p) {
    if (p == seat) continue;
    if (record.seen_by >= 0) {  // a transcript: the others' hands are not in it
      d.waits[p] = std::string(kNotKnown);
      continue;
    }
    const tables::TileMask waits =
        tables::TenpaiWaits(views[p].hand().Counts(), views[p].melds_needed());
    std::vector<Tile> kinds;
    for (int k = 0; k < kNumKinds; ++k) {
      if ((waits >> k) & 1) kinds.push_back(static_cast<Tile>(k));
    }
    d.waits[p] = FormatTiles(kinds);
  }
  const bot::Reading reading(view, options.analyst.reading);
  const bool fold = options.continue_stance && analyst.folds;
  const std::optional<bot::mc::McChoice> choice = Values(reading, answers, options, fold, 0);
  const int analyst_index =
      analyst_answer != nullptr ? static_cast<int>(analyst_answer - answers.data()) : -1;
  if (choice) {
    for (size_t c = 0; c < answers.size(); ++c) {
      const bot::mc::McCandidate& m = choice->candidates[c];
      CandidateValue v;
      v.answer = game::AnswerText(answers[c]);
      v.worlds = m.playouts;
      v.mean = m.mean;
      v.ci95 = m.ci95;
      v.win_rate = m.win_rate;
      v.deal_in_rate = m.deal_in_rate;
      v.below_best = -m.diff;
      v.below_best_ci95 = m.diff_ci95;
      if (ask.ask == Ask::kThrow) v.risk = reading.Risks()[answers[c].tile];
      d.candidates.push_back(v);
      if (played_answer == &answers[c]) d.played_index = static_cast<int>(c);
    }
    d.best_index = choice->chosen;
  }
  if (played_answer != nullptr && ask.ask == Ask::kThrow) {
    d.played_risk = reading.Risks()[played_answer->tile];  // valued or not
  }
  // The loss: the analyst's answer against the one played, on fresh worlds of their own (the
  // worlds above chose nothing here, so the estimate is not the best of many noisy means).
  if (played_answer != nullptr && analyst_index >= 0 && analyst_answer != played_answer) {
    const int played_index = static_cast<int>(played_answer - answers.data());
    std::vector<int> pair = {std::min(played_index, analyst_index),
                             std::max(played_index, analyst_index)};
    const std::optional<bot::mc::McChoice> duel =
        Values(reading, answers, options, fold, kFreshWorlds, pair);
    if (duel) {
      const bool played_first = pair[0] == played_index;
      const bot::mc::McCandidate& mine = duel->candidates[played_first ? 0 : 1];
      const bot::mc::McCandidate& theirs = duel->candidates[played_first ? 1 : 0];
      // Each candidate's difference is against the search's chosen one: the pair's difference
      // is the one that is not 0.
      d.loss = mine.diff != 0 ? -mine.diff : theirs.diff;
      d.loss_ci95 = mine.diff != 0 ? mine.diff_ci95 : theirs.diff_ci95;
      d.loss_worlds = duel->worlds;
    }
  }
  d.verdict = Judge(d, options);
  return d;
}

}  // namespace

const char* VerdictName(Verdict v) {
  switch (v) {
    case Verdict::kUnvalued:
      return "unvalued";
    case Verdict::kAgrees:
      return "agrees";
    case Verdict::kFine:
      return "fine";
    case Verdict::kInaccuracy:
      return "inaccuracy";
    case Verdict::kMistake:
      return "mistake";
  }
  return "?";
}

absl::StatusOr<GameReview> ReviewGame(const GameRecord& record, const std::array<bool, 4>& reviewed,
                                      const ReviewOptions& options) {
  GameReview out;
  out.game = record.game + 1;
  out.names = record.names;
  out.scores = record.scores;
  std::array<int, 4> last_throw = {-1, -1, -1, -1};  // index in out.decisions
  // A view that refuses a line (a seat that faulted hears no more) ends that seat's review, as an
  // unanswered question does.
  const absl::Status replayed = ReplaySeatViews(record, [&](const SeatLine& l) {
    if (l.message.kind != Message::Kind::kAsk || !reviewed[l.seat]) return true;
    const TranscriptLine* answer = AnswerAfter(record, l.index, l.seat);
    if (answer == nullptr) return false;
    out.decisions.push_back(Review(record, l.index, l.seat, l.message, *answer, l.views, options));
    if (l.message.ask == Ask::kThrow) {
      last_throw[l.seat] = static_cast<int>(out.decisions.size()) - 1;
    }
    return true;
  });
  if (!replayed.ok() && !absl::IsFailedPrecondition(replayed)) {
    return absl::InvalidArgumentError(
        absl::StrCat("game ", record.game + 1, ", ", replayed.message()));
  }
  for (const game::WinRecord& win : record.wins) {
    if (win.discarder < 0 || win.robbed_kong || last_throw[win.discarder] < 0) continue;
    ReviewedDecision& d = out.decisions[last_throw[win.discarder]];
    if (d.played == "throw " + FormatTile(KindOf(win.card))) d.dealt_in = true;
  }
  return out;
}

}  // namespace mj16::mjref
