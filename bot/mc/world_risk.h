// The chance that a discard deals in, as the sampled worlds (worlds.h) see it: for every kind,
// the share of worlds in which some other seat's concealed hand is tenpai and wins on it. No
// playout: only the deal is sampled, so a few hundred worlds cost well under a millisecond.
// docs/mc.md's reliability table measures these predictions against self-play.
#ifndef MJ16_BOT_MC_WORLD_RISK_H_
#define MJ16_BOT_MC_WORLD_RISK_H_

#include <array>
#include <cstdint>

#include "bot/mc/worlds.h"
#include "core/tile.h"

namespace mj16::bot::mc {

using KindRisk = std::array<double, kNumKinds>;

// Over worlds 0..worlds−1 of `seed` (WorldRng), per kind: the share in which another seat waits
// on it. All zero when `worlds` is not positive or the sampler is not on our own turn.
KindRisk WorldDealInRisks(const WorldSampler& sampler, int worlds, std::uint64_t seed);

}  // namespace mj16::bot::mc

#endif  // MJ16_BOT_MC_WORLD_RISK_H_
