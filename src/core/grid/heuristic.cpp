#include "pathfinder/grid/heuristic.h"

namespace pathfinder {

bool isAdmissible(HeuristicKind kind, const Movement& movement) {
    switch (kind) {
    case HeuristicKind::Zero:
    case HeuristicKind::Chebyshev:
    case HeuristicKind::Octile:
        return true;
    // √2·k > 1.4·k: straight-line distance overestimates a run of 1.4-long diagonals.
    case HeuristicKind::Euclidean:
        return !movement.allowsDiagonals() || movement.diagonalLength != DiagonalLength::OnePointFour;
    // dx + dy counts a diagonal as 2, so it is a lower bound only when a diagonal costs 2.
    case HeuristicKind::Manhattan:
        return !movement.allowsDiagonals() || movement.diagonalLength == DiagonalLength::Two;
    }
    return false;
}

} // namespace pathfinder
