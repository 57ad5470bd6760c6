#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"
#include "pathfinder/search/walker.h"
#include "pathfinder/traces/search_trace.h"

#include "core/ascii_grid.h"

#include <catch2/catch.hpp>
#include <string>

using namespace pathfinder;
using pathfinder::testing::gridFromAscii;

namespace {

const std::vector<std::string> kMaze = {
    "S.......#.....", ".######.#.###.", ".#....#.#...#.",
    ".#.##.#.###.#.", ".#..#...#...#.", ".####.###.#.#G",
};

SearchEvent event(SearchEventKind kind, Coord cell, std::optional<Coord> parent = {},
                  double g = CellView::kInf, double f = CellView::kInf) {
    return SearchEvent{kind, cell, parent, g, f};
}

} // namespace

TEST_CASE("A recorded run of a search has one expanding event per expansion of an unrecorded run",
          "[trace][search]") {
    const std::string name = GENERATE("breadth-first", "best-first", "dijkstra", "astar", "jps", "dstar");
    CAPTURE(name);
    MapGrid grid = gridFromAscii(kMaze);

    auto plain = createWalker(name);
    plain->setup(grid, WalkerSettings{});
    const RunResult unrecorded = runToCompletion(*plain, defaultBudget(grid));

    auto walker = createWalker(name);
    walker->setup(grid, WalkerSettings{});
    const SearchTrace trace = recordRun(*walker, defaultBudget(grid));

    CHECK(trace.count(SearchEventKind::Expanding) == unrecorded.stats.expanded);
    REQUIRE(trace.events.size() >= 3);
    CHECK(trace.events.front().kind == SearchEventKind::Source);
    CHECK(trace.events.front().cell == Coord{0, 0});
    CHECK(trace.events[1].kind == SearchEventKind::Destination);
    CHECK(trace.events[1].cell == Coord{13, 5});
    CHECK(trace.events.back().kind == SearchEventKind::End);
    CHECK(trace.count(SearchEventKind::End) == 1);
    CHECK(trace.query.width == 14);
    CHECK(trace.query.height == 6);
    CHECK(trace.query.walker == name);
    CHECK(walker->listener() == nullptr);
}

TEST_CASE("The recorder keeps every event but a Restarting that opens the recording", "[trace]") {
    SearchTraceRecorder recorder;
    recorder.onSearchEvent(event(SearchEventKind::Restarting, {}));
    recorder.onSearchEvent(event(SearchEventKind::Source, {1, 2}));
    recorder.onSearchEvent(event(SearchEventKind::Restarting, {}));
    REQUIRE(recorder.trace().events.size() == 2);
    CHECK(recorder.trace().events[0].kind == SearchEventKind::Source);
    CHECK(recorder.trace().events[1].kind == SearchEventKind::Restarting);
    const SearchTrace taken = recorder.take();
    CHECK(taken.events.size() == 2);
    CHECK(recorder.trace().events.empty());
}

TEST_CASE("diffTraces names the first event that differs", "[trace][diff]") {
    SearchTrace a;
    a.events = {event(SearchEventKind::Source, {0, 0}), event(SearchEventKind::Expanding, {0, 0}, {}, 0, 5),
                event(SearchEventKind::Generating, {1, 0}, Coord{0, 0}, 1, 5)};
    SearchTrace b = a;

    SECTION("equal traces agree") {
        const TraceDifference d = diffTraces(a, b);
        CHECK(d.agree());
        CHECK(d.eventsA == 3);
        CHECK(d.eventsB == 3);
        CHECK(d.sentence == "The traces agree: 3 events each.");
    }
    SECTION("costs within the tolerance agree") {
        b.events[2].g = 1 + 1e-12;
        CHECK(diffTraces(a, b).agree());
    }
    SECTION("a different g is named, with both events") {
        b.events[2].g = 1.5;
        const TraceDifference d = diffTraces(a, b);
        REQUIRE(d.firstDifference == std::size_t{2});
        CHECK(d.sentence == "The traces part at event 3, which differs in g: A has generating (1, 0) g 1 f 5 "
                            "parent (0, 0), B has generating (1, 0) g 1.5 f 5 parent (0, 0).");
    }
    SECTION("a different parent and cell are named") {
        b.events[2].cell = {0, 1};
        b.events[2].parent = std::nullopt;
        const TraceDifference d = diffTraces(a, b);
        REQUIRE(d.firstDifference == std::size_t{2});
        CHECK_THAT(d.sentence, Catch::Contains("differs in the cell and the parent"));
    }
    SECTION("a trace that stops early differs where it stops") {
        b.events.pop_back();
        const TraceDifference d = diffTraces(a, b);
        REQUIRE(d.firstDifference == std::size_t{2});
        CHECK(d.eventsB == 2);
        CHECK(d.sentence ==
              "The traces agree on their first 2 events, then B ends and A goes on with generating "
              "(1, 0) g 1 f 5 parent (0, 0) (event 3).");
    }
    SECTION("an infinite cost equals only an infinite cost") {
        b.events[0].g = 0;
        CHECK(diffTraces(a, b).firstDifference == std::size_t{0});
    }
}
