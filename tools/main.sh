#!/usr/bin/env bash
# The main job of the README: builds everything, then plays a short tournament (one set: the six
# seatings x 16 duplicate games x 2 deal groups, 192 games) of the mjbot executable against the
# baselines, and prints the results table.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${BUILD_DIR:-$root/build}
BUILD_DIR=$build bash "$root/tools/build.sh" >/dev/null
cd "$root"
"$build/tools/mjref/mjref" tournament --bot "$build/bot/mjbot" --bot builtin:random \
  --bot builtin:efficiency --bot builtin:dishu --sets 1 --seed 1 "$@"
