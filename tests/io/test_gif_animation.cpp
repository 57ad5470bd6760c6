// Animated GIFs of a timeline, read back with giflib's decoder: the frames a browser shows are the
// timeline's own pictures, step by step.

#include "pathfinder/basics/atomic_file.h"
#include "pathfinder/pictures/animation.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/walker.h"
#include "pathfinder/traces/search_timeline.h"

#include "core/ascii_grid.h"
#include "core/walker_helpers.h"
#include "support/gif_frames.h"
#include "support/temp_dir.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <memory>
#include <stdexcept>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

struct Recorded {
    MapGrid grid;
    std::unique_ptr<MapGridWalker> walker;
    std::unique_ptr<SearchTimeline> timeline;
};

std::unique_ptr<Recorded> record(const char* name, const MapGrid& map) {
    auto run = std::make_unique<Recorded>();
    run->grid = map;
    run->walker = createWalker(name);
    run->walker->setup(run->grid, WalkerSettings{});
    run->timeline = std::make_unique<SearchTimeline>(run->grid, *run->walker);
    run->walker->setListener(run->timeline.get());
    run->walker->reset();
    run->timeline->begin(*run->walker);
    for (int i = 0; i < 10000 && !run->walker->finished(); ++i) {
        run->walker->iterate();
        run->timeline->endStep(*run->walker);
    }
    run->walker->setListener(nullptr);
    REQUIRE(run->walker->finished());
    return run;
}

MapGrid smallMaze() {
    return gridFromAscii({
        "S....#....",
        ".###.#.##.",
        ".#...#..#.",
        ".#.###..#.",
        ".#......#G",
    });
}

} // namespace

TEST_CASE("An animated GIF shows the timeline's pictures, one frame a step, and loops", "[pictures][gif]") {
    const TempDir scratch;
    const auto run = record("astar", smallMaze());
    AnimationOptions options;
    options.picture.cellPixels = 6;
    options.framesPerSecond = 25;
    options.holdLastSeconds = 1.5;
    const std::string path = scratch.file("astar.gif");
    const auto written = writeAnimation(*run->timeline, options, path);
    REQUIRE(written);

    const std::vector<std::uint64_t> steps = animationSteps(*run->timeline, options);
    // One frame a step, from step 0 to the last.
    CHECK(steps.size() == run->timeline->lastStep() + 1);
    CHECK(*written == steps.size());

    const DecodedGif gif = decodeGif(path);
    const Raster first = animationFrame(*run->timeline, steps.front(), options);
    CHECK(gif.width == first.width());
    CHECK(gif.height == first.height());
    REQUIRE(gif.frames.size() == steps.size());
    CHECK(gif.loops);
    for (std::size_t i = 0; i < steps.size(); ++i) {
        CAPTURE(i);
        CHECK(gif.frames[i] == animationFrame(*run->timeline, steps[i], options));
        CHECK(gif.delays[i] == (i + 1 == steps.size() ? 150 : 4)); // 1/25 s, and 1.5 s for the last
    }
    // The last frame shows the path: the picture differs from the first.
    CHECK_FALSE(gif.frames.front() == gif.frames.back());
}

TEST_CASE("An animation of part of a run, several steps a frame, ends on the last step asked for",
          "[pictures][gif]") {
    const TempDir scratch;
    const auto run = record("dijkstra", smallMaze());
    const std::uint64_t last = run->timeline->lastStep();
    REQUIRE(last > 12);
    AnimationOptions options;
    options.picture.cellPixels = 4;
    options.picture.legend = false;
    options.fromStep = 3;
    options.toStep = last - 2;
    options.stepsPerFrame = 4;
    const std::vector<std::uint64_t> steps = animationSteps(*run->timeline, options);
    REQUIRE(steps.front() == 3);
    REQUIRE(steps.back() == last - 2);
    for (std::size_t i = 1; i + 1 < steps.size(); ++i)
        CHECK(steps[i] == 3 + 4 * i);
    CHECK(steps.back() - steps[steps.size() - 2] <= 4);

    const std::string path = scratch.file("part.gif");
    REQUIRE(writeAnimation(*run->timeline, options, path) == steps.size());
    const DecodedGif gif = decodeGif(path);
    REQUIRE(gif.frames.size() == steps.size());
    CHECK(gif.frames.front() == animationFrame(*run->timeline, steps.front(), options));
    CHECK(gif.frames.back() == animationFrame(*run->timeline, steps.back(), options));
}

TEST_CASE("Two runs side by side: one frame for each step of the longer run, the shorter one held",
          "[pictures][gif]") {
    const TempDir scratch;
    // On an open field A* goes straight for the goal and Dijkstra spreads all round.
    const MapGrid open = gridFromAscii({"S.........", "..........", "..........", ".........G"});
    const auto astar = record("astar", open);
    const auto dijkstra = record("dijkstra", open);
    REQUIRE(astar->timeline->lastStep() < dijkstra->timeline->lastStep());
    AnimationOptions options;
    options.picture.cellPixels = 5;
    const std::string path = scratch.file("both.gif");
    const auto written = writeAnimationComparison(*astar->timeline, *dijkstra->timeline, options, path);
    REQUIRE(written == dijkstra->timeline->lastStep() + 1);
    const DecodedGif gif = decodeGif(path);
    const Raster left = animationFrame(*astar->timeline, astar->timeline->lastStep(), options);
    const Raster right = animationFrame(*dijkstra->timeline, dijkstra->timeline->lastStep(), options);
    CHECK(gif.width == left.width() + 8 + right.width());
    REQUIRE(gif.frames.size() == *written);
    // The last frame: both runs at their ends, each with its own caption.
    CHECK(gif.frames.back() == sideBySide(left, right, 8, colours::kBackground));
}

