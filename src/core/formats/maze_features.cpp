#include "formats/maze_features.h"

#include "pathfinder/basics/number_text.h"

#include <algorithm>
#include <optional>
#include <ostream>
#include <tuple>
#include <utility>

namespace pathfinder {

namespace {

struct NamedSide {
    const char* name;
    Direction heading;
};

/// A square cell's sides, in the order a cell's one-way sides are written.
constexpr NamedSide kSquareSides[] = {
    {"N", Direction::N},
    {"E", Direction::E},
    {"S", Direction::S},
    {"W", Direction::W},
};

/// A hex's sides, in the order a cell's one-way sides are written.
constexpr HexSide kHexSides[] = {HexSide::E, HexSide::W, HexSide::NE, HexSide::NW, HexSide::SE, HexSide::SW};

constexpr const char* kSquareSideNames = "N E S W";
constexpr const char* kHexSideNames = "E W NE NW SE SW";

/// The heading of the side named `name` of a cell on row y, or nothing for a name that is no side
/// under `topology`.
std::optional<Direction> headingOfSide(Topology topology, std::string_view name, int y) {
    if (topology == Topology::Hex) {
        const auto side = parseEnum<HexSide>(name);
        return side ? std::optional<Direction>(headingOfHexSide(*side, y)) : std::nullopt;
    }
    for (const NamedSide& side : kSquareSides)
        if (name == side.name)
            return side.heading;
    return std::nullopt;
}

std::string shortNumber(std::string_view text) {
    constexpr std::size_t kShown = 24;
    return text.size() > kShown ? std::string(text.substr(0, kShown)) + "..." : std::string(text);
}

std::string cellText(Coord c) {
    return "(" + std::to_string(c.x) + ", " + std::to_string(c.y) + ")";
}

} // namespace

void MazeFeatureLines::parseTopology(const std::vector<Token>& values, int lineNo, int keyColumn,
                                     int endColumn) {
    if (!m_sides.empty())
        fail(lineNo, keyColumn,
             "'topology:' must come before the 'wall:' and 'oneway:' lines, whose side names depend on it "
             "(the first is on line " +
                 std::to_string(m_sides.front().line) + ")");
    if (values.empty())
        fail(lineNo, endColumn, "expected square or hex after 'topology:'");
    if (values.size() > 1)
        fail(lineNo, values[1].column, "unexpected " + quoted(values[1].text) + " after the topology");
    const auto topology = parseEnum<Topology>(values[0].text);
    if (!topology)
        fail(lineNo, values[0].column,
             "expected the topology square or hex, found " + quoted(values[0].text));
    m_topology = *topology;
}

void MazeFeatureLines::parseSlope(const std::vector<Token>& values, int lineNo, int endColumn) {
    if (values.empty())
        fail(lineNo, endColumn, "expected the slope factor after 'slope:'");
    if (values.size() > 1)
        fail(lineNo, values[1].column, "unexpected " + quoted(values[1].text) + " after the slope factor");
    const auto slope = parseRealNumber(values[0].text, 0.0, kMaxMazeSlope);
    if (!slope)
        fail(lineNo, values[0].column,
             "bad slope factor: " + *realNumberProblem(values[0].text, 0.0, kMaxMazeSlope));
    m_slope = *slope;
}

void MazeFeatureLines::parseSide(std::string_view key, const std::vector<Token>& values, int lineNo,
                                 int keyColumn, int endColumn, const std::optional<Coord>& size) {
    if (!size)
        fail(lineNo, keyColumn, "'size:' must come before the 'wall:' and 'oneway:' lines");
    const bool hex = m_topology == Topology::Hex;
    const char* names = hex ? kHexSideNames : kSquareSideNames;
    const std::string after = "after '" + std::string(key) + ":'";
    const char* what[] = {"x", "y"};
    long long xy[2] = {0, 0};
    for (std::size_t i = 0; i < 2; ++i) {
        if (i >= values.size())
            fail(lineNo, endColumn, std::string("expected the ") + what[i] + " " + after);
        const auto value = parseInteger(values[i].text);
        if (!value)
            fail(lineNo, values[i].column,
                 std::string("expected an integer ") + what[i] + ", found " + quoted(values[i].text));
        xy[i] = *value;
    }
    if (values.size() < 3)
        fail(lineNo, endColumn, "expected the side (" + std::string(names) + ") " + after);
    if (values.size() > 3)
        fail(lineNo, values[3].column, "unexpected " + quoted(values[3].text) + " after the side");
    const std::string_view name = values[2].text;
    const int sideColumn = values[2].column;
    const auto heading = headingOfSide(m_topology, name, static_cast<int>(xy[1] & 1));
    if (!heading) {
        const Topology other = hex ? Topology::Square : Topology::Hex;
        const std::string sides =
            std::string(" (the sides of a ") + (hex ? "hex" : "square") + " cell: " + names + ")";
        if (headingOfSide(other, name, 0))
            fail(lineNo, sideColumn,
                 quoted(name) + " is a side of a " + (hex ? "square" : "hex") + " cell, and this map is " +
                     (hex ? "hex" : "square") + sides +
                     (hex ? "" : "; a hex map says 'topology: hex' before its sides"));
        fail(lineNo, sideColumn, "unknown side " + quoted(name) + sides);
    }
    const auto inMap = [&size](long long x, long long y) {
        return x >= 0 && y >= 0 && x < size->x && y < size->y;
    };
    const std::string mapSize = std::to_string(size->x) + " x " + std::to_string(size->y) + " map";
    if (!inMap(xy[0], xy[1])) {
        const bool xOutside = !inMap(xy[0], 0);
        fail(lineNo, values[xOutside ? 0 : 1].column,
             "cell (" + shortNumber(values[0].text) + ", " + shortNumber(values[1].text) +
                 ") is outside the " + mapSize);
    }
    const Coord cell{static_cast<int>(xy[0]), static_cast<int>(xy[1])};
    const Coord beyond = cell + offsetOf(*heading);
    if (!inMap(beyond.x, beyond.y))
        fail(lineNo, sideColumn,
             "the " + std::string(name) + " side of " + cellText(cell) + " is on the edge of the " + mapSize +
                 ": no cell lies beyond it");
    m_sides.push_back({cell, beyond, *heading, key == "wall", lineNo, values[0].column});
    // A map has fewer than 2 (square) or 3 (hex) sides a cell: past that many lines one repeats a
    // side, and it is reported now, so that a file of repeated lines costs no more than the map.
    const auto sides =
        static_cast<std::size_t>(size->x) * static_cast<std::size_t>(size->y) * (hex ? 3u : 2u);
    if (m_sides.size() > sides)
        checkSides();
}

void MazeFeatureLines::checkSides() const {
    // Each side by the cell that comes first in row-major order and its heading from there; the
    // lines sorted by side, and the lines of a side by their number.
    const auto keyOf = [](const SideLine& side) {
        const bool first =
            side.cell.y < side.other.y || (side.cell.y == side.other.y && side.cell.x < side.other.x);
        const Coord c = first ? side.cell : side.other;
        const Direction d = first ? side.heading : opposite(side.heading);
        return std::tuple{c.y, c.x, static_cast<int>(d)};
    };
    std::vector<const SideLine*> order;
    order.reserve(m_sides.size());
    for (const SideLine& side : m_sides)
        order.push_back(&side);
    std::sort(order.begin(), order.end(), [&](const SideLine* a, const SideLine* b) {
        return std::pair{keyOf(*a), a->line} < std::pair{keyOf(*b), b->line};
    });
    // Of the lines that repeat a side, the first in the file is reported.
    const SideLine* repeat = nullptr;
    const SideLine* original = nullptr;
    for (std::size_t i = 1; i < order.size(); ++i)
        if (keyOf(*order[i]) == keyOf(*order[i - 1]) && (!repeat || order[i]->line < repeat->line)) {
            repeat = order[i];
            // The first line of this side: the lines of a side are sorted by number.
            std::size_t first = i - 1;
            while (first > 0 && keyOf(*order[first - 1]) == keyOf(*order[i]))
                --first;
            original = order[first];
        }
    if (repeat)
        fail(repeat->line, repeat->xColumn,
             "the side between " + cellText(repeat->cell) + " and " + cellText(repeat->other) +
                 " was already given on line " + std::to_string(original->line));
}

void MazeFeatureLines::parseTail(TextScanner& scanner, Coord size) {
    std::string line;
    while (scanner.next(line)) {
        const std::vector<Token> tokens = tokenize(line);
        if (tokens.empty())
            continue;
        const int lineNo = scanner.number();
        if (tokens[0].text == "heights:" && m_heightsLine == 0) {
            if (tokens.size() > 1)
                fail(lineNo, tokens[1].column, "unexpected " + quoted(tokens[1].text) + " after 'heights:'");
            m_heightsLine = lineNo;
            m_heights.assign(static_cast<std::size_t>(size.x) * static_cast<std::size_t>(size.y), 0);
            scanner.scanRows(size.x, size.y, "the heights block", [&](char c, Coord cell) {
                if (c < '0' || c > '9')
                    fail(scanner.number(), cell.x + 1, "expected a height 0-9, found " + describeChar(c));
                m_heights[static_cast<std::size_t>(cell.y) * static_cast<std::size_t>(size.x) +
                          static_cast<std::size_t>(cell.x)] = static_cast<std::uint8_t>(c - '0');
            });
            continue;
        }
        const std::string rows = std::to_string(size.y) + (size.y == 1 ? " row" : " rows");
        if (tokens[0].text == "heights:")
            fail(lineNo, tokens[0].column,
                 "a second 'heights:' block (the first begins on line " + std::to_string(m_heightsLine) +
                     ")");
        if (m_heightsLine != 0)
            fail(lineNo, tokens[0].column,
                 "expected the end of the file after the " + rows + " of the heights block, found " +
                     quoted(tokens[0].text));
        fail(lineNo, tokens[0].column,
             "expected the end of the file after " + std::to_string(size.y) + " map " +
                 (size.y == 1 ? "row" : "rows") + ", found " + quoted(tokens[0].text) +
                 " (only a 'heights:' block may follow the map rows)");
    }
}

void MazeFeatureLines::apply(MapGrid& grid) const {
    grid.setTopology(m_topology);
    for (const SideLine& side : m_sides)
        grid.setSide(side.cell, side.heading, side.wall ? SideKind::Wall : SideKind::OneWayOut);
    if (!m_heights.empty())
        for (int y = 0; y < grid.height(); ++y)
            for (int x = 0; x < grid.width(); ++x)
                if (const int h =
                        m_heights[static_cast<std::size_t>(y) * static_cast<std::size_t>(grid.width()) +
                                  static_cast<std::size_t>(x)])
                    grid.setHeight({x, y}, h);
    grid.setSlope(m_slope);
}

void writeMazeFeatureLines(std::ostream& out, const MapGrid& grid) {
    const bool hex = grid.topology() == Topology::Hex;
    if (grid.slope() != 0.0)
        out << "slope: " << exactNumberText(grid.slope()) << '\n';
    // Every side of a cell with the name a file gives it, in the order written; a side on the
    // map's edge has no cell beyond it and is never closed.
    const auto forEachSide = [&](Coord c, auto&& visit) {
        if (hex) {
            for (const HexSide side : kHexSides)
                visit(toString(side), headingOfHexSide(side, c.y));
        } else {
            for (const NamedSide& side : kSquareSides)
                visit(std::string_view(side.name), side.heading);
        }
    };
    const auto eachCell = [&](auto&& visit) {
        for (int y = 0; y < grid.height(); ++y)
            for (int x = 0; x < grid.width(); ++x)
                forEachSide(Coord{x, y}, [&](std::string_view name, Direction d) {
                    if (grid.inBounds(Coord{x, y} + offsetOf(d)))
                        visit(Coord{x, y}, name, d);
                });
    };
    if (grid.wallSideCount() > 0)
        eachCell([&](Coord c, std::string_view name, Direction d) {
            const bool written =
                hex ? (name == "E" || name == "SE" || name == "SW") : (name == "E" || name == "S");
            if (written && grid.side(c, d) == SideKind::Wall)
                out << "wall: " << c.x << ' ' << c.y << ' ' << name << '\n';
        });
    if (grid.oneWaySideCount() > 0)
        eachCell([&](Coord c, std::string_view name, Direction d) {
            if (grid.side(c, d) == SideKind::OneWayOut)
                out << "oneway: " << c.x << ' ' << c.y << ' ' << name << '\n';
        });
}

void writeMazeHeights(std::ostream& out, const MapGrid& grid) {
    if (grid.paddedHeights() == nullptr)
        return;
    out << "heights:\n";
    std::string row(static_cast<std::size_t>(grid.width()), '0');
    for (int y = 0; y < grid.height(); ++y) {
        for (int x = 0; x < grid.width(); ++x)
            row[static_cast<std::size_t>(x)] = static_cast<char>('0' + grid.height({x, y}));
        out << row << '\n';
    }
}

} // namespace pathfinder
