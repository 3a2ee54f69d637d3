#!/usr/bin/env bash
# The game engine's speed (README's speed table, docs/referee.md): games a second of four
# builtin:efficiency in `mjref match` on one core, no luck scoring, no logs; the best of three
# runs of N games (default 5,000), in CPU time. Give a second mjref (an older build) to measure
# both in the same run.
#   tools/bench/engine_bench.sh MJREF [OTHER_MJREF] [GAMES]
set -euo pipefail
games=${3:-5000}
e=builtin:efficiency
for mjref in "$1" ${2:+"$2"}; do
  best=
  for _ in 1 2 3; do
    t=$({ /usr/bin/time -f "%U %S" "$mjref" match --bot $e --bot $e --bot $e --bot $e \
      --games "$games" -j 1 --no-luck >/dev/null; } 2>&1 | tail -1 | awk '{print $1 + $2}')
    best=$(awk -v a="$t" -v b="${best:-$t}" 'BEGIN { print (a < b) ? a : b }')
  done
  awk -v n="$games" -v t="$best" -v m="$mjref" \
    'BEGIN { printf "%s: %d games in %.2f s of CPU: %.0f games/s (%.0f us a game)\n", m, n, t, n / t, 1e6 * t / n }'
done
