#!/bin/bash
# The learned policy end to end (docs/policy.md): the teacher's games and decisions, training,
# and the C++ forward pass against PyTorch on the new model. CTest runs it small
# (policy_pipeline); the shipped model came from the command in its header.
#
#   tools/training/policy_pipeline.sh MJREF CHECK_MODEL OUTDIR GAMES [TRAIN_POLICY_ARGS...]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
mjref=$1
check=$2
out=$3
games=$4
shift 4
bash "$here/make_policy_model.sh" "$mjref" "$out" "$games" builtin:mjbot:mc=false -- "$@"
"$check" policy "$out/policy_model.txt" "$out/policy_fixture.txt"
