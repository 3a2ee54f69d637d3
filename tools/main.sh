#!/usr/bin/env bash
# The main job of the README: builds everything, then scores an example hand with mjcalc.
# (Later issues replace this with a short tournament of mjbot against the baselines.)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${BUILD_DIR:-$root/build}
BUILD_DIR=$build bash "$root/tools/build.sh" >/dev/null
mjcalc="$build/tools/mjcalc/mjcalc"
# Seed 000 fig. 4-4: player 2, the dealer, wins on 7s from a discard with an exposed pung of 2p.
hand="112 123 132 161 162 221 231 241 260 280 341 342 343 271"
echo "\$ mjcalc score '$hand' --meld pung:222p --win 271 --dealer --seat E --round S"
"$mjcalc" score "$hand" --meld pung:222p --win 271 --dealer --seat E --round S
echo
# Seed 000 fig. 3-16: 混一色 + 小三元.
echo "\$ mjcalc score 123456789m555666z77z --win 7z --self-draw"
"$mjcalc" score 123456789m555666z77z --win 7z --self-draw
