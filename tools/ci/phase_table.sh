#!/usr/bin/env bash
# Prints the phases tools/ci/phase.sh recorded (a phase met more than once is added up), each
# beside its budget, and names any phase over it. Reports; never fails.
#   tools/ci/phase_table.sh PHASES_FILE
set -euo pipefail
# The budgets in seconds, kept here only (docs/ci.md and .ci/run point here); the whole run's is
# their sum.
declare -A budget=([packages]=210 [build]=480 [tests]=180 [slow-tests]=240 [windows-build]=240
  [wine-tests]=120 [release]=240 [sanitizer-build]=480 [sanitizer-tests]=300 [fuzz-build]=180
  [fuzz-runs]=330)
order=(packages build tests slow-tests windows-build wine-tests release sanitizer-build
  sanitizer-tests fuzz-build fuzz-runs)
declare -A took=()
while read -r name seconds; do
  took[$name]=$((${took[$name]:-0} + seconds))
done <"$1"
echo "CI phases: seconds (budget)"
total=0
all=0
for b in "${budget[@]}"; do all=$((all + b)); done
for name in "${order[@]}" "${!took[@]}"; do
  [[ -n ${took[$name]:-} ]] || continue
  s=${took[$name]}
  unset "took[$name]"
  b=${budget[$name]:-0}
  total=$((total + s))
  note=""
  ((b > 0 && s > b)) && note="  OVER BUDGET"
  printf '  %-16s %6d s  (%d)%s\n' "$name" "$s" "$b" "$note"
done
printf '  %-16s %6d s  (%d)\n' total "$total" "$all"
