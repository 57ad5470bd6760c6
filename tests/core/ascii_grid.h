#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/map_grid.h"

#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

namespace pathfinder::testing {

/// Builds a grid from rows of equal length, top row first: '.' free, '#' wall, '1'–'9' entry
/// cost, 'S' start and 'G' goal (both free with cost 1). Throws std::invalid_argument for an
/// empty picture, rows of different lengths or any other character.
inline MapGrid gridFromAscii(const std::vector<std::string>& rows) {
    if (rows.empty() || rows.front().empty())
        throw std::invalid_argument("gridFromAscii: empty picture");
    const auto width = static_cast<int>(rows.front().size());
    MapGrid grid(width, static_cast<int>(rows.size()));
    for (int y = 0; y < grid.height(); ++y) {
        const std::string& row = rows[static_cast<std::size_t>(y)];
        if (static_cast<int>(row.size()) != width)
            throw std::invalid_argument("gridFromAscii: row " + std::to_string(y) + " has length " +
                                        std::to_string(row.size()) + ", expected " + std::to_string(width));
        for (int x = 0; x < width; ++x) {
            const Coord c{x, y};
            const char ch = row[static_cast<std::size_t>(x)];
            if (ch == '.')
                continue;
            if (ch == '#')
                grid.setWall(c, true);
            else if (ch >= '1' && ch <= '9')
                grid.setCost(c, ch - '0');
            else if (ch == 'S')
                grid.setStart(c);
            else if (ch == 'G')
                grid.setGoal(c);
            else
                throw std::invalid_argument(std::string("gridFromAscii: unexpected character '") + ch + "'");
        }
    }
    return grid;
}

/// Draws a grid in the notation gridFromAscii() reads, with the cells of `path` other than start
/// and goal shown as '*', so that a failing check can print the maze and the route.
inline std::string asciiFromGrid(const MapGrid& grid, const std::vector<Coord>& path = {}) {
    std::string text;
    for (int y = 0; y < grid.height(); ++y) {
        for (int x = 0; x < grid.width(); ++x) {
            const Coord c{x, y};
            char ch = '.';
            if (grid.isBlocked(c))
                ch = '#';
            else if (grid.code(c) > 1)
                ch = static_cast<char>('0' + grid.code(c));
            if (std::find(path.begin(), path.end(), c) != path.end())
                ch = '*';
            if (grid.start() == c)
                ch = 'S';
            else if (grid.goal() == c)
                ch = 'G';
            text += ch;
        }
        text += '\n';
    }
    return text;
}

} // namespace pathfinder::testing
