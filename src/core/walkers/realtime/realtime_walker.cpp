#include "walkers/realtime/realtime_walker.h"

#include "pathfinder/basics/count_text.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <limits>

namespace pathfinder {

namespace {

/// Orders the open list as a min-heap on f, the larger g first among equal f, then the lower index.
struct OpenAfter {
    template <class Entry>
    bool operator()(const Entry& a, const Entry& b) const {
        if (a.f != b.f)
            return a.f > b.f;
        if (a.g != b.g)
            return a.g < b.g;
        return a.cell > b.cell;
    }
};

} // namespace

void RealTimeWalker::doReset() {
    const MapGrid& grid = gridRef();
    const std::size_t cells = grid.paddedSize();
    m_learned.assign(cells, 0.0);
    m_isLearned.assign(cells, 0);
    m_visits.assign(cells, 0);
    m_exitTrial.assign(cells, 0);
    m_exitHeading.assign(cells, 0);
    m_seenMark.assign(cells, 0);
    m_closedMark.assign(cells, 0);
    m_g.assign(cells, 0.0);
    m_parent.assign(cells, MapGrid::kNoCell);
    m_parentHeading.assign(cells, 0);
    m_open.clear();
    m_search = 0;
    m_trail.clear();
    m_width = grid.width();
    m_height = grid.height();
    m_stepLimit =
        settings().maxSteps != 0 ? settings().maxSteps : 20 * static_cast<std::uint64_t>(grid.cellCount());
    m_trialCap = settings().trials != 0 ? settings().trials : kTrialCap;
    m_converged = false;

    const auto start = grid.start();
    const auto goal = grid.goal();
    m_ready = start && goal && !grid.isBlocked(*start) && !grid.isBlocked(*goal);
    if (!m_ready)
        return;
    m_start = static_cast<std::uint32_t>(grid.paddedIndex(*start));
    m_goal = static_cast<std::uint32_t>(grid.paddedIndex(*goal));
    mutableStats().distinctCells = 0;
    startTrial();
}

void RealTimeWalker::startTrial() {
    m_agent = m_start;
    m_trialCost = 0.0;
    m_trialSteps = 0;
    m_trialRaised = false;
    m_trail.clear();
    m_trail.push(gridRef().coordOf(m_agent));
    if (m_visits[m_agent]++ == 0)
        ++mutableStats().distinctCells;
    emit(SearchEventKind::Moving, gridRef().coordOf(m_agent));
}

WalkState RealTimeWalker::doIterate() {
    if (!m_ready)
        return giveUp();
    // The per-cell arrays are laid out for the grid as it was at reset().
    if (gridRef().width() != m_width || gridRef().height() != m_height)
        return giveUp();
    if (m_agent == m_goal)
        return endTrial();
    if (m_trialSteps >= m_stepLimit)
        return abandon();
    if (m_search == std::numeric_limits<std::uint32_t>::max()) {
        std::fill(m_seenMark.begin(), m_seenMark.end(), 0);
        std::fill(m_closedMark.begin(), m_closedMark.end(), 0);
        m_search = 0;
    }

    if (!lookahead()) {
        // Nothing the agent can reach leads to the goal. From the start, or on a map whose steps
        // can all be taken back, the goal cannot be reached from the start either.
        const bool reversible = (gridRef().features() & kOneWaySides) == 0;
        return m_agent == m_start || reversible ? giveUp() : abandon();
    }
    learn(m_seen);

    // The first step of the search's route to s̄.
    std::uint32_t next = m_seen.best;
    while (m_parent[next] != m_agent)
        next = m_parent[next];
    moveTo(next, static_cast<Direction>(m_parentHeading[next]), m_g[next]);
    return m_agent == m_goal ? endTrial() : WalkState::StillLooking;
}

bool RealTimeWalker::lookahead() {
    const MapGrid& grid = gridRef();
    const Movement& movement = settings().movement;
    ++m_search;
    m_seen.closed.clear();
    m_seen.edges.clear();
    m_open.clear();
    const auto push = [&](std::uint32_t cell, double g) {
        m_open.push_back({g + value(cell), g, cell});
        std::push_heap(m_open.begin(), m_open.end(), OpenAfter{});
    };
    m_seenMark[m_agent] = m_search;
    m_g[m_agent] = 0.0;
    m_parent[m_agent] = MapGrid::kNoCell;
    push(m_agent, 0.0);

    RunStats& stats = mutableStats();
    const std::uint64_t budget = std::max<std::uint64_t>(settings().lookahead, 1);
    std::uint64_t peak = 0;
    while (!m_open.empty()) {
        peak = std::max<std::uint64_t>(peak, m_open.size());
        std::pop_heap(m_open.begin(), m_open.end(), OpenAfter{});
        const OpenEntry top = m_open.back();
        m_open.pop_back();
        if (isClosed(top.cell) || top.g != m_g[top.cell])
            continue; // a stale entry
        if (top.cell == m_goal || m_seen.closed.size() >= budget) {
            m_seen.best = top.cell;
            m_seen.bestG = top.g;
            stats.peakOpen = std::max(stats.peakOpen, peak);
            return true;
        }
        m_closedMark[top.cell] = m_search;
        m_seen.closed.push_back({top.cell, top.g});
        ++stats.expanded;
        const Coord here = grid.coordOf(top.cell);
        for (int i = 0; i < kDirectionCount; ++i) {
            const auto d = static_cast<Direction>(i);
            if (!grid.canStepFrom(top.cell, d, movement))
                continue;
            const Coord there = here + offsetOf(d);
            const auto cell = static_cast<std::uint32_t>(grid.paddedIndex(there));
            const double cost = grid.stepCost(here, d, movement);
            m_seen.edges.push_back({top.cell, cell, cost});
            if (isClosed(cell))
                continue;
            const double g = top.g + cost;
            if (m_seenMark[cell] == m_search && g >= m_g[cell])
                continue;
            m_seenMark[cell] = m_search;
            m_g[cell] = g;
            m_parent[cell] = top.cell;
            m_parentHeading[cell] = static_cast<std::uint8_t>(i);
            ++stats.generated;
            push(cell, g);
        }
    }
    stats.peakOpen = std::max(stats.peakOpen, peak);
    return false;
}

void RealTimeWalker::moveTo(std::uint32_t next, Direction d, double cost) {
    const MapGrid& grid = gridRef();
    m_exitTrial[m_agent] = static_cast<std::uint32_t>(
        std::min<std::uint64_t>(mutableStats().trials + 1, std::numeric_limits<std::uint32_t>::max()));
    m_exitHeading[m_agent] = static_cast<std::uint8_t>(d);
    const Coord from = grid.coordOf(m_agent);
    m_agent = next;
    m_trialCost += cost;
    ++m_trialSteps;
    const Coord to = grid.coordOf(m_agent);
    m_trail.push(to);
    RunStats& stats = mutableStats();
    std::uint32_t& visits = m_visits[m_agent];
    if (visits == 0)
        ++stats.distinctCells;
    else
        ++stats.revisits;
    if (visits < std::numeric_limits<std::uint32_t>::max())
        ++visits;
    emit(SearchEventKind::Moving, to, from);
}

WalkState RealTimeWalker::endTrial() {
    RunStats& stats = mutableStats();
    ++stats.trials;
    m_converged = !m_trialRaised;
    if (m_converged || stats.trials >= m_trialCap) {
        const WalkState state = reachGoal(loopErasedRoute());
        stats.pathSteps = m_trialSteps;
        stats.pathCost = m_trialCost;
        stats.deadEnds = stats.generated > stats.pathSteps ? stats.generated - stats.pathSteps : 0;
        return state;
    }
    startTrial();
    return WalkState::StillLooking;
}

std::vector<Coord> RealTimeWalker::loopErasedRoute() const {
    const MapGrid& grid = gridRef();
    const auto trial = static_cast<std::uint32_t>(
        std::min<std::uint64_t>(stats().trials, std::numeric_limits<std::uint32_t>::max()));
    std::vector<Coord> route{grid.coordOf(m_start)};
    // Each step goes to a cell last left later in the trial, so at most one step per cell.
    for (std::uint32_t at = m_start; at != m_goal && route.size() <= m_visits.size();) {
        assert(m_exitTrial[at] == trial);
        if (m_exitTrial[at] != trial)
            break;
        const Coord next = grid.coordOf(at) + offsetOf(static_cast<Direction>(m_exitHeading[at]));
        at = static_cast<std::uint32_t>(grid.paddedIndex(next));
        route.push_back(next);
    }
    return route;
}

double RealTimeWalker::estimate(std::uint32_t cell) const {
    const MapGrid& grid = gridRef();
    return estimateOnMap(grid, settings().heuristic, settings().terrainEstimate, grid.coordOf(cell),
                         grid.coordOf(m_goal), settings().movement);
}

double RealTimeWalker::value(std::uint32_t cell) const {
    return m_isLearned[cell] != 0 ? m_learned[cell] : estimate(cell);
}

void RealTimeWalker::raise(std::uint32_t cell, double v) {
    const double old = value(cell);
    // Sums of costs taken in another order may differ in the last bits: those are no rise.
    if (!(v > old + 1e-9 * std::max(1.0, std::abs(old))))
        return;
    m_learned[cell] = v;
    m_isLearned[cell] = 1;
    m_trialRaised = true;
}

double RealTimeWalker::valueAt(Coord c) const {
    const MapGrid* grid = this->grid();
    if (!m_ready || !grid || !grid->inBounds(c) || m_isLearned.size() != grid->paddedSize())
        return 0.0;
    return value(static_cast<std::uint32_t>(grid->paddedIndex(c)));
}

CellView RealTimeWalker::cellState(Coord c) const {
    CellView view;
    const MapGrid* grid = this->grid();
    if (!m_ready || !grid || !grid->inBounds(c) || m_visits.size() != grid->paddedSize() ||
        grid->width() != m_width || grid->height() != m_height)
        return view;
    const auto cell = static_cast<std::uint32_t>(grid->paddedIndex(c));
    view.h = value(cell);
    if (m_isLearned[cell] != 0)
        view.learned = m_learned[cell];
    view.visits = static_cast<int>(std::min<std::uint32_t>(m_visits[cell], std::numeric_limits<int>::max()));
    if (view.visits > 0)
        view.visit = CellVisit::Closed;
    return view;
}

std::optional<Coord> RealTimeWalker::current() const {
    if (!m_ready || !grid())
        return std::nullopt;
    return gridRef().coordOf(m_agent);
}

std::string RealTimeWalker::searchNote() const {
    if (state() != WalkState::ReachedGoal || m_converged)
        return {};
    return "learned values still rising after " + countText(stats().trials, "trial", "trials");
}

} // namespace pathfinder
