// Writing .maze files; reading them is maze_io.cpp.

#include "pathfinder/basics/atomic_file.h"
#include "pathfinder/basics/number_text.h"
#include "pathfinder/formats/maze_io.h"

#include "formats/maze_features.h"

#include <ostream>
#include <stdexcept>
#include <string>
#include <utility>

namespace pathfinder {

namespace {

char cellChar(int code) {
    if (MapGrid::isTerrainCode(code))
        return terrainLetter(MapGrid::terrainOfCode(code));
    return code == MapGrid::kWall ? '#' : (code == 1 ? '.' : static_cast<char>('0' + code));
}

/// The unit's keys: "unit:" unless it is the default unit as the standard table has it, and the
/// table's limit and rows where they differ from the standard table's.
void writeUnitKeys(std::ostream& out, const MazeFile& maze) {
    const MapGrid& grid = maze.grid;
    const UnitTable standard = UnitTable::standard();
    const UnitTable table = effectiveUnits(maze);
    if (grid.unit() != defaultUnit() || table != standard)
        out << "unit: " << grid.unit().name << '\n';
    if (table.impassableLimit != standard.impassableLimit)
        out << "impassable: " << exactNumberText(table.impassableLimit) << '\n';
    for (const UnitProfile& u : table.units) {
        const UnitProfile* known = standard.find(u.name);
        if (!known || known->factor != u.factor || known->separateWater != u.separateWater)
            out << "factors: " << unitFactorsText(u) << '\n';
    }
    for (const UnitProfile& u : table.units) {
        const UnitProfile* known = standard.find(u.name);
        if (u.size != (known ? known->size : 1))
            out << "unit-size: " << u.name << ' ' << u.size << '\n';
    }
}

} // namespace

UnitTable effectiveUnits(const MazeFile& maze) {
    UnitTable table = maze.units.value_or(UnitTable::standard());
    table.impassableLimit = maze.grid.impassableLimit();
    if (UnitProfile* row = table.find(maze.grid.unit().name))
        *row = maze.grid.unit();
    else
        table.units.push_back(maze.grid.unit());
    return table;
}

void writeMaze(std::ostream& out, const MazeFile& maze) {
    const MapGrid& grid = maze.grid;
    for (const auto& [what, at] : {std::pair{"start", grid.start()}, std::pair{"goal", grid.goal()}})
        if (at && grid.isWall(*at))
            throw std::invalid_argument(std::string("the ") + what + " (" + std::to_string(at->x) + ", " +
                                        std::to_string(at->y) +
                                        ") lies on a wall, which a .maze file cannot hold");
    const std::string name = headerText(maze.name);
    if (!name.empty())
        out << "name: " << name << '\n';
    for (const std::string& comment : maze.comments) {
        const std::string line = headerText(comment);
        out << (line.empty() || line.front() != '#' ? "# " : "") << line << '\n';
    }
    out << "size: " << grid.width() << ' ' << grid.height() << '\n';
    if (grid.topology() == Topology::Hex)
        out << "topology: " << toString(Topology::Hex) << '\n';
    if (const auto start = grid.start())
        out << "start: " << start->x << ' ' << start->y << '\n';
    if (const auto goal = grid.goal())
        out << "goal: " << goal->x << ' ' << goal->y << '\n';
    if (maze.movement) {
        out << "neighbours: " << maze.movement->neighbours << '\n';
        out << "diagonal: " << toString(maze.movement->diagonalRule) << '\n';
        out << "diagonal-length: " << toString(maze.movement->diagonalLength) << '\n';
    }
    writeUnitKeys(out, maze);
    writeMazeFeatureLines(out, grid);
    out << "map:\n";
    std::string row(static_cast<std::size_t>(grid.width()), '.');
    for (int y = 0; y < grid.height(); ++y) {
        for (int x = 0; x < grid.width(); ++x)
            row[static_cast<std::size_t>(x)] = cellChar(grid.code({x, y}));
        // 'S' and 'G' mean "free, cost 1"; on any other cell only the header records the position.
        const auto mark = [&](std::optional<Coord> at, char letter) {
            if (at && at->y == y && grid.code(*at) == 1 && row[static_cast<std::size_t>(at->x)] == '.')
                row[static_cast<std::size_t>(at->x)] = letter;
        };
        mark(grid.start(), 'S');
        mark(grid.goal(), 'G');
        out << row << '\n';
    }
    writeMazeHeights(out, grid);
}

void writeMazeFile(const std::string& path, const MazeFile& maze) {
    writeFileAtomically(path, [&](std::ostream& out) { writeMaze(out, maze); });
}

} // namespace pathfinder
