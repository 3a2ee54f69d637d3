# shellcheck shell=bash disable=SC2034
# The part both cluster recipes share, sourced by them: checks `N OUTDIR MJREF-ARGS...` and
# sets mjref (MJREF, else this tree's build), n, out (made, absolute) and the arguments left in
# "$@" as MJREF-ARGS. Sourced, so `shift` and `exit` act on the recipe itself.
if (($# < 3)); then
  echo "usage: $0 N OUTDIR MJREF-ARGS..." >&2
  exit 2
fi
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
mjref=${MJREF:-$root/build/tools/mjref/mjref}
n=$1
out=$2
shift 2
mkdir -p "$out"
out=$(cd "$out" && pwd)
