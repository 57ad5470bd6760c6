// A search timeline against the live walker: at every step it shows what the walker showed, on random
// maps with random edits, past its byte limit, and played from a trace's bare events. Its record of
// edits is checked in test_search_timeline_edits.cpp, its dropping record in test_droppable_vector.cpp.

#include "pathfinder/basics/random.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/walker.h"
#include "pathfinder/traces/breakpoints.h"
#include "pathfinder/traces/search_timeline.h"

#include "core/walker_helpers.h"
#include "support/random_case_count.h"
#include "support/random_map.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <memory>
#include <numeric>
#include <sstream>
#include <string>
#include <vector>

using namespace pathfinder;
using pathfinder::testing::ChangeForwarder;

namespace {

/// What the live walker showed after one step: every cell (h aside, which the stream does not
/// carry), the current cell, the outcome, the path, the meeting point, and the map.
struct LiveFrame {
    std::vector<CellView> cells;
    std::optional<Coord> current;
    WalkState state = WalkState::StillLooking;
    std::vector<Coord> path;
    std::vector<PathPoint> anglePath;
    double pathCost = 0.0;
    RunStats stats;
    MapGrid map;
    std::vector<std::optional<Coord>> signposts;
    std::optional<Coord> meetingPoint;
};

LiveFrame capture(const MapGridWalker& walker, const MapGrid& grid) {
    LiveFrame frame;
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x) {
            frame.cells.push_back(walker.cellState({x, y}));
            frame.signposts.push_back(walker.signpost({x, y}));
        }
    frame.current = walker.current();
    frame.state = walker.state();
    frame.path = walker.path();
    frame.anglePath = walker.anglePath();
    frame.pathCost = walker.stats().pathCost;
    frame.stats = walker.stats();
    frame.map = grid;
    frame.meetingPoint = walker.meetingPoint();
    return frame;
}

bool same(double a, double b) {
    return a == b || (std::isnan(a) && std::isnan(b));
}

/// The first difference between what the live walker showed and the frame, or an empty string.
std::string difference(const LiveFrame& live, const TimelineFrame& frame) {
    const MapGrid& grid = live.map;
    if (frame.map() != grid)
        return "the map differs";
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x) {
            const std::size_t i = static_cast<std::size_t>(y) * grid.width() + x;
            const CellView& want = live.cells[i];
            const CellView got = frame.cellState({x, y});
            if (want.visit != got.visit || !same(want.g, got.g) || !same(want.f, got.f) ||
                want.parent != got.parent || want.visits != got.visits || want.frontier != got.frontier) {
                std::ostringstream out;
                out << "cell (" << x << ',' << y << ")";
                return out.str();
            }
            if (want.visit != CellVisit::Unseen && live.signposts[i] != frame.signpost({x, y}))
                return "a signpost differs";
        }
    if (live.current != frame.current())
        return "the current cell differs";
    if (live.state != frame.state())
        return "the outcome differs";
    if (live.path != frame.path())
        return "the path differs";
    if (live.anglePath != frame.anglePath())
        return "the any-angle path differs";
    // The segments' length, as the walker gave it (a grid path's cost is priced on the frame's map).
    if (!live.anglePath.empty() && std::abs(live.pathCost - frame.stats().pathCost) > 1e-9 * live.pathCost)
        return "the any-angle path's length differs";
    if (live.meetingPoint != frame.meetingPoint())
        return "the meeting point differs";
    // The counters as the walker counts them, and once it has ended its dead ends and no path's cost.
    const RunStats& counted = frame.stats();
    if (live.stats.iterations != counted.iterations || live.stats.expanded != counted.expanded ||
        live.stats.generated != counted.generated)
        return "the counters differ";
    if (live.state != WalkState::StillLooking && live.stats.deadEnds != counted.deadEnds)
        return "the dead ends differ";
    if (live.state == WalkState::UnableToReachGoal && !same(live.pathCost, counted.pathCost))
        return "the cost of no path differs";
    return {};
}

struct RecordedRun {
    std::vector<LiveFrame> live; ///< after each step, step 0 first
    std::vector<std::uint64_t> editSteps;
};

