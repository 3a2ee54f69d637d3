#!/usr/bin/env bash
# Reproducible whatever the load: a run of in-process players gives the same results and records
# whole and in shards on a busy machine. Busy loops (one a core) keep every core busy, and the run
# whole is stopped now and then for 0.6 s, longer than the wall-clock cap the mjbot executable
# puts on a Monte-Carlo decision (mc_time_ms, 500 ms by default, plus the playouts of the world
# under way), as on a machine far more loaded: a player that looked at the clock would cut a
# search short there and could answer otherwise; one that carried state from game to game would
# play a game differently after other games.
#   1. a one-vs-three sweep, whole (-j 3) and as 4 shards (-j 2) merged: the same JSON, raw and
#      luck-adjusted;
#   2. a match, whole and as 4 shards, with --log-dir: the same merged JSON, and the same
#      games.jsonl once each answer's time ("us") is taken out.
#   tests/e2e/load_reproducible_e2e.sh MJREF
# mjbot plays small Monte-Carlo budgets to keep the runs short: 100 playouts a decision in the
# sweep (384 games), 1,000 in the match (32 games), where a search is most of a decision's time
# and so most likely to be under way when the run is stopped. The script relies on the in-process
# builtin:mjbot's default: no wall-clock cap (mc_time_ms 0 unless an option or a configuration
# file sets it), so the playout count alone decides. With the cap on in-process (mc_time_ms=500),
# 7 to 22 of the match's 32 games came out otherwise on every try.
set -euo pipefail
mjref=$1
work=$(mktemp -d)
busy=()
running=
cleanup() {
  local p
  for p in ${running:+"$running"} ${busy[@]+"${busy[@]}"}; do
    kill -CONT "$p" 2>/dev/null || true
    kill "$p" 2>/dev/null || true
  done
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 143' TERM INT

# Each loop ends by itself once this script is gone, however it ended; a run it left stopped is
# hung up by the kernel then (its process group orphaned).
for _ in $(seq "$(nproc)"); do
  (while kill -0 $$ 2>/dev/null; do for ((i = 0; i < 100000; i++)); do :; done; done) &
  busy+=($!)
done

# Runs the command, stopping it for 0.6 s after every 0.7 s it runs.
paused() {
  "$@" &
  running=$!
  while sleep 0.7 && kill -STOP "$running" 2>/dev/null; do
    sleep 0.6
    kill -CONT "$running" 2>/dev/null || break
  done
  wait "$running"
  running=
}

# same NAME ARGS...: the run whole and as 4 shards merged, equal JSON; ARGS may name the log
# folder LOG, which becomes one folder per run.
status=0
same() {
  local name=$1
  shift
  local args=("$@")
  paused "$mjref" "${args[@]//LOG/$work/$name-whole}" -j 3 --json "$work/$name-whole.json" \
    >/dev/null
  local i shards=()
  for i in 0 1 2 3; do
    "$mjref" "${args[@]//LOG/$work/$name-$i}" -j 2 --shard "$i/4" --json "$work/$name-$i.json" \
      >/dev/null
    shards+=("$work/$name-$i.json")
  done
  "$mjref" merge "${shards[@]}" --json "$work/$name-merged.json" >/dev/null
  if cmp -s "$work/$name-whole.json" "$work/$name-merged.json"; then
    echo "$name: the shards merged equal the run whole"
  else
    echo "FAIL: $name: the shards merged differ from the run whole" >&2
    diff <(tr , '\n' <"$work/$name-whole.json") <(tr , '\n' <"$work/$name-merged.json") |
      head -20 >&2 || true
    status=1
  fi
}

# A game's record without its answer times, one game a line in game order.
records() {
  sed -E 's/,"us":[0-9]+//g' "$@" | sort -t: -k2,2n
}

start=$SECONDS
same sweep strength --one-vs-three --challenger builtin:mjbot:mc_playouts=100 --opponent builtin:efficiency --sets 1 \
  --sweep fold_by_value=false,true --seed 48
efficiency=(--bot builtin:efficiency --bot builtin:efficiency --bot builtin:efficiency)
same match match --bot builtin:mjbot:mc_playouts=1000 "${efficiency[@]}" --games 32 --seed 49 \
  --log-dir LOG
records "$work"/match-whole/games.jsonl >"$work/whole.jsonl"
records "$work"/match-{0,1,2,3}/games.jsonl >"$work/shards.jsonl"
if cmp -s "$work/whole.jsonl" "$work/shards.jsonl"; then
  echo "match: the shards' records equal the run whole's, answer times aside"
else
  differ=$(diff "$work/whole.jsonl" "$work/shards.jsonl" | grep -c '^<' || true)
  echo "FAIL: match: $differ of the shards' records differ from the run whole's" >&2
  status=1
fi
echo "$((SECONDS - start)) s under load"
exit $status
