#!/usr/bin/env bash
# Builds the 64-bit Windows program on Debian with mingw-w64, tests it under Wine, and makes its
# installer and a portable .zip:
#
#   scripts/windows.sh         everything: the libraries (built once from Debian's source packages
#                              and cached, scripts/windows-deps.sh), the core, model, CLI and app,
#                              their tests under Wine, the app under Wine and a virtual X server,
#                              and build/windows/pathfinder-testbed-VERSION-win64.{exe,zip}
#   scripts/windows.sh core    the core, the model and the CLI with their tests (build/windows-core)
#
# Stops at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
what=${1:-all}
case "${what}" in
all) preset=windows deps=all ;;
core) preset=windows-core deps=core ;;
*)
  echo "usage: $0 [all|core]" >&2
  exit 2
  ;;
esac

scripts/install-deps.sh
jobs=$(nproc)
seconds() { date +%s; }
began=$(seconds)

echo "== ${preset}: the libraries"
PATHFINDER_WINDOWS_PREFIX=$(scripts/windows-deps.sh "${deps}")
export PATHFINDER_WINDOWS_PREFIX
echo "   (${PATHFINDER_WINDOWS_PREFIX}, $(($(seconds) - began)) s)"

# Wine keeps its Windows folder in the build tree; it is made on first use.
export WINEPREFIX="${PWD}/build/wine" WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
mkdir -p build
wineboot --init >/dev/null 2>&1 || true
# Wait for the Windows folder to be complete, then keep one Wine server for the whole run, so
# that no test starts while the server shuts down.
wineserver -w 2>/dev/null || true
wineserver -p 2>/dev/null || true
trap 'wineserver -k 2>/dev/null || true' EXIT

step=$(seconds)
echo "== ${preset}: configure and build"
cmake --preset "${preset}" >/dev/null
cmake --build --preset "${preset}" -j "${jobs}"
echo "   ($(($(seconds) - step)) s)"

step=$(seconds)
echo "== ${preset}: test under Wine"
# A test that fails is run once more: Wine's own loader on the host now and then aborts a finished
# program at its exit ("Inconsistency detected by ld.so: dl-fini.c"), after the test has passed. A
# test that fails twice fails the run.
ctest --preset "${preset}" -j "${jobs}" --repeat until-pass:2
echo "   ($(($(seconds) - step)) s)"

if [ "${what}" = all ]; then
  step=$(seconds)
  echo "== ${preset}: the installer and the .zip"
  (cd build/windows && cpack -C Release >/dev/null)
  ls build/windows/pathfinder-testbed-*-win64.exe build/windows/pathfinder-testbed-*-win64.zip
  echo "== ${preset}: install, start and uninstall under Wine"
  tests/package/windows_installer.sh build/windows/pathfinder-testbed-*-win64.exe
  echo "   ($(($(seconds) - step)) s)"
fi
echo "== ${preset}: done in $(($(seconds) - began)) s"
