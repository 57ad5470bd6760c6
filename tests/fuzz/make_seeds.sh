#!/usr/bin/env bash
# Writes the fuzz targets' seeds into FOLDER, one sub-folder per kind of input (maze, map, scen,
# changes, trace, tmx, tmx-mapping, json, numbers): the preset mazes, the test fixtures and a few
# numbers. scripts/fuzz.sh fuzzes from them; the sanitizer build's tests replay them.
#
#   tests/fuzz/make_seeds.sh FOLDER
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
seeds=${1:?usage: make_seeds.sh FOLDER}

rm -rf "$seeds"
mkdir -p "$seeds"/{maze,map,scen,changes,trace,tmx,tmx-mapping,json,numbers}
cp "$root"/mazes/*.maze "$seeds/maze/"
cp "$root"/tests/fixtures/*.map "$seeds/map/"
cp "$root"/tests/fixtures/*.scen "$seeds/scen/"
cp "$root"/tests/fixtures/traces/*.json "$seeds/trace/"
cp "$root"/tests/fixtures/tmx/*.tmx "$seeds/tmx/"
cp "$root"/tests/fixtures/tmx/*.txt "$seeds/tmx-mapping/"
cp "$root"/tests/fixtures/traces/*.json "$root"/bench/experiments/*.json "$seeds/json/"
for number in 5 007 -12 1.5 2e-3 .5 3,4 00000000000000000005 18446744073709551616 nan; do
  printf '%s' "$number" > "$seeds/numbers/$number"
done
# A change script's fuzz input starts with two bytes that give the map's size (12 x 12 here).
for script in "$root"/tests/fixtures/changes/*.txt; do
  { printf '\013\013'; cat "$script"; } > "$seeds/changes/$(basename "$script")"
done
