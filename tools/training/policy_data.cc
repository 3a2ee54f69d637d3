#include "tools/training/policy_data.h"

#include <array>
#include <fstream>
#include <memory>
#include <mutex>
#include <ostream>
#include <set>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "bot/reading/reading.h"
#include "bot/reading/settings.h"
#include "core/table_view.h"
#include "tools/mjref/bots/bots.h"
#include "tools/mjref/run/match.h"
#include "tools/mjref/run/runner.h"
#include "tools/mjref/run/schedule.h"

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

int AskColumn(const Message& ask, const TableView& view) {
  switch (ask.ask) {
    case Ask::kThrow:
      return 0;
    case Ask::kEat:
      return 1;
    case Ask::kPong:
      return 2;
    case Ask::kGong:
      return view.hand().concealed.size() % 3 == 2 ? 4 : 3;
    case Ask::kHu:
      break;
  }
  return -1;
}

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
    const int ask_column = AskColumn(ask, view_);
    if (ask_column < 0) return;
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

int Fail(std::ostream& err, const std::string& message) {
  err << "mjref policy-data: " << message << "\n";
  return 2;
}

}  // namespace

int PolicyDataCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  std::vector<std::string> bots;
  std::set<int> record = {1};
  std::string output;
  mjref::MatchConfig config;
  config.games = 1000;
  int jobs = 1, seed = 1;
  for (size_t i = 1; i < args.size(); ++i) {
    // --opt VALUE or --opt=VALUE, as every mjref subcommand takes them.
    std::string a = args[i], v;
    if (const size_t eq = a.find('='); absl::StartsWith(a, "--") && eq != std::string::npos) {
      v = a.substr(eq + 1);
      a = a.substr(0, eq);
    } else if (i + 1 < args.size()) {
      v = args[++i];
    } else {
      return Fail(err, absl::StrCat(a, " needs a value"));
    }
    if (a == "--bot") {
      bots.push_back(v);
    } else if (a == "-o" || a == "--output") {
      output = v;
    } else if (a == "--record") {
      record.clear();
      for (absl::string_view k : absl::StrSplit(v, ',')) {
        int n = 0;
        if (!absl::SimpleAtoi(k, &n) || n < 1 || n > 4) {
          return Fail(err, absl::StrCat("--record: '", k, "' is not a --bot number 1..4"));
        }
        record.insert(n);
      }
    } else if (a == "--games" || a == "-j" || a == "--seed") {
      int n = 0;
      if (!absl::SimpleAtoi(v, &n) || n <= 0) {
        return Fail(err, absl::StrCat(a, ": '", v, "' is not a positive number"));
      }
      (a == "--games" ? config.games : a == "-j" ? jobs : seed) = n;
    } else {
      return Fail(err, absl::StrCat("unknown option '", a, "' (see mjref policy-data --help)"));
    }
  }
  config.seed = static_cast<std::uint64_t>(seed);
  if (bots.size() != 4) return Fail(err, "four --bot, one per seat");
  if (output.empty()) return Fail(err, "where to? (-o FILE)");
  std::vector<std::unique_ptr<mjref::PlayerFactory>> owned;
  std::vector<mjref::PlayerFactory*> programs;
  for (size_t i = 0; i < bots.size(); ++i) {
    absl::StatusOr<std::unique_ptr<mjref::PlayerFactory>> p = mjref::MakeProgram(bots[i]);
    if (!p.ok()) return Fail(err, absl::StrCat("--bot '", bots[i], "': ", p.status().message()));
    if (record.count(static_cast<int>(i) + 1)) {
      p = std::make_unique<RecordingFactory>(*std::move(p));
    }
    owned.push_back(*std::move(p));
    programs.push_back(owned.back().get());
  }
  std::ofstream file(output, std::ios::binary | std::ios::trunc);
  if (!file) return Fail(err, absl::StrCat("cannot write '", output, "'"));
  std::vector<mjref::GameConfig> plan = mjref::MatchPlan(
      config, {programs[0]->Name(), programs[1]->Name(), programs[2]->Name(), programs[3]->Name()});
  for (mjref::GameConfig& g : plan) g.transcript = false;
  std::mutex mu;
  long long rows = 0;
  mjref::RunOptions run;
  run.jobs = jobs;
  run.match_seed = config.seed;
  mjref::RunGames(
      plan, programs, run,
      [&](const mjref::GameRecord& r) {
        for (PendingRow& p : pending) {
          p.row[0] = static_cast<float>(r.game);
          p.row[5] = static_cast<float>(r.scores[p.seat]) / 1000.0f;
        }
        std::lock_guard<std::mutex> lock(mu);
        for (const PendingRow& p : pending) {
          file.write(reinterpret_cast<const char*>(p.row.data()),
                     static_cast<std::streamsize>(sizeof(p.row)));
        }
        rows += static_cast<long long>(pending.size());
        pending.clear();
      },
      nullptr);
  file.close();
  if (!file) return Fail(err, absl::StrCat("cannot finish writing '", output, "'"));
  out << plan.size() << " games, " << rows << " decisions of " << kPolicyDataColumns
      << " float32 to " << output << "\n";
  return 0;
}

}  // namespace mj16::training
