#include "walkers/incremental/lpastar.h"

#include "pathfinder/basics/count_text.h"

#include "walkers/incremental/incremental_listings.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace pathfinder {

namespace {

/// A lower route must beat the known one by more than rounding: costs equal in exact arithmetic
/// but summed in another order differ in their last bits, and taking such a "lower" route would
/// reopen a settled cell for nothing.
constexpr double kRelTolerance = 1.0 - 1e-12;

std::uint8_t reverseHeading(unsigned d) {
    return static_cast<std::uint8_t>((d + 4) & 7);
}

double keyOf(std::uint64_t bits) {
    double value;
    std::memcpy(&value, &bits, sizeof value);
    return value;
}

} // namespace

const WalkerDescription& LpaStarWalker::description() const {
    static const WalkerDescription description = [] {
        WalkerDescription d;
        d.name = "lpastar";
        d.displayName = "LPA*";
        d.openListNote = "LPA*'s open list is ranked by its two-part key, not by f and a tie-break.";
        d.pseudoCode = &lpaStarListing;
        d.traits.weightedCosts = true;
        d.traits.optimal = true;
        d.traits.complete = true;
        d.traits.dynamicRepair = true;
        d.mapFeatures = kAllMapFeatures;
        d.parameters = {Parameter::Heuristic, Parameter::TerrainEstimate, Parameter::SearchUnreachable};
        return d;
    }();
    return description;
}

void LpaStarWalker::doReset() {
    const MapGrid& grid = gridRef();
    const std::size_t cells = grid.paddedSize();
    m_nodes.fit(cells);
    m_cells = cells;
    m_nodes.beginSearch();
    m_open.reset(cells);
    m_moves.setup(grid, settings().movement);
    const double* entryCost = grid.entryCosts();
    for (unsigned d = 0; d < kDirectionCount; ++d)
        for (int code = 0; code < MapGrid::kCodeCount; ++code)
            m_stepCost[d][code] = m_moves.stepLength(d) * entryCost[code];
    m_hScale = grid.leastEntryFactor();
    m_current = MapGrid::kNoCell;
    m_order = 0;
    m_repairs = 0;
    const auto start = grid.start();
    const auto goal = grid.goal();
    m_ready = start && goal && !grid.isBlocked(*goal) && !grid.isBlocked(*start);
    if (!m_ready)
        return;
    m_start = *start;
    m_goal = *goal;
    m_startCell = static_cast<std::uint32_t>(grid.paddedIndex(m_start));
    m_goalCell = static_cast<std::uint32_t>(grid.paddedIndex(m_goal));
    Node& root = nodeAt(m_startCell);
    root.rhs = 0.0;
    m_open.push(entryOf(m_startCell, root, m_start));
    mutableStats().peakOpen = 1;
    report(m_startCell, false);
}

LpaStarWalker::Node& LpaStarWalker::nodeAt(std::uint32_t cell) {
    Node& node = m_nodes[cell];
    if (node.epoch != m_nodes.epoch()) {
        node.g = node.rhs = kInfinity;
        node.epoch = m_nodes.epoch();
        node.via = kNoParentHeading;
        node.flags = 0;
    }
    return node;
}

double LpaStarWalker::h(Coord at) const {
    const WalkerSettings& s = settings();
    const MapGrid& grid = gridRef();
    const double scale = s.terrainEstimate == TerrainEstimate::CellFactor ? grid.entryCost(at) : m_hScale;
    return heuristic(s.heuristic, at, m_goal, s.movement, grid.topology()) * scale;
}

OpenEntry LpaStarWalker::entryOf(std::uint32_t cell, const Node& node, Coord at) {
    const double k2 = std::min(node.g, node.rhs);
    OpenEntry entry;
    entry.key = rankBits(k2 + h(at));
    entry.tie = rankBits(k2);
    entry.order = m_order++;
    entry.cell = cell;
    return entry;
}

double LpaStarWalker::bestPredecessor(std::uint32_t cell, int* heading) const {
    const std::uint8_t* costs = gridRef().paddedCells();
    double best = kInfinity;
    if (heading)
        *heading = -1;
    if (costs[cell] == MapGrid::kWall)
        return kInfinity;
    for (unsigned moves = m_moves.into(costs, cell); moves != 0; moves &= moves - 1) {
        const unsigned d = lowestBit(moves);
        const auto prev = static_cast<std::uint32_t>(static_cast<std::ptrdiff_t>(cell) + m_moves.offset(d));
        // The same sum expand() makes for prev's step here, so exact comparisons see identical bits.
        const double value = m_moves.climbed(m_stepCost[d][costs[cell]], prev, cell) + gOf(prev);
        if (value < best) {
            best = value;
            if (heading)
                *heading = static_cast<int>(d);
        }
    }
    return best;
}

