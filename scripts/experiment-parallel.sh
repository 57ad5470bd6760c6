#!/usr/bin/env bash
# Runs an experiment as N shards side by side with GNU parallel, then merges them into OUTDIR, the
# folder a single run (pathfinder-cli experiment FILE --out OUTDIR) writes.
#
#   scripts/experiment-parallel.sh FILE N OUTDIR [JOBS]
#
# JOBS shards run at once (default: one per processor); each runs on one thread, so that the
# shards do not compete for the processors. The shards' folders are written in OUTDIR.shards/ and
# removed once the merge has succeeded; when a shard fails they are left there, and the merge can
# be run again by hand (pathfinder-cli experiment merge OUTDIR.shards/* --out OUTDIR) once the
# failed shard has been run again.
#
# PATHFINDER_CLI names the program (default: pathfinder-cli on the PATH). Options for every shard
# (such as --data DIR) go in PATHFINDER_EXPERIMENT_OPTIONS, split on spaces.
set -euo pipefail

usage() {
  echo "usage: $0 FILE N OUTDIR [JOBS]" >&2
  exit 2
}
[ $# -ge 3 ] && [ $# -le 4 ] || usage
file=$1
count=$2
out=${3%/}
jobs=${4:-0} # GNU parallel: 0 runs as many as it can, here one per processor
cli=${PATHFINDER_CLI:-pathfinder-cli}
read -r -a options <<<"${PATHFINDER_EXPERIMENT_OPTIONS:-}"

[[ $count =~ ^[1-9][0-9]*$ ]] || { echo "error: N must be a whole number from 1, not '$count'" >&2; exit 2; }
[[ $jobs =~ ^[0-9]+$ ]] || { echo "error: JOBS must be a whole number, not '$jobs'" >&2; exit 2; }
[ "$jobs" != 0 ] || jobs=$(nproc 2>/dev/null || echo 1)
command -v parallel >/dev/null || { echo "error: GNU parallel is not installed (Debian: apt install parallel)" >&2; exit 2; }
[ ! -e "$out" ] || { echo "error: $out exists; choose another OUTDIR" >&2; exit 2; }
shards="$out.shards"
[ ! -e "$shards" ] || { echo "error: $shards exists (the shards of an earlier run?); remove it first" >&2; exit 2; }
mkdir -p "$shards"

# -q quotes every word of the command, so that paths with spaces pass whole; {} is the shard K.
if ! parallel --will-cite -q --halt soon,fail=1 -j "$jobs" \
  "$cli" experiment "$file" "${options[@]}" --quiet --jobs 1 --shard "{}/$count" --out "$shards/shard-{}" \
  ::: $(seq 1 "$count"); then
  echo "error: a shard failed; the shards done are in $shards" >&2
  exit 2
fi
"$cli" experiment merge "$shards"/shard-* --out "$out"
rm -rf "$shards"
