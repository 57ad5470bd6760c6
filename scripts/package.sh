#!/usr/bin/env bash
# Builds the Debian package of Pathfinder Testbed: installs the dependencies, builds the app and
# the CLI as the release preset does (RelWithDebInfo at -O3; no tests, benchmarks or header checks),
# with Debian's hardening flags, in a build tree of its own, then makes the package with cpack and
# prints its path.
#
# Usage: scripts/package.sh [--build DIR] [--out DIR]
#   --build DIR  the build tree (default build/package)
#   --out DIR    where the .deb goes (default: the build tree)
# Install the package with: sudo apt install ./build/package/pathfinder-testbed_*.deb
set -euo pipefail
caller=$PWD
cd "$(dirname "$0")/.."

build=build/package
out=""
# Folders given on the command line are the caller's, relative to where it was run.
given() { [[ $1 = /* ]] && echo "$1" || echo "$caller/$1"; }
while [ $# -gt 0 ]; do
  case $1 in
    --build) build=$(given "${2:?--build needs a folder}"); shift 2 ;;
    --out) out=$(given "${2:?--out needs a folder}"); shift 2 ;;
    -h | --help) sed -n '2,10s/^# \{0,1\}//p' "$0"; exit 0 ;;
    *) echo "package.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done
out=${out:-$build}

scripts/install-deps.sh
cmake -S . -B "$build" -G Ninja \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O3 -g -DNDEBUG" \
  -DCMAKE_CXX_FLAGS="-D_FORTIFY_SOURCE=2 -fstack-protector-strong" -DCMAKE_EXE_LINKER_FLAGS="-Wl,-z,relro,-z,now" \
  -DCMAKE_INSTALL_PREFIX=/usr -DPATHFINDER_WERROR=ON \
  -DPATHFINDER_BUILD_TESTS=OFF -DPATHFINDER_BUILD_BENCH=OFF -DPATHFINDER_CHECK_HEADERS=OFF \
  -DPATHFINDER_SANITIZE=OFF -DPATHFINDER_BUILD_APP=ON >/dev/null
cmake --build "$build" --target pathfinder pathfinder-cli pathfinder_icons pathfinder_man_pages
mkdir -p "$out"
cpack -G DEB --config "$build/CPackConfig.cmake" -B "$out" >"$out/cpack.log" 2>&1 ||
  { cat "$out/cpack.log" >&2; echo "package.sh: cpack failed (its output is above)" >&2; exit 1; }
rm -rf "$out/_CPack_Packages"
sed -n 's/^CPack: - package: \(.*\) generated\.$/\1/p' "$out/cpack.log"
