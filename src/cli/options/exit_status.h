#pragma once

#include <stdexcept>

namespace pathfinder::cli {

// The exit status of every command, the same for all (trace-diff's is diff's):
//   0  done: the results are complete (trace-diff: the traces agree);
//   1  done, and the results show a fault: a scen result that misses the optimum (or the first
//      walker's result), traces that differ (an experiment measures: its results off the optimum
//      are data, in its report);
//   2  not done: a usage error, an input that cannot be read, an output that cannot be written,
//      or a run that could not finish (out of memory); a message on standard error says which.
inline constexpr int kExitDone = 0;
inline constexpr int kExitFault = 1;
inline constexpr int kExitTrouble = 2;

/// A mistake in how a command was called that only shows once its inputs are read: a setting none
/// of the walkers takes, a cell off the map, an output that is one of the inputs. main() prints it
/// with a pointer to the command's --help, and exits with kExitTrouble.
class UsageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

} // namespace pathfinder::cli
