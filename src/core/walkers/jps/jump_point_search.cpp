#include "walkers/jps/jump_point_search.h"

#include "search/copy_build.h"
#include "walkers/jps/jps_listings.h"

#include <algorithm>
#include <cassert>
#include <chrono>
#include <cstdlib>
#include <cstring>

namespace pathfinder {

namespace {

jump_rays::JumpRules rulesFor(const Movement& movement) {
    using jump_rays::JumpRules;
    if (!movement.allowsDiagonals())
        return JumpRules::FourNeighbours;
    switch (movement.diagonalRule) {
    case DiagonalRule::Always:
        return JumpRules::Always;
    case DiagonalRule::NotBothBlocked:
        return JumpRules::NotBothBlocked;
    case DiagonalRule::NoCornerCutting:
        break;
    }
    return JumpRules::NoCornerCutting;
}

} // namespace

const WalkerDescription& JumpPointSearchWalker::description() const {
    static const WalkerDescription description = [] {
        // Weighted maps fall back to plain A* (correct, but no jumps), and the pruning rules assume the
        // octile heuristic, so it declares neither weighted costs nor a heuristic.
        WalkerDescription d;
        d.name = "jps";
        d.displayName = "Jump Point Search";
        d.ranking = OpenListRanking::Sum;
        d.fixedHeuristic = HeuristicKind::Octile;
        d.expandsJumpPoints = true;
        d.scenarioPick = true;
        d.pseudoCode = &jpsListing;
        d.traits.optimal = true;
        d.traits.complete = true;
        d.mapFeatures = kAllMapFeatures; // by falling back to plain A*
        d.parameters = {Parameter::TieBreak, Parameter::SearchUnreachable};
        return d;
    }();
    return description;
}

const WalkerDescription& JumpPointSearchPlusWalker::description() const {
    static const WalkerDescription description = [] {
        WalkerDescription d = JumpPointSearchWalker().description();
        d.name = "jps-plus";
        d.displayName = "JPS+";
        d.scenarioPick = false;
        d.pseudoCode = &jpsPlusListing;
        return d;
    }();
    return description;
}

using JumpTablePreparation = CopyBuild<JumpTable>;

bool JumpPointSearchWalker::needsPreparation(const MapGrid& grid, const WalkerSettings& settings) const {
    const jump_rays::JumpRules rules = rulesFor(settings.movement);
    const bool tableRules =
        rules == jump_rays::JumpRules::NoCornerCutting || rules == jump_rays::JumpRules::FourNeighbours;
    return m_precomputed && tableRules && !m_table.fits(grid);
}

std::unique_ptr<WalkerPreparation> JumpPointSearchWalker::preparation(const MapGrid& grid,
                                                                      const WalkerSettings& settings) const {
    if (!needsPreparation(grid, settings))
        return nullptr;
    return std::make_unique<JumpTablePreparation>(
        grid, "the JPS+ jump table",
        [](const MapGrid& copy, JumpTable& table, const std::atomic<bool>& stop) {
            table.sync(copy, &stop);
        });
}

void JumpPointSearchWalker::adopt(WalkerPreparation& preparation) {
    auto* prepared = dynamic_cast<JumpTablePreparation*>(&preparation);
    if (!prepared || prepared->built.stamp() == 0)
        return; // another walker's, or stopped before it was built
    m_table = std::move(prepared->built);
    m_adoptedNs = prepared->buildNs();
}

void JumpPointSearchWalker::syncCells() {
    const MapGrid& grid = gridRef();
    // The table was synced with the bits' cells: when the bits find the cells unchanged (an edit
    // undone, the same cells assigned again), the table needs no comparison of its own.
    const bool tableWithBits = m_table.stamp() != 0 && m_table.stamp() == m_bits.stamp();
    bool changed = true;
    if (!m_bits.current(grid))
        changed = m_bits.sync(grid); // O(cells), only when the cells are not those of the last sync
    if (readsTable() && !m_table.current(grid)) {
        if (tableWithBits && !changed)
            m_table.follow(grid);
        else
            m_linesRebuilt += m_table.sync(grid);
    }
}

void JumpPointSearchWalker::doReset() {
    const MapGrid& grid = gridRef();
    const Movement& movement = settings().movement;
    m_moves.setup(grid, movement);
    for (unsigned d = 0; d < kDirectionCount; ++d)
        m_offsets[d] = m_moves.offset(d);
    m_rules = rulesFor(movement);
    m_firstStep = movement.allowsDiagonals() ? movement.diagonalStep() : 1.0;
    m_hDiagonal = octileDiagonal(movement);
    m_cells = grid.paddedCells();
    m_rank.setup(settings().tieBreak);

    const auto start = grid.start();
    const auto goal = grid.goal();
    m_ready = start && goal && !grid.isBlocked(*start);
    m_startCell = start ? static_cast<std::uint32_t>(grid.paddedIndex(*start)) : MapGrid::kNoCell;
    m_goalCell = goal ? static_cast<std::uint32_t>(grid.paddedIndex(*goal)) : MapGrid::kNoCell;
    m_goal = goal.value_or(Coord{});

    m_tableRules =
        m_rules == jump_rays::JumpRules::NoCornerCutting || m_rules == jump_rays::JumpRules::FourNeighbours;
    m_linesRebuilt = 0;
    const auto began = std::chrono::steady_clock::now();
    syncCells();
    m_preprocessNs =
        readsTable()
            ? std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - began)
                      .count() +
                  std::max<std::int64_t>(m_adoptedNs, 0)
            : 0;
    if (readsTable() && m_adoptedNs >= 0)
        m_linesRebuilt += static_cast<std::size_t>(grid.width() + grid.height()); // built whole, elsewhere
    m_adoptedNs = -1;
    m_fallback = Fallback::None;
    m_jumpStats = RunStats{};
    startJumping();
    if (grid.features() != 0) {
        // The jumps and their pruning know square cells joined by every free neighbour only.
        m_fallback = Fallback::Shape;
        startPlain();
    }
}

