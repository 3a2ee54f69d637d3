#include "tools/training/policy_data.h"

#include <algorithm>
#include <array>
#include <map>
#include <memory>
#include <optional>
#include <ostream>
#include <random>
#include <set>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "absl/synchronization/mutex.h"
#include "bot/decide/decide.h"
#include "bot/reading/reading.h"
#include "bot/settings/settings.h"
#include "core/table_view.h"
#include "tools/mjref/luck/chance_scorer.h"
#include "tools/training/branch.h"
#include "tools/training/data_match.h"
#include "tools/training/search_values.h"

namespace mj16::training {
namespace {

using bot::policy::DecisionInput;

// A recorded decision whose score is not known until its game ends.
struct PendingRow {
  int seat = 0;
  int decision = 0;             // the seat's Decide calls before this one
  Ask ask = Ask::kThrow;        // the question, for branching
  std::vector<Action> actions;  // the candidates' answers, for branching
  std::array<float, kPolicyDataColumns> row{};
  std::vector<float> values;  // with --search-values: the two halves' values, in thousands
};

// Each game's pending rows, by the game's index: the recording players add to their game's,
// the finished game's record takes them (tables play on several threads at once).
class PendingRows {
 public:
  void Add(int game, PendingRow row) {
    absl::MutexLock lock(&mutex_);
    rows_[game].push_back(std::move(row));
  }
  std::vector<PendingRow> Take(int game) {
    absl::MutexLock lock(&mutex_);
    std::vector<PendingRow> out = std::move(rows_[game]);
    rows_.erase(game);
    return out;
  }

 private:
  absl::Mutex mutex_;
  std::map<int, std::vector<PendingRow>> rows_;
};

// The recorded program's player, unchanged, with a table view of its own kept from the same
// messages: at each answer it describes the question as the learned policy would see it.
class RecordingPlayer : public mjref::WrappedPlayer {
 public:
  RecordingPlayer(std::unique_ptr<mjref::Player> inner, int game, int seat, PendingRows& rows,
                  int search_worlds)
      : WrappedPlayer(std::move(inner)),
        game_(game),
        seat_(seat),
        rows_(rows),
        search_worlds_(search_worlds) {}

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
    const int ask_column = bot::policy::AskIndex(ask.ask, view_.hand().OwnTurn());
    const bot::Reading reading(view_, settings_.reading);
    const DecisionInput in = bot::policy::Describe(view_, ask.ask, reading);
    const int chosen = bot::policy::IndexOf(in.candidates, answer);
    const int n = static_cast<int>(in.candidates.size());
    if (chosen < 0 || n < 2 || n > bot::policy::kMaxCandidates) return;
    PendingRow p;
    if (search_worlds_ > 0) {
      const std::optional<SearchValues> values =
          ValueCandidates(reading, ask.ask, in.candidates, search_worlds_, settings_);
      if (!values) return;  // an own kong: not a question the search plays out
      p.values.assign(kPolicySearchColumns - kPolicyDataColumns, 0.0f);
      p.values[0] = static_cast<float>(
          bot::policy::IndexOf(in.candidates, bot::RulesAnswer(reading, ask.ask, settings_)));
      for (int h = 0; h < 2; ++h) {
        for (int c = 0; c < n; ++c) {
          p.values[1 + h * bot::policy::kMaxCandidates + c] =
              static_cast<float>(values->half[h][c] / 1000);
        }
      }
    }
    p.seat = seat_;
    p.decision = decisions_;
    p.ask = ask.ask;
    for (const bot::policy::Candidate& c : in.candidates) p.actions.push_back(c.action);
    p.row[kGameColumn] = static_cast<float>(game_);
    p.row[kSeatColumn] = static_cast<float>(seat_);
    p.row[kAskColumn] = static_cast<float>(ask_column);
    p.row[kCandidatesColumn] = static_cast<float>(n);
    p.row[kChosenColumn] = static_cast<float>(chosen);
    p.row[kShantenColumn] = static_cast<float>(in.shanten);  // kScoreColumn: when the game ends
    float* r = std::copy(in.state.begin(), in.state.end(), p.row.data() + kPolicyMetaColumns);
    for (const bot::policy::Candidate& c : in.candidates) {
      const bot::policy::CompactCandidate compact = bot::policy::Compact(c);
      r = std::copy(compact.begin(), compact.end(), r);
    }
    rows_.Add(game_, std::move(p));
  }

  int game_;
  int seat_;
  PendingRows& rows_;
  int decisions_ = 0;  // Decide calls so far, the branch's count (branch.h)
  int search_worlds_;  // --search-values
  TableView view_;
  // mjbot's defaults: the reading the policy plays with, the search that labels and the rules.
  bot::Settings settings_;
};

class RecordingFactory : public mjref::PlayerFactory {
 public:
  RecordingFactory(std::unique_ptr<mjref::PlayerFactory> inner, PendingRows& rows,
                   int search_worlds)
      : inner_(std::move(inner)), rows_(rows), search_worlds_(search_worlds) {}
  std::string Name() const override { return inner_->Name(); }
  mjref::PlayerFactory* inner() const { return inner_.get(); }
  absl::StatusOr<std::unique_ptr<mjref::Player>> Create(int game, int seat,
                                                        std::uint64_t match_seed) override {
    absl::StatusOr<std::unique_ptr<mjref::Player>> p = inner_->Create(game, seat, match_seed);
    if (!p.ok()) return p.status();
    return std::make_unique<RecordingPlayer>(*std::move(p), game, seat, rows_, search_worlds_);
  }
  absl::Status Probe() override { return inner_->Probe(); }

