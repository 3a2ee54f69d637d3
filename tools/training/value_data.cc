#include "tools/training/value_data.h"

#include <memory>
#include <ostream>

#include "tools/mjref/luck/value_table.h"
#include "tools/training/data_match.h"

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
    const mjref::InputParts parts = mjref::PartsOf(t, facts);
    for (int k = 0; k < 4; ++k) {
      pending_rows.push_back(mjref::InputsFrom(parts, k));
      pending_seats.push_back(k);
    }
  }
};

}  // namespace

int ValueDataCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  const auto fail = [&err](const absl::Status& s) {
    err << "mjref value-data: " << s.message() << "\n";
    return 2;
  };
  const absl::StatusOr<DataMatch> match = ParseDataMatch(args, "value-data", {});
  if (!match.ok()) return fail(match.status());
  const absl::StatusOr<DataPrograms> programs = MakeDataPrograms(*match);
  if (!programs.ok()) return fail(programs.status());
  std::vector<mjref::GameConfig> plan = DataPlan(*match, *programs);
  const auto recorder = std::make_shared<Recorder>();
  for (mjref::GameConfig& g : plan) g.luck = recorder;
  const absl::StatusOr<long long> rows =
      RunDataMatch(*match, *programs, plan, kValueDataColumns, [](const mjref::GameRecord& r) {
        std::vector<float> block;
        block.reserve(pending_rows.size() * kValueDataColumns);
        for (size_t i = 0; i < pending_rows.size(); ++i) {
          block.push_back(static_cast<float>(r.game));
          block.push_back(static_cast<float>(pending_seats[i]));
          block.insert(block.end(), pending_rows[i].begin(), pending_rows[i].end());
          block.push_back(static_cast<float>(r.scores[pending_seats[i]]) / 1000.0f);
        }
        return block;
      });
  if (!rows.ok()) return fail(rows.status());
  out << plan.size() << " games, " << *rows << " rows of " << kValueDataColumns << " float32 to "
      << match->output << "\n";
  return 0;
}

}  // namespace mj16::training
