#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/basics/enum_names.h"

#include <cmath>
#include <cstdint>
#include <optional>
#include <string_view>

namespace pathfinder {

/// The shape of a map's cells. A hex map is W×H pointy-top hexes in odd-r offset rows: every odd
/// row is shifted right by half a hex, so the map still draws as a rectangle and a cell is still
/// named (x, y). A hex's six neighbours are (x±1, y) and, on even rows, (x−1, y±1) and (x, y±1);
/// on odd rows (x, y±1) and (x+1, y±1). Each of them is one of the eight square headings, so a
/// hex step is a Direction like any other; every hex step has length 1.
enum class Topology : std::uint8_t { Square, Hex };

template <>
struct EnumNames<Topology> {
    static constexpr EnumName<Topology> table[] = {
        {Topology::Square, "square", "Square"},
        {Topology::Hex, "hex", "Hex"},
    };
};

/// Bit d set for each heading d that is a neighbour of a hex on row y: N, E, S, W and, on even rows,
/// NW and SW; on odd rows NE and SE.
constexpr unsigned hexHeadingMask(int y) {
    return (y & 1) != 0 ? 0x5Fu : 0xF5u;
}

/// Bit d set for each heading d that is a neighbour of a cell on row y under `topology` (all eight on
/// square maps; which of them a walk may take is the movement's business).
constexpr unsigned headingMask(Topology topology, int y) {
    return topology == Topology::Hex ? hexHeadingMask(y) : 0xFFu;
}

/// True when heading d leads to a neighbour that shares a side with a cell on row y: the
/// orthogonal headings of a square cell, the six of a hex.
constexpr bool isSideHeading(Topology topology, Direction d, int y) {
    const unsigned bit = 1u << static_cast<unsigned>(d);
    return topology == Topology::Hex ? (hexHeadingMask(y) & bit) != 0 : !isDiagonal(d);
}

/// The sides of a hex by their compass names, as files write them.
enum class HexSide : std::uint8_t { E, W, NE, NW, SE, SW };

template <>
struct EnumNames<HexSide> {
    static constexpr EnumName<HexSide> table[] = {
        {HexSide::E, "E", "East"},         {HexSide::W, "W", "West"},
        {HexSide::NE, "NE", "North-east"}, {HexSide::NW, "NW", "North-west"},
        {HexSide::SE, "SE", "South-east"}, {HexSide::SW, "SW", "South-west"},
    };
};

/// The heading of a hex's side on row y: NE is N on even rows and NE on odd rows, and so on.
constexpr Direction headingOfHexSide(HexSide side, int y) {
    const bool odd = (y & 1) != 0;
    switch (side) {
    case HexSide::E:
        return Direction::E;
    case HexSide::W:
        return Direction::W;
    case HexSide::NE:
        return odd ? Direction::NE : Direction::N;
    case HexSide::NW:
        return odd ? Direction::N : Direction::NW;
    case HexSide::SE:
        return odd ? Direction::SE : Direction::S;
    case HexSide::SW:
        return odd ? Direction::S : Direction::SW;
    }
    return Direction::E;
}

/// The side a heading crosses out of a hex on row y; nothing for a heading that is no hex neighbour.
constexpr std::optional<HexSide> hexSideOfHeading(Direction d, int y) {
    for (const HexSide side : {HexSide::E, HexSide::W, HexSide::NE, HexSide::NW, HexSide::SE, HexSide::SW})
        if (headingOfHexSide(side, y) == d)
            return side;
    return std::nullopt;
}

/// Axial coordinates of a hex: q along the rows, r = y. The third cube coordinate is −q − r.
struct Axial {
    int q = 0;
    int r = 0;
};

/// The axial coordinates of the hex at offset position c (odd-r rows).
constexpr Axial axialOf(Coord c) {
    // y − (y & 1) is even, so the division is exact for negative rows too.
    return {c.x - (c.y - (c.y & 1)) / 2, c.y};
}

/// The number of hex steps between a and b on an open hex map: max(|dq|, |dr|, |dq + dr|), the
/// hexagonal distance of the course's tile searches written on axial coordinates.
constexpr int hexDistance(Coord a, Coord b) {
    const Axial p = axialOf(a);
    const Axial s = axialOf(b);
    const int dq = p.q > s.q ? p.q - s.q : s.q - p.q;
    const int dr = p.r > s.r ? p.r - s.r : s.r - p.r;
    const int sum = (p.q + p.r) > (s.q + s.r) ? (p.q + p.r) - (s.q + s.r) : (s.q + s.r) - (p.q + p.r);
    const int m = dq > dr ? dq : dr;
    return m > sum ? m : sum;
}

/// The straight-line distance between the centres of two hexes, a hex's neighbours being 1 away:
/// (x + ½·(y odd), y·√3/2). A lower bound of hexDistance().
inline double hexCentreDistance(Coord a, Coord b) {
    const double dx = (a.x + 0.5 * (a.y & 1)) - (b.x + 0.5 * (b.y & 1));
    const double dy = (a.y - b.y) * 0.8660254037844386;
    return std::sqrt(dx * dx + dy * dy);
}

} // namespace pathfinder