std::string JumpPointSearchWalker::searchNote() const {
    if (m_precomputed && !m_tableRules && m_fallback == Fallback::None)
        return "straight runs scanned as in jps: the jump table serves 4 neighbours and diagonals without "
               "corner cutting";
    switch (m_fallback) {
    case Fallback::None:
        return {};
    case Fallback::Costs:
        return "fell back to plain A* (cells cost other than 1: entry costs or terrain)";
    case Fallback::Shape:
        return "fell back to plain A* (jumps need square cells without sides or slopes; this map has " +
               describeMapFeatures(gridRef().features()) + ")";
    }
    return {};
}

void JumpPointSearchWalker::startJumping() {
    m_mode = Mode::Jumping;
    m_costsVary = false;
    m_nodes.fit(gridRef().paddedSize());
    m_nodes.beginSearch();
    m_open.reset(m_nodes.size());
    m_rank.restart();
    m_current = MapGrid::kNoCell;
    emit(SearchEventKind::Restarting, {});
    if (!m_ready)
        return;
    m_open.push(relax(m_startCell, *gridRef().start(), 0.0, MapGrid::kNoCell, kNoDirection));
    emitCell(SearchEventKind::Generating, m_startCell);
    RunStats& stats = mutableStats();
    stats.peakOpen = std::max<std::uint64_t>(stats.peakOpen, 1);
}

void JumpPointSearchWalker::startPlain() {
    m_mode = Mode::Plain;
    m_jumpStats = stats();
    WalkerSettings plain = settings();
    plain.heuristic = HeuristicKind::Octile;
    plain.weight = 1.0;
    m_plain.setup(gridRef(), plain);
}

WalkState JumpPointSearchWalker::stepPlain() {
    const WalkState state = m_plain.iterate();
    RunStats& stats = mutableStats();
    const RunStats& plain = m_plain.stats();
    stats.expanded = m_jumpStats.expanded + plain.expanded;
    stats.generated = m_jumpStats.generated + plain.generated;
    stats.reexpanded = m_jumpStats.reexpanded + plain.reexpanded;
    stats.peakOpen = std::max(m_jumpStats.peakOpen, plain.peakOpen);
    switch (state) {
    case WalkState::StillLooking:
        break;
    case WalkState::ReachedGoal:
        return reachGoal(m_plain.path());
    case WalkState::UnableToReachGoal:
        return giveUp();
    }
    return state;
}

