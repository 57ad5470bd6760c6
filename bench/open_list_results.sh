#!/usr/bin/env bash
# The open list's containers against each other: A* and Dijkstra (`pathfinder-cli bench`, the search
# alone, median of REPS runs) with each --open-list container on maps of 20 % random walls (generate
# --kind random --density 0.2 --seed 1, start and goal in opposite corners) of growing side. Prints
# two Markdown tables: our times per search in milliseconds with, per container, how the time grows
# for each doubling of the side (the geometric mean of the ratios from one side to the next) and
# whether every container expanded as many cells as the four-ary heap; then the original 2009
# testbed's figures, quoted from docs/thesis-experiments.md, with the same growth worked out from
# its smallest and largest graph.
#
#   bench/open_list_results.sh [REPS] [SIDES]
#   e.g. bench/open_list_results.sh 3 "64 128 256 512"
#
# CLI=path/to/pathfinder-cli chooses the build.
set -euo pipefail
cd "$(dirname "$0")/.."
cli=${CLI:-build/release/src/cli/pathfinder-cli}
reps=${1:-3}
sides=${2:-"64 128 256 512"}
containers="four-ary-heap binary-heap sorted-array unsorted-list buckets"
walkers="astar dijkstra"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One line per search: walker container side time_ns expanded.
for side in $sides; do
  map=$work/random$side.map
  "$cli" generate --kind random --width "$side" --height "$side" --seed 1 --density 0.2 --out "$map" >/dev/null
  for container in $containers; do
    "$cli" bench "$map" --algo "${walkers// /,}" --open-list "$container" --reps "$reps" --csv --quiet |
      sed '/^#/d' | awk -F, -v side="$side" -v container="$container" '
        $1 == "map" { for (i = 1; i <= NF; i++) c[$i] = i; next }
        { print $c["walker"], container, side, $c["time_ns"], $c["expanded"] }'
  done
done >"$work/rows"

header="| search | open list |"
rule="|---|---|"
for side in $sides; do
  header+=" ${side}² (ms) |"
  rule+="---:|"
done
echo "$header growth per doubling | expansions as the four-ary heap |"
echo "$rule---:|---|"
awk -v sides="$sides" -v containers="$containers" -v walkers="$walkers" '
  { t[$1, $2, $3] = $4; e[$1, $2, $3] = $5 }
  END {
    ns = split(sides, s, " "); nc = split(containers, c, " "); nw = split(walkers, w, " ")
    for (i = 1; i <= nw; i++)
      for (j = 1; j <= nc; j++) {
        line = "| " (w[i] == "astar" ? "A*" : "Dijkstra") " | " c[j] " |"
        same = "yes"
        for (k = 1; k <= ns; k++) {
          line = line sprintf(" %.2f |", t[w[i], c[j], s[k]] / 1e6)
          if (e[w[i], c[j], s[k]] != e[w[i], c[1], s[k]]) same = "no"
        }
        first = t[w[i], c[j], s[1]]; last = t[w[i], c[j], s[ns]]
        doublings = log(s[ns] / s[1]) / log(2)
        growth = (first > 0 && doublings > 0) ? sprintf("× %.1f", exp(log(last / first) / doublings)) : ""
        print line " " growth " | " same " |"
      }
  }' "$work/rows"
echo
echo "_The original testbed's figures (docs/thesis-experiments.md: ms, average of three runs, its"
echo "open list a sorted array; ticks of 15.6 ms that include a 200 ms sleep per step), and the growth"
echo "per doubling of the side from Graph 1 to Graph 4_"
echo
echo "| search | Graph 1 (8×8) | Graph 2 (11×11) | Graph 3 (15×15) | Graph 4 (20×20) | growth per doubling |"
echo "|---|---:|---:|---:|---:|---:|"
printf '%s\n' "Breadth-First 38 62.3 147.6 267.6" "Dijkstra 38 60 148 280.6" "Best-First 28.3 35 52 63" \
  "A\\* 34.6 58.6 88 95.3" | awk '{
    printf "| %s | %s | %s | %s | %s | × %.1f |\n", $1, $2, $3, $4, $5, exp(log($5 / $2) * log(2) / log(20 / 8)) }'
