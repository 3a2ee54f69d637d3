#!/usr/bin/env bash
# Installs the Debian packages mj16 builds with, when any is missing. Sourced by main.sh / test.sh.
# Arguments name more packages (test.sh: the browsers, fonts and tools its tests use).
set -euo pipefail
# pybind11-dev, python3-dev, python3-numpy: the Python module (tools/python), part of every build.
# libcpp-httplib-dev (found by pkg-config): `mjref play`'s web server (tools/mjref/play).
packages=(cmake ninja-build g++ libabsl-dev libgtest-dev libgmock-dev libbenchmark-dev pybind11-dev
  python3-dev python3-numpy pkg-config libcpp-httplib-dev "$@")
missing=()
for p in "${packages[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "installing: ${missing[*]}" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" >/dev/null
fi
