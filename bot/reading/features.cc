#include "bot/reading/features.h"

#include <algorithm>
#include <string>
#include <vector>

#include "bot/reading/danger.h"
#include "bot/reading/threat.h"
#include "core/notation.h"

namespace mj16::bot {
namespace {

constexpr std::array<std::string_view, kScalarFeatures> kScalarNames = {"go_around",
                                                                        "live_wall",
                                                                        "is_next",
                                                                        "is_opposite",
                                                                        "is_left",
                                                                        "is_dealer",
                                                                        "melds",
                                                                        "chows",
                                                                        "pungs_and_kongs",
                                                                        "hidden_kongs",
                                                                        "discards",
                                                                        "discards_since_meld",
                                                                        "claimed_since_draw",
                                                                        "early_middle_excess",
                                                                        "recent_middle",
                                                                        "discards_taken"};
constexpr std::array<std::string_view, kKindChannels> kChannelNames = {
    "discarded", "recent", "after_claim", "passed",     "seen",   "melded",
    "early",     "suji",   "latest",      "since_meld", "valued", "let_go"};

// Suited kinds three ranks away in the same suit (suji partners).
std::vector<Tile> Suji(Tile t) {
  std::vector<Tile> out;
  if (IsHonor(t)) return out;
  if (RankOf(t) > 3) out.push_back(static_cast<Tile>(t - 3));
  if (RankOf(t) < 7) out.push_back(static_cast<Tile>(t + 3));
  return out;
}

}  // namespace

OpponentFeatureVector OpponentFeatures(const TableView& view, int p) {
  OpponentFeatureVector f{};
  const SeatView& seat = view.seat(p);
  const int rel = (p - view.pos() + 4) % 4;  // 1 next, 2 opposite, 3 left
  int chows = 0, pungs = 0;
  for (const Meld& m : seat.melds) (m.type == MeldType::kChow ? chows : pungs)++;
  int taken = 0;
  for (const DiscardRecord& d : seat.discards) taken += d.claimed ? 1 : 0;
  const int n = static_cast<int>(seat.discards.size());
  f[0] = view.go_around() / 20.0f;
  f[1] = view.live_wall() / 64.0f;
  f[2] = rel == 1;
  f[3] = rel == 2;
  f[4] = rel == 3;
  f[5] = view.dealer() == p;
  f[6] = seat.MeldCount() / 5.0f;
  f[7] = chows / 5.0f;
  f[8] = pungs / 5.0f;
  f[9] = seat.hidden_kongs / 2.0f;
  f[10] = n / 30.0f;
  f[11] = (n - seat.discards_at_last_meld) / 30.0f;
  const bool claimed = ClaimedSinceDraw(view, p);
  f[12] = claimed;
  f[13] = EarlyMiddleExcess(seat) / 4.0f;
  f[14] = RecentMiddleDiscards(seat) / 3.0f;
  f[15] = taken / 10.0f;

  const auto at = [&f](int c, int kind) -> float& {
    return f[kScalarFeatures + c * kNumKinds + kind];
  };
  for (int i = 0; i < n; ++i) {
    const DiscardRecord& d = seat.discards[i];
    const Tile t = KindOf(d.card);
    at(channel::kDiscarded, t) += 0.25f;
    if (i >= n - kRecentDiscards) at(channel::kRecent, t) = 1;
    if (FollowedAClaim(view, p, i)) at(channel::kAfterClaim, t) = 1;
    if (i < kEarlyDiscards) at(channel::kEarly, t) = 1;
    for (Tile s : Suji(t)) at(channel::kSuji, s) = 1;
    // How recent his latest discard of the kind is: 1 for his last, down by 1/20 a discard.
    at(channel::kLatest, t) = std::max(0.0f, 1.0f - (n - 1 - i) / 20.0f);
    if (i >= seat.discards_at_last_meld) at(channel::kSinceMeld, t) = 1;
  }
  // Honours that score for him as a pung: the dragons, his seat wind and the round wind.
  for (Tile t : {kRed, kGreen, kWhite}) at(channel::kValued, t) = 1;
  at(channel::kValued, WindTile(view.SeatWind(p))) = 1;
  at(channel::kValued, WindTile(view.round_wind())) = 1;
  const std::array<int, kNumKinds> let_go = TimesSincePassed(view, p);
  for (int k = 0; k < kNumKinds; ++k) {
    if (let_go[k] >= 0) at(channel::kLetGo, k) = std::max(0.0f, 1.0f - let_go[k] / 10.0f);
  }
  const KindMask passed = claimed ? 0 : PassedSinceDraw(view, p);
  const TileCounts seen = view.Seen();
  for (int k = 0; k < kNumKinds; ++k) {
    at(channel::kPassed, k) = (passed >> k) & 1;
    at(channel::kSeen, k) = std::min<int>(seen[k], kCopies) / 4.0f;
  }
  for (const Meld& m : seat.melds) {
    for (int i = 0; i < m.Size(); ++i)
      at(channel::kMelded, m.IsChow() ? m.tile + i : m.tile) += 0.25f;
  }
  return f;
}

std::string_view OpponentFeatureName(int index) {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> out(kScalarNames.begin(), kScalarNames.end());
    for (std::string_view name : kChannelNames) {
      for (int k = 0; k < kNumKinds; ++k) {
        out.push_back(std::string(name) + "_" + FormatTile(static_cast<Tile>(k)));
      }
    }
    return out;
  }();
  return names.at(index);
}

}  // namespace mj16::bot
