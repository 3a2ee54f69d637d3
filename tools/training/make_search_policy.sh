#!/bin/bash
# Expert iteration's step (docs/policy.md, "Learning from the search"): the search's values of
# every candidate at mjbot's questions (`mjref policy-data --search-values`), then
# learn_from_search.py from a starting model.
#
#   tools/training/make_search_policy.sh MJREF OUTDIR [GAMES [WORLDS [PLAYER [INIT [BATCHES]]]]] \
#       [-- LEARN_FROM_SEARCH_ARGS...]
#
# A batch: GAMES (default 2400) of mjbot against three efficiency (seed 7501), mjbot against
# itself with every seat recorded GAMES/4 (7502), the four-program format GAMES/2 (7503); batch k
# of BATCHES (default 1) adds 10k to the seeds. Held out: GAMES/4 against efficiency (7601) and
# GAMES/16 against itself (7602). WORLDS (default 400) a candidate, in two halves. PLAYER (default
# builtin:mjbot) answers the questions; INIT (default the shipped bot/policy/data/policy_model.txt)
# is where the training starts. Writes OUTDIR/*.f32, OUTDIR/policy_model.txt and its fixture
# OUTDIR/policy_fixture.txt.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
positional=()
while (($#)) && [[ $1 != -- ]]; do
  positional+=("$1")
  shift
done
[[ ${1:-} == -- ]] && shift
usage="usage: make_search_policy.sh MJREF OUTDIR [GAMES [WORLDS [PLAYER [INIT [BATCHES]]]]]"
mjref=${positional[0]:?$usage}
out=${positional[1]:?$usage}
games=${positional[2]:-2400}
worlds=${positional[3]:-400}
p=${positional[4]:-builtin:mjbot}
init=${positional[5]:-$here/../../bot/policy/data/policy_model.txt}
batches=${positional[6]:-1}
mkdir -p "$out"
e=builtin:efficiency
values() { # FILE SEED GAMES RECORD BOT×4
  local file=$1 seed=$2 n=$3 record=$4
  shift 4
  "$mjref" policy-data --bot "$1" --bot "$2" --bot "$3" --bot "$4" --record "$record" \
    --search-values "$worlds" --games "$n" --seed "$seed" -j 2 -o "$out/$file"
}
rm -f "$out"/*.f32
train=()
for ((k = 0; k < batches; k++)); do
  values train${k}0.f32 $((7501 + 10 * k)) "$games" 1 $p $e $e $e
  values train${k}1.f32 $((7502 + 10 * k)) $((games / 4)) 1,2,3,4 $p $p $p $p
  values train${k}2.f32 $((7503 + 10 * k)) $((games / 2)) 1 $p $e builtin:dishu builtin:random
  train+=("$out"/train${k}{0,1,2}.f32)
done
values test0.f32 7601 $((games / 4)) 1 $p $e $e $e
values test1.f32 7602 $((games / 16)) 1,2,3,4 $p $p $p $p
/usr/bin/python3 "$here/learn_from_search.py" "${train[@]}" --test "$out"/test{0,1}.f32 \
  --init "$init" --out "$out/policy_model.txt" --fixture "$out/policy_fixture.txt" "$@"
