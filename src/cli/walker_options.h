#pragma once

#include "pathfinder/walker.h"

#include <optional>
#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace pathfinder::cli {

/// The search settings every command that runs walkers accepts.
struct WalkerOptions {
    std::string algorithms = "astar";
    std::optional<std::string> heuristic;
    double weight = 1.0;
    std::optional<int> neighbours;
    std::optional<std::string> diagonal;
    std::optional<std::string> diagonalLength;
    std::optional<std::string> tieBreak;

    /// Declares --algo, --heuristic, --weight, --neighbours, --diagonal, --diagonal-length and
    /// --tie-break on a (sub)command.
    void declare(CLI::App& command);

    /// Settings from the options, starting from the map's own movement when it has one.
    WalkerSettings settings(const std::optional<Movement>& fileMovement) const;

    /// The registry names selected by --algo ("all" or a comma-separated list); throws
    /// std::runtime_error listing the valid names for an unknown one.
    std::vector<std::string> walkerNames() const;
};

} // namespace pathfinder::cli
