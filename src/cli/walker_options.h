#pragma once

#include "pathfinder/map_grid.h"
#include "pathfinder/walker.h"

#include <cstdint>
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
    std::uint64_t seed = 1;
    std::uint64_t maxSteps = 0;
    std::string hand = "left";
    std::string stopRule = "mline";
    std::string budget = "50x";

    /// Declares --algo, --heuristic, --weight, --neighbours, --diagonal, --diagonal-length,
    /// --tie-break, --budget, and the reactive walkers' --seed, --max-steps, --hand and --stop-rule
    /// on a (sub)command.
    void declare(CLI::App& command);
    /// Only the search and movement options and the budget: --algo, --heuristic, --weight,
    /// --neighbours, --diagonal, --diagonal-length, --tie-break, --budget.
    void declareSearch(CLI::App& command);
    /// Only the reactive walkers' options: --seed, --max-steps, --hand, --stop-rule.
    void declareReactive(CLI::App& command);

    /// Settings from the options, starting from the map's own movement when it has one.
    WalkerSettings settings(const std::optional<Movement>& fileMovement) const;

    /// The registry names selected by --algo ("all" or a comma-separated list); throws
    /// std::runtime_error listing the valid names for an unknown one.
    std::vector<std::string> walkerNames() const;

    /// The iterations one run may take on `grid`, from --budget.
    std::uint64_t budgetFor(const MapGrid& grid) const;
};

/// Declares --budget on a command that has no other walker options.
void declareBudget(CLI::App& command, std::string& budget);

/// The largest --reps: the runs of one walker are kept to take their median.
inline constexpr std::uint64_t kMaxRepetitions = 1000;

} // namespace pathfinder::cli
