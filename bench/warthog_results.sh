#!/usr/bin/env bash
# This project's walkers side by side with Warthog (ShortestPathLab's warthog-core and warthog-jps,
# built by bench/build_warthog.sh) on the Moving AI benchmark folders: per family and pair, ours
# and theirs run alternately (ours, theirs, ours, theirs, ... ROUNDS rounds) over every scenario
# file of the family, and a Markdown table gives the queries, the expansions and mismatches of
# both, the median total search time of each and the median of the per-round ratios ours/theirs.
#
#   bench/warthog_results.sh DATA_DIR WARTHOG_DIR [rounds] [families]
#   e.g. bench/warthog_results.sh ~/movingai /tmp/warthog 3 "bg512 dao room"
#
# The times cover the same work: ours is `scen --jobs 1`'s total, the sum over the queries of the
# time of the walker's iterations (map loading, the walker's construction and reset excluded; the
# path is built and its cost checked in the last iteration); theirs is the sum of the per-query
# `nanos` Warthog prints, timed inside its search (map and scenario loading excluded, the path
# extracted after the timer stops). Mismatches: ours against the files' optimal lengths (1e-4
# relative); theirs as Warthog's `--checkopt` reports them (0.005 absolute; the program stops at
# the first, so a family it fails on reads "1+" and its totals cover the queries before it).
set -euo pipefail
cd "$(dirname "$0")/.."

data=${1:?usage: bench/warthog_results.sh DATA_DIR WARTHOG_DIR [rounds] [families]}
wdir=${2:?usage: bench/warthog_results.sh DATA_DIR WARTHOG_DIR [rounds] [families]}
rounds=${3:-3}
families=${4:-}
cli=${CLI:-build/release/src/cli/pathfinder-cli}
# The pairs measured: our walker, Warthog's program and its --alg. jps2 is Warthog's JPS with the
# improved pruning of Harabor and Grastien (2014), as ours; jps2+ adds its preprocessed jumps. The
# subgoal graph is set against jps2+, the fastest optimal search Warthog's program offers (its graph
# is built at the first reset of each map, outside the times, as jps2+'s table is).
pairs=${PAIRS:-"astar:warthog:astar jps:warthog-jps:jps2 jps-plus:warthog-jps:jps2+ subgoal-graph:warthog-jps:jps2+"}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

findProgram() {
  local found
  found=$(find "$wdir" -type f -perm -u+x -name "$1" -print -quit)
  [[ -n $found ]] || { echo "warthog_results: no program $1 under $wdir" >&2; exit 1; }
  echo "$found"
}
declare -A program=([warthog]=$(findProgram warthog) [warthog-jps]=$(findProgram warthog-jps))

if [[ -z $families ]]; then
  for dir in "$data"/*/; do
    compgen -G "$dir*.scen" >/dev/null && families+=" $(basename "$dir")"
  done
fi

median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

# Ours on one family: "seconds expansions mismatches queries".
runOurs() {
  "$cli" scen "$data/$1" --algo "$2" --jobs 1 2>/dev/null | awk '$2 == "total" { print $6 / 1000, $5, $4, $3 }' || true
}

# Theirs on one family, every scenario file in turn: "seconds expansions mismatches queries", the
# mismatches as "1+" where --checkopt stopped a file.
runTheirs() {
  local scen status failed=0
  : >"$work/theirs"
  for scen in "$data/$1"/*.scen; do
    status=0
    "$2" --alg "$3" --scen "$scen" --map "${scen%.scen}" --checkopt >>"$work/theirs" 2>"$work/err" || status=$?
    if ((status != 0)) || grep -q 'optimality check failed' "$work/err"; then failed=1; fi
  done
  awk -v failed="$failed" '$1 ~ /^[0-9]+$/ { n++; expanded += $3; nanos += $8 }
    END { printf "%.6f %d %s %d\n", nanos / 1e9, expanded, failed ? "1+" : "0", n }' "$work/theirs"
}

echo "| family | ours | Warthog | queries | our expansions | Warthog expansions | our mismatches | Warthog mismatches | our time (s) | Warthog time (s) | ours/Warthog |"
echo "|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|"
for family in $families; do
  for pair in $pairs; do
    IFS=: read -r ours prog alg <<<"$pair"
    : >"$work/ours.runs"
    : >"$work/theirs.runs"
    for ((round = 1; round <= rounds; ++round)); do
      runOurs "$family" "$ours" >>"$work/ours.runs"
      runTheirs "$family" "${program[$prog]}" "$alg" >>"$work/theirs.runs"
    done
    ratio=$(paste -d' ' "$work/ours.runs" "$work/theirs.runs" | awk '$5 > 0 { print $1 / $5 }' | median)
    # A program that printed nothing leaves its columns at 0 and the ratio "nan".
    oursExpanded=0 oursMismatches=0 queries=0 theirsExpanded=0 theirsMismatches=0 theirsQueries=0
    read -r _ oursExpanded oursMismatches queries <"$work/ours.runs" || true
    read -r _ theirsExpanded theirsMismatches theirsQueries <"$work/theirs.runs" || true
    ratio=${ratio:-nan}
    oursTime=$(awk '{ print $1 }' "$work/ours.runs" | median)
    theirsTime=$(awk '{ print $1 }' "$work/theirs.runs" | median)
    [[ $theirsQueries == "$queries" ]] || theirsMismatches+=" ($theirsQueries queries)"
    printf '| %s | %s | %s %s | %d | %d | %d | %d | %s | %.3f | %.3f | %.2f |\n' "$family" "$ours" \
      "$(basename "$prog")" "$alg" "$queries" "$oursExpanded" "$theirsExpanded" "$oursMismatches" \
      "$theirsMismatches" "$oursTime" "$theirsTime" "$ratio"
  done
done
