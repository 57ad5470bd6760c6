#include "walkers/incremental/dstar.h"

#include "walkers/incremental/incremental_listings.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace pathfinder {

namespace {

/// A lower route must beat the known one by more than rounding: costs equal in exact arithmetic
/// but summed in another order differ in their last bits, and taking such a "lower" route would
/// reopen a settled cell for nothing (and ripple through its neighbours).
constexpr double kRelTolerance = 1.0 - 1e-12;

std::uint8_t reverseHeading(unsigned d) {
    return static_cast<std::uint8_t>((d + 4) & 7);
}

} // namespace

const WalkerDescription& DStarWalker::description() const {
    static const WalkerDescription description = [] {
        WalkerDescription d;
        d.name = "dstar";
        d.displayName = "D* (incremental)";
        d.openListNote = "D*'s open list is ranked by its two-part key, not by f and a tie-break.";
        d.repairsSignposts = true;
        d.pseudoCode = &dstarListing;
        d.traits.weightedCosts = true;
        d.traits.optimal = true;
        d.traits.complete = true;
        d.traits.dynamicRepair = true;
        d.mapFeatures = kAllMapFeatures;
        d.parameters = {Parameter::FloodAll, Parameter::SearchUnreachable};
        return d;
    }();
    return description;
}

void DStarWalker::doReset() {
    const MapGrid& grid = gridRef();
    const std::size_t cells = grid.paddedSize();
    m_open.forget(); // its slots are in the nodes, zeroed below
    m_nodes.fit(cells);
    m_open.slots().nodes = m_nodes.data();
    m_cells = cells;
    // The signposts are read off the nodes: a new search forgets them all.
    m_arrowCells.clear();
    m_touchedList.clear();
    m_published = false;
    m_nodes.beginSearch(); // no node is current, none touched
    m_changedSignposts.clear();
    m_moves.setup(grid, settings().movement);
    const double* entryCost = grid.entryCosts();
    for (unsigned d = 0; d < kDirectionCount; ++d)
        for (int code = 0; code < MapGrid::kCodeCount; ++code)
            m_stepCost[d][code] = m_moves.stepLength(d) * entryCost[code];
    m_diagonal = octileDiagonal(settings().movement);
    m_hex = grid.topology() == Topology::Hex;
    m_current = MapGrid::kNoCell;
    m_repairing = false;
    m_fullSearch = 0;

    const auto start = grid.start();
    const auto goal = grid.goal();
    m_ready = start && goal && !grid.isBlocked(*goal) && !grid.isBlocked(*start);
    if (!m_ready)
        return;
    m_start = *start;
    m_goal = *goal;
    m_startCell = static_cast<std::uint32_t>(grid.paddedIndex(m_start));
    m_goalCell = static_cast<std::uint32_t>(grid.paddedIndex(m_goal));
    beginSearch();
    mutableStats().peakOpen = 1;
}

void DStarWalker::beginSearch() {
    const MapGrid& grid = gridRef();
    m_open.forget();
    m_nodes.beginSearch(); // the open list's slots with the rest
    m_order = 0;
    m_km = 0.0;
    m_hScale = grid.leastEntryFactor();
    m_lastStart = m_start;
    m_fresh = true;
    m_repairSpent = 0;
    m_searchStart = stats().expanded;
    m_tracking = m_repairing || listener() != nullptr;
    Node& goal = nodeAt(m_goalCell);
    touch(m_goalCell, goal);
    m_open.push(entryOf(m_goalCell, goal.g, 0.0, m_goal));
    report(m_goalCell, false);
}

