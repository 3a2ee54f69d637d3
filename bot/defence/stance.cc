#include "bot/defence/stance.h"

#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"

namespace mj16::bot {
namespace {

Stance Push(std::string reason) {
  Stance s;
  s.reason = std::move(reason);
  return s;
}

Stance Fold(std::vector<int> threats, std::string reason) {
  Stance s;
  s.fold = true;
  s.threats = std::move(threats);
  s.reason = std::move(reason);
  return s;
}

}  // namespace

Stance DecideStance(const TableView& view, int shanten, const DefenceSettings& settings) {
  if (!settings.enabled) return Push("defence off");
  // Without a seat (no /start seen) there are no "others" to defend against (a fuzz finding).
  if (view.pos() < 1 || view.pos() > 4) return Push("push: no seat known");
  const int go = view.go_around();
  // fold_max_shanten = −1 folds tenpai hands too (the defence alone, as seed 002 §3.3 tested it).
  if (shanten <= 0 && settings.fold_max_shanten >= 0) {
    Stance s = Push("push: tenpai");
    s.prefer_safe = go >= settings.defence_window_first;
    return s;
  }
  std::vector<int> melded;
  for (int p = 1; p <= 4; ++p) {
    if (p != view.pos() && view.seat(p).MeldCount() >= settings.fold_meld_count) {
      melded.push_back(p);
    }
  }
  if (!melded.empty() && shanten >= settings.fold_meld_shanten) {
    return Fold(melded,
                absl::StrFormat("fold: P%s shows %d+ melds and we are %d-shanten (seed "
                                "000 §3.6.1 ii)",
                                absl::StrJoin(melded, ",P"), settings.fold_meld_count, shanten));
  }
  if (go >= settings.fold_go_around && shanten > settings.fold_max_shanten) {
    return Fold(
        {}, absl::StrFormat("fold: go-around %d and %d-shanten (seed 000 §3.6.1 i)", go, shanten));
  }
  if (go >= settings.defence_window_last && shanten > settings.fold_max_shanten - 1) {
    return Fold({}, absl::StrFormat("fold: go-around %d, past the window, and %d-shanten (seed "
                                    "002 §3.2.4)",
                                    go, shanten));
  }
  Stance s = Push(absl::StrFormat("push: %d-shanten in go-around %d", shanten, go));
  s.prefer_safe = go >= settings.defence_window_first;
  return s;
}

}  // namespace mj16::bot
