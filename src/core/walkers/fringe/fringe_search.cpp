#include "walkers/fringe/fringe_search.h"

#include "pathfinder/basics/number_text.h"

#include "search/open_list.h"
#include "walkers/fringe/fringe_listing.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace pathfinder {

namespace {
constexpr double kInf = std::numeric_limits<double>::infinity();
}

const WalkerDescription& FringeSearchWalker::description() const {
    static const WalkerDescription description = [] {
        WalkerDescription d;
        d.name = "fringe";
        d.displayName = "Fringe Search";
        d.openListNote = "Fringe Search keeps its open cells in one list in the order it found them, and "
                         "visits them in passes under an f threshold instead of ranking them.";
        d.pseudoCode = &fringeSearchListing;
        d.traits.weightedCosts = true;
        d.traits.optimal = true;
        d.traits.complete = true;
        d.mapFeatures = kAllMapFeatures;
        d.parameters = {Parameter::Heuristic, Parameter::TerrainEstimate, Parameter::SearchUnreachable};
        return d;
    }();
    return description;
}

void FringeSearchWalker::doReset() {
    const MapGrid& grid = gridRef();
    const std::size_t cells = grid.paddedSize();
    m_nodes.fit(cells);
    m_nodes.beginSearch();
    if (m_links.size() != cells + 1)
        m_links.renew(cells + 1);
    m_head = static_cast<std::uint32_t>(cells);
    m_links[m_head] = Link{m_head, m_head};
    m_listSize = 0;
    m_cursor = m_head;
    m_current = MapGrid::kNoCell;
    m_pass = 0;
    m_threshold = 0.0;
    m_nextThreshold = kInf;
    m_moves.setup(grid, settings().movement);
    const double* entryCost = grid.entryCosts();
    for (unsigned d = 0; d < kDirectionCount; ++d)
        for (int code = 0; code < MapGrid::kCodeCount; ++code)
            m_stepCost[d][code] = m_moves.stepLength(d) * entryCost[code];

    const auto start = grid.start();
    const auto goal = grid.goal();
    m_ready = start && goal && !grid.isBlocked(*start);
    if (!m_ready)
        return;
    m_goal = *goal;
    m_goalCell = static_cast<std::uint32_t>(grid.paddedIndex(*goal));
    const auto startCell = static_cast<std::uint32_t>(grid.paddedIndex(*start));
    Node& node = m_nodes[startCell];
    node.g = 0.0;
    node.h = hOf(startCell);
    node.epoch = m_nodes.epoch();
    node.visit = CellVisit::Open;
    node.parentDir = kNoParentHeading;
    node.expandedBefore = false;
    linkAfter(m_head, startCell);
    m_cursor = startCell;
    m_threshold = node.h;
    m_pass = 1;
    mutableStats().peakOpen = 1;
    emitCell(SearchEventKind::Generating, startCell);
}

double FringeSearchWalker::hOf(std::uint32_t cell) const {
    const WalkerSettings& s = settings();
    return estimateOnMap(gridRef(), s.heuristic, s.terrainEstimate, gridRef().coordOf(cell), m_goal,
                         s.movement);
}

void FringeSearchWalker::linkAfter(std::uint32_t after, std::uint32_t cell) {
    const std::uint32_t next = m_links[after].next;
    m_links[cell] = Link{next, after};
    m_links[after].next = cell;
    m_links[next].prev = cell;
    ++m_listSize;
}

void FringeSearchWalker::unlink(std::uint32_t cell) {
    const Link link = m_links[cell];
    m_links[link.prev].next = link.next;
    m_links[link.next].prev = link.prev;
    --m_listSize;
}

WalkState FringeSearchWalker::doIterate() {
    if (!m_ready)
        return giveUp();
    if (m_cursor == m_head) {
        // The end of a pass: every cell left on the fringe is above the threshold.
        if (m_listSize == 0 || m_nextThreshold == kInf)
            return giveUp();
        m_threshold = m_nextThreshold;
        m_nextThreshold = kInf;
        ++m_pass;
        m_cursor = m_links[m_head].next;
    }
    const std::uint32_t cell = m_cursor;
    const Node& node = m_nodes[cell];
    const double f = node.g + node.h;
    // Compared as rankBits, as IDA* does: an f a rounding error above the threshold is within it.
    if (rankBits(f) > rankBits(m_threshold)) {
        m_nextThreshold = std::min(m_nextThreshold, f);
        m_cursor = m_links[cell].next;
        return WalkState::StillLooking;
    }
    return expand(cell);
}

WalkState FringeSearchWalker::expand(std::uint32_t cell) {
    RunStats& stats = mutableStats();
    Node& node = m_nodes[cell];
    if (node.expandedBefore)
        ++stats.reexpanded;
    node.expandedBefore = true;
    m_current = cell;
    ++stats.expanded;
    emitCell(SearchEventKind::Expanding, cell);
    if (cell == m_goalCell) {
        unlink(cell);
        node.visit = CellVisit::Closed;
        emitCell(SearchEventKind::Closing, cell);
        return reachGoal(pathAlongParentHeadings(gridRef(), m_moves, m_nodes, cell));
    }

    const std::uint8_t* codes = gridRef().paddedCells();
    const double relTolerance = 1.0 - 1e-12;
    const std::uint32_t epoch = m_nodes.epoch();
    const double g = node.g;
    std::uint32_t after = cell; // the children follow n in the order they are generated
    m_moves.forEach(codes, cell, [&](std::uint32_t next, unsigned d) {
        const double newG = g + m_moves.climbed(m_stepCost[d][codes[next]], cell, next);
        Node& child = m_nodes[next];
        const bool seen = child.epoch == epoch;
        if (seen) {
            if (!(newG < child.g * relTolerance))
                return;
            if (child.visit == CellVisit::Open)
                unlink(next);
        } else {
            child.epoch = epoch;
            child.h = hOf(next);
            child.expandedBefore = false;
        }
        child.g = newG;
        child.parentDir = static_cast<std::uint8_t>((d + 4) & 7);
        child.visit = CellVisit::Open;
        linkAfter(after, next);
        after = next;
        ++stats.generated;
        emitCell(seen ? SearchEventKind::Updating : SearchEventKind::Generating, next);
    });
    m_cursor = m_links[cell].next;
    unlink(cell);
    node.visit = CellVisit::Closed;
    emitCell(SearchEventKind::Closing, cell);
    stats.peakOpen = std::max<std::uint64_t>(stats.peakOpen, m_listSize);
    return WalkState::StillLooking;
}

CellView FringeSearchWalker::cellState(Coord c) const {
    const MapGrid* grid = this->grid();
    return nodeCellView(
        grid, m_nodes, c, m_ready,
        [this, grid](Coord at) { return hOf(static_cast<std::uint32_t>(grid->paddedIndex(at))); },
        [](double g, double h) { return g + h; });
}

std::optional<Coord> FringeSearchWalker::current() const {
    return coordOfCell(m_current);
}

std::string FringeSearchWalker::searchNote() const {
    if (m_pass == 0)
        return {};
    // Two decimals at most, without trailing zeros: "12.73", "4".
    return "threshold f \u2264 " + numberText(std::round(m_threshold * 100) / 100) + ", pass " +
           std::to_string(m_pass);
}

} // namespace pathfinder
