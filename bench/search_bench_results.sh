#!/usr/bin/env bash
# The table of bench/README.md §1: Google Benchmark (bench/programs/search_bench.cpp) over the generated
# 512×512 maps, the median of REPS repetitions of each walker's search, as a Markdown table of the
# CPU time per search, the cells expanded and the expansion rate.
#
#   bench/search_bench_results.sh [reps]
set -euo pipefail
cd "$(dirname "$0")/.."
reps=${1:-5}
bench=${BENCH:-build/release/bench/pathfinder_bench}

"$bench" --benchmark_repetitions="$reps" --benchmark_report_aggregates_only=true \
  --benchmark_format=json 2>/dev/null | python3 -c '
import json
import sys

maps = {"open512": "open", "random20_512": "20 % random walls", "maze512": "maze (backtracker)"}
walkers = {"astar": "A*", "dijkstra": "Dijkstra", "jps": "JPS"}
units = {"ns": 1e-6, "us": 1e-3, "ms": 1.0, "s": 1e3}

print("| map (512×512) | walker | time per search | expanded | expansions/s |")
print("|---|---|---:|---:|---:|")
for run in json.load(sys.stdin)["benchmarks"]:
    if run.get("aggregate_name") != "median":
        continue
    walker, _, kind = run["run_name"].split("/", 1)[1].partition("_")
    # CPU time, as the rate counter: on a busy machine the wall-clock time also counts the waits.
    ms = run["cpu_time"] * units[run["time_unit"]]
    time = "%.*f ms" % (4 if ms < 0.1 else 2 if ms < 10 else 1, ms)
    rate = run["expansions_per_s"] / 1e6
    print("| %s | %s | %s | {:,} | %.1f M |".format(int(run["expanded"]))
          % (maps.get(kind, kind), walkers.get(walker, walker), time, rate))
'