void DStarWalker::restart() {
    if (listener()) {
        emit(SearchEventKind::Restarting, {});
        emit(SearchEventKind::Source, m_start);
        emit(SearchEventKind::Destination, m_goal);
    }
    ++mutableStats().restarts;
    // Every cell is forgotten with the search: each signpost published so far is kept in its
    // cell's fresh node and looked at again when the new search publishes.
    std::vector<std::uint64_t> published;
    for (const std::uint32_t cell : m_arrowCells)
        if (const std::uint8_t arrow = publishedArrow(cell); arrow != kNoArrow)
            published.push_back(std::uint64_t{cell} << 8 | arrow);
    m_touchedList.clear();
    beginSearch();
    for (const std::uint64_t entry : published) {
        const auto cell = static_cast<std::uint32_t>(entry >> 8);
        Node& node = nodeAt(cell);
        if (!(node.flags & kTouched)) {
            track(cell, node);
            node.published = static_cast<std::uint8_t>(entry & 0xFF);
        }
    }
}

DStarWalker::Node& DStarWalker::nodeAt(std::uint32_t cell) {
    Node& node = m_nodes[cell];
    if (!(node.flags & kSeen)) {
        m_nodes.touch(cell);
        node.g = kInfinity;
        node.slotPlusOne = 0;
        node.via = kNoParentHeading;
        node.flags = kSeen;
        node.published = kNoArrow;
    }
    return node;
}

DStarWalker::Entry DStarWalker::entryOf(std::uint32_t cell, double g, double rhs, Coord at) {
    const double k2 = std::min(g, rhs);
    Entry entry;
    entry.key = rankBits(k2 + h(at) + m_km);
    entry.tie = rankBits(k2);
    entry.order = m_order++;
    entry.cell = cell;
    entry.rhs = rhs;
    return entry;
}

double DStarWalker::bestSuccessor(std::uint32_t cell, int* heading) const {
    const std::uint8_t* costs = gridRef().paddedCells();
    double best = kInfinity;
    if (heading)
        *heading = -1;
    if (costs[cell] == MapGrid::kWall)
        return kInfinity;
    m_moves.forEach(costs, cell, [&](std::uint32_t next, unsigned d) {
        const double value = m_moves.climbed(m_stepCost[d][costs[next]], cell, next) + gOf(next);
        if (value < best) {
            best = value;
            if (heading)
                *heading = static_cast<int>(d);
        }
    });
    return best;
}

void DStarWalker::track(std::uint32_t cell, Node& node) {
    node.published = publishedArrow(cell);
    node.flags |= kTouched;
    m_touchedList.push_back(cell);
}

bool DStarWalker::seen(std::uint32_t cell) const {
    // rhs differs from g only on the open list.
    return seenNode(cell) && (m_open.contains(cell) || std::isfinite(m_nodes[cell].g));
}

void DStarWalker::updateVertex(std::uint32_t cell, const Node& node, double rhs, Coord at) {
    if (node.g != rhs) {
        m_open.push(entryOf(cell, node.g, rhs, at));
        ++mutableStats().generated;
    } else {
        m_open.remove(cell);
    }
}

void DStarWalker::recompute(std::uint32_t cell) {
    Node& node = nodeAt(cell);
    const bool wasSeen = listener() && seen(cell);
    touch(cell, node);
    double rhs = 0.0; // the goal's
    if (cell != m_goalCell) {
        int heading = -1;
        rhs = bestSuccessor(cell, &heading);
        node.via = heading < 0 ? kNoParentHeading : static_cast<std::uint8_t>(heading);
    }
    const Coord at = coordOf(cell);
    updateVertex(cell, node, rhs, at);
    report(cell, wasSeen, at);
}

bool DStarWalker::searchDone() const {
    if (m_open.empty())
        return true;
    if (settings().dstarFloodAll)
        return false;
    // Focused: stop once the start is consistent and nothing left could still improve it.
    // Keys that are equal in exact arithmetic can differ in the last bits of a double, and a
    // cell on the best route left unsettled by such a difference would break the signpost
    // path, so keys within a relative 1e-9 of the start's count as below it.
    const OpenEntry& top = m_open.top();
    const double startG = gOf(m_startCell);
    const double startRhs = rhsOf(m_startCell);
    const double startK2 = std::min(startG, startRhs);
    const double startK1 = startK2 + m_km;
    double topK1;
    double topK2;
    std::memcpy(&topK1, &top.key, sizeof topK1);
    std::memcpy(&topK2, &top.tie, sizeof topK2);
    const double slack = 1e-9 * std::max(1.0, std::fabs(startK1));
    const bool topBelowStart = topK1 < startK1 - slack || (topK1 <= startK1 + slack && topK2 < startK2);
    return !topBelowStart && startG == startRhs;
}

