#pragma once

#include "pathfinder/basics/coord.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace pathfinder {

/// The most recent cells of a walk that may go on for as long as anyone lets it: the memory it
/// takes is bounded by `keep`, not by the length of the walk. It holds every cell while there are
/// fewer than 2 × keep; then it drops all but the last `keep` at once (so a push costs O(1) on
/// average), and so always holds at least the last min(total(), keep) cells.
class RecentTrail {
public:
    /// Enough for what a picture shows of a trail, and for any walk on a small map.
    static constexpr std::size_t kDefaultKeep = std::size_t{1} << 16;

    explicit RecentTrail(std::size_t keep = kDefaultKeep) : m_keep(keep < 1 ? 1 : keep) {}

    void clear() {
        m_cells.clear();
        m_total = 0;
    }
    void push(Coord c) {
        if (m_cells.size() >= 2 * m_keep)
            m_cells.erase(m_cells.begin(), m_cells.end() - static_cast<std::ptrdiff_t>(m_keep - 1));
        m_cells.push_back(c);
        ++m_total;
    }

    /// The cells held, oldest first.
    const std::vector<Coord>& cells() const { return m_cells; }
    bool empty() const { return m_cells.empty(); }
    Coord back() const { return m_cells.back(); }
    /// Every cell pushed since the last clear(), those no longer held included.
    std::uint64_t total() const { return m_total; }
    /// True when the cells held are the whole walk.
    bool whole() const { return m_total == m_cells.size(); }

private:
    std::size_t m_keep;
    std::vector<Coord> m_cells;
    std::uint64_t m_total = 0;
};

} // namespace pathfinder
