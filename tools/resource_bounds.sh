#!/usr/bin/env bash
# mjbot's resource bounds, figures in docs/reliability.md:
#   1. start-up: wall time from exec to the first answer, and max RSS, of a fresh process that
#      answers one /ask throw after a deal (RUNS runs, median and worst), via /usr/bin/time -v;
#   2. one process over a long match: `mjref match --lifetime match` keeps one `mjbot --stay`
#      for GAMES games against three builtin:mjbot, while its VmRSS / VmHWM are sampled from
#      /proc/PID/status every INTERVAL seconds into OUT/rss.csv.
# Usage: tools/resource_bounds.sh   (env: BUILD_DIR, GAMES=10000, RUNS=20, INTERVAL=2, OUT)
# Needs /usr/bin/time (Debian package `time`). Runs one table (-j 1), so one core.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${BUILD_DIR:-$root/build}
mjbot=$build/bot/mjbot
mjref=$build/tools/mjref/mjref
games=${GAMES:-10000}
runs=${RUNS:-20}
interval=${INTERVAL:-2}
out=${OUT:-/tmp/mj16_resource_bounds}
mkdir -p "$out"
[ -x /usr/bin/time ] || { echo "resource_bounds: /usr/bin/time missing (apt-get install time)" >&2; exit 2; }

# --- 1. Start-up to the first answer (the process exits at the end of its input). ---
deal='/start MJ 1 mjbot
/initGame east east 1 1 0
/initCard 110 111 112 120 121 122 130 131 132 210 220 230 310 320 330 440 450
/ask throw'
: >"$out/startup.txt"
for _ in $(seq "$runs"); do
  start=$(date +%s%N)
  printf '%s\n' "$deal" | /usr/bin/time -v "$mjbot" >"$out/answer.txt" 2>"$out/time.txt"
  end=$(date +%s%N)
  grep -q '^/throw ' "$out/answer.txt" || { echo "resource_bounds: no answer" >&2; exit 1; }
  rss=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$out/time.txt")
  echo "$(( (end - start) / 1000 )) $rss" >>"$out/startup.txt"
done
# CPU time (user + system) says more than wall time on a loaded machine; time(1) counts in 10 ms,
# so it is taken over all the runs at once (the loop's shell and printf included).
export deal mjbot runs
cpu=$(/usr/bin/time -f '%U %S' bash -c \
  'for _ in $(seq "$runs"); do printf "%s\n" "$deal" | "$mjbot" >/dev/null; done' 2>&1 |
  awk '{printf "%.1f", ($1 + $2) * 1000 / ENVIRON["runs"]}')
sort -n "$out/startup.txt" | awk -v n="$runs" -v cpu="$cpu" '
  { us[NR] = $1; if ($2 > rss) rss = $2 }
  END { printf "startup to first answer: wall median %.1f ms, worst %.1f ms over %d runs; " \
               "CPU (user + sys) %.1f ms a run; max RSS %d KiB\n",
        us[int((n + 1) / 2)] / 1000, us[n] / 1000, n, cpu, rss }'

# --- 2. One process for GAMES games: RSS sampled over its lifetime. ---
"$mjref" match --bot "$mjbot --stay" --bot builtin:mjbot --bot builtin:mjbot --bot builtin:mjbot \
  --games "$games" --lifetime match -j 1 --json "$out/match.json" >"$out/match.txt" 2>&1 &
ref=$!
echo "seconds,pid,vmrss_kib,vmhwm_kib" >"$out/rss.csv"
t0=$(date +%s)
while kill -0 "$ref" 2>/dev/null; do
  for pid in $(pgrep -P "$ref" || true); do
    status=/proc/$pid/status
    [ -r "$status" ] || continue
    rss=$(awk '/^VmRSS:/ {print $2}' "$status" 2>/dev/null || true)
    hwm=$(awk '/^VmHWM:/ {print $2}' "$status" 2>/dev/null || true)
    [ -n "$rss" ] && echo "$(( $(date +%s) - t0 )),$pid,$rss,$hwm" >>"$out/rss.csv"
  done
  sleep "$interval"
done
wait "$ref"
elapsed=$(( $(date +%s) - t0 ))
# The kept process is the one sampled most often (mjref's /ready probe lives a moment only).
awk -F, -v games="$games" -v elapsed="$elapsed" '
  NR > 1 { n[$2]++; if (!($2 in first)) first[$2] = $3; last[$2] = $3; if ($4 > hwm[$2]) hwm[$2] = $4
           if (!($2 in lo) || $3 < lo[$2]) lo[$2] = $3; if ($3 > hi[$2]) hi[$2] = $3 }
  END { for (p in n) if (n[p] > best) { best = n[p]; pid = p }
        printf "%d games in %d s, one mjbot process (pid %s, %d samples): VmRSS first %d KiB, " \
               "last %d KiB, min %d, max %d; VmHWM %d KiB\n",
               games, elapsed, pid, best, first[pid], last[pid], lo[pid], hi[pid], hwm[pid] }' \
  "$out/rss.csv"
grep -o '"faults": *[0-9]*' "$out/match.json" | sort | uniq -c | sed 's/^/match faults: /'
