#!/usr/bin/env bash
# The release packages an entrant unpacks and runs (docs/release.md):
#   dist/mj16-VERSION-linux-x86_64.tar.gz   mjbot and mjref needing glibc alone, checked in an
#                                           empty root (glibc_only_test.sh)
#   dist/mj16-VERSION-windows-x86_64.zip    mjbot.exe cross-built by windows.sh
# each with mjbot.conf (the competition preset, read from beside the executable), presets/ and
# ENTRANT.md. VERSION is the project's (CMakeLists.txt), as `mjbot --version` prints it.
#   bash tools/release/package.sh [--linux-only]
set -euo pipefail
cd "$(dirname "$0")/../.."
linux_only=false
for arg in "$@"; do
  case $arg in
    --linux-only) linux_only=true ;;
    *) echo "package.sh: unknown argument '$arg' (--linux-only)" >&2; exit 2 ;;
  esac
done

# The Linux executables: Abseil, libstdc++ and libgcc linked in (MJ16_STATIC_ABSEIL).
cmake -S . -B build-release -G Ninja -DCMAKE_BUILD_TYPE=Release -DMJ16_STATIC_ABSEIL=ON \
  -DMJ16_PYTHON=OFF >/dev/null
ninja -C build-release mjbot mjref >/dev/null
version=$(build-release/bot/mjbot --version | awk '{print $2}')
release=${version%%+*}
bash tools/release/glibc_only_test.sh build-release/bot/mjbot build-release/tools/mjref/mjref

# Stages one package's directory: the executables given, then what every package holds.
stage() {
  local dir=$1
  shift
  rm -rf "$dir"
  mkdir -p "$dir/presets"
  cp "$@" "$dir/"
  cp bot/presets/*.conf "$dir/presets/"
  cp bot/presets/competition.conf "$dir/mjbot.conf"
  cp tools/release/ENTRANT.md "$dir/"
  echo "$version" >"$dir/VERSION"
}

mkdir -p dist
linux=mj16-$release-linux-x86_64
stage "dist/$linux" build-release/bot/mjbot build-release/tools/mjref/mjref
# Reproducible: the same files give the same archive.
tar -C dist --sort=name --owner=0 --group=0 --numeric-owner --mtime=@0 -czf "dist/$linux.tar.gz" \
  "$linux"
echo "package.sh: dist/$linux.tar.gz ($(du -h "dist/$linux.tar.gz" | cut -f1))"

if ! $linux_only; then
  bash tools/release/windows.sh
  windows=mj16-$release-windows-x86_64
  stage "dist/$windows" build-windows/mj16/bot/mjbot.exe
  rm -f "dist/$windows.zip"
  (cd dist && /usr/bin/python3 -m zipfile -c "$windows.zip" "$windows")
  echo "package.sh: dist/$windows.zip ($(du -h "dist/$windows.zip" | cut -f1))"
fi
