#pragma once

#include "generators/terrain_canvas.h"

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace pathfinder {

/// What a road costs to build across each ground, per orthogonal step (7/5 of it diagonally), in
/// Terrain order. Water is the dearest: a road bridges a river where going round costs more.
inline constexpr std::array<std::uint8_t, kTerrainCount> kRoadCost = {
    8,  // jungle
    4,  // forest
    2,  // plains
    3,  // desert
    6,  // foothills
    30, // mountains
    1,  // roadway
    2,  // trail
    10, // swamp
    25, // water
};

inline std::uint32_t roadCost(Terrain t) {
    return kRoadCost[static_cast<std::size_t>(t)];
}

/// A step's length in the road search: orthogonal 5, diagonal 7 (about 5√2).
inline constexpr std::uint32_t kOrthogonalStep = 5;
inline constexpr std::uint32_t kDiagonalStep = 7;

/// For every block of the map, the road cost from its nearest town, that town, and the step
/// towards it: Dijkstra from all towns at once over a bucket queue (the costs are small integers).
/// The search runs on a lattice of square blocks of cells, each as dear as its dearest cell: one
/// cell each on maps up to 1024 cells a side, so that roads follow every cell, and larger blocks on
/// larger maps, where a road's course needs no finer grain and the search would otherwise take most
/// of the generator's time. Blocks and their steps are in lattice coordinates; anchorOf() and
/// townCell() name the cells a road through them passes.
class TownRegions {
public:
    /// `towns` must lie in different blocks (towns are far more than a block apart).
    TownRegions(const TerrainCanvas& canvas, std::vector<Coord> towns);

    const std::vector<Coord>& towns() const { return m_towns; }
    int blockSize() const { return m_block; }
    Coord blockOf(Coord cell) const { return {cell.x / m_block, cell.y / m_block}; }
    int columns() const { return m_columns; }
    int rows() const { return m_rows; }
    /// The block's road cost from its town (step length × cost of each block entered), times the
    /// block size, so that it reads as a cost over cells whatever the lattice.
    std::uint32_t distance(Coord block) const {
        return node(block).distance * static_cast<std::uint32_t>(m_block);
    }
    std::uint16_t town(Coord block) const { return node(block).town; }
    /// The next block on the way to the block's town, or nothing at the town's block.
    std::optional<Coord> towardsTown(Coord block) const;
    /// The cell a road passes in a block: its middle, inside the map.
    Coord anchorOf(Coord block) const;
    /// The town's own cell in the town's block.
    Coord townCell(Coord block) const { return m_towns[town(block)]; }
    /// The road cost of the block: that of its dearest cell.
    std::uint32_t blockCost(Coord block) const { return node(block).cost; }

private:
    static constexpr std::uint16_t kNoTown = 0xFFFF;
    static constexpr std::uint8_t kNoStep = 0xFF;

    // A block's fields sit together, so a step from it reads one place in memory per neighbour.
    struct Node {
        std::uint32_t distance = 0xFFFFFFFFu;
        std::uint16_t town = kNoTown;
        std::uint8_t step = kNoStep; ///< heading towards the town
        std::uint8_t cost = 0;       ///< 0 on the ring of blocks around the lattice
    };

    /// Index in the padded lattice (a ring of blocked nodes around it, so no step needs a bounds check).
    std::size_t indexOf(Coord block) const {
        return static_cast<std::size_t>(block.y + 1) * static_cast<std::size_t>(m_columns + 2) +
               static_cast<std::size_t>(block.x + 1);
    }
    const Node& node(Coord block) const { return m_nodes[indexOf(block)]; }
    void search();

    int m_width;
    int m_height;
    int m_block;
    int m_columns;
    int m_rows;
    std::vector<Coord> m_towns;
    std::vector<Node> m_nodes;
};

} // namespace pathfinder
