#!/bin/bash
# The learned policy from scratch (docs/policy.md): `mjref policy-data` over three line-ups with
# mjbot as the teacher (against efficiency, against itself with every seat recorded, in the
# four-program format), training seeds 4101-4103 and held-out seeds 4201-4202, then
# train_policy.py (imitation of the teacher's answers; the value head on the final scores).
#
#   tools/training/make_policy_model.sh MJREF OUTDIR [GAMES [TEACHER [SEED_OFFSET]]] \
#       [-- TRAIN_POLICY_ARGS...]
#
# GAMES (default 60000) is the first line-up's; the others play GAMES/4 and GAMES/6, the held-out
# ones GAMES/10 and GAMES/40. TEACHER (default builtin:mjbot:mc=false) is any in-process player.
# SEED_OFFSET (default 0) is added to every seed, so that a second teacher plays other deals.
# The shipped model (docs/policy.md): the first command, then the oracle from its weights:
#   make_policy_model.sh MJREF /tmp/policy
#   make_policy_model.sh MJREF /tmp/oracle 60000 builtin:mjbot:mc=false,oracle=waits 10 -- \
#       --epochs 3 --init /tmp/policy/policy_model.txt
# Writes OUTDIR/*.f32, the model to OUTDIR/policy_model.txt, its fixture to
# OUTDIR/policy_fixture.txt and the curves to OUTDIR/curves.csv; to ship them, copy the first two
# to bot/policy/data/ and tests/data/policy/.
set -euo pipefail
positional=()
while (($#)) && [[ $1 != -- ]]; do
  positional+=("$1")
  shift
done
[[ ${1:-} == -- ]] && shift
mjref=${positional[0]:?usage: make_policy_model.sh MJREF OUTDIR [GAMES [TEACHER [SEED_OFFSET]]]}
out=${positional[1]:?usage: make_policy_model.sh MJREF OUTDIR [GAMES [TEACHER [SEED_OFFSET]]]}
games=${positional[2]:-60000}
teacher=${positional[3]:-builtin:mjbot:mc=false}
offset=${positional[4]:-0}
mkdir -p "$out"
t=$teacher
e=builtin:efficiency
data() { # FILE SEED GAMES RECORD BOT×4
  local file=$1 seed=$2 n=$3 record=$4
  shift 4
  "$mjref" policy-data --bot "$1" --bot "$2" --bot "$3" --bot "$4" --record "$record" \
    --games "$n" --seed $((seed + offset)) -j 2 -o "$out/$file"
}
data train0.f32 4101 "$games" 1 $t $e $e $e
data train1.f32 4102 $((games / 4)) 1,2,3,4 $t $t $t $t
data train2.f32 4103 $((games / 6)) 1 $t $e builtin:dishu builtin:random
data test0.f32 4201 $((games / 10)) 1 $t $e $e $e
data test1.f32 4202 $((games / 40)) 1,2,3,4 $t $t $t $t
/usr/bin/python3 "$(dirname "$0")/train_policy.py" "$out"/train{0,1,2}.f32 \
  --test "$out"/test{0,1}.f32 --out "$out/policy_model.txt" \
  --fixture "$out/policy_fixture.txt" --curves "$out/curves.csv" "$@"
