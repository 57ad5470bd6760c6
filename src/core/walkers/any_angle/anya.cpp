#include "walkers/any_angle/anya.h"

#include "pathfinder/walkers/any_angle/any_angle.h"

#include "walkers/any_angle/any_angle_listings.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace pathfinder {

const WalkerDescription& AnyaWalker::description() const {
    static const WalkerDescription description = [] {
        WalkerDescription d;
        d.name = "anya";
        d.displayName = "Anya";
        d.openListNote = "Anya's open list holds intervals of a row with the root that sees them, not cells.";
        d.pseudoCode = &anyaListing;
        d.traits.optimal = true;
        d.traits.complete = true;
        d.traits.anyAngle = true;
        d.parameters = {Parameter::SearchUnreachable};
        return d;
    }();
    return description;
}

std::size_t AnyaWalker::searchByteLimit(std::size_t cells) {
    return std::max(kLeastSearchBytes, cells * kSearchBytesPerCell);
}

void AnyaWalker::doReset() {
    const MapGrid& grid = gridRef();
    m_cells.fit(grid.paddedSize());
    m_cells.beginSearch();
    m_current.reset();
    m_expandedAny = false;
    m_note.clear();
    const auto start = grid.start();
    const auto goal = grid.goal();
    m_ready = start && goal && !grid.isBlocked(*start) && !grid.isBlocked(*goal);
    if (!m_ready || *start == *goal)
        return;
    m_lattice.build(grid, settings().movement);
    m_search.setMemoryLimit(m_limitOverride > 0 ? m_limitOverride : searchByteLimit(grid.cellCount()));
    m_search.start(m_lattice, 2 * start->x + 1, 2 * start->y + 1, 2 * goal->x + 1, 2 * goal->y + 1);
    show(*start, true, -1, std::hypot(goal->x - start->x, goal->y - start->y));
    emitCell(SearchEventKind::Closing, *start);
    showGenerated();
}

WalkState AnyaWalker::doIterate() {
    if (!m_ready)
        return giveUp();
    const MapGrid& grid = gridRef();
    if (*grid.start() == *grid.goal())
        return reachGoalAlong({centreOf(*grid.start())}, {*grid.start()});
    const AnyaSearch::Step step = m_search.step();
    if (step == AnyaSearch::Step::Exhausted)
        return giveUp();
    if (step == AnyaSearch::Step::Found)
        return finish();
    if (step == AnyaSearch::Step::OutOfMemory)
        return outOfMemory();
    showExpanded(m_search.lastNode());
    showGenerated();
    return WalkState::StillLooking;
}

WalkState AnyaWalker::outOfMemory() {
    std::ostringstream out;
    out << "gave up: out of memory for this map (" << m_search.openSize() << " open nodes and "
        << m_search.rootCount() << " turning points take " << (m_search.searchBytes() >> 20)
        << " MiB, the most a map of " << gridRef().cellCount() << " cells allows)";
    m_note = out.str();
    return abandon();
}

WalkState AnyaWalker::finish() {
    std::vector<PathPoint> points;
    for (const AnyaRoot& r : m_search.pathPoints())
        points.push_back({r.x / 2.0, r.y / 2.0});
    std::vector<Coord> cells = cellsAlong(gridRef(), settings().movement, points);
    return reachGoalAlong(std::move(points), std::move(cells));
}

void AnyaWalker::cellsOf(const AnyaNode& node, std::vector<Coord>& cells) const {
    const MapGrid& grid = gridRef();
    // A row of the lattice with an odd number runs through the middle of a map row; one with an even
    // number lies between two, and the node shows on the one the search moves on to.
    int rows[2] = {(node.row - 1) / 2, (node.row - 1) / 2};
    if (node.row % 2 == 0) {
        const int below = node.row / 2;
        const int above = below - 1;
        const bool goingUp = !node.flat && m_search.root(node.root).y > node.row;
        rows[0] = goingUp ? above : below;
        rows[1] = goingUp ? below : above;
    }
    // The column of the point the node's estimate goes through, or at a cell edge either cell beside it.
    const double through = node.through;
    const int column = static_cast<int>(std::floor(through)) / 2;
    const bool onEdge = std::abs(through - 2.0 * std::round(through / 2.0)) < 1e-9;
    const int columns[2] = {column, onEdge ? static_cast<int>(std::lround(through / 2.0)) - 1 : column};
    cells.clear();
    for (const int x : columns)
        for (const int y : rows)
            if (grid.inBounds({x, y}) && !grid.isBlocked({x, y})) {
                cells.push_back({x, y});
                return;
            }
}

