#!/usr/bin/env bash
# The golden runs: a fixed tournament and a fixed one-vs-three run of mjbot, at the defaults and at
# bot/presets/mjdx3.conf, whose results JSON must equal tests/data/golden/*.json. Any change of
# play shows up here as a changed file, to be reviewed and committed with the change that made it.
# The results JSON holds no timing field; paths are written as MJBOT, SRC and WORK. The mjbot
# executable plays without its wall-clock cap (mc_time_ms = 0), which never binds on a normal
# build but would make play depend on the machine's speed under the sanitizers; each answer gets a
# minute. The in-process player has no cap unless told: its mc_time_ms=0 keeps the name the golden
# file holds.
# The luck-adjusted keys come from the value estimate (tools/mjref/luck/data/value_model.txt):
# a retrained estimate rewrites them and nothing else.
#   tests/e2e/golden_e2e.sh MJREF MJBOT            compare
#   tests/e2e/golden_e2e.sh MJREF MJBOT --update   rewrite the golden files
set -euo pipefail
mjref=$1
mjbot=$2
update=${3:-}
root=$(cd "$(dirname "$0")/../.." && pwd)
golden=$root/tests/data/golden
preset=$root/bot/presets/mjdx3.conf
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
echo "mc_time_ms = 0" >"$work/uncapped.conf"

# golden NAME MJREF-ARGS...: one seeded run, compared with (or written to) its golden file.
golden() {
  local name=$1
  shift
  "$mjref" "$@" --sets 1 --seed 26 -j 2 --timeout 60 --json "$work/raw.json" >/dev/null
  sed -e "s#$mjbot#MJBOT#g" -e "s#$root#SRC#g" -e "s#$work#WORK#g" "$work/raw.json" \
    >"$work/$name.json"
  echo >>"$work/$name.json"
  if [[ $update == --update ]]; then
    cp "$work/$name.json" "$golden/$name.json"
    echo "$name: written"
  elif diff -u "$golden/$name.json" "$work/$name.json"; then
    echo "$name: equal to the golden file"
  else
    echo "FAIL: $name differs from tests/data/golden/$name.json (a change of play?)" >&2
    status=1
  fi
}

# The tournament plays the real executable, as the main job does; one-vs-three plays the
# in-process player over the same settings.
baselines=(--bot builtin:efficiency --bot builtin:dishu --bot builtin:random)
golden tournament_defaults tournament --bot "$mjbot --config $work/uncapped.conf" \
  "${baselines[@]}"
golden tournament_mjdx3 tournament --bot "$mjbot --config $preset" "${baselines[@]}"
golden one_vs_three_defaults strength --one-vs-three --challenger builtin:mjbot:mc_time_ms=0 \
  --opponent builtin:efficiency
golden one_vs_three_mjdx3 strength --one-vs-three --challenger "builtin:mjbot:config=$preset" \
  --opponent builtin:efficiency
exit $status
