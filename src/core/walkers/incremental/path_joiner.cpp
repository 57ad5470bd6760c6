#include "walkers/incremental/path_joiner.h"

#include "walkers/incremental/incremental_listings.h"

#include <algorithm>
#include <cmath>

namespace pathfinder {

namespace {

/// Slack for comparing sums of step costs: 1.4-step sums carry rounding errors, and a detour that
/// only ties with the path must not count as shorter.
double slack(double magnitude) {
    return 1e-9 * std::max(1.0, std::abs(magnitude));
}

} // namespace

const WalkerDescription& PathJoinerWalker::description() const {
    static const WalkerDescription description = [] {
        WalkerDescription d;
        d.name = "pathjoiner";
        d.displayName = "PathJoiner";
        d.openListNote =
            "PathJoiner's repairs rank by exact g, first in first out: its open list is not shown.";
        d.pseudoCode = &pathJoinerListing;
        d.traits.weightedCosts = true;
        d.traits.complete = true;
        d.traits.dynamicRepair = true;
        // Its repairs walk branches back the way they came, which needs every step to be legal and
        // to cost the same both ways: not so across one-way sides or up and down slopes.
        d.mapFeatures = kHexCells | kSideWalls;
        d.parameters = {Parameter::Heuristic, Parameter::TerrainEstimate, Parameter::Weight,
                        Parameter::TieBreak, Parameter::SearchUnreachable};
        return d;
    }();
    return description;
}

void PathJoinerWalker::doReset() {
    const MapGrid& grid = gridRef();
    if (m_routeSlot.size() != grid.paddedSize()) {
        m_routeSlot.renew(grid.paddedSize());
        m_marked.clear();
    }
    m_search.setup(grid, settings().movement);
    clearSearch();
    m_route.clear();
    m_cum.clear();

    if (m_pendingAdoption) {
        setRoute(std::move(*m_pendingAdoption));
        m_pendingAdoption.reset();
        m_showPlanner = false;
        m_phase = Phase::Report;
        return;
    }
    m_planner.setup(grid, settings());
    m_showPlanner = true;
    m_phase = Phase::Planning;
    mutableStats().peakOpen = m_planner.stats().peakOpen;
}

WalkState PathJoinerWalker::doIterate() {
    switch (m_phase) {
    case Phase::Planning:
        return stepPlanner();
    case Phase::Report:
        return finishWithRoute();
    case Phase::JoinSearch:
        return stepJoinSearch();
    case Phase::CutSearch:
        return stepCutSearch();
    case Phase::Unreachable:
    case Phase::Idle:
        break;
    }
    return giveUpRoute();
}

WalkState PathJoinerWalker::stepPlanner() {
    const WalkState state = m_planner.iterate();
    // The plan is PathJoiner's own first search: its counts are PathJoiner's (they start at zero).
    RunStats& stats = mutableStats();
    const RunStats& planned = m_planner.stats();
    stats.expanded = planned.expanded;
    stats.generated = planned.generated;
    stats.reexpanded = planned.reexpanded;
    stats.peakOpen = planned.peakOpen;
    if (state == WalkState::StillLooking)
        return state;
    if (state != WalkState::ReachedGoal)
        return giveUpRoute();
    setRoute(m_planner.path());
    return finishWithRoute();
}

WalkState PathJoinerWalker::finishWithRoute() {
    m_phase = Phase::Idle;
    return reachGoal(m_route);
}

WalkState PathJoinerWalker::giveUpRoute() {
    m_phase = Phase::Idle;
    m_route.clear();
    m_cum.clear();
    return giveUp();
}

bool PathJoinerWalker::prepareRepair(const GridChange& change) {
    if (change.kind == GridChange::Kind::GoalMoved || change.kind == GridChange::Kind::Replaced)
        return false;
    if (m_route.empty() || m_phase == Phase::Planning)
        return false; // nothing held to repair
    const MapGrid& grid = gridRef();
    const auto start = grid.start();
    const auto goal = grid.goal();
    if (!m_search.fits(grid) || !start || !goal || *goal != m_route.back())
        return false;
    // An agent moves the start along the path without telling the walker: catch up first.
    if (!trimToStart(*start))
        return false;

    m_showPlanner = false;
    // Again: the move tables read the map's sides and heights, which the edit may have given it.
    m_search.setup(grid, settings().movement);
    clearSearch();
    if (grid.isBlocked(*start) || grid.isBlocked(*goal)) {
        m_phase = Phase::Unreachable;
        return true;
    }
    setRoute(std::move(m_route)); // costs may have changed along it
    if (const auto broken = brokenSteps()) {
        m_rejoinFrom = broken->second + 1;
        beginSearch(m_route[broken->first]);
        m_phase = Phase::CutSearch;
        return true;
    }
    // A freed or cheaper cell, or an opened side, may offer a shortcut: the join search starts at
    // the cell. (A diagonal past an opened side need not pass through that cell; PathJoiner's
    // repairs keep a legal path but do not promise the optimum.)
    const bool cheaper = change.kind == GridChange::Kind::WallRemoved ||
                         (change.kind == GridChange::Kind::SideChanged && change.sideOpened()) ||
                         (change.kind == GridChange::Kind::CostChanged &&
                          grid.entryCosts()[change.newCost] < grid.entryCosts()[change.oldCost]);
    if (cheaper && m_route.size() > 1 && !grid.isBlocked(change.cell)) {
        m_bound.emplace(settings().movement, gridRef().topology(), m_route.front(), m_route.back(),
                        m_cum.back(), grid.leastEntryCost(), grid.greatestEntryCost());
        beginSearch(change.cell);
        m_phase = Phase::JoinSearch;
        return true;
    }
    m_phase = Phase::Report;
    return true;
}

void PathJoinerWalker::listenerChanged() {
    m_plannerEvents.setTarget(listener());
    m_planner.setListener(m_plannerEvents.forInner());
    m_search.setListener(listener());
}

void PathJoinerWalker::clearSearch() {
    m_search.clear();
    emit(SearchEventKind::Restarting, {});
    m_bound.reset();
    m_locator = MapGrid::kNoCell;
    m_screenedFrom = 0;
    m_joinTests.clear();
    m_spliced.clear();
}

void PathJoinerWalker::beginSearch(Coord source) {
    markRoute();
    m_search.begin(cellOf(source));
    RunStats& stats = mutableStats();
    stats.peakOpen = std::max<std::uint64_t>(stats.peakOpen, 1);
}

std::uint32_t PathJoinerWalker::settleNext() {
    ++mutableStats().expanded;
    return m_search.pop();
}

void PathJoinerWalker::expand(std::uint32_t cell) {
    std::uint32_t opened = 0;
    if (m_bound) {
        const JoinBound& bound = *m_bound;
        opened = m_search.expand(cell, [this, &bound](std::uint32_t next, Coord at, double g) {
            return bound.mayJoinThrough(at, g) || routeIndex(next) >= 0; // path cells are always tested
        });
    } else {
        opened = m_search.expand(cell, [](std::uint32_t, Coord, double) { return true; });
    }
    RunStats& stats = mutableStats();
    stats.generated += opened;
    stats.peakOpen = std::max<std::uint64_t>(stats.peakOpen, m_search.openSize());
}

void PathJoinerWalker::setLocator(std::uint32_t cell) {
    m_locator = cell;
    m_screenedFrom = m_search.openings();
    const RepairSearch::Node& l = m_search.node(cell);
    m_bound->setLocator(m_cum[static_cast<std::size_t>(routeIndex(cell))], l.g, l.back);
}

WalkState PathJoinerWalker::stepJoinSearch() {
    if (m_search.empty())
        return finishWithRoute();
    // The original's cut-off (X1 plus the distance reached exceeds the whole path), and the bound's:
    // no cell from here on can take part in a join.
    const double total = m_cum.back();
    const double radius = m_search.topCost();
    if ((m_locator != MapGrid::kNoCell && m_search.node(m_locator).g + radius > total + slack(total)) ||
        !m_bound->mayJoinBeyond(radius))
        return finishWithRoute();

    const std::uint32_t cell = settleNext();
    const std::int32_t index = routeIndex(cell);
    if (index < 0 || cell == m_search.source()) {
        if (index >= 0)
            setLocator(cell); // a cheaper cell on the path: it is its own locator at X1 = 0
        // A cell opened before the locator was known may lead nowhere now; later ones passed the bound
        // when they were opened, and their cost has only fallen since.
        if (m_search.currentOpening() >= m_screenedFrom ||
            m_bound->mayJoinThrough(gridRef().coordOf(cell), m_search.node(cell).g))
            expand(cell);
        return WalkState::StillLooking;
    }
    if (m_locator == MapGrid::kNoCell) {
        setLocator(cell);
        return m_bound->mayJoinBeyond(m_search.node(cell).g) ? WalkState::StillLooking : finishWithRoute();
    }

    // The new path runs from the earlier of L and T back along its branch to the source, then out
    // along the other branch to the later one: each branch is costed the way it will be walked.
    const std::int32_t locatorIndex = routeIndex(m_locator);
    const bool locatorLater = locatorIndex > index;
    const RepairSearch::Node& l = m_search.node(m_locator);
    const RepairSearch::Node& t = m_search.node(cell);
    JoinTest test;
    test.node = gridRef().coordOf(cell);
    test.x1 = locatorLater ? l.g : l.back;
    test.x2 = locatorLater ? t.back : t.g;
    test.y = std::abs(m_cum[static_cast<std::size_t>(locatorIndex)] - m_cum[static_cast<std::size_t>(index)]);
    test.joined = test.x1 + test.x2 < test.y - slack(test.y);
    m_joinTests.push_back(test);
    if (test.joined) {
        replaceRoute(locatorLater ? joinedRoute(cell, m_locator) : joinedRoute(m_locator, cell));
        return finishWithRoute();
    }
    if (l.g + t.g > total + slack(total))
        return finishWithRoute(); // the cut-off
    return WalkState::StillLooking;
}

WalkState PathJoinerWalker::stepCutSearch() {
    if (m_search.empty())
        return giveUpRoute();
    const std::uint32_t cell = settleNext();
    const std::int32_t index = routeIndex(cell);
    if (index < 0 || static_cast<std::size_t>(index) < m_rejoinFrom) {
        // Cells of the path before the cut are free cells like any other; a loop through them is
        // cut out after the join.
        expand(cell);
        return WalkState::StillLooking;
    }
    const auto sourceIndex = static_cast<std::size_t>(routeIndex(m_search.source()));
    std::vector<Coord> branch = m_search.branchToSource(cell);
    std::reverse(branch.begin(), branch.end());
    std::vector<Coord> route(m_route.begin(), m_route.begin() + static_cast<std::ptrdiff_t>(sourceIndex));
    route.insert(route.end(), branch.begin(), branch.end());
    route.insert(route.end(), m_route.begin() + index + 1, m_route.end());
    replaceRoute(std::move(route));
    return finishWithRoute();
}

std::optional<Coord> PathJoinerWalker::locator() const {
    if (m_locator == MapGrid::kNoCell || !grid())
        return std::nullopt;
    return grid()->coordOf(m_locator);
}

CellView PathJoinerWalker::cellState(Coord c) const {
    if (m_showPlanner)
        return m_planner.cellState(c);
    const MapGrid* grid = this->grid();
    if (!grid || !grid->inBounds(c) || !m_search.fits(*grid))
        return {};
    return m_search.view(static_cast<std::uint32_t>(grid->paddedIndex(c)));
}

std::optional<Coord> PathJoinerWalker::current() const {
    if (m_showPlanner)
        return m_planner.current();
    return coordOfCell(m_search.current());
}

std::size_t PathJoinerWalker::openSize() const {
    return m_showPlanner ? m_planner.openSize() : m_search.openSize();
}

} // namespace pathfinder
