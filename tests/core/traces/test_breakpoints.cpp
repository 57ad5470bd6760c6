#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"
#include "pathfinder/search/walker.h"
#include "pathfinder/traces/breakpoints.h"
#include "pathfinder/traces/search_timeline.h"

#include "core/ascii_grid.h"
#include "core/walker_helpers.h"

#include <catch2/catch.hpp>
#include <memory>
#include <optional>
#include <string>
#include <vector>

using namespace pathfinder;
using pathfinder::testing::gridFromAscii;

namespace {

/// A walker recorded by a timeline that a breakpoint watch watches, stepped by the test.
struct Watched {
    std::unique_ptr<MapGridWalker> walker;
    std::unique_ptr<SearchTimeline> timeline;
    BreakpointWatch watch;

    Watched(const MapGrid& grid, const std::string& name, const WalkerSettings& settings,
            const Breakpoint& b) {
        walker = createWalker(name);
        REQUIRE(walker);
        timeline = std::make_unique<SearchTimeline>(grid, *walker);
        watch.add(b);
        watch.setOptimum(referenceOptimalCost(grid, settings.movement));
        watch.setWalkCosts(&grid, settings.movement);
        timeline->setWatcher(&watch);
        walker->setListener(timeline.get());
        walker->setup(grid, settings);
        timeline->begin(*walker);
    }

    /// Steps until the watch reports a hit or the walker ends: the step of the hit, if any.
    std::optional<std::uint64_t> runToBreak(std::string* what = nullptr) {
        for (std::uint64_t step = 1; step < 100000 && !walker->finished(); ++step) {
            walker->iterate();
            timeline->endStep(*walker);
            if (auto hit = watch.takeHit()) {
                if (what)
                    *what = hit->what;
                return step;
            }
        }
        return std::nullopt;
    }
};

Breakpoint cellBreak(Breakpoint::Kind kind, Coord c) {
    Breakpoint b;
    b.kind = kind;
    b.cell = c;
    return b;
}

} // namespace

TEST_CASE("A cell breakpoint stops a search in the step that opens or expands the cell",
          "[timeline][breakpoints]") {
    // A 6×1 corridor, A* from (0,0) to (5,0): step k expands (k−1, 0) and opens (k, 0).
    const MapGrid grid = gridFromAscii({"S....G"});
    {
        Watched run(grid, "astar", WalkerSettings{}, cellBreak(Breakpoint::Kind::CellExpanded, {3, 0}));
        std::string what;
        CHECK(run.runToBreak(&what) == 4u);
        CHECK(run.walker->current() == Coord{3, 0});
        CHECK(what == "(3, 0) expanded");
    }
    {
        Watched run(grid, "astar", WalkerSettings{}, cellBreak(Breakpoint::Kind::CellOpened, {3, 0}));
        std::string what;
        CHECK(run.runToBreak(&what) == 3u);
        CHECK(run.walker->cellState({3, 0}).visit == CellVisit::Open);
        CHECK(what == "(3, 0) opened with g 3, f 5");
    }
    {
        // A cell the search never reaches: no break, the run ends.
        const MapGrid walled = gridFromAscii({"S.G#."});
        Watched run(walled, "astar", WalkerSettings{}, cellBreak(Breakpoint::Kind::CellExpanded, {4, 0}));
        CHECK_FALSE(run.runToBreak());
        CHECK(run.walker->finished());
    }
}

TEST_CASE("A g breakpoint stops when a cheaper route to the cell is found", "[timeline][breakpoints]") {
    // Dijkstra, 8 neighbours. Step 1 expands S and opens the 9-cost cell (1,1) diagonally:
    // g = 9√2 ≈ 12.73. Step 2 expands (1,0) (g 1; it entered the open list before (0,1)) and
    // reaches (1,1) straight down: g = 1 + 9 = 10 < 12.73.
    const MapGrid grid = gridFromAscii({"S..", ".9.", "..G"});
    WalkerSettings settings;
    settings.tieBreak = TieBreak::Fifo;
    Watched run(grid, "dijkstra", settings, cellBreak(Breakpoint::Kind::CellImproved, {1, 1}));
    std::string what;
    CHECK(run.runToBreak(&what) == 2u);
    CHECK(run.walker->cellState({1, 1}).g == 10.0);
    CHECK(what == "the g of (1, 1) improved from 12.7279 to 10");
}