TEST_CASE("Regions in an animation follow an edit that splits them on the way", "[pictures][gif]") {
    const TempDir scratch;
    // D* from left to right through the one gap in a wall; after its search the gap is walled, which
    // cuts the map in two regions, and D* finds the goal out of reach.
    MapGrid grid = gridFromAscii({
        "S...#.....",
        "....#.....",
        "..........",
        "....#.....",
        "....#....G",
    });
    const MapGrid before = grid;
    const std::unique_ptr<MapGridWalker> walker = createWalker("dstar");
    walker->setup(grid, WalkerSettings{});
    SearchTimeline timeline(grid, *walker);
    walker->setListener(&timeline);
    timeline.begin(*walker);
    ChangeForwarder forward(grid, *walker);
    const auto runToEnd = [&] {
        for (int i = 0; i < 10000 && !walker->finished(); ++i) {
            walker->iterate();
            timeline.endStep(*walker);
        }
        REQUIRE(walker->finished());
    };
    runToEnd();
    const std::uint64_t searchEnd = timeline.lastStep();
    grid.setWall(Coord{4, 2}, true);
    timeline.endEdit(grid, forward.takeChanges(), *walker);
    runToEnd();
    walker->setListener(nullptr);
    REQUIRE(timeline.lastStep() > searchEnd);

    AnimationOptions options;
    options.picture.cellPixels = 4;
    options.picture.regions = Connectivity::Orthogonal;
    const std::string path = scratch.file("split.gif");
    const auto written = writeAnimation(timeline, options, path);
    REQUIRE(written);
    const std::vector<std::uint64_t> steps = animationSteps(timeline, options);
    const DecodedGif gif = decodeGif(path);
    REQUIRE(gif.frames.size() == steps.size());
    // Each frame as drawn alone, its regions labelled afresh: frames before the edit with one region,
    // after it with two.
    for (std::size_t i = 0; i < steps.size(); ++i) {
        CAPTURE(i);
        CHECK(gif.frames[i] == animationFrame(timeline, steps[i], options));
    }
    // The regions matter to the last frame: with the labels of the map before the edit it differs.
    TimelineFrame last;
    timeline.seek(timeline.lastStep(), last);
    SearchPictureOptions picture = options.picture;
    picture.caption = frameCaption("D*", last.step(), timeline.lastStep());
    const ConnectedRegions stale(before, Connectivity::Orthogonal);
    CHECK_FALSE(drawSearch(last, picture, &stale) == drawSearch(last, picture));
    // Labels of another connectivity than the options ask for are refused.
    const ConnectedRegions diagonal(grid, Connectivity::Diagonal);
    CHECK_THROWS_AS(drawSearch(last, picture, &diagonal), std::invalid_argument);
}

TEST_CASE("A stopped animation leaves no file and the file that was there as it was", "[pictures][gif]") {
    const TempDir scratch;
    const auto run = record("astar", smallMaze());
    const std::string path = scratch.write("kept.gif", "what was here before");
    AnimationOptions options;
    std::size_t calls = 0;
    const auto written =
        writeAnimation(*run->timeline, options, path, [&](std::size_t done, std::size_t total) {
            ++calls;
            CHECK(total == run->timeline->lastStep() + 1);
            return done < 3;
        });
    CHECK_FALSE(written);
    CHECK(calls == 3);
    CHECK(readText(path) == "what was here before");
    std::size_t files = 0;
    for ([[maybe_unused]] const auto& entry : std::filesystem::directory_iterator(scratch.path()))
        ++files;
    CHECK(files == 1);
}

TEST_CASE("Animation options out of range are refused with the reason", "[pictures][gif]") {
    const TempDir scratch;
    const auto run = record("astar", smallMaze());
    const auto refused = [&](AnimationOptions options, const std::string& reason) {
        CHECK_THROWS_WITH(writeAnimation(*run->timeline, options, scratch.file("x.gif")),
                          Catch::Contains(reason));
        CHECK_FALSE(std::filesystem::exists(scratch.file("x.gif")));
    };
    AnimationOptions options;
    options.framesPerSecond = 0.5;
    refused(options, "frame rate");
    options = {};
    options.framesPerSecond = 51;
    refused(options, "frame rate");
    options = {};
    options.stepsPerFrame = 0;
    refused(options, "at least one step");
    options = {};
    options.picture.cellPixels = 100;
    refused(options, "1 to 64 pixels");
    // A folder that does not exist: the system's reason, and the path.
    CHECK_THROWS_WITH(writeAnimation(*run->timeline, AnimationOptions{}, scratch.file("no/such/x.gif")),
                      Catch::Contains("no/such/x.gif"));
}
