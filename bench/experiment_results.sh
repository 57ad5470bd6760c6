#!/usr/bin/env bash
# Runs the experiment bench/experiments/movingai-subset.json (Dijkstra, A*, bidirectional A* and
# JPS on the Moving AI families bg512, dao, random, room and street) into bench/results/movingai-subset
# and prints its table of each walker against A* on the same queries, for bench/README.md. The
# folder keeps the whole report (report.md, report.tex, manifest.json, the charts); its raw
# results.csv (some 10 MB) is left out of the repository and made again by this script.
#
#   [CLI=build/release/src/cli/pathfinder-cli] bench/experiment_results.sh DATA_DIR
set -euo pipefail

data=${1:?usage: bench/experiment_results.sh DATA_DIR}
cli=${CLI:-build/release/src/cli/pathfinder-cli}
out=bench/results/movingai-subset
mkdir -p bench/results
"$cli" experiment bench/experiments/movingai-subset.json --data "$data" --out "$out" --overwrite >&2
# The paired table: from its caption to the blank line after it.
awk '/^_Each walker against/ { on = 1; next } on && /^\|/ { print; seen = 1; next } seen { exit }' "$out/report.md"
