#!/usr/bin/env bash
# Replays one kind of seeds through a fuzz target built with the replay main, in a folder of its own.
#
#   tests/fuzz/replay_seeds.sh TARGET KIND      e.g. replay_seeds.sh build/asan/tests/fuzz/fuzz_maze maze
set -euo pipefail
target=${1:?usage: replay_seeds.sh TARGET KIND}
kind=${2:?usage: replay_seeds.sh TARGET KIND}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
"$(dirname "$0")/make_seeds.sh" "$scratch/seeds"
"$target" "$scratch/seeds/$kind"
