#!/usr/bin/env bash
# Builds Warthog, the reference library the benchmarks measure against (ShortestPathLab's
# warthog-core and warthog-jps), from its public sources: Release, with the same C++ compiler as
# this project (CXX, else c++). For comparison only: nothing in this project's build or tests uses it.
#
#   bench/build_warthog.sh SRC OUT
#
# SRC holds either the two source archives (warthog-core-*.tar.gz and warthog-jps-*.tar.gz) or two
# checkouts (SRC/warthog-core and SRC/warthog-jps). OUT receives the sources (OUT/warthog-core,
# OUT/warthog-jps, with warthog-core copied into warthog-jps/extern/ where warthog-jps looks for it)
# and the programs: OUT/warthog-core/build/warthog (A*) and OUT/warthog-jps/build/warthog-jps.
# JOBS sets the build's parallelism (default 2).
set -euo pipefail

src=${1:?usage: bench/build_warthog.sh SRC OUT}
out=${2:?usage: bench/build_warthog.sh SRC OUT}
jobs=${JOBS:-2}
cxx=${CXX:-c++}
mkdir -p "$out"
src=$(cd "$src" && pwd)
out=$(cd "$out" && pwd)

# Unpacks the archive of one part, or copies its checkout, into OUT/NAME.
fetchPart() {
  local name=$1 archive
  rm -rf "${out:?}/$name"
  if [[ -d "$src/$name" ]]; then
    cp -a "$src/$name" "$out/$name"
    rm -rf "$out/$name/build"
    return
  fi
  archive=$(compgen -G "$src/$name-*.tar.gz" | head -n 1 || true)
  [[ -n $archive ]] || { echo "build_warthog: no $name checkout or $name-*.tar.gz in $src" >&2; exit 1; }
  tar -xzf "$archive" -C "$out"
  [[ -d "$out/$name" ]] || { echo "build_warthog: $archive does not unpack to $name/" >&2; exit 1; }
}

fetchPart warthog-core
fetchPart warthog-jps
rm -rf "$out/warthog-jps/extern/warthog-core"
mkdir -p "$out/warthog-jps/extern"
cp -a "$out/warthog-core" "$out/warthog-jps/extern/warthog-core"

for part in warthog-core warthog-jps; do
  cmake -S "$out/$part" -B "$out/$part/build" -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER="$cxx" >/dev/null
done
cmake --build "$out/warthog-core/build" -j "$jobs" --target warthog_app
cmake --build "$out/warthog-jps/build" -j "$jobs" --target warthog_jps

for program in "$out/warthog-core/build/warthog" "$out/warthog-jps/build/warthog-jps"; do
  [[ -x $program ]] || { echo "build_warthog: $program was not built" >&2; exit 1; }
  echo "$program"
done
