#!/usr/bin/env bash
# Builds the libFuzzer targets of tools/fuzz/ with clang in a separate build (build-fuzz) and runs
# each for N seconds from a fresh copy of its checked-in seed corpus (docs/fuzzing.md).
#   tools/fuzz.sh [--seconds N (60)] [TARGET...]   TARGET: protocol notation settings session
#                                                  validate (default: all)
# Exits non-zero when any target crashes (or leaks, times out, runs out of memory), printing the
# input that did it. Installs clang and libFuzzer's runtime when missing.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
seconds=60
targets=()
while (($#)); do
  case $1 in
    --seconds)
      seconds=${2:?--seconds needs a number}
      shift 2
      ;;
    -h | --help)
      sed -n '2,7p' "$0"
      exit 0
      ;;
    *)
      targets+=("$1")
      shift
      ;;
  esac
done
((${#targets[@]})) || targets=(protocol notation settings session validate)

# libFuzzer comes with clang's runtime libraries (Debian: libclang-rt-dev).
bash "$root/tools/ci/phase.sh" packages bash "$root/tools/deps.sh" clang libclang-rt-dev
if [[ -z $(find "$(clang++ -print-resource-dir)" -name 'libclang_rt.fuzzer-*.a' | head -n 1) ]]; then
  echo "fuzz: libFuzzer's runtime (libclang_rt.fuzzer) is missing from clang's" >&2
  exit 2
fi

build=${FUZZ_BUILD_DIR:-$root/build-fuzz}
# The compilers through the environment: they count only when the build directory is new, so a
# rerun never resets the cache.
# Line tables only (-g1): reports still name file and line, at less compile time than -g. -O2
# rather than -O1: the session target runs twice the inputs a minute.
CC=clang CXX=clang++ cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" -DMJ16_PYTHON=OFF -DMJ16_FUZZ=ON >/dev/null
bash "$root/tools/ci/phase.sh" fuzz-build cmake --build "$build" --target mj16_fuzz -j "$(nproc)"

runs_start=$SECONDS

failed=0
for t in "${targets[@]}"; do
  bin=$build/tools/fuzz/${t}_fuzzer
  seeds=$root/tools/fuzz/corpus/$t
  [[ -x $bin && -d $seeds ]] || {
    echo "fuzz: unknown target '$t'" >&2
    exit 2
  }
  # A fresh working corpus per run: what the fuzzer adds never lands in the checked-in one.
  work=$build/fuzz-runs/$t
  rm -rf "$work"
  mkdir -p "$work/corpus"
  cp "$seeds"/* "$work/corpus/"
  echo "fuzz: $t for ${seconds} s (log: $work/log)"
  status=0
  "$bin" -max_total_time="$seconds" -timeout=60 -rss_limit_mb=2560 -print_final_stats=1 \
    -artifact_prefix="$work/" "$work/corpus" >"$work/log" 2>&1 || status=$?
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$work/log" | tail -n 1)
  if ((status != 0)); then
    failed=1
    echo "fuzz: $t FAILED (exit $status) after ${execs:-?} executions; the end of its log:" >&2
    tail -n 40 "$work/log" >&2
    for f in "$work"/crash-* "$work"/leak-* "$work"/timeout-* "$work"/oom-*; do
      [[ -e $f ]] && echo "fuzz: $t crash input: $f" >&2
    done
  else
    echo "fuzz: $t ok, ${execs:-?} executions in ${seconds} s"
  fi
done
seconds=$((SECONDS - runs_start))
echo "phase fuzz-runs: $seconds s"
[[ -n ${MJ16_PHASES:-} ]] && echo "fuzz-runs $seconds" >>"$MJ16_PHASES"
exit "$failed"
