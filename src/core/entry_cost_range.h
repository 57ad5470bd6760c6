#pragma once

#include "pathfinder/map_grid.h"

#include <array>
#include <cstddef>
#include <cstdint>

namespace pathfinder {

/// The least and the greatest entry cost among a grid's free cells, kept up to date edit by edit:
/// a census of the free cells per cost, counted once (O(cells)) and then amended in O(1) for each
/// edit the owner hears of. Bounds on search costs need the range; rescanning the map after every
/// edit would cost more than the repair it serves.
class EntryCostRange {
public:
    /// Counts every free cell of the grid.
    void recount(const MapGrid& grid) {
        // Four tallies side by side: on a map of one cost, a single tally would make every
        // increment wait for the one before.
        std::array<std::array<std::uint32_t, MapGrid::kMaxCost + 1>, 4> tally{};
        const std::uint8_t* cells = grid.paddedCells();
        const std::size_t size = grid.paddedSize();
        std::size_t i = 0;
        for (; i + 4 <= size; i += 4)
            for (std::size_t lane = 0; lane < 4; ++lane)
                ++tally[lane][cells[i + lane]];
        for (; i < size; ++i)
            ++tally[0][cells[i]];
        for (std::size_t cost = 0; cost < m_count.size(); ++cost)
            m_count[cost] = std::size_t{tally[0][cost]} + tally[1][cost] + tally[2][cost] + tally[3][cost];
        m_revision = grid.revision();
        m_counted = true;
    }

    /// Amends the census for `change`, the edit that brought the grid to its present revision. When
    /// the grid went through other edits since the last count (the owner was not told of them), counts
    /// afresh instead.
    void update(const MapGrid& grid, const GridChange& change) {
        if (!m_counted || grid.revision() != m_revision + 1) {
            recount(grid);
            return;
        }
        m_revision = grid.revision();
        const bool cellEdit = change.kind == GridChange::Kind::WallAdded ||
                              change.kind == GridChange::Kind::WallRemoved ||
                              change.kind == GridChange::Kind::CostChanged;
        if (!cellEdit)
            return;
        --m_count[static_cast<std::size_t>(change.oldCost)];
        ++m_count[static_cast<std::size_t>(change.newCost)];
    }

    /// The least entry cost of a free cell (kMaxCost when no cell is free).
    int least() const {
        for (int cost = MapGrid::kMinCost; cost < MapGrid::kMaxCost; ++cost)
            if (m_count[static_cast<std::size_t>(cost)] > 0)
                return cost;
        return MapGrid::kMaxCost;
    }

    /// The greatest entry cost of a free cell (kMinCost when no cell is free).
    int greatest() const {
        for (int cost = MapGrid::kMaxCost; cost > MapGrid::kMinCost; --cost)
            if (m_count[static_cast<std::size_t>(cost)] > 0)
                return cost;
        return MapGrid::kMinCost;
    }

private:
    /// Cells per stored entry cost; index 0 counts the walls, the border ring included.
    std::array<std::size_t, MapGrid::kMaxCost + 1> m_count{};
    std::uint64_t m_revision = 0; ///< the grid's revision the census describes
    bool m_counted = false;
};

} // namespace pathfinder
