// Many agents at once in the app's model: a crowd on a copy of the document's map, ticked with a
// planning deadline, following the document's edits; checked from the positions tick by tick.

#include "pathfinder/basics/random.h"

#include "sessions/crowd_session.h"
#include "support/random_map.h"

#include <catch2/catch.hpp>
#include <set>

using namespace pathfinder;
using namespace pathfinder::app;

namespace {

/// No two agents on one cell, and none swapped with another since `before`.
void checkApart(const std::vector<Coord>& before, const std::vector<Coord>& after) {
    std::set<std::pair<int, int>> cells;
    for (const Coord c : after)
        REQUIRE(cells.insert({c.x, c.y}).second);
    for (std::size_t i = 0; i < after.size(); ++i)
        for (std::size_t j = i + 1; j < after.size(); ++j)
            REQUIRE_FALSE((after[i] == before[j] && after[j] == before[i] && after[i] != before[i]));
}

} // namespace

TEST_CASE("A crowd in the app walks apart to every goal", "[model][crowd]") {
    Random random(2005);
    for (const CrowdRule rule : {CrowdRule::WaitThenReplan, CrowdRule::Whca}) {
        testing::RandomMapOptions options;
        options.wallDensity = 0.15;
        options.ends = testing::RandomMapOptions::Ends::None;
        const MapGrid grid = testing::randomMap(random, 32, 24, options);
        CrowdChoices choices;
        choices.agents = 20;
        choices.rule = rule;
        CrowdSession session(grid, Movement{}, choices);
        std::vector<Coord> before = session.crowd().positions();
        for (int tick = 0; tick < 2000 && !session.finished(); ++tick) {
            session.tick(CrowdSession::Clock::time_point::max());
            const std::vector<Coord> after = session.crowd().positions();
            checkApart(before, after);
            for (const Coord c : after)
                REQUIRE_FALSE(grid.isWall(c));
            before = after;
        }
        CHECK(session.finished());
        CHECK(session.crowd().totals().reached == 20);
    }
}

TEST_CASE("A crowd's ticks make progress even when every deadline has passed", "[model][crowd]") {
    MapGrid grid(20, 12);
    CrowdChoices choices;
    choices.agents = 8;
    CrowdSession session(grid, Movement{}, choices);
    // Each tick plans at least one expansion, so the crowd finishes however short its deadlines.
    for (int tick = 0; tick < 100000 && !session.finished(); ++tick)
        session.tick(CrowdSession::Clock::time_point::min());
    CHECK(session.finished());
    CHECK(session.crowd().totals().reached == 8);
}

TEST_CASE("A crowd follows the document's edits and stops on a map of another size", "[model][crowd]") {
    MapGrid grid(20, 12);
    CrowdChoices choices;
    choices.agents = 3;
    CrowdSession session(grid, Movement{}, choices);
    std::vector<GridChange> heard;
    const auto listener = grid.addListener([&](const GridChange& c) { heard.push_back(c); });
    // A wall down column 10, open at the bottom three rows and where an agent stands or goes.
    std::set<std::pair<int, int>> kept;
    for (std::size_t i = 0; i < session.crowd().size(); ++i) {
        kept.insert({session.crowd().positions()[i].x, session.crowd().positions()[i].y});
        kept.insert({session.crowd().spec(i).goal.x, session.crowd().spec(i).goal.y});
    }
    for (int y = 0; y < 9; ++y)
        if (!kept.count({10, y}))
            grid.setWall({10, y}, true);
    for (const GridChange& change : heard)
        REQUIRE(session.mirror(grid, change));
    for (int tick = 0; tick < 2000 && !session.finished(); ++tick) {
        session.tick(CrowdSession::Clock::time_point::max());
        for (const Coord c : session.crowd().positions())
            REQUIRE_FALSE(grid.isWall(c));
    }
    CHECK(session.crowd().totals().reached == 3);
    heard.clear();
    grid.assign(MapGrid(8, 8));
    grid.removeListener(listener);
    bool goesOn = true;
    for (const GridChange& change : heard)
        goesOn = goesOn && session.mirror(grid, change);
    CHECK_FALSE(goesOn);
}

TEST_CASE("A crowd refuses a map it cannot walk, saying why", "[model][crowd]") {
    MapGrid hex(10, 8);
    hex.setTopology(Topology::Hex);
    CHECK_THROWS_WITH(CrowdSession(hex, Movement{}, CrowdChoices{}), Catch::Contains("hex"));
    MapGrid tiny(3, 3);
    CrowdChoices many;
    many.agents = 20;
    CHECK_THROWS(CrowdSession(tiny, Movement{}, many));
}

TEST_CASE("A flow-field crowd heads for the map's goal and every agent leaves there", "[model][crowd]") {
    MapGrid grid(30, 20);
    for (int y = 2; y < 18; ++y)
        grid.setWall({15, y}, true);
    grid.setGoal(Coord{28, 10});
    CrowdChoices choices;
    choices.agents = 20;
    choices.rule = CrowdRule::FlowField;
    CrowdSession session(grid, Movement{}, choices);
    for (std::size_t i = 0; i < session.crowd().size(); ++i)
        CHECK(session.crowd().spec(i).goal == Coord{28, 10});
    for (int tick = 0; tick < 2000 && !session.finished(); ++tick)
        session.tick(CrowdSession::Clock::time_point::max());
    CHECK(session.crowd().totals().reached == 20);

    MapGrid noGoal(10, 10);
    CHECK_THROWS_WITH(CrowdSession(noGoal, Movement{}, choices), Catch::Contains("goal"));
}
