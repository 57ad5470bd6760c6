#!/usr/bin/env bash
# Runs every libFuzzer target of the parsers (.maze, Moving AI .map and .scen, change scripts, traces,
# Tiled .tmx maps and their mapping files, JSON, numbers) for SECONDS seconds each (default 60),
# seeded from the preset mazes and the test fixtures. Fails on any crash, sanitizer report, leak or
# round-trip difference, and prints each target's executions. Naming targets runs only those.
#
#   scripts/fuzz.sh [SECONDS] [TARGET...]      e.g. scripts/fuzz.sh 60 fuzz_json fuzz_numbers
#
# The corpora grow in build/fuzz/corpus/ from run to run; a failing input is kept in
# build/fuzz/findings/ and can be replayed with: build/fuzz/tests/fuzz/TARGET FILE
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-60}
shift $(($# > 0 ? 1 : 0))
chosen=" $* "
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz -j "$(nproc)" >/dev/null

out=build/fuzz
seeds=$out/seeds
tests/fuzz/make_seeds.sh "$seeds"
mkdir -p "$out/findings"

failed=0
for pair in fuzz_maze:maze fuzz_movingai_map:map fuzz_scen:scen fuzz_changes:changes fuzz_trace:trace \
    fuzz_tmx:tmx fuzz_tmx_mapping:tmx-mapping fuzz_json:json fuzz_numbers:numbers; do
  target=${pair%%:*}
  if [ $# -gt 0 ] && [[ $chosen != *" $target "* ]]; then
    continue
  fi
  corpus=$out/corpus/$target
  mkdir -p "$corpus"
  log=$out/$target.log
  if ! ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
      "$out/tests/fuzz/$target" "$corpus" "$seeds/${pair##*:}" -max_total_time="$seconds" -max_len=4096 \
      -timeout=20 -rss_limit_mb=2048 -artifact_prefix="$out/findings/$target-" -print_final_stats=1 \
      >"$log" 2>&1; then
    echo "fuzz: $target FAILED; the end of $log:" >&2
    tail -40 "$log" >&2
    failed=1
  fi
  runs=$(awk '/stat::number_of_executed_units/ {print $2}' "$log")
  echo "fuzz: $target ran ${seconds} s, ${runs:-0} executions, corpus $(ls "$corpus" | wc -l) inputs"
done
exit $failed
