#include "walkers/classic/ida_star.h"

#include "pathfinder/basics/number_text.h"

#include "search/open_list.h"
#include "walkers/classic/classic_listings.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

namespace pathfinder {

namespace {
constexpr double kInf = std::numeric_limits<double>::infinity();
}

const WalkerDescription& IdaStarWalker::description() const {
    static const WalkerDescription description = [] {
        WalkerDescription d;
        d.name = "idastar";
        d.displayName = "IDA*";
        d.openListNote = "IDA* keeps a stack of routes within its f threshold, not an open list ranked by f.";
        d.pseudoCode = &idaStarListing;
        d.traits.weightedCosts = true;
        d.traits.optimal = true;   // whenever it reaches the goal, with an admissible heuristic
        d.traits.complete = false; // it may spend its node budget first
        d.mapFeatures = kAllMapFeatures;
        d.parameters = {Parameter::Heuristic, Parameter::TerrainEstimate, Parameter::TieBreak,
                        Parameter::NodeBudget, Parameter::SearchUnreachable};
        return d;
    }();
    return description;
}

void IdaStarWalker::doReset() {
    const MapGrid& grid = gridRef();
    const std::size_t cells = grid.paddedSize();
    m_shown.fit(cells);
    m_shown.beginSearch();
    m_marks.fit(cells);
    m_marks.beginSearch();
    m_path.clear();
    m_stack.clear();
    m_current = MapGrid::kNoCell;
    m_iteration = 0;
    m_threshold = m_nextThreshold = 0.0;
    m_moves.setup(grid, settings().movement);
    m_rank.setup(settings().tieBreak);
    const double* entryCost = grid.entryCosts();
    for (unsigned d = 0; d < kDirectionCount; ++d)
        for (int code = 0; code < MapGrid::kCodeCount; ++code)
            m_stepCost[d][code] = m_moves.stepLength(d) * entryCost[code];
    const std::uint64_t budget = settings().nodeBudget;
    m_budget = budget != 0 ? budget : 100 * static_cast<std::uint64_t>(grid.cellCount());

    const auto start = grid.start();
    const auto goal = grid.goal();
    // A goal on a wall is never reached: searching for it would only spend the budget.
    m_ready = start && goal && !grid.isBlocked(*start) && !grid.isBlocked(*goal);
    if (!m_ready)
        return;
    m_startCell = static_cast<std::uint32_t>(grid.paddedIndex(*start));
    m_goalCell = static_cast<std::uint32_t>(grid.paddedIndex(*goal));
    m_goal = *goal;
    startIteration(hOf(m_startCell));
    mutableStats().peakOpen = 1;
}

double IdaStarWalker::hOf(std::uint32_t cell) const {
    const WalkerSettings& s = settings();
    return estimateOnMap(gridRef(), s.heuristic, s.terrainEstimate, gridRef().coordOf(cell), m_goal,
                         s.movement);
}

void IdaStarWalker::startIteration(double threshold) {
    ++m_iteration;
    m_threshold = threshold;
    m_nextThreshold = kInf;
    m_shown.beginSearch();
    for (const std::uint32_t cell : m_path)
        m_marks[cell].onPath = 0;
    m_path.clear();
    m_stack.clear();
    m_current = MapGrid::kNoCell;
    if (m_iteration > 1)
        emit(SearchEventKind::Restarting, {});
    m_stack.push_back({m_startCell, 0, 0.0, kNoParent});
    show(m_startCell, 0.0, kNoParent, CellVisit::Open, SearchEventKind::Generating);
}

void IdaStarWalker::show(std::uint32_t cell, double g, std::uint8_t parentDir, CellVisit visit,
                         SearchEventKind kind) {
    Shown& shown = m_shown[cell];
    shown.g = g;
    shown.epoch = m_shown.epoch();
    shown.visit = visit;
    shown.parentDir = parentDir;
    emitCell(kind, cell);
}

void IdaStarWalker::unwindTo(std::size_t depth) {
    while (m_path.size() > depth) {
        const std::uint32_t cell = m_path.back();
        m_marks[cell].onPath = 0;
        const Shown& shown = m_shown[cell];
        show(cell, shown.g, shown.parentDir, CellVisit::Closed, SearchEventKind::Closing);
        m_path.pop_back();
    }
}

WalkState IdaStarWalker::doIterate() {
    if (!m_ready)
        return giveUp();
    RunStats& stats = mutableStats();
    if (m_stack.empty()) {
        unwindTo(0);
        // Every route within the threshold was tried. None exceeded it: all routes were tried.
        if (m_nextThreshold == kInf)
            return giveUp();
        startIteration(m_nextThreshold);
        return WalkState::StillLooking;
    }
    if (stats.expanded >= m_budget)
        return abandon();

    const Pending top = m_stack.back();
    m_stack.pop_back();
    unwindTo(top.depth);
    const std::uint32_t cell = top.cell;
    m_path.push_back(cell);
    m_marks.touch(cell);
    Marks& marks = m_marks[cell];
    marks.onPath = 1;
    m_current = cell;
    ++stats.expanded;
    if (marks.expanded)
        ++stats.reexpanded;
    marks.expanded = 1;
    // The cell may show another route by now (a later entry of it, or closed since): this one.
    const Shown& shown = m_shown[cell];
    if (shown.visit != CellVisit::Open || shown.g != top.g || shown.parentDir != top.parentDir)
        show(cell, top.g, top.parentDir, CellVisit::Open, SearchEventKind::Updating);
    emitCell(SearchEventKind::Expanding, cell);
    if (cell == m_goalCell) {
        std::vector<Coord> path;
        path.reserve(m_path.size());
        for (const std::uint32_t c : m_path)
            path.push_back(gridRef().coordOf(c));
        return reachGoal(std::move(path));
    }

    // The children within the threshold, the best last so that it is popped first.
    struct Child {
        OpenEntry entry;
        Pending pending;
    };
    Child children[kDirectionCount];
    unsigned count = 0;
    const std::uint64_t limit = rankBits(m_threshold);
    const std::uint8_t* codes = gridRef().paddedCells();
    m_rank.restart();
    const auto depth = static_cast<std::uint32_t>(m_path.size());
    m_moves.forEach(codes, cell, [&](std::uint32_t next, unsigned d) {
        if (m_marks[next].onPath)
            return;
        const double g = top.g + m_moves.climbed(m_stepCost[d][codes[next]], cell, next);
        const double f = g + hOf(next);
        const std::uint64_t key = rankBits(f);
        if (key > limit) {
            m_nextThreshold = std::min(m_nextThreshold, f);
            return;
        }
        children[count++] = {m_rank.entry(key, g, next),
                             Pending{next, depth, g, static_cast<std::uint8_t>((d + 4) & 7)}};
    });
    // Insertion sort, worst first: there are at most eight.
    for (unsigned i = 1; i < count; ++i)
        for (unsigned j = i; j > 0 && OpenEntry::Before{}(children[j - 1].entry, children[j].entry); --j)
            std::swap(children[j - 1], children[j]);
    for (unsigned i = 0; i < count; ++i) {
        const Pending& child = children[i].pending;
        const bool seen = m_shown.seen(child.cell);
        m_stack.push_back(child);
        ++stats.generated;
        show(child.cell, child.g, child.parentDir, CellVisit::Open,
             seen ? SearchEventKind::Updating : SearchEventKind::Generating);
    }
    stats.peakOpen = std::max<std::uint64_t>(stats.peakOpen, m_stack.size());
    return WalkState::StillLooking;
}

CellView IdaStarWalker::cellState(Coord c) const {
    const MapGrid* grid = this->grid();
    return nodeCellView(
        grid, m_shown, c, m_ready,
        [this, grid](Coord at) { return hOf(static_cast<std::uint32_t>(grid->paddedIndex(at))); },
        [](double g, double h) { return g + h; });
}

std::optional<Coord> IdaStarWalker::current() const {
    return coordOfCell(m_current);
}

std::string IdaStarWalker::searchNote() const {
    if (m_iteration == 0)
        return {};
    // Two decimals at most, without trailing zeros: "12.73", "4".
    return "threshold f \u2264 " + numberText(std::round(m_threshold * 100) / 100) + ", iteration " +
           std::to_string(m_iteration);
}

} // namespace pathfinder
