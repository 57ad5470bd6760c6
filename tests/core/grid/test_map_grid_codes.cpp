// MapGrid::setCodes(): the whole map at once, as the readers of map files set it.
#include "pathfinder/basics/random.h"
#include "pathfinder/grid/map_grid.h"

#include <catch2/catch.hpp>
#include <stdexcept>
#include <vector>

using namespace pathfinder;

TEST_CASE("Setting every code at once gives the grid that setting them one by one gives", "[grid]") {
    Random random(5);
    for (int run = 0; run < 50; ++run) {
        const int width = 1 + static_cast<int>(random.below(30));
        const int height = 1 + static_cast<int>(random.below(30));
        std::vector<std::uint8_t> codes;
        MapGrid oneByOne(width, height);
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < width; ++x) {
                const auto code = static_cast<std::uint8_t>(random.below(MapGrid::kCodeCount));
                codes.push_back(code);
                oneByOne.setCode({x, y}, code);
            }
        MapGrid atOnce(width, height);
        int told = 0;
        atOnce.addListener([&](const GridChange&) { ++told; });
        atOnce.setCodes(codes);
        CAPTURE(run, width, height);
        CHECK(told == 1);
        CHECK(atOnce == oneByOne);
        CHECK(oneByOne.codes() == codes);
        for (int k = 0; k < MapGrid::kCodeCount; ++k)
            CHECK(atOnce.codeCount(k) == oneByOne.codeCount(k));
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < width; ++x)
                CHECK(atOnce.stepCode({x, y}) == oneByOne.stepCode({x, y}));
    }
}

TEST_CASE("Setting every code at once refuses a wrong count or a code out of range, changing nothing",
          "[grid]") {
    MapGrid grid(4, 3);
    const MapGrid before = grid;
    CHECK_THROWS_AS(grid.setCodes(std::vector<std::uint8_t>(11, 1)), std::invalid_argument);
    std::vector<std::uint8_t> codes(12, 1);
    codes[7] = MapGrid::kCodeCount;
    CHECK_THROWS_AS(grid.setCodes(codes), std::invalid_argument);
    CHECK(grid == before);
}

TEST_CASE("Setting every height at once gives the grid that setting them one by one gives", "[grid]") {
    Random random(11);
    for (int run = 0; run < 50; ++run) {
        const int width = 1 + static_cast<int>(random.below(30));
        const int height = 1 + static_cast<int>(random.below(30));
        // Some maps are given heights and then have them all taken back to 0.
        const bool flatten = run % 5 == 0;
        std::vector<std::uint8_t> heights;
        MapGrid oneByOne(width, height);
        MapGrid atOnce(width, height);
        atOnce.setHeight({0, 0}, 4); // a map that had heights before
        oneByOne.setHeight({0, 0}, 4);
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < width; ++x) {
                const auto h =
                    static_cast<std::uint8_t>(flatten || random.below(3) == 0 ? 0 : random.below(10));
                heights.push_back(h);
                oneByOne.setHeight({x, y}, h);
            }
        int told = 0;
        atOnce.addListener([&](const GridChange& change) {
            CHECK(change.kind == GridChange::Kind::Replaced);
            ++told;
        });
        atOnce.setHeights(heights);
        CAPTURE(run, width, height);
        CHECK(told == 1);
        CHECK(atOnce == oneByOne);
        CHECK((atOnce.paddedHeights() == nullptr) == (oneByOne.paddedHeights() == nullptr));
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < width; ++x)
                CHECK(atOnce.height({x, y}) == oneByOne.height({x, y}));
    }
}

TEST_CASE("Setting every height at once refuses a wrong count or a height out of range, saying where",
          "[grid]") {
    MapGrid grid(4, 3);
    grid.setHeight({1, 1}, 2);
    const MapGrid before = grid;
    CHECK_THROWS_AS(grid.setHeights(std::vector<std::uint8_t>(13, 1)), std::invalid_argument);
    std::vector<std::uint8_t> heights(12, 1);
    heights[7] = 10;
    CHECK_THROWS_WITH(grid.setHeights(heights), Catch::Contains("height 10 at (3, 1)"));
    CHECK(grid == before);
}

TEST_CASE("Every height read at once, row by row", "[grid]") {
    MapGrid grid(3, 2);
    CHECK(grid.heights() == std::vector<std::uint8_t>(6, 0));
    grid.setHeight({2, 0}, 4);
    grid.setHeight({0, 1}, 9);
    CHECK(grid.heights() == std::vector<std::uint8_t>{0, 0, 4, 9, 0, 0});
    grid.setCode({1, 1}, MapGrid::kWall);
    CHECK(grid.codes() == std::vector<std::uint8_t>{1, 1, 1, 1, MapGrid::kWall, 1});
}
