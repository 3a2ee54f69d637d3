#!/usr/bin/env bash
# Reads a CTest log (what `ctest` printed) and prints its slowest tests, then names every test
# over the per-test budget: over budget is reported, not failed (docs/ci.md says how to move such
# a test to the slow tier).  tools/ci/ctest_times.sh LOG [TOP (15)] [BUDGET_S (60)]
set -euo pipefail
log=$1
top=${2:-15}
budget=${3:-60}
# Lines look like "  12/748 Test  #34: name ........   Passed    1.23 sec".
times=$(sed -nE 's/^ *[0-9]+\/[0-9]+ +Test +#[0-9]+: ([^ ]+) .* ([0-9]+\.[0-9]+) sec.*$/\2 \1/p' "$log" |
  sort -rn)
count=$(printf '%s\n' "$times" | grep -c . || true)
total=$(printf '%s\n' "$times" | awk '{s += $1} END {printf "%.0f", s}')
echo "slowest $top of $count tests (${total} s of test time in all):"
# awk reads all of its input: `head` would close the pipe early, and pipefail would make that
# SIGPIPE the script's status.
printf '%s\n' "$times" | awk -v n="$top" 'NR <= n {printf "  %8.1f s  %s\n", $1, $2}'
over=$(printf '%s\n' "$times" | awk -v b="$budget" '$1 > b {printf "  %8.1f s  %s\n", $1, $2}')
if [[ -n $over ]]; then
  echo "OVER BUDGET (a test over ${budget} s on its own; see docs/ci.md):"
  echo "$over"
fi
