#!/usr/bin/env bash
# The original testbed's dynamic experiment, redone on larger maps: for each map, 20 single-cell
# changes near the route (walls added on it, walls removed beside it), replayed 20 times per
# walker. Prints a Markdown table of medians: the first search, and the repair after a change.
#
#   bench/dynamic_experiment.sh [path/to/pathfinder-cli] [repetitions] [changes]
set -euo pipefail
cd "$(dirname "$0")/.."

cli=${1:-build/release/src/cli/pathfinder-cli}
reps=${2:-20}
changes=${3:-20}
walkers=dstar,pathjoiner,astar,dijkstra
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

maps=(mazes/test-8x8.maze mazes/test-11x11.maze mazes/test-15x15.maze mazes/test-20x20.maze)
for spec in "random 64 20" "random 256 20" "random 512 20" "rooms 512 0" "division 512 0"; do
  read -r kind side density <<<"$spec"
  out="$work/${kind}-${side}.maze"
  "$cli" generate --kind "$kind" --width "$side" --height "$side" --seed 2009 --density "0.${density}" \
    --out "$out" >/dev/null
  maps+=("$out")
done

echo "| map | walker | first search (µs) | repair median (µs) | repair expansions (median) | worst repair cost ÷ optimal |"
echo "|---|---|---:|---:|---:|---:|"
for map in "${maps[@]}"; do
  "$cli" dynamic --map "$map" --random "$changes" --seed 1 --algo "$walkers" --reps "$reps" --csv |
    awk -F, -v map="$(basename "$map" .maze)" '
      NR == 1 { next }
      {
        walker = $3
        if (!(walker in seen)) { seen[walker] = 1; order[++n] = walker }
        if ($1 == 0) { first[walker] = $8; next }
        count[walker]++
        times[walker, count[walker]] = $8
        expanded[walker, count[walker]] = $7
        if ($5 != "inf" && $6 != "inf" && $6 > 0) { ratio = $5 / $6; if (ratio > worst[walker]) worst[walker] = ratio }
      }
      function median(key, k,   i, j, t, a) {
        for (i = 1; i <= k; i++) a[i] = (key == "t") ? times[w, i] : expanded[w, i]
        for (i = 2; i <= k; i++) { t = a[i]; for (j = i - 1; j >= 1 && a[j] > t; j--) a[j + 1] = a[j]; a[j + 1] = t }
        return (k % 2) ? a[(k + 1) / 2] : (a[k / 2] + a[k / 2 + 1]) / 2
      }
      END {
        for (i = 1; i <= n; i++) {
          w = order[i]
          printf "| %s | %s | %.1f | %.1f | %d | %.3f |\n", map, w, first[w] / 1000, median("t", count[w]) / 1000,
                 median("e", count[w]), (w in worst) ? worst[w] : 1
        }
      }'
done
