#include "tools/training/policy_data.h"

#include <array>
#include <memory>
#include <ostream>
#include <set>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "bot/reading/reading.h"
#include "bot/reading/settings.h"
#include "core/table_view.h"
#include "tools/training/data_match.h"

namespace mj16::training {
namespace {

using bot::policy::DecisionInput;

// The rows of the game this thread is playing, their scores not yet known: a game is played on
// one thread from the deal to the end (runner.h), and its record reaches on_finished on that
// thread.
struct PendingRow {
  int seat = 0;
  std::array<float, kPolicyDataColumns> row{};
};
thread_local std::vector<PendingRow> pending;

// The recorded program's player, unchanged, with a table view of its own kept from the same
// messages: at each answer it describes the question as the learned policy would see it.
class RecordingPlayer : public mjref::Player {
 public:
  RecordingPlayer(std::unique_ptr<mjref::Player> inner, int seat)
      : inner_(std::move(inner)), seat_(seat) {}

  absl::Status Send(absl::string_view line) override { return inner_->Send(line); }
  absl::StatusOr<std::string> Ask(absl::string_view line) override { return inner_->Ask(line); }
  bool TakesMessages() const override { return inner_->TakesMessages(); }
  void Tell(const Message& m) override {
    (void)view_.Apply(m);  // a view that disagrees records nothing wrong: IndexOf finds no match
    inner_->Tell(m);
  }
  absl::StatusOr<Action> Decide(const Message& ask) override {
    absl::StatusOr<Action> answer = inner_->Decide(ask);
    if (answer.ok()) Record(ask, *answer);
    return answer;
  }
  bool AnswersFromOutside() const override { return inner_->AnswersFromOutside(); }
  void Prepare(mj16::Ask ask) override { inner_->Prepare(ask); }
  std::string Reason() const override { return inner_->Reason(); }
  void Abandon() override { inner_->Abandon(); }
  void SeeTruth(const game::GameState& state) override { inner_->SeeTruth(state); }

 private:
  void Record(const Message& ask, const Action& answer) {
    if (ask.ask == Ask::kHu) return;
    const int ask_column = bot::policy::AskIndex(ask.ask, view_.hand().concealed.size() % 3 == 2);
    const bot::Reading reading(view_, reading_settings_);
    const DecisionInput in = bot::policy::Describe(view_, ask.ask, reading);
    const int chosen = bot::policy::IndexOf(in.candidates, answer);
    const int n = static_cast<int>(in.candidates.size());
    if (chosen < 0 || n < 2 || n > bot::policy::kMaxCandidates) return;
    PendingRow& p = pending.emplace_back();
    p.seat = seat_;
    float* r = p.row.data();
    const float meta[kPolicyMetaColumns] = {0,
                                            static_cast<float>(seat_),
                                            static_cast<float>(ask_column),
                                            static_cast<float>(n),
                                            static_cast<float>(chosen),
                                            0,
                                            static_cast<float>(in.shanten)};
    r = std::copy(meta, meta + kPolicyMetaColumns, r);
    r = std::copy(in.state.begin(), in.state.end(), r);
    for (const bot::policy::Candidate& c : in.candidates) {
      const bot::policy::CompactCandidate compact = bot::policy::Compact(c);
      r = std::copy(compact.begin(), compact.end(), r);
    }
  }

  std::unique_ptr<mjref::Player> inner_;
  int seat_;
  TableView view_;
  bot::ReadingSettings reading_settings_;  // mjbot's defaults: the reading the policy plays with
};

class RecordingFactory : public mjref::PlayerFactory {
 public:
  explicit RecordingFactory(std::unique_ptr<mjref::PlayerFactory> inner)
      : inner_(std::move(inner)) {}
  std::string Name() const override { return inner_->Name(); }
  absl::StatusOr<std::unique_ptr<mjref::Player>> Create(int game, int seat,
                                                        std::uint64_t match_seed) override {
    absl::StatusOr<std::unique_ptr<mjref::Player>> p = inner_->Create(game, seat, match_seed);
    if (!p.ok()) return p.status();
    return std::make_unique<RecordingPlayer>(*std::move(p), seat);
  }
  absl::Status Probe() override { return inner_->Probe(); }

 private:
  std::unique_ptr<mjref::PlayerFactory> inner_;
};

}  // namespace

int PolicyDataCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  const auto fail = [&err](const absl::Status& s) {
    err << "mjref policy-data: " << s.message() << "\n";
    return 2;
  };
  std::set<int> record = {1};
  const absl::StatusOr<DataMatch> match = ParseDataMatch(
      args, "policy-data", [&record](const std::string& name, const std::string& value) {
        if (name != "--record") return absl::NotFoundError(name);
        record.clear();
        for (absl::string_view k : absl::StrSplit(value, ',')) {
          int n = 0;
          if (!absl::SimpleAtoi(k, &n) || n < 1 || n > 4) {
            return absl::InvalidArgumentError(
                absl::StrCat("--record: '", k, "' is not a --bot number 1..4"));
          }
          record.insert(n);
        }
        return absl::OkStatus();
      });
  if (!match.ok()) return fail(match.status());
  const absl::StatusOr<DataPrograms> programs =
      MakeDataPrograms(*match,
                       [&record](int index, std::unique_ptr<mjref::PlayerFactory> program)
                           -> std::unique_ptr<mjref::PlayerFactory> {
                         if (!record.count(index + 1)) return program;
                         return std::make_unique<RecordingFactory>(std::move(program));
                       });
  if (!programs.ok()) return fail(programs.status());
  std::vector<mjref::GameConfig> plan = DataPlan(*match, *programs);
  for (mjref::GameConfig& g : plan) g.transcript = false;
  const absl::StatusOr<long long> rows =
      RunDataMatch(*match, *programs, plan, kPolicyDataColumns, [](const mjref::GameRecord& r) {
        std::vector<float> block;
        block.reserve(pending.size() * kPolicyDataColumns);
        for (PendingRow& p : pending) {
          p.row[0] = static_cast<float>(r.game);
          p.row[5] = static_cast<float>(r.scores[p.seat]) / 1000.0f;
          block.insert(block.end(), p.row.begin(), p.row.end());
        }
        pending.clear();
        return block;
      });
  if (!rows.ok()) return fail(rows.status());
  out << plan.size() << " games, " << *rows << " decisions of " << kPolicyDataColumns
      << " float32 to " << match->output << "\n";
  return 0;
}

}  // namespace mj16::training
