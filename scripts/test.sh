#!/usr/bin/env bash
# Sets everything up, then builds and runs every test with two compilers: an optimised build (gcc)
# and a build with AddressSanitizer and UndefinedBehaviorSanitizer (clang), where each parser's
# fuzz target also replays its seeds (scripts/fuzz.sh fuzzes them for real). Then the Windows build
# of the core, the model and the CLI, whose tests run under Wine (scripts/windows.sh core; the
# app and the installer are scripts/windows.sh's). Stops at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh
jobs=$(nproc)

for preset in release asan; do
  echo "== ${preset}: configure and build"
  cmake --preset "${preset}" >/dev/null
  cmake --build --preset "${preset}" -j "${jobs}"
  echo "== ${preset}: test"
  ctest --preset "${preset}" -j "${jobs}"
done

scripts/windows.sh core
