#include "walkers/anytime/ara_star.h"

#include "pathfinder/basics/count_text.h"

#include "walkers/anytime/anytime_listings.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstring>

namespace pathfinder {

namespace {

/// A bound this close to 1 is 1: the costs it divides are sums of doubles.
constexpr double kBoundSlack = 1e-9;

double keyOf(std::uint64_t bits) {
    double value;
    std::memcpy(&value, &bits, sizeof value);
    return value;
}

std::uint8_t reverseHeading(unsigned d) {
    return static_cast<std::uint8_t>((d + 4) & 7);
}

} // namespace

const WalkerDescription& AraStarWalker::description() const {
    static const WalkerDescription description = [] {
        WalkerDescription d;
        d.name = "arastar";
        d.displayName = "ARA*";
        d.openListNote =
            "ARA*'s open list is ranked by g + \u03b5\u00b7h, its weight \u03b5 falling after each solution.";
        d.pseudoCode = &araStarListing;
        d.traits.weightedCosts = true;
        d.traits.optimal = true;
        d.traits.complete = true;
        d.mapFeatures = kAllMapFeatures;
        d.parameters = {Parameter::Heuristic,  Parameter::TerrainEstimate, Parameter::InitialWeight,
                        Parameter::WeightStep, Parameter::TieBreak,        Parameter::SearchUnreachable};
        return d;
    }();
    return description;
}

void AraStarWalker::doReset() {
    const MapGrid& grid = gridRef();
    const std::size_t cells = grid.paddedSize();
    m_nodes.fit(cells);
    m_cells = cells;
    m_nodes.beginSearch();
    m_open.reset(cells);
    m_rank.setup(settings().tieBreak);
    m_moves.setup(grid, settings().movement);
    const double* entryCost = grid.entryCosts();
    for (unsigned d = 0; d < kDirectionCount; ++d)
        for (int code = 0; code < MapGrid::kCodeCount; ++code)
            m_stepCost[d][code] = m_moves.stepLength(d) * entryCost[code];
    m_hScale = grid.leastEntryFactor();
    m_incons.clear();
    m_pending.clear();
    m_solutions.clear();
    const double first = settings().initialWeight;
    m_epsilon = first >= 1.0 && std::isfinite(first) ? first : 1.0;
    m_search = 1;
    m_current = MapGrid::kNoCell;
    m_spentNs = 0;
    const auto start = grid.start();
    const auto goal = grid.goal();
    m_ready = start && goal && !grid.isBlocked(*goal) && !grid.isBlocked(*start);
    if (!m_ready)
        return;
    m_start = *start;
    m_goal = *goal;
    m_startCell = static_cast<std::uint32_t>(grid.paddedIndex(m_start));
    m_goalCell = static_cast<std::uint32_t>(grid.paddedIndex(m_goal));
    Node& root = nodeAt(m_startCell);
    root.g = 0.0;
    m_open.push(entryOf(m_startCell, 0.0));
    mutableStats().peakOpen = 1;
    emitCell(SearchEventKind::Generating, m_startCell);
}

AraStarWalker::Node& AraStarWalker::nodeAt(std::uint32_t cell) {
    Node& node = m_nodes[cell];
    if (node.epoch != m_nodes.epoch()) {
        node.g = node.f = kInfinity;
        node.epoch = m_nodes.epoch();
        node.closed = 0;
        node.parentDir = kNoParentHeading;
        node.flags = 0;
    }
    return node;
}

double AraStarWalker::h(Coord at) const {
    const WalkerSettings& s = settings();
    const MapGrid& grid = gridRef();
    const double scale = s.terrainEstimate == TerrainEstimate::CellFactor ? grid.entryCost(at) : m_hScale;
    return heuristic(s.heuristic, at, m_goal, s.movement, grid.topology()) * scale;
}

OpenEntry AraStarWalker::entryOf(std::uint32_t cell, double g) {
    const double f = g + m_epsilon * h(coordOf(cell));
    m_nodes[cell].f = f;
    return m_rank.entry(rankBits(f), g, cell);
}

bool AraStarWalker::improveDone() const {
    return m_open.empty() || gOf(m_goalCell) <= keyOf(m_open.top().key);
}

WalkState AraStarWalker::doIterate() {
    if (!m_ready)
        return giveUp();
    const auto began = std::chrono::steady_clock::now();
    const auto spent = [&] {
        m_spentNs +=
            std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - began)
                .count();
    };
    if (improveDone()) {
        if (!std::isfinite(gOf(m_goalCell))) {
            spent();
            return giveUp(); // the open list ran dry without reaching the goal
        }
        const bool optimal = recordSolution();
        spent();
        if (optimal) {
            // The cells still open stay open: the walk ends with them as its listener saw them.
            for (const std::uint32_t cell : m_pending)
                m_open.push(entryOf(cell, m_nodes[cell].g));
            m_pending.clear();
            return reachGoal(pathAlongParentHeadings(gridRef(), m_moves, m_nodes, m_goalCell));
        }
        nextSearch();
        if (m_open.empty()) {
            spent();
            return WalkState::StillLooking;
        }
    }
    const std::uint32_t cell = m_open.pop().cell;
    expand(cell);
    spent();
    return WalkState::StillLooking;
}