bool LpaStarWalker::seen(std::uint32_t cell) const {
    if (!m_nodes.seen(cell))
        return false;
    const Node& node = m_nodes[cell];
    return m_open.contains(cell) || std::isfinite(node.g) || std::isfinite(node.rhs);
}

void LpaStarWalker::report(std::uint32_t cell, bool wasSeen) const {
    if (!listener())
        return;
    if (m_open.contains(cell))
        emitCell(wasSeen ? SearchEventKind::Updating : SearchEventKind::Generating, cell);
    else
        emitCell(seen(cell) ? SearchEventKind::Closing : SearchEventKind::Discarding, cell);
}

void LpaStarWalker::updateVertex(std::uint32_t cell, Node& node, Coord at) {
    if (node.g != node.rhs) {
        m_open.push(entryOf(cell, node, at));
        ++mutableStats().generated;
    } else {
        m_open.remove(cell);
    }
}

void LpaStarWalker::recompute(std::uint32_t cell) {
    Node& node = nodeAt(cell);
    const bool wasSeen = listener() && seen(cell);
    if (cell != m_startCell) {
        int heading = -1;
        node.rhs = bestPredecessor(cell, &heading);
        node.via = heading < 0 ? kNoParentHeading : static_cast<std::uint8_t>(heading);
    }
    updateVertex(cell, node, coordOf(cell));
    report(cell, wasSeen);
}

void LpaStarWalker::recomputeAround(Coord centre) {
    const MapGrid& grid = gridRef();
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) {
            const Coord c{centre.x + dx, centre.y + dy};
            if (grid.inBounds(c))
                recompute(static_cast<std::uint32_t>(grid.paddedIndex(c)));
        }
}

bool LpaStarWalker::searchDone() const {
    if (m_open.empty())
        return true;
    // Keys equal in exact arithmetic can differ in the last bits of a double: keys within a
    // relative 1e-9 of the goal's count as below it, so no cell on the best route stays unsettled.
    const OpenEntry& top = m_open.top();
    const double goalG = gOf(m_goalCell);
    const double goalRhs = rhsOf(m_goalCell);
    const double goalK2 = std::min(goalG, goalRhs);
    const double goalK1 = goalK2; // h(goal) = 0
    const double topK1 = keyOf(top.key);
    const double topK2 = keyOf(top.tie);
    const double slack = 1e-9 * std::max(1.0, std::fabs(goalK1));
    const bool topBelowGoal = topK1 < goalK1 - slack || (topK1 <= goalK1 + slack && topK2 < goalK2);
    return !topBelowGoal && goalG == goalRhs;
}

bool LpaStarWalker::routeSettled() const {
    if (m_open.empty())
        return true;
    std::uint32_t cell = m_goalCell;
    const std::size_t limit = gridRef().cellCount();
    for (std::size_t steps = 0; steps <= limit; ++steps) {
        if (m_open.contains(cell))
            return false;
        if (cell == m_startCell || !std::isfinite(gOf(cell)))
            return true;
        int heading = -1;
        bestPredecessor(cell, &heading);
        if (heading < 0)
            return true;
        cell = static_cast<std::uint32_t>(static_cast<std::ptrdiff_t>(cell) +
                                          m_moves.offset(static_cast<unsigned>(heading)));
    }
    return true;
}

WalkState LpaStarWalker::doIterate() {
    if (!m_ready)
        return giveUp();
    if (!searchDone() || !routeSettled()) {
        const std::uint32_t cell = m_open.top().cell;
        m_open.pop();
        expand(cell);
        return WalkState::StillLooking;
    }
    if (!std::isfinite(gOf(m_goalCell)))
        return giveUp();
    return reachGoal(tracePath());
}

