#include "pathfinder/search/cost_comparison.h"

#include <algorithm>
#include <cmath>

namespace pathfinder {

namespace {

constexpr std::string_view kAnyAngleNote = "any-angle: may be shorter than any grid path";
constexpr std::string_view kIgnoresCostsNote = "any-angle length, not a cost: it ignores the map's costs";
constexpr std::string_view kOtherDiagonalNote =
    "any-angle length, not a cost: the grid counts a diagonal step 1.4, less than its length";

} // namespace

double CostComparison::cost(double figure) const {
    // No path at all costs infinity whatever a path would have been measured in.
    if (!std::isfinite(figure))
        return figure;
    switch (basis) {
    case CostBasis::Grid:
        return figure;
    case CostBasis::AnyAngle:
        return figure * costPerLength;
    case CostBasis::Length:
        break;
    }
    return kNoFigure;
}

double CostComparison::ratio(double figure, double optimum) const {
    const double value = cost(figure);
    if (!std::isfinite(value) || !std::isfinite(optimum))
        return kNoFigure;
    if (optimum == 0.0)
        return value == 0.0 ? 1.0 : kNoFigure;
    return value / optimum;
}

bool CostComparison::offOptimum(double figure, double optimum, double relativeTolerance) const {
    const double value = cost(figure);
    if (!comparable() || std::isnan(value) || std::isnan(optimum))
        return false;
    if (std::isinf(value) || std::isinf(optimum))
        return value != optimum;
    const double off = value - optimum;
    const double tolerance = relativeTolerance * std::max(1.0, optimum);
    return (basis == CostBasis::AnyAngle ? off : std::fabs(off)) > tolerance;
}

CostComparison costComparison(const WalkerDescription& walker, const MapGrid& grid,
                              const Movement& movement) {
    CostComparison comparison;
    if (!walker.traits.anyAngle)
        return comparison;
    // A segment's length is what its walker pays; it is a cost only where each unit of length costs the
    // same everywhere, and it never exceeds a grid path's only where a grid diagonal counts at least √2.
    const bool shortDiagonal = movement.allowsDiagonals() && movement.diagonalStep() < std::sqrt(2.0) - 1e-12;
    const double least = grid.leastEntryCost();
    if (least != grid.greatestEntryCost() || shortDiagonal) {
        comparison.basis = CostBasis::Length;
        comparison.note =
            shortDiagonal && least == grid.greatestEntryCost() ? kOtherDiagonalNote : kIgnoresCostsNote;
        return comparison;
    }
    comparison.basis = CostBasis::AnyAngle;
    comparison.costPerLength = least;
    comparison.note = kAnyAngleNote;
    return comparison;
}

double resultCost(Outcome outcome, double pathCost) {
    switch (outcome) {
    case Outcome::Reached:
        return pathCost;
    case Outcome::Unreachable:
        return std::numeric_limits<double>::infinity();
    case Outcome::Searching:
    case Outcome::GaveUp:
        break;
    }
    return CostComparison::kNoFigure;
}

std::string resultNote(std::string_view walkerNote, const CostComparison& comparison) {
    std::string note(walkerNote);
    if (!comparison.note.empty())
        note += (note.empty() ? "" : "; ") + std::string(comparison.note);
    return note;
}

} // namespace pathfinder
