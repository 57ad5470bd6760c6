#!/usr/bin/env bash
# JPS+ (jps-plus) on the Moving AI benchmark folders (one folder per map family, each holding .map
# files with their .map.scen files), against jps and, when its program is given, Warthog's
# warthog-jps (jps2+ and jps2). Prints three Markdown tables:
#
# 1. Query time per family: the total search time of every query of the family's scenarios, for
#    jps-plus, jps (each over all of a map's queries in a pass of its own), Warthog jps2+ and jps2,
#    and jps-plus's time to the goal (each query stopped before the iteration that expands the goal,
#    fills the path in and checks its cost: the path left out, as from Warthog's times), taken in
#    ROUNDS alternating rounds (ours then Warthog's, then the other way round); per round the ratios
#    jps-plus/jps2+, to the goal/jps2+ and jps/jps2, and the median of those per-round ratios; expansions; mismatches against the files' optimal lengths (ours) and
#    Warthog's --checkopt failures.
# 2. Preprocessing and edits per map: the first reset's time (bit rows and columns and the table), the
#    table's alone, its bytes per cell, and the update after one random edit (median, 99th percentile
#    and worst of EDITS edits, each a reset; the worst often holds a time slice given to another
#    process). Warthog's jps2+ preprocessing is measured as the wall time of a
#    one-query run of warthog-jps --alg jps2+ less that of --alg jps2 (the same map loading; the
#    difference is building its jump table), median of 5.
# 3. The Subgoal Graph (subgoal-graph) on the same queries against jps-plus and jps2+, and per map its
#    graph's subgoals (and of them global), edges (and of them shortcuts), bytes per cell (from the
#    walker's note, whose size is in KiB or MiB to one decimal) and build time.
#
#   bench/jps_plus_results.sh DATA_DIR [rounds] [edits] [max-queries]
#   e.g. WARTHOG_JPS=/path/to/warthog-jps bench/jps_plus_results.sh path/to/movingai 3 1000 500
#
# max-queries: at most that many queries per map, every k-th line of its scenario, the same ones for
# both programs (default 500; the maze family's 1-wide corridors take minutes in full).
# BENCH names our program (default build-bench/bench/pathfinder_jps_plus_bench, built with
# -DPATHFINDER_BUILD_BENCH=ON); WARTHOG_JPS the warthog-jps program (tables leave it out without).
set -euo pipefail
cd "$(dirname "$0")/.."

