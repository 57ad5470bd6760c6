#!/usr/bin/env bash
# Runs every walker of the registry, one `pathfinder-cli run` each (reference Dijkstra included, as
# a user runs it), on generated maps of one side — open, rooms, maze (recursive backtracker) and 20 %
# random walls, seed 1, start and goal near opposite corners — under its default budget (50 × the
# map's cells iterations), and prints a Markdown table: the outcome, expansions, the walker's search
# time (the run's time_ns, measured by the walker's clock: wall time), the whole command's processor
# time (user + system: the map's reading, the reference Dijkstra, the walker's setup and
# preprocessing, the search, the smoothed cost) and wall time, its peak resident memory
# (/usr/bin/time's maximum RSS), and the walker's note when it did not reach the goal. On a shared
# machine the wall times grow with the load and the processor time does not. A run still going after
# TIMEOUT seconds is stopped and shown as "timed out".
#
#   bench/walker_maps_results.sh SIDE [MAPDIR]
#
# MAPDIR keeps the generated maps between runs (default: a folder that is removed at the end);
# CLI=path/to/pathfinder-cli chooses the build, TIMEOUT (default 3600) the limit per run, WALKERS a
# space-separated subset, KINDS a subset of "open rooms backtracker random".
set -euo pipefail
cd "$(dirname "$0")/.."
cli=${CLI:-build/release/src/cli/pathfinder-cli}
side=${1:?usage: bench/walker_maps_results.sh SIDE [MAPDIR]}
timeout=${TIMEOUT:-3600}
kinds=${KINDS:-open rooms backtracker random}
[[ -x /usr/bin/time ]] || { echo "walker_maps_results: needs /usr/bin/time (Debian package time)" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
maps=${2:-$work}
mkdir -p "$maps"

# The registry's walkers, in menu order, from the help's list of walkers ("  name (Display name)").
walkers=${WALKERS:-$("$cli" run --help | awk '/^Walkers/ { on = 1; next } on && /^  [a-z0-9-]+ \(/ { print $1 }' | xargs)}
[[ -n $walkers ]] || { echo "walker_maps_results: no walkers listed by $cli run --help" >&2; exit 1; }

label() {
  case $1 in
    open) echo "open" ;; rooms) echo "rooms" ;; backtracker) echo "maze (backtracker)" ;;
    random) echo "20 % random walls" ;; *) echo "$1" ;;
  esac
}

echo "| map | walker | outcome | expanded | search (s) | run CPU (s) | run wall (s) | peak (MiB) | note |"
echo "|---|---|---|---:|---:|---:|---:|---:|---|"
for kind in $kinds; do
  map=$maps/$kind$side.map
  [[ -s $map ]] || "$cli" generate --kind "$kind" --width "$side" --height "$side" --seed 1 --density 0.2 \
    --out "$map" >/dev/null
  for walker in $walkers; do
    status=0
    /usr/bin/time -o "$work/time" -f '%U %S %e %M' timeout "$timeout" \
      "$cli" run --map "$map" --algo "$walker" --reps 1 --csv >"$work/out" 2>"$work/err" || status=$?
    # The last line: a stopped command's status line comes before it.
    read -r user system wall rss < <(tail -n 1 "$work/time" 2>/dev/null) || { user=; system=; wall=; rss=; }
    cpu=
    [[ -n ${user:-} && -n ${system:-} ]] && cpu=$(awk -v u="$user" -v s="$system" 'BEGIN { print u + s }')
    # The CSV row, read by its header's names, below the "# key: value" lines.
    grep -v '^#' "$work/out" >"$work/csv" || true
    awk -v map="$(label "$kind")" -v walker="$walker" -v status="$status" -v cpu="$cpu" -v wall="${wall:-}" -v rss="${rss:-}" \
        -v limit="$timeout" '
      function field(line, out,    n, i, c, q, cur) {
        # Splits a CSV line with quoted fields into out[1..n].
        n = 0; cur = ""; q = 0
        for (i = 1; i <= length(line); ++i) {
          c = substr(line, i, 1)
          if (q) { if (c == "\"") { if (substr(line, i + 1, 1) == "\"") { cur = cur c; ++i } else q = 0 } else cur = cur c }
          else if (c == "\"") q = 1
          else if (c == ",") { out[++n] = cur; cur = "" }
          else cur = cur c
        }
        out[++n] = cur
        return n
      }
      # Seconds to about three figures; under a millisecond shown as such.
      function seconds(v) {
        if (v == "") return ""
        v += 0
        return v < 0.001 ? "< 0.001" : v < 1 ? sprintf("%.3f", v) : v < 10 ? sprintf("%.2f", v) : v < 100 ? sprintf("%.1f", v) : sprintf("%.0f", v)
      }
      NR == 1 { n = field($0, head); for (i = 1; i <= n; ++i) col[head[i]] = i; next }
      NR == 2 { field($0, row); seen = 1 }
      END {
        mib = rss == "" ? "" : sprintf("%.0f", rss / 1024)
        if (!seen) {
          why = status == 124 ? "timed out after " limit " s" : "failed (exit " status ")"
          printf "| %s | %s | %s | | | %s | %s | %s | |\n", map, walker, why, seconds(cpu), seconds(wall), mib
          exit
        }
        outcome = row[col["status"]]
        note = outcome == "reached" ? "" : row[col["note"]]
        gsub(/\|/, "\\|", note)
        printf "| %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", map, walker, outcome, row[col["expanded"]],
               seconds(row[col["time_ns"]] / 1e9), seconds(cpu), seconds(wall), mib, note
      }' "$work/csv"
  done
done
