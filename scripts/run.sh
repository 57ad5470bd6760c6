#!/usr/bin/env bash
# Sets everything up, builds the release preset and solves the default maze with every walker.
# Extra arguments are passed to `pathfinder-cli run` (e.g. --algo astar --csv).
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh
cmake --preset release >/dev/null
cmake --build --preset release --target pathfinder-cli pathfinder_mazes
exec build/release/src/cli/pathfinder-cli run --map build/release/mazes/pacman.maze --algo all "$@"
