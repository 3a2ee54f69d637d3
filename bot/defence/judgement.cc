#include "bot/defence/judgement.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "bot/defence/push_fold.h"
#include "bot/defence/stance.h"

namespace mj16::bot {
namespace {

// What a deal-in on each kind costs (DealInCostScale), worked out when a step first needs it: with
// fold_cost_by_tai it runs the learned reading, which most throws never ask for.
class CostScale {
 public:
  CostScale(const Reading& reading, const DefenceSettings& settings)
      : reading_(reading), settings_(settings) {}
  // Null: 1 for every kind.
  const KindRisk* get() const {
    if (!done_) {
      scale_ = DealInCostScale(reading_, settings_);
      done_ = true;
    }
    return scale_ ? &*scale_ : nullptr;
  }

 private:
  const Reading& reading_;
  const DefenceSettings& settings_;
  mutable bool done_ = false;
  mutable std::optional<KindRisk> scale_;
};

RulesThrow Fold(absl::string_view why, const FoldDiscard& fold) {
  return RulesThrow{fold.tile, true, absl::StrCat(why, "; ", fold.reason), fold.explanation};
}

// defence_push_by_value: among `near`, the discard of the highest worth; each P(win) is the
// evaluator's where it searched, the measure the near-equal discards differ by.
PushDiscard WorthiestPush(const std::vector<Tile>& near, const ThrowRanking& offence,
                          const Reading& reading, const DefenceSettings& settings,
                          const CostScale& cost_scale) {
  std::vector<double> wins;
  for (Tile t : near) wins.push_back(offence.searched_win[t]);
  const DiscardWorth best = BestWorth(near, wins, reading.Risks(), settings, cost_scale.get());
  PushDiscard out;
  out.tile = best.tile;
  out.reason = absl::StrFormat("as good a discard, the worthiest: win %.2f, deal-in %.3f", best.win,
                               best.risk);
  return out;
}

// Folding by value: the folding hand's discard when it is worth more than pushing `tile`;
// otherwise nullopt, with the comparison in `note`.
std::optional<RulesThrow> FoldByValue(const TableView& view, const ThrowRanking& offence,
                                      const Reading& reading, const FoldDiscards& folds, Tile tile,
                                      const DefenceSettings& settings, const CostScale& cost_scale,
                                      std::string* note) {
  if (!settings.fold_by_value || !settings.enabled || view.pos() < 1 || view.pos() > 4 ||
      view.go_around() < settings.fold_by_value_from) {
    return std::nullopt;
  }
  const double push_win = offence.win[tile];
  if (!FoldCanPay(reading, push_win, offence.best_win, settings)) return std::nullopt;
  const FoldDiscard& fold = folds.AgainstAll();
  if (fold.tile == kNoTile || fold.tile == tile) return std::nullopt;
  const PushOrFold pf = ComparePushFold(reading.Risks(), tile, push_win, fold.tile,
                                        offence.win[fold.tile], settings, cost_scale.get());
  if (pf.fold) return Fold(pf.reason, fold);
  *note = absl::StrCat("  ", pf.reason, "\n");
  return std::nullopt;
}

}  // namespace

const FoldDiscard& FoldDiscards::AgainstAll() const {
  if (!all_) all_ = ChooseFoldDiscard(reading_, {}, settings_);
  return *all_;
}

FoldDiscard FoldDiscards::Against(const std::vector<int>& threats) const {
  return threats.empty() ? AgainstAll() : ChooseFoldDiscard(reading_, threats, settings_);
}

RulesThrow JudgeThrow(const TableView& view, const ThrowRanking& offence, const Reading& reading,
                      const FoldDiscards& folds, const DefenceSettings& settings) {
  const Stance stance = DecideStance(view, offence.shanten, settings);
  if (stance.fold) return Fold(stance.reason, folds.Against(stance.threats));
  RulesThrow push{offence.best(), false, offence.reason, ""};
  const CostScale cost_scale(reading, settings);
  if (stance.prefer_safe) {
    // Discards nearly as good as the best differ little for the offence: the safest of them
    // goes, or the one worth most against its risk.
    const std::vector<Tile> near = NearlyAsGood(offence, settings.defence_push_ratio);
    if (near.size() > 1) {
      const PushDiscard safer = settings.defence_push_by_value
                                    ? WorthiestPush(near, offence, reading, settings, cost_scale)
                                    : SafestPush(reading, near, settings);
      if (safer.tile != kNoTile && safer.tile != push.tile) {
        push.tile = safer.tile;
        push.reason = safer.reason;
      }
    }
  }
  std::string value_note;
  if (std::optional<RulesThrow> fold = FoldByValue(view, offence, reading, folds, push.tile,
                                                   settings, cost_scale, &value_note)) {
    return *std::move(fold);
  }
  push.explanation = absl::StrCat("  ", stance.reason, "\n", value_note);
  return push;
}

}  // namespace mj16::bot
