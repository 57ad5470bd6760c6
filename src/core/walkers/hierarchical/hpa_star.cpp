#include "walkers/hierarchical/hpa_star.h"

#include "pathfinder/basics/count_text.h"

#include "search/copy_build.h"
#include "walkers/hierarchical/hierarchical_listings.h"

#include <algorithm>
#include <chrono>
#include <limits>
#include <sstream>
#include <utility>

namespace pathfinder {

namespace {
constexpr double kInf = std::numeric_limits<double>::infinity();
}

const WalkerDescription& HpaStarWalker::description() const {
    static const WalkerDescription description = [] {
        WalkerDescription d;
        d.name = "hpastar";
        d.displayName = "HPA*";
        d.openListNote = "HPA* searches an abstract map of cluster crossings, then cells within clusters: "
                         "its open lists are not ranked here.";
        d.pseudoCode = &hpaStarListing;
        d.traits.weightedCosts = true;
        d.traits.complete = true;
        d.parameters = {Parameter::ClusterSize, Parameter::Smoothing, Parameter::SearchUnreachable};
        return d;
    }();
    return description;
}

using HpaPreparation = CopyBuild<HpaAbstraction>;

bool HpaStarWalker::needsPreparation(const MapGrid& grid, const WalkerSettings& settings) const {
    // A map with features is refused before any abstract map is made.
    return grid.features() == 0 &&
           !m_abstraction.fits(grid, settings.movement, static_cast<int>(settings.clusterSize));
}

std::unique_ptr<WalkerPreparation> HpaStarWalker::preparation(const MapGrid& grid,
                                                              const WalkerSettings& settings) const {
    if (!needsPreparation(grid, settings))
        return nullptr;
    const Movement movement = settings.movement;
    const auto size = static_cast<int>(settings.clusterSize);
    return std::make_unique<HpaPreparation>(
        grid, "the HPA* abstract map",
        [movement, size](const MapGrid& copy, HpaAbstraction& abstraction, const std::atomic<bool>& stop) {
            abstraction.build(copy, movement, size, &stop);
        });
}

void HpaStarWalker::adopt(WalkerPreparation& preparation) {
    auto* prepared = dynamic_cast<HpaPreparation*>(&preparation);
    if (!prepared || prepared->built.stamp() == 0)
        return; // another walker's, or stopped before it was built
    m_abstraction = std::move(prepared->built);
    m_adoptedNs = prepared->buildNs();
}

void HpaStarWalker::prepareAbstraction() {
    const MapGrid& grid = gridRef();
    const auto began = std::chrono::steady_clock::now();
    const int size = static_cast<int>(settings().clusterSize);
    const bool adopted = m_adoptedNs >= 0 && m_abstraction.fits(grid, settings().movement, size);
    if (!m_abstraction.fits(grid, settings().movement, size)) {
        m_abstraction.build(grid, settings().movement, size);
        m_rebuilt = m_abstraction.lastRebuilt();
    } else if (m_abstraction.stamp() != grid.cellsStamp()) {
        // Cells changed: update() compares them and rebuilds the clusters round the edits.
        m_rebuilt = m_abstraction.update(grid) + (adopted ? m_abstraction.clusterCount() : 0);
    } else {
        m_rebuilt = adopted ? m_abstraction.lastRebuilt() : 0; // built whole, elsewhere
    }
    m_preprocessNs =
        std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - began)
            .count() +
        (adopted ? m_adoptedNs : 0);
    m_adoptedNs = -1;
}

