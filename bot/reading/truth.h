// What only the referee knows: the others' concealed tiles. An in-process mjbot can be handed it
// (builtin:mjbot:oracle=LEVEL) to measure what perfect reading would be worth (docs/reading.md);
// a process bot never sees it. Each level feeds the truth to one more of the reading's
// estimates and keeps the rest as they are.
#ifndef MJ16_BOT_READING_TRUTH_H_
#define MJ16_BOT_READING_TRUTH_H_

#include <array>
#include <optional>
#include <string_view>

#include "core/hand.h"

namespace mj16::bot {

enum class OracleLevel {
  kNone,
  kTenpai,  // who is tenpai: P(tenpai) is 0 or 1
  kWaits,   // and on what: the sampled waits are the exact ones
  kHands,   // and everything: Monte-Carlo's worlds deal the others' true hands
};

// "none", "tenpai", "waits", "hands"; nullopt for anything else.
std::optional<OracleLevel> ParseOracleLevel(std::string_view text);

// What an oracle is handed: the truth up to `level`, and with `sharpen` > 0 the learned reading's
// estimates (bot/reading/model.h) each moved `sharpen` towards the truth in logit — a proxy for
// a sharper model, to measure what a better log-loss would be worth.
struct OracleSpec {
  OracleLevel level = OracleLevel::kNone;
  double sharpen = 0;
  // The offence's evaluator counts only the copies left in the wall, not those in the others'
  // hands: what exact knowledge of the wall would be worth (docs/reading-quality.md).
  bool wall = false;
  bool Active() const { return level != OracleLevel::kNone || sharpen > 0 || wall; }
};

// Copies per kind in the others' concealed hands, as the offence's evaluator takes them
// (bot/offence/evaluator.h spells the same type).
using HeldCounts = std::array<float, kNumKinds>;

struct Truth {
  OracleLevel level = OracleLevel::kNone;
  double sharpen = 0;  // OracleSpec::sharpen
  bool wall = false;   // OracleSpec::wall
  // Concealed kinds by position − 1 (concealed kongs excluded: they are melds).
  std::array<TileCounts, 4> concealed{};

  // What the three others of position `pos` (1..4) hold concealed.
  TileCounts ConcealedOfOthers(int pos) const {
    TileCounts held{};
    for (int p = 1; p <= 4; ++p) {
      if (p == pos) continue;
      for (int t = 0; t < kNumKinds; ++t) held[t] += concealed[p - 1][t];
    }
    return held;
  }
};

}  // namespace mj16::bot

#endif  // MJ16_BOT_READING_TRUTH_H_
