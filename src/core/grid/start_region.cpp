#include "grid/start_region.h"

#include "grid/region_steps.h"

#include <algorithm>

namespace pathfinder {

void StartRegion::flood(const MapGrid& grid, Connectivity connectivity, std::size_t seed) {
    const std::size_t cells = grid.paddedSize();
    m_bits.assign((cells + 63) / 64, 0);
    m_stamp = grid.cellsStamp();
    m_connectivity = connectivity;
    m_flooded = true;

    const std::ptrdiff_t s = grid.stride();
    const std::ptrdiff_t orthogonal[] = {-s, 1, s, -1};
    const std::ptrdiff_t diagonal[] = {-s + 1, s + 1, s - 1, -s - 1};
    const std::size_t offsetCount = connectivity == Connectivity::Diagonal ? 8 : 4;
    std::ptrdiff_t offsets[8];
    std::copy(std::begin(orthogonal), std::end(orthogonal), offsets);
    std::copy(std::begin(diagonal), std::end(diagonal), offsets + 4);
    // On a map with hex cells or closed sides canStep tells which neighbours a step joins.
    const bool bySteps = joinsBySteps(grid);
    const Movement movement = joiningMovement(connectivity);
    std::ptrdiff_t headings[8];
    headingOffsets(grid, headings);

    // Breadth first, with the queue's consumed front dropped now and then: the queue holds about
    // the flood's front, not the region. Every cell enters it once, so the loop ends.
    const std::uint8_t* free = grid.paddedCells(); // 0 = blocked to the unit, the border ring too
    if (free[seed] == 0)
        return; // a start the unit cannot enter joins no cell: the set stays empty
    m_queue.clear();
    m_queue.push_back(static_cast<std::uint32_t>(seed));
    m_bits[seed / 64] |= std::uint64_t{1} << (seed % 64);
    std::size_t front = 0;
    while (front < m_queue.size()) {
        const std::ptrdiff_t cell = m_queue[front++];
        const auto reach = [&](std::size_t next) {
            std::uint64_t& word = m_bits[next / 64];
            const std::uint64_t bit = std::uint64_t{1} << (next % 64);
            if (free[next] == 0 || (word & bit) != 0)
                return;
            word |= bit;
            m_queue.push_back(static_cast<std::uint32_t>(next));
        };
        if (bySteps)
            forEachStepJoined(grid, movement, headings, static_cast<std::size_t>(cell), reach);
        else
            for (std::size_t i = 0; i < offsetCount; ++i)
                reach(static_cast<std::size_t>(cell + offsets[i]));
        if (front > 4096 && front * 2 > m_queue.size()) {
            m_queue.erase(m_queue.begin(), m_queue.begin() + static_cast<std::ptrdiff_t>(front));
            front = 0;
        }
    }
    m_queue.clear();
    m_queue.shrink_to_fit();
}

} // namespace pathfinder
