#!/usr/bin/env bash
# Regenerates every table of bench/README.md from the current build, in place. Each table sits
# between two marker lines, `<!-- table: NAME -->` and `<!-- /table -->`; NAME is one of the tables
# listed below, each made by a generator script of bench/. The prose around the markers stays; what
# lies between them is replaced by a stamp line (date, commit, CPU model, load average, the
# generator's arguments) and the generator's output.
#
#   bench/run_all.sh [--build DIR] [--data DIR] [--only NAME[,NAME...]] [--families F[,F...]]
#                    [--rounds N] [--warthog DIR] [--old-build DIR] [--maps DIR] [--readme FILE]
#   bench/run_all.sh --check [--readme FILE]
#
# --build      the release build (default build/release; `cmake --preset release` with
#              -DPATHFINDER_BUILD_BENCH=ON, targets pathfinder-cli and the pathfinder_*bench programs)
# --data       the Moving AI folder, one subfolder per family (default ../shared/bench-data/movingai
#              beside the repository if it exists); without it the tables that need it stay as they are
# --only       regenerate these tables only
# --families   the Moving AI families to run (default every subfolder holding .scen files)
# --rounds     alternating rounds of the side-by-side tables (warthog, compare; default 3)
# --warthog    Warthog built by bench/build_warthog.sh: adds the side-by-side table
# --old-build  another build of this project: regenerates the two-builds table (§5)
# --maps       a folder that keeps the generated maps of the walkers-* tables between runs (default:
#              made afresh in a temporary folder; the 4096² ones take a while)
# --check      measure nothing: check that every Markdown table of the README lies between markers
#              naming a known table, and that every generator exists and is executable
set -euo pipefail
cd "$(dirname "$0")/.."

# NAME → generator. A generator listed in `awaiting` is not on this branch yet: the check warns
# about it instead of failing, until the script exists.
declare -A generator=(
  [gbench]=bench/search_bench_results.sh
  [movingai]=bench/movingai_results.sh
  [jps-rules]=bench/jps_rules.sh
  [warthog]=bench/warthog_results.sh
  [dynamic]=bench/dynamic_experiment.sh
  [memory]=bench/memory_results.sh
  [compare]=bench/compare_builds.sh
  [timeline]=bench/timeline_results.sh
  [timeline-edits]=bench/timeline_edits_results.sh
  [regions]=bench/regions_results.sh
  [bounded-arena2]=bench/bounded_astar_results.sh
  [bounded-random]=bench/bounded_astar_results.sh
  [hpa]=bench/hpa_results.sh
  [dstar]=bench/dstar_experiment.sh
  [jps-plus]=bench/jps_plus_results.sh
  [experiment]=bench/experiment_results.sh
  [string-pulling]=bench/string_pulling_results.sh
  [walkers-1024]=bench/walker_maps_results.sh
  [walkers-4096]=bench/walker_maps_results.sh
  [landmarks]=bench/landmark_results.sh
  [open-lists]=bench/open_list_results.sh
  [app]=bench/app_results.sh
)
order="gbench movingai jps-rules warthog jps-plus dynamic dstar memory compare timeline timeline-edits regions bounded-arena2 bounded-random hpa experiment string-pulling open-lists walkers-1024 walkers-4096 landmarks app"
awaiting=" "

readme=bench/README.md
build=build/release
data=
[[ -d ../shared/bench-data/movingai ]] && data=../shared/bench-data/movingai
only=
families=
rounds=3
warthog=
old=
maps=
check=0
while (($#)); do
  case $1 in
    --build) build=$2; shift 2 ;;
    --data) data=$2; shift 2 ;;
    --only) only=" ${2//,/ } "; shift 2 ;;
    --families) families=${2//,/ }; shift 2 ;;
    --rounds) rounds=$2; shift 2 ;;
    --warthog) warthog=$2; shift 2 ;;
    --old-build) old=$2; shift 2 ;;
    --maps) maps=$2; shift 2 ;;
    --readme) readme=$2; shift 2 ;;
    --check) check=1; shift ;;
    *) sed -n '/^#   bench/,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2; exit 2 ;;
  esac
done

