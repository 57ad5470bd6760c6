#!/usr/bin/env bash
# Sets everything up, then builds and runs every test twice: an optimised build and a build
# with AddressSanitizer and UndefinedBehaviorSanitizer, where each parser's fuzz target also replays
# its seeds (scripts/fuzz.sh fuzzes them for real, with clang). Stops at the first failure.
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