/// Runs `name` on a random map with random edits (each an edit step), recording a timeline and
/// what the live walker showed after every step. A timeline already in `timeline` is done with: the
/// new one is given its storage. `side`: the map's width and height, 0 for a random size.
RecordedRun record(const std::string& name, Random& random, int map,
                   std::unique_ptr<SearchTimeline>& timeline,
                   std::size_t byteLimit = SearchTimeline::kDefaultByteLimit, std::size_t spacing = 0,
                   BreakpointWatch* watch = nullptr, int side = 0) {
    const Movement movements[] = {
        Movement{8, DiagonalRule::NoCornerCutting, DiagonalLength::Sqrt2},
        Movement{8, DiagonalRule::NotBothBlocked, DiagonalLength::Sqrt2},
        Movement{8, DiagonalRule::Always, DiagonalLength::Sqrt2},
        Movement{4, DiagonalRule::NoCornerCutting, DiagonalLength::Sqrt2},
    };
    const TieBreak tieBreaks[] = {TieBreak::LargerG, TieBreak::Fifo, TieBreak::Lifo};
    testing::RandomMapOptions options;
    options.costShare = map % 3 == 0 ? 0.4 : 0.0;
    MapGrid grid = side > 0 ? testing::randomMap(random, side, side, options)
                            : testing::randomSizedMap(random, 2, 18, options);
    const std::unique_ptr<MapGridWalker> walker = createWalker(name);
    REQUIRE(walker);
    WalkerSettings settings;
    settings.movement = movements[map % 4];
    settings.tieBreak = tieBreaks[map % 3];
    settings.dstarFloodAll = map % 5 == 0;
    settings.maxSteps = 1500;
    timeline = std::make_unique<SearchTimeline>(grid, *walker, std::move(timeline), byteLimit, spacing);
    timeline->setWatcher(watch);
    walker->setListener(timeline.get());
    walker->setup(grid, settings);
    timeline->begin(*walker);
    RecordedRun run;
    run.live.push_back(capture(*walker, grid));

    ChangeForwarder forward(grid, *walker);
    int edits = 0;
    for (int step = 0; step < 2000; ++step) {
        if (walker->finished() || random.below(25) == 0) {
            if (edits == 8)
                break;
            if (!testing::randomEdit(grid, random))
                continue;
            ++edits;
            timeline->endEdit(grid, forward.takeChanges(), *walker);
            run.editSteps.push_back(run.live.size());
        } else {
            walker->iterate();
            timeline->endStep(*walker);
        }
        run.live.push_back(capture(*walker, grid));
    }
    walker->setListener(nullptr);
    return run;
}

/// Seeks every step the timeline holds, in order, and requires each to show what the live walker
/// showed.
void requireHeldStepsAsLive(const SearchTimeline& timeline, const RecordedRun& run, TimelineFrame& frame) {
    for (std::uint64_t k = timeline.firstStep(); k < run.live.size(); ++k) {
        timeline.seek(k, frame);
        const std::string problem = difference(run.live[k], frame);
        CAPTURE(k, problem, timeline.firstStep());
        REQUIRE(problem.empty());
    }
}

} // namespace

