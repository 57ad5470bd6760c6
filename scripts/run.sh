#!/usr/bin/env bash
# Sets everything up, builds the release preset and opens the desktop app on the default maze
# (the Pac-Man-style maze of the original testbed) with A* selected.
# An argument names a .maze file to open instead, e.g. scripts/run.sh mazes/spiral.maze
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh
cmake --preset release >/dev/null
cmake --build --preset release --target pathfinder pathfinder-cli pathfinder_mazes

if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  echo "run.sh: no display to open the app on; the same maze on the command line:" >&2
  exec build/release/src/cli/pathfinder-cli run --map build/release/mazes/pacman.maze --algo all
fi
exec build/release/src/app/pathfinder "$@"
