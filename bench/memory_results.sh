#!/usr/bin/env bash
# Prints a Markdown table of the peak resident memory of one search (bench/programs/memory_bench.cpp, one
# process per search, no reference search in it): open, 20 % random walls and maze (backtracker)
# maps at 1024², 2048² and 4096², for A*, Dijkstra, JPS and D*, corner to corner, and a short query
# ((10, 10) to (1010, 1010)) on the open map. "map" is the resident memory once the map is built.
#
#   bench/memory_results.sh            (BENCH=path/to/pathfinder_memory_bench to choose the build)
set -euo pipefail
cd "$(dirname "$0")/.."
bench=${BENCH:-build/release/bench/pathfinder_memory_bench}

echo "| map | side | query | walker | expanded | outcome | map (MiB) | peak (MiB) |"
echo "|---|---:|---|---|---:|---|---:|---:|"
row() { # kind side query walker
    local out
    out=$("$bench" "$1" "$2" "$4" "$3")
    awk -v kind="$1" -v side="$2" -v query="$3" -v walker="$4" -v line="$out" 'BEGIN {
        n = split(line, field, " ")
        for (i = 1; i <= n; ++i) { split(field[i], kv, "="); v[kv[1]] = kv[2] }
        name = kind == "open" ? "open" : kind == "random" ? "20 % random walls" : "maze (backtracker)"
        printf "| %s | %d | %s | %s | %d | %s | %.1f | %.1f |\n", name, side, query, walker, v["expanded"],
               v["outcome"], v["rss_map_kib"] / 1024, v["peak_rss_kib"] / 1024
    }'
}
for kind in open random backtracker; do
    for side in 1024 2048 4096; do
        for walker in astar dijkstra jps dstar; do
            row "$kind" "$side" corner "$walker"
            if [ "$kind" = open ]; then
                row "$kind" "$side" short "$walker"
            fi
        done
    done
done
