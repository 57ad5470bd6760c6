#include "options/map_loading.h"

#include "pathfinder/basics/count_text.h"
#include "pathfinder/basics/number_text.h"
#include "pathfinder/formats/maze_io.h"
#include "pathfinder/formats/movingai_io.h"
#include "pathfinder/formats/picture_map.h"
#include "pathfinder/formats/tmx_io.h"
#include "pathfinder/generators/maze_generator.h"
#include "pathfinder/grid/terrain.h"

#include "options/exit_status.h"
#include "options/input_files.h"
#include "options/option_checks.h"
#include "platform/files.h"

#include <CLI/CLI.hpp>
#include <filesystem>
#include <iostream>
#include <stdexcept>

namespace pathfinder::cli {

void declareMapLoadOptions(CLI::App& command, MapLoadOptions& options) {
    command
        .add_option("--tmx-mapping", options.tmxMapping,
                    "For a Tiled .tmx map: the mapping file that says what its tiles become (walls, costs, "
                    "terrains)")
        ->check(existingFile());
    command.add_option("--tmx-layer", options.tmxLayer,
                       "For a Tiled .tmx map: the name of the tile layer to read (default: the first)");
    command
        .add_option("--colours", options.colours,
                    "For a .png map (a pixel a cell): the colour table, lines 'CELL = RRGGBB' such as "
                    "'wall = 000000' (default: the standard table, pathfinder-cli colours)")
        ->check(existingFile());
    command.add_option("--unit", options.unit,
                       "The unit that crosses the map (light-infantry, heavy-infantry, jeep, apc, tank, "
                       "mobile-base, hovercraft, movingai, or one of the map's or --units table); default: "
                       "the map's own");
    command
        .add_option(
            "--units", options.units,
            "A unit table: lines 'factors: NAME J F P D H M R T S W' (jungle forest plains desert "
            "foothills mountains roadway trail swamp water), 'unit-size: NAME S' and 'impassable: LIMIT'")
        ->check(existingFile());
    if (options.unitSizeOption)
        command
            .add_option("--unit-size", options.unitSize,
                        "The unit's size: it covers N x N cells, its position the top-left one (1, 2 or 3; "
                        "default: the unit's own, 1 unless its table says otherwise)")
            ->transform(wholeNumber(1, kMaxUnitSize));
}

void declareEndpoints(CLI::App& command, std::optional<std::string>& start, std::optional<std::string>& goal,
                      bool fromCorners) {
    command
        .add_option("--start", start,
                    std::string("Start cell X,Y (overrides the file's") +
                        (fromCorners ? "; without one, the free cell nearest the top-left)" : ")"))
        ->check(cellText());
    command
        .add_option("--goal", goal,
                    std::string("Goal cell X,Y (overrides the file's") +
                        (fromCorners ? "; without one, the free cell nearest the bottom-right)" : ")"))
        ->check(cellText());
}

void refuseInputAsOutput(const MapLoadOptions& load, const std::vector<std::string>& inputs,
                         const std::string& out, const std::string& option) {
    if (out.empty())
        return;
    InputFiles files;
    for (const std::string& input : inputs)
        files.add(input);
    for (const std::string* input : {&load.tmxMapping, &load.units, &load.colours})
        if (!input->empty())
            files.add(*input);
    files.refuseOutput(option, out);
}

ColourTable loadColourTable(const std::string& path) {
    return path.empty() ? ColourTable::standard() : readColourTableFile(path);
}

namespace {

LoadedMap readMap(const std::string& path, const MapLoadOptions& options) {
    const std::filesystem::path file(path);
    if (isMovingAiMapPath(path)) {
        MapGrid grid = readMovingAiMapFile(path);
        return LoadedMap{path,
                         platform::utf8FromPath(file.stem()),
                         std::move(grid),
                         std::nullopt,
                         UnitTable::standard(),
                         {},
                         std::nullopt,
                         false};
    }
    if (isPicturePath(path)) {
        const ColourTable table = loadColourTable(options.colours);
        PictureMap picture = readPictureMapFile(path, table);
        if (picture.approximated > 0)
            std::cerr << "warning: " << path << ": " << countText(picture.approximated, "pixel") << " in "
                      << countText(picture.approximatedColours, "colour")
                      << " not in the colour table took the nearest colour's cell (the first at pixel "
                      << picture.firstApproximated->x << "," << picture.firstApproximated->y << ")\n";
        return LoadedMap{path,
                         platform::utf8FromPath(file.stem()),
                         std::move(picture.grid),
                         std::nullopt,
                         UnitTable::standard(),
                         {},
                         std::nullopt,
                         false};
    }
    if (isTmxPath(path)) {
        if (options.tmxMapping.empty())
            throw UsageError(path + " is a Tiled map: say what its tiles become with --tmx-mapping FILE "
                                    "(lines such as 'forest = forest', '3 = wall', 'default = free')");
        TmxOptions tmx;
        tmx.layer = options.tmxLayer;
        MapGrid grid = readTmxMap(path, readTmxMappingFile(options.tmxMapping), tmx);
        return LoadedMap{path,
                         platform::utf8FromPath(file.stem()),
                         std::move(grid),
                         std::nullopt,
                         UnitTable::standard(),
                         {},
                         std::nullopt,
                         false};
    }
    MazeFile maze = readMazeFile(path);
    const bool named = !maze.name.empty();
    std::string name = named ? maze.name : platform::utf8FromPath(file.stem());
    UnitTable units = effectiveUnits(maze);
    return LoadedMap{path,
                     std::move(name),
                     std::move(maze.grid),
                     maze.movement,
                     std::move(units),
                     std::move(maze.comments),
                     std::move(maze.units),
                     named};
}

} // namespace

LoadedMap loadMap(const std::string& path, const MapLoadOptions& options) {
    LoadedMap map = readMap(path, options);
    if (!options.units.empty()) {
        map.units = readUnitTableFile(options.units);
        map.fileUnits = map.units;
    }
    const std::string unitName = options.unit.empty() ? map.grid.unit().name : options.unit;
    const UnitProfile* unit = map.units.find(unitName);
    if (!unit) {
        if (!options.unit.empty()) {
            std::string known;
            for (const UnitProfile& u : map.units.units)
                known += (known.empty() ? "" : ", ") + u.name;
            throw UsageError("--unit " + quotedText(options.unit) + ": no such unit (known units: " + known +
                             ")");
        }
        map.units.units.push_back(map.grid.unit()); // a custom unit of the map kept by a new table
        unit = &map.units.units.back();
    }
    UnitProfile chosen = *unit;
    if (options.unitSize != 0)
        chosen.size = options.unitSize;
    if (chosen.size > 1 && !options.sizedUnits)
        throw UsageError(
            "the unit " + quotedText(chosen.name) + " is " + countText(chosen.size, "cell") + " wide, and " +
            (options.command.empty() ? std::string("this command") : "'" + options.command + "'") +
            " plans for units of one cell only ('run' plans for larger units)");
    map.grid.setUnit(chosen, map.units.impassableLimit);
    return map;
}

namespace {

/// True when no walk can stand on the cell: a wall, or a terrain the map's unit cannot pass. (A cell
/// of the other medium, for a unit that keeps water apart, is blocked only to walks from there.)
bool blockedToEveryWalk(const MapGrid& grid, Coord c) {
    const auto terrain = grid.terrain(c);
    return grid.isWall(c) || (terrain && !grid.unitPasses(*terrain));
}

/// The cell `text` names for `option`; a start may lie in either medium of a unit that keeps water
/// apart (it chooses the medium), a goal only in the start's.
Coord checkedCoord(const MapGrid& grid, const std::string& option, const std::string& text, bool isStart) {
    const auto c = parseCellText(text, grid.width(), grid.height());
    if (!c) {
        // cellText() checked the form when the command was parsed: what is left is the range.
        const std::string shown = text.size() <= 24 ? text : quotedText(text);
        throw UsageError(option + " " + shown + " is outside the " + std::to_string(grid.width()) + " x " +
                         std::to_string(grid.height()) + " map");
    }
    if (blockedToEveryWalk(grid, *c))
        throw UsageError(option + " " + text + " lies on a wall");
    if (!isStart && grid.isBlocked(*c))
        throw UsageError(option + " " + text +
                         (grid.terrain(*c) == Terrain::Water ? " lies in water and the start on land"
                                                             : " lies on land and the start in water") +
                         ": no move crosses between them");
    return *c;
}

std::string placed(const char* what, Coord c) {
    return std::string(what) + " (" + std::to_string(c.x) + ", " + std::to_string(c.y) + ")";
}

} // namespace

void placeEndpoints(MapGrid& grid, const std::optional<std::string>& start,
                    const std::optional<std::string>& goal) {
    if (start)
        grid.setStart(checkedCoord(grid, "--start", *start, true));
    if (goal)
        grid.setGoal(checkedCoord(grid, "--goal", *goal, false));
}

Coord placedCell(const MapGrid& grid, const std::string& option, const std::string& text) {
    return checkedCoord(grid, option, text, false);
}

std::string fillMissingEndpoints(LoadedMap& map) {
    MapGrid& grid = map.grid;
    std::string what;
    if (!grid.start()) {
        const auto c = nearestFreeCell(grid, false);
        if (!c)
            throw std::runtime_error(map.path + " has no free cell to start from");
        grid.setStart(c);
        what = placed("start", *c);
    }
    if (!grid.goal()) {
        const auto c = nearestFreeCell(grid, true);
        grid.setGoal(c);
        what += (what.empty() ? "" : " and ") + placed("goal", *c);
    }
    return what;
}

} // namespace pathfinder::cli
