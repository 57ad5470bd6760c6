#!/usr/bin/env bash
# scripts/experiment-parallel.sh runs an experiment as shards with GNU parallel and merges them:
# the merged results.csv has the rows of a single run, in its order, but for the time columns.
#   experiment_parallel.sh PATHFINDER_CLI SCRIPT FIXTURE_DIR
set -euo pipefail
cli=$1
script=$2
fixtures=$3

if ! command -v parallel >/dev/null; then
  echo "SKIP: GNU parallel is not installed (Debian package 'parallel'; scripts/install-deps.sh adds it)"
  exit 77
fi

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
for family in alpha beta; do
  mkdir -p "$scratch/maps/$family"
  cp "$fixtures/small.map" "$fixtures/small.map.scen" "$scratch/maps/$family/"
done
cat >"$scratch/my experiment.json" <<'JSON'
{"name": "Parallel", "walkers": [{"algo": "dijkstra"}, {"algo": "astar"}],
 "scenarios": ["maps"], "repetitions": 2, "baseline": "dijkstra"}
JSON

# The rows of a results.csv without its provenance and its columns of times (names ending in _ns).
rows() {
  grep -v '^# ' "$1" | awk -F, '
    NR == 1 { for (i = 1; i <= NF; ++i) time[i] = ($i ~ /_ns$/) }
    { line = ""; for (i = 1; i <= NF; ++i) if (!time[i]) line = line $i ","; print line }'
}

"$cli" experiment "$scratch/my experiment.json" --quiet --out "$scratch/whole" >/dev/null
PATHFINDER_CLI=$cli "$script" "$scratch/my experiment.json" 3 "$scratch/merged out" 2

fail() {
  echo "FAIL: $*" >&2
  exit 1
}
[ -f "$scratch/merged out/report.md" ] || fail "no report.md in the merged folder"
[ ! -e "$scratch/merged out.shards" ] || fail "the shards' folder is left after a merge that succeeded"
grep -q '"merged_from"' "$scratch/merged out/manifest.json" || fail "the manifest does not name the shards"
[ "$(rows "$scratch/whole/results.csv" | wc -l)" -eq 33 ] || fail "the single run has not 2 x 16 rows and a header"
diff <(rows "$scratch/whole/results.csv") <(rows "$scratch/merged out/results.csv") ||
  fail "the merged rows differ from the single run's"

# A bad N is refused before anything runs.
if PATHFINDER_CLI=$cli "$script" "$scratch/my experiment.json" 0 "$scratch/bad" 2>/dev/null; then
  fail "N = 0 was taken"
fi
[ ! -e "$scratch/bad" ] && [ ! -e "$scratch/bad.shards" ] || fail "a refused run left a folder"
echo "experiment-parallel.sh: 3 shards merged into the rows of a single run"