void AraStarWalker::expand(std::uint32_t cell) {
    RunStats& stats = mutableStats();
    Node& node = m_nodes[cell];
    m_current = cell;
    ++stats.expanded;
    if (node.closed != 0)
        ++stats.reexpanded;
    node.closed = m_search;
    const Coord here = coordOf(cell);
    const bool traced = listener() != nullptr;
    if (traced)
        emit(SearchEventKind::Expanding, here);
    const std::uint8_t* costs = gridRef().paddedCells();
    const double g = node.g;
    m_moves.forEach(costs, cell, [&](std::uint32_t next, unsigned d) {
        Node& successor = nodeAt(next);
        const double value = m_moves.climbed(m_stepCost[d][costs[next]], cell, next) + g;
        if (!(value < successor.g))
            return;
        const bool wasOpen = m_open.contains(next);
        successor.g = value;
        successor.parentDir = reverseHeading(d);
        if (successor.closed != m_search) {
            m_open.push(entryOf(next, value));
            ++stats.generated;
            if (traced)
                emitCell(wasOpen ? SearchEventKind::Updating : SearchEventKind::Generating, next);
        } else if (successor.f = value + m_epsilon * h(coordOf(next)); !(successor.flags & kIncons)) {
            successor.flags |= kIncons;
            m_incons.push_back(next);
            if (traced)
                emitCell(SearchEventKind::Updating, next);
        } else if (traced) {
            emitCell(SearchEventKind::Updating, next); // in INCONS already, its g lower again
        }
    });
    if (traced)
        emitCell(SearchEventKind::Closing, cell);
    stats.peakOpen = std::max<std::uint64_t>(stats.peakOpen, m_open.size());
}

bool AraStarWalker::recordSolution() {
    // OPEN ∪ INCONS, drained: the bound needs their least g + h, the next search re-ranks them.
    m_pending.clear();
    while (!m_open.empty())
        m_pending.push_back(m_open.pop().cell);
    for (const std::uint32_t cell : m_incons) {
        m_nodes[cell].flags &= static_cast<std::uint8_t>(~kIncons);
        m_pending.push_back(cell); // a cell both open and in INCONS is listed twice: harmless
    }
    m_incons.clear();
    double least = kInfinity;
    for (const std::uint32_t cell : m_pending)
        least = std::min(least, m_nodes[cell].g + h(coordOf(cell)));
    const double cost = gOf(m_goalCell);
    double bound = std::isfinite(least) && least > 0.0 ? std::min(m_epsilon, cost / least) : 1.0;
    if (bound < 1.0 + kBoundSlack)
        bound = 1.0;
    AnytimeSolution solution;
    solution.cost = cost;
    solution.bound = bound;
    solution.expanded = stats().expanded;
    solution.timeNs = m_spentNs;
    m_solutions.push_back(solution);
    return bound == 1.0;
}

void AraStarWalker::nextSearch() {
    m_epsilon = std::max(1.0, m_epsilon - std::max(settings().weightStep, 0.01));
    ++m_search;
    m_rank.restart();
    for (const std::uint32_t cell : m_pending) {
        m_open.push(entryOf(cell, m_nodes[cell].g));
        if (listener())
            emitCell(SearchEventKind::Updating, cell); // open again, under the lower weight
    }
    m_pending.clear();
}

std::string AraStarWalker::searchNote() const {
    if (m_solutions.empty())
        return {};
    return countText(m_solutions.size(), "solution");
}

CellView AraStarWalker::cellState(Coord c) const {
    CellView view;
    const MapGrid* grid = this->grid();
    if (!grid || !grid->inBounds(c) || m_cells != grid->paddedSize() || !m_ready)
        return view;
    view.h = h(c);
    const auto cell = static_cast<std::uint32_t>(grid->paddedIndex(c));
    if (!m_nodes.seen(cell))
        return view;
    const Node& node = m_nodes[cell];
    view.g = node.g;
    view.f = node.f;
    view.visit = m_open.contains(cell) || (node.flags & kIncons) ? CellVisit::Open : CellVisit::Closed;
    if (node.parentDir != kNoParentHeading)
        view.parent = c + kDirectionOffsets[node.parentDir];
    return view;
}

} // namespace pathfinder
