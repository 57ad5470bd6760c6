// libFuzzer target: the Moving AI .scen reader. What it accepts has at least one query, each with
// its fields in range; the first query then runs on an open map of the stated size.

#include "pathfinder/basics/parse_error.h"
#include "pathfinder/formats/movingai_io.h"

#include "fuzz_checks.h"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace pathfinder;
    std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
    std::vector<ScenarioQuery> queries;
    try {
        queries = readScenario(in, "fuzz.scen");
    } catch (const ParseError&) {
        return 0;
    }
    fuzz::require(!queries.empty(), "a scenario that is accepted has a query");
    for (const ScenarioQuery& q : queries) {
        fuzz::require(q.mapWidth >= 1 && q.mapWidth <= MapGrid::kMaxSide && q.mapHeight >= 1 &&
                          q.mapHeight <= MapGrid::kMaxSide,
                      "map sizes are in range");
        fuzz::require(q.start.x >= 0 && q.start.y >= 0 && q.start.x < q.mapWidth && q.start.y < q.mapHeight &&
                          q.goal.x >= 0 && q.goal.y >= 0 && q.goal.x < q.mapWidth && q.goal.y < q.mapHeight,
                      "start and goal lie in the map");
        fuzz::require(std::isfinite(q.optimalLength) && q.optimalLength >= 0.0,
                      "lengths are finite and >= 0");
        fuzz::require(q.line >= 1 && q.startColumn >= 1 && q.goalColumn > q.startColumn, "places are known");
        // The walkers once per input, on a small map: the parser is what is fuzzed.
        if (&q == &queries.front() && q.mapWidth * q.mapHeight <= 24 * 24) {
            MapGrid grid(q.mapWidth, q.mapHeight);
            grid.setStart(q.start);
            grid.setGoal(q.goal);
            fuzz::runWalkers(grid, Movement{});
        }
    }
    return 0;
}
