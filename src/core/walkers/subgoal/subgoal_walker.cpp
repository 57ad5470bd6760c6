#include "walkers/subgoal/subgoal_walker.h"

#include "pathfinder/basics/count_text.h"

#include "walkers/subgoal/subgoal_listings.h"

#include <algorithm>
#include <cassert>
#include <chrono>
#include <cstdlib>
#include <iomanip>
#include <sstream>

namespace pathfinder {

namespace {

/// The movements whose least-cost paths the graph keeps: 8 neighbours without corner cutting and a
/// diagonal shorter than two straight steps (so that a least-cost path between two cells in the open
/// takes as many diagonal steps as it can, all one way).
bool graphMovement(const Movement& movement) {
    return movement.allowsDiagonals() && movement.diagonalRule == DiagonalRule::NoCornerCutting &&
           movement.diagonalLength != DiagonalLength::Two;
}

} // namespace

SubgoalGraphWalker::Fallback SubgoalGraphWalker::fallbackOn(const MapGrid& grid, const Movement& movement) {
    return grid.features() != 0                                              ? Fallback::Shape
           : !graphMovement(movement)                                        ? Fallback::Movement
           : grid.leastEntryCost() != 1.0 || grid.greatestEntryCost() != 1.0 ? Fallback::Costs
                                                                             : Fallback::None;
}

const WalkerDescription& SubgoalGraphWalker::description() const {
    static const WalkerDescription description = [] {
        // Weighted maps and other movements fall back to plain A* (correct, without the graph), so it
        // declares neither weighted costs nor a heuristic.
        WalkerDescription d;
        d.name = "subgoal-graph";
        d.displayName = "Subgoal Graph";
        d.openListNote = "The Subgoal Graph searches a graph of the corners of walls, kept between "
                         "searches: its open list is not ranked here.";
        d.pseudoCode = &subgoalGraphListing;
        d.traits.optimal = true;
        d.traits.complete = true;
        d.mapFeatures = kAllMapFeatures; // by falling back to plain A*
        d.parameters = {Parameter::SearchUnreachable};
        return d;
    }();
    return description;
}

void SubgoalGraphWalker::doReset() {
    const MapGrid& grid = gridRef();
    const Movement& movement = settings().movement;
    m_diagonal = movement.diagonalStep();
    m_phase = Phase::Connect;
    m_current = MapGrid::kNoCell;
    m_startEdges.clear();
    m_abstractPath.clear();
    m_viewStale = true;
    m_built = false;
    m_adopted = false;
    m_preprocessNs = 0;

    m_fallback = fallbackOn(grid, movement);
    if (m_fallback != Fallback::None) {
        m_mode = Mode::Plain;
        WalkerSettings plain = settings();
        plain.heuristic = HeuristicKind::Octile;
        plain.weight = 1.0;
        m_plain.setup(grid, plain);
        return;
    }
    m_mode = Mode::Graph;
    if (m_adoptedNs >= 0 && m_graph.current(grid, m_diagonal, true)) {
        // Built for these cells by a preparation, elsewhere, since the last reset.
        m_preprocessNs = m_adoptedNs;
        m_built = true;
        m_adopted = true;
        m_lastBuildNs = m_preprocessNs;
    } else if (!m_graph.current(grid, m_diagonal, true)) {
        // Built whole: at the first search on a map, after any edit of its cells and when the
        // diagonal's length changes (the costs that decide which subgoals are local).
        const auto began = std::chrono::steady_clock::now();
        m_graph.build(grid, m_diagonal, true);
        m_preprocessNs =
            std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - began)
                .count();
        m_built = true;
        m_lastBuildNs = m_preprocessNs;
    }
    m_adoptedNs = -1;
    RunStats& stats = mutableStats();
    stats.heuristicBuildNs = m_preprocessNs;
    stats.heuristicBytes = m_graph.bytes();

    const std::size_t subgoals = m_graph.subgoalCount();
    m_nodes.fit(subgoals + 2);
    m_nodes.beginSearch();
    m_open.reset(subgoals + 2);
    m_rank.setup(TieBreak::LargerG);
    if (m_goalMarks.size() != subgoals || m_query == 0xFFFFFFFFu) {
        m_goalMarks.assign(subgoals, 0);
        m_coneMarks.assign(subgoals, 0);
        m_query = 0;
    }
    ++m_query;

