#!/usr/bin/env bash
# Bounded A* against the optimum as its open list's bound grows: for a Moving AI map and its .scen
# file, runs every Nth query (20 of them, spread over the buckets) at each bound and prints a
# Markdown table: queries reached and given up, mean and worst cost over the optimum, and mean
# expansions.
#
#   bench/bounded_astar_results.sh MAP SCEN [step] [bounds]
#   e.g. bench/bounded_astar_results.sh data/dao/arena2.map data/dao/arena2.map.scen 45
set -euo pipefail
cd "$(dirname "$0")/.."

map=${1:?usage: bench/bounded_astar_results.sh MAP SCEN [step] [bounds]}
scen=${2:?usage: bench/bounded_astar_results.sh MAP SCEN [step] [bounds]}
step=${3:-45}
bounds=${4:-"1 2 5 10 20 50 100 200 500 1000 100000"}
cli=${CLI:-build/release/src/cli/pathfinder-cli}

# Queries: the .scen lines after its version line, every step-th from the eleventh, at most 20.
queries=$(awk -v step="$step" 'NR > 1 && (NR - 12) % step == 0 { print $5 "," $6 " " $7 "," $8 }' "$scen" |
  head -n 20)

echo "| open-bound | reached | gave up | mean cost / optimal | worst cost / optimal | mean expansions |"
echo "|---:|---:|---:|---:|---:|---:|"
for bound in $bounds; do
  while read -r start goal; do
    "$cli" run --map "$map" --start "$start" --goal "$goal" --algo bounded-astar --open-bound "$bound" \
      --budget 100x --reps 1 --csv | sed '/^#/d'
  done <<<"$queries" | awk -F, -v bound="$bound" '
    # Columns by the names of the header each run writes.
    $1 == "walker" { for (i = 1; i <= NF; i++) c[$i] = i; next }
    { n++; expanded += $c["expanded"] }
    $c["status"] == "reached" { reached++; ratio = $c["path_cost"] / $c["optimal_cost"]; sum += ratio; if (ratio > worst) worst = ratio }
    $c["status"] == "gave-up" { gaveUp++ }
    END { printf "| %d | %d/%d | %d | %.4f | %.4f | %.0f |\n", bound, reached, n, gaveUp,
          reached ? sum / reached : 0, worst, expanded / n }'
done
