#!/usr/bin/env bash
# Cross-builds mjbot.exe for 64-bit Windows with Debian's MinGW-w64 (docs/windows.md): one
# statically linked file holding the suit tables, the learned models and the default settings,
# with no DLL beside it.
#   bash tools/release/windows.sh      -> build-windows/mj16/bot/mjbot.exe
# Steps, each skipped when its result is there already:
#   1. the packages it needs (apt-get install -y, only those missing);
#   2. Abseil for the target from Debian's own source package, the version of the installed
#      libabsl-dev (deb-src entries added beside Debian's), into build-windows/abseil-install;
#   3. the suit-table generator built for this machine (build-windows/host), since a cross-build
#      cannot run the generator it builds for Windows;
#   4. mjbot (MJ16_BOT_ONLY) with tools/release/mingw-w64-x86_64.cmake, then a check that it
#      imports Windows' own DLLs alone.
# MJ16_JOBS sets the build's parallel jobs (default: the cores). Fails, never skips.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
out=$root/build-windows
jobs=${MJ16_JOBS:-$(nproc)}
toolchain=$root/tools/release/mingw-w64-x86_64.cmake
fail() {
  echo "windows.sh: FAIL: $*" >&2
  exit 1
}
trap 'fail "line $LINENO: \"$BASH_COMMAND\" exited with $?"' ERR
# Quiet steps keep their output here, shown when they fail.
log=$(mktemp)
trap 'rm -f "$log"' EXIT
quiet() {
  "$@" >"$log" 2>&1 || {
    tail -40 "$log" >&2
    fail "$* (the last lines of its output above)"
  }
}

# 1. Packages: the posix thread model's MinGW-w64 (std::thread, std::mutex); dpkg-dev unpacks
#    the source package.
packages=(g++-mingw-w64-x86-64-posix dpkg-dev cmake ninja-build g++ libabsl-dev)
missing=()
for p in "${packages[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "windows.sh: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  quiet apt-get update
  quiet apt-get install -y "${missing[@]}"
fi

# 2. Abseil: the same release and Debian patches as the Linux build's libabsl-dev, built for
#    Windows. A stamp names the version installed; another version rebuilds it.
absl_version=$(dpkg-query -W -f='${Version}' libabsl-dev)
absl_install=$out/abseil-install
absl_stamp=$absl_install/mj16-abseil-version
if [[ ! -f $absl_stamp || $(cat "$absl_stamp") != "$absl_version" ]]; then
  start=$SECONDS
  # Debian's sources list names binary packages only: the same archives' sources, in a file of
  # our own.
  src_list=/etc/apt/sources.list.d/mj16-src.sources
  if [[ ! -f $src_list ]]; then
    [[ -f /etc/apt/sources.list.d/debian.sources ]] ||
      fail "no /etc/apt/sources.list.d/debian.sources to take the deb-src entries from"
    sed 's/^Types: deb$/Types: deb-src/' /etc/apt/sources.list.d/debian.sources >"$src_list"
    echo "windows.sh: added $src_list (deb-src for Debian's archives)"
  fi
  quiet apt-get update
  rm -rf "$out/abseil-src" "$out/abseil-build" "$absl_install"
  mkdir -p "$out/abseil-src"
  (cd "$out/abseil-src" && quiet apt-get source -q "abseil=$absl_version")
  absl_src=$(find "$out/abseil-src" -mindepth 1 -maxdepth 1 -type d -name 'abseil-*')
  [[ -n $absl_src && -f $absl_src/CMakeLists.txt ]] ||
    fail "apt-get source abseil=$absl_version unpacked no source tree in $out/abseil-src"
  quiet cmake -S "$absl_src" -B "$out/abseil-build" -G Ninja \
    -DCMAKE_TOOLCHAIN_FILE="$toolchain" -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_INSTALL_PREFIX="$absl_install" -DBUILD_TESTING=OFF -DABSL_PROPAGATE_CXX_STD=ON \
    -DCMAKE_CXX_STANDARD=20
  quiet ninja -C "$out/abseil-build" -j "$jobs" install
  echo "$absl_version" >"$absl_stamp"
  echo "windows.sh: Abseil $absl_version for Windows built in $((SECONDS - start)) s"
else
  echo "windows.sh: Abseil $absl_version for Windows already in $absl_install"
fi

# 3. The suit-table generator for this machine.
start=$SECONDS
quiet cmake -S . -B "$out/host" -G Ninja -DCMAKE_BUILD_TYPE=Release -DMJ16_BOT_ONLY=ON \
  -DMJ16_PYTHON=OFF
quiet ninja -C "$out/host" -j "$jobs" gen_tables

# 4. mjbot.exe. absl_DIR names the cross-built Abseil: the toolchain searches the MinGW sysroot
#    alone.
quiet cmake -S . -B "$out/mj16" -G Ninja -DCMAKE_TOOLCHAIN_FILE="$toolchain" \
  -DCMAKE_BUILD_TYPE=Release -DMJ16_BOT_ONLY=ON -DMJ16_PYTHON=OFF \
  -Dabsl_DIR="$absl_install/lib/cmake/absl" -DMJ16_HOST_GEN_TABLES="$out/host/tables/gen_tables"
quiet ninja -C "$out/mj16" -j "$jobs" mjbot
exe=$out/mj16/bot/mjbot.exe
[[ -f $exe ]] || fail "the build made no $exe"
echo "windows.sh: mjbot.exe built in $((SECONDS - start)) s"

# Only DLLs of Windows' own System32: anything else (libstdc++, libwinpthread, libatomic) would
# have to be shipped beside the .exe. dbghelp.dll is Abseil's, for symbols in a crash's trace.
dlls=$(x86_64-w64-mingw32-objdump -p "$exe" | sed -n 's/.*DLL Name: //p' | sort -u | xargs)
for dll in $dlls; do
  case ${dll^^} in
    KERNEL32.DLL | MSVCRT.DLL | WS2_32.DLL | ADVAPI32.DLL | DBGHELP.DLL) ;;
    *) fail "mjbot.exe imports $dll, not a Windows system DLL (all it imports: $dlls)" ;;
  esac
done
echo "windows.sh: ${exe#"$root"/} ($(stat -c %s "$exe") bytes, $(du -h "$exe" | cut -f1));" \
  "it imports $dlls"
