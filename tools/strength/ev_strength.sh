#!/usr/bin/env bash
# The measurements of the offence by probability (docs/lab/strength-log.md, its section of that
# name): mjbot's defaults one-vs-three against efficiency, mjdx3 and the mjbot of before the
# evaluator, the 4-program format of the main job, and the sweeps of the evaluator's settings
# against efficiency. Every sweep point plays the same deals; "− first point" is paired by deal.
#   tools/strength/ev_strength.sh [SETS] [SEED]     (default 150 sets = 28,800 games a point)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${BUILD_DIR:-$root/build}
sets=${1:-150}
seed=${2:-44}
cmake --build "$build" --target mjref >/dev/null
mjref="$build/tools/mjref/mjref"
j=$(nproc)
one_vs_three() {  # opponent, then optional --sweep arguments
  local opponent=$1
  shift
  "$mjref" strength --one-vs-three --challenger builtin:mjbot --opponent "$opponent" \
    --sets "$sets" --seed "$seed" -j "$j" "$@"
}
echo "== one-vs-three: against efficiency, mjdx3, and mjbot before the evaluator"
one_vs_three builtin:efficiency
one_vs_three builtin:mjdx3
one_vs_three builtin:mjbot:ev=false,claim_when_tenpai=false
echo "== the main job's 4-program format ($sets sets), with and without the defence"
"$mjref" strength --challenger builtin:mjbot --opponent builtin:efficiency \
  --opponent builtin:dishu --opponent builtin:random --sets "$sets" --seed "$seed" -j "$j" \
  --sweep defence=true,false
echo "== sweeps against efficiency (the default first)"
for sweep in ev=true,false ev_max_shanten=2,3 ev_claim_any=2,3 ev_claim_left=0.68,1 \
  ev_end_rate=0.08,0.04,0.12 ev_layers_first=true,false \
  ev_count_far_claims=true,false claim_when_tenpai=true,false ev_claim_progress=true,false \
  defence=true,false fold_by_value=true,false; do
  one_vs_three builtin:efficiency --sweep "$sweep" | sed -n '/^sweep/,$p' | sed -n '3,$p'
done
