#!/usr/bin/env bash
# Times one phase of a test or CI run: `bash tools/ci/phase.sh NAME COMMAND...` runs COMMAND,
# prints "phase NAME: S s" and, when MJ16_PHASES names a file, appends "NAME S" to it so that
# .ci/run can print every phase in one table at the end. Exits with COMMAND's status.
set -uo pipefail
name=$1
shift
start=$SECONDS
"$@"
status=$?
seconds=$((SECONDS - start))
echo "phase $name: $seconds s$( ((status)) && echo " (exit $status)")"
[[ -n ${MJ16_PHASES:-} ]] && echo "$name $seconds" >>"$MJ16_PHASES"
exit "$status"