void HpaStarWalker::doReset() {
    const MapGrid& grid = gridRef();
    prepareAbstraction();
    m_moves.setup(grid, settings().movement);
    const std::size_t transitions = m_abstraction.transitionCount();
    const auto side = static_cast<std::size_t>(m_abstraction.clusterSize());
    m_shown.fit(m_abstraction.clusterCount() * side * side);
    m_shown.beginSearch();
    m_shownTransitions.fit(transitions);
    m_shownTransitions.beginSearch();
    // Two more nodes than transitions: the start and the goal, where they are none.
    m_abstract.fit(transitions + 2);
    m_abstract.beginSearch();
    m_abstractOpen.reset(transitions + 2);
    m_refine.fit(side * side);
    m_refineOpen.reset(side * side);
    m_rank.setup(TieBreak::LargerG);
    m_hScale = grid.leastEntryFactor();
    m_phase = Phase::Insert;
    m_viewStale = true;
    m_current = MapGrid::kNoCell;
    m_insertionSettled = 0;
    m_startEdges.clear();
    m_goalCosts.clear();
    m_abstractPath.clear();
    m_abstractCells.clear();
    m_abstractNodes.clear();
    m_refined.clear();
    m_segment = 0;

    const auto start = grid.start();
    const auto goal = grid.goal();
    m_ready = start && goal && !grid.isBlocked(*start);
    if (!m_ready)
        return;
    m_startCell = static_cast<std::uint32_t>(grid.paddedIndex(*start));
    m_goalCell = static_cast<std::uint32_t>(grid.paddedIndex(*goal));
    m_goalCluster = m_abstraction.clusterOf(*goal);
    m_startNode = m_abstraction.transitionId(m_startCell);
    if (m_startNode == MapGrid::kNoCell)
        m_startNode = static_cast<std::uint32_t>(transitions);
    m_goalNode = m_abstraction.transitionId(m_goalCell);
    if (m_goalNode == MapGrid::kNoCell)
        m_goalNode = static_cast<std::uint32_t>(transitions + 1);
}

std::uint32_t HpaStarWalker::nodeOfCell(std::uint32_t cell) const {
    if (cell == m_startCell)
        return m_startNode;
    if (cell == m_goalCell)
        return m_goalNode;
    return m_abstraction.transitionId(cell);
}

std::uint32_t HpaStarWalker::cellOfNode(std::uint32_t node) const {
    if (node == m_startNode)
        return m_startCell;
    if (node == m_goalNode)
        return m_goalCell;
    return m_abstraction.transitionCell(node);
}

std::size_t HpaStarWalker::shownSlot(std::uint32_t cell) const {
    const Coord c = gridRef().coordOf(cell);
    const auto side = static_cast<std::size_t>(m_abstraction.clusterSize());
    const std::size_t k = m_abstraction.clusterOf(c);
    const CellRect& rect = m_abstraction.cluster(k).rect;
    return k * side * side + static_cast<std::size_t>(c.y - rect.y0) * side +
           static_cast<std::size_t>(c.x - rect.x0);
}

std::uint32_t HpaStarWalker::localOf(std::uint32_t cell) const {
    const Coord c = gridRef().coordOf(cell);
    return static_cast<std::uint32_t>((c.y - m_segmentRect.y0) * m_abstraction.clusterSize() +
                                      (c.x - m_segmentRect.x0));
}

std::uint32_t HpaStarWalker::cellOfLocal(std::uint32_t local) const {
    const auto side = static_cast<std::uint32_t>(m_abstraction.clusterSize());
    const Coord c{m_segmentRect.x0 + static_cast<int>(local % side),
                  m_segmentRect.y0 + static_cast<int>(local / side)};
    return static_cast<std::uint32_t>(gridRef().paddedIndex(c));
}

HpaStarWalker::Shown& HpaStarWalker::shownAt(std::uint32_t cell) {
    const std::uint32_t id = m_abstraction.transitionId(cell);
    return id != MapGrid::kNoCell ? m_shownTransitions[id] : m_shown[shownSlot(cell)];
}

const HpaStarWalker::Shown* HpaStarWalker::shownIfSeen(std::uint32_t cell) const {
    const std::uint32_t id = m_abstraction.transitionId(cell);
    if (id != MapGrid::kNoCell)
        return m_shownTransitions.seen(id) ? &m_shownTransitions[id] : nullptr;
    const std::size_t slot = shownSlot(cell);
    return m_shown.seen(slot) ? &m_shown[slot] : nullptr;
}

WalkState HpaStarWalker::doIterate() {
    if (!m_ready)
        return giveUp();
    switch (m_phase) {
    case Phase::Insert:
        return insertStartAndGoal();
    case Phase::Abstract:
        return expandAbstract();
    case Phase::Refine:
        return expandRefinement();
    case Phase::Done:
        break;
    }
    return giveUp();
}

double HpaStarWalker::estimate(std::uint32_t from, std::uint32_t to) const {
    const MapGrid& grid = gridRef();
    return heuristic(HeuristicKind::Octile, grid.coordOf(from), grid.coordOf(to), settings().movement) *
           m_hScale;
}

