#!/usr/bin/env bash
# Compares the search speed of two builds of this project (say, before and after a change), run
# alternately so that a noisy machine disturbs both alike, and prints a Markdown table each:
#
#   1. Google Benchmark (search_bench.cpp) on the generated 512x512 maps: the median over
#      ROUNDS alternate rounds of each build's median of 5 repetitions, and new/old;
#   2. with a Moving AI data folder, `scen` on each family for each walker: the total search time
#      over ROUNDS alternate rounds (the median round), and new/old.
#
#   bench/compare_builds.sh OLD_BUILD_DIR NEW_BUILD_DIR [MOVINGAI_DIR] [ROUNDS] [FAMILIES] [WALKERS]
#   e.g. bench/compare_builds.sh ../old/build/release build/release ~/movingai 3 "bg512 dao room" astar,jps
set -euo pipefail

old=${1:?usage: bench/compare_builds.sh OLD_BUILD_DIR NEW_BUILD_DIR [MOVINGAI_DIR] [ROUNDS] [FAMILIES] [WALKERS]}
new=${2:?usage: bench/compare_builds.sh OLD_BUILD_DIR NEW_BUILD_DIR [MOVINGAI_DIR] [ROUNDS] [FAMILIES] [WALKERS]}
data=${3:-}
rounds=${4:-3}
families=${5:-"bg512 dao random room street"}
walkers=${6:-"dijkstra astar jps"}
walkers=${walkers//,/ }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

for ((round = 1; round <= rounds; ++round)); do
  for build in old new; do
    dir=$old
    [[ $build == new ]] && dir=$new
    "$dir/bench/pathfinder_bench" --benchmark_filter='astar|dijkstra|jps' --benchmark_repetitions=5 \
      --benchmark_report_aggregates_only=true --benchmark_format=csv 2>/dev/null |
      awk -F, '$1 ~ /_median"?$/ { gsub(/"/, "", $1); sub(/searchBenchmark\//, "", $1); sub(/_median$/, "", $1); print $1, $3 }' \
        >>"$work/gbench.$build"
  done
done

echo "| benchmark (512x512) | old (ms) | new (ms) | new/old |"
echo "|---|---:|---:|---:|"
for name in $(awk '{ print $1 }' "$work/gbench.old" | awk '!seen[$0]++'); do
  o=$(awk -v n="$name" '$1 == n { print $2 }' "$work/gbench.old" | median)
  n=$(awk -v n="$name" '$1 == n { print $2 }' "$work/gbench.new" | median)
  awk -v name="$name" -v o="$o" -v n="$n" 'BEGIN { printf "| %s | %.4f | %.4f | %.3f |\n", name, o, n, n / o }'
done

[[ -n $data ]] || exit 0
echo
echo "| family | walker | old total (s) | new total (s) | new/old | expansions (old = new) |"
echo "|---|---|---:|---:|---:|---|"
for family in $families; do
  for walker in $walkers; do
    for ((round = 1; round <= rounds; ++round)); do
      for build in old new; do
        dir=$old
        [[ $build == new ]] && dir=$new
        "$dir/src/cli/pathfinder-cli" scen "$data/$family" --algo "$walker" --jobs 1 2>/dev/null |
          awk -v b="$build" '$2 == "total" { print $6 / 1000, $5 }' >>"$work/scen.$family.$walker.$build"
      done
    done
    o=$(awk '{ print $1 }' "$work/scen.$family.$walker.old" | median)
    n=$(awk '{ print $1 }' "$work/scen.$family.$walker.new" | median)
    same=$(cat "$work/scen.$family.$walker".{old,new} | awk '{ print $2 }' | sort -u | wc -l)
    expansions=$(head -1 "$work/scen.$family.$walker.old" | awk '{ print $2 }')
    awk -v f="$family" -v w="$walker" -v o="$o" -v n="$n" -v e="$expansions" -v same="$same" \
      'BEGIN { printf "| %s | %s | %.3f | %.3f | %.3f | %s%s |\n", f, w, o, n, n / o, e, same == 1 ? "" : " (differ)" }'
  done
done
