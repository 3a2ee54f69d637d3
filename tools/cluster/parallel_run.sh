#!/usr/bin/env bash
# A sharded mjref run on GNU Parallel, then the merge:
#   tools/cluster/parallel_run.sh N OUTDIR MJREF-ARGS...
#   e.g. tools/cluster/parallel_run.sh 8 out strength --one-vs-three \
#          --challenger builtin:mjbot --opponent builtin:efficiency --sets 800 --seed 7
# Shard I of N writes OUTDIR/shard-I.json; OUTDIR/results.json and results.txt are the merged
# run, equal to what one machine prints. Local by default (one job a core: pass -j 1 in the
# arguments); SSHLOGIN='4/host1,4/host2' runs the shards on those machines through ssh, which
# then need mjref at the same path and OUTDIR on a shared file system. A failed shard stops the
# run; re-run it alone (the merge names it) and merge again with `mjref merge OUTDIR/shard-*.json`.
set -euo pipefail
# shellcheck source=SCRIPTDIR/shard_args.sh
source "$(dirname "$0")/shard_args.sh"
# -q: every argument reaches mjref as it is (bot commands hold spaces); {} is the shard index.
seq 0 $((n - 1)) | parallel --halt now,fail=1 -q ${SSHLOGIN:+--sshlogin "$SSHLOGIN"} \
  "$mjref" "$@" --shard "{}/$n" --json "$out/shard-{}.json" >"$out/shards.txt"
shards=()
for ((i = 0; i < n; ++i)); do shards+=("$out/shard-$i.json"); done
"$mjref" merge "${shards[@]}" --json "$out/results.json" | tee "$out/results.txt"
