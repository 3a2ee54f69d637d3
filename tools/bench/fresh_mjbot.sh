#!/usr/bin/env bash
# Answer times of mjbot started afresh for every game, as cycgame runs bots: four
# mjbot processes under mjref --lifetime game, then every answer's time from games.jsonl.
#   tools/bench/fresh_mjbot.sh [GAMES (60)] [MJBOT OPTIONS...]
# Figures in README.md ("Speed") and docs/bot-processes.md.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${BUILD_DIR:-$root/build}
games=${1:-60}
shift || true
bot="$build/bot/mjbot${*:+ $*}"
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
cmake --build "$build" --target mjbot mjref answer_times >/dev/null
"$build/tools/mjref/mjref" match --bot "$bot" --bot "$bot" --bot "$bot" --bot "$bot" \
  --games "$games" --seed 5 -j 1 --lifetime game --log-dir "$logs" >/dev/null
"$build/tools/bench/answer_times" "$logs/games.jsonl"