WalkState JumpPointSearchWalker::doIterate() {
    if (m_mode == Mode::Plain)
        return stepPlain();
    if (!m_ready || m_open.empty())
        return giveUp();

    RunStats& stats = mutableStats();
    const std::uint32_t cell = m_open.pop().cell;
    Node& node = m_nodes[cell];
    if (node.closedBefore)
        ++stats.reexpanded;
    node.closedBefore = true;
    node.visit = CellVisit::Closed;
    m_current = cell;
    ++stats.expanded;
    if (!m_open.empty())
        prefetch(&m_nodes[m_open.top().cell]); // the next one expanded, unless a successor beats it
    emitCell(SearchEventKind::Expanding, cell);

    if (cell == m_goalCell) {
        emitCell(SearchEventKind::Closing, cell);
        return reachGoal(tracePath(cell));
    }

    m_cells = gridRef().paddedCells();
    if (!m_bits.current(gridRef()))
        syncCells(); // edited without a reset: jump over the cells as they are now
    expandJumping(cell, node);
    m_open.settle();
    if (m_costsVary) {
        // The pruning assumed uniform costs; what was found so far may be wrong for this map.
        m_fallback = Fallback::Costs;
        startPlain();
        return WalkState::StillLooking;
    }
    emitCell(SearchEventKind::Closing, cell);
    stats.peakOpen = std::max<std::uint64_t>(stats.peakOpen, m_open.size());
    return WalkState::StillLooking;
}

std::vector<Coord> JumpPointSearchWalker::tracePath(std::uint32_t goalCell) const {
    const MapGrid& grid = gridRef();
    const auto sign = [](int v) { return (v > 0) - (v < 0); };
    // Each run from a jump point's parent takes as many steps as the larger of its two spans (the sum
    // with 4 neighbours); count them first, so that the path is filled from its end without growing
    // or being reversed.
    const bool diagonals = m_rules != jump_rays::JumpRules::FourNeighbours;
    std::size_t cells = 1;
    for (std::uint32_t cell = goalCell; m_nodes[cell].parent != MapGrid::kNoCell;
         cell = m_nodes[cell].parent) {
        const Coord at = grid.coordOf(cell);
        const Coord from = grid.coordOf(m_nodes[cell].parent);
        const int dx = std::abs(at.x - from.x);
        const int dy = std::abs(at.y - from.y);
        cells += static_cast<std::size_t>(diagonals ? std::max(dx, dy) : dx + dy);
    }
    std::vector<Coord> path(cells);
    std::size_t next = cells;
    std::uint32_t cell = goalCell;
    while (true) {
        const Node& node = m_nodes[cell];
        Coord at = grid.coordOf(cell);
        if (node.parent == MapGrid::kNoCell) {
            path[--next] = at;
            break;
        }
        // Walk back over the run from the previous jump point to this one, one cell at a time: its
        // straight leg in the node's heading (none if the heading is diagonal), then its first leg.
        // With 8 neighbours the straight leg is what the diagonal leg leaves of the distance along
        // the heading; with 4 the first leg runs along the row, so a leg down a column spans all
        // of the rows between them.
        const Coord from = grid.coordOf(node.parent);
        const Coord step = kDirectionOffsets[node.heading];
        const int dx = std::abs(at.x - from.x);
        const int dy = std::abs(at.y - from.y);
        const int straight = !diagonals    ? (step.x == 0 ? dy : dx)
                             : step.x == 0 ? dy - dx
                             : step.y == 0 ? dx - dy
                                           : 0;
        for (int i = 0; i < straight; ++i) {
            path[--next] = at;
            at = at - step;
        }
        const Coord back{sign(from.x - at.x), sign(from.y - at.y)};
        for (; at != from; at = at + back)
            path[--next] = at;
        cell = node.parent;
    }
    assert(next == 0);
    return path;
}

CellView JumpPointSearchWalker::cellState(Coord c) const {
    if (m_mode == Mode::Plain)
        return m_plain.cellState(c);
    CellView view;
    const MapGrid* grid = this->grid();
    if (!grid || !grid->inBounds(c) || m_nodes.size() != grid->paddedSize())
        return view;
    const auto cell = static_cast<std::uint32_t>(grid->paddedIndex(c));
    if (m_ready)
        view.h = hValue(c);
    if (!m_nodes.seen(cell))
        return view;
    const Node& node = m_nodes[cell];
    view.visit = node.visit;
    view.g = node.g;
    view.f = node.g + view.h;
    if (node.parent != MapGrid::kNoCell)
        view.parent = grid->coordOf(node.parent);
    return view;
}

std::size_t JumpPointSearchWalker::openSize() const {
    return m_mode == Mode::Plain ? m_plain.openSize() : m_open.size();
}

std::optional<Coord> JumpPointSearchWalker::current() const {
    if (m_mode == Mode::Plain)
        return m_plain.current();
    return coordOfCell(m_current);
}

} // namespace pathfinder
