#include "tools/training/value_data.h"

#include <fstream>
#include <memory>
#include <mutex>
#include <ostream>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "tools/mjref/bots/bots.h"
#include "tools/mjref/luck/value_table.h"
#include "tools/mjref/run/match.h"
#include "tools/mjref/run/runner.h"
#include "tools/mjref/run/schedule.h"

namespace mj16::training {
namespace {

static_assert(kValueDataColumns == 2 + mjref::kValueInputs + 1);

// The rows of the game this thread is playing, without their scores yet: a game is played on one
// thread from the deal to the end (runner.h), and its record reaches on_finished on that thread.
thread_local std::vector<mjref::ValueInputs> pending_rows;
thread_local std::vector<int> pending_seats;

// Records the inputs at every chance event; scores no luck.
class Recorder : public mjref::ChanceScorer {
 public:
  std::string Name() const override { return "value-data"; }
  mjref::SeatValues DealLuck(const game::GameState& s, std::uint64_t) const override {
    pending_rows.clear();
    pending_seats.clear();
    const Card dealt = s.seats[s.dealer].drawn;
    Add(mjref::TableOf(s, s.dealer, KindOf(dealt)));
    return {};
  }
  mjref::SeatValues DrawLuck(const game::GameState& s, int seat, Card card) const override {
    Add(mjref::TableOf(s, seat, KindOf(card)));
    return {};
  }

 private:
  static void Add(const mjref::ValueTable& t) {
    std::array<mjref::SeatFacts, 4> facts;
    for (int k = 0; k < 4; ++k) facts[k] = mjref::ReadSeat(t, k);
    if (facts[t.to_act].complete) return;
    for (int k = 0; k < 4; ++k) {
      pending_rows.push_back(mjref::InputsOf(t, facts, k));
      pending_seats.push_back(k);
    }
  }
};

int Fail(std::ostream& err, const std::string& message) {
  err << "mjref value-data: " << message << "\n";
  return 2;
}

}  // namespace

int ValueDataCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  std::vector<std::string> bots;
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
    } else if (a == "--games" || a == "-j" || a == "--seed") {
      int n = 0;
      if (!absl::SimpleAtoi(v, &n) || n <= 0) {
        return Fail(err, absl::StrCat(a, ": '", v, "' is not a positive number"));
      }
      (a == "--games" ? config.games : a == "-j" ? jobs : seed) = n;
    } else {
      return Fail(err, absl::StrCat("unknown option '", a, "' (see mjref value-data --help)"));
    }
  }
  config.seed = static_cast<std::uint64_t>(seed);
  if (bots.size() != 4) return Fail(err, "four --bot, one per seat");
  if (output.empty()) return Fail(err, "where to? (-o FILE)");
  std::vector<std::unique_ptr<mjref::PlayerFactory>> owned;
  std::vector<mjref::PlayerFactory*> programs;
  for (const std::string& b : bots) {
    absl::StatusOr<std::unique_ptr<mjref::PlayerFactory>> p = mjref::MakeProgram(b);
    if (!p.ok()) return Fail(err, absl::StrCat("--bot '", b, "': ", p.status().message()));
    owned.push_back(*std::move(p));
    programs.push_back(owned.back().get());
  }
  std::ofstream file(output, std::ios::binary | std::ios::trunc);
  if (!file) return Fail(err, absl::StrCat("cannot write '", output, "'"));
  std::vector<mjref::GameConfig> plan = mjref::MatchPlan(
      config, {programs[0]->Name(), programs[1]->Name(), programs[2]->Name(), programs[3]->Name()});
  const auto recorder = std::make_shared<Recorder>();
  for (mjref::GameConfig& g : plan) g.luck = recorder;
  std::mutex mu;
  long long rows = 0;
  mjref::RunOptions run;
  run.jobs = jobs;
  run.match_seed = config.seed;
  mjref::RunGames(
      plan, programs, run,
      [&](const mjref::GameRecord& r) {
        std::vector<float> block;
        block.reserve(pending_rows.size() * kValueDataColumns);
        for (size_t i = 0; i < pending_rows.size(); ++i) {
          block.push_back(static_cast<float>(r.game));
          block.push_back(static_cast<float>(pending_seats[i]));
          block.insert(block.end(), pending_rows[i].begin(), pending_rows[i].end());
          block.push_back(static_cast<float>(r.scores[pending_seats[i]]) / 1000.0f);
        }
        std::lock_guard<std::mutex> lock(mu);
        file.write(reinterpret_cast<const char*>(block.data()),
                   static_cast<std::streamsize>(block.size() * sizeof(float)));
        rows += static_cast<long long>(pending_rows.size());
      },
      nullptr);
  file.close();
  if (!file) return Fail(err, absl::StrCat("cannot finish writing '", output, "'"));
  out << plan.size() << " games, " << rows << " rows of " << kValueDataColumns << " float32 to "
      << output << "\n";
  return 0;
}

}  // namespace mj16::training
