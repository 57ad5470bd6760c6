#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>

namespace pathfinder {

/// A cell position: x is the column, y the row; (0, 0) is the top-left cell, y grows downward.
struct Coord {
    int x = 0;
    int y = 0;

    friend constexpr bool operator==(Coord a, Coord b) { return a.x == b.x && a.y == b.y; }
    friend constexpr bool operator!=(Coord a, Coord b) { return !(a == b); }
    friend constexpr Coord operator+(Coord a, Coord b) { return {a.x + b.x, a.y + b.y}; }
    friend constexpr Coord operator-(Coord a, Coord b) { return {a.x - b.x, a.y - b.y}; }
};

/// A point of the map's plane, in cells: cell (x, y) covers [x, x + 1) × [y, y + 1), so its centre is
/// (x + 0.5, y + 0.5) and the points with whole coordinates are the corners where cells meet. Any-angle
/// paths are drawn and priced through such points.
struct PathPoint {
    double x = 0.0;
    double y = 0.0;

    friend constexpr bool operator==(PathPoint a, PathPoint b) { return a.x == b.x && a.y == b.y; }
    friend constexpr bool operator!=(PathPoint a, PathPoint b) { return !(a == b); }
};

/// The centre of a cell.
constexpr PathPoint centreOf(Coord c) {
    return {c.x + 0.5, c.y + 0.5};
}

/// The eight headings in the original testbed's clockwise order, starting north.
enum class Direction : std::uint8_t { N, NE, E, SE, S, SW, W, NW };

inline constexpr int kDirectionCount = 8;

/// Unit offset of each heading, indexed by Direction (y grows downward, so north is -y).
inline constexpr std::array<Coord, kDirectionCount> kDirectionOffsets = {
    Coord{0, -1}, Coord{1, -1}, Coord{1, 0},  Coord{1, 1},
    Coord{0, 1},  Coord{-1, 1}, Coord{-1, 0}, Coord{-1, -1},
};

constexpr Coord offsetOf(Direction d) {
    return kDirectionOffsets[static_cast<int>(d)];
}

/// True for NE, SE, SW and NW.
constexpr bool isDiagonal(Direction d) {
    return (static_cast<int>(d) & 1) != 0;
}

/// The heading pointing the other way.
constexpr Direction opposite(Direction d) {
    return static_cast<Direction>((static_cast<int>(d) + 4) % kDirectionCount);
}

/// Turns a heading by `steps` eighths of a circle; positive turns clockwise.
constexpr Direction rotate(Direction d, int steps) {
    return static_cast<Direction>(((static_cast<int>(d) + steps) % 8 + 8) % 8);
}

} // namespace pathfinder

template <>
struct std::hash<pathfinder::Coord> {
    std::size_t operator()(pathfinder::Coord c) const noexcept {
        return std::hash<std::uint64_t>{}(
            (static_cast<std::uint64_t>(static_cast<std::uint32_t>(c.x)) << 32) |
            static_cast<std::uint32_t>(c.y));
    }
};
