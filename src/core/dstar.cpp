#include "dstar.h"

#include "open_list.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

namespace pathfinder {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr std::uint8_t kNoArrow = 0xFF;

} // namespace

const WalkerDescription& DStarWalker::description() const {
    static const WalkerDescription description = [] {
        WalkerDescription d;
        d.name = "dstar";
        d.displayName = "D* (incremental)";
        d.traits.weightedCosts = true;
        d.traits.optimal = true;
        d.traits.complete = true;
        d.traits.dynamicRepair = true;
        d.parameters = {Parameter::FloodAll, Parameter::SearchUnreachable};
        return d;
    }();
    return description;
}

void DStarWalker::doReset() {
    const MapGrid& grid = gridRef();
    const std::size_t cells = grid.paddedSize();
    m_g.assign(cells, kInf);
    m_rhs.assign(cells, kInf);
    m_arrow.assign(cells, kNoArrow);
    m_touched.assign(cells, 0);
    m_touchedList.clear();
    m_changedSignposts.clear();
    m_open.reset(cells);
    m_moves.setup(grid, settings().movement);
    m_order = 0;
    m_km = 0.0;
    m_hScale = grid.leastEntryFactor();
    m_current = MapGrid::kNoCell;
    m_repairing = false;

    const auto start = grid.start();
    const auto goal = grid.goal();
    m_ready = start && goal && !grid.isBlocked(*goal) && !grid.isBlocked(*start);
    if (!m_ready)
        return;
    m_start = m_lastStart = *start;
    m_goal = *goal;
    m_startCell = static_cast<std::uint32_t>(grid.paddedIndex(m_start));
    m_goalCell = static_cast<std::uint32_t>(grid.paddedIndex(m_goal));
    m_rhs[m_goalCell] = 0.0;
    touch(m_goalCell);
    m_open.push(keyOf(m_goalCell));
    mutableStats().peakOpen = 1;
    report(m_goalCell, false);
}

double DStarWalker::h(std::uint32_t cell) const {
    // Octile distance under the movement in force times the least entry cost on the map: consistent,
    // since every step costs at least its length times that.
    return m_hScale * heuristic(HeuristicKind::Octile, m_start, coordOf(cell), settings().movement);
}

DStarWalker::Entry DStarWalker::keyOf(std::uint32_t cell) {
    const double k2 = std::min(m_g[cell], m_rhs[cell]);
    return Entry{orderedBits(k2 + h(cell) + m_km), orderedBits(k2), m_order++, cell};
}

double DStarWalker::bestSuccessor(std::uint32_t cell, int* heading) const {
    const std::uint8_t* costs = gridRef().paddedCells();
    const double* entryCost = gridRef().entryCosts();
    double best = kInf;
    if (heading)
        *heading = -1;
    if (costs[cell] == MapGrid::kWall)
        return kInf;
    m_moves.forEach(costs, cell, [&](std::uint32_t next, unsigned d) {
        const double value = m_moves.stepLength(d) * entryCost[costs[next]] + m_g[next];
        if (value < best) {
            best = value;
            if (heading)
                *heading = static_cast<int>(d);
        }
    });
    return best;
}

void DStarWalker::touch(std::uint32_t cell) {
    if (!m_touched[cell]) {
        m_touched[cell] = 1;
        m_touchedList.push_back(cell);
    }
}

void DStarWalker::updateVertex(std::uint32_t cell) {
    const bool wasSeen = seen(cell);
    touch(cell);
    if (cell != m_goalCell)
        m_rhs[cell] = bestSuccessor(cell, nullptr);
    m_open.remove(cell);
    if (m_g[cell] != m_rhs[cell]) {
        m_open.push(keyOf(cell));
        ++mutableStats().generated;
    }
    report(cell, wasSeen);
}

void DStarWalker::reportAll() const {
    if (!listener())
        return;
    for (std::uint32_t cell = 0; cell < m_g.size(); ++cell)
        if (seen(cell))
            report(cell, true);
}

void DStarWalker::report(std::uint32_t cell, bool wasSeen) const {
    if (!listener())
        return;
    if (m_open.contains(cell))
        emitCell(wasSeen ? SearchEventKind::Updating : SearchEventKind::Generating, cell);
    else
        emitCell(seen(cell) ? SearchEventKind::Closing : SearchEventKind::Discarding, cell);
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
    const Entry& top = m_open.top();
    const double startK2 = std::min(m_g[m_startCell], m_rhs[m_startCell]);
    const double startK1 = startK2 + m_km;
    double topK1;
    double topK2;
    std::memcpy(&topK1, &top.k1, sizeof topK1);
    std::memcpy(&topK2, &top.k2, sizeof topK2);
    const double slack = 1e-9 * std::max(1.0, std::fabs(startK1));
    const bool topBelowStart = topK1 < startK1 - slack || (topK1 <= startK1 + slack && topK2 < startK2);
    return !topBelowStart && m_g[m_startCell] == m_rhs[m_startCell];
}

