#!/usr/bin/env bash
# Makes the animations the README shows, with the command line of an optimised build (the release
# preset; build it first):
#   docs/astar-pacman.gif   A* searching the Pac-Man maze
#   docs/dstar-repair.gif   D* finding its path, then repairing it around a wall put across it
set -euo pipefail
cd "$(dirname "$0")/.."
cli=${PATHFINDER_CLI:-build/release/src/cli/pathfinder-cli}
scratch=$(mktemp -d)
trap 'rm -rf "${scratch}"' EXIT

"${cli}" trace --map mazes/pacman.maze --algo astar --gif docs/astar-pacman.gif --quiet
cat >"${scratch}/wall.txt" <<'CHANGES'
# A wall across the route D* found: it repairs around it.
add 7 6
CHANGES
"${cli}" trace --map mazes/pacman.maze --algo dstar --gif docs/dstar-repair.gif --changes "${scratch}/wall.txt" --quiet
