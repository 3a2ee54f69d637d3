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
#include "tables/shanten.h"

namespace mj16::bot::mc {

using KindRisk = std::array<double, kNumKinds>;

// Worlds 0..worlds−1 of `seed` (WorldRng), one at a time: `visit(i, world, waits)` gets world i
// and its winning kinds by seat (0 for ours and for a seat not tenpai).
template <class Visit>
void ForEachWorld(const WorldSampler& sampler, int worlds, std::uint64_t seed, Visit&& visit) {
  Position world;
  for (int i = 0; i < worlds; ++i) {
    Rng rng = WorldRng(seed, static_cast<std::uint64_t>(i));
    sampler.Sample(rng, world);
    std::array<tables::TileMask, 4> waits{};
    for (int s = 0; s < 4; ++s) {
      const SeatTiles& other = world.seats[s];
      if (s != sampler.seat()) waits[s] = tables::TenpaiWaits(other.concealed, other.MeldsNeeded());
    }
    visit(i, static_cast<const Position&>(world), waits);
  }
}

// The same, `visit(i, waits)` seeing the waits alone. What every reading of the worlds counts
// from.
template <class Visit>
void ForEachWorldWaits(const WorldSampler& sampler, int worlds, std::uint64_t seed, Visit&& visit) {
  ForEachWorld(sampler, worlds, seed,
               [&visit](int i, const Position&, const std::array<tables::TileMask, 4>& waits) {
                 visit(i, waits);
               });
}

// Over worlds 0..worlds−1 of `seed` (WorldRng), per kind: the share in which another seat waits
// on it. All zero when `worlds` is not positive or the sampler is not on our own turn.
KindRisk WorldDealInRisks(const WorldSampler& sampler, int worlds, std::uint64_t seed);

}  // namespace mj16::bot::mc

#endif  // MJ16_BOT_MC_WORLD_RISK_H_