 private:
  std::unique_ptr<mjref::PlayerFactory> inner_;
  PendingRows& rows_;
  int search_worlds_;
};

// The rows of a finished game: every recorded decision, its score the game's.
std::vector<float> PlainRows(const mjref::GameRecord& r, std::vector<PendingRow> pending) {
  std::vector<float> block;
  block.reserve(pending.size() * kPolicyDataColumns);
  for (PendingRow& p : pending) {
    p.row[kScoreColumn] = static_cast<float>(r.scores[p.seat]) / 1000.0f;
    block.insert(block.end(), p.row.begin(), p.row.end());
    block.insert(block.end(), p.values.begin(), p.values.end());
  }
  return block;
}

// `per_seat` of each recorded seat's decisions, picked at random (seeded by the game), each with
// every candidate's score: the game's for the answer given, a branch's for the others.
absl::StatusOr<std::vector<float>> BranchedRows(const mjref::GameRecord& r,
                                                const mjref::GameConfig& config,
                                                const std::vector<mjref::PlayerFactory*>& plain,
                                                std::uint64_t match_seed, int per_seat,
                                                std::vector<PendingRow> pending) {
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
      p->row[kScoreColumn] = static_cast<float>(r.scores[seat]) / 1000.0f;
      block.insert(block.end(), p->row.begin(), p->row.end());
      const int chosen = static_cast<int>(p->row[kChosenColumn]);
      for (int c = 0; c < bot::policy::kMaxCandidates; ++c) {
        const int n = static_cast<int>(p->actions.size());
        absl::StatusOr<double> score = 0.0;
        if (c < n) {
          score = c == chosen ? r.AdjustedScore(seat)
                              : BranchScore(config, plain, match_seed,
                                            {seat, p->decision, p->ask, p->actions[c]});
        }
        if (!score.ok()) {
          return absl::InternalError(absl::StrCat("game ", r.game + 1, ", seat ", seat + 1,
                                                  ", a branch: ", score.status().message()));
        }
        block.push_back(static_cast<float>(*score / 1000));
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
  int search_worlds = 0;
  const absl::StatusOr<DataMatch> match = ParseDataMatch(
      args, "policy-data",
      [&record, &branch, &search_worlds](const std::string& name, const std::string& value) {
        if (name == "--search-values") {
          if (!absl::SimpleAtoi(value, &search_worlds) || search_worlds < 2) {
            return absl::InvalidArgumentError(
                absl::StrCat("--search-values: '", value,
                             "' is not a number of worlds a candidate (2 or more)"));
          }
          return absl::OkStatus();
        }
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
  if (branch > 0 && search_worlds > 0) {
    return fail(absl::InvalidArgumentError(
        "--branch and --search-values: one kind of label a run, not both"));
  }
  PendingRows pending;
  std::vector<mjref::PlayerFactory*> plain(4);  // the programs unwrapped, for the branches
  const absl::StatusOr<DataPrograms> programs = MakeDataPrograms(
      *match,
      [&record, &plain, &pending, search_worlds](
          int index,
          std::unique_ptr<mjref::PlayerFactory> program) -> std::unique_ptr<mjref::PlayerFactory> {
        plain[index] = program.get();
        if (!record.count(index + 1)) return program;
        return std::make_unique<RecordingFactory>(std::move(program), pending, search_worlds);
      });
  if (!programs.ok()) return fail(programs.status());
  std::vector<mjref::GameConfig> plan = DataPlan(*match, *programs);
  for (mjref::GameConfig& g : plan) {
    g.transcript = false;
    if (branch > 0) g.luck = mjref::DefaultChanceScorer();  // the branches' scores, adjusted
  }
  const int columns = branch > 0          ? kPolicyBranchColumns
                      : search_worlds > 0 ? kPolicySearchColumns
                                          : kPolicyDataColumns;
  absl::Mutex failed_mutex;
  absl::Status failed;  // the first branch that did not replay its game (a bug)
  const absl::StatusOr<long long> rows =
      RunDataMatch(*match, *programs, plan, columns, [&](const mjref::GameRecord& r) {
        std::vector<PendingRow> game_rows = pending.Take(r.game);
        if (branch == 0) return PlainRows(r, std::move(game_rows));
        absl::StatusOr<std::vector<float>> block =
            BranchedRows(r, plan[r.game], plain, match->config.seed, branch, std::move(game_rows));
        if (block.ok()) return *std::move(block);
        absl::MutexLock lock(&failed_mutex);
        failed.Update(block.status());
        return std::vector<float>();
      });
  if (!rows.ok()) return fail(rows.status());
  if (!failed.ok()) return fail(failed);
  out << plan.size() << " games, " << *rows << " decisions of " << columns << " float32 to "
      << match->output << "\n";
  return 0;
}

}  // namespace mj16::training
