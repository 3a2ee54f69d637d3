#!/usr/bin/env bash
# The test command of the README: builds everything, then runs the tests (CTest) by tier
# (docs/ci.md). The tiers are CTest labels: `unit` (in-process), `e2e` (the real executables) and
# `slow` (golden runs, training pipelines, the Python module, shard merges, the browser).
#   tools/test.sh              build; run `unit` and `e2e` (every tier but `slow`)
#   tools/test.sh --slow       build; run the `slow` tier only (CI runs it once, after the above)
#   tools/test.sh --all        build; run every tier
#   tools/test.sh --sanitize   build the `unit` tests with AddressSanitizer + UndefinedBehaviorSanitizer
#                              (build-sanitize) and run them; any report fails its test
# Further arguments go to ctest: `tools/test.sh -R LuckTest`, `tools/test.sh --all -L e2e`.
# Prints the seconds of each phase, the slowest tests and any test over its budget (60 s).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
phase="bash $root/tools/ci/phase.sh"
tier=quick
case ${1:-} in
  --slow | --all | --sanitize)
    tier=${1#--}
    shift
    ;;
  -h | --help)
    sed -n '2,11p' "$0"
    exit 0
    ;;
esac
# Debian's chromium: tests/tools/mjref/report/mjref_report_e2e_test.cc opens the HTML report in it;
# chromium-driver and python3-selenium: tests/browser/ click through `mjref play` and watch `mjref
# match --watch` in it, fonts-symbola drawing that page's tiles and fonts-wqy-microhei its tai names
# (docs/play.md); parallel and slurm-wlm: tests/tools/cluster/cluster_e2e.sh runs the sharding
# recipes of tools/cluster on them; python3-torch and python3-numpy: the learned reading's pipeline
# (tools/training, CTest reading_pipeline) and the Python module's imitation example;
# python3-pytest: the Python module's tests (python_module).
$phase packages bash "$root/tools/deps.sh" chromium chromium-driver python3-selenium fonts-symbola \
  fonts-wqy-microhei parallel slurm-wlm python3-torch python3-numpy python3-pytest
case $tier in
  sanitize)
    build=${BUILD_DIR:-$root/build-sanitize}
    flags="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
    # -O1 -g1 (line tables: reports still name file and line) compiles in about half the time of
    # RelWithDebInfo's -O2 -g (docs/ci.md).
    cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DMJ16_PYTHON=OFF \
      -DCMAKE_CXX_FLAGS="$flags" -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" \
      -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" >/dev/null
    $phase sanitizer-build cmake --build "$build" --target mj16_unit_tests -j "$(nproc)"
    name=sanitizer-tests
    labels=(-L '^unit$')
    ;;
  *)
    build=${BUILD_DIR:-$root/build}
    BUILD_DIR=$build $phase build bash "$root/tools/build.sh"
    name=tests
    [[ $tier == slow ]] && name=slow-tests
    case $tier in
      quick) labels=(-LE '^slow$') ;;
      slow) labels=(-L '^slow$') ;;
      all) labels=() ;;
    esac
    ;;
esac
status=0
$phase "$name" ctest --test-dir "$build" --output-on-failure --timeout 600 -j "$(nproc)" \
  ${labels[@]+"${labels[@]}"} "$@" | tee "$build/ctest-$tier.log" || status=$?
# A report: it never changes the exit status.
bash "$root/tools/ci/ctest_times.sh" "$build/ctest-$tier.log" || true
exit "$status"
