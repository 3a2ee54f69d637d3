#include "tools/training/policy_data.h"

#include <algorithm>
#include <array>
#include <memory>
#include <ostream>
#include <random>
#include <set>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "bot/reading/reading.h"
#include "bot/reading/settings.h"
#include "core/table_view.h"
#include "tools/mjref/luck/chance_scorer.h"
#include "tools/training/branch.h"
#include "tools/training/data_match.h"

namespace mj16::training {
namespace {

using bot::policy::DecisionInput;

// The rows of the game this thread is playing, their scores not yet known: a game is played on
// one thread from the deal to the end (runner.h), and its record reaches on_finished on that
// thread.
struct PendingRow {
  int seat = 0;
  int decision = 0;             // the seat's Decide calls before this one
  std::vector<Action> actions;  // the candidates' answers, for branching
  std::array<float, kPolicyDataColumns> row{};
};
thread_local std::vector<PendingRow> pending;

// The recorded program's player, unchanged, with a table view of its own kept from the same
// messages: at each answer it describes the question as the learned policy would see it.
class RecordingPlayer : public mjref::WrappedPlayer {
 public:
  RecordingPlayer(std::unique_ptr<mjref::Player> inner, int seat)
      : WrappedPlayer(std::move(inner)), seat_(seat) {}

  absl::Status Tell(const Message& m) override {
    (void)view_.Apply(m);  // a view that disagrees records nothing wrong: IndexOf finds no match
    return inner().Tell(m);
  }
  absl::StatusOr<Action> Decide(const Message& ask) override {
    absl::StatusOr<Action> answer = inner().Decide(ask);
    if (answer.ok()) Record(ask, *answer);
    ++decisions_;
    return answer;
  }

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
    p.decision = decisions_;
    for (const bot::policy::Candidate& c : in.candidates) p.actions.push_back(c.action);
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

  int seat_;
  int decisions_ = 0;  // Decide calls so far, the branch's count (branch.h)
  TableView view_;
  bot::ReadingSettings reading_settings_;  // mjbot's defaults: the reading the policy plays with
};

class RecordingFactory : public mjref::PlayerFactory {
 public:
  explicit RecordingFactory(std::unique_ptr<mjref::PlayerFactory> inner)
      : inner_(std::move(inner)) {}
  std::string Name() const override { return inner_->Name(); }
  mjref::PlayerFactory* inner() const { return inner_.get(); }
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

// The rows of a finished game: every recorded decision, its score the game's.
std::vector<float> PlainRows(const mjref::GameRecord& r) {
  std::vector<float> block;
  block.reserve(pending.size() * kPolicyDataColumns);
  for (PendingRow& p : pending) {
    p.row[0] = static_cast<float>(r.game);
    p.row[5] = static_cast<float>(r.scores[p.seat]) / 1000.0f;
    block.insert(block.end(), p.row.begin(), p.row.end());
  }
  return block;
}

// `per_seat` of each recorded seat's decisions, picked at random (seeded by the game), each with
// every candidate's score: the game's for the answer given, a branch's for the others.
std::vector<float> BranchedRows(const mjref::GameRecord& r, const mjref::GameConfig& config,
                                const std::vector<mjref::PlayerFactory*>& plain,
                                std::uint64_t match_seed, int per_seat) {
  std::vector<float> block;
  for (int seat = 0; seat < 4; ++seat) {
    std::vector<PendingRow*> mine;
    for (PendingRow& p : pending) {
      if (p.seat == seat) mine.push_back(&p);
    }
    std::mt19937_64 pick(config.seed * 4 + static_cast<std::uint64_t>(seat));
    std::shuffle(mine.begin(), mine.end(), pick);
    mine.resize(std::min<size_t>(mine.size(), static_cast<size_t>(per_seat)));
    std::sort(mine.begin(), mine.end(),
              [](const PendingRow* a, const PendingRow* b) { return a->decision < b->decision; });
    for (PendingRow* p : mine) {
      p->row[0] = static_cast<float>(r.game);
      p->row[5] = static_cast<float>(r.scores[seat]) / 1000.0f;
      block.insert(block.end(), p->row.begin(), p->row.end());
      const int chosen = static_cast<int>(p->row[4]);
      for (int c = 0; c < bot::policy::kMaxCandidates; ++c) {
        const int n = static_cast<int>(p->actions.size());
        const double score = c >= n        ? 0
                             : c == chosen ? r.AdjustedScore(seat)
                                           : BranchScore(config, plain, match_seed,
                                                         {seat, p->decision, p->actions[c]});
        block.push_back(static_cast<float>(score / 1000));
      }
    }
  }
  return block;
}

}  // namespace

int PolicyDataCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  const auto fail = [&err](const absl::Status& s) {
    err << "mjref policy-data: " << s.message() << "\n";
    return 2;
  };
  std::set<int> record = {1};
  int branch = 0;
  const absl::StatusOr<DataMatch> match = ParseDataMatch(
      args, "policy-data", [&record, &branch](const std::string& name, const std::string& value) {
        if (name == "--branch") {
          if (!absl::SimpleAtoi(value, &branch) || branch < 0) {
            return absl::InvalidArgumentError(
                absl::StrCat("--branch: '", value, "' is not a number of decisions (0 or more)"));
          }
          return absl::OkStatus();
        }
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
  std::vector<mjref::PlayerFactory*> plain(4);  // the programs unwrapped, for the branches
  const absl::StatusOr<DataPrograms> programs =
      MakeDataPrograms(*match,
                       [&record, &plain](int index, std::unique_ptr<mjref::PlayerFactory> program)
                           -> std::unique_ptr<mjref::PlayerFactory> {
                         plain[index] = program.get();
                         if (!record.count(index + 1)) return program;
                         return std::make_unique<RecordingFactory>(std::move(program));
                       });
  if (!programs.ok()) return fail(programs.status());
  std::vector<mjref::GameConfig> plan = DataPlan(*match, *programs);
  for (mjref::GameConfig& g : plan) {
    g.transcript = false;
    if (branch > 0) g.luck = mjref::DefaultChanceScorer();  // the branches' scores, adjusted
  }
  const int columns = branch > 0 ? kPolicyBranchColumns : kPolicyDataColumns;
  const absl::StatusOr<long long> rows =
      RunDataMatch(*match, *programs, plan, columns, [&](const mjref::GameRecord& r) {
        std::vector<float> block =
            branch > 0 ? BranchedRows(r, plan[r.game], plain, match->config.seed, branch)
                       : PlainRows(r);
        pending.clear();
        return block;
      });
  if (!rows.ok()) return fail(rows.status());
  out << plan.size() << " games, " << *rows << " decisions of " << columns << " float32 to "
      << match->output << "\n";
  return 0;
}

}  // namespace mj16::training
