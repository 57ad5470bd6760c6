#include "pathfinder/formats/maze_io.h"
#include "pathfinder/generators/maze_generator.h"
#include "pathfinder/grid/terrain.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdio>
#include <deque>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <utility>
#include <vector>

using namespace pathfinder;

namespace {

namespace fs = std::filesystem;

std::vector<fs::path> presetFiles() {
    std::vector<fs::path> files;
    for (const fs::directory_entry& entry : fs::directory_iterator(PATHFINDER_MAZE_DIR)) {
        if (entry.is_regular_file() && entry.path().extension() == ".maze") {
            files.push_back(entry.path());
        }
    }
    std::sort(files.begin(), files.end());
    return files;
}

fs::path presetPath(const std::string& id) {
    return fs::path(PATHFINDER_MAZE_DIR) / (id + ".maze");
}

/// Cells reachable from `from` under `movement`, by a plain breadth-first flood written here so
/// that the presets are checked independently of the library's own searches.
std::vector<bool> reachableFrom(const MapGrid& grid, Coord from, const Movement& movement) {
    const auto index = [&](Coord c) { return static_cast<std::size_t>(c.y) * grid.width() + c.x; };
    std::vector<bool> seen(grid.cellCount(), false);
    if (grid.isBlocked(from)) {
        return seen;
    }
    std::deque<Coord> queue{from};
    seen[index(from)] = true;
    while (!queue.empty()) {
        const Coord c = queue.front();
        queue.pop_front();
        for (int dy = -1; dy <= 1; ++dy) {
            for (int dx = -1; dx <= 1; ++dx) {
                const bool diagonal = dx != 0 && dy != 0;
                if ((dx == 0 && dy == 0) || (diagonal && movement.neighbours == 4)) {
                    continue;
                }
                const Coord next{c.x + dx, c.y + dy};
                if (grid.isBlocked(next) || seen[index(next)]) {
                    continue;
                }
                if (diagonal) {
                    const bool sideA = !grid.isBlocked({c.x + dx, c.y});
                    const bool sideB = !grid.isBlocked({c.x, c.y + dy});
                    if (movement.diagonalRule == DiagonalRule::NoCornerCutting && !(sideA && sideB)) {
                        continue;
                    }
                    if (movement.diagonalRule == DiagonalRule::NotBothBlocked && !sideA && !sideB) {
                        continue;
                    }
                }
                seen[index(next)] = true;
                queue.push_back(next);
            }
        }
    }
    return seen;
}

bool isReachable(const MapGrid& grid, Coord from, Coord to, const Movement& movement) {
    return reachableFrom(grid, from, movement)[static_cast<std::size_t>(to.y) * grid.width() + to.x];
}

int countFree(const MapGrid& grid) {
    int count = 0;
    for (int y = 0; y < grid.height(); ++y) {
        for (int x = 0; x < grid.width(); ++x) {
            count += grid.isBlocked({x, y}) ? 0 : 1;
        }
    }
    return count;
}

/// The generator options recorded in a preset's comment ("kind K, size WxH, seed N").
MazeOptions optionsFromComment(const fs::path& file) {
    std::ifstream in(file);
    std::string line;
    while (std::getline(in, line) && line != "map:") {
        const auto kindAt = line.find("kind ");
        if (line.rfind('#', 0) != 0 || kindAt == std::string::npos) {
            continue;
        }
        char kind[32] = {};
        MazeOptions options;
        unsigned long long seed = 0;
        if (std::sscanf(line.c_str() + kindAt, "kind %31[a-z], size %dx%d, seed %llu", kind, &options.width,
                        &options.height, &seed) == 4) {
            options.kind = parseEnum<MazeKind>(kind).value();
            options.seed = seed;
            return options;
        }
    }
    FAIL("no generator options in the comments of " << file.string());
    return {};
}

} // namespace

TEST_CASE("Every preset maze loads and its goal is reachable from its start", "[presets]") {
    const std::vector<fs::path> files = presetFiles();
    REQUIRE_FALSE(files.empty());
    for (const fs::path& file : files) {
        INFO("preset " << file.filename().string());
        const MazeFile maze = readMazeFile(file.string());
        CHECK_FALSE(maze.name.empty());
        REQUIRE(maze.grid.start().has_value());
        REQUIRE(maze.grid.goal().has_value());
        CHECK_FALSE(maze.grid.isBlocked(*maze.grid.start()));
        CHECK_FALSE(maze.grid.isBlocked(*maze.grid.goal()));
        const Movement movement = maze.movement.value_or(Movement{});
        CHECK(isReachable(maze.grid, *maze.grid.start(), *maze.grid.goal(), movement));
    }
}

TEST_CASE("The expected presets are present under their stable ids", "[presets]") {
    const std::vector<std::string> ids = {
        "pacman",
        "chapter2-example",
        "test-8x8",
        "test-11x11",
        "test-15x15",
        "test-20x20",
        "open-field",
        "spiral",
        "culdesac",
        "terrain-river",
        "terrain-hills",
        "terrain-swamp",
        "maze-backtracker-31",
        "rooms-40",
        "strategy-river-valley",
        "strategy-mountain-pass",
    };
    std::set<std::string> present;
    for (const fs::path& file : presetFiles()) {
        present.insert(file.stem().string());
    }
    for (const std::string& id : ids) {
        INFO("preset id " << id);
        CHECK(present.count(id) == 1);
    }
}

