#pragma once

#include "pathfinder/grid/map_grid.h"
#include "pathfinder/search/search_events.h"
#include "pathfinder/search/walker.h"

#include "grid/legal_moves.h"
#include "search/open_list.h"
#include "search/search_parts.h"

#include <cstdint>
#include <vector>

namespace pathfinder {

/// The Dijkstra search behind PathJoiner's repairs: from one source, first in first out among equal
/// costs, over the grid's padded cells. Each reached cell knows the cost of its branch walked out from
/// the source and walked back to it, which differ where entry costs differ. The caller decides which
/// popped cells to expand, and which neighbours are worth opening.
///
/// Built from the best-first searches' parts (search_parts.h): the neighbour expansion, a FIFO
/// Ranker keyed by g, the open list and a NodeTable, so starting a search costs O(cells the last
/// one left on its open list), not O(cells).
class RepairSearch {
public:
    static constexpr std::uint8_t kNoParent = 0xFF;

    struct Node {
        double g;               ///< cost from the source out to this cell
        double back;            ///< cost of walking the same branch from this cell back to the source
        std::uint32_t epoch;    ///< the search the node belongs to (NodeTable)
        std::uint8_t parentDir; ///< heading from this cell to the one it was reached from
        CellVisit visit;
    };

    /// Binds to a grid and a movement; O(cells) when the grid's size changed. The grid must outlive
    /// the search's use.
    void setup(const MapGrid& grid, const Movement& movement);
    /// True when setup() was given a grid of this many padded cells.
    bool fits(const MapGrid& grid) const { return m_nodes.size() == grid.paddedSize(); }

    /// Sends the search's events (opening, expanding, closing cells) to `listener`; nullptr stops them.
    void setListener(SearchListener* listener) { m_listener = listener; }

    /// Forgets the last search: every cell Unseen, the open list empty.
    void clear();
    /// Starts a search from `source` (a padded index of a free cell).
    void begin(std::uint32_t source);

    bool empty() const { return m_open.empty(); }
    std::size_t openSize() const { return m_open.size(); }
    /// Cost of the cell pop() returns next; the open list must not be empty.
    double topCost() const { return m_nodes[m_open.top().cell].g; }
    /// Takes the cheapest open cell off the open list and closes it.
    std::uint32_t pop();
    /// How many times a cell has been opened or re-ranked in this search so far.
    std::uint32_t openings() const { return m_rank.entries(); }
    /// The value openings() had when the cell popped last was opened or re-ranked for the last time.
    std::uint32_t currentOpening() const { return m_currentOpening; }

    /// Opens or re-ranks each neighbour that the step from `cell` reaches more cheaply than before,
    /// and that `worthOpening(next, at, g)` accepts (padded index, coordinates, cost out). Returns the
    /// number of neighbours opened.
    template <class WorthOpening>
    std::uint32_t expand(std::uint32_t cell, WorthOpening worthOpening);

    std::uint32_t source() const { return m_source; }
    /// The cell popped last, MapGrid::kNoCell before the first pop.
    std::uint32_t current() const { return m_current; }
    bool seen(std::uint32_t cell) const { return m_nodes.seen(cell); }
    const Node& node(std::uint32_t cell) const { return m_nodes[cell]; }

    /// The cells from `cell` up its branch to the source, both included.
    std::vector<Coord> branchToSource(std::uint32_t cell) const;
    /// What the search knows of a cell, for drawing.
    CellView view(std::uint32_t cell) const;

private:
    /// Sends an event with the cell's state, when a listener is attached.
    void report(SearchEventKind kind, std::uint32_t cell) const;

    const MapGrid* m_grid = nullptr;
    SearchListener* m_listener = nullptr;
    LegalMoves m_moves;
    NodeTable<Node> m_nodes;
    OpenList m_open;
    Ranker m_rank; ///< first in, first out
    std::uint32_t m_source = MapGrid::kNoCell;
    std::uint32_t m_current = MapGrid::kNoCell;
    std::uint32_t m_currentOpening = 0;
};

template <class WorthOpening>
std::uint32_t RepairSearch::expand(std::uint32_t cell, WorthOpening worthOpening) {
    const std::uint8_t* costs = m_grid->paddedCells();
    const double* entryCost = m_grid->entryCosts();
    const Coord here = m_grid->coordOf(cell);
    const Node from = m_nodes[cell];
    const double hereCost = entryCost[costs[cell]];
    std::uint32_t opened = 0;
    m_moves.forEach(costs, cell, [&](std::uint32_t next, unsigned d) {
        const double length = m_moves.stepLength(d);
        const double g = from.g + length * entryCost[costs[next]];
        Node& node = m_nodes[next];
        const bool wasSeen = m_nodes.seen(next);
        if (wasSeen && (node.visit == CellVisit::Closed || !(g < node.g * (1.0 - 1e-12))))
            return;
        if (!worthOpening(next, here + kDirectionOffsets[d], g))
            return;
        // Legal steps are legal both ways; walking back into `here` pays here's entry cost.
        node = Node{g, from.back + length * hereCost, m_nodes.epoch(), static_cast<std::uint8_t>((d + 4) & 7),
                    CellVisit::Open};
        m_open.offer(m_rank.entry(orderedBits(g), g, next), wasSeen);
        ++opened;
        if (m_listener)
            report(wasSeen ? SearchEventKind::Updating : SearchEventKind::Generating, next);
    });
    m_open.settle();
    return opened;
}

} // namespace pathfinder
