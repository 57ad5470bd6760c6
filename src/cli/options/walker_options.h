#pragma once

#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/walker.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace pathfinder::cli {

/// The walker settings of a command that runs walkers: --algo, the movement options, --budget, and
/// one --KEY option per walker parameter (walker_description.h).
struct WalkerOptions {
    std::string algorithms{kDefaultWalker};
    std::optional<int> neighbours;
    std::optional<std::string> diagonal;
    std::optional<std::string> diagonalLength;
    std::string budget = "50x";
    /// Each parameter's text as given, indexed by Parameter; empty when not given.
    std::vector<std::optional<std::string>> parameters =
        std::vector<std::optional<std::string>>(kParameterCount);
    /// Each flag parameter as given, indexed by Parameter.
    std::vector<char> flags = std::vector<char>(kParameterCount, 0);

    /// Declares --algo, --neighbours, --diagonal, --diagonal-length, --budget and an option for
    /// every walker parameter but those in `without` (which the command uses for something else).
    void declare(CLI::App& command, const std::vector<Parameter>& without = {});

    /// Settings from the options, starting from the map's own movement when it has one. Throws
    /// UsageError for a parameter that none of the selected walkers declares, naming the ones they
    /// do.
    WalkerSettings settings(const std::optional<Movement>& fileMovement) const;

    /// The registry names selected by --algo ("all" or a comma-separated list); throws UsageError
    /// listing the valid names for an unknown one.
    std::vector<std::string> walkerNames() const;

    /// The iterations one run may take on `grid`, from --budget (throws UsageError for a budget
    /// that budget() would refuse).
    std::uint64_t budgetFor(const MapGrid& grid) const;

private:
    /// The parameters given on the command line.
    std::vector<Parameter> given() const;
};

/// Every walker by name with its guide summary, as the help of the commands that take --algo ends.
std::string walkersHelp();

/// Declares --budget on a command that has no other walker options.
void declareBudget(CLI::App& command, std::string& budget);

/// Declares --neighbours, --diagonal and --diagonal-length; their help names `otherDefault` (e.g.
/// "the map file's") as where the default may come from instead, when it is not empty.
void declareMovement(CLI::App& command, std::optional<int>& neighbours, std::optional<std::string>& diagonal,
                     std::optional<std::string>& diagonalLength, const std::string& otherDefault = {});

/// The largest --reps: the runs of one walker are kept to take their median.
inline constexpr std::uint64_t kMaxRepetitions = 1000;

} // namespace pathfinder::cli
