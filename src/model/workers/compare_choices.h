#pragma once

#include <string>
#include <vector>

namespace pathfinder::app {

/// What the user last chose in Compare All; the next Compare window starts from it, and the app
/// keeps it between sessions.
struct CompareChoices {
    std::vector<std::string> walkers; ///< registry names of the ticked walkers
    int repetitions = 5;
    int budgetPerCell = 50; ///< iterations a run may take: this many times the map's cells
    bool logScale = true;   ///< bar charts on a logarithmic scale
    bool showGaveUp = true; ///< charts include walkers that gave up

    /// Every walker but Depth-First, whose iterative deepening takes minutes on large open maps.
    static CompareChoices defaults();
};

} // namespace pathfinder::app