std::uint32_t AnyaWalker::cellOfRoot(int root) const {
    const AnyaRoot& r = m_search.root(root);
    const MapGrid& grid = gridRef();
    const int x = r.x / 2;
    const int y = r.y / 2;
    if (r.x % 2 != 0)
        return static_cast<std::uint32_t>(grid.paddedIndex({x, y})); // the start, at a cell's centre
    for (const Coord c : {Coord{x - 1, y - 1}, Coord{x, y - 1}, Coord{x - 1, y}, Coord{x, y}})
        if (!grid.isBlocked(c))
            return static_cast<std::uint32_t>(grid.paddedIndex(c));
    return MapGrid::kNoCell;
}

void AnyaWalker::show(Coord c, bool closed, int root, double f) {
    CellRecord& cell = m_cells[gridRef().paddedIndex(c)];
    cell.f = f;
    cell.rootAndClosed = static_cast<std::uint32_t>(root + 1) | (closed ? kClosedBit : 0u);
    cell.epoch = m_cells.epoch();
}

void AnyaWalker::showGenerated() {
    RunStats& stats = mutableStats();
    const MapGrid& grid = gridRef();
    for (const AnyaNode& node : m_search.lastGenerated()) {
        ++stats.generated;
        const double f = node.f / 2.0;
        cellsOf(node, m_scratch);
        for (const Coord c : m_scratch) {
            const std::size_t index = grid.paddedIndex(c);
            const bool fresh = !m_cells.seen(index);
            if (!fresh && ((m_cells[index].rootAndClosed & kClosedBit) != 0 || m_cells[index].f <= f))
                continue;
            show(c, false, node.root, f);
            emitCell(fresh ? SearchEventKind::Generating : SearchEventKind::Updating, c);
        }
    }
    stats.peakOpen = std::max<std::uint64_t>(stats.peakOpen, m_search.openSize());
}

void AnyaWalker::showExpanded(const AnyaNode& node) {
    ++mutableStats().expanded;
    m_expandedAny = true;
    cellsOf(node, m_scratch);
    if (m_scratch.empty())
        return;
    m_current = m_scratch[m_scratch.size() / 2];
    emitCell(SearchEventKind::Expanding, *m_current);
    for (const Coord c : m_scratch) {
        show(c, true, node.root, node.f / 2.0);
        emitCell(SearchEventKind::Closing, c);
    }
}

CellView AnyaWalker::cellState(Coord c) const {
    CellView view;
    const MapGrid* grid = this->grid();
    if (!grid || !grid->inBounds(c) || m_cells.size() != grid->paddedSize())
        return view;
    const std::size_t index = grid->paddedIndex(c);
    if (!m_cells.seen(index))
        return view;
    const CellRecord& cell = m_cells[index];
    view.visit = (cell.rootAndClosed & kClosedBit) != 0 ? CellVisit::Closed : CellVisit::Open;
    view.f = cell.f;
    view.g = 0.0;
    const std::uint32_t rootPlusOne = cell.rootAndClosed & ~kClosedBit;
    if (rootPlusOne > 0) {
        const int root = static_cast<int>(rootPlusOne - 1);
        view.g = m_search.root(root).g / 2.0;
        const std::uint32_t parent = cellOfRoot(root);
        if (parent != MapGrid::kNoCell)
            view.parent = grid->coordOf(parent);
    }
    if (const auto goal = grid->goal())
        view.h = std::hypot(goal->x - c.x, goal->y - c.y);
    return view;
}

std::optional<AnyaWalker::ShownInterval> AnyaWalker::lastInterval() const {
    if (!m_expandedAny)
        return std::nullopt;
    const AnyaNode& node = m_search.lastNode();
    const AnyaRoot& root = m_search.root(node.root);
    return ShownInterval{node.row / 2.0, node.left / 2.0, node.right / 2.0, {root.x / 2.0, root.y / 2.0}};
}

} // namespace pathfinder
