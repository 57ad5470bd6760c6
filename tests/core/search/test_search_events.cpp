#include "pathfinder/basics/random.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/search_events.h"
#include "pathfinder/search/walker.h"

#include "core/walker_helpers.h"
#include "support/random_map.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

using namespace pathfinder;
using pathfinder::testing::ChangeForwarder;

namespace {

std::string describe(const CellView& v) {
    std::ostringstream out;
    out << (v.visit == CellVisit::Unseen ? "unseen"
            : v.visit == CellVisit::Open ? "open"
                                         : "closed")
        << " g=" << v.g << " f=" << v.f << " visits=" << v.visits << " frontier=" << toString(v.frontier)
        << " parent=";
    if (v.parent)
        out << '(' << v.parent->x << ',' << v.parent->y << ')';
    else
        out << "none";
    return out.str();
}

bool same(double a, double b) {
    return a == b || (std::isnan(a) && std::isnan(b));
}

/// The first cell where the replay differs from the walker, or an empty string.
std::string difference(const MapGridWalker& walker, const SearchReplay& replay, const MapGrid& grid) {
    std::vector<Coord> open; // the walker's open cells, in row order
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x) {
            const CellView want = walker.cellState({x, y});
            if (want.visit == CellVisit::Open)
                open.push_back({x, y});
            const CellView got = replay.cellState({x, y});
            if (want.visit != got.visit || !same(want.g, got.g) || !same(want.f, got.f) ||
                want.parent != got.parent || want.visits != got.visits || want.frontier != got.frontier) {
                std::ostringstream out;
                out << "cell (" << x << ',' << y << "): walker " << describe(want) << ", replay "
                    << describe(got);
                return out.str();
            }
        }
    if (walker.current() != replay.current())
        return "the current cell differs";
    if (replay.openCells() != open || replay.openCount() != open.size())
        return "the list of open cells differs";
    return {};
}

} // namespace

TEST_CASE("Replaying a walker's events gives its own cell states (frontiers included) at every step, map "
          "changes included",
          "[events]") {
    const std::string name = GENERATE(from_range(testing::registeredWalkerNames()));
    const Movement movements[] = {
        Movement{8, DiagonalRule::NoCornerCutting, DiagonalLength::Sqrt2},
        Movement{8, DiagonalRule::NotBothBlocked, DiagonalLength::Sqrt2},
        Movement{8, DiagonalRule::Always, DiagonalLength::Sqrt2},
        Movement{4, DiagonalRule::NoCornerCutting, DiagonalLength::Sqrt2},
    };
    const TieBreak tieBreaks[] = {TieBreak::LargerG, TieBreak::Fifo, TieBreak::Lifo};
    Random random(0xE7E57 + std::hash<std::string>{}(name) % 1000);
    std::uint64_t steps = 0;
    for (int map = 0; map < 40; ++map) {
        CAPTURE(name, map);
        testing::RandomMapOptions options;
        options.costShare = map % 3 == 0 ? 0.4 : 0.0;
        MapGrid grid = testing::randomSizedMap(random, 2, 20, options);
        const std::unique_ptr<MapGridWalker> walker = createWalker(name);
        REQUIRE(walker);
        WalkerSettings settings;
        settings.movement = movements[map % 4];
        settings.tieBreak = tieBreaks[map % 3];
        settings.dstarFloodAll = map % 5 == 0;
        settings.maxSteps = 2000;
        SearchReplay replay(grid);
        walker->setListener(&replay);
        walker->setup(grid, settings);
        REQUIRE(difference(*walker, replay, grid).empty());

        // Edits while the walk is under way and after it ended, each followed by more steps.
        const ChangeForwarder forward(grid, *walker);
        int edits = 0;
        for (int step = 0; step < 3000; ++step) {
            if (walker->finished() || random.below(25) == 0) {
                if (edits++ == 8)
                    break;
                testing::randomEdit(grid, random);
            } else {
                walker->iterate();
            }
            const std::string problem = difference(*walker, replay, grid);
            CAPTURE(step, edits, problem);
            REQUIRE(problem.empty());
            if (step % 50 == 7) { // a replay put back from a snapshot is the same, its open list included
                SearchReplay copy(grid.width(), grid.height());
                copy.restore(replay.snapshot());
                REQUIRE(difference(*walker, copy, grid).empty());
            }
            steps += walker->finished() ? 0 : 1;
        }
        CHECK(replay.eventCount() > 0);
    }
    CHECK(steps > 1000); // the maps gave the walkers work to do
}

TEST_CASE("A walker's event stream starts, opens, expands and ends", "[events]") {
    // A 5×1 corridor: A* from (0,0) to (4,0) opens and expands each cell once.
    MapGrid grid(5, 1);
    grid.setStart(Coord{0, 0});
    grid.setGoal(Coord{4, 0});
    struct Recorder : SearchListener {
        std::vector<SearchEvent> events;
        void onSearchEvent(const SearchEvent& event) override { events.push_back(event); }
    } recorder;
    const std::unique_ptr<MapGridWalker> walker = createWalker("astar");
    walker->setListener(&recorder);
    walker->setup(grid, WalkerSettings{});
    while (!walker->finished())
        walker->iterate();

    std::vector<std::string> words;
    for (const SearchEvent& e : recorder.events)
        words.push_back(std::string(toString(e.kind)) + "@" + std::to_string(e.cell.x));
    const std::vector<std::string> expected = {
        "restarting@0", "source@0",     "destination@4", "generating@0", "expanding@0",
        "generating@1", "closing@0",    "expanding@1",   "generating@2", "closing@1",
        "expanding@2",  "generating@3", "closing@2",     "expanding@3",  "generating@4",
        "closing@3",    "expanding@4",  "closing@4",     "end@4",
    };
    CHECK(words == expected);
    // Each opened cell carries its parent, g and f = g + h (h = cells left to the goal).
    const SearchEvent& third = recorder.events[8];
    CHECK(third.kind == SearchEventKind::Generating);
    CHECK(third.cell == Coord{2, 0});
    CHECK(third.parent == Coord{1, 0});
    CHECK(third.g == 2.0);
    CHECK(third.f == 4.0);
}

TEST_CASE("A walk sends one source, one destination and one end, inner searches included", "[events]") {
    // PathJoiner plans with an A* of its own, and JPS falls back to one on weighted maps and with
    // four neighbours: their markers are the walker's, once.
    const std::string name = GENERATE(from_range(testing::registeredWalkerNames()));
    Random random(99);
    for (int map = 0; map < 12; ++map) {
        CAPTURE(name, map);
        testing::RandomMapOptions options;
        options.costShare = map % 2 == 0 ? 0.3 : 0.0;
        const MapGrid grid = testing::randomMap(random, 12, 12, options);
        struct Counter : SearchListener {
            int sources = 0;
            int destinations = 0;
            int ends = 0;
            void onSearchEvent(const SearchEvent& event) override {
                sources += event.kind == SearchEventKind::Source;
                destinations += event.kind == SearchEventKind::Destination;
                ends += event.kind == SearchEventKind::End;
            }
        } counter;
        const std::unique_ptr<MapGridWalker> walker = createWalker(name);
        walker->setListener(&counter);
        WalkerSettings settings;
        settings.movement.neighbours = map % 3 == 0 ? 4 : 8;
        walker->setup(grid, settings);
        testing::iterateToEnd(*walker, grid);
        REQUIRE(walker->finished());
        CHECK(counter.sources == 1);
        CHECK(counter.destinations == 1);
        CHECK(counter.ends == 1);
    }
}
