#!/usr/bin/env bash
# A sharded mjref run on Slurm: a job array of N tasks, one shard each, and a merge
# job that starts when every task succeeded.
#   tools/cluster/slurm_run.sh N OUTDIR MJREF-ARGS...      (sbatch options: SBATCH_ARGS="...")
# OUTDIR must be on a file system the nodes share; mjref at the same path on every node. Prints
# the two job ids; OUTDIR/results.json and results.txt appear when the merge job ends. A failed
# task leaves the merge pending (afterok): resubmit it with `sbatch --array=I ...` (the shard's
# own command is in OUTDIR/shard-I.out's first line) and then run the merge by hand:
#   mjref merge OUTDIR/shard-*.json --json OUTDIR/results.json
# With WAIT=1 the script returns only when the merge job has ended (sbatch --wait), with its
# status: what `mjref tune --runner 'WAIT=1 tools/cluster/slurm_run.sh N'` needs.
set -euo pipefail
# shellcheck source=SCRIPTDIR/shard_args.sh
source "$(dirname "$0")/shard_args.sh"
args=$(printf '%q ' "$mjref" "$@")
shard_cmd="echo $(printf '%q' "$args")--shard \$SLURM_ARRAY_TASK_ID/$n; $args --shard \$SLURM_ARRAY_TASK_ID/$n --json $out/shard-\$SLURM_ARRAY_TASK_ID.json"
# shellcheck disable=SC2086
array=$(sbatch --parsable ${SBATCH_ARGS:-} --job-name=mjref-shards --array=0-$((n - 1)) \
  --output="$out/shard-%a.out" --wrap "$shard_cmd")
merge_cmd="$(printf '%q' "$mjref") merge $out/shard-*.json --json $out/results.json > $out/results.txt"
# shellcheck disable=SC2086
merge=$(sbatch --parsable ${WAIT:+--wait} ${SBATCH_ARGS:-} --job-name=mjref-merge --dependency=afterok:"$array" \
  --output="$out/merge.out" --wrap "$merge_cmd")
echo "shards: job $array (array 0-$((n - 1))), merge: job $merge"