TEST_CASE("A timeline shows at every step what the live walker showed, map changes included", "[timeline]") {
    const std::string name = GENERATE(from_range(testing::registeredWalkerNames()));
    Random random(0x7133 + std::hash<std::string>{}(name) % 1000);
    std::uint64_t steps = 0;
    for (int map = 0; map < randomCaseCount(24); ++map) {
        CAPTURE(name, map);
        std::unique_ptr<SearchTimeline> timeline;
        // Half the runs watched for breakpoints: the state is then kept up to date with each event.
        BreakpointWatch watch;
        Breakpoint never;
        never.kind = Breakpoint::Kind::CellExpanded;
        never.cell = Coord{-1, -1};
        watch.add(never);
        const RecordedRun run = record(name, random, map, timeline, SearchTimeline::kDefaultByteLimit, 0,
                                       map % 2 == 0 ? &watch : nullptr);
        REQUIRE(timeline->firstStep() == 0);
        if (map % 2 == 0)
            CHECK(timeline->live().eventCount() == timeline->eventCount());
        REQUIRE(timeline->lastStep() + 1 == run.live.size());
        steps += run.live.size();

        // Forward one step at a time (the frame carries on), then at random (checkpoints), then
        // backward.
        TimelineFrame frame;
        for (std::uint64_t k = 0; k < run.live.size(); ++k) {
            timeline->seek(k, frame);
            const std::string problem = difference(run.live[k], frame);
            CAPTURE(k, problem);
            REQUIRE(problem.empty());
            REQUIRE(frame.step() == k);
        }
        for (int i = 0; i < 40; ++i) {
            const std::uint64_t k = random.below(static_cast<std::uint32_t>(run.live.size()));
            timeline->seek(k, frame);
            const std::string problem = difference(run.live[k], frame);
            CAPTURE(k, problem);
            REQUIRE(problem.empty());
        }
        for (std::uint64_t k = run.live.size(); k-- > 0;) {
            timeline->seek(k, frame);
            REQUIRE(difference(run.live[k], frame).empty());
        }

        // Each edit is a mark at its own step.
        std::vector<std::uint64_t> editMarks;
        for (const TimelineMark& mark : timeline->marks())
            if (mark.kind == TimelineMark::Kind::Edit)
                editMarks.push_back(mark.step);
        CHECK(editMarks == run.editSteps);
        if (!run.editSteps.empty()) {
            CHECK(timeline->editedAfter(run.editSteps.back() - 1));
            CHECK_FALSE(timeline->editedAfter(run.editSteps.back()));
        }
    }
    CHECK(steps > static_cast<std::uint64_t>(randomCaseCount(1000)));
}

TEST_CASE("A timeline past its byte limit drops its oldest part and still shows the rest exactly",
          "[timeline]") {
    const std::string name = GENERATE(as<std::string>{}, "astar", "dstar", "random-bounce");
    Random random(41);
    bool dropped = false;
    for (int map = 0; map < 30; ++map) {
        CAPTURE(name, map);
        std::unique_ptr<SearchTimeline> timeline;
        // Small enough that the longer runs outgrow it, with a checkpoint every 50 events.
        const RecordedRun run = record(name, random, map, timeline, 4 * 1024, 50);
        REQUIRE(timeline->lastStep() + 1 == run.live.size());
        dropped = dropped || timeline->firstStep() > 0;
        TimelineFrame frame;
        requireHeldStepsAsLive(*timeline, run, frame);
        // A step that was dropped shows the first one held.
        timeline->seek(0, frame);
        CHECK(frame.step() == timeline->firstStep());
    }
    CHECK(dropped);
}

TEST_CASE("A timeline keeps its byte limit where the state it keeps up to date is larger than it",
          "[timeline]") {
    // On a 64x64 map the state brought up to date alone (40 bytes a cell, 160 KiB) is larger than a
    // limit of 16 KiB, as it is on a 4096x4096 map beside the default limit. The record must still
    // drop its oldest steps as it passes the limit, and keep a stretch of the latest ones.
    const std::string name = GENERATE(as<std::string>{}, "dijkstra", "dstar");
    constexpr std::size_t kLimit = 16 * 1024;
    constexpr std::size_t kEventBytes = 24;
    Random random(97);
    bool dropped = false;
    for (int map = 0; map < 6; ++map) {
        CAPTURE(name, map);
        std::unique_ptr<SearchTimeline> timeline;
        const RecordedRun run = record(name, random, map, timeline, kLimit, 0, nullptr, 64);
        REQUIRE(timeline->lastStep() + 1 == run.live.size());
        TimelineFrame frame;
        requireHeldStepsAsLive(*timeline, run, frame);
        std::size_t held = 0;
        for (std::uint64_t k = timeline->firstStep(); k <= timeline->lastStep(); ++k)
            held += timeline->stepEvents(k).size();
        CAPTURE(held, timeline->eventCount(), timeline->firstStep(), timeline->lastStep());
        // The events within the limit, or those since the second last checkpoint: checkpoints come
        // every half the limit's worth of events, and the limit is checked every quarter of that.
        CHECK(held * kEventBytes <= 2 * kLimit + 64 * kEventBytes);
        if (timeline->firstStep() > 0) {
            dropped = true;
            CHECK(timeline->lastStep() - timeline->firstStep() >= 10);
        }
    }
    CHECK(dropped);
}

