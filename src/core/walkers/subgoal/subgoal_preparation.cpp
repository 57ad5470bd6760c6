#include "search/copy_build.h"
#include "walkers/subgoal/subgoal_walker.h"

#include <atomic>
#include <memory>
#include <utility>

namespace pathfinder {

// The subgoal graph built apart from the walker (WalkerPreparation), on a copy of the map: the app
// builds it on a worker, so that its window keeps answering.

using SubgoalPreparation = CopyBuild<SubgoalGraph>;

bool SubgoalGraphWalker::needsPreparation(const MapGrid& grid, const WalkerSettings& settings) const {
    return fallbackOn(grid, settings.movement) == Fallback::None &&
           !m_graph.current(grid, settings.movement.diagonalStep(), true);
}

std::unique_ptr<WalkerPreparation> SubgoalGraphWalker::preparation(const MapGrid& grid,
                                                                   const WalkerSettings& settings) const {
    if (!needsPreparation(grid, settings))
        return nullptr;
    const double diagonal = settings.movement.diagonalStep();
    return std::make_unique<SubgoalPreparation>(
        grid, "the subgoal graph",
        [diagonal](const MapGrid& copy, SubgoalGraph& graph, const std::atomic<bool>& stop) {
            graph.build(copy, diagonal, true, &stop);
        });
}

void SubgoalGraphWalker::adopt(WalkerPreparation& preparation) {
    auto* prepared = dynamic_cast<SubgoalPreparation*>(&preparation);
    if (!prepared || prepared->built.paddedSize() == 0)
        return; // another walker's, or stopped before it was built
    m_graph = std::move(prepared->built);
    m_adoptedNs = prepared->buildNs();
}

} // namespace pathfinder
