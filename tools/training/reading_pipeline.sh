#!/bin/bash
# The learned reading end to end (docs/reading.md): games and labels, training, the held-out
# quality against the heuristics and against Monte-Carlo's worlds, and the C++ forward pass
# against PyTorch on the new model.
# CTest runs it small (reading_pipeline); the shipped model came from the command in its header.
#
#   tools/training/reading_pipeline.sh MJREF CHECK_MODEL OUTDIR GAMES EPOCHS [TEST_GAMES]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
mjref=$1
check=$2
out=$3
games=$4
epochs=$5
python=/usr/bin/python3  # Debian's, which sees python3-torch and python3-numpy
bash "$here/make_reading_data.sh" "$mjref" "$out" "$games" "${6:-}"
"$python" "$here/train_reading.py" "$out/train.f32" --epochs "$epochs" \
  --out "$out/reading_model.txt" --fixture "$out/model_fixture.txt"
"$python" "$here/evaluate_reading.py" "$out/reading_model.txt" "$out/test_same.f32" \
  "$out/test_left_out.f32" > "$out/quality.txt"
grep -q "deal-in log-loss, held kinds" "$out/quality.txt"
"$mjref" labels "$out/logs/same" --worlds 50 -o "$out/worlds_same.f32" > /dev/null
"$python" "$here/evaluate_reading.py" "$out/reading_model.txt" "$out/worlds_same.f32" --mix 0.05 \
  > "$out/worlds_quality.txt"
grep -q "deal-in log-loss, held kinds" "$out/worlds_quality.txt"
"$check" reading "$out/reading_model.txt" "$out/model_fixture.txt"
