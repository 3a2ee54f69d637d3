#!/usr/bin/env bash
# The test command of the README: builds everything and runs every test (CTest).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${BUILD_DIR:-$root/build}
BUILD_DIR=$build bash "$root/tools/build.sh"
ctest --test-dir "$build" --output-on-failure -j "$(nproc)"
