#include "walkers/bidirectional/bidirectional_search.h"

#include "walkers/bidirectional/bidirectional_listings.h"

#include <algorithm>

namespace pathfinder {

void BidirectionalSearch::doReset() {
    const MapGrid& grid = gridRef();
    const double inf = CellView::kInf;
    // The heaps' slots are in the nodes: a node of an earlier search is made current, its slots
    // zeroed, before any heap reads them (open()), so emptying the heaps is enough.
    for (Side& side : m_side)
        side.open.forget();
    m_nodes.fit(grid.paddedSize());
    m_nodes.beginSearch();
    for (int side = 0; side < 2; ++side)
        m_side[side].open.slots() = NodeSlots{m_nodes.data(), side};
    m_mu = inf;
    m_meet = MapGrid::kNoCell;
    m_current = MapGrid::kNoCell;
    m_moves.setup(grid, settings().movement);

    const WalkerSettings& s = settings();
    m_hWeight = m_ranking == Ranking::CostPlusHeuristic ? s.weight : 0.0;
    m_hScale = grid.leastEntryFactor();
    m_cellRule = s.terrainEstimate == TerrainEstimate::CellFactor;
    const double* entryCost = grid.entryCosts();
    if (m_ranking == Ranking::Hops)
        m_moves.ignoreClimbs();
    for (unsigned d = 0; d < kDirectionCount; ++d)
        for (int code = 0; code < MapGrid::kCodeCount; ++code)
            m_stepCost[d][code] = m_ranking == Ranking::Hops ? 1.0 : m_moves.stepLength(d) * entryCost[code];
    // Move counts are whole numbers: equal keys go first in, first out, as in Breadth-First.
    for (Side& side : m_side)
        side.rank.setup(m_ranking == Ranking::Hops ? TieBreak::Fifo : s.tieBreak);

    const auto start = grid.start();
    const auto goal = grid.goal();
    m_ready = start && goal && !grid.isBlocked(*start) && !grid.isBlocked(*goal);
    if (!m_ready)
        return;
    m_side[kForward].target = *goal;
    m_side[kBackward].target = *start;
    m_side[kForward].root = static_cast<std::uint32_t>(grid.paddedIndex(*start));
    m_side[kBackward].root = static_cast<std::uint32_t>(grid.paddedIndex(*goal));
    for (const int side : {kForward, kBackward}) {
        open(side, m_side[side].root, 0.0, kNoParent, false);
        emitState(SearchEventKind::Generating, side, m_side[side].root);
    }
    meetAt(m_side[kForward].root); // the start is the goal
    mutableStats().peakOpen = openSize();
}

double BidirectionalSearch::hValue(int side, Coord c) const {
    if (m_ranking != Ranking::CostPlusHeuristic)
        return 0.0;
    const WalkerSettings& s = settings();
    const double h = heuristic(s.heuristic, c, m_side[side].target, s.movement, gridRef().topology());
    return h * (m_cellRule ? gridRef().entryCost(c) : m_hScale);
}

double BidirectionalSearch::keyOf(int side, double g, Coord c) const {
    return m_hWeight == 0.0 ? g : g + m_hWeight * hValue(side, c);
}

double BidirectionalSearch::topKey(int side) const {
    const std::uint32_t cell = m_side[side].open.top().cell;
    return keyOf(side, m_nodes[cell].g[side], gridRef().coordOf(cell));
}

bool BidirectionalSearch::stopNow() const {
    // A side whose open list is empty has settled every cell it can reach with its least cost, the
    // other end included when it can be reached, where the other side stands at cost 0: μ is then
    // the least cost, or infinite when there is no route.
    if (m_side[kForward].open.empty() || m_side[kBackward].open.empty())
        return true;
    if (m_meet == MapGrid::kNoCell)
        return false;
    const double forward = topKey(kForward);
    const double backward = topKey(kBackward);
    if (m_ranking == Ranking::CostPlusHeuristic) {
        // Front-to-end (Pohl 1971): with an admissible h, until a side expands its target its open
        // list holds a cell of a least-cost route with its least g, whose f is at most the least
        // cost C*; so each side's least f is at most C*. When μ ≤ the larger of the two, μ ≤ C*,
        // and μ, the cost of a route, is C*. (A side never expands its target first: the target's
        // f is its g, which is at least μ once the target is reached.)
        return m_mu <= std::max(forward, backward);
    }
    // Dijkstra and Breadth-First (Pohl 1971; Goldberg and Harrelson 2005): every cell the forward
    // side has yet to settle lies at least top_F from the start, and likewise top_B from the goal.
    // A route cheaper than μ would have to leave the forward side's settled cells for a cell the
    // backward side has not settled either (else its cost would have been met in μ), and would
    // cost at least top_F + top_B. With hops as costs this finishes the layer under way, so the
    // meeting is the one of fewest moves.
    return forward + backward >= m_mu;
}

WalkState BidirectionalSearch::doIterate() {
    if (!m_ready)
        return giveUp();
    // After an expansion the rule was tested at its end; before the first, test it here (the start
    // may be the goal).
    if (stats().expanded == 0 && stopNow())
        return finish();
    // The side with the fewer open cells goes (Pohl's cardinality rule).
    const int side = m_side[kBackward].open.size() < m_side[kForward].open.size() ? kBackward : kForward;
    expand(side);
    return stopNow() ? finish() : WalkState::StillLooking;
}

void BidirectionalSearch::expand(int side) {
    RunStats& stats = mutableStats();
    Side& s = m_side[side];
    const std::uint32_t cell = s.open.pop().cell;
    Node& node = m_nodes[cell];
    if (node.closedBefore(side))
        ++stats.reexpanded; // only A* reopens closed cells
    node.setClosedBefore(side);
    node.setVisit(side, CellVisit::Closed);
    m_current = cell;
    ++stats.expanded;
    emitState(SearchEventKind::Expanding, side, cell);

    const MapGrid& grid = gridRef();
    const std::uint8_t* codes = grid.paddedCells();
    const double g = node.g[side];
    const double relTolerance = 1.0 - 1e-12;
    const std::uint32_t epoch = m_nodes.epoch();
    const unsigned moves = side == kForward ? m_moves.from(codes, cell) : m_moves.into(codes, cell);
    for (unsigned left = moves; left != 0; left &= left - 1) {
        const unsigned d = lowestBit(left);
        const auto next = static_cast<std::uint32_t>(static_cast<std::ptrdiff_t>(cell) + m_moves.offset(d));
        // Forward, the step enters `next`; backward it is the step next → cell, which enters `cell`.
        const double newG = side == kForward ? g + m_moves.climbed(m_stepCost[d][codes[next]], cell, next)
                                             : g + m_moves.climbed(m_stepCost[d][codes[cell]], next, cell);
        const Node& neighbour = m_nodes[next];
        bool inHeap = false;
        bool seen = false;
        const CellVisit visit = neighbour.epoch == epoch ? neighbour.visit(side) : CellVisit::Unseen;
        if (visit != CellVisit::Unseen) {
            if (!(newG < neighbour.g[side] * relTolerance))
                continue;
            if (visit == CellVisit::Closed && !reopensClosed())
                continue;
            inHeap = visit == CellVisit::Open;
            seen = true;
        }
        open(side, next, newG, static_cast<std::uint8_t>((d + 4) & 7), inHeap);
        ++stats.generated;
        emitState(seen ? SearchEventKind::Updating : SearchEventKind::Generating, side, next);
        meetAt(next);
    }
    s.open.settle();
    node.setShown(side);
    emitState(SearchEventKind::Closing, side, cell);
    stats.peakOpen = std::max<std::uint64_t>(stats.peakOpen, openSize());
}

void BidirectionalSearch::open(int side, std::uint32_t cell, double g, std::uint8_t parentDir, bool inHeap) {
    Node& node = m_nodes[cell];
    if (node.epoch != m_nodes.epoch()) {
        const double inf = CellView::kInf;
        node = Node{{inf, inf}, m_nodes.epoch(), {0, 0}, {kNoParent, kNoParent}, 0};
    }
    node.g[side] = g;
    node.setVisit(side, CellVisit::Open);
    node.parentDir[side] = parentDir;
    node.setShown(side);
    Side& s = m_side[side];
    const OpenEntry entry = s.rank.entry(rankBits(keyOf(side, g, gridRef().coordOf(cell))), g, cell);
    if (parentDir == kNoParent)
        s.open.push(entry); // a root, outside an expansion
    else
        s.open.offer(entry, inHeap);
}

void BidirectionalSearch::meetAt(std::uint32_t cell) {
    const Node& node = m_nodes[cell];
    if (node.visit(kForward) == CellVisit::Unseen || node.visit(kBackward) == CellVisit::Unseen)
        return;
    const double through = node.g[kForward] + node.g[kBackward];
    if (through < m_mu) {
        m_mu = through;
        m_meet = cell;
    }
}

WalkState BidirectionalSearch::finish() {
    if (m_meet == MapGrid::kNoCell)
        return giveUp();
    std::vector<Coord> path = routeTo(kForward, m_meet);
    std::reverse(path.begin(), path.end());
    const std::vector<Coord> rest = routeTo(kBackward, m_meet);
    path.insert(path.end(), rest.begin() + 1, rest.end());
    return reachGoal(std::move(path));
}

std::vector<Coord> BidirectionalSearch::routeTo(int side, std::uint32_t cell) const {
    // Parents only ever point to cells with a smaller g on the same side, so the chain ends at the
    // root; the bound is a guard.
    std::vector<Coord> route;
    for (std::size_t guard = m_nodes.size(); guard > 0; --guard) {
        route.push_back(gridRef().coordOf(cell));
        const std::uint8_t dir = m_nodes[cell].parentDir[side];
        if (dir == kNoParent)
            break;
        cell = static_cast<std::uint32_t>(static_cast<std::ptrdiff_t>(cell) + m_moves.offset(dir));
    }
    return route;
}

CellView BidirectionalSearch::sideView(int side, Coord c) const {
    CellView view;
    const std::size_t cell = gridRef().paddedIndex(c);
    const Node& node = m_nodes[cell];
    view.frontier = side == kForward ? Frontier::Forward : Frontier::Backward;
    view.h = m_ready ? hValue(side, c) : 0.0;
    view.visit = node.visit(side);
    view.g = node.g[side];
    view.f = keyOf(side, node.g[side], c);
    if (node.parentDir[side] != kNoParent)
        view.parent = c + kDirectionOffsets[node.parentDir[side]];
    return view;
}

void BidirectionalSearch::emitState(SearchEventKind kind, int side, std::uint32_t cell) const {
    if (!listener())
        return;
    const Coord at = gridRef().coordOf(cell);
    const CellView view = sideView(side, at);
    emit(kind, at, view.parent, view.g, view.f, view.frontier);
}

CellView BidirectionalSearch::cellState(Coord c) const {
    const MapGrid* grid = this->grid();
    if (!grid || !grid->inBounds(c) || m_nodes.size() != grid->paddedSize())
        return CellView{};
    const std::size_t cell = grid->paddedIndex(c);
    if (!m_nodes.seen(cell)) {
        CellView view;
        view.h = m_ready ? hValue(kForward, c) : 0.0;
        return view;
    }
    return sideView(m_nodes[cell].shown(), c);
}

std::optional<Coord> BidirectionalSearch::current() const {
    return coordOfCell(m_current);
}

std::optional<Coord> BidirectionalSearch::meetingPoint() const {
    if (m_meet == MapGrid::kNoCell || !grid())
        return std::nullopt;
    return grid()->coordOf(m_meet);
}

const WalkerDescription& BidirectionalBreadthFirstWalker::description() const {
    static const WalkerDescription description = [] {
        // Keys are move counts, taken first in, first out: it takes no tie-break.
        WalkerDescription d;
        d.name = "bidirectional-bfs";
        d.displayName = "Bidirectional Breadth-First";
        d.openListNote =
            "A bidirectional search keeps two open lists, one from each end: they are not ranked here.";
        d.pseudoCode = &bidirectionalListing;
        d.traits.complete = true;
        d.traits.bidirectional = true;
        d.mapFeatures = kAllMapFeatures;
        d.parameters = {Parameter::SearchUnreachable};
        return d;
    }();
    return description;
}

const WalkerDescription& BidirectionalDijkstraWalker::description() const {
    static const WalkerDescription description = [] {
        WalkerDescription d;
        d.name = "bidirectional-dijkstra";
        d.displayName = "Bidirectional Dijkstra";
        d.openListNote =
            "A bidirectional search keeps two open lists, one from each end: they are not ranked here.";
        d.pseudoCode = &bidirectionalListing;
        d.traits.weightedCosts = true;
        d.traits.optimal = true;
        d.traits.complete = true;
        d.traits.bidirectional = true;
        d.mapFeatures = kAllMapFeatures;
        d.parameters = {Parameter::TieBreak, Parameter::SearchUnreachable};
        return d;
    }();
    return description;
}

const WalkerDescription& BidirectionalAStarWalker::description() const {
    static const WalkerDescription description = [] {
        WalkerDescription d;
        d.name = "bidirectional-astar";
        d.displayName = "Bidirectional A*";
        d.openListNote =
            "A bidirectional search keeps two open lists, one from each end: they are not ranked here.";
        d.pseudoCode = &bidirectionalListing;
        d.traits.weightedCosts = true;
        d.traits.optimal = true;
        d.traits.complete = true;
        d.traits.bidirectional = true;
        d.mapFeatures = kAllMapFeatures;
        d.parameters = {Parameter::Heuristic, Parameter::TerrainEstimate, Parameter::Weight,
                        Parameter::TieBreak, Parameter::SearchUnreachable};
        return d;
    }();
    return description;
}

} // namespace pathfinder
