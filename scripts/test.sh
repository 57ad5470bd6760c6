#!/usr/bin/env bash
# Sets everything up, then builds and runs every test twice: an optimised build and a build
# with AddressSanitizer and UndefinedBehaviorSanitizer; then runs each parser's fuzz target for a
# few seconds, so that they keep building and the corpora keep passing. Stops at the first failure.
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

if command -v clang++ >/dev/null 2>&1; then
  echo "== fuzz: a few seconds per parser"
  scripts/fuzz.sh 5
fi
