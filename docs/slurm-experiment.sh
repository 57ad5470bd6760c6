#!/usr/bin/env bash
# A Slurm job array that runs an experiment as N shards, one per array task, and a merge job that
# starts once all of them have ended well. Submit it with
#
#   sbatch --array=1-N docs/slurm-experiment.sh FILE N OUTDIR
#
# (N, the number of shards, twice: a failed shard K runs again with --array=K and the same N). The
# task with the lowest index submits the merge. Every node must see FILE,
# its scenario files and maps, and OUTDIR's parent at the same paths (a shared file system), and
# have pathfinder-cli on its PATH (or PATHFINDER_CLI naming it). See docs/sweeps.md.
#
#SBATCH --job-name=pathfinder-shard
#SBATCH --cpus-per-task=1
#SBATCH --time=04:00:00
#SBATCH --output=%x-%A_%a.log
set -euo pipefail

file=$1
count=$2
out=${3%/}
cli=${PATHFINDER_CLI:-pathfinder-cli}
index=${SLURM_ARRAY_TASK_ID:?submit with sbatch --array=1-N}
shards="$out.shards"
mkdir -p "$shards"

# The first task submits the merge: it waits for every task of this array to end well (afterok).
if [ "$index" = "${SLURM_ARRAY_TASK_MIN:-1}" ]; then
  sbatch --job-name=pathfinder-merge --dependency="afterok:${SLURM_ARRAY_JOB_ID}" \
    --output="%x-%j.log" --wrap="'$cli' experiment merge '$shards'/shard-* --out '$out'"
fi

# One thread per shard: Slurm gives each task its own processor. Progress lines go to the log.
exec "$cli" experiment "$file" --jobs "${SLURM_CPUS_PER_TASK:-1}" --shard "$index/$count" \
  --out "$shards/shard-$index"