TEST_CASE("A timeline recorded in the last one's storage shows every step exactly", "[timeline]") {
    // Each record on a map of the same size takes over the last one's storage, at the default byte
    // limit and at one so small that records drop their oldest part (a dead prefix in the storage).
    const std::string name = GENERATE(as<std::string>{}, "astar", "dstar", "lpastar", "random-bounce");
    const std::size_t byteLimit = GENERATE(std::size_t{4 * 1024}, SearchTimeline::kDefaultByteLimit);
    Random random(977);
    std::unique_ptr<SearchTimeline> timeline;
    for (int map = 0; map < 16; ++map) {
        CAPTURE(name, byteLimit, map);
        Random again = random; // the same map, settings and edits, recorded afresh below
        const RecordedRun run = record(name, random, map, timeline, byteLimit, 50, nullptr, 12);
        CHECK(timeline->tookStorage() == (map > 0));
        REQUIRE(timeline->lastStep() + 1 == run.live.size());
        // Event for event as a record of its own.
        std::unique_ptr<SearchTimeline> fresh;
        record(name, again, map, fresh, byteLimit, 50, nullptr, 12);
        REQUIRE_FALSE(fresh->tookStorage());
        REQUIRE(timeline->eventCount() == fresh->eventCount());
        REQUIRE(timeline->firstStep() == fresh->firstStep());
        REQUIRE(timeline->bytes() == fresh->bytes());
        for (std::uint64_t k = timeline->firstStep(); k <= timeline->lastStep(); ++k) {
            const std::vector<SearchEvent> got = timeline->stepEvents(k);
            const std::vector<SearchEvent> want = fresh->stepEvents(k);
            REQUIRE(got.size() == want.size());
            for (std::size_t i = 0; i < got.size(); ++i) {
                CAPTURE(k, i);
                REQUIRE(got[i].kind == want[i].kind);
                REQUIRE(got[i].cell == want[i].cell);
                REQUIRE(got[i].parent == want[i].parent);
                REQUIRE(same(got[i].g, want[i].g));
                REQUIRE(same(got[i].f, want[i].f));
            }
        }
        TimelineFrame frame;
        requireHeldStepsAsLive(*timeline, run, frame);
    }
    // A map of another size gets storage of its own.
    record(name, random, 0, timeline, byteLimit, 50, nullptr, 13);
    CHECK_FALSE(timeline->tookStorage());
}

TEST_CASE("A trace's events played as a timeline show a search step by step as it ran", "[timeline]") {
    // Each step of A*, Dijkstra and Best-First is one expansion: the timeline made of the bare events
    // (as a trace file gives them) shows at step k what the walker showed after k iterations; for
    // the bidirectional searches, the meeting point and the path through it too.
    const std::string name = GENERATE(as<std::string>{}, "astar", "dijkstra", "best-first", "breadth-first",
                                      "bidirectional-bfs", "bidirectional-dijkstra", "bidirectional-astar");
    Random random(77);
    for (int map = 0; map < 10; ++map) {
        CAPTURE(name, map);
        testing::RandomMapOptions options;
        options.costShare = map % 2 == 0 ? 0.3 : 0.0;
        const MapGrid grid = testing::randomMap(random, 14, 11, options);
        struct Recorder : SearchListener {
            std::vector<SearchEvent> events;
            void onSearchEvent(const SearchEvent& event) override { events.push_back(event); }
        } recorder;
        const std::unique_ptr<MapGridWalker> walker = createWalker(name);
        walker->setListener(&recorder);
        walker->setup(grid, WalkerSettings{});
        std::vector<LiveFrame> live{capture(*walker, grid)};
        while (!walker->finished()) {
            walker->iterate();
            live.push_back(capture(*walker, grid));
        }
        const auto timeline = SearchTimeline::ofEvents(grid, recorder.events, name);
        REQUIRE(timeline->lastStep() + 1 == live.size());
        CHECK(timeline->description().name == name);
        TimelineFrame frame;
        for (std::uint64_t k = 0; k < live.size(); ++k) {
            timeline->seek(k, frame);
            const std::string problem = difference(live[k], frame);
            CAPTURE(k, problem);
            REQUIRE(problem.empty());
        }
    }
}
