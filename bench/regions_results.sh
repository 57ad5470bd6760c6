#!/usr/bin/env bash
# Times the map's connected regions (bench/programs/regions_bench.cpp) and prints a Markdown table: labelling a
# whole map, and one edit kept up to date followed by the next search's ask, per map and size.
#
#   bench/regions_results.sh
set -euo pipefail
cd "$(dirname "$0")/.."
bench=${BENCH:-build/release/bench/pathfinder_regions_bench}

echo "| map | side | labelling (ms) | regions | edit + ask (µs) |"
echo "|---|---:|---:|---:|---:|"
"$bench" --benchmark_min_time=0.3 --benchmark_format=csv 2>/dev/null | awk -F, '
  NR == 1 { for (i = 1; i <= NF; ++i) col[$i] = i; next }
  {
    gsub(/"/, "", $1); split($1, part, "/")
    key = part[2] "/" part[3]
    if (part[1] == "labelBenchmark") { label[key] = $(col["real_time"]); regions[key] = $(col["\"regions\""]) }
    else { edit[key] = $(col["real_time"]) }
    if (!(key in seen)) { seen[key] = 1; order[++n] = key }
  }
  END {
    for (i = 1; i <= n; ++i) {
      split(order[i], part, "/")
      name = part[1] == "random20" ? "20 % random walls" : "maze (backtracker)"
      printf "| %s | %d | %.1f | %d | %.1f |\n", name, part[2], label[order[i]], regions[order[i]], edit[order[i]]
    }
  }'
