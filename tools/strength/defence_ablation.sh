#!/usr/bin/env bash
# The defence's ablation (docs/lab/strength-log.md): mjbot against mjdx3 one-vs-three with each
# defence behaviour off in turn, then the two-seats-each competition format. Every point plays the
# same deals; "− first point" is the paired difference to mjbot's defaults.
#   tools/strength/defence_ablation.sh [SETS] [SEED]     (default 40 sets = 7,680 games a point)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${BUILD_DIR:-$root/build}
sets=${1:-40}
seed=${2:-11}
cmake --build "$build" --target mjref >/dev/null
mjref="$build/tools/mjref/mjref"
one() {  # one sweep: challenger settings, then key=default,off
  "$mjref" strength --one-vs-three --challenger "builtin:mjbot$1" --opponent builtin:mjdx3 \
    --sets "$sets" --seed "$seed" -j "$(nproc)" --sweep "$2" | sed -n '/^sweep/,$p' | sed -n '3,$p'
}
echo "== one-vs-three against mjdx3, $sets sets, seed $seed (each line: the point, then its"
echo "   difference to mjdx3 and to mjbot's defaults)"
one "" defence=true,false
one "" fold_go_around=10,99                 # seed 000 §3.6.1 i off
one "" fold_meld_count=3,99                 # seed 000 §3.6.1 ii off
one "" defence_window_last=12,99            # the window's end off
one "" defence_window_first=7,99            # the safe push inside the window off
one "" defence_push_sampled=true,false      # its danger by seed 002's heat ranking instead
one "" defence_safe_heat=16,1000000         # feeding off (the safest by heat instead)
one "" fold_by_value=true,false            # folding by value (bot/defence/push_fold.h) off
one "" fold_dealin_cost=1,2                 # ... weighing a deal-in as bot/presets/cautious.conf does
one "" fold_meld_shanten=3,2                # the seed's value of §3.6.1 ii
echo "== competition format: two seats each, $sets sets"
"$mjref" strength --challenger builtin:mjbot --opponent builtin:mjdx3 \
  --opponent builtin:mjbot:defence=true --opponent builtin:mjdx3:defence=false \
  --sets "$sets" --seed "$seed" -j "$(nproc)"
echo "== competition format with bot/presets/cautious.conf: two seats each, $sets sets"
"$mjref" strength --challenger "builtin:mjbot:config=$root/bot/presets/cautious.conf" \
  --opponent builtin:mjdx3 --opponent "builtin:mjbot:config=$root/bot/presets/cautious.conf" \
  --opponent builtin:mjdx3:defence=false --sets "$sets" --seed "$seed" -j "$(nproc)"
