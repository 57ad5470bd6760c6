#!/usr/bin/env bash
# Times string pulling (smoothPath, bench/programs/string_pulling_bench.cpp) on long grid paths and prints a
# Markdown table: per map and side, the path's cells, the cells kept, the sight tests and traced
# pieces per cell of the path, and the processor time of one smoothing.
#
#   bench/string_pulling_results.sh     (BENCH=path/to/pathfinder_string_pulling_bench to choose the build)
set -euo pipefail
cd "$(dirname "$0")/.."
bench=${BENCH:-build/release/bench/pathfinder_string_pulling_bench}

echo "| path | side | path cells | kept | sight tests per cell | pieces per cell | time (ms) |"
echo "|---|---:|---:|---:|---:|---:|---:|"
"$bench" --benchmark_min_time=0.2 --benchmark_format=csv 2>/dev/null | awk -F, '
  NR == 1 { for (i = 1; i <= NF; ++i) { gsub(/"/, "", $i); col[$i] = i }; next }
  {
    gsub(/"/, "", $1); split($1, part, "/")
    name = part[2]
    sub(/^maze_breadth_first$/, "maze (backtracker), Breadth-First", name)
    sub(/^open_stack_depth_first$/, "open, Depth-First (stack)", name)
    sub(/^rooms_stack_depth_first$/, "rooms, Depth-First (stack)", name)
    sub(/^random_stack_depth_first$/, "20 % random walls, Depth-First (stack)", name)
    printf "| %s | %d | %d | %d | %.2f | %.2f | %.2f |\n", name, part[3], $(col["path_cells"]), $(col["kept"]),
           $(col["tests_per_cell"]), $(col["pieces_per_cell"]), $(col["cpu_time"])
  }'