data=${1:?usage: bench/jps_plus_results.sh DATA_DIR [rounds] [edits]}
rounds=${2:-3}
edits=${3:-1000}
most=${4:-500}
bench=${BENCH:-build-bench/bench/pathfinder_jps_plus_bench}
warthog=${WARTHOG_JPS:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

median() { sort -g | awk '{ v[NR] = $1 } END { if (NR) print v[int((NR + 1) / 2)]; else print "nan" }'; }

# Warthog's total nanoseconds over a family's scenarios with one algorithm, and its failures.
warthog_family() { # alg scen...
  local alg=$1 total=0 failed=0 ns
  shift
  for scen in "$@"; do
    if ns=$("$warthog" --alg "$alg" --scen "$scen" --checkopt 2>/dev/null | awk -F'\t' 'NR > 1 { s += $8 } END { printf "%.0f", s }'); then :; else failed=$((failed + 1)); fi
    total=$((total + ns))
  done
  echo "$total $failed"
}

echo "### Query time (up to $most queries per map; $rounds alternating rounds)"
echo
echo "| family | queries | jps-plus (ms) | jps-plus to the goal (ms) | jps (ms) | jps2+ (ms) | jps2 (ms) | jps-plus / jps2+ | to the goal / jps2+ | jps / jps2 | jps-plus / jps | expansions | mismatches | Warthog failures |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
for family in "$data"/*/; do
  name=$(basename "$family")
  maps=() scens=()
  mkdir -p "$work/$name"
  for map in "$family"*.map; do
    [[ -f "$map.scen" ]] || continue
    copy="$work/$name/$(basename "$map")"
    ln -sf "$(realpath "$map")" "$copy"
    awk -v most="$most" 'NR == FNR { n++; next } FNR == 1 { print; k = int((n - 2) / most) + 1; next }
      (FNR - 2) % k == 0 { print }' "$map.scen" "$map.scen" >"$copy.scen"
    maps+=("$copy") && scens+=("$copy.scen")
  done
  ((${#maps[@]})) || continue
  : >"$work/rounds"
  for ((r = 0; r < rounds; r++)); do
    ours() { "$bench" --edits 0 "${maps[@]}" | awk -F'\t' '{ q += $3; p += $10; j += $11; e += $12; m += $14; g += $16 } END { print q, p, j, e, m, g }'; }
    theirs() { if [[ -n "$warthog" ]]; then echo "$(warthog_family jps2+ "${scens[@]}") $(warthog_family jps2 "${scens[@]}")"; else echo "0 0 0 0"; fi; }
    if ((r % 2 == 0)); then o=$(ours); t=$(theirs); else t=$(theirs); o=$(ours); fi
    echo "$o $t" >>"$work/rounds"
  done
  # Per round: queries plus-ms jps-ms expansions mismatches plus-to-goal-ms jps2+-ns fails jps2-ns fails
  awk '{ print $2 / ($7 / 1e6 + 1e-12) }' "$work/rounds" | median >"$work/r1"
  awk '{ print $3 / ($9 / 1e6 + 1e-12) }' "$work/rounds" | median >"$work/r2"
  awk '{ print $2 / $3 }' "$work/rounds" | median >"$work/r3"
  awk '{ print $6 / ($7 / 1e6 + 1e-12) }' "$work/rounds" | median >"$work/r4"
  awk -v r1="$(cat "$work/r1")" -v r2="$(cat "$work/r2")" -v r3="$(cat "$work/r3")" -v r4="$(cat "$work/r4")" \
      -v family="$name" -v w="$warthog" '
    { q = $1; p[NR] = $2; j[NR] = $3; e = $4; m += $5; g[NR] = $6; a[NR] = $7 / 1e6; b[NR] = $9 / 1e6; f += $8 + $10 }
    function mid(v, n,   i, k, t) { for (i = 1; i <= n; i++) for (k = i + 1; k <= n; k++) if (v[k] < v[i]) { t = v[i]; v[i] = v[k]; v[k] = t } return v[int((n + 1) / 2)] }
    END {
      n = NR
      if (w == "") printf "| %s | %d | %.1f | %.1f | %.1f | — | — | — | — | — | %.3f | %d | %d | — |\n", family, q, mid(p, n), mid(g, n), mid(j, n), r3, e, m
      else printf "| %s | %d | %.1f | %.1f | %.1f | %.1f | %.1f | %.3f | %.3f | %.3f | %.3f | %d | %d | %d |\n", family, q, mid(p, n), mid(g, n), mid(j, n), mid(a, n), mid(b, n), r1, r4, r2, r3, e, m, f
    }' "$work/rounds"
done
echo
echo "Times are medians of the rounds; ratios are medians of the per-round ratios."
echo

echo "### Preprocessing and edits (per map; $edits random edits)"
echo
echo "| map | cells (padded) | first reset (ms) | table alone (ms) | Warthog jps2+ preprocessing (ms) | table bytes/cell | edit update median (µs) | 99th percentile (µs) | worst (µs) |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|"
for family in "$data"/*/; do
  for map in "$family"*.map; do
    [[ -f "$map.scen" ]] || continue
    pre="—"
    if [[ -n "$warthog" ]]; then
      { head -n 1 "$map.scen"; sed -n 2p "$map.scen"; } >"$work/one.scen"
      for ((i = 0; i < 5; i++)); do
        for alg in jps2+ jps2; do
          t0=$(date +%s%N)
          "$warthog" --alg "$alg" --scen "$work/one.scen" --map "$map" >/dev/null 2>&1 || true
          t1=$(date +%s%N)
          echo "$alg $((t1 - t0))"
        done
      done >"$work/pre"
      pre=$(paste - - <"$work/pre" | awk '{ print ($2 - $4) / 1e6 }' | median)
      pre=$(printf "%.2f" "$pre")
    fi
    "$bench" --edits "$edits" --max-queries 0 "$map" | awk -F'\t' -v pre="$pre" '
      { printf "| %s | %d | %.2f | %.2f | %s | %.1f | %.1f | %.1f | %.1f |\n", $1, $2, $4, $5, pre, $6 / $2, $7, $15, $8 }'
  done
done

# The Subgoal Graph (subgoal-graph) on the same queries, through the command line's scen (CLI, default
# build/release/src/cli/pathfinder-cli; its times are the queries' iterations, the graph's build at
# each map's first reset left out as the jump table's is), against jps-plus and Warthog's jps2+, each
# in a run of its own (a run of several walkers answers each query with all of them in turn, and each
# then finds the others' tables in cache instead of its own); and per map the graph's size and build
# time from the walker's note.
cli=${CLI:-build/release/src/cli/pathfinder-cli}
# "milliseconds expansions mismatches queries" of one walker over one folder of scenario copies.
scen_family() { # folder walker
  "$cli" scen "$1" --algo "$2" --jobs 1 --quiet 2>/dev/null |
    awk -v walker="$2" '$1 == walker && $2 == "total" { t = $6; e = $5; m = $4; q = $3 }
      END { print t + 0, e + 0, m + 0, q + 0 }' || true
}
# "subgoal-graph-ms jps-plus-ms expansions mismatches queries" of one folder of scenario copies.
subgoal_family() {
  local sg plus
  read -r -a sg < <(scen_family "$1" subgoal-graph)
  read -r -a plus < <(scen_family "$1" jps-plus)
  echo "${sg[0]} ${plus[0]} ${sg[1]} $((sg[2] + plus[2])) ${sg[3]}"
}
echo
echo "### Subgoal Graph (up to $most queries per map; $rounds alternating rounds)"
echo
echo "| family | queries | subgoal-graph (ms) | jps-plus (ms) | jps2+ (ms) | subgoal-graph / jps-plus | subgoal-graph / jps2+ | expansions | mismatches |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|"
for family in "$data"/*/; do
  name=$(basename "$family")
  [[ -d "$work/$name" ]] && compgen -G "$work/$name/*.scen" >/dev/null || continue
  : >"$work/sg-rounds"
  for ((r = 0; r < rounds; r++)); do
    theirs() { if [[ -n "$warthog" ]]; then warthog_family jps2+ "$work/$name"/*.scen | awk '{ print $1 }'; else echo 0; fi; }
    if ((r % 2 == 0)); then o=$(subgoal_family "$work/$name"); t=$(theirs); else t=$(theirs); o=$(subgoal_family "$work/$name"); fi
    echo "$o $t" >>"$work/sg-rounds"
  done
  # Per round: subgoal-ms jps-plus-ms expansions mismatches queries jps2+-ns
  awk -v family="$name" -v w="$warthog" '
    { s[NR] = $1; p[NR] = $2; e = $3; m += $4; q = $5; a[NR] = $6 / 1e6; rp[NR] = $1 / ($2 + 1e-12); ra[NR] = $1 / ($6 / 1e6 + 1e-12) }
    function mid(v, n,   i, k, t) { for (i = 1; i <= n; i++) for (k = i + 1; k <= n; k++) if (v[k] < v[i]) { t = v[i]; v[i] = v[k]; v[k] = t } return v[int((n + 1) / 2)] }
    END {
      n = NR
      if (w == "") printf "| %s | %d | %.1f | %.1f | — | %.3f | — | %d | %d |\n", family, q, mid(s, n), mid(p, n), mid(rp, n), e, m
      else printf "| %s | %d | %.1f | %.1f | %.1f | %.3f | %.3f | %d | %d |\n", family, q, mid(s, n), mid(p, n), mid(a, n), mid(rp, n), mid(ra, n), e, m
    }' "$work/sg-rounds"
done
echo
echo "| map | subgoals | global | edges | shortcuts | graph bytes/cell | graph build (ms) |"
echo "|---|---:|---:|---:|---:|---:|---:|"
for family in "$data"/*/; do
  for map in "$family"*.map; do
    [[ -f "$map.scen" ]] || continue
    read -r w h sx sy gx gy < <(awk -F'\t' 'NR == 2 { print $3, $4, $5, $6, $7, $8 }' "$map.scen")
    "$cli" run --map "$map" --algo subgoal-graph --start "$sx,$sy" --goal "$gx,$gy" --quiet 2>/dev/null |
      grep -o 'subgoal graph: [0-9]* subgoals* ([0-9]* global), [0-9]* edges* ([0-9]* shortcuts*), [0-9.]* [KM]iB; built whole in [0-9.e+-]* ms' |
      awk -v map="$(basename "$map")" -v cells="$(((w + 2) * (h + 2)))" '
        { gsub(/[,;()]/, ""); bytes = $11 * ($12 == "MiB" ? 1048576 : 1024)
          printf "| %s | %d | %d | %d | %d | %.1f | %.2f |\n", map, $3, $5, $7, $9, bytes / cells, $16 }'
  done
done
