#!/bin/bash
# The reading of the copies the others hold (bot/reading/held.h, docs/reading.md) from scratch,
# on the CPU: make_reading_data.sh's games and line-ups on seeds 2201-2205, labelled without
# the heuristics' columns, then train_held.py. The shipped model: GAMES 8000, 6 epochs, about 5
# minutes on two cores (1 of play and labels, 4 of training).
#
#   tools/training/make_held_model.sh MJREF OUTDIR [GAMES [EPOCHS]]
#
# Writes OUTDIR/held_model.txt and OUTDIR/held_fixture.txt: copy them to
# bot/reading/data/held_model.txt and tests/data/reading/held_fixture.txt.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
mjref=$1
out=$2
games=${3:-8000}
epochs=${4:-6}
SEED_BASE=2200 LABEL_OPTIONS=--no-heuristics bash "$here/make_reading_data.sh" "$mjref" "$out" \
  "$games"
/usr/bin/python3 "$here/train_held.py" "$out/train.f32" --valid "$out/test_same.f32" \
  "$out/test_left_out.f32" --epochs "$epochs" --out "$out/held_model.txt" \
  --fixture "$out/held_fixture.txt"
