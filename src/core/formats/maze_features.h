#pragma once

// The lines of a .maze file that hold what a map has beyond its cells (maze_io.h): "topology:",
// "wall:", "oneway:" and "slope:" in the header, and the "heights:" block after the map rows.

#include "pathfinder/grid/map_grid.h"

#include "basics/text_scanner.h"

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pathfinder {

/// The largest slope factor a .maze file may give.
inline constexpr double kMaxMazeSlope = 1'000'000.0;

/// Reads the feature lines of one .maze document where they stand, checks them against the map
/// once its size is known, and puts them on the grid. Every failure is the scanner's ParseError.
class MazeFeatureLines {
public:
    explicit MazeFeatureLines(const TextScanner& scanner) : m_scanner(scanner) {}

    /// True for "wall" and "oneway", the keys that may be given any number of times.
    static bool isSideKey(std::string_view key) { return key == "wall" || key == "oneway"; }
    /// True for a "wall:" or "oneway:" line.
    static bool isSideLine(std::string_view line) {
        const std::size_t colon = line.find(':');
        return colon != std::string_view::npos && isSideKey(trim(line.substr(0, colon)));
    }

    /// Reads "topology: square|hex"; it must come before every "wall:" and "oneway:" line, whose
    /// side names it decides.
    void parseTopology(const std::vector<Token>& values, int lineNo, int keyColumn, int endColumn);
    /// Reads "slope: S", a number from 0 to kMaxMazeSlope.
    void parseSlope(const std::vector<Token>& values, int lineNo, int endColumn);
    /// Reads "wall: X Y SIDE" or "oneway: X Y SIDE" (`key` without its colon) of a map of `size`
    /// (width in x), which must be known: the side's name must be one of the topology given so far,
    /// its cell in the map and the side not on the map's edge.
    void parseSide(std::string_view key, const std::vector<Token>& values, int lineNo, int keyColumn,
                   int endColumn, const std::optional<Coord>& size);

    /// Fails at the first line that gives a side given before (from either of its cells).
    void checkSides() const;

    /// Reads what follows the map rows of a map of `size`: blank lines and at most one "heights:"
    /// line with its `size.y` rows of `size.x` digits. Fails on anything else.
    void parseTail(TextScanner& scanner, Coord size);

    /// Puts the topology on a grid of the file's size, then the sides, the heights and the slope.
    void apply(MapGrid& grid) const;

private:
    /// One side line, kept small: a file may give a side of every cell.
    struct SideLine {
        Coord cell;
        Coord other; ///< the cell beyond the side
        Direction heading = Direction::E;
        bool wall = true; ///< a wall, else one way out of `cell`
        int line = 0;
        int xColumn = 0;
    };

    [[noreturn]] void fail(int line, int column, const std::string& message) const {
        m_scanner.fail(line, column, message);
    }

    const TextScanner& m_scanner;
    Topology m_topology = Topology::Square;
    std::vector<SideLine> m_sides;
    double m_slope = 0.0;
    int m_heightsLine = 0;
    std::vector<std::uint8_t> m_heights; ///< row-major, once a heights block was read
};

/// The header lines of `grid`'s slope and sides in the one form files are written in (the
/// "topology:" line is the writer's, beside the size): "slope: S" when s is above 0, then every wall once,
/// from the cell whose side it is in heading E or S (square) or E, SE or SW (hex), and every one-way side
/// from the cell it is left by, each group in row-major order of those cells and their sides in that order.
void writeMazeFeatureLines(std::ostream& out, const MapGrid& grid);

/// The "heights:" block, when a cell is above height 0.
void writeMazeHeights(std::ostream& out, const MapGrid& grid);

} // namespace pathfinder