void LpaStarWalker::expand(std::uint32_t cell) {
    RunStats& stats = mutableStats();
    Node& node = m_nodes[cell];
    m_current = cell;
    ++stats.expanded;
    if (node.flags & kExpanded)
        ++stats.reexpanded;
    node.flags |= kExpanded;
    const Coord here = coordOf(cell);
    const bool traced = listener() != nullptr;
    if (traced)
        emit(SearchEventKind::Expanding, here);
    const std::uint8_t* costs = gridRef().paddedCells();

    if (node.g > node.rhs) {
        // Overconsistent: settle g and offer the cell to its successors.
        node.g = node.rhs;
        report(cell, true);
        const double g = node.g;
        m_moves.forEach(costs, cell, [&](std::uint32_t next, unsigned d) {
            if (next == m_startCell)
                return;
            Node& successor = nodeAt(next);
            const double value = m_moves.climbed(m_stepCost[d][costs[next]], cell, next) + g;
            if (!(value < successor.rhs * kRelTolerance))
                return;
            const bool wasSeen = traced && seen(next);
            successor.rhs = value;
            successor.via = reverseHeading(d);
            updateVertex(next, successor, here + kDirectionOffsets[d]);
            if (traced)
                report(next, wasSeen);
        });
    } else {
        // Underconsistent: g is forgotten; the cell and the successors whose rhs came through it
        // look again. For a cell that just became a wall, the symmetric steps' mask names the
        // neighbours it used to step to; where sides make steps one way, every neighbour is asked.
        node.g = kInfinity;
        recompute(cell);
        const unsigned around = m_moves.symmetric() ? m_moves.from(costs, cell) : 0xFFu;
        for (unsigned moves = around; moves != 0; moves &= moves - 1) {
            const unsigned d = lowestBit(moves);
            const auto next =
                static_cast<std::uint32_t>(static_cast<std::ptrdiff_t>(cell) + m_moves.offset(d));
            if (next == m_startCell || !m_nodes.seen(next) || m_nodes[next].via != reverseHeading(d))
                continue;
            recompute(next);
        }
    }
    stats.peakOpen = std::max<std::uint64_t>(stats.peakOpen, m_open.size());
}

std::vector<Coord> LpaStarWalker::tracePath() const {
    std::vector<Coord> path{m_goal};
    std::uint32_t cell = m_goalCell;
    const std::size_t limit = gridRef().cellCount();
    while (cell != m_startCell && path.size() <= limit) {
        int heading = -1;
        bestPredecessor(cell, &heading);
        if (heading < 0)
            break;
        const Coord previous = coordOf(cell) + kDirectionOffsets[static_cast<std::size_t>(heading)];
        path.push_back(previous);
        cell = static_cast<std::uint32_t>(gridRef().paddedIndex(previous));
    }
    std::reverse(path.begin(), path.end());
    return path;
}

bool LpaStarWalker::prepareRepair(const GridChange& change) {
    if (!m_ready)
        return false;
    const MapGrid& grid = gridRef();
    // The start is the root of the search and the goal fixes every key: either moving starts over.
    if (change.kind == GridChange::Kind::GoalMoved || change.kind == GridChange::Kind::Replaced ||
        change.kind == GridChange::Kind::StartMoved)
        return false;
    if (grid.start() != std::optional<Coord>(m_start) || grid.goal() != std::optional<Coord>(m_goal))
        return false;
    // Cheaper ground than the estimates assumed: they could now overestimate, so start over.
    if (grid.leastEntryFactor() < m_hScale)
        return false;
    if (grid.isBlocked(m_start) || grid.isBlocked(m_goal))
        return false; // start over: reset() reports the blocked end
    if (change.kind == GridChange::Kind::SideChanged || change.kind == GridChange::Kind::HeightChanged)
        m_moves.setup(grid, settings().movement);
    ++m_repairs;
    // A changed cell alters its own steps, the steps into it and the diagonals that squeeze past
    // it: all start in the 3×3 block around it; a side, those around its two cells.
    recomputeAround(change.cell);
    if (change.kind == GridChange::Kind::SideChanged)
        recomputeAround(change.across());
    mutableStats().peakOpen = std::max<std::uint64_t>(stats().peakOpen, m_open.size());
    return true;
}

std::string LpaStarWalker::searchNote() const {
    if (m_repairs == 0)
        return {};
    return countText(m_repairs, "repair");
}

CellView LpaStarWalker::cellState(Coord c) const {
    CellView view;
    const MapGrid* grid = this->grid();
    if (!grid || !grid->inBounds(c) || m_cells != grid->paddedSize())
        return view;
    if (!m_ready)
        return view;
    view.h = h(c);
    const auto cell = static_cast<std::uint32_t>(grid->paddedIndex(c));
    if (!m_nodes.seen(cell))
        return view; // untouched by this search: g and rhs are +infinity
    const Node& node = m_nodes[cell];
    view.g = node.g;
    view.rhs = node.rhs;
    view.f = std::min(node.g, node.rhs) + view.h;
    if (m_open.contains(cell))
        view.visit = CellVisit::Open; // inconsistent: g differs from rhs
    else if (seen(cell))
        view.visit = CellVisit::Closed;
    if (view.visit != CellVisit::Unseen && node.via != kNoParentHeading && std::isfinite(node.rhs))
        view.parent = c + kDirectionOffsets[node.via];
    return view;
}

} // namespace pathfinder
