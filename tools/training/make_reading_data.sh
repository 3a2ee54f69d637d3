#!/bin/bash
# The learned reading's data (docs/reading.md): games of several line-ups, each game on its own
# wall, labelled by `mjref labels`. Training line-ups mix mjbot (Monte-Carlo off, for speed),
# efficiency, dishu, mjdx3 and random; the held-out sets are fresh games of a training line-up
# and a line-up left out of training.
#
#   tools/training/make_reading_data.sh MJREF OUTDIR [GAMES [TEST_GAMES]]
#
# GAMES (default 8000) is the training games; each held-out set has TEST_GAMES (default GAMES/16,
# at least 100).
# Writes OUTDIR/train.f32, OUTDIR/test_same.f32, OUTDIR/test_left_out.f32 (and their .json).
set -euo pipefail
mjref=$1
out=$2
games=${3:-8000}
test_games=${4:-$((games / 16 > 100 ? games / 16 : 100))}
mkdir -p "$out"
bot=builtin:mjbot:mc=false
run() {  # NAME GAMES SEED BOT×4
  local name=$1 n=$2 seed=$3
  shift 3
  "$mjref" match --bot "$1" --bot "$2" --bot "$3" --bot "$4" --games "$n" --seed "$seed" \
    --log-dir "$out/logs/$name" > "$out/logs/$name.txt"
}
mkdir -p "$out/logs"
run mixed "$((games * 3 / 8))" 2101 $bot builtin:efficiency builtin:dishu builtin:random
run presets "$((games * 3 / 8))" 2102 builtin:efficiency builtin:mjdx3 $bot builtin:dishu
run efficiency "$((games / 4))" 2103 builtin:efficiency builtin:efficiency $bot builtin:efficiency
run same "$test_games" 2104 $bot builtin:efficiency builtin:dishu builtin:random
run left_out "$test_games" 2105 $bot $bot builtin:efficiency builtin:mjdx3
"$mjref" labels "$out/logs/mixed" "$out/logs/presets" "$out/logs/efficiency" -o "$out/train.f32"
"$mjref" labels "$out/logs/same" -o "$out/test_same.f32"
"$mjref" labels "$out/logs/left_out" -o "$out/test_left_out.f32"
