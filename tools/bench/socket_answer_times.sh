#!/usr/bin/env bash
# mjbot's answer times over TCP (mjbot --connect, mjref --bot tcp:PORT) against pipes (a process
# kept for the match) on the same games: each run's games.jsonl through answer_times (median, p99,
# max per program). The target: the loopback median within 0.2 ms of the pipes'.
#   tools/bench/socket_answer_times.sh [GAMES] [PORT]      (from a build in build/)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
games=${1:-48}
port=${2:-$((20000 + $$ % 20000))}
mjref=$root/build/tools/mjref/mjref
mjbot=$root/build/bot/mjbot
times=$root/build/tools/bench/answer_times
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
others=(--bot builtin:efficiency --bot builtin:efficiency --bot builtin:efficiency)
"$mjref" match --games "$games" --seed 7 -j 1 --lifetime match --bot "$mjbot" "${others[@]}" \
  --log-dir "$work/pipe" >/dev/null
(sleep 0.2; "$mjbot" --connect "127.0.0.1:$port") &
"$mjref" match --games "$games" --seed 7 -j 1 --bot "tcp:$port" "${others[@]}" \
  --log-dir "$work/tcp" >/dev/null
wait
echo "pipes (a process kept for the match):"
"$times" --skip_games 1 "$work/pipe/games.jsonl" | grep -v efficiency
echo "TCP on loopback:"
"$times" --skip_games 1 "$work/tcp/games.jsonl" | grep -v efficiency
