#include "pathfinder/search/run_stats.h"

#include <cmath>
#include <ostream>

namespace pathfinder {

double RunStats::excess() const {
    if (!std::isfinite(pathCost) || !std::isfinite(optimalCost))
        return kUnknown;
    return pathCost - optimalCost;
}

std::ostream& operator<<(std::ostream& out, const RunStats& stats) {
    out << "iterations: " << stats.iterations << '\n'
        << "expanded: " << stats.expanded << '\n'
        << "generated: " << stats.generated << '\n'
        << "reexpanded: " << stats.reexpanded << '\n'
        << "dead_ends: " << stats.deadEnds << '\n'
        << "path_steps: " << stats.pathSteps << '\n'
        << "path_cost: " << stats.pathCost << '\n'
        << "optimal_cost: " << stats.optimalCost << '\n'
        << "peak_open: " << stats.peakOpen << '\n'
        << "time_ns: " << stats.timeNs << '\n'
        << "revisits: " << stats.revisits << '\n'
        << "distinct_cells: " << stats.distinctCells << '\n'
        << "gave_up: " << (stats.gaveUp ? "yes" : "no") << '\n';
    if (stats.restarts != 0)
        out << "restarts: " << stats.restarts << '\n';
    if (stats.seed)
        out << "seed: " << *stats.seed << '\n';
    if (stats.trials != 0)
        out << "trials: " << stats.trials << '\n';
    if (stats.overestimate > 0.0)
        out << "overestimate: " << stats.overestimate << '\n';
    if (stats.heuristicBytes != 0)
        out << "heuristic_build_ns: " << stats.heuristicBuildNs << '\n'
            << "heuristic_bytes: " << stats.heuristicBytes << '\n';
    return out;
}

} // namespace pathfinder
