#include "pathfinder/grid/map_grid.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>
#include <utility>

// The parts of MapGrid beyond square cells: the topology, the sides between cells and the heights.

namespace pathfinder {

namespace {

unsigned bitOf(Direction d) {
    return 1u << static_cast<unsigned>(d);
}

/// The kind of a side from the two half-sides: closed out of the cell, closed out of the neighbour.
SideKind kindOf(bool closedOut, bool closedIn) {
    if (closedOut && closedIn)
        return SideKind::Wall;
    if (closedOut)
        return SideKind::OneWayIn;
    if (closedIn)
        return SideKind::OneWayOut;
    return SideKind::Open;
}

/// The two half-sides a kind closes: out of the cell, and out of the neighbour.
std::pair<bool, bool> closedHalves(SideKind kind) {
    return {kind == SideKind::Wall || kind == SideKind::OneWayIn,
            kind == SideKind::Wall || kind == SideKind::OneWayOut};
}

} // namespace

bool GridChange::sideOpened() const {
    const auto before = closedHalves(static_cast<SideKind>(oldCost));
    const auto after = closedHalves(static_cast<SideKind>(newCost));
    return (before.first || !after.first) && (before.second || !after.second);
}

std::string describeMapFeatures(unsigned features) {
    static constexpr std::pair<unsigned, const char*> kNames[] = {
        {kHexCells, "hex cells"},
        {kSideWalls, "walls between cells"},
        {kOneWaySides, "one-way sides"},
        {kSlopes, "slopes"},
    };
    std::string words;
    for (const auto& [bit, name] : kNames) {
        if ((features & bit) == 0)
            continue;
        if (!words.empty())
            words += ", ";
        words += name;
    }
    return words;
}

void MapGrid::setTopology(Topology topology) {
    if (topology == m_topology)
        return;
    m_topology = topology;
    m_sides.clear();
    m_closedSides = m_wallSides = m_oneWaySides = 0;
    notify(GridChange{});
}

SideKind MapGrid::side(Coord c, Direction d) const {
    const Coord n = c + offsetOf(d);
    if (m_sides.empty() || !inBounds(c) || !inBounds(n) || !isSideHeading(m_topology, d, c.y))
        return SideKind::Open;
    return kindOf((m_sides[paddedIndex(c)] & bitOf(d)) != 0,
                  (m_sides[paddedIndex(n)] & bitOf(opposite(d))) != 0);
}

void MapGrid::setSide(Coord c, Direction d, SideKind kind) {
    const Coord n = c + offsetOf(d);
    if (!inBounds(c) || !isSideHeading(m_topology, d, c.y))
        throw std::invalid_argument("not a side of a cell of the map");
    if (!inBounds(n))
        throw std::invalid_argument("the side is on the map's edge");
    const SideKind before = side(c, d);
    if (before == kind)
        return;
    if (m_sides.empty())
        m_sides.assign(m_cells.size(), 0);
    const auto count = [this](SideKind k, int sign) {
        const auto delta = static_cast<std::size_t>(sign);
        if (k == SideKind::Wall) {
            m_wallSides += delta;
            m_closedSides += 2 * delta;
        } else if (k != SideKind::Open) {
            m_oneWaySides += delta;
            m_closedSides += delta;
        }
    };
    count(before, -1);
    count(kind, 1);
    const auto [closedOut, closedIn] = closedHalves(kind);
    std::uint8_t& out = m_sides[paddedIndex(c)];
    std::uint8_t& in = m_sides[paddedIndex(n)];
    out = static_cast<std::uint8_t>(closedOut ? out | bitOf(d) : out & ~bitOf(d));
    in = static_cast<std::uint8_t>(closedIn ? in | bitOf(opposite(d)) : in & ~bitOf(opposite(d)));
    GridChange change;
    change.kind = GridChange::Kind::SideChanged;
    change.cell = c;
    change.heading = d;
    change.oldCost = static_cast<int>(before);
    change.newCost = static_cast<int>(kind);
    notify(change);
}

void MapGrid::setHeight(Coord c, int height) {
    if (!inBounds(c))
        return;
    const auto h = static_cast<std::uint8_t>(std::clamp(height, 0, 9));
    if (m_heights.empty()) {
        if (h == 0)
            return;
        m_heights.assign(m_cells.size(), 0);
    }
    std::uint8_t& cell = m_heights[paddedIndex(c)];
    if (cell == h)
        return;
    m_raisedCells = m_raisedCells + (h > 0 ? 1 : 0) - (cell > 0 ? 1 : 0);
    GridChange change;
    change.kind = GridChange::Kind::HeightChanged;
    change.cell = c;
    change.oldCost = cell;
    change.newCost = h;
    cell = h;
    notify(change);
}

void MapGrid::setHeights(const std::vector<std::uint8_t>& heights) {
    const auto width = static_cast<std::size_t>(m_width);
    if (heights.size() != width * static_cast<std::size_t>(m_height))
        throw std::invalid_argument("setHeights: " + std::to_string(heights.size()) + " heights for a " +
                                    std::to_string(m_width) + "x" + std::to_string(m_height) + " map");
    const auto bad = std::find_if(heights.begin(), heights.end(), [](std::uint8_t h) { return h > 9; });
    if (bad != heights.end()) {
        const auto at = static_cast<std::size_t>(bad - heights.begin());
        throw std::invalid_argument("setHeights: height " + std::to_string(*bad) + " at (" +
                                    std::to_string(at % width) + ", " + std::to_string(at / width) +
                                    ") is out of 0 to 9");
    }
    const auto raised = static_cast<std::size_t>(
        std::count_if(heights.begin(), heights.end(), [](std::uint8_t h) { return h > 0; }));
    if (raised == 0) {
        m_heights.clear(); // a map without heights keeps none
        m_heights.shrink_to_fit();
    } else {
        m_heights.assign(m_cells.size(), 0);
        for (int y = 0; y < m_height; ++y)
            std::copy_n(heights.data() + static_cast<std::size_t>(y) * width, width,
                        m_heights.data() + paddedIndex({0, y}));
    }
    m_raisedCells = raised;
    notify(GridChange{});
}

void MapGrid::setSlope(double slope) {
    if (!std::isfinite(slope) || slope < 0.0)
        throw std::invalid_argument("the slope factor must be a number of at least 0");
    if (slope == m_slope)
        return;
    m_slope = slope;
    notify(GridChange{});
}

unsigned MapGrid::features() const {
    unsigned features = 0;
    if (m_topology == Topology::Hex)
        features |= kHexCells;
    if (m_wallSides > 0)
        features |= kSideWalls;
    if (m_oneWaySides > 0)
        features |= kOneWaySides;
    if (m_raisedCells > 0 && m_slope > 0.0)
        features |= kSlopes;
    return features;
}

} // namespace pathfinder