TEST_CASE("The Pac-Man preset is the 20x20 visible area of the original maze", "[presets][pacman]") {
    const MazeFile maze = readMazeFile(presetPath("pacman").string());
    const MapGrid& grid = maze.grid;
    REQUIRE(grid.width() == 20);
    REQUIRE(grid.height() == 20);
    CHECK(grid.start() == Coord{0, 0});
    REQUIRE(maze.movement.has_value());
    CHECK(maze.movement->neighbours == 8);
    CHECK(maze.movement->diagonalRule == DiagonalRule::Always);
    CHECK(maze.movement->diagonalLength == DiagonalLength::OnePointFour);

    SECTION("242 free cells, 194 of them connected to the top-left corner") {
        CHECK(countFree(grid) == 242);
        const std::vector<bool> reached = reachableFrom(grid, {0, 0}, *maze.movement);
        CHECK(std::count(reached.begin(), reached.end(), true) == 194);
        // The same holds without diagonal squeezes: the unreachable parts are sealed off.
        const std::vector<bool> strict = reachableFrom(grid, {0, 0}, Movement{});
        CHECK(std::count(strict.begin(), strict.end(), true) == 194);
    }
    SECTION("column 17 is solid wall and the strip behind it is free but unreachable") {
        const std::vector<bool> reached = reachableFrom(grid, {0, 0}, *maze.movement);
        for (int y = 0; y < 20; ++y) {
            INFO("row " << y);
            CHECK(grid.isBlocked({17, y}));
            for (int x = 18; x < 20; ++x) {
                CHECK_FALSE(grid.isBlocked({x, y}));
                CHECK_FALSE(reached[static_cast<std::size_t>(y) * 20 + x]);
            }
        }
    }
    SECTION("the side pockets in rows 7 and 11 are unreachable") {
        const std::vector<bool> reached = reachableFrom(grid, {0, 0}, *maze.movement);
        for (const int y : {7, 11}) {
            for (const int x : {0, 1, 15, 16}) {
                INFO("cell " << x << "," << y);
                CHECK_FALSE(grid.isBlocked({x, y}));
                CHECK_FALSE(reached[static_cast<std::size_t>(y) * 20 + x]);
            }
        }
    }
    SECTION("columns 0-16 are left-right symmetric about column 8") {
        for (int y = 0; y < 20; ++y) {
            for (int x = 0; x < 8; ++x) {
                INFO("cell " << x << "," << y);
                CHECK(grid.isBlocked({x, y}) == grid.isBlocked({16 - x, y}));
            }
        }
    }
}

TEST_CASE("The chapter-2 example is the thesis's 5x5 walkthrough grid", "[presets]") {
    const MazeFile maze = readMazeFile(presetPath("chapter2-example").string());
    const MapGrid& grid = maze.grid;
    REQUIRE(grid.width() == 5);
    REQUIRE(grid.height() == 5);
    CHECK(grid.start() == Coord{2, 0});
    CHECK(grid.goal() == Coord{2, 4});
    const std::set<std::pair<int, int>> walls = {{1, 2}, {2, 2}, {3, 2}};
    for (int y = 0; y < 5; ++y) {
        for (int x = 0; x < 5; ++x) {
            INFO("cell " << x << "," << y);
            CHECK(grid.isBlocked({x, y}) == (walls.count({x, y}) == 1));
        }
    }
    REQUIRE(maze.movement.has_value());
    CHECK(maze.movement->diagonalRule == DiagonalRule::Always);
    CHECK(maze.movement->diagonalLength == DiagonalLength::Two);
}

TEST_CASE("The strategy presets are terrain maps whose goal every course unit can reach",
          "[presets][terrain]") {
    for (const char* id : {"strategy-river-valley", "strategy-mountain-pass"}) {
        INFO("preset " << id);
        const MazeFile maze = readMazeFile(presetPath(id).string());
        CHECK(maze.grid.hasTerrain());
        const Movement movement = maze.movement.value_or(Movement{});
        for (const UnitProfile& unit : UnitTable::standard().units) {
            if (unit.name == kMovingAiUnit)
                continue;
            INFO("unit " << unit.name);
            MapGrid grid = maze.grid;
            grid.setUnit(unit);
            CHECK(isReachable(grid, *grid.start(), *grid.goal(), movement));
        }
    }
}

TEST_CASE("The terrain presets use entry costs above 1", "[presets][terrain]") {
    for (const char* id : {"terrain-river", "terrain-hills", "terrain-swamp"}) {
        INFO("preset " << id);
        const MapGrid grid = readMazeFile(presetPath(id).string()).grid;
        int highest = 0;
        for (int y = 0; y < grid.height(); ++y) {
            for (int x = 0; x < grid.width(); ++x) {
                highest = std::max(highest, static_cast<int>(grid.code({x, y})));
            }
        }
        CHECK(highest >= 5);
    }
}

TEST_CASE("The generated presets are what the generator makes from the options in their comments",
          "[presets][generator]") {
    for (const char* id :
         {"maze-backtracker-31", "rooms-40", "strategy-river-valley", "strategy-mountain-pass"}) {
        INFO("preset " << id);
        const fs::path file = presetPath(id);
        const MapGrid preset = readMazeFile(file.string()).grid;
        const MapGrid generated = generateMaze(optionsFromComment(file));
        REQUIRE(preset.width() == generated.width());
        REQUIRE(preset.height() == generated.height());
        CHECK(preset.start() == generated.start());
        CHECK(preset.goal() == generated.goal());
        int differing = 0;
        int differingHeights = 0;
        for (int y = 0; y < preset.height(); ++y) {
            for (int x = 0; x < preset.width(); ++x) {
                differing += preset.code({x, y}) == generated.code({x, y}) ? 0 : 1;
                differingHeights += preset.height({x, y}) == generated.height({x, y}) ? 0 : 1;
            }
        }
        CHECK(differing == 0);
        CHECK(differingHeights == 0);
        CHECK(preset.slope() == generated.slope());
    }
}
