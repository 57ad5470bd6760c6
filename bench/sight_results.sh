#!/usr/bin/env bash
# Limited sight: D*, PathJoiner, replanning A* and LPA* walk from start to goal seeing only within 6 cells
# (pathfinder-cli dynamic --sight): on the map as it is (radius rule), and while 20 random changes
# near the first route are made, one every 3 steps (both rules). On the maps of mazes/ that the thesis tables use, a generated
# 128×128 random map and, when the Moving AI folder is there, dao/arena2.map. Writes the table into
# docs/thesis-experiments.md between "<!-- tables: sight -->" and "<!-- /tables -->", under a line
# saying when, from which commit and on what machine it was made. Every column but the planning time
# is deterministic and reproduces exactly.
#
#   [CLI=build/release/src/cli/pathfinder-cli] bench/sight_results.sh [repetitions] [movingai folder]
set -euo pipefail
cd "$(dirname "$0")/.."

cli=${CLI:-build/release/src/cli/pathfinder-cli}
reps=${1:-3}
data=${2:-../shared/bench-data/movingai}
doc=docs/thesis-experiments.md
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

maps=(mazes/test-20x20.maze mazes/rooms-40.maze mazes/maze-backtracker-31.maze)
# The first seed from 2009 on whose corners are connected: an unreachable goal tells nothing.
for seed in $(seq 2009 2059); do
  "$cli" generate --kind random --width 128 --height 128 --seed "$seed" --density 0.25 \
    --out "$work/random-128.maze" >/dev/null
  "$cli" run --map "$work/random-128.maze" --algo astar --csv 2>/dev/null | grep -q ',reached,' && break
done
maps+=("$work/random-128.maze")
[[ -f $data/dao/arena2.map ]] && maps+=("$data/dao/arena2.map")

{
  echo "_Made by \`bench/sight_results.sh $reps\`: $(date -u '+%F %H:%M') UTC, commit $(git rev-parse --short HEAD 2>/dev/null || echo unknown), $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//'), load average $(cut -d' ' -f1-3 /proc/loadavg); random-128 is \`generate --kind random --width 128 --height 128 --density 0.25 --seed $seed\`_"
  echo
  echo "| map | sight | changes | walker | status | moves | walked cost | optimum, map as left | replans | expansions | planning time (µs, this machine) | cells seen |"
  echo "|---|---|---|---|---|---:|---:|---:|---:|---:|---:|---:|"
  for map in "${maps[@]}"; do
    name=$(basename "$map"); name=${name%.maze}
    for spec in "radius 0" "radius 20" "line 20"; do
      read -r rule changes <<<"$spec"
      if ((changes > 0)); then made=(--random "$changes" --seed 1 --change-every 3); else made=(); fi
      "$cli" dynamic --map "$map" --algo dstar,pathjoiner,astar,lpastar --sight 6 --sight-rule "$rule" \
        "${made[@]}" --reps "$reps" --csv --quiet \
        2>/dev/null | sed '/^#/d' |
        awk -F, -v map="$name" -v rule="$rule" '
          NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
          { printf "| %s | 6, %s | %s | %s | %s | %s | %s | %s | %s | %s | %.0f | %s |\n", map, rule,
                   $c["changes_made"] == 0 ? "none" : $c["changes_made"], $c["walker"], $c["status"], $c["moves"],
                   $c["path_cost"] == "" ? "–" : sprintf("%.2f", $c["path_cost"]),
                   sprintf("%.2f", $c["full_sight_cost"]), $c["repairs"], $c["expanded"], $c["time_ns"] / 1000,
                   $c["cells_seen"] }'
    done
  done
} >"$work/table"

grep -q '^<!-- tables: sight -->$' "$doc" ||
  { echo "sight_results: $doc has no <!-- tables: sight --> … <!-- /tables --> block" >&2; cat "$work/table"; exit 1; }
awk -v table="$work/table" '
  /^<!-- tables: sight -->$/ { print; print ""; while ((getline line < table) > 0) print line; print ""; skip = 1; next }
  skip && /^<!-- \/tables -->$/ { skip = 0 }
  !skip { print }' "$doc" >"$work/doc"
cat "$work/doc" >"$doc"
