#include "bot/offence/wait_switch.h"

#include <bit>
#include <vector>

#include "absl/strings/str_format.h"
#include "core/notation.h"
#include "core/win.h"
#include "tables/shanten.h"

namespace mj16::bot {
namespace {

std::string KindsText(KindMask mask) {
  TileCounts c{};
  for (int t = 0; t < kNumKinds; ++t) c[t] = (mask >> t) & 1;
  const std::string s = FormatTiles(c);
  return s.empty() ? "-" : s;
}

// The hand after claiming `meld` with the concealed tiles `own`.
Hand Claimed(const Hand& hand, const std::vector<Tile>& own, const Meld& meld) {
  Hand after = hand;
  for (Tile t : own) --after.concealed[t];
  after.melds.push_back(meld);
  return after;
}

// The hand after ChooseDiscard's discard; `discard` receives it (kNoTile when nothing to throw).
Hand AfterBestDiscard(const Hand& claimed, const ClaimContext& ctx, Tile* discard) {
  const DiscardChoice c = ChooseDiscard(claimed, ctx.model, ctx.exposed, ctx.options);
  *discard = c.tile;
  Hand after = claimed;
  if (c.tile != kNoTile) --after.concealed[c.tile];
  return after;
}

}  // namespace

int Wait::Kinds() const { return std::popcount(kinds); }

int LiveCount(KindMask kinds, const ProbabilityModel& model) {
  int live = 0;
  for (int t = 0; t < kNumKinds; ++t) {
    if (kinds & Bit(t)) live += model.visibility().unknown[t];
  }
  return live;
}

Wait WaitOf(const Hand& hand, const ProbabilityModel& model) {
  Wait w;
  for (Tile t : Waits(hand)) w.kinds |= Bit(t);
  w.live = LiveCount(w.kinds, model);
  return w;
}

Effective EffectiveOf(const Hand& hand, const ProbabilityModel& model) {
  const tables::ShantenInfo info = tables::Analyze(hand.concealed, hand.MeldsNeeded());
  return Effective{info.shanten, info.effective, LiveCount(info.effective, model)};
}

SwitchClaim SwitchWaitByPung(const Hand& hand, Tile offered, const ClaimContext& ctx,
                             int max_live) {
  SwitchClaim s;
  const Wait now = WaitOf(hand, ctx.model);
  s.before = now.kinds;
  s.live_before = now.live;
  // "將眼睛碰掉": the pair, not a concealed pung, and only when the wait is nearly dead.
  s.applies = now.kinds != 0 && now.live <= max_live && hand.concealed[offered] == 2;
  if (!s.applies) return s;
  s.meld = MakeMeld(MeldType::kPung, offered, offered);
  const Hand after = AfterBestDiscard(Claimed(hand, {offered, offered}, s.meld), ctx, &s.discard);
  const Wait then = WaitOf(after, ctx.model);
  s.after = then.kinds;
  s.live_after = then.live;
  s.take = then.kinds != 0 && then.live > now.live;
  return s;
}

SwitchClaim SwitchWaitByChow(const Hand& hand, Tile offered, const ClaimContext& ctx) {
  SwitchClaim s;
  const Wait now = WaitOf(hand, ctx.model);
  s.before = now.kinds;
  s.live_before = now.live;
  s.applies = now.kinds != 0 && !IsHonor(offered);
  if (!s.applies) return s;
  for (const ChowWith& c : ChowsWith(hand.concealed, offered)) {
    const Meld& meld = c.meld;
    Tile discard = kNoTile;
    const Hand after = AfterBestDiscard(Claimed(hand, {c.own[0], c.own[1]}, meld), ctx, &discard);
    const Wait then = WaitOf(after, ctx.model);
    // The seed's two conditions: more winning kinds and more live copies of them.
    if (then.Kinds() <= now.Kinds() || then.live <= now.live) continue;
    if (s.take && then.live <= s.live_after) continue;
    s.take = true;
    s.meld = meld;
    s.discard = discard;
    s.after = then.kinds;
    s.live_after = then.live;
  }
  return s;
}

SwitchClaim UnfixPair(const Hand& hand, Tile offered, const ClaimContext& ctx) {
  SwitchClaim s;
  const Effective now = EffectiveOf(hand, ctx.model);
  s.before = now.kinds;
  s.live_before = now.live;
  if (now.shanten != 1 || hand.concealed[offered] != 2) return s;
  s.meld = MakeMeld(MeldType::kPung, offered, offered);
  const Hand after = AfterBestDiscard(Claimed(hand, {offered, offered}, s.meld), ctx, &s.discard);
  const Effective then = EffectiveOf(after, ctx.model);
  s.after = then.kinds;
  s.live_after = then.live;
  s.shanten_after = then.shanten;
  s.applies = then.shanten == 1;
  s.take = s.applies && then.live > now.live;
  return s;
}

std::string DescribeSwitch(const SwitchClaim& s) {
  std::string out = absl::StrFormat("%s (%d live)", KindsText(s.before), s.live_before);
  if (s.discard != kNoTile) {
    absl::StrAppendFormat(&out, " -> %s (%d live) after discarding %s", KindsText(s.after),
                          s.live_after, FormatTile(s.discard));
  }
  return out;
}

}  // namespace mj16::bot