# Every Markdown table (a line starting with "|", outside code blocks) between markers that pair up
# and name known tables; prints one line per fault and exits non-zero if there is any.
checkReadme() {
  local known=" ${!generator[*]} " status=0 name
  awk -v known="$known" -v file="$readme" '
    function fault(what) { print file ":" NR ": " what; bad = 1 }
    /^```/ { fence = !fence; next }
    fence { next }
    /^<!-- table: [a-z0-9-]+ -->$/ {
      if (open != "") fault("table marker inside table " open)
      open = $3
      if (index(known, " " open " ") == 0) fault("unknown table " open)
      if (open in seen) fault("table " open " appears twice")
      seen[open] = 1
      next
    }
    /^<!-- \/table -->$/ { if (open == "") fault("end marker without a table marker"); open = ""; next }
    /^<!-- *\/?table/ { fault("malformed table marker: " $0) }
    /^\|/ && open == "" { fault("table outside the markers: " substr($0, 1, 60)) }
    END { if (open != "") fault("table " open " is not closed"); exit bad }' "$readme" || status=1
  for name in "${!generator[@]}"; do
    if [[ ! -e ${generator[$name]} && $awaiting == *" $name "* ]]; then
      echo "note: table $name waits for ${generator[$name]} (not on this branch)" >&2
    elif [[ ! -x ${generator[$name]} ]]; then
      echo "$readme: table $name: generator ${generator[$name]} is missing or not executable"
      status=1
    fi
  done
  return $status
}

if ((check)); then
  checkReadme && echo "bench tables: every table of $readme comes from a generator"
  exit
fi
checkReadme >&2 || { echo "run_all: fix the markers first" >&2; exit 1; }

cli=$build/src/cli/pathfinder-cli
commit=$(git rev-parse --short HEAD)
git diff --quiet HEAD -- 2>/dev/null || commit+=-dirty # taken once: regenerating edits the README
cpu=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The families to run, as a folder of links, so that the generators that take a whole data folder
# see only these.
if [[ -n $data ]]; then
  [[ -d $data ]] || { echo "run_all: no folder $data" >&2; exit 2; }
  [[ -n $families ]] || for dir in "$data"/*/; do
    compgen -G "$dir*.scen" >/dev/null && families+="$(basename "$dir") "
  done
  families=$(xargs <<<"$families")
  mkdir "$work/data"
  for family in $families; do ln -s "$(cd "$data/$family" && pwd)" "$work/data/$family"; done
fi

# Why a table cannot be made now (empty if it can).
missing() {
  case $1 in
    movingai | jps-rules | hpa | bounded-* | dstar | jps-plus | experiment | landmarks) [[ -n $data ]] || echo "no Moving AI data (--data)" ;;&
    experiment) for f in bg512 dao random room street; do [[ -d $data/$f ]] || echo "no $f in the data"; done ;;&
    movingai | jps-rules | hpa | jps-plus | landmarks) [[ -n $data && -n $families ]] || echo "no family with .scen files" ;;&
    warthog) [[ -n $warthog ]] || echo "no Warthog build (--warthog)"; [[ -n $data ]] || echo "no data" ;;
    compare) [[ -n $old ]] || echo "no old build (--old-build)" ;;
    bounded-arena2) [[ -f $data/dao/arena2.map.scen ]] || echo "no dao/arena2.map.scen" ;;
    bounded-random) [[ -f $data/random/random512-10-0.map.scen ]] || echo "no random/random512-10-0.map.scen" ;;
  esac
  [[ -e ${generator[$1]} ]] || echo "no ${generator[$1]}"
}

# The generator's command line, run from the repository's root with the build's programs.
generate() {
  local d=$work/data
  case $1 in
    gbench) BENCH=$build/bench/pathfinder_bench bench/search_bench_results.sh 5 ;;
    movingai)
      # Each walker in a run of its own, so that the walkers do not evict each other's state from
      # the caches; the rows then sorted by family, the walkers' order kept.
      for walker in dijkstra astar jps; do CLI=$cli bench/movingai_results.sh "$d" "$walker" 1 1; done |
        awk 'NR <= 2 || !/^\| family|^\|---/' | { IFS= read -r head; IFS= read -r rule; printf '%s\n%s\n' "$head" "$rule"; sort -s -t'|' -k2,2; } ;;
    jps-rules) CLI=$cli bench/jps_rules.sh "$d" 1 ;;
    warthog) CLI=$cli bench/warthog_results.sh "$d" "$warthog" "$rounds" "$families" ;;
    dynamic) bench/dynamic_experiment.sh "$cli" 20 20 ;;
    memory) BENCH=$build/bench/pathfinder_memory_bench bench/memory_results.sh ;;
    compare) bench/compare_builds.sh "$old" "$build" "$d" "$rounds" "$families" ;;
    timeline) BENCH=$build/bench/pathfinder_timeline_bench bench/timeline_results.sh 3 ;;
    timeline-edits) BENCH=$build/bench/pathfinder_timeline_bench bench/timeline_edits_results.sh 50 ;;
    regions) BENCH=$build/bench/pathfinder_regions_bench bench/regions_results.sh ;;
    bounded-arena2) CLI=$cli bench/bounded_astar_results.sh "$data/dao/arena2.map" "$data/dao/arena2.map.scen" 45 ;;
    bounded-random)
      CLI=$cli bench/bounded_astar_results.sh "$data/random/random512-10-0.map" \
        "$data/random/random512-10-0.map.scen" 45 "1 5 20 100 500 2000 100000" ;;
    hpa) BENCH=$build/bench/pathfinder_hpa_bench bench/hpa_results.sh "$d" 16 1000 ;;
    landmarks) BENCH=$build/bench/pathfinder_landmark_bench bench/landmark_results.sh "$d" 50 "0 1 2 4 8 16" ;;
    dstar) bench/dstar_experiment.sh "$data" 1 20 "$cli" ;;
    experiment) CLI=$cli bench/experiment_results.sh "$data" ;;
    string-pulling) BENCH=$build/bench/pathfinder_string_pulling_bench bench/string_pulling_results.sh ;;
    open-lists) CLI=$cli bench/open_list_results.sh 3 "64 128 256 512 1024" ;;
    app) BENCH=$build/bench/pathfinder_app_bench bench/app_results.sh 1366x768 ;;
    walkers-1024) CLI=$cli bench/walker_maps_results.sh 1024 ${maps:+"$maps"} ;;
    walkers-4096) CLI=$cli bench/walker_maps_results.sh 4096 ${maps:+"$maps"} ;;
    jps-plus)
      BENCH=$build/bench/pathfinder_jps_plus_bench WARTHOG_JPS=${warthog:+$warthog/warthog-jps/build/warthog-jps} \
        bench/jps_plus_results.sh "$d" "$rounds" 1000 500 ;;
  esac
}

# What the stamp says of the run beyond the machine: the inputs that shape the table.
inputs() {
  case $1 in
    movingai | jps-rules | hpa) echo "families: $families" ;;
    landmarks) echo "families: $families; 50 queries per map" ;;
    jps-plus) echo "families: $families; $rounds rounds${warthog:+; Warthog}" ;;
    warthog | compare) echo "families: $families; $rounds rounds" ;;
    walkers-*) echo "maps: generate --seed 1 (random: --density 0.2), one process per walker and map, --reps 1" ;;
    open-lists) echo "maps: generate --kind random --density 0.2 --seed 1, sides 64 to 1024; --reps 3" ;;
    app) echo "rooms maps (seed 7); a 1366x768 virtual X server; the animations at the window's fitted zoom" ;;
  esac
}

present=$(grep -o '^<!-- table: [a-z0-9-]* -->$' "$readme" | awk '{ print $3 }' | xargs)
started=$SECONDS
for name in $order; do
  [[ -z $only || $only == *" $name "* ]] || continue
  [[ " $present " == *" $name "* ]] || { echo "run_all: $name: no marker in $readme, skipped" >&2; continue; }
  why=$(missing "$name" | xargs)
  if [[ -n $why ]]; then
    echo "run_all: $name: left as it is ($why)" >&2
    continue
  fi
  echo "run_all: $name ..." >&2
  began=$SECONDS
  extra=$(inputs "$name")
  stamp="_Generated by \`bench/run_all.sh --only $name\`: $(date -u '+%F %H:%M') UTC, commit $commit, $cpu,"
  stamp+=" load average $(cut -d' ' -f1-3 /proc/loadavg)${extra:+; $extra}_"
  # A table is its header, its rule and at least one row: anything less leaves the old one.
  if ! generate "$name" >"$work/out" 2>"$work/err" || (($(grep -c '^|' "$work/out") < 3)); then
    echo "run_all: $name failed, left as it is:" >&2
    tail -n 5 "$work/err" >&2
    continue
  fi
  { echo "$stamp"; echo; cat "$work/out"; } | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}' >"$work/table"
  awk -v name="$name" -v file="$work/table" '
    $0 == "<!-- table: " name " -->" { print; while ((getline line < file) > 0) print line; skip = 1; next }
    skip && $0 == "<!-- /table -->" { skip = 0 }
    !skip { print }' "$readme" >"$work/readme"
  cat "$work/readme" >"$readme"
  echo "run_all: $name done in $((SECONDS - began)) s" >&2
done
echo "run_all: finished in $((SECONDS - started)) s" >&2
