#include "tools/mjref/records/verify.h"

#include <algorithm>
#include <array>
#include <memory>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "core/game/wall.h"
#include "tools/mjref/engine/referee.h"

namespace mj16::mjref {
namespace {

// A seat that answers, in order, what the record shows it answering; a seat whose answers run
// out (it faulted without one: a crash, a timeout) fails as it did.
class RecordedPlayer : public Player {
 public:
  explicit RecordedPlayer(std::vector<std::string> answers) : answers_(std::move(answers)) {}
  absl::Status Tell(const Message&) override { return absl::OkStatus(); }
  // The recorded line, parsed here as a process's answer is (bots/channel_player.h).
  absl::StatusOr<Action> Decide(const Message&) override {
    if (next_ >= answers_.size()) return absl::UnavailableError("no answer in the record");
    ++next_;
    return ParseAnswer(AnswerText());
  }
  absl::string_view AnswerText() const override {
    return next_ > 0 ? TrimLine(answers_[next_ - 1]) : absl::string_view();
  }

 private:
  std::vector<std::string> answers_;
  std::size_t next_ = 0;
};

std::string Seats(std::uint8_t seats) {
  std::string out;
  for (int s = 0; s < 4; ++s) {
    if (seats & (1u << s)) absl::StrAppend(&out, s + 1);
  }
  return out;
}

std::string Describe(const TranscriptLine& line) {
  return absl::StrCat(line.from_player ? "<" : ">", Seats(line.seats), " ", line.text);
}

Verdict Differs(int line, std::string message) { return Verdict{false, line, std::move(message)}; }

}  // namespace

Verdict VerifyRecord(const GameRecord& record) {
  absl::StatusOr<GameConfig> config = ConfigOf(record);
  if (!config.ok()) return Differs(0, absl::StrCat("the wall: ", config.status().message()));
  std::array<std::unique_ptr<RecordedPlayer>, 4> owned;
  std::array<Player*, 4> players{};
  for (int s = 0; s < 4; ++s) {
    std::vector<std::string> answers;
    for (const TranscriptLine& line : record.transcript) {
      if (line.from_player && line.seats == (1u << s)) answers.push_back(line.text);
    }
    owned[s] = std::make_unique<RecordedPlayer>(std::move(answers));
    players[s] = owned[s].get();
  }
  const GameRecord again = RunGame(*std::move(config), players);

  const std::vector<TranscriptLine>& a = record.transcript;
  const std::vector<TranscriptLine>& b = again.transcript;
  for (std::size_t i = 0; i < std::max(a.size(), b.size()); ++i) {
    const int n = static_cast<int>(i) + 1;
    if (i >= a.size())
      return Differs(n,
                     absl::StrCat("the record ends; the core goes on with '", Describe(b[i]), "'"));
    if (i >= b.size()) {
      return Differs(n,
                     absl::StrCat("the core ends; the record goes on with '", Describe(a[i]), "'"));
    }
    if (a[i].from_player != b[i].from_player || a[i].seats != b[i].seats ||
        a[i].text != b[i].text) {
      return Differs(n, absl::StrCat("the record has '", Describe(a[i]), "', the core '",
                                     Describe(b[i]), "'"));
    }
  }
  if (record.scores != again.scores) {
    return Differs(0, absl::StrCat("the scores: the record has ", absl::StrJoin(record.scores, " "),
                                   ", the core ", absl::StrJoin(again.scores, " ")));
  }
  if (record.wins.size() != again.wins.size()) return Differs(0, "the number of wins");
  for (std::size_t w = 0; w < record.wins.size(); ++w) {
    const game::WinRecord& x = record.wins[w];
    const game::WinRecord& y = again.wins[w];
    if (x.winner != y.winner || x.discarder != y.discarder || x.card != y.card || x.tai != y.tai) {
      return Differs(0, absl::StrCat("win ", w + 1, ": the record's differs from the core's"));
    }
  }
  if (record.faults.size() != again.faults.size()) return Differs(0, "the number of faults");
  for (std::size_t f = 0; f < record.faults.size(); ++f) {
    if (record.faults[f].seat != again.faults[f].seat ||
        record.faults[f].line != again.faults[f].line) {
      return Differs(0, absl::StrCat("fault ", f + 1, ": another seat or line"));
    }
  }
  if (record.draws != again.draws) return Differs(0, "the number of draws");
  return Verdict{};
}

}  // namespace mj16::mjref
