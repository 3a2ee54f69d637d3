#include "bot/mc/world_risk.h"

#include "tables/shanten.h"

namespace mj16::bot::mc {

KindRisk WorldDealInRisks(const WorldSampler& sampler, int worlds, std::uint64_t seed) {
  KindRisk risk{};
  if (worlds <= 0 || !sampler.own_turn()) return risk;
  std::array<int, kNumKinds> hits{};
  Position world;
  for (int i = 0; i < worlds; ++i) {
    Rng rng = WorldRng(seed, static_cast<std::uint64_t>(i));
    sampler.Sample(rng, world);
    tables::TileMask waits = 0;  // kinds some other seat wins on in this world
    for (int s = 0; s < 4; ++s) {
      if (s == sampler.seat()) continue;
      const SeatTiles& other = world.seats[s];
      waits |= tables::TenpaiWaits(other.concealed, other.MeldsNeeded());
    }
    for (int k = 0; k < kNumKinds; ++k) {
      if ((waits & tables::TileBit(static_cast<Tile>(k))) != 0) ++hits[k];
    }
  }
  for (int k = 0; k < kNumKinds; ++k) risk[k] = static_cast<double>(hits[k]) / worlds;
  return risk;
}

}  // namespace mj16::bot::mc
