#include "teaching/value_working.h"

#include "pathfinder/basics/count_text.h"
#include "pathfinder/grid/heuristic.h"
#include "pathfinder/teaching/open_list_explanation.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <optional>
#include <string_view>

namespace pathfinder {

namespace {

using Ranking = OpenListRanking;

/// What the walker ranks by; a walker whose open list is not explained is worked as g + h.
Ranking rankingOf(const MapGridWalker& walker) {
    const Ranking ranking = walker.description().ranking;
    return ranking == Ranking::None ? Ranking::Sum : ranking;
}

/// The heuristic the walker ranks with; nothing for the walkers that use none.
std::optional<HeuristicKind> heuristicOf(const MapGridWalker& walker) {
    const WalkerDescription& description = walker.description();
    if (description.ranking == Ranking::Hops || description.ranking == Ranking::Cost)
        return std::nullopt;
    if (description.fixedHeuristic)
        return description.fixedHeuristic;
    return walker.settings().heuristic;
}

std::string num(double value) {
    return explanationNumber(value);
}

/// The step or jump from `parent` to `cell` and its cost, in words.
std::string stepWords(const MapGridWalker& walker, Coord parent, Coord cell, Ranking ranking, double* cost) {
    const MapGrid& grid = *walker.grid();
    const Movement& movement = walker.settings().movement;
    const int dx = std::abs(cell.x - parent.x);
    const int dy = std::abs(cell.y - parent.y);
    if (ranking == Ranking::Hops) {
        *cost = 1.0;
        return "one more move: " + std::string(walker.displayName()) + " counts moves, not costs";
    }
    if (std::max(dx, dy) == 1) {
        const bool diagonal = dx == 1 && dy == 1;
        const double length = diagonal ? movement.diagonalStep() : 1.0;
        const double entry = grid.entryCost(cell);
        *cost = length * entry;
        const std::string what = diagonal ? "a diagonal step of length " + num(length) : "an orthogonal step";
        return what + " onto a cell of entry cost " + num(entry);
    }
    // A jump of JPS: diagonal steps first, then straight ones (with 4 neighbours, all straight).
    if (!movement.allowsDiagonals()) {
        *cost = dx + dy;
        return "a jump of " + countText(static_cast<std::uint64_t>(dx + dy), "straight step");
    }
    const int diagonals = std::min(dx, dy);
    const int straight = std::max(dx, dy) - diagonals;
    *cost = diagonals * movement.diagonalStep() + straight;
    if (diagonals == 0)
        return "a jump of " + countText(static_cast<std::uint64_t>(straight), "straight step");
    std::string text = "a jump of " + std::to_string(diagonals) +
                       (diagonals == 1 ? " diagonal step" : " diagonal steps") + " of " +
                       num(movement.diagonalStep());
    if (straight > 0)
        text += " and " + std::to_string(straight) + (straight == 1 ? " straight one" : " straight ones");
    return text;
}

std::string gWorking(const MapGridWalker& walker, Coord cell, const CellView& view, Ranking ranking) {
    if (!view.parent) {
        if (walker.grid()->start() == cell)
            return "g = 0: it is the start";
        return "g = " + num(view.g);
    }
    const Coord parent = *view.parent;
    const double parentG = walker.cellState(parent).g;
    double step = 0.0;
    const std::string words = stepWords(walker, parent, cell, ranking, &step);
    std::string text = "g = g" + cellName(parent) + " + step = " + num(parentG) + " + " + num(step) + " = " +
                       num(parentG + step) + " (" + words + ")";
    if (std::fabs(parentG + step - view.g) > 1e-6)
        text += "; the walker holds " + num(view.g) + ": the parent's g has changed since";
    return text;
}

/// The heuristic's distance from `a` to `b` with its formula filled in, and its name.
double distanceWorking(HeuristicKind kind, Coord a, Coord b, const Movement& movement, Topology topology,
                       std::string* formula, std::string* name) {
    const int dx = std::abs(a.x - b.x);
    const int dy = std::abs(a.y - b.y);
    const double value = heuristic(kind, a, b, movement, topology);
    const bool hex = topology == Topology::Hex;
    // On hex maps the octile distance, the obstacle-free one, is the hex distance.
    if (hex && kind == HeuristicKind::Octile)
        kind = HeuristicKind::Hex;
    if (hex && kind == HeuristicKind::Euclidean) {
        *name = "straight-line distance between the hexes' centres";
        *formula = num(value);
        return value;
    }
    const std::string sumXY = "dx + dy = " + std::to_string(dx) + " + " + std::to_string(dy);
    switch (kind) {
    case HeuristicKind::Manhattan:
        *name = "Manhattan distance";
        *formula = sumXY;
        break;
    case HeuristicKind::Chebyshev:
        *name = "Chebyshev distance";
        *formula = "max(dx, dy) = max(" + std::to_string(dx) + ", " + std::to_string(dy) + ")";
        break;
    case HeuristicKind::Euclidean:
        *name = "Euclidean distance";
        *formula = "\u221a(dx\u00b2 + dy\u00b2) = \u221a(" + std::to_string(dx) + "\u00b2 + " +
                   std::to_string(dy) + "\u00b2)";
        break;
    case HeuristicKind::Octile:
        *name = "octile distance";
        if (movement.allowsDiagonals()) {
            const int lo = std::min(dx, dy);
            const int hi = std::max(dx, dy);
            *formula = "(max \u2212 min) + min \u00d7 " + num(movement.diagonalStep()) + " = (" +
                       std::to_string(hi) + " \u2212 " + std::to_string(lo) + ") + " + std::to_string(lo) +
                       " \u00d7 " + num(movement.diagonalStep());
        } else {
            *formula = sumXY;
        }
        break;
    case HeuristicKind::Hex: {
        const Axial p = axialOf(a);
        const Axial q = axialOf(b);
        *name = "hex distance";
        *formula = "max(|dq|, |dr|, |dq + dr|) = max(" + std::to_string(std::abs(p.q - q.q)) + ", " +
                   std::to_string(std::abs(p.r - q.r)) + ", " +
                   std::to_string(std::abs(p.q + p.r - q.q - q.r)) + ")";
        break;
    }
    case HeuristicKind::Zero:
        break;
    }
    *formula += " = " + num(value);
    return value;
}

std::string hWorking(const MapGridWalker& walker, Coord cell, const CellView& view) {
    const std::optional<HeuristicKind> kind = heuristicOf(walker);
    if (!kind)
        return "h = 0: " + std::string(walker.displayName()) + " uses no heuristic";
    if (*kind == HeuristicKind::Zero)
        return "h = 0: the zero heuristic";
    const MapGrid& grid = *walker.grid();
    const Coord goal = grid.goal().value_or(cell);
    std::string formula;
    std::string name;
    const double distance =
        distanceWorking(*kind, cell, goal, walker.settings().movement, grid.topology(), &formula, &name);
    if (distance > 0.0 && std::fabs(view.h / distance - 1.0) > 1e-9) {
        // The distance is priced at the map's least entry cost, or at the cell's own (terrain).
        const double scale = view.h / distance;
        const bool least = std::fabs(scale - grid.leastEntryFactor()) < 1e-9;
        formula += " \u00d7 " + num(scale) + " = " + num(view.h) + " (scaled by " +
                   (least ? "the least entry cost on the map" : "the cell's entry cost") + ")";
    }
    return "h = " + formula + " (" + name + " from " + cellName(cell) + " to the goal " + cellName(goal) +
           ")";
}

std::string fWorking(const MapGridWalker& walker, const CellView& view, Ranking ranking) {
    switch (ranking) {
    case Ranking::Hops:
        return "f = g = " + num(view.g) + ": " + std::string(walker.displayName()) + " ranks by moves";
    case Ranking::Cost:
        return "f = g = " + num(view.g) + ": " + std::string(walker.displayName()) + " ranks by g alone";
    case Ranking::Estimate:
        return "f = h = " + num(view.h) + ": " + std::string(walker.displayName()) + " ranks by h alone";
    case Ranking::WeightedSum:
        if (walker.settings().weight != 1.0)
            return "f = g + w\u00b7h = " + num(view.g) + " + " + num(walker.settings().weight) + " \u00d7 " +
                   num(view.h) + " = " + num(view.f);
        break;
    case Ranking::None:
    case Ranking::Sum:
        break;
    }
    return "f = g + h = " + num(view.g) + " + " + num(view.h) + " = " + num(view.f);
}

} // namespace

std::string cellName(Coord c) {
    return "(" + std::to_string(c.x) + "," + std::to_string(c.y) + ")";
}

ValueWorking workValues(const MapGridWalker& walker, Coord cell) {
    const CellView view = walker.cellState(cell);
    const Ranking ranking = rankingOf(walker);
    return ValueWorking{gWorking(walker, cell, view, ranking), hWorking(walker, cell, view),
                        fWorking(walker, view, ranking)};
}

} // namespace pathfinder
