// The defence's one push-or-fold judgement of a throw: the stance (seed 000 §3.6.1, seed 002
// §3.2.4), then for a pushing hand inside the window the safest or worthiest of the discards the
// offence rates nearly alike, then folding by value (bot/defence/push_fold.h). Its answer is the
// rules' answer, the one Monte-Carlo judges. Pure; docs/defence.md, docs/architecture.md.
#ifndef MJ16_BOT_DEFENCE_JUDGEMENT_H_
#define MJ16_BOT_DEFENCE_JUDGEMENT_H_

#include <optional>
#include <string>
#include <vector>

#include "bot/defence/safe_discard.h"
#include "bot/defence/settings.h"
#include "bot/offence/throw_ranking.h"
#include "bot/reading/reading.h"
#include "core/table_view.h"
#include "core/tile.h"

namespace mj16::bot {

// A folding hand's discard against the three others, chosen at first use and shared by the
// judgement and Monte-Carlo's candidates: computed once a throw. Holds references: lives within
// the decision.
class FoldDiscards {
 public:
  FoldDiscards(const Reading& reading, const DefenceSettings& settings)
      : reading_(reading), settings_(settings) {}
  const FoldDiscard& AgainstAll() const;
  // Against `threats` (empty: AgainstAll).
  FoldDiscard Against(const std::vector<int>& threats) const;

 private:
  const Reading& reading_;
  const DefenceSettings& settings_;
  mutable std::optional<FoldDiscard> all_;
};

struct RulesThrow {
  Tile tile = kNoTile;      // kNoTile: a fold with nothing to fold with
  bool folds = false;       // the defence's discard: the hand folds
  std::string reason;       // one line
  std::string explanation;  // the defence's steps, for --explain
};

// The rules' throw from the offence's ranking and the reading of the others.
RulesThrow JudgeThrow(const TableView& view, const ThrowRanking& offence, const Reading& reading,
                      const FoldDiscards& folds, const DefenceSettings& settings);

}  // namespace mj16::bot

#endif  // MJ16_BOT_DEFENCE_JUDGEMENT_H_