WalkState DStarWalker::doIterate() {
    if (!m_ready)
        return giveUp();
    while (!searchDone() || !routeSettled()) {
        if (m_repairing && !m_fresh && m_repairSpent >= std::max(kRepairFloor, m_fullSearch / kRepairShare)) {
            restart(); // a fresh search is now the cheaper way to the answer
            continue;
        }
        const Entry top = m_open.top();
        const std::uint32_t cell = top.cell;
        if (m_km != 0.0) {
            // Entries made before the start last moved may rank too early (km grew): re-rank
            // such an entry instead of expanding it.
            const Entry fresh = entryOf(cell, m_nodes[cell].g, top.rhs, coordOf(cell));
            if (top.key < fresh.key || (top.key == fresh.key && top.tie < fresh.tie)) {
                m_open.push(fresh);
                continue;
            }
        }
        m_open.pop();
        expand(cell, top.rhs);
        return WalkState::StillLooking;
    }

    publishSignposts();
    if (m_fresh) {
        m_fullSearch = stats().expanded - m_searchStart;
        m_fresh = false;
    }
    if (!std::isfinite(gOf(m_startCell)) || gridRef().isBlocked(m_start))
        return giveUp();
    return reachGoal(signpostPath());
}

void DStarWalker::expand(std::uint32_t cell, double rhs) {
    RunStats& stats = mutableStats();
    Node& node = m_nodes[cell];
    m_current = cell;
    ++stats.expanded;
    if (!m_fresh)
        ++m_repairSpent;
    if (node.flags & kExpanded)
        ++stats.reexpanded;
    node.flags |= kExpanded;
    touch(cell, node);
    if (!m_tracking)
        m_arrowCells.push_back(cell); // its g becomes finite, so it gets a signpost
    const Coord here = coordOf(cell);
    const bool traced = listener() != nullptr;
    if (traced)
        emit(SearchEventKind::Expanding, here);
    const std::uint8_t* costs = gridRef().paddedCells();

    if (node.g > rhs) {
        // Lowered: settle g, and offer the cell to the cells that can step here. Only those it
        // gives a lower route change.
        node.g = rhs;
        report(cell, true, here);
        const double g = node.g;
        for (unsigned moves = m_moves.into(costs, cell); moves != 0; moves &= moves - 1) {
            const unsigned d = lowestBit(moves);
            const auto prev =
                static_cast<std::uint32_t>(static_cast<std::ptrdiff_t>(cell) + m_moves.offset(d));
            if (prev == m_goalCell)
                continue;
            Node& neighbour = nodeAt(prev);
            // The same sum bestSuccessor() makes for prev's step here (step lengths are the same
            // both ways), so a later exact comparison sees identical bits.
            const double value = m_moves.climbed(m_stepCost[d][costs[cell]], prev, cell) + g;
            if (!(value < rhsOf(prev) * kRelTolerance))
                continue;
            const bool wasSeen = traced && seen(prev);
            touch(prev, neighbour);
            neighbour.via = reverseHeading(d);
            const Coord at = here + kDirectionOffsets[d];
            updateVertex(prev, neighbour, value, at);
            if (traced)
                report(prev, wasSeen, at);
        }
    } else {
        // Raised: g is forgotten; the cell and those whose route went through it look again.
        // For a cell that just became a wall, the symmetric steps' mask names the neighbours that
        // used to step into it; where sides make steps one way, every neighbour is asked.
        node.g = kInfinity;
        recompute(cell);
        const unsigned around = m_moves.symmetric() ? m_moves.from(costs, cell) : 0xFFu;
        for (unsigned moves = around; moves != 0; moves &= moves - 1) {
            const unsigned d = lowestBit(moves);
            const auto prev =
                static_cast<std::uint32_t>(static_cast<std::ptrdiff_t>(cell) + m_moves.offset(d));
            if (prev == m_goalCell || !seenNode(prev) || m_nodes[prev].via != reverseHeading(d))
                continue;
            recompute(prev);
        }
    }
    stats.peakOpen = std::max<std::uint64_t>(stats.peakOpen, m_open.size());
}

