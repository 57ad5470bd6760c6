#!/usr/bin/env bash
# The app's timings on big maps, measured inside the real app under a virtual X server by
# pathfinder_app_bench (bench/programs/app_bench.cpp, app_bench_live.cpp): opening a map, painting
# the window at one zoom on maps of every size, zooming, panning, an edit and a fill of the whole map
# until painted, animated searches at the fastest rate against the same search run headless, and
# live re-solve. One Markdown table, a row per
# measurement and map; times are medians of several repetitions.
#
#   bench/app_results.sh [screen]        e.g. bench/app_results.sh 1366x768
#
# BENCH names the program (default build/release/bench/pathfinder_app_bench, built with
# -DPATHFINDER_BUILD_BENCH=ON and the app); xvfb-run (Debian's xvfb) gives it a screen.
set -euo pipefail
cd "$(dirname "$0")/.."

screen=${1:-1366x768}
bench=${BENCH:-build/release/bench/pathfinder_app_bench}
[[ -x $bench ]] || { echo "app_results: no $bench (build with -DPATHFINDER_BUILD_BENCH=ON)" >&2; exit 2; }

out=$(mktemp)
trap 'rm -f "$out"' EXIT
xvfb-run -a --server-args="-screen 0 ${screen}x24" "$bench" >"$out"
echo "| measurement | map | value | unit |"
echo "|---|---|---:|---|"
awk -F'\t' '$1 == "row" { printf "| %s | %s | %s | %s |\n", $2, $3, $4, $5 }' "$out"
grep -q '^row' "$out" || { echo "app_results: $bench printed no measurement" >&2; exit 1; }
