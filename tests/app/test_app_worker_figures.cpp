// Figures whose work grows with the map are worked out off the main thread: the statistics pane
// says "…" until they come, and the main thread never waits for them.
#include "app_driver.h"
#include "stats_panel.h"
#include "text_format.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

TEST_CASE("The smoothed cost, the optimal cost and the time come from a worker, with … until they do",
          "[app][stats][worker]") {
    // An open map: start and goal in opposite corners, in sight of each other.
    MapGridDocument& doc = newMap(12, 8);
    REQUIRE(doc.grid().start() == Coord{0, 0});
    REQUIRE(doc.grid().goal() == Coord{11, 7});
    chooseAlgorithm("astar");
    SearchController& search = frame().search();
    StatsPanel& stats = frame().stats();
    // Stepped here without the event loop in between: the pane is read as the search ends, before
    // anything from a worker can have been shown.
    for (int i = 0; i < 1000 && search.phase() != SearchController::Phase::Finished; ++i)
        search.step();
    REQUIRE(search.phase() == SearchController::Phase::Finished);
    const MapGridWalker* walker = search.walker();
    REQUIRE(walker != nullptr);
    REQUIRE(walker->path().size() > 2);
    const wxString cost = formatCost(walker->stats().pathCost);
    CHECK(stats.value("Path cost") == cost + L" \u00b7 smoothed length \u2026");
    CHECK(stats.value("Optimal cost") == L"\u2026");
    CHECK(stats.value("Time") == L"measuring\u2026");
    CHECK(stats.smoothedPath(search.shownView()) == nullptr);

    stats.finishTimings();
    // The path pulled taut is the straight line between the corners' centres: sqrt(11² + 7²).
    CHECK(stats.value("Path cost") == cost + L" \u00b7 smoothed length " + formatCost(std::sqrt(170.0)));
    CHECK(stats.value("Optimal cost") == cost); // A* is optimal here
    CHECK(stats.value("Time").EndsWith("runs)"));
    const std::vector<Coord>* smoothed = stats.smoothedPath(search.shownView());
    REQUIRE(smoothed != nullptr);
    CHECK(*smoothed == std::vector<Coord>{{0, 0}, {11, 7}});
    search.reset();
}
