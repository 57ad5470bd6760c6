#include "generators/town_regions.h"

#include <algorithm>
#include <cstddef>
#include <utility>

namespace pathfinder {

namespace {

/// More buckets than the dearest step's cost, so the ring of buckets never wraps onto itself.
constexpr std::uint32_t kBucketRing = 256;
static_assert(kDiagonalStep * 30 < kBucketRing, "a step may not span the ring of buckets");

/// Blocks a side: one cell up to 1024 cells a side, then as many as keep the lattice within 1024.
int blockSizeFor(int width, int height) {
    return std::max(1, (std::max(width, height) + 1023) / 1024);
}

} // namespace

TownRegions::TownRegions(const TerrainCanvas& canvas, std::vector<Coord> towns)
    : m_width(canvas.width), m_height(canvas.height), m_block(blockSizeFor(canvas.width, canvas.height)),
      m_columns((canvas.width + m_block - 1) / m_block), m_rows((canvas.height + m_block - 1) / m_block),
      m_towns(std::move(towns)) {
    m_nodes.assign(static_cast<std::size_t>(m_columns + 2) * static_cast<std::size_t>(m_rows + 2), Node{});
    for (int y = 0; y < canvas.height; ++y)
        for (int x = 0; x < canvas.width; ++x) {
            Node& n = m_nodes[indexOf(blockOf({x, y}))];
            n.cost = std::max(n.cost, static_cast<std::uint8_t>(roadCost(canvas.at({x, y}))));
        }
    search();
}

std::optional<Coord> TownRegions::towardsTown(Coord block) const {
    const std::uint8_t step = node(block).step;
    if (step == kNoStep)
        return std::nullopt;
    return block + kDirectionOffsets[step];
}

Coord TownRegions::anchorOf(Coord block) const {
    return {std::min(block.x * m_block + m_block / 2, m_width - 1),
            std::min(block.y * m_block + m_block / 2, m_height - 1)};
}

void TownRegions::search() {
    const std::ptrdiff_t s = m_columns + 2;
    // Offsets of the eight headings in Direction order.
    const std::array<std::ptrdiff_t, kDirectionCount> offsets = {-s, -s + 1, 1, s + 1, s, s - 1, -1, -s - 1};
    std::vector<std::vector<std::uint32_t>> ring(kBucketRing);
    std::size_t pending = 0;
    for (std::size_t t = 0; t < m_towns.size(); ++t) {
        const std::size_t at = indexOf(blockOf(m_towns[t]));
        if (m_nodes[at].distance == 0)
            continue;
        m_nodes[at].distance = 0;
        m_nodes[at].town = static_cast<std::uint16_t>(t);
        ring[0].push_back(static_cast<std::uint32_t>(at));
        ++pending;
    }
    for (std::uint32_t d = 0; pending > 0; ++d) {
        // No step costs 0 or a whole ring, so nothing joins this bucket while it is read; read in the
        // order the blocks were queued, which keeps neighbouring blocks close in time.
        std::vector<std::uint32_t>& bucket = ring[d % kBucketRing];
        pending -= bucket.size();
        for (const std::uint32_t at : bucket) {
            const Node& from = m_nodes[at];
            if (from.distance != d)
                continue; // reached more cheaply since it was queued
            for (int k = 0; k < kDirectionCount; ++k) {
                const auto next = static_cast<std::size_t>(static_cast<std::ptrdiff_t>(at) + offsets[k]);
                Node& to = m_nodes[next];
                if (to.cost == 0)
                    continue;
                const std::uint32_t through = d + to.cost * ((k & 1) != 0 ? kDiagonalStep : kOrthogonalStep);
                if (through >= to.distance)
                    continue;
                to.distance = through;
                to.town = from.town;
                to.step = static_cast<std::uint8_t>((k + 4) % kDirectionCount);
                ring[through % kBucketRing].push_back(static_cast<std::uint32_t>(next));
                ++pending;
            }
        }
        bucket.clear();
    }
}

} // namespace pathfinder
