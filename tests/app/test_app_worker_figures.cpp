// Figures whose work grows with the map are worked out off the main thread: the statistics pane
// says "…" until they come, the path's explanation and a cost breakpoint's optimum come when they
// are ready, and the main thread never waits for them.
#include "app_driver.h"
#include "core/reference_dijkstra.h"
#include "frame/main_menu.h"
#include "run/stats_panel.h"
#include "widgets/text_format.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <string>
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

namespace {

/// Steps the search to its end without the event loop in between.
void stepToEnd(SearchController& search) {
    for (int i = 0; i < 100000 && search.phase() != SearchController::Phase::Finished; ++i)
        search.step();
    REQUIRE(search.phase() == SearchController::Phase::Finished);
}

} // namespace

TEST_CASE("Explain the Path works out the optimal path on a worker and shows it when it comes",
          "[app][worker][explain]") {
    REQUIRE(frame().openPreset("rooms-40.maze"));
    chooseAlgorithm("best-first");
    SearchController& search = frame().search();
    stepToEnd(search);
    const MapGrid& grid = document().grid();
    const double optimum = pathfinder::testing::referenceDijkstra(grid, document().movement());
    REQUIRE(search.walker()->stats().pathCost > optimum); // Best-First goes round: there is a loss to explain
    {
        MessageLog log;
        sendMenu(ids::ExplainSuboptimality);
        // The command has returned: the worker's answer can only come through the event loop.
        CHECK(frame().explainingPath());
        CHECK_FALSE(frame().suboptimality().has_value());
        CHECK(log.texts().empty());
        frame().finishJobs();
        CHECK_FALSE(frame().explainingPath());
        REQUIRE(frame().suboptimality().has_value());
        CHECK(frame().suboptimality()->optimalCost == Approx(optimum));
        CHECK(frame().suboptimality()->walkCost == Approx(search.walker()->stats().pathCost));
        REQUIRE(log.texts().size() == 1); // the explanation, in a message
    }
    SECTION("a search started meanwhile drops it") {
        MessageLog log;
        sendMenu(ids::ExplainSuboptimality);
        REQUIRE(frame().explainingPath());
        search.reset();
        search.step();
        CHECK_FALSE(frame().explainingPath());
        CHECK_FALSE(frame().suboptimality().has_value());
        runFor(200); // nothing comes later either
        CHECK(log.texts().empty());
        CHECK_FALSE(frame().suboptimality().has_value());
    }
    SECTION("the answer, come through the event loop, is the same") {
        MessageLog log;
        chooseMenu(ids::ExplainSuboptimality);
        REQUIRE(runUntil([] { return !frame().explainingPath(); }, 60.0));
        REQUIRE(frame().suboptimality().has_value());
        CHECK(frame().suboptimality()->optimalCost == Approx(optimum));
        CHECK(log.texts().size() == 1);
    }
    search.reset();
    chooseAlgorithm("astar");
}

TEST_CASE("A cost breakpoint's optimum is worked out on a worker; a run waits for it, then breaks",
          "[app][worker][breakpoints]") {
    REQUIRE(frame().openPreset("rooms-40.maze"));
    chooseAlgorithm("best-first");
    SearchController& search = frame().search();
    Breakpoint costly;
    costly.kind = Breakpoint::Kind::CostExceeds;
    costly.ratio = 1.0;
    search.breakpoints().add(costly);
    const double optimum = pathfinder::testing::referenceDijkstra(document().grid(), document().movement());
    const HeldTimer held;
    search.go();
    // Go has returned: the optimum is still being worked out, and the run waits for it.
    CHECK(search.workingOutOptimum());
    ticks(3);
    if (search.workingOutOptimum())
        CHECK(search.walker()->stats().expanded == 0);
    search.finishJobs();
    CHECK_FALSE(search.workingOutOptimum());
    REQUIRE(tickUntil(
        [&] { return search.lastBreak().has_value() || search.phase() != SearchController::Phase::Running; },
        10000));
    REQUIRE(search.lastBreak().has_value());
    CHECK(search.lastBreak()->breakpoint.kind == Breakpoint::Kind::CostExceeds);
    CHECK(search.lastBreak()->what.find(", more than 1 \u00d7 ") != std::string::npos);
    CHECK(search.walker()->stats().pathCost > optimum);
    search.breakpoints().clear();
    search.reset();
    chooseAlgorithm("astar");
}
