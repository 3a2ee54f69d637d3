#include "bot/mc/world_risk.h"

#include "tables/shanten.h"

namespace mj16::bot::mc {

KindRisk WorldDealInRisks(const WorldSampler& sampler, int worlds, std::uint64_t seed) {
  KindRisk risk{};
  if (worlds <= 0 || !sampler.own_turn()) return risk;
  std::array<int, kNumKinds> hits{};
  ForEachWorldWaits(sampler, worlds, seed,
                    [&](int, const std::array<tables::TileMask, 4>& by_seat) {
                      tables::TileMask waits = 0;  // kinds some other seat wins on in this world
                      for (tables::TileMask w : by_seat) waits |= w;
                      for (int k = 0; k < kNumKinds; ++k) {
                        if ((waits & tables::TileBit(static_cast<Tile>(k))) != 0) ++hits[k];
                      }
                    });
  for (int k = 0; k < kNumKinds; ++k) risk[k] = static_cast<double>(hits[k]) / worlds;
  return risk;
}

}  // namespace mj16::bot::mc
