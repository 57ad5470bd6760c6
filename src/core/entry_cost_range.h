#pragma once

#include "pathfinder/map_grid.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>

namespace pathfinder {

/// The least and the greatest entry cost among a grid's free cells (for its unit), kept up to date
/// edit by edit: a census of the free cells per step code, counted once (O(cells)) and then amended in O(1)
/// for each edit the owner hears of. Bounds on search costs need the range; rescanning the map after every
/// edit would cost more than the repair it serves.
class EntryCostRange {
public:
    /// Counts every free cell of the grid.
    void recount(const MapGrid& grid) {
        // Four tallies side by side: on a map of one cost, a single tally would make every
        // increment wait for the one before.
        std::array<std::array<std::uint32_t, MapGrid::kCodeCount>, 4> tally{};
        const std::uint8_t* cells = grid.paddedCells();
        const std::size_t size = grid.paddedSize();
        std::size_t i = 0;
        for (; i + 4 <= size; i += 4)
            for (std::size_t lane = 0; lane < 4; ++lane)
                ++tally[lane][cells[i + lane]];
        for (; i < size; ++i)
            ++tally[0][cells[i]];
        for (std::size_t code = 0; code < m_count.size(); ++code)
            m_count[code] = std::size_t{tally[0][code]} + tally[1][code] + tally[2][code] + tally[3][code];
        const double* entryCost = grid.entryCosts();
        std::copy(entryCost, entryCost + MapGrid::kCodeCount, m_cost.begin());
        m_revision = grid.revision();
        m_counted = true;
    }

    /// Amends the census for `change`, the edit that brought the grid to its present revision. When
    /// the grid went through other edits since the last count (the owner was not told of them), counts
    /// afresh instead.
    void update(const MapGrid& grid, const GridChange& change) {
        if (!m_counted || grid.revision() != m_revision + 1 || change.kind == GridChange::Kind::Replaced) {
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

    /// The least entry cost of a free cell (1 when no cell is free).
    double least() const {
        double least = 0.0;
        for (std::size_t code = 1; code < m_count.size(); ++code)
            if (m_count[code] > 0 && (least == 0.0 || m_cost[code] < least))
                least = m_cost[code];
        return least == 0.0 ? 1.0 : least;
    }

    /// The greatest entry cost of a free cell (1 when no cell is free).
    double greatest() const {
        double greatest = 0.0;
        for (std::size_t code = 1; code < m_count.size(); ++code)
            if (m_count[code] > 0 && m_cost[code] > greatest)
                greatest = m_cost[code];
        return greatest == 0.0 ? 1.0 : greatest;
    }

private:
    /// Cells per step code; index 0 counts the walls, the border ring included.
    std::array<std::size_t, MapGrid::kCodeCount> m_count{};
    /// The entry cost of each step code when the cells were counted (a new unit recounts).
    std::array<double, MapGrid::kCodeCount> m_cost{};
    std::uint64_t m_revision = 0; ///< the grid's revision the census describes
    bool m_counted = false;
};

} // namespace pathfinder
