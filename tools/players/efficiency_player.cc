#include "tools/players/efficiency_player.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "core/notation.h"
#include "tools/players/baseline.h"
#include "tools/players/decider_player.h"

namespace mj16::players {
namespace {

// Whether a is to be discarded before b (the order of the header).
bool Before(const EfficiencyCandidate& a, const EfficiencyCandidate& b, bot::LayerUse layers) {
  return bot::EfficiencyBefore(a.info, a.layer, b.info, b.layer, layers);
}

const char* LayerName(bot::DiscardLayer layer) {
  switch (layer) {
    case bot::DiscardLayer::kIsolatedHonor:
      return "isolated honor";
    case bot::DiscardLayer::kIsolatedSuited:
      return "isolated suited tile";
    case bot::DiscardLayer::kOther:
      return "partial or group";
  }
  return "?";
}

std::string Describe(const EfficiencyCandidate& c) {
  return absl::StrFormat("  %s: shanten %d, layer %d (%s), live %d, score %.1f\n",
                         FormatTile(c.info.discard), c.info.shanten, static_cast<int>(c.layer),
                         LayerName(c.layer), c.info.live, c.info.score);
}

std::string Reason(const EfficiencyCandidate& best) {
  return absl::StrFormat("shanten %d, %s, score %.1f", best.info.shanten, LayerName(best.layer),
                         best.info.score);
}

DiscardPick PickFor(const TableView& view, const EfficiencyOptions& options, bool explain) {
  const TileCounts hand = view.hand().Counts();
  DiscardPick pick;
  if (!explain) {  // the best alone, without ordering the rest
    const tables::DiscardInfo best = bot::BestEfficiencyDiscard(
        hand, view.melds_needed(), view.Seen(), options.weights, options.layers);
    if (best.discard == kNoTile) return pick;
    pick.tile = best.discard;
    pick.reason = Reason(EfficiencyCandidate{best, bot::LayerMasks(hand).Of(best.discard)});
    return pick;
  }
  const EfficiencyChoice choice =
      ChooseEfficiencyDiscard(hand, view.melds_needed(), view.Seen(), options);
  pick.tile = choice.tile;
  if (choice.candidates.empty()) return pick;
  pick.reason = Reason(choice.candidates.front());
  for (const EfficiencyCandidate& c : choice.candidates) {
    absl::StrAppend(&pick.explanation, Describe(c));
  }
  return pick;
}

}  // namespace

EfficiencyChoice ChooseEfficiencyDiscard(const TileCounts& hand, int melds_needed,
                                         const TileCounts& visible,
                                         const EfficiencyOptions& options) {
  EfficiencyChoice choice;
  const bot::LayerMasks layer(hand);
  for (const tables::DiscardInfo& d :
       tables::AnalyzeDiscards(hand, melds_needed, visible, options.weights)) {
    choice.candidates.push_back(EfficiencyCandidate{d, layer.Of(d.discard)});
  }
  std::sort(choice.candidates.begin(), choice.candidates.end(),
            [&](const EfficiencyCandidate& a, const EfficiencyCandidate& b) {
              return Before(a, b, options.layers);
            });
  if (!choice.candidates.empty()) choice.tile = choice.candidates.front().info.discard;
  return choice;
}

bot::Session::Decider EfficiencyDecider(const EfficiencyOptions& options) {
  HandRating rating;
  rating.name = "shanten";
  rating.waiting = [](const TileCounts& hand, int m) { return tables::Shanten(hand, m); };
  rating.after_discard = tables::MinShantenAfterDiscard;
  return BaselineDecider(
      [options](const TableView& view, bool explain) { return PickFor(view, options, explain); },
      std::move(rating));
}

absl::StatusOr<EfficiencyOptions> ParseEfficiencyOptions(const Options& options) {
  EfficiencyOptions out;
  for (const auto& [key, value] : options) {
    double* weight = key == "chow"          ? &out.weights.normal.chow
                     : key == "pung"        ? &out.weights.normal.pung
                     : key == "tenpai_chow" ? &out.weights.tenpai.chow
                     : key == "tenpai_pung" ? &out.weights.tenpai.pung
                                            : nullptr;
    if (weight != nullptr) {
      absl::StatusOr<double> w = DoubleOption(key, value);
      if (!w.ok()) return w.status();
      *weight = *w;
    } else if (key == "layers") {
      if (value == "first") {
        out.layers = bot::LayerUse::kFirst;
      } else if (value == "tiebreak") {
        out.layers = bot::LayerUse::kTieBreak;
      } else {
        return absl::InvalidArgumentError(
            absl::StrFormat("layers: bad value '%s' (first or tiebreak)", value));
      }
    } else {
      return UnknownOption(key, "chow, pung, tenpai_chow, tenpai_pung, layers");
    }
  }
  return out;
}

absl::StatusOr<std::unique_ptr<mjref::PlayerFactory>> MakeEfficiencyFactory(
    std::string name, const Options& options) {
  absl::StatusOr<EfficiencyOptions> parsed = ParseEfficiencyOptions(options);
  if (!parsed.ok()) return parsed.status();
  return std::make_unique<DeciderPlayerFactory>(std::move(name),
                                                [o = *parsed] { return EfficiencyDecider(o); });
}

}  // namespace mj16::players
