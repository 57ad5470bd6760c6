#pragma once

#include <string>
#include <vector>

namespace pathfinder::cli {

/// Joins the result folders of the shards of one experiment (`experiment FILE --shard K/N`) into
/// the folder `out` a single run writes: the same rows in the same order, the report over all of
/// them. The shards must be of the same experiment file (its hash), split the same way (N), each
/// K once and none missing, none partial, and the experiment's inputs must be as they ran;
/// otherwise nothing is written and a UsageError or runtime_error names the folder and what is
/// wrong. Returns the exit status.
int mergeExperimentShards(const std::vector<std::string>& folders, const std::string& out, bool overwrite);

} // namespace pathfinder::cli
