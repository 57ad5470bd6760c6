#!/usr/bin/env bash
# D* measured against the searches it stands in for, on dao/arena2, random512-10-0 and a generated
# 2048×2048 map (20 % random walls, the first seed from 2009 on whose corners are connected).
# Prints three Markdown tables, one row per map and build:
#   1. cost per expansion of D*'s first search against A*'s (same map, start and goal);
#   2. D*'s first search against a Dijkstra from scratch;
#   3. repairs after random single-cell changes near the route (walls added on it, walls removed
#      beside it): the median and worst repair against A* from the current start and against a
#      fresh D* (its first search), and how many repairs cost more than A* from scratch.
# With two or more builds the runs alternate (build 1, build 2, build 1, …) round after round, and
# each figure is the median over the rounds, so that load on a shared machine hits every build alike.
# Within a round each run is itself the median of REPS runs (default 3).
#
#   [REPS=3] bench/dstar_experiment.sh DATA_DIR ROUNDS CHANGES CLI [CLI…]
#   e.g. bench/dstar_experiment.sh ~/movingai 5 20 ../old/build/release/src/cli/pathfinder-cli \
#            build/release/src/cli/pathfinder-cli
set -euo pipefail

data=${1:?Moving AI data folder (with dao/ and random/)}
rounds=${2:-5}
changes=${3:-20}
reps=${REPS:-3}
shift 3 || true
clis=("$@")
[ ${#clis[@]} -gt 0 ] || clis=(build/release/src/cli/pathfinder-cli)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# name, file, start, goal: the scenario's last (longest) problem for the Moving AI maps.
maps=()
for file in "$data/dao/arena2.map" "$data/random/random512-10-0.map"; do
  read -r _ _ _ _ sx sy gx gy _ <<<"$(tail -n 1 "$file.scen")"
  maps+=("$(basename "$file" .map) $file $sx,$sy $gx,$gy")
done
big="$work/random2048.map"
for seed in $(seq 2009 2059); do
  "${clis[0]}" generate --kind random --width 2048 --height 2048 --seed "$seed" --density 0.2 --out "$big" >/dev/null
  "${clis[0]}" run --map "$big" --algo astar --reps 1 --start 0,0 --goal 2047,2047 --csv 2>/dev/null |
    grep -q ',reached,' && break
done
maps+=("random2048 $big 0,0 2047,2047")

for ((round = 1; round <= rounds; round++)); do
  for m in "${maps[@]}"; do
    read -r name file start goal <<<"$m"
    for i in "${!clis[@]}"; do
      "${clis[$i]}" run --map "$file" --start "$start" --goal "$goal" --algo dstar,astar,dijkstra --reps "$reps" \
        --csv 2>/dev/null | sed -e "/^#/d" -e "s/^/$i,$name,$round,/" >>"$work/run.csv"
      "${clis[$i]}" dynamic --map "$file" --start "$start" --goal "$goal" --random "$changes" --seed 1 \
        --algo dstar,astar --reps "$reps" --csv 2>/dev/null | sed -e "/^#/d" -e "s/^/$i,$name,$round,/" >>"$work/dynamic.csv"
    done
  done
done

# Medians over rounds, keyed by build, map and what was measured.
awk_median='
  function median(list,   n, a, i, j, t) {
    n = split(list, a, " ")
    for (i = 2; i <= n; i++) { t = a[i] + 0; for (j = i - 1; j >= 1 && a[j] + 0 > t; j--) a[j + 1] = a[j]; a[j + 1] = t }
    return (n % 2) ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
  }'

echo "| map | build | D* expansions | D* ns/expansion | A* expansions | A* ns/expansion | D* ÷ A* per expansion |"
echo "|---|---|---:|---:|---:|---:|---:|"
awk -F, "$awk_median"'
  # After the build, map and round, the columns of run: by the names of the header each run writes
  # (builds of other versions may order them otherwise).
  $4 == "walker" { for (i = 1; i <= NF; i++) c[$i] = i; next }
  { key = $1 SUBSEP $2; if (!(key in seen)) { seen[key] = 1; order[++n] = key }
    w = $c["walker"]; x = $c["expanded"]
    e[key, w] = x; per[key, $3, w] = $c["time_ns"] / (x > 0 ? x : 1); list[key, w] = list[key, w] " " per[key, $3, w] }
  END {
    for (x in per) { split(x, p, SUBSEP); if (p[4] == "dstar") r[p[1], p[2]] = r[p[1], p[2]] " " per[x] / per[p[1], p[2], p[3], "astar"] }
    for (i = 1; i <= n; i++) {
      split(order[i], k, SUBSEP); key = order[i]
      printf "| %s | %d | %d | %.0f | %d | %.0f | %.2f |\n", k[2], k[1] + 1, e[key, "dstar"], median(list[key, "dstar"]),
             e[key, "astar"], median(list[key, "astar"]), median(r[key])
    }
  }' "$work/run.csv"
echo
echo "| map | build | D* first search (ms) | Dijkstra (ms) | D* ÷ Dijkstra | D* reexpanded |"
echo "|---|---|---:|---:|---:|---:|"
awk -F, "$awk_median"'
  $4 == "walker" { for (i = 1; i <= NF; i++) c[$i] = i; next }
  { key = $1 SUBSEP $2; if (!(key in seen)) { seen[key] = 1; order[++n] = key }
    w = $c["walker"]; ns = $c["time_ns"]
    t[key, $3, w] = ns; ms[key, w] = ms[key, w] " " ns / 1e6; if (w == "dstar") re[key] = $c["reexpanded"] }
  END {
    for (x in t) { split(x, p, SUBSEP); if (p[4] == "dstar") r[p[1], p[2]] = r[p[1], p[2]] " " t[x] / t[p[1], p[2], p[3], "dijkstra"] }
    for (i = 1; i <= n; i++) {
      split(order[i], k, SUBSEP); key = order[i]
      printf "| %s | %d | %.1f | %.1f | %.2f | %d |\n", k[2], k[1] + 1, median(ms[key, "dstar"]), median(ms[key, "dijkstra"]),
             median(r[key]), re[key]
    }
  }' "$work/run.csv"
echo
echo "| map | build | repair ÷ A* from scratch: median | worst | repairs dearer than A* | repair ÷ fresh D*: median | worst | most repair expansions ÷ first search's |"
echo "|---|---|---:|---:|---:|---:|---:|---:|"
awk -F, "$awk_median"'
  $4 == "step" { for (i = 1; i <= NF; i++) c[$i] = i; next }
  { key = $1 SUBSEP $2; if (!(key in seen)) { seen[key] = 1; order[++n] = key }
    s = $c["step"]; w = $c["walker"]; x = $c["expanded"]
    t[key, s, w] = t[key, s, w] " " $c["time_ns"]; steps[key] = s > steps[key] ? s : steps[key]
    if (w == "dstar") { if (s == 0) first[key] = x; else if (x > most[key]) most[key] = x } }
  END {
    for (i = 1; i <= n; i++) {
      split(order[i], k, SUBSEP); key = order[i]
      fresh = median(t[key, 0, "dstar"]); ra = ""; rf = ""; worstA = 0; worstF = 0; dearer = 0
      for (s = 1; s <= steps[key]; s++) {
        d = median(t[key, s, "dstar"]); a = median(t[key, s, "astar"])
        ra = ra " " d / a; rf = rf " " d / fresh
        if (d / a > worstA) worstA = d / a
        if (d / fresh > worstF) worstF = d / fresh
        if (d > a) dearer++
      }
      printf "| %s | %d | %.3f | %.2f | %d of %d | %.3f | %.2f | %.2f |\n", k[2], k[1] + 1, median(ra), worstA, dearer,
             steps[key], median(rf), worstF, most[key] / (first[key] > 0 ? first[key] : 1)
    }
  }' "$work/dynamic.csv"
