#!/usr/bin/env bash
# The cluster recipes end to end: tools/cluster/parallel_run.sh (GNU Parallel, 4 local shards) and
# tools/cluster/slurm_run.sh on a single-node Slurm this test starts itself (slurmctld + slurmd
# on this host, auth/none, its own ports and folders), each merged result compared byte for byte
# with the same run on one machine. Needs root (slurmd) and Debian's parallel and slurm-wlm
# (tools/test.sh installs them). Last, a two-iteration `mjref tune` through slurm_run.sh.
#   tests/tools/cluster/cluster_e2e.sh MJREF
set -euo pipefail
mjref=$1
root=$(cd "$(dirname "$0")/../../.." && pwd)
work=$(mktemp -d)
pids=()
cleanup() {
  # slurmctld writes its state as it shuts down: wait for the daemons before removing their folders.
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  for p in "${pids[@]}"; do wait "$p" 2>/dev/null || true; done
  rm -rf "$work" 2>/dev/null || { sleep 1; rm -rf "$work"; }
}
trap cleanup EXIT
fail() {
  echo "FAIL: $*" >&2
  exit 1
}

# mjbot with a small Monte-Carlo budget: the recipes' merge is checked here, not its strength.
run=(tournament --bot builtin:mjbot:mc_playouts=200 --bot builtin:efficiency --bot builtin:dishu
  --bot builtin:random --sets 1 --seed 5)
"$mjref" "${run[@]}" -j 2 --json "$work/one.json" >"$work/one.txt"

# GNU Parallel, four shards on this machine.
MJREF=$mjref bash "$root/tools/cluster/parallel_run.sh" 4 "$work/parallel" "${run[@]}" -j 1 \
  >/dev/null
cmp "$work/one.json" "$work/parallel/results.json" || fail "parallel: merged JSON differs"
cmp "$work/one.txt" "$work/parallel/results.txt" || fail "parallel: merged summary differs"
echo "parallel: 4 shards merged equal the one-machine run"

# A single-node Slurm of our own.
host=$(hostname -s)
port=$((20000 + $$ % 20000))
mkdir -p "$work/slurm/state" "$work/slurm/spool"
export SLURM_CONF=$work/slurm/slurm.conf
cat >"$SLURM_CONF" <<CONF
ClusterName=mj16test$$
SlurmctldHost=$host
AuthType=auth/none
CredType=cred/none
SlurmUser=root
SlurmdUser=root
SlurmctldPort=$port
SlurmdPort=$((port + 1))
StateSaveLocation=$work/slurm/state
SlurmdSpoolDir=$work/slurm/spool
SlurmctldPidFile=$work/slurm/slurmctld.pid
SlurmdPidFile=$work/slurm/slurmd.pid
SlurmctldLogFile=$work/slurm/slurmctld.log
SlurmdLogFile=$work/slurm/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
MpiDefault=none
ReturnToService=2
SchedulerType=sched/builtin
JobCompType=jobcomp/none
AccountingStorageType=accounting_storage/none
NodeName=$host CPUs=$(nproc) State=UNKNOWN
PartitionName=test Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF
slurmctld -D -f "$SLURM_CONF" >"$work/slurm/ctld.out" 2>&1 &
pids+=($!)
slurmd -D -f "$SLURM_CONF" >"$work/slurm/d.out" 2>&1 &
pids+=($!)
for _ in $(seq 60); do
  sinfo -h -o %t 2>/dev/null | grep -q idle && break
  sleep 0.5
done
sinfo -h -o %t 2>/dev/null | grep -q idle ||
  fail "slurm did not start: $(tail -3 "$work/slurm/slurmctld.log" "$work/slurm/slurmd.log" 2>&1)"
MJREF=$mjref bash "$root/tools/cluster/slurm_run.sh" 3 "$work/slurm/out" "${run[@]}" -j 1
for _ in $(seq 240); do
  [[ -s $work/slurm/out/results.json ]] && break
  sleep 0.5
done
[[ -s $work/slurm/out/results.json ]] || fail "slurm: no merged result: $(squeue 2>&1)"
sleep 0.5  # the merge job's redirection may still be closing results.txt
cmp "$work/one.json" "$work/slurm/out/results.json" || fail "slurm: merged JSON differs"
cmp "$work/one.txt" "$work/slurm/out/results.txt" || fail "slurm: merged summary differs"
echo "slurm: a 3-task job array and its merge job equal the one-machine run"

# mjref tune through Slurm: each iteration a job array and its merge job, waited for (WAIT=1),
# ending exactly where the same tune on one machine ends.
printf 'fold_dealin_cost 0.5 0 2 0.1 0.002\nfold_go_around 10 4 16 1 0.01\n' >"$work/spec.txt"
tune=(tune "$work/spec.txt" --iterations 2 --challenger builtin:mjbot:mc=false
  --opponent builtin:efficiency --one-vs-three --seed 3)
"$mjref" "${tune[@]}" --state "$work/tune-one.json" >/dev/null 2>&1
"$mjref" "${tune[@]}" -j 1 --state "$work/tune-slurm.json" \
  --runner "MJREF=$mjref WAIT=1 bash $root/tools/cluster/slurm_run.sh 2" >/dev/null \
  2>"$work/tune-slurm.err" || fail "slurm tune: $(tail -3 "$work/tune-slurm.err")"
cmp "$work/tune-one.json" "$work/tune-slurm.json" || fail "slurm: the tune's state differs"
echo "slurm: a tune through job arrays ends where the one-machine tune ends"