bool DStarWalker::routeSettled() const {
    if (m_open.empty())
        return true;
    // The stopping test holds, but keys that tie in exact arithmetic may be ordered either way
    // in doubles: make sure no cell on the start's signpost route is still waiting to settle.
    std::uint32_t cell = m_startCell;
    const std::size_t limit = gridRef().cellCount();
    for (std::size_t steps = 0; steps <= limit; ++steps) {
        if (m_open.contains(cell))
            return false;
        if (cell == m_goalCell || !std::isfinite(gOf(cell)))
            return true;
        int heading = -1;
        bestSuccessor(cell, &heading);
        if (heading < 0)
            return true;
        cell = static_cast<std::uint32_t>(static_cast<std::ptrdiff_t>(cell) +
                                          m_moves.offset(static_cast<unsigned>(heading)));
    }
    return true;
}

bool DStarWalker::prepareRepair(const GridChange& change) {
    if (!m_ready)
        return false;
    const MapGrid& grid = gridRef();
    if (change.kind == GridChange::Kind::GoalMoved || change.kind == GridChange::Kind::Replaced)
        return false;
    // Cheaper ground than the estimates assumed: they could now overestimate, so start over.
    if (grid.leastEntryFactor() < m_hScale)
        return false;
    m_repairing = true;
    if (!m_tracking && !m_published) {
        // A search from scratch without a listener, still under way, has listed only the cells it
        // expanded: from now on its touches are tracked, those cells with them (nothing is
        // published yet, so none of them had a signpost).
        m_tracking = true;
        for (const std::uint32_t cell : m_arrowCells)
            touch(cell, m_nodes[cell]);
    }
    m_tracking = true;
    m_changedSignposts.clear();
    // The start may have moved since km was last updated (an agent walks without telling us).
    if (const auto start = grid.start(); start && *start != m_lastStart) {
        m_km += m_hScale * distance(m_lastStart, *start);
        m_lastStart = m_start = *start;
        m_startCell = static_cast<std::uint32_t>(grid.paddedIndex(m_start));
        reportAll(); // f is measured from the start
    } else if (!start) {
        return false;
    }
    if (grid.isBlocked(m_start) || grid.isBlocked(m_goal))
        return false; // start over: reset() reports the blocked end
    if (change.kind == GridChange::Kind::StartMoved)
        return true;
    // The move tables read the map's sides and heights: the first closed side or raised cell gives
    // the map the arrays they point into.
    if (change.kind == GridChange::Kind::SideChanged || change.kind == GridChange::Kind::HeightChanged)
        m_moves.setup(grid, settings().movement);
    // A changed cell (its code or its height) alters its own steps, the steps into it, and the
    // diagonals that squeeze past it: all start in the 3×3 block around it. A changed side alters
    // the steps across it and the diagonals whose routes cross it: all start in the 3×3 blocks
    // around its two cells.
    recomputeAround(change.cell);
    if (change.kind == GridChange::Kind::SideChanged)
        recomputeAround(change.across());
    return true;
}

void DStarWalker::recomputeAround(Coord centre) {
    const MapGrid& grid = gridRef();
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) {
            const Coord c{centre.x + dx, centre.y + dy};
            if (grid.inBounds(c))
                recompute(static_cast<std::uint32_t>(grid.paddedIndex(c)));
        }
}

} // namespace pathfinder
