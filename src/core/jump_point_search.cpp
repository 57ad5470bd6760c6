#include "jump_point_search.h"

#include "jump_rays.h"

#include <algorithm>
#include <cassert>
#include <cstdlib>
#include <cstring>

namespace pathfinder {

namespace {

/// g values within these factors of each other count as one cost: sums of the same steps in
/// another order may differ in the last bits.
constexpr double kImproves = 1.0 - 1e-12;
constexpr double kTies = 1.0 + 1e-12;

} // namespace

using namespace jump_rays;

const WalkerDescription& JumpPointSearchWalker::description() const {
    static const WalkerDescription description = [] {
        // Weighted maps fall back to plain A* (correct, but no jumps), and the pruning rules assume the
        // octile heuristic, so it declares neither weighted costs nor a heuristic.
        WalkerDescription d;
        d.name = "jps";
        d.displayName = "Jump Point Search";
        d.traits.optimal = true;
        d.traits.complete = true;
        d.parameters = {Parameter::TieBreak};
        return d;
    }();
    return description;
}

void JumpPointSearchWalker::doReset() {
    const MapGrid& grid = gridRef();
    const Movement& movement = settings().movement;
    m_moves.setup(grid, movement);
    for (unsigned d = 0; d < kDirectionCount; ++d)
        m_offsets[d] = m_moves.offset(d);
    m_noCornerCutting = movement.diagonalRule == DiagonalRule::NoCornerCutting;
    m_diagonalStep = movement.allowsDiagonals() ? movement.diagonalStep() : 0.0;
    m_hDiagonal = octileDiagonal(movement);
    m_cells = grid.paddedCells();
    m_rank.setup(settings().tieBreak);

    const auto start = grid.start();
    const auto goal = grid.goal();
    m_ready = start && goal && !grid.isBlocked(*start);
    m_startCell = start ? static_cast<std::uint32_t>(grid.paddedIndex(*start)) : MapGrid::kNoCell;
    m_goalCell = goal ? static_cast<std::uint32_t>(grid.paddedIndex(*goal)) : MapGrid::kNoCell;
    m_goal = goal.value_or(Coord{});

    const bool prunable = movement.allowsDiagonals() && movement.diagonalRule != DiagonalRule::Always;
    if (prunable && !m_bits.current(grid))
        m_bits.sync(grid); // O(cells), only when the cells are not those of the last sync
    m_fallback = prunable                      ? Fallback::None
                 : !movement.allowsDiagonals() ? Fallback::FourNeighbours
                                               : Fallback::CornerCutting;
    m_jumpStats = RunStats{};
    if (prunable)
        startJumping();
    else
        startPlain();
}

std::string JumpPointSearchWalker::note() const {
    switch (m_fallback) {
    case Fallback::None:
        return {};
    case Fallback::FourNeighbours:
        return "fell back to plain A* (4 neighbours)";
    case Fallback::CornerCutting:
        return "fell back to plain A* (diagonals always allowed)";
    case Fallback::Costs:
        return "fell back to plain A* (cells cost more than 1)";
    }
    return {};
}

void JumpPointSearchWalker::startJumping() {
    m_mode = Mode::Jumping;
    m_costsVary = false;
    m_nodes.fit(gridRef().paddedSize(),
                Node{0.0, MapGrid::kNoCell, 0, CellVisit::Unseen, kNoDirection, 0, 0, false});
    m_nodes.beginSearch();
    m_open.reset(m_nodes.size());
    m_rank.restart();
    m_current = MapGrid::kNoCell;
    emit(SearchEventKind::Restarting, {});
    if (!m_ready)
        return;
    m_open.push(relax(m_startCell, *gridRef().start(), 0.0, MapGrid::kNoCell, kNoDirection));
    report(SearchEventKind::Generating, m_startCell);
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

double JumpPointSearchWalker::hValue(Coord at) const {
    // The octile distance of heuristic.h, without its dispatch: this runs for every push.
    return octileDistance(at, m_goal, m_hDiagonal);
}

JumpPointSearchWalker::HeapEntry JumpPointSearchWalker::relax(std::uint32_t cell, Coord at, double g,
                                                              std::uint32_t parent, unsigned heading) {
    Node& node = m_nodes[cell];
    if (node.epoch != m_nodes.epoch())
        node.closedBefore = false;
    node.g = g;
    node.parent = parent;
    node.epoch = m_nodes.epoch();
    node.visit = CellVisit::Open;
    node.heading = static_cast<std::uint8_t>(heading);
    node.arrivals = heading == kNoDirection ? 0 : static_cast<std::uint8_t>(bit(heading));
    node.expandedArrivals = 0;
    return entryFor(cell, at, g);
}

void JumpPointSearchWalker::addArrival(std::uint32_t cell, unsigned heading) {
    Node& node = m_nodes[cell];
    if ((node.arrivals & bit(heading)) != 0)
        return;
    node.arrivals = static_cast<std::uint8_t>(node.arrivals | bit(heading));
    if (node.visit != CellVisit::Closed)
        return; // still open: its expansion will cover the new heading
    node.visit = CellVisit::Open;
    m_open.push(entryFor(cell, gridRef().coordOf(cell), node.g));
    ++mutableStats().generated;
    report(SearchEventKind::Updating, cell);
}

void JumpPointSearchWalker::report(SearchEventKind kind, std::uint32_t cell) const {
    if (!listener())
        return;
    const MapGrid& grid = gridRef();
    const Node& node = m_nodes[cell];
    const Coord at = grid.coordOf(cell);
    std::optional<Coord> parent;
    if (node.parent != MapGrid::kNoCell)
        parent = grid.coordOf(node.parent);
    emit(kind, at, parent, node.g, node.g + hValue(at));
}

JumpPointSearchWalker::HeapEntry JumpPointSearchWalker::entryFor(std::uint32_t cell, Coord at, double g) {
    return m_rank.entry(rankBits(g + hValue(at)), g, cell);
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
    report(SearchEventKind::Expanding, cell);

    if (cell == m_goalCell) {
        report(SearchEventKind::Closing, cell);
        return reachGoal(tracePath(cell));
    }

    m_cells = gridRef().paddedCells();
    if (!m_bits.current(gridRef()))
        m_bits.sync(gridRef()); // edited without a reset: jump over the cells as they are now
    expandJumping(cell, node);
    m_open.settle();
    if (m_costsVary) {
        // The pruning assumed uniform costs; what was found so far may be wrong for this map.
        m_fallback = Fallback::Costs;
        startPlain();
        return WalkState::StillLooking;
    }
    report(SearchEventKind::Closing, cell);
    stats.peakOpen = std::max<std::uint64_t>(stats.peakOpen, m_open.size());
    return WalkState::StillLooking;
}

void JumpPointSearchWalker::expandJumping(std::uint32_t cell, Node& node) {
    unsigned headings = node.parent == MapGrid::kNoCell ? 0xFFu : 0u; // the start: every heading
    for (unsigned fresh = node.arrivals & ~node.expandedArrivals; fresh != 0; fresh &= fresh - 1)
        headings |= jumpHeadings(cell, lowestBit(fresh));
    node.expandedArrivals = node.arrivals;

    // All jumps first: the states of the cells they find are scattered over a large array, and
    // fetching them while the other jumps scan hides most of the wait.
    const auto stride = static_cast<std::uint32_t>(gridRef().stride());
    const auto x = static_cast<int>(cell % stride);
    const auto y = static_cast<int>(cell / stride);
    const bool hasGoal = m_goalCell != MapGrid::kNoCell;
    const Rays rays{&m_bits, m_cells, hasGoal ? static_cast<std::ptrdiff_t>(m_goalCell) : -1,
                    hasGoal ? m_goal.x + 1 : -1, hasGoal ? m_goal.y + 1 : -1};
    m_found.clear();
    if (!m_noCornerCutting)
        jumpAll<false, false>(rays, cell, x, y, headings);
    else if (m_bits.uniform())
        jumpAll<true, true>(rays, cell, x, y, headings);
    else
        jumpAll<true, false>(rays, cell, x, y, headings);
    const double g = node.g;
    for (const Successor& next : m_found)
        reach(cell, g, next);
}

void JumpPointSearchWalker::reach(std::uint32_t from, double fromG, const Successor& next) {
    const double g = fromG + (next.diagonalSteps * m_diagonalStep + next.straightSteps);
    const Node& node = m_nodes[next.cell];
    const bool seen = node.epoch == m_nodes.epoch();
    if (seen && !(g < node.g * kImproves)) {
        if (g <= node.g * kTies)
            addArrival(next.cell, next.heading);
        return;
    }
    const bool wasOpen = seen && node.visit == CellVisit::Open;
    m_open.offer(relax(next.cell, next.at, g, from, next.heading), wasOpen);
    ++mutableStats().generated;
    report(seen ? SearchEventKind::Updating : SearchEventKind::Generating, next.cell);
}

unsigned JumpPointSearchWalker::jumpHeadings(std::uint32_t cell, unsigned heading) const {
    const auto c = static_cast<std::ptrdiff_t>(cell);
    const std::ptrdiff_t* off = m_offsets;
    const unsigned d = heading;
    if ((d & 1u) == 0) {
        const unsigned left = turn(d, 6);
        const unsigned right = turn(d, 2);
        unsigned headings = bit(d);
        if (m_noCornerCutting) {
            // A side cell is forced when the cell before this one had a wall beside it, so the
            // diagonal that would otherwise reach it without passing here was not allowed.
            if (free(c + off[right]) && !free(c + off[right] - off[d]))
                headings |= bit(right) | bit(turn(d, 1));
            if (free(c + off[left]) && !free(c + off[left] - off[d]))
                headings |= bit(left) | bit(turn(d, 7));
        } else {
            if (!free(c + off[right]) && free(c + off[right] + off[d]))
                headings |= bit(turn(d, 1));
            if (!free(c + off[left]) && free(c + off[left] + off[d]))
                headings |= bit(turn(d, 7));
        }
        return headings;
    }
    unsigned headings = bit(turn(d, 7)) | bit(d) | bit(turn(d, 1));
    if (!m_noCornerCutting) {
        if (!free(c + off[turn(d, 3)]) && free(c + off[turn(d, 2)]))
            headings |= bit(turn(d, 2));
        if (!free(c + off[turn(d, 5)]) && free(c + off[turn(d, 6)]))
            headings |= bit(turn(d, 6));
    }
    return headings;
}

template <bool kNoCornerCutting, bool kUniform>
void JumpPointSearchWalker::jumpAll(const jump_rays::Rays& rays, std::uint32_t from, int x, int y,
                                    unsigned headings) {
    // A test per heading, each a branch of its own: which headings a jump point keeps is hard to
    // predict, and a loop over them mispredicts more.
    if ((headings & bit(0)) != 0)
        jump<kNoCornerCutting, kUniform, 0>(rays, from, x, y);
    if ((headings & bit(1)) != 0)
        jump<kNoCornerCutting, kUniform, 1>(rays, from, x, y);
    if ((headings & bit(2)) != 0)
        jump<kNoCornerCutting, kUniform, 2>(rays, from, x, y);
    if ((headings & bit(3)) != 0)
        jump<kNoCornerCutting, kUniform, 3>(rays, from, x, y);
    if ((headings & bit(4)) != 0)
        jump<kNoCornerCutting, kUniform, 4>(rays, from, x, y);
    if ((headings & bit(5)) != 0)
        jump<kNoCornerCutting, kUniform, 5>(rays, from, x, y);
    if ((headings & bit(6)) != 0)
        jump<kNoCornerCutting, kUniform, 6>(rays, from, x, y);
    if ((headings & bit(7)) != 0)
        jump<kNoCornerCutting, kUniform, 7>(rays, from, x, y);
}

template <bool kNoCornerCutting, bool kUniform, unsigned kHeading>
void JumpPointSearchWalker::jump(const jump_rays::Rays& rays, std::uint32_t from, int x, int y) {
    const auto found = [this](std::ptrdiff_t cell, int px, int py, int diagonalSteps, int straightSteps,
                              unsigned along) {
        prefetch(&m_nodes[static_cast<std::size_t>(cell)]);
        m_found.push_back(
            {static_cast<std::uint32_t>(cell), along, diagonalSteps, straightSteps, Coord{px - 1, py - 1}});
    };
    constexpr Coord step = kDirectionOffsets[kHeading];
    const std::ptrdiff_t offset = m_offsets[kHeading];
    int steps;
    if constexpr (kHeading % 2 == 0) {
        steps = scanStraight<kNoCornerCutting, kHeading, kUniform>(rays, x, y);
        if (steps > 0)
            found(from + steps * offset, x + steps * step.x, y + steps * step.y, 0, steps, kHeading);
    } else {
        const std::ptrdiff_t stride = m_offsets[static_cast<unsigned>(Direction::S)];
        if constexpr (kNoCornerCutting) {
            steps = walkDiagonal<step.x == 1, step.y == 1, kUniform>(rays, from, x, y, stride, found);
        } else {
            steps = scanDiagonal<step.x == 1, step.y == 1>(rays, from, x, y, stride);
            if (steps > 0)
                found(from + steps * offset, x + steps * step.x, y + steps * step.y, steps, 0, kHeading);
        }
    }
    if (steps == kDearerCell)
        m_costsVary = true;
}

std::vector<Coord> JumpPointSearchWalker::tracePath(std::uint32_t goalCell) const {
    const MapGrid& grid = gridRef();
    const auto sign = [](int v) { return (v > 0) - (v < 0); };
    // Each run from a jump point's parent takes as many steps as the larger of its two spans; count
    // them first, so that the path is filled from its end without growing or being reversed.
    std::size_t cells = 1;
    for (std::uint32_t cell = goalCell; m_nodes[cell].parent != MapGrid::kNoCell;
         cell = m_nodes[cell].parent) {
        const Coord at = grid.coordOf(cell);
        const Coord from = grid.coordOf(m_nodes[cell].parent);
        cells += static_cast<std::size_t>(std::max(std::abs(at.x - from.x), std::abs(at.y - from.y)));
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
        // straight leg in the node's heading (none if the heading is diagonal), whose length is what
        // the diagonal leg leaves of the distance along that heading, then the diagonal leg.
        const Coord from = grid.coordOf(node.parent);
        const Coord step = kDirectionOffsets[node.heading];
        const int dx = std::abs(at.x - from.x);
        const int dy = std::abs(at.y - from.y);
        const int straight = step.x == 0 ? dy - dx : step.y == 0 ? dx - dy : 0;
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
    if (m_current == MapGrid::kNoCell || !grid())
        return std::nullopt;
    return grid()->coordOf(m_current);
}

} // namespace pathfinder
