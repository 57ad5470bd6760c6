#include "search/best_first_engine.h"

#include "pathfinder/basics/count_text.h"

#include <algorithm>
#include <cassert>
#include <cstdio>
#include <cstring>
#include <initializer_list>
#include <type_traits>

namespace pathfinder {

template <class F>
decltype(auto) BestFirstEngine::withOpenList(F&& f) {
    switch (m_openKind) {
    case OpenListKind::BinaryHeap:
        return f(m_binaryOpen);
    case OpenListKind::SortedArray:
        return f(m_sortedOpen);
    case OpenListKind::UnsortedList:
        return f(m_unsortedOpen);
    case OpenListKind::Buckets:
        return f(m_bucketOpen);
    case OpenListKind::FourAryHeap:
        break;
    }
    return f(m_open);
}

std::size_t BestFirstEngine::openSize() const {
    switch (m_openKind) {
    case OpenListKind::BinaryHeap:
        return m_binaryOpen.size();
    case OpenListKind::SortedArray:
        return m_sortedOpen.size();
    case OpenListKind::UnsortedList:
        return m_unsortedOpen.size();
    case OpenListKind::Buckets:
        return m_bucketOpen.size();
    case OpenListKind::FourAryHeap:
        break;
    }
    return m_open.size();
}

void BestFirstEngine::doReset() {
    const MapGrid& grid = gridRef();
    m_nodes.fit(grid.paddedSize());
    m_nodes.beginSearch();
    m_openKind = settings().openList;
    withOpenList([&](auto& list) { list.reset(grid.paddedSize()); });
    m_current = MapGrid::kNoCell;

    m_moves.setup(grid, settings().movement);
    expressionSetup();
    rankingSetup();

    m_useLandmarks = false;
    m_landmarkRefused = false;
    m_landmarkNote.clear();
    const auto start = grid.start();
    const auto goal = grid.goal();
    m_ready = start && goal && !grid.isBlocked(*start) && landmarkSetup();
    if (!m_ready)
        return;
    m_goal = *goal;
    m_goalCell = static_cast<std::uint32_t>(grid.paddedIndex(*goal));
    const double key = fOf(0.0, *start);
    const HeapEntry first = open(static_cast<std::uint32_t>(grid.paddedIndex(*start)), 0.0, kNoParent, key);
    withOpenList([&](auto& list) { list.push(first); });
    mutableStats().peakOpen = 1;
    emit(SearchEventKind::Generating, *start, std::nullopt, 0.0, key);
    mutableStats().overestimate = m_overestimate;
}

void BestFirstEngine::rankingSetup() {
    const WalkerSettings& s = settings();
    // key = 1·g + 0·h = g, 0·g + 1·h = h and 1·g + w·h = g + w·h, each exactly.
    m_gWeight = m_ranking == Ranking::HeuristicOnly ? 0.0 : 1.0;
    m_hWeight = m_ranking == Ranking::CostPlusHeuristic ? s.weight
                : m_ranking == Ranking::HeuristicOnly   ? 1.0
                                                        : 0.0;
    m_usesHeuristic = m_ranking == Ranking::CostPlusHeuristic || m_ranking == Ranking::HeuristicOnly;
    m_hScale = gridRef().leastEntryFactor();
    m_cellRule = s.terrainEstimate == TerrainEstimate::CellFactor;
    m_octile = !m_expression && s.heuristic == HeuristicKind::Octile && s.movement.allowsDiagonals() &&
               m_hScale == 1.0 && !m_cellRule && gridRef().topology() == Topology::Square;
    m_diagonalStep = s.movement.allowsDiagonals() ? s.movement.diagonalStep() : 0.0;
    m_rank.setup(s.tieBreak);
    const double* entryCost = gridRef().entryCosts();
    if (m_ranking == Ranking::Hops)
        m_moves.ignoreClimbs();
    for (unsigned d = 0; d < kDirectionCount; ++d)
        for (int code = 0; code < MapGrid::kCodeCount; ++code)
            m_stepCost[d][code] = m_ranking == Ranking::Hops ? 1.0 : m_moves.stepLength(d) * entryCost[code];
}

bool BestFirstEngine::landmarkSetup() {
    const WalkerSettings& s = settings();
    const MapGrid& grid = gridRef();
    if (!m_usesHeuristic || !description().declares(Parameter::Landmarks) ||
        (s.landmarks == 0 && s.landmarkCells.empty()))
        return true;
    const LandmarkCells placed = parseLandmarkCells(s.landmarkCells, &grid);
    if (!placed.problem.empty()) {
        m_landmarkNote = "landmark-cells: " + placed.problem;
        m_landmarkRefused = true;
        return false;
    }
    const Coord start = *grid.start();
    // Landmarks chosen farthest first from a start they do not reach are chosen afresh from it.
    const bool kept =
        m_landmarks.builtFor(grid, s.movement, s.landmarks, s.landmarkCells) &&
        (!placed.cells.empty() || !m_landmarks.ready() || m_landmarks.covers(grid.paddedIndex(start)));
    if (!kept) {
        m_landmarks.build(grid, s.movement, s.landmarks, placed.cells, start);
        m_landmarks.setRequest(s.landmarkCells);
        mutableStats().heuristicBuildNs = m_landmarks.buildNs();
    }
    m_landmarkNote = m_landmarks.problem();
    if (!m_landmarks.ready())
        return true;
    mutableStats().heuristicBytes = m_landmarks.bytes();
    m_landmarkGoal = m_landmarks.goalRow(grid.paddedIndex(*grid.goal()));
    m_useLandmarks = true;
    m_octile = false;
    return true;
}

void BestFirstEngine::expressionSetup() {
    const std::string& text = settings().heuristicExpression;
    m_overestimate = 0.0;
    if (text.empty() || !description().declares(Parameter::HeuristicExpression)) {
        m_expression.reset();
        return;
    }
    // setup() refused settings whose expression does not parse (settingsProblem()).
    const double diagonal = octileDiagonal(settings().movement);
    if (!m_expression || m_expression->text() != text || m_expression->diagonalStep() != diagonal)
        m_expression = std::make_unique<HeuristicExpression>(text, diagonal);
    m_expression->resetClampedCount();
}

double BestFirstEngine::expressionHValue(Coord c, double scale) const {
    const double h = m_expression->value(c, m_goal) * scale;
    const double bound =
        heuristic(HeuristicKind::Octile, c, m_goal, settings().movement, gridRef().topology()) * m_hScale;
    // A relative margin keeps rounding (√2·k against k·√2) from counting as an overestimate.
    const double excess = h - bound;
    if (excess > 1e-9 * std::max(1.0, bound) && excess > m_overestimate)
        m_overestimate = excess;
    return h;
}

double BestFirstEngine::otherHValue(Coord c) const {
    const double scale = m_cellRule ? gridRef().entryCost(c) : m_hScale;
    const double base =
        m_expression
            ? expressionHValue(c, scale)
            : heuristic(settings().heuristic, c, m_goal, settings().movement, gridRef().topology()) * scale;
    if (!m_useLandmarks)
        return base;
    return std::max(base, m_landmarks.estimate(gridRef().paddedIndex(c), m_landmarkGoal));
}

inline double BestFirstEngine::hValue(Coord c) const {
    if (!m_usesHeuristic)
        return 0.0;
    if (!m_octile)
        return otherHValue(c);
    // The diagonal length is looked up once per search.
    return octileDistance(c, m_goal, m_diagonalStep);
}

inline BestFirstEngine::HeapEntry BestFirstEngine::open(std::uint32_t cell, double g, std::uint8_t parentDir,
                                                        double key) {
    Node& node = m_nodes[cell];
    if (node.epoch != m_nodes.epoch())
        node.closedBefore = false;
    node.g = g;
    node.epoch = m_nodes.epoch();
    node.visit = CellVisit::Open;
    node.parentDir = parentDir;
    return m_rank.entry(rankBits(key), g, cell);
}

WalkState BestFirstEngine::doIterate() {
    WalkState state;
    if (m_openKind == OpenListKind::FourAryHeap) {
        if (listener())
            state = m_moves.plain() ? expandNext<true, true>(m_open) : expandNext<true, false>(m_open);
        else
            state = m_moves.plain() ? expandNext<false, true>(m_open) : expandNext<false, false>(m_open);
    } else {
        state = withOpenList([this](auto& list) {
            if (listener())
                return m_moves.plain() ? expandNext<true, true>(list) : expandNext<true, false>(list);
            return m_moves.plain() ? expandNext<false, true>(list) : expandNext<false, false>(list);
        });
    }
    if (m_expression)
        mutableStats().overestimate = m_overestimate;
    return state;
}

std::string BestFirstEngine::searchNote() const {
    std::string note = m_landmarkNote;
    if (!m_expression || !m_usesHeuristic)
        return note;
    if (m_overestimate > 0.0) {
        char amount[32];
        std::snprintf(amount, sizeof amount, "%.6g", m_overestimate);
        note += (note.empty() ? "" : "; ") + std::string("h overestimated by up to ") + amount +
                ": the path may not be optimal";
    }
    if (m_expression->clampedCount() > 0)
        note += (note.empty() ? "" : "; ") +
                std::string("h-expression was negative or not a finite number at ") +
                countText(m_expression->clampedCount(), "evaluation") + ", taken as 0";
    return note;
}

template <bool kTraced, bool kPlain, class List>
WalkState BestFirstEngine::expandNext(List& openList) {
    if (!m_ready || openList.empty())
        return m_landmarkRefused ? abandon() : giveUp();

    RunStats& stats = mutableStats();
    const HeapEntry top = openList.pop();
    const std::uint32_t cell = top.cell;
    Node& node = m_nodes[cell];
    if (node.closedBefore)
        ++stats.reexpanded; // only A* reopens closed nodes
    node.closedBefore = true;
    node.visit = CellVisit::Closed;
    m_current = cell;
    ++stats.expanded;

    const MapGrid& grid = gridRef();
    const Coord here = grid.coordOf(cell);
    const double g = node.g;
    std::optional<Coord> parent;
    double f = 0.0; // the cell's key, for its events
    if constexpr (kTraced) {
        if (node.parentDir != kNoParent)
            parent = here + kDirectionOffsets[node.parentDir];
        f = fOf(g, here);
        emit(SearchEventKind::Expanding, here, parent, g, f);
    }
    if (cell == m_goalCell) {
        if constexpr (kTraced)
            emit(SearchEventKind::Closing, here, parent, g, f);
        return reachGoal(tracePath(cell));
    }

    const std::uint8_t* costs = grid.paddedCells();
    const double relTolerance = 1.0 - 1e-12;
    const std::uint32_t epoch = m_nodes.epoch();

    // The legal moves are walked here by hand rather than through LegalMoves::forEach: with the
    // lambda the compiler keeps fewer of this loop's values in registers.
    const unsigned legal = kPlain ? m_moves.fromPlain(costs, cell) : m_moves.from(costs, cell);
    for (unsigned moves = legal; moves != 0; moves &= moves - 1) {
        const unsigned d = lowestBit(moves);
        const auto next = static_cast<std::uint32_t>(static_cast<std::ptrdiff_t>(cell) + m_moves.offset(d));
        const double step = m_stepCost[d][costs[next]];
        const double newG = g + (kPlain ? step : m_moves.climbed(step, cell, next));
        Node& neighbour = m_nodes[next];
        bool inHeap = false;
        if (neighbour.epoch == epoch) {
            if (!(newG < neighbour.g * relTolerance))
                continue;
            if (neighbour.visit == CellVisit::Closed && !reopensClosed())
                continue;
            inHeap = neighbour.visit == CellVisit::Open;
        }
        const Coord at = here + kDirectionOffsets[d];
        const double key = fOf(newG, at);
        if constexpr (kTraced) {
            const bool seen = neighbour.epoch == epoch;
            emit(seen ? SearchEventKind::Updating : SearchEventKind::Generating, at, here, newG, key);
        }
        const HeapEntry entry = open(next, newG, static_cast<std::uint8_t>((d + 4) & 7), key);
        ++stats.generated;
        openList.offer(entry, inHeap);
    }
    openList.settle();
    if constexpr (kTraced)
        emit(SearchEventKind::Closing, here, parent, g, f);
    stats.peakOpen = std::max<std::uint64_t>(stats.peakOpen, openList.size());
    if constexpr (std::is_same_v<List, OpenList>) {
        if (openList.empty())
            return WalkState::StillLooking;
        // The next expansion reads the states of the three rows around the next cell; ask for them
        // while this iterate() returns.
        const std::ptrdiff_t next = openList.top().cell;
        const std::ptrdiff_t stride = m_moves.offset(static_cast<unsigned>(Direction::S));
        for (const std::ptrdiff_t row : {next - stride, next, next + stride}) {
            prefetch(&m_nodes[static_cast<std::size_t>(row - 1)]);
            prefetch(&m_nodes[static_cast<std::size_t>(row + 1)]);
        }
    }
    return WalkState::StillLooking;
}

std::vector<Coord> BestFirstEngine::tracePath(std::uint32_t goalCell) const {
    return pathAlongParentHeadings(gridRef(), m_moves, m_nodes, goalCell);
}

CellView BestFirstEngine::cellState(Coord c) const {
    return nodeCellView(
        grid(), m_nodes, c, m_ready, [this](Coord at) { return hValue(at); },
        [this](double g, double h) { return keyOf(g, h); });
}

std::optional<Coord> BestFirstEngine::current() const {
    return coordOfCell(m_current);
}

} // namespace pathfinder
