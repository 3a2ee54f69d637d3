#!/usr/bin/env bash
# The test command of the README: builds everything and runs every test (CTest).
#   --sanitize  the same in a separate build with AddressSanitizer + UndefinedBehaviorSanitizer
#               (any report fails the test that triggered it); CI runs both.
# Prints the seconds of each phase and the slowest tests (tools/ci/).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
phase="bash $root/tools/ci/phase.sh"
# Debian's chromium: tests/mjref_report_e2e_test.cc opens the HTML report in it; parallel and
# slurm-wlm: tests/cluster_e2e.sh runs the sharding recipes of tools/cluster on them; python3-torch
# and python3-numpy: the learned reading's pipeline (tools/training, CTest reading_pipeline) and the
# Python module's imitation example; python3-pytest: the Python module's tests (python_module).
$phase packages bash "$root/tools/deps.sh" chromium parallel slurm-wlm python3-torch python3-numpy python3-pytest
if [[ "${1:-}" == "--sanitize" ]]; then
  build=${BUILD_DIR:-$root/build-sanitize}
  flags="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DMJ16_PYTHON=OFF \
    -DCMAKE_CXX_FLAGS="$flags" -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" >/dev/null
  $phase sanitizer-build cmake --build "$build" -j "$(nproc)"
  name=sanitizer-tests
else
  build=${BUILD_DIR:-$root/build}
  BUILD_DIR=$build $phase build bash "$root/tools/build.sh"
  name=tests
fi
status=0
$phase $name ctest --test-dir "$build" --output-on-failure --timeout 900 -j "$(nproc)" |
  tee "$build/ctest.log" || status=$?
bash "$root/tools/ci/ctest_times.sh" "$build/ctest.log"
exit "$status"