    const auto start = grid.start();
    const auto goal = grid.goal();
    m_ready = start && goal && !grid.isBlocked(*start);
    m_startCell = start ? static_cast<std::uint32_t>(grid.paddedIndex(*start)) : MapGrid::kNoCell;
    m_goalCell = goal ? static_cast<std::uint32_t>(grid.paddedIndex(*goal)) : MapGrid::kNoCell;
    m_start = start.value_or(Coord{});
    m_goal = goal.value_or(Coord{});
    // The start and the goal are nodes of their own unless they are subgoals.
    const auto subgoalNode = [&](std::uint32_t cell, std::size_t own) {
        const std::uint32_t id = cell == MapGrid::kNoCell ? SubgoalGraph::kNone : m_graph.subgoalOf(cell);
        return id != SubgoalGraph::kNone ? id : static_cast<std::uint32_t>(own);
    };
    m_startNode = subgoalNode(m_startCell, subgoals);
    m_goalNode = subgoalNode(m_goalCell, subgoals + 1);
}

std::uint32_t SubgoalGraphWalker::nodeOfCell(std::uint32_t cell) const {
    if (cell == m_startCell)
        return m_startNode;
    if (cell == m_goalCell)
        return m_goalNode;
    const std::uint32_t id = m_graph.subgoalOf(cell);
    return id == SubgoalGraph::kNone ? MapGrid::kNoCell : id;
}

std::uint32_t SubgoalGraphWalker::cellOfNode(std::uint32_t node) const {
    if (node == m_startNode)
        return m_startCell;
    if (node == m_goalNode)
        return m_goalCell;
    return m_graph.cellOf(node);
}

double SubgoalGraphWalker::octile(Coord a, Coord b) const {
    const int dx = std::abs(a.x - b.x);
    const int dy = std::abs(a.y - b.y);
    return m_diagonal * std::min(dx, dy) + std::abs(dx - dy);
}

WalkState SubgoalGraphWalker::doIterate() {
    if (m_mode == Mode::Plain)
        return stepPlain();
    if (!m_ready)
        return giveUp();
    switch (m_phase) {
    case Phase::Connect:
        return connect();
    case Phase::Search:
        return expand();
    case Phase::Done:
        break;
    }
    return giveUp();
}

