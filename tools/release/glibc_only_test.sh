#!/usr/bin/env bash
# The release's Linux mjbot runs where nothing is installed: it names no library but glibc's, and
# it plays a match of mjref's from an empty root holding only itself and glibc (a chroot: run as
# root, as CI is). Fails, never skips.
#   tools/release/glibc_only_test.sh MJBOT MJREF
set -euo pipefail
mjbot=$(realpath "$1")
mjref=$(realpath "$2")
fail() { echo "glibc_only_test: FAIL: $*" >&2; exit 1; }

# 1. Only glibc's libraries are needed.
needed=$(readelf -d "$mjbot" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | sort | tr '\n' ' ')
for lib in $needed; do
  case $lib in
    libc.so.6 | libm.so.6 | ld-linux-x86-64.so.2) ;;
    *) fail "mjbot needs $lib (all it needs: $needed)" ;;
  esac
done

# 2. An empty root: mjbot, the dynamic loader, libc and libm, nothing else (no /proc, no /etc).
((EUID == 0)) || fail "the empty-root check needs root (chroot)"
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
cp "$mjbot" "$root/mjbot"
for lib in /lib64/ld-linux-x86-64.so.2 $(ldd "$mjbot" | awk '/=> \//{print $3}'); do
  mkdir -p "$root$(dirname "$lib")"
  cp -L "$lib" "$root$lib"
done
files=$(cd "$root" && find . -type f | sort | tr '\n' ' ')
[[ $(chroot "$root" /mjbot --version) == "mjbot "* ]] || fail "mjbot --version in the empty root"
logs=$(mktemp -d)
trap 'rm -rf "$root" "$logs"' EXIT
"$mjref" match --games 4 --seed 5 -j 1 --bot "chroot $root /mjbot" --bot builtin:efficiency \
  --bot builtin:efficiency --bot builtin:efficiency --log-dir "$logs" >"$logs/out.txt" ||
  fail "the match: $(cat "$logs/out.txt")"
faults=$(cat "$logs"/game-*.log | grep -c '^Fault' || true)
((faults == 0)) || fail "$faults fault(s) in the empty root's match"
echo "glibc_only_test: mjbot needs $needed; it played 4 games with 0 faults from a root of $files"