TEST_CASE("Goal, open-list and cost breakpoints stop where they should", "[timeline][breakpoints]") {
    Breakpoint b;
    SECTION("the goal reached: the last step of a search that finds it") {
        const MapGrid grid = gridFromAscii({"S....G"});
        b.kind = Breakpoint::Kind::GoalReached;
        Watched run(grid, "astar", WalkerSettings{}, b);
        CHECK(run.runToBreak() == 6u);
        CHECK(run.walker->state() == WalkState::ReachedGoal);
        // No break when the goal cannot be reached.
        const MapGrid walled = gridFromAscii({"S.#G"});
        Watched blocked(walled, "astar", WalkerSettings{}, b);
        CHECK_FALSE(blocked.runToBreak());
    }
    SECTION("the open list past N: the first step after which the walker's own open list holds more") {
        MapGrid grid(15, 15);
        grid.setStart(Coord{7, 7});
        grid.setGoal(Coord{0, 0});
        for (std::size_t limit : {std::size_t{5}, std::size_t{20}, std::size_t{33}}) {
            b.kind = Breakpoint::Kind::OpenExceeds;
            b.limit = limit;
            // The reference: a second walker stepped alone, its openSize() read after each step.
            const std::unique_ptr<MapGridWalker> alone = createWalker("dijkstra");
            alone->setup(grid, WalkerSettings{});
            std::uint64_t expected = 0;
            for (std::uint64_t step = 1; !alone->finished(); ++step) {
                alone->iterate();
                if (alone->openSize() > limit) {
                    expected = step;
                    break;
                }
            }
            REQUIRE(expected > 0);
            Watched run(grid, "dijkstra", WalkerSettings{}, b);
            CHECK(run.runToBreak() == expected);
        }
    }
    SECTION("the path costs more than the optimum × r") {
        // 4 neighbours, Manhattan: Best-First heads into the U's mouth and leaves round its bottom
        // arm: 1 + 4 + 5 + 2 = 12, against 1 + 1 + 5 + 3 = 10 over the top.
        const MapGrid grid = gridFromAscii({
            "........", //
            "S.####..", //
            ".....#..", //
            ".....#G.", //
            "..####..", //
            "........", //
        });
        WalkerSettings settings;
        settings.movement.neighbours = 4;
        settings.heuristic = HeuristicKind::Manhattan;
        const double optimum = referenceOptimalCost(grid, settings.movement);
        b.kind = Breakpoint::Kind::CostExceeds;
        b.ratio = 1.0;
        Watched greedy(grid, "best-first", settings, b);
        const auto at = greedy.runToBreak();
        REQUIRE(at);
        CHECK(greedy.walker->finished());
        CHECK(optimum == 10.0);
        CHECK(greedy.walker->stats().pathCost == 12.0);
        // A* finds the optimum: no break at r = 1.
        Watched astar(grid, "astar", settings, b);
        CHECK_FALSE(astar.runToBreak());
        // Wall Trace: the step at which the cost walked first passes 1.2 × the optimum.
        b.ratio = 1.2;
        Watched trace(grid, "wall-trace", settings, b);
        const auto traced = trace.runToBreak();
        REQUIRE(traced);
        const std::vector<Coord>& trail = trace.walker->trail();
        CHECK(pathCost(grid, settings.movement, trail) > 1.2 * optimum);
        CHECK(pathCost(grid, settings.movement, std::vector<Coord>(trail.begin(), trail.end() - 1)) <=
              1.2 * optimum);
    }
}

TEST_CASE("A repair breakpoint stops D* as an edit sets off its repair", "[timeline][breakpoints]") {
    MapGrid grid = gridFromAscii({"S.......G"});
    Breakpoint b;
    b.kind = Breakpoint::Kind::RepairStarts;
    Watched run(grid, "dstar", WalkerSettings{}, b);
    testing::ChangeForwarder forward(grid, *run.walker);
    CHECK_FALSE(run.runToBreak()); // the first search is no repair
    grid.setCost(Coord{4, 0}, 5);
    run.timeline->endEdit(grid, forward.takeChanges(), *run.walker);
    const auto hit = run.watch.takeHit();
    REQUIRE(hit);
    CHECK(hit->what == "a repair starts after an edit of (4, 0)");
    CHECK_FALSE(run.watch.takeHit()); // taken once
}
