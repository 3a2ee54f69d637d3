#!/bin/bash
# The learned policy end to end (docs/policy.md): the teacher's games and decisions, training,
# and the C++ forward pass against PyTorch on the new model; with --search WORLDS, the search's
# values and the learning from them (make_search_policy.sh) instead of imitation. CTest runs both
# small (policy_pipeline, search_policy_pipeline); the shipped model came from the command in its
# header.
#
#   tools/training/policy_pipeline.sh MJREF CHECK_MODEL OUTDIR GAMES [--search WORLDS] [ARGS...]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
mjref=$1
check=$2
out=$3
games=$4
shift 4
if [[ ${1:-} == --search ]]; then
  worlds=$2
  shift 2
  bash "$here/make_search_policy.sh" "$mjref" "$out" "$games" "$worlds" -- "$@"
else
  bash "$here/make_policy_model.sh" "$mjref" "$out" "$games" builtin:mjbot:mc=false -- "$@"
fi
"$check" policy "$out/policy_model.txt" "$out/policy_fixture.txt"
