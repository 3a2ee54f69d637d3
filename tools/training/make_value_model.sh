#!/bin/bash
# The value estimate of mjref's luck-adjusted scores, from scratch (docs/strength.md, "Luck-adjusted
# scores"): `mjref value-data` over five line-ups (mjbot with Monte-Carlo off, for speed, against
# efficiency, the 4-program format, mjbot against itself, efficiency alone), training seeds
# 3101-3105 and held-out seeds 3201-3205, then train_value.py.
#
#   tools/training/make_value_model.sh MJREF OUTDIR [GAMES [TEST_GAMES]] [-- TRAIN_VALUE_ARGS...]
#
# GAMES (default 6000) and TEST_GAMES (default GAMES/6) per line-up. Writes OUTDIR/*.f32, the
# model to OUTDIR/value_model.txt and its fixture to OUTDIR/value_fixture.txt; to ship them, copy
# them to tools/mjref/luck/data/ and tests/data/luck/.
set -euo pipefail
mjref=$1
out=$2
games=${3:-6000}
test_games=${4:-$((games / 6))}
shift $(($# < 4 ? $# : 4))
[[ ${1:-} == -- ]] && shift
mkdir -p "$out"
bot=builtin:mjbot:mc=false
eff=builtin:efficiency
lineups=(
  "$bot $eff $eff $eff"
  "$eff $eff $eff $eff"
  "$bot $eff builtin:dishu builtin:random"
  "$bot $bot $eff $eff"
  "$bot $bot $bot $bot"
)
train=() test=()
for i in "${!lineups[@]}"; do
  read -r -a seats <<<"${lineups[$i]}"
  args=()
  for s in "${seats[@]}"; do args+=(--bot "$s"); done
  "$mjref" value-data "${args[@]}" --games "$games" --seed $((3101 + i)) -j 2 -o "$out/train$i.f32"
  "$mjref" value-data "${args[@]}" --games "$test_games" --seed $((3201 + i)) -j 2 \
    -o "$out/test$i.f32"
  train+=("$out/train$i.f32")
  test+=("$out/test$i.f32")
done
/usr/bin/python3 "$(dirname "$0")/train_value.py" "${train[@]}" --test "${test[@]}" \
  --out "$out/value_model.txt" --fixture "$out/value_fixture.txt" "$@"
