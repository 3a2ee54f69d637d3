#!/usr/bin/env bash
# What mjbot's search costs (docs/mc.md "Benchmarks", README "Speed"), for one build or two
# (a change against its base, measured in the same run, turn about):
#   - playouts a second from go-around 1 and 8 (playout_bench, the fold policy mjbot plays);
#   - one search of 1,000 playouts at mjbot's search settings over real positions (mc_bench);
#   - the CPU seconds of GAMES games of mjbot against three builtin:efficiency at the defaults,
#     one core, the least of two runs (mjref match -j 1);
#   - mjbot's answer times in SELFPLAY games of four mjbot (mjbot_selfplay: median, p99).
#   tools/bench/search_cost.sh BUILD_DIR [OTHER_BUILD_DIR]      (GAMES=192 SELFPLAY=50)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
games=${GAMES:-192}
selfplay=${SELFPLAY:-50}
builds=("$@")
[[ ${#builds[@]} -ge 1 ]] || { echo "usage: $0 BUILD_DIR [OTHER_BUILD_DIR]" >&2; exit 2; }
for b in "${builds[@]}"; do
  cmake --build "$b" --target mjref playout_bench mc_bench mjbot_selfplay >/dev/null
done
cpu() {  # the least user + sys seconds of two runs of the command
  local best= t f
  f=$(mktemp)
  for _ in 1 2; do
    /usr/bin/time -o "$f" -f "%U %S" "$@" >/dev/null 2>&1
    t=$(awk '{ print $1 + $2 }' "$f")
    best=$(awk -v a="$t" -v b="${best:-$t}" 'BEGIN { print (a < b) ? a : b }')
  done
  rm -f "$f"
  echo "$best"
}
e=builtin:efficiency
for g in 1 8; do
  for b in "${builds[@]}"; do
    echo "$b: go-around $g: $("$b/tools/bench/playout_bench" --go_around "$g" --policy fold \
      --rounds 21 | tail -1)"
  done
done
for b in "${builds[@]}"; do
  echo "$b: $("$b/tools/bench/mc_bench" --positions "$root/tests/data/positions/selfplay-seed14.txt" \
    --policy fold --halving --opponent_model --rounds 3 | tail -1)"
done
for b in "${builds[@]}"; do
  s=$(cpu "$b/tools/mjref/mjref" match --bot builtin:mjbot --bot $e --bot $e --bot $e \
    --games "$games" --seed 11 -j 1 --no-luck)
  awk -v b="$b" -v n="$games" -v s="$s" \
    'BEGIN { printf "%s: %d games of mjbot against three efficiency: %.1f s of CPU (%.3f s a game)\n", b, n, s, s / n }'
done
for b in "${builds[@]}"; do
  echo "$b: self-play, $("$b/tools/bench/mjbot_selfplay" --games "$selfplay" --seed 1 | grep 'decision time')"
done
