// Generated maps on hex cells: every kind but the backtracker, whose corridors are a square maze.

#include "pathfinder/generators/maze_generator.h"

#include <catch2/catch.hpp>
#include <stdexcept>

using namespace pathfinder;

TEST_CASE("Generated maps take the topology they are asked for", "[generators][hex]") {
    for (const MazeKind kind : {MazeKind::RecursiveDivision, MazeKind::RandomWalls, MazeKind::Rooms,
                                MazeKind::Open, MazeKind::Terrain}) {
        MazeOptions options;
        options.kind = kind;
        options.width = 24;
        options.height = 16;
        options.seed = 5;
        options.topology = Topology::Hex;
        const MapGrid hex = generateMaze(options);
        INFO(toString(kind));
        CHECK(hex.topology() == Topology::Hex);
        // The same cells as on squares: only their shape differs.
        options.topology = Topology::Square;
        const MapGrid square = generateMaze(options);
        CHECK(square.topology() == Topology::Square);
        for (int y = 0; y < 16; ++y)
            for (int x = 0; x < 24; ++x)
                CHECK(hex.code({x, y}) == square.code({x, y}));
        CHECK(hex.start() == square.start());
        CHECK(hex.goal() == square.goal());
    }
}

TEST_CASE("The backtracker refuses hex cells, and hex maps say so in their name", "[generators][hex]") {
    MazeOptions options;
    options.kind = MazeKind::RecursiveBacktracker;
    options.topology = Topology::Hex;
    CHECK_THROWS_AS(generateMaze(options), std::invalid_argument);
    options.kind = MazeKind::Rooms;
    options.width = 64;
    options.height = 64;
    options.seed = 7;
    CHECK(mazeName(options) == "Rooms 64\xc3\x97"
                               "64, hex cells, seed 7");
}