WalkState DStarWalker::doIterate() {
    if (!m_ready)
        return giveUp();
    RunStats& stats = mutableStats();
    while (!searchDone() || !routeSettled()) {
        const Entry top = m_open.top();
        const std::uint32_t cell = top.cell;
        const Entry fresh = keyOf(cell);
        if (top.k1 < fresh.k1 || (top.k1 == fresh.k1 && top.k2 < fresh.k2)) {
            // The key is out of date since the start moved (km grew): re-rank, no expansion.
            m_open.push(fresh);
            continue;
        }
        m_open.pop();
        m_current = cell;
        ++stats.expanded;
        if (listener())
            emit(SearchEventKind::Expanding, coordOf(cell));
        const bool lowered = m_g[cell] > m_rhs[cell];
        if (lowered)
            m_g[cell] = m_rhs[cell];
        else
            m_g[cell] = kInf;
        if (lowered)
            report(cell, true);
        else
            updateVertex(cell);
        // The cells that can step here are those it can step to (steps are symmetric); for a
        // cell that just became a wall, the same mask names the neighbours that used to.
        m_moves.forEach(gridRef().paddedCells(), cell,
                        [this](std::uint32_t prev, unsigned) { updateVertex(prev); });
        stats.peakOpen = std::max<std::uint64_t>(stats.peakOpen, m_open.size());
        return WalkState::StillLooking;
    }

    publishSignposts();
    if (!std::isfinite(m_g[m_startCell]) || gridRef().isBlocked(m_start))
        return giveUp();
    return reachGoal(signpostPath());
}

void DStarWalker::publishSignposts() {
    m_changedSignposts.clear();
    for (const std::uint32_t cell : m_touchedList) {
        m_touched[cell] = 0;
        int heading = -1;
        if (cell != m_goalCell && std::isfinite(m_g[cell]))
            bestSuccessor(cell, &heading);
        const auto arrow = heading < 0 ? kNoArrow : static_cast<std::uint8_t>(heading);
        if (arrow != m_arrow[cell]) {
            m_arrow[cell] = arrow;
            if (m_repairing)
                m_changedSignposts.push_back(coordOf(cell));
            if (listener())
                emit(SearchEventKind::Signpost, coordOf(cell), signpost(coordOf(cell)));
        }
    }
    m_touchedList.clear();
    m_repairing = false;
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
        if (cell == m_goalCell || !std::isfinite(m_g[cell]))
            return true;
        int heading = -1;
        bestSuccessor(cell, &heading);
        if (heading < 0)
            return true;
        const Coord next = coordOf(cell) + kDirectionOffsets[static_cast<std::size_t>(heading)];
        cell = static_cast<std::uint32_t>(gridRef().paddedIndex(next));
    }
    return true;
}

std::vector<Coord> DStarWalker::signpostPath() const {
    std::vector<Coord> path{m_start};
    std::uint32_t cell = m_startCell;
    const std::size_t limit = gridRef().cellCount();
    while (cell != m_goalCell && path.size() <= limit) {
        int heading = -1;
        bestSuccessor(cell, &heading);
        if (heading < 0)
            break;
        const Coord next = coordOf(cell) + kDirectionOffsets[static_cast<std::size_t>(heading)];
        path.push_back(next);
        cell = static_cast<std::uint32_t>(gridRef().paddedIndex(next));
    }
    return path;
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
    m_changedSignposts.clear();
    // The start may have moved since km was last updated (an agent walks without telling us).
    if (const auto start = grid.start(); start && *start != m_lastStart) {
        m_km += m_hScale * heuristic(HeuristicKind::Octile, m_lastStart, *start, settings().movement);
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
    // A changed cell alters its own steps, the steps into it, and the diagonals that squeeze
    // past it: all start in the 3×3 block around it.
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) {
            const Coord c{change.cell.x + dx, change.cell.y + dy};
            if (grid.inBounds(c))
                updateVertex(static_cast<std::uint32_t>(grid.paddedIndex(c)));
        }
    return true;
}

double DStarWalker::costToGoal(Coord c) const {
    const MapGrid* grid = this->grid();
    if (!grid || !grid->inBounds(c) || m_g.size() != grid->paddedSize())
        return kInf;
    return m_g[grid->paddedIndex(c)];
}

std::optional<Coord> DStarWalker::signpost(Coord c) const {
    const MapGrid* grid = this->grid();
    if (!grid || !grid->inBounds(c) || m_arrow.size() != grid->paddedSize())
        return std::nullopt;
    const std::uint8_t arrow = m_arrow[grid->paddedIndex(c)];
    if (arrow == kNoArrow)
        return std::nullopt;
    return c + kDirectionOffsets[arrow];
}

CellView DStarWalker::cellState(Coord c) const {
    CellView view;
    const MapGrid* grid = this->grid();
    if (!grid || !grid->inBounds(c) || m_g.size() != grid->paddedSize())
        return view;
    const auto cell = static_cast<std::uint32_t>(grid->paddedIndex(c));
    view.g = m_g[cell];
    view.h = m_ready ? m_hScale * heuristic(HeuristicKind::Octile, m_start, c, settings().movement) : 0.0;
    view.f = std::min(m_g[cell], m_rhs[cell]) + view.h;
    if (m_open.contains(cell))
        view.visit = CellVisit::Open;
    else if (seen(cell))
        view.visit = CellVisit::Closed;
    if (view.visit != CellVisit::Unseen)
        view.parent = signpost(c);
    return view;
}

std::optional<Coord> DStarWalker::current() const {
    if (m_current == MapGrid::kNoCell || !grid())
        return std::nullopt;
    return coordOf(m_current);
}

} // namespace pathfinder