WalkState SubgoalGraphWalker::stepPlain() {
    const WalkState state = m_plain.iterate();
    RunStats& stats = mutableStats();
    const RunStats& plain = m_plain.stats();
    stats.expanded = plain.expanded;
    stats.generated = plain.generated;
    stats.reexpanded = plain.reexpanded;
    stats.peakOpen = plain.peakOpen;
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

WalkState SubgoalGraphWalker::connect() {
    const MapGrid& grid = gridRef();
    if (grid.isBlocked(grid.coordOf(m_goalCell)))
        return giveUp();
    if (m_startCell == m_goalCell) {
        m_phase = Phase::Done;
        m_abstractPath = {grid.coordOf(m_startCell)};
        m_viewStale = true;
        return reachGoal({grid.coordOf(m_startCell)});
    }
    m_found.clear();
    m_graph.directlyReachable(m_startCell, m_found);
    for (const std::uint32_t cell : m_found)
        m_startEdges.push_back(nodeOfCell(cell));
    // A path of the octile distance is the least cost there is.
    if (m_graph.hPath(m_startCell, m_goalCell, nullptr))
        m_startEdges.push_back(m_goalNode);
    // The goal's cone: the subgoals joined to the goal, and those above them in rank.
    m_cone.clear();
    const auto enter = [&](std::uint32_t id) {
        if (m_coneMarks[id] != m_query) {
            m_coneMarks[id] = m_query;
            m_cone.push_back(id);
        }
    };
    if (m_goalNode >= m_graph.subgoalCount()) {
        // Moves are the same both ways: what the goal reaches reaches the goal.
        m_found.clear();
        m_graph.directlyReachable(m_goalCell, m_found);
        for (const std::uint32_t cell : m_found) {
            m_goalMarks[m_graph.subgoalOf(cell)] = m_query;
            enter(m_graph.subgoalOf(cell));
        }
    } else {
        enter(m_goalNode);
    }
    for (std::size_t i = 0; i < m_cone.size(); ++i)
        if (m_graph.rankOf(m_cone[i]) != SubgoalGraph::kGlobal)
            m_graph.forEachEdgeUp(m_cone[i], [&](std::uint32_t to, Coord, double) { enter(to); });
    m_nodes[m_startNode] = Node{0.0, MapGrid::kNoCell, m_nodes.epoch(), CellVisit::Open};
    m_open.push(m_rank.entry(rankBits(octile(m_start, m_goal)), 0.0, m_startNode));
    mutableStats().peakOpen = 1;
    emitCell(SearchEventKind::Generating, m_startCell);
    m_phase = Phase::Search;
    return WalkState::StillLooking;
}

void SubgoalGraphWalker::relax(std::uint32_t from, double g, std::uint32_t to, Coord toAt, double cost) {
    Node& next = m_nodes[to];
    const bool seen = m_nodes.seen(to);
    const double reached = g + cost;
    // The octile distance is consistent over edges that cost it or more: a closed node has its
    // least g.
    if (seen && (next.visit == CellVisit::Closed || next.g <= reached))
        return;
    next = Node{reached, from, m_nodes.epoch(), CellVisit::Open};
    m_open.push(m_rank.entry(rankBits(reached + octile(toAt, m_goal)), reached, to));
    ++mutableStats().generated;
    emitCell(seen ? SearchEventKind::Updating : SearchEventKind::Generating, toAt);
}

WalkState SubgoalGraphWalker::expand() {
    if (m_open.empty()) {
        m_phase = Phase::Done;
        return giveUp();
    }
    RunStats& stats = mutableStats();
    const std::uint32_t id = m_open.pop().cell;
    const std::uint32_t cell = cellOfNode(id);
    Node& node = m_nodes[id];
    node.visit = CellVisit::Closed;
    m_current = cell;
    ++stats.expanded;
    emitCell(SearchEventKind::Expanding, cell);
    if (id == m_goalNode) {
        emitCell(SearchEventKind::Closing, cell);
        return finish(id);
    }
    const double g = node.g;
    const Coord at = coordOfNode(id);
    if (id == m_startNode)
        for (const std::uint32_t to : m_startEdges) {
            const Coord toAt = coordOfNode(to);
            relax(id, g, to, toAt, octile(at, toAt));
        }
    const std::size_t subgoals = m_graph.subgoalCount();
    if (id < subgoals) {
        // Up in rank always; down only into the goal's cone.
        const auto follow = [&](std::uint32_t to, Coord toAt, double cost) { relax(id, g, to, toAt, cost); };
        m_graph.forEachEdgeUp(id, follow);
        m_graph.forEachEdgeDown(id, [&](std::uint32_t to, Coord toAt, double cost) {
            if (m_coneMarks[to] == m_query)
                follow(to, toAt, cost);
        });
        if (m_goalNode >= subgoals && m_goalMarks[id] == m_query)
            relax(id, g, m_goalNode, m_goal, octile(at, m_goal));
    }
    emitCell(SearchEventKind::Closing, cell);
    stats.peakOpen = std::max<std::uint64_t>(stats.peakOpen, m_open.size());
    return WalkState::StillLooking;
}

WalkState SubgoalGraphWalker::finish(std::uint32_t goalNode) {
    std::vector<std::uint32_t> cells;
    for (std::uint32_t node = goalNode; node != MapGrid::kNoCell; node = m_nodes[node].parent)
        cells.push_back(cellOfNode(node));
    std::reverse(cells.begin(), cells.end());
    std::vector<Coord> path{m_graph.coordOf(cells.front())};
    m_abstractPath = path;
    const std::size_t subgoals = m_graph.subgoalCount();
    for (std::size_t i = 1; i < cells.size(); ++i) {
        // An edge of the graph unfolds through the subgoals its shortcuts pass; the start's and the
        // goal's were found along paths of their octile distance, diagonals first from one end.
        const std::uint32_t from = m_graph.subgoalOf(cells[i - 1]);
        const std::uint32_t to = m_graph.subgoalOf(cells[i]);
        const bool edge = from < subgoals && to < subgoals && m_graph.unfoldEdge(from, to, path);
        [[maybe_unused]] const bool unfolded = edge || m_graph.hPath(cells[i - 1], cells[i], &path);
        assert(unfolded);
        m_abstractPath.push_back(m_graph.coordOf(cells[i]));
    }
    m_phase = Phase::Done;
    m_viewStale = true;
    return reachGoal(std::move(path));
}

CellView SubgoalGraphWalker::cellState(Coord c) const {
    if (m_mode == Mode::Plain)
        return m_plain.cellState(c);
    CellView view;
    const MapGrid* grid = this->grid();
    if (!grid || !grid->inBounds(c) || m_graph.paddedSize() != grid->paddedSize() || m_nodes.size() == 0)
        return view;
    const auto cell = static_cast<std::uint32_t>(grid->paddedIndex(c));
    if (m_goalCell != MapGrid::kNoCell)
        view.h = octile(c, m_goal);
    const std::uint32_t node = nodeOfCell(cell);
    if (node == MapGrid::kNoCell || node >= m_nodes.size() || !m_nodes.seen(node))
        return view;
    const Node& n = m_nodes[node];
    view.visit = n.visit;
    view.g = n.g;
    view.f = n.g + view.h;
    if (n.parent != MapGrid::kNoCell)
        view.parent = m_graph.coordOf(cellOfNode(n.parent));
    return view;
}

std::optional<Coord> SubgoalGraphWalker::current() const {
    if (m_mode == Mode::Plain)
        return m_plain.current();
    return coordOfCell(m_current);
}

std::size_t SubgoalGraphWalker::openSize() const {
    return m_mode == Mode::Plain ? m_plain.openSize() : m_open.size();
}

const AbstractMapView* SubgoalGraphWalker::abstraction() const {
    if (!grid() || m_mode == Mode::Plain)
        return nullptr;
    if (!m_viewStale)
        return &m_view;
    m_view = AbstractMapView{};
    // The global subgoals as transitions, the local ones apart, and the edges of the simple graph
    // (a shortcut would be drawn across the walls it goes round).
    for (std::uint32_t id = 0; id < m_graph.subgoalCount(); ++id) {
        const Coord from = m_graph.subgoalCoord(id);
        (m_graph.rankOf(id) == SubgoalGraph::kGlobal ? m_view.transitions : m_view.localTransitions)
            .push_back(from);
        m_graph.forEachSimpleEdge(id, [&](std::uint32_t to) {
            if (id < to) // both ends list an edge
                m_view.edges.emplace_back(from, m_graph.subgoalCoord(to));
        });
    }
    m_view.abstractPath = m_abstractPath;
    m_view.refining = m_phase == Phase::Done && !m_abstractPath.empty();
    m_viewStale = false;
    return &m_view;
}

std::string SubgoalGraphWalker::searchNote() const {
    switch (m_fallback) {
    case Fallback::None:
        break;
    case Fallback::Costs:
        return "fell back to plain A* (cells cost other than 1: entry costs or terrain)";
    case Fallback::Movement:
        return "fell back to plain A* (subgoal graphs need 8 neighbours without corner cutting and a "
               "diagonal shorter than 2; the movement is " +
               describe(settings().movement) + ")";
    case Fallback::Shape:
        return "fell back to plain A* (subgoal graphs need square cells without sides or slopes; this map "
               "has " +
               describeMapFeatures(gridRef().features()) + ")";
    }
    std::ostringstream out;
    const double kib = static_cast<double>(m_graph.bytes()) / 1024.0;
    out << "subgoal graph: " << countText(m_graph.subgoalCount(), "subgoal") << " (" << m_graph.globalCount()
        << " global), " << countText(m_graph.edgeCount(), "edge") << " ("
        << countText(m_graph.shortcutCount(), "shortcut") << "), " << std::fixed << std::setprecision(1)
        << (kib < 1024.0 ? kib : kib / 1024.0) << (kib < 1024.0 ? " KiB" : " MiB") << "; ";
    out << "built whole in " << std::setprecision(2) << static_cast<double>(m_lastBuildNs) / 1e6 << " ms "
        << (m_adopted ? "for this search, apart from it, on a copy of the map (the cells changed since it "
                        "was last built)"
            : m_built ? "at this reset (the cells changed since it was last built)"
                      : "before, kept (the cells are unchanged)");
    return out.str();
}

} // namespace pathfinder
