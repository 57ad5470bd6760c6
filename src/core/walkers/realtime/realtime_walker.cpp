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
    // Zero again only what the last run touched.
    m_cells.fit(cells);
    m_cells.beginSearch();
    m_look.fit(cells);
    m_look.beginSearch();
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
    m_cells.touch(m_agent);
    if (m_cells[m_agent].visits++ == 0)
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
    if (closedMark() >= std::numeric_limits<std::uint32_t>::max() - 2) {
        m_look.beginSearch(); // the marks would wrap: every mark is cleared
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
    while (parentOf(next) != m_agent)
        next = parentOf(next);
    moveTo(next, static_cast<Direction>(m_look[next].heading), m_look[next].g);
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
    m_look.touch(m_agent);
    m_look[m_agent] = {0.0, seenMark(), 0};
    push(m_agent, 0.0);

    RunStats& stats = mutableStats();
    const std::uint64_t budget = std::max<std::uint64_t>(settings().lookahead, 1);
    std::uint64_t peak = 0;
    while (!m_open.empty()) {
        peak = std::max<std::uint64_t>(peak, m_open.size());
        std::pop_heap(m_open.begin(), m_open.end(), OpenAfter{});
        const OpenEntry top = m_open.back();
        m_open.pop_back();
        if (isClosed(top.cell) || top.g != m_look[top.cell].g)
            continue; // a stale entry
        if (top.cell == m_goal || m_seen.closed.size() >= budget) {
            m_seen.best = top.cell;
            m_seen.bestG = top.g;
            stats.peakOpen = std::max(stats.peakOpen, peak);
            return true;
        }
        m_look[top.cell].mark = closedMark();
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
            LookNode& node = m_look[cell];
            if (node.mark == seenMark() && g >= node.g)
                continue;
            m_look.touch(cell);
            node = {g, seenMark(), static_cast<std::uint8_t>(i)};
            ++stats.generated;
            push(cell, g);
        }
    }
    stats.peakOpen = std::max(stats.peakOpen, peak);
    return false;
}

std::uint32_t RealTimeWalker::parentOf(std::uint32_t cell) const {
    const MapGrid& grid = gridRef();
    const Coord from = grid.coordOf(cell) - offsetOf(static_cast<Direction>(m_look[cell].heading));
    return static_cast<std::uint32_t>(grid.paddedIndex(from));
}

void RealTimeWalker::moveTo(std::uint32_t next, Direction d, double cost) {
    const MapGrid& grid = gridRef();
    m_cells.touch(m_agent);
    CellRecord& left = m_cells[m_agent];
    left.exitTrial = static_cast<std::uint32_t>(
        std::min<std::uint64_t>(mutableStats().trials + 1, std::numeric_limits<std::uint32_t>::max()));
    left.exitHeading = static_cast<std::uint8_t>(d);
    const Coord from = grid.coordOf(m_agent);
    m_agent = next;
    m_trialCost += cost;
    ++m_trialSteps;
    const Coord to = grid.coordOf(m_agent);
    m_trail.push(to);
    RunStats& stats = mutableStats();
    m_cells.touch(m_agent);
    std::uint32_t& visits = m_cells[m_agent].visits;
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
    for (std::uint32_t at = m_start; at != m_goal && route.size() <= m_cells.size();) {
        const CellRecord& cell = m_cells[at];
        assert(cell.exitTrial == trial);
        if (cell.exitTrial != trial)
            break;
        const Coord next = grid.coordOf(at) + offsetOf(static_cast<Direction>(cell.exitHeading));
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
    const CellRecord& record = m_cells[cell];
    return record.isLearned != 0 ? record.learned : estimate(cell);
}

void RealTimeWalker::raise(std::uint32_t cell, double v) {
    const double old = value(cell);
    // Sums of costs taken in another order may differ in the last bits: those are no rise.
    if (!(v > old + 1e-9 * std::max(1.0, std::abs(old))))
        return;
    m_cells.touch(cell);
    m_cells[cell].learned = v;
    m_cells[cell].isLearned = 1;
    m_trialRaised = true;
}

double RealTimeWalker::valueAt(Coord c) const {
    const MapGrid* grid = this->grid();
    if (!m_ready || !grid || !grid->inBounds(c) || m_cells.size() != grid->paddedSize())
        return 0.0;
    return value(static_cast<std::uint32_t>(grid->paddedIndex(c)));
}

CellView RealTimeWalker::cellState(Coord c) const {
    CellView view;
    const MapGrid* grid = this->grid();
    if (!m_ready || !grid || !grid->inBounds(c) || m_cells.size() != grid->paddedSize() ||
        grid->width() != m_width || grid->height() != m_height)
        return view;
    const auto cell = static_cast<std::uint32_t>(grid->paddedIndex(c));
    view.h = value(cell);
    const CellRecord& record = m_cells[cell];
    if (record.isLearned != 0)
        view.learned = record.learned;
    view.visits = static_cast<int>(std::min<std::uint32_t>(record.visits, std::numeric_limits<int>::max()));
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
