#!/usr/bin/env bash
# Runs bench/experiments/thesis.json (the original testbed's chapter 4 and 5 tests on the four test
# problems of mazes/, with their wall removals) and writes its two summary tables into
# docs/thesis-experiments.md, between "<!-- tables: thesis -->" and "<!-- /tables -->", under a line
# saying when, from which commit and on what machine they were made.
#
#   [CLI=build/release/src/cli/pathfinder-cli] bench/thesis_results.sh
set -euo pipefail
cd "$(dirname "$0")/.."

cli=${CLI:-build/release/src/cli/pathfinder-cli}
doc=docs/thesis-experiments.md
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$cli" experiment bench/experiments/thesis.json --out "$work/out" >&2
{
  echo "_Made by \`bench/thesis_results.sh\`: $(date -u '+%F %H:%M') UTC, commit $(git rev-parse --short HEAD 2>/dev/null || echo unknown), $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//'), load average $(cut -d' ' -f1-3 /proc/loadavg)_"
  echo
  # The two summary tables: their captions, rows and the blank line after each.
  awk '/^_Median time per search|^_Expansions \// { on = 1 }
       on { print; if (/^\|/) rows = 1; else if (rows && /^$/) on = rows = 0 }' "$work/out/report.md"
} >"$work/tables"
grep -q '^<!-- tables: thesis -->$' "$doc" && grep -q '^<!-- /tables -->$' "$doc" ||
  { echo "thesis_results: $doc has no <!-- tables: thesis --> … <!-- /tables --> block" >&2; exit 1; }
awk -v tables="$work/tables" '
  /^<!-- tables: thesis -->$/ { print; while ((getline line < tables) > 0) print line; skip = 1; next }
  /^<!-- \/tables -->$/ { skip = 0 }
  !skip { print }' "$doc" >"$work/doc"
mv "$work/doc" "$doc"
