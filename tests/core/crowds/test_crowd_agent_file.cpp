#include "pathfinder/basics/parse_error.h"
#include "pathfinder/crowds/crowd_agent_file.h"
#include "pathfinder/crowds/random_crowd.h"

#include "../ascii_grid.h"

#include <catch2/catch.hpp>
#include <set>
#include <sstream>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

MapGrid fileMap() {
    MapGrid map = gridFromAscii({
        "......",
        "..#...",
        "......",
    });
    map.setTerrain({5, 2}, Terrain::Water);
    return map;
}

std::vector<CrowdAgentSpec> read(const std::string& text) {
    std::istringstream in(text);
    return readCrowdAgents(in, "agents.txt", fileMap(), UnitTable::standard());
}

std::string errorOf(const std::string& text) {
    try {
        read(text);
    } catch (const ParseError& e) {
        return e.what();
    }
    return "no error";
}

} // namespace

TEST_CASE("An agents file gives each agent its start, goal, unit and walker", "[crowd][io]") {
    const auto agents = read("# a comment\n"
                             "0 0 5 0\n"
                             "\n"
                             "1 2  4 2 jeep   # trailing comment\n"
                             "0 1 3 1 - dijkstra\n");
    REQUIRE(agents.size() == 3);
    CHECK(agents[0].start == Coord{0, 0});
    CHECK(agents[0].goal == Coord{5, 0});
    CHECK_FALSE(agents[0].unit);
    CHECK(agents[0].walker.empty());
    REQUIRE(agents[1].unit);
    CHECK(agents[1].unit->name == "jeep");
    CHECK_FALSE(agents[2].unit);
    CHECK(agents[2].walker == "dijkstra");
}

TEST_CASE("An agents file's faults are told by line and column", "[crowd][io]") {
    CHECK(errorOf("0 0 5 0\n1 x 4 2\n") == "agents.txt:2:3: expected the start's y, a whole number, not 'x'");
    CHECK(errorOf("0 0 5\n") ==
          "agents.txt:1:6: expected the goal's y (a line is SX SY GX GY [unit] [walker])");
    CHECK(errorOf("0 0 5 # 0\n") ==
          "agents.txt:1:7: expected the goal's y (a line is SX SY GX GY [unit] [walker])");
    CHECK(errorOf("0 0 5 0 boat\n")
              .find("agents.txt:1:9: expected a unit (or - for the map's own), not 'boat'; "
                    "the units are light-infantry") == 0);
    CHECK(errorOf("0 0 5 0 - nosuch\n").find("agents.txt:1:11: expected a walker, not 'nosuch'") == 0);
    CHECK(errorOf("0 0 5 0 - astar more\n") ==
          "agents.txt:1:17: expected the end of the line after the walker, not 'more'");
    CHECK(errorOf("0 0 6 0\n") == "agents.txt:1:5: expected a goal on the map (6x3), not (6, 0)");
    CHECK(errorOf("2 1 0 0\n").find("agents.txt:1:1: expected a start free to unit") == 0);
    CHECK(errorOf("0 0 5 2 jeep\n") ==
          "agents.txt:1:5: expected a goal free to unit 'jeep', not the blocked cell (5, 2)");
    CHECK(errorOf("0 0 5 0\n  0 0 4 0\n") ==
          "agents.txt:2:3: expected a start of its own: (0, 0) is the start of the agent on line 1");
    CHECK(errorOf("0 0 5 0\n1 0 5 0\n") ==
          "agents.txt:2:5: expected a goal of its own: (5, 0) is the goal of the agent on line 1");
    CHECK(errorOf("0 0 5 0 movingai\n").find("agents.txt:1:9: expected a unit a crowd can move") == 0);
    CHECK(errorOf("# nothing\n\n") ==
          "agents.txt:2:1: expected at least one agent: SX SY GX GY [unit] [walker]");
}

TEST_CASE("Random agents are distinct, free, in one region and the same for a seed", "[crowd][io]") {
    MapGrid map = gridFromAscii({
        "....#...",
        "....#...",
        "....#...",
        "........",
        "########",
        "..#.....",
    });
    const Movement movement;
    const auto first = randomCrowdAgents(map, movement, 6, 42);
    CHECK(first.size() == 6);
    std::set<std::pair<int, int>> cells;
    for (const auto& agent : first) {
        for (const Coord c : {agent.start, agent.goal}) {
            CHECK_FALSE(map.isBlocked(c));
            CHECK(c.y < 4); // the largest region lies above the wall row
            cells.insert({c.x, c.y});
        }
    }
    CHECK(cells.size() == 12);
    const auto again = randomCrowdAgents(map, movement, 6, 42);
    const auto other = randomCrowdAgents(map, movement, 6, 43);
    bool same = true;
    bool differs = false;
    for (std::size_t i = 0; i < first.size(); ++i) {
        same = same && first[i].start == again[i].start && first[i].goal == again[i].goal;
        differs = differs || first[i].start != other[i].start || first[i].goal != other[i].goal;
    }
    CHECK(same);
    CHECK(differs);
    CHECK_THROWS_WITH(randomCrowdAgents(map, movement, 15, 1),
                      "15 agents need 30 distinct free cells in one connected region; the largest has 29");
}
