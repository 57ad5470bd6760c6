#include "pathfinder/registry/walker_registry.h"

#include "app_driver.h"
#include "compare_driver.h"
#include "document/grid_commands.h"
#include "panels/control_panel.h"

#include <catch2/catch.hpp>
#include <string>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

namespace {

/// Opens the Compare window, ticks only A* and runs it once on the open map.
CompareWindow& compareAStar() {
    CompareWindow& compare = openCompare();
    for (const WalkerInfo& info : walkerRegistry())
        compare.checkWalker(std::string(info.name), info.name == "astar");
    compare.setRepetitions(1);
    runToEnd(compare);
    return compare;
}

void chooseWeight(double weight) {
    frame().controls().selectWeight(weight);
    frame().applyControls();
}

void closeCompare(CompareWindow& compare) {
    compare.Close(true);
    REQUIRE(runUntil([] { return frame().compareWindow() == nullptr; }));
}

} // namespace

TEST_CASE("Results are marked stale when the map changes after a comparison", "[app][compare]") {
    MapGridDocument& doc = newMap(30, 20);
    CompareWindow& compare = compareAStar();
    CHECK_FALSE(compare.stale());

    frame().submit(new PaintCellsCommand(doc, {{Coord{5, 5}, 1, 0}}, "Wall"));
    runFor(50);
    CHECK(compare.stale());
    doc.GetCommandProcessor()->Undo();
    runFor(50);
    CHECK_FALSE(compare.stale());
    frame().submit(new PaintCellsCommand(doc, {{Coord{6, 6}, 1, 4}}, "Cost"));
    runFor(50);
    CHECK(compare.stale());
    compare.SetSize(0, 0, 1100, 800);
    screenshot(compare, "compare-stale.png");
    runToEnd(compare);
    CHECK_FALSE(compare.stale());
    closeCompare(compare);
}

TEST_CASE("Results are marked stale when a walker setting changes after a comparison", "[app][compare]") {
    newMap(30, 20);
    chooseAlgorithm("astar");
    chooseWeight(1.0);
    CompareWindow& compare = compareAStar();
    CHECK_FALSE(compare.stale());

    // The weight changes what A* and Best-First find: the table no longer describes these settings.
    chooseWeight(2.5);
    runFor(50);
    CHECK(compare.stale());
    chooseWeight(1.0);
    runFor(50);
    CHECK_FALSE(compare.stale());

    // The algorithm chosen in the main window is not a setting of the comparison, which ran every
    // ticked walker.
    chooseAlgorithm("dijkstra");
    runFor(50);
    REQUIRE(frame().search().runSettings().algorithm == "dijkstra");
    CHECK_FALSE(compare.stale());

    chooseWeight(2.5);
    runFor(50);
    REQUIRE(compare.stale());
    runToEnd(compare);
    CHECK_FALSE(compare.stale());
    CHECK(compare.result().settings.weight == 2.5);
    chooseWeight(1.0);
    chooseAlgorithm("astar");
    closeCompare(compare);
}
