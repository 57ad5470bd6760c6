#include "pathfinder/heuristic.h"

namespace pathfinder {

const std::vector<HeuristicKind>& allHeuristics() {
    static const std::vector<HeuristicKind> kinds = {HeuristicKind::Octile, HeuristicKind::Euclidean,
                                                     HeuristicKind::Chebyshev, HeuristicKind::Manhattan,
                                                     HeuristicKind::Zero};
    return kinds;
}

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

std::string_view toString(HeuristicKind kind) {
    switch (kind) {
    case HeuristicKind::Manhattan:
        return "manhattan";
    case HeuristicKind::Chebyshev:
        return "chebyshev";
    case HeuristicKind::Euclidean:
        return "euclidean";
    case HeuristicKind::Octile:
        return "octile";
    case HeuristicKind::Zero:
        return "zero";
    }
    return "octile";
}

std::optional<HeuristicKind> parseHeuristic(std::string_view text) {
    for (auto kind : allHeuristics())
        if (text == toString(kind))
            return kind;
    return std::nullopt;
}

} // namespace pathfinder