void HpaStarWalker::show(std::uint32_t cell, CellVisit visit, double g, double f, std::uint32_t parent,
                         SearchEventKind kind) {
    const std::uint32_t id = m_abstraction.transitionId(cell);
    const std::uint32_t parentAndClosed =
        (parent & ~Shown::kClosed) | (visit == CellVisit::Closed ? Shown::kClosed : 0u);
    if (id != MapGrid::kNoCell)
        m_shownTransitions[id] = Shown{g, f, parentAndClosed, m_shownTransitions.epoch()};
    else
        m_shown[shownSlot(cell)] = Shown{g, f, parentAndClosed, m_shown.epoch()};
    emitCell(kind, cell);
}

WalkState HpaStarWalker::insertStartAndGoal() {
    const MapGrid& grid = gridRef();
    if (grid.isBlocked(grid.coordOf(m_goalCell)))
        return giveUp();
    if (m_startCell == m_goalCell) {
        m_refined = {grid.coordOf(m_startCell)};
        return finish();
    }
    const std::size_t startCluster = m_abstraction.clusterOf(grid.coordOf(m_startCell));
    const HpaAbstraction::Cluster& from = m_abstraction.cluster(startCluster);
    std::vector<double> costs;
    m_insertionSettled += clusterCosts(grid, m_moves, from.rect, grid.coordOf(m_startCell), false, costs);
    for (const std::uint32_t t : from.transitions) {
        const double cost = costs[from.rect.local(grid.coordOf(t))];
        if (t != m_startCell && cost < kInf)
            m_startEdges.push_back(HpaEdge{nodeOfCell(t), cost, false});
    }
    // Start and goal in one cluster: the route that stays inside it is an edge of its own, so the
    // abstract search takes it when no route through the transitions is cheaper.
    if (startCluster == m_goalCluster) {
        const double direct = costs[from.rect.local(grid.coordOf(m_goalCell))];
        if (direct < kInf)
            m_startEdges.push_back(HpaEdge{m_goalNode, direct, false});
    }
    const HpaAbstraction::Cluster& to = m_abstraction.cluster(m_goalCluster);
    m_insertionSettled += clusterCosts(grid, m_moves, to.rect, grid.coordOf(m_goalCell), true, costs);
    m_goalCosts.assign(to.transitions.size(), kInf);
    for (std::size_t i = 0; i < to.transitions.size(); ++i)
        if (to.transitions[i] != m_goalCell)
            m_goalCosts[i] = costs[to.rect.local(grid.coordOf(to.transitions[i]))];

    AbstractNode& node = m_abstract[m_startNode];
    node = AbstractNode{0.0, MapGrid::kNoCell, m_abstract.epoch(), CellVisit::Open};
    m_abstractOpen.push(m_rank.entry(rankBits(estimate(m_startCell, m_goalCell)), 0.0, m_startNode));
    mutableStats().peakOpen = 1;
    show(m_startCell, CellVisit::Open, 0.0, estimate(m_startCell, m_goalCell), MapGrid::kNoCell,
         SearchEventKind::Generating);
    m_phase = Phase::Abstract;
    return WalkState::StillLooking;
}

template <class Step>
void HpaStarWalker::forEachAbstractEdge(std::uint32_t node, Step step) const {
    if (node == m_startNode)
        for (const HpaEdge& e : m_startEdges)
            step(e.to, e.cost);
    const std::uint32_t cell = cellOfNode(node);
    const std::size_t cluster = m_abstraction.clusterOfCell(cell);
    const std::int32_t i = m_abstraction.transitionIndex(cell);
    if (i < 0)
        return;
    m_abstraction.forEachEdge(cluster, static_cast<std::size_t>(i),
                              [&](const HpaEdge& e) { step(nodeOfCell(e.to), e.cost); });
    if (cluster == m_goalCluster && m_goalCosts[static_cast<std::size_t>(i)] < kInf)
        step(m_goalNode, m_goalCosts[static_cast<std::size_t>(i)]);
}

