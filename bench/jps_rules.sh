#!/usr/bin/env bash
# Jump Point Search against A* under the movements other than the Moving AI one: 4 neighbours, and
# 8 neighbours with diagonals between two walls (corner cutting, DiagonalRule::Always). Runs every
# scenario of the Moving AI benchmark folders given (one folder per map family) with both walkers
# and prints a Markdown table per family and movement: queries, mismatches between JPS's and A*'s
# costs (the files' optimal lengths hold only for the Moving AI rule), both total search times and
# JPS's speed-up.
#
#   bench/jps_rules.sh DATA_DIR [reps]
#   e.g. bench/jps_rules.sh ~/movingai 1
#
# reps: each query is timed that many times and its median counts (default 1). One worker thread.
set -euo pipefail
cd "$(dirname "$0")/.."

data=${1:?usage: bench/jps_rules.sh DATA_DIR [reps]}
reps=${2:-1}
cli=${CLI:-build/release/src/cli/pathfinder-cli}

echo "| family | movement | queries | mismatches | A* time (s) | JPS time (s) | speed-up |"
echo "|---|---|---:|---:|---:|---:|---:|"
for family in "$data"/*/; do
  name=$(basename "$family")
  compgen -G "$family*.scen" >/dev/null || continue
  for movement in "4 neighbours:--neighbours 4" "corner cutting:--diagonal always"; do
    label=${movement%%:*}
    # A mismatch makes scen exit non-zero; the table still shows it, so carry on.
    # shellcheck disable=SC2086 # the movement's options are two words
    "$cli" scen "$family" --algo astar,jps ${movement#*:} --jobs 1 --reps "$reps" 2>/dev/null | awk \
      -v family="$name" -v movement="$label" '
      $2 == "total" { queries[$1] = $3; mismatches[$1] = $4; ms[$1] = $6 }
      END {
        printf "| %s | %s | %d | %d | %.2f | %.3f | %.1f× |\n", family, movement, queries["jps"],
               mismatches["jps"], ms["astar"] / 1000, ms["jps"] / 1000, ms["astar"] / ms["jps"]
      }' || true
  done
done
