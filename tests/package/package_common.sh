# shellcheck shell=bash
# What the package tests share; sourced, not run.

# Stops the test with MESSAGE on stderr.
fail() {
  echo "FAIL: $*" >&2
  exit 1
}

# Makes the Debian package of the build tree BUILD in the folder OUT, with cpack, from what the
# build tree has built; prints the path of the .deb. cpack stages and writes under OUT; in the build
# tree it writes only the install manifest.
make_package() {
  local build=$1 out=$2
  [ -f "$build/CPackConfig.cmake" ] || fail "$build has no CPackConfig.cmake: the build is not set up for packaging"
  if ! cpack -G DEB --config "$build/CPackConfig.cmake" -B "$out" >"$out/cpack.log" 2>&1; then
    cat "$out/cpack.log" >&2
    fail "cpack could not make the package (its output is above)"
  fi
  local debs=("$out"/pathfinder-testbed_*.deb)
  [ ${#debs[@]} -eq 1 ] && [ -f "${debs[0]}" ] || fail "cpack made no pathfinder-testbed_*.deb in $out"
  echo "${debs[0]}"
}