WalkState HpaStarWalker::expandAbstract() {
    // A node has at most one entry: a cheaper route re-ranks it in place.
    if (m_abstractOpen.empty()) {
        m_phase = Phase::Done;
        return giveUp();
    }
    RunStats& stats = mutableStats();
    const std::uint32_t id = m_abstractOpen.pop().cell;
    const std::uint32_t cell = cellOfNode(id);
    AbstractNode& node = m_abstract[id];
    node.visit = CellVisit::Closed;
    m_current = cell;
    ++stats.expanded;
    emitCell(SearchEventKind::Expanding, cell);
    const double g = node.g;
    const std::uint32_t parentCell =
        node.parent == MapGrid::kNoCell ? MapGrid::kNoCell : cellOfNode(node.parent);
    show(cell, CellVisit::Closed, g, g + estimate(cell, m_goalCell), parentCell, SearchEventKind::Closing);
    if (id == m_goalNode) {
        beginRefinement();
        return nextSegment();
    }
    forEachAbstractEdge(id, [&](std::uint32_t to, double cost) {
        AbstractNode& next = m_abstract[to];
        const bool seen = next.epoch == m_abstract.epoch();
        if (seen && (next.visit == CellVisit::Closed || next.g <= g + cost))
            return;
        next = AbstractNode{g + cost, id, m_abstract.epoch(), CellVisit::Open};
        const std::uint32_t toCell = cellOfNode(to);
        const double h = estimate(toCell, m_goalCell);
        m_abstractOpen.push(m_rank.entry(rankBits(next.g + h), next.g, to));
        ++stats.generated;
        show(toCell, CellVisit::Open, next.g, next.g + h, cell,
             seen ? SearchEventKind::Updating : SearchEventKind::Generating);
    });
    stats.peakOpen = std::max<std::uint64_t>(stats.peakOpen, m_abstractOpen.size());
    return WalkState::StillLooking;
}

CellView HpaStarWalker::cellState(Coord c) const {
    CellView view;
    const MapGrid* grid = this->grid();
    // The tables are laid out by the abstract map's clusters: none to read before it matches the grid.
    if (!grid || !grid->inBounds(c) || m_abstraction.width() != grid->width() ||
        m_abstraction.height() != grid->height() || m_shown.size() == 0)
        return view;
    const Shown* shown = shownIfSeen(static_cast<std::uint32_t>(grid->paddedIndex(c)));
    if (!shown)
        return view;
    const Shown& s = *shown;
    view.visit = s.visit();
    view.g = s.g;
    view.f = s.f;
    view.h = s.f - s.g;
    if (s.parent() != MapGrid::kNoCell)
        view.parent = grid->coordOf(s.parent());
    return view;
}

std::optional<Coord> HpaStarWalker::current() const {
    return coordOfCell(m_current);
}

std::size_t HpaStarWalker::openSize() const {
    return m_phase == Phase::Abstract ? m_abstractOpen.size()
           : m_phase == Phase::Refine ? m_refineOpen.size()
                                      : 0;
}

const AbstractMapView* HpaStarWalker::abstraction() const {
    const MapGrid* grid = this->grid();
    if (!grid)
        return nullptr;
    if (!m_viewStale)
        return &m_view;
    m_view = AbstractMapView{};
    for (std::size_t k = 0; k < m_abstraction.clusterCount(); ++k) {
        const HpaAbstraction::Cluster& cluster = m_abstraction.cluster(k);
        m_view.clusters.push_back(
            {cluster.rect.x0, cluster.rect.y0, cluster.rect.width, cluster.rect.height});
        for (std::size_t i = 0; i < cluster.transitions.size(); ++i) {
            const std::uint32_t from = cluster.transitions[i];
            m_view.transitions.push_back(grid->coordOf(from));
            m_abstraction.forEachEdge(k, i, [&](const HpaEdge& e) {
                if (from < e.to) // both ends list an edge (moves are symmetric between free cells)
                    m_view.edges.emplace_back(grid->coordOf(from), grid->coordOf(e.to));
            });
        }
    }
    m_view.abstractPath = m_abstractPath;
    m_view.refining = m_phase == Phase::Refine || (m_phase == Phase::Done && !m_abstractPath.empty());
    m_viewStale = false;
    return &m_view;
}

std::string HpaStarWalker::searchNote() const {
    std::size_t transitions = 0;
    for (std::size_t k = 0; k < m_abstraction.clusterCount(); ++k)
        transitions += m_abstraction.cluster(k).transitions.size();
    std::ostringstream out;
    out << "abstract map: " << countText(m_abstraction.clusterCount(), "cluster") << ", "
        << countText(transitions, "transition") << ", " << countText(m_abstraction.bytes(), "byte") << "; "
        << countText(m_rebuilt, "cluster") << " rebuilt in " << static_cast<double>(m_preprocessNs) / 1e6
        << " ms at reset";
    return out.str();
}

} // namespace pathfinder
