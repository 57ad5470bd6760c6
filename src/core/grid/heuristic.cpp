#include "pathfinder/grid/heuristic.h"

namespace pathfinder {

bool isAdmissible(HeuristicKind kind, const Movement& movement, Topology topology) {
    if (topology == Topology::Hex) {
        // A hex step moves x and y by at most 1 each, and the hex distance by exactly 1; a step
        // to (x ± 1, y ± 1) takes dx + dy down by 2.
        return kind != HeuristicKind::Manhattan;
    }
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
    // Every orthogonal step is a hex step too, but a square diagonal may be two.
    case HeuristicKind::Hex:
        return !movement.allowsDiagonals() || movement.diagonalLength == DiagonalLength::Two;
    }
    return false;
}

} // namespace pathfinder
