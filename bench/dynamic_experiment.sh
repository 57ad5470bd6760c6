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
  # The first seed from 2009 on whose corners are connected: an unreachable goal tells nothing.
  for seed in $(seq 2009 2059); do
    "$cli" generate --kind "$kind" --width "$side" --height "$side" --seed "$seed" --density "0.${density}" \
      --out "$out" >/dev/null
    "$cli" run --map "$out" --algo astar --csv | grep -q ',reached,' && break
  done
  maps+=("$out")
done

echo "| map | walker | first search (µs) | repair median (µs) | after a wall added (µs) | after a wall removed (µs) | repair expansions (median) | worst cost ÷ optimal |"
echo "|---|---|---:|---:|---:|---:|---:|---:|"
for map in "${maps[@]}"; do
  "$cli" dynamic --map "$map" --random "$changes" --seed 1 --algo "$walkers" --reps "$reps" --csv | sed '/^#/d' |
    awk -F, -v map="$(basename "$map" .maze)" '
      function median(list,   n, a, i, j, t) {
        n = split(list, a, " ")
        if (n == 0) return -1
        for (i = 2; i <= n; i++) { t = a[i] + 0; for (j = i - 1; j >= 1 && a[j] + 0 > t; j--) a[j + 1] = a[j]; a[j + 1] = t }
        return (n % 2) ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
      }
      function show(v) { return v < 0 ? "–" : sprintf("%.1f", v / 1000) }
      # Columns by the names of the header.
      NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
      {
        w = $c["walker"]; t = $c["time_ns"]; cost = $c["path_cost"]; optimal = $c["optimal_cost"]
        if (!(w in seen)) { seen[w] = 1; order[++n] = w }
        if ($c["step"] == 0) { first[w] = t; next }
        all[w] = all[w] " " t
        expanded[w] = expanded[w] " " $c["expanded"]
        if ($c["change"] ~ /^add/) added[w] = added[w] " " t
        if ($c["change"] ~ /^remove/) removed[w] = removed[w] " " t
        if (cost != "" && cost != "inf" && optimal != "inf" && optimal > 0 && cost / optimal > worst[w]) worst[w] = cost / optimal
      }
      END {
        for (i = 1; i <= n; i++) {
          w = order[i]
          printf "| %s | %s | %s | %s | %s | %s | %d | %.3f |\n", map, w, show(first[w]), show(median(all[w])),
                 show(median(added[w])), show(median(removed[w])), median(expanded[w]), (w in worst) ? worst[w] : 1
        }
      }'
done
