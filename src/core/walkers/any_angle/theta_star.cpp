#include "walkers/any_angle/theta_star.h"

#include "pathfinder/walkers/any_angle/any_angle.h"

#include "walkers/any_angle/any_angle_listings.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <limits>

namespace pathfinder {

namespace {

/// The Euclidean length of a step in each heading: g and h measure the plane, whatever length the
/// movement gives a diagonal step on the grid.
double euclideanStep(unsigned d) {
    return isDiagonal(static_cast<Direction>(d)) ? std::sqrt(2.0) : 1.0;
}

/// A new route must be shorter by more than rounding to count, as in the best-first engine.
constexpr double kRelTolerance = 1.0 - 1e-12;

} // namespace

void ThetaStarSearch::doReset() {
    const MapGrid& grid = gridRef();
    m_nodes.fit(grid.paddedSize());
    m_nodes.beginSearch();
    m_open.reset(grid.paddedSize());
    m_current = MapGrid::kNoCell;
    m_moves.setup(grid, settings().movement);
    m_rank.setup(settings().tieBreak);

    const auto start = grid.start();
    const auto goal = grid.goal();
    m_ready = start && goal && !grid.isBlocked(*start);
    if (!m_ready)
        return;
    m_goal = *goal;
    m_goalCell = static_cast<std::uint32_t>(grid.paddedIndex(*goal));
    m_startCell = static_cast<std::uint32_t>(grid.paddedIndex(*start));
    m_nodes[m_startCell] = Node{0.0, m_startCell, m_nodes.epoch(), CellVisit::Open};
    m_open.push(m_rank.entry(rankBits(hValue(*start)), 0.0, m_startCell));
    mutableStats().peakOpen = 1;
    emitCell(SearchEventKind::Generating, *start);
}

double ThetaStarSearch::hValue(Coord c) const {
    return std::hypot(static_cast<double>(c.x - m_goal.x), static_cast<double>(c.y - m_goal.y));
}

double ThetaStarSearch::distance(std::uint32_t from, std::uint32_t to) const {
    const Coord a = gridRef().coordOf(from);
    const Coord b = gridRef().coordOf(to);
    return std::hypot(static_cast<double>(a.x - b.x), static_cast<double>(a.y - b.y));
}

bool ThetaStarSearch::sees(std::uint32_t from, std::uint32_t to) const {
    const MapGrid& grid = gridRef();
    return segmentIsClear(grid, settings().movement, centreOf(grid.coordOf(from)),
                          centreOf(grid.coordOf(to)));
}

WalkState ThetaStarSearch::doIterate() {
    if (!m_ready || m_open.empty())
        return giveUp();

    RunStats& stats = mutableStats();
    const std::uint32_t cell = m_open.pop().cell;
    Node& node = m_nodes[cell];
    m_current = cell;
    ++stats.expanded;
    const Coord here = gridRef().coordOf(cell);
    emitCell(SearchEventKind::Expanding, here);
    if (m_lazy)
        settleParent(cell, node);
    node.visit = CellVisit::Closed;
    if (cell == m_goalCell) {
        emitCell(SearchEventKind::Closing, here);
        std::vector<PathPoint> points;
        for (const std::uint32_t c : parentChain(cell))
            points.push_back(centreOf(gridRef().coordOf(c)));
        std::vector<Coord> cells = cellsAlong(gridRef(), settings().movement, points);
        return reachGoalAlong(std::move(points), std::move(cells));
    }

    // The route to a neighbour through n's parent replaces the bend at n; the start is its own parent.
    const std::uint32_t parent = node.parent;
    const double parentG = m_nodes[parent].g;
    const std::uint32_t epoch = m_nodes.epoch();
    m_moves.forEach(gridRef().paddedCells(), cell, [&](std::uint32_t next, unsigned d) {
        const Node& neighbour = m_nodes[next];
        if (neighbour.epoch == epoch && neighbour.visit == CellVisit::Closed)
            return;
        if (parent != cell && (m_lazy || sees(parent, next)))
            relax(next, parent, parentG + distance(parent, next));
        else
            relax(next, cell, node.g + euclideanStep(d));
    });
    m_open.settle();
    emitCell(SearchEventKind::Closing, here);
    stats.peakOpen = std::max<std::uint64_t>(stats.peakOpen, m_open.size());
    return WalkState::StillLooking;
}

void ThetaStarSearch::settleParent(std::uint32_t cell, Node& node) {
    if (node.parent == cell || sees(node.parent, cell))
        return;
    // The cell was opened by a closed neighbour, and steps are symmetric, so one is always found.
    double best = std::numeric_limits<double>::infinity();
    std::uint32_t bestParent = MapGrid::kNoCell;
    const std::uint32_t epoch = m_nodes.epoch();
    m_moves.forEach(gridRef().paddedCells(), cell, [&](std::uint32_t next, unsigned d) {
        const Node& neighbour = m_nodes[next];
        if (neighbour.epoch != epoch || neighbour.visit != CellVisit::Closed)
            return;
        const double g = neighbour.g + euclideanStep(d);
        if (g < best) {
            best = g;
            bestParent = next;
        }
    });
    assert(bestParent != MapGrid::kNoCell);
    if (bestParent == MapGrid::kNoCell)
        return;
    node.g = best;
    node.parent = bestParent;
}

void ThetaStarSearch::relax(std::uint32_t m, std::uint32_t parent, double g) {
    Node& node = m_nodes[m];
    const bool seen = node.epoch == m_nodes.epoch();
    if (seen && !(g < node.g * kRelTolerance))
        return;
    const bool inHeap = seen && node.visit == CellVisit::Open;
    node = Node{g, parent, m_nodes.epoch(), CellVisit::Open};
    ++mutableStats().generated;
    const Coord at = gridRef().coordOf(m);
    m_open.offer(m_rank.entry(rankBits(g + hValue(at)), g, m), inHeap);
    emitCell(seen ? SearchEventKind::Updating : SearchEventKind::Generating, at);
}

std::vector<std::uint32_t> ThetaStarSearch::parentChain(std::uint32_t goalCell) const {
    std::vector<std::uint32_t> chain{goalCell};
    // Each parent was closed before its child was opened, so the chain ends at the start; the bound
    // only guards against a broken table.
    const std::size_t bound = gridRef().cellCount();
    while (m_nodes[chain.back()].parent != chain.back() && chain.size() <= bound)
        chain.push_back(m_nodes[chain.back()].parent);
    std::reverse(chain.begin(), chain.end());
    return chain;
}

CellView ThetaStarSearch::cellState(Coord c) const {
    CellView view;
    const MapGrid* grid = this->grid();
    if (!grid || !grid->inBounds(c) || m_nodes.size() != grid->paddedSize())
        return view;
    if (m_ready)
        view.h = hValue(c);
    const std::size_t cell = grid->paddedIndex(c);
    if (!m_nodes.seen(cell))
        return view;
    const Node& node = m_nodes[cell];
    view.visit = node.visit;
    view.g = node.g;
    view.f = node.g + view.h;
    if (node.parent != cell)
        view.parent = grid->coordOf(node.parent);
    return view;
}

std::optional<Coord> ThetaStarSearch::current() const {
    return coordOfCell(m_current);
}

const WalkerDescription& ThetaStarWalker::description() const {
    static const WalkerDescription description = [] {
        WalkerDescription d;
        d.name = "thetastar";
        d.displayName = "Theta*";
        d.openListNote =
            "Theta* ranks by straight-line g and h between cell centres: its open list is not ranked here.";
        d.pseudoCode = &thetaStarListing;
        d.traits.complete = true;
        d.traits.anyAngle = true;
        d.parameters = {Parameter::TieBreak, Parameter::SearchUnreachable};
        return d;
    }();
    return description;
}

const WalkerDescription& LazyThetaStarWalker::description() const {
    static const WalkerDescription description = [] {
        WalkerDescription d;
        d.name = "lazy-thetastar";
        d.displayName = "Lazy Theta*";
        d.openListNote = "Lazy Theta* ranks by straight-line g and h between cell centres: its open list is "
                         "not ranked here.";
        d.pseudoCode = &lazyThetaStarListing;
        d.traits.complete = true;
        d.traits.anyAngle = true;
        d.parameters = {Parameter::TieBreak, Parameter::SearchUnreachable};
        return d;
    }();
    return description;
}

} // namespace pathfinder
