// Videos of a timeline, encoded by the ffmpeg program and decoded back by it: the frames a browser
// shows are the timeline's pictures (within the loss of the codec), the last one held. The build's
// dependencies bring ffmpeg on Debian; on Windows only the missing program's message is tested.

#include "pathfinder/pictures/animation.h"
#include "pathfinder/traces/recorded_run.h"

#include "core/ascii_grid.h"
#include "platform/child_process.h"
#include "support/temp_dir.h"

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <optional>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

RecordedRun recordAStar(const MapGrid& map) {
    RecordedRun run("astar", map, WalkerSettings{});
    REQUIRE(run.record(10000));
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

/// Sets a variable of the environment, or removes it (nothing).
void setVariable(const char* name, const std::optional<std::string>& value) {
#ifdef _WIN32
    _putenv_s(name, value ? value->c_str() : "");
#else
    if (value)
        setenv(name, value->c_str(), 1);
    else
        unsetenv(name);
#endif
}

/// Sets an environment variable for the test's length, and puts back what it was.
class ScopedVariable {
public:
    ScopedVariable(const char* name, const std::string& value) : m_name(name) {
        if (const char* before = std::getenv(name))
            m_before = before;
        setVariable(name, value);
    }
    ~ScopedVariable() { setVariable(m_name, m_before); }
    ScopedVariable(const ScopedVariable&) = delete;
    ScopedVariable& operator=(const ScopedVariable&) = delete;

private:
    const char* m_name;
    std::optional<std::string> m_before;
};

std::size_t entries(const std::filesystem::path& folder) {
    std::size_t count = 0;
    for ([[maybe_unused]] const auto& entry : std::filesystem::directory_iterator(folder))
        ++count;
    return count;
}

/// Every frame of a video as rgb24 pixels, decoded by ffmpeg, one after the other.
std::string decodeFrames(const TempDir& scratch, const std::string& video) {
    const std::string raw = scratch.file("frames.rgb");
    platform::ChildProcess decoder({"ffmpeg", "-nostdin", "-v", "error", "-i", video, "-vsync", "passthrough",
                                    "-f", "rawvideo", "-pix_fmt", "rgb24", raw},
                                   scratch.file("decoder.log"));
    decoder.closeInput();
    REQUIRE(decoder.wait() == 0);
    return readText(raw);
}

/// The mean difference of a colour channel between a decoded frame and a picture, over the
/// picture's pixels (the video's padding left out).
double meanDifference(const std::string& frames, std::size_t frame, int videoWidth, int videoHeight,
                      const Raster& picture) {
    const std::size_t frameBytes =
        static_cast<std::size_t>(videoWidth) * static_cast<std::size_t>(videoHeight) * 3;
    double sum = 0;
    for (int y = 0; y < picture.height(); ++y)
        for (int x = 0; x < picture.width(); ++x) {
            const std::size_t at = frame * frameBytes + (static_cast<std::size_t>(y) * videoWidth + x) * 3;
            const Rgb c = picture.at(x, y);
            sum += std::abs(static_cast<unsigned char>(frames[at]) - c.r) +
                   std::abs(static_cast<unsigned char>(frames[at + 1]) - c.g) +
                   std::abs(static_cast<unsigned char>(frames[at + 2]) - c.b);
        }
    return sum / (3.0 * picture.width() * picture.height());
}

} // namespace

TEST_CASE("A video shows the timeline's pictures frame by frame and holds the last",
          "[pictures][video][posix]") {
    const TempDir scratch;
    std::filesystem::create_directory(scratch.path() / "temporary");
    const ScopedVariable temporary("TMPDIR", scratch.file("temporary"));
    const auto run = recordAStar(smallMaze());
    const auto [format, name] = GENERATE(std::pair{AnimationFormat::WebM, "astar.webm"},
                                         std::pair{AnimationFormat::Mp4, "astar.mp4"});
    AnimationOptions options;
    options.format = format;
    options.picture.cellPixels = 7;
    options.framesPerSecond = 20;
    options.holdLastSeconds = 0.5;
    const std::vector<std::uint64_t> steps = animationSteps(*run.timeline, options);
    REQUIRE(steps.size() > 5);
    const std::string path = scratch.file(name);
    std::size_t calls = 0;
    const auto written =
        writeAnimation(*run.timeline, options, path, [&](std::size_t done, std::size_t total) {
            CHECK(total == steps.size());
            CHECK(done <= total);
            ++calls;
            return true;
        });
    REQUIRE(written == steps.size());
    CHECK(calls >= steps.size());
    // The encoder's folder is gone.
    CHECK(entries(scratch.path() / "temporary") == 0);

    const Raster first = animationFrame(*run.timeline, steps.front(), options);
    const Raster last = animationFrame(*run.timeline, steps.back(), options);
    // 4:2:0 colour needs even sides: an odd side gets a pixel more.
    const int width = first.width() + first.width() % 2;
    const int height = first.height() + first.height() % 2;
    const std::string frames = decodeFrames(scratch, path);
    const std::size_t frameBytes = static_cast<std::size_t>(width) * static_cast<std::size_t>(height) * 3;
    REQUIRE(frames.size() % frameBytes == 0);
    // One frame a step shown, and the last held for half a second at 20 a second: 10 frames.
    CHECK(frames.size() / frameBytes == steps.size() - 1 + 10);
    const std::size_t lastFrame = frames.size() / frameBytes - 1;
    // Within the codec's loss of the pictures, and far nearer each its own than the other.
    const double firstToFirst = meanDifference(frames, 0, width, height, first);
    const double firstToLast = meanDifference(frames, 0, width, height, last);
    const double lastToLast = meanDifference(frames, lastFrame, width, height, last);
    const double lastToFirst = meanDifference(frames, lastFrame, width, height, first);
    CAPTURE(firstToFirst, firstToLast, lastToLast, lastToFirst);
    // The loss is mostly the colour's, sampled once a 2 × 2 block (4:2:0), on the 1-pixel grid lines
    // and the arrows.
    CHECK(firstToFirst < 10.0);
    CHECK(lastToLast < 10.0);
    CHECK(firstToLast > 2 * firstToFirst + 1.0);
    CHECK(lastToFirst > 2 * lastToLast + 1.0);
}

TEST_CASE("A stopped video leaves nothing behind and the file that was there as it was",
          "[pictures][video][posix]") {
    const TempDir scratch;
    std::filesystem::create_directory(scratch.path() / "temporary");
    const ScopedVariable temporary("TMPDIR", scratch.file("temporary"));
    const auto run = recordAStar(smallMaze());
    const std::string path = scratch.write("kept.webm", "what was here before");
    AnimationOptions options;
    options.format = AnimationFormat::WebM;
    // Stopped while the frames are written, and while the encoder finishes.
    const std::size_t frames = animationSteps(*run.timeline, options).size();
    for (const std::size_t stopAt : {std::size_t{3}, frames + 1}) {
        std::size_t calls = 0;
        const auto written = writeAnimation(*run.timeline, options, path,
                                            [&](std::size_t, std::size_t) { return ++calls < stopAt; });
        CHECK_FALSE(written);
        CHECK(calls == stopAt);
        CHECK(readText(path) == "what was here before");
        CHECK(entries(scratch.path()) == 2); // the file, and the temporary folder
        CHECK(entries(scratch.path() / "temporary") == 0);
    }
}

TEST_CASE("An encoder that fails gives its reason and writes nothing", "[pictures][video][posix]") {
    const TempDir scratch;
    const auto run = recordAStar(smallMaze());
    AnimationOptions options;
    options.format = AnimationFormat::Mp4;
    const std::string path = scratch.file("x.mp4");
    // A program that reads nothing and ends at once: the writes meet a closed pipe, which must not
    // stop this program, or its end is an exit status of 1.
    const ScopedVariable encoder("PATHFINDER_FFMPEG", "false");
    CHECK_THROWS_WITH(writeAnimation(*run.timeline, options, path),
                      Catch::Contains("cannot encode the video: false") && Catch::Contains("exit status 1"));
    CHECK_FALSE(std::filesystem::exists(path));
}

TEST_CASE("Without the encoder program a video says what to install", "[pictures][video]") {
    const TempDir scratch;
    const auto run = recordAStar(smallMaze());
    const ScopedVariable encoder("PATHFINDER_FFMPEG", "pathfinder-no-such-encoder");
    for (const AnimationFormat format : {AnimationFormat::WebM, AnimationFormat::Mp4}) {
        AnimationOptions options;
        options.format = format;
        const std::string path = scratch.file("x.video");
        CHECK_THROWS_WITH(writeAnimation(*run.timeline, options, path),
                          Catch::Contains("cannot run 'pathfinder-no-such-encoder'") &&
                              Catch::Contains("not found") && Catch::Contains("install FFmpeg"));
        CHECK_FALSE(std::filesystem::exists(path));
    }
    CHECK(animationFormatOf("a/b.WebM") == AnimationFormat::WebM);
    CHECK(animationFormatOf("run.mp4") == AnimationFormat::Mp4);
    CHECK(animationFormatOf("run.gif") == AnimationFormat::Gif);
    CHECK_FALSE(animationFormatOf("run.avi"));
    CHECK_FALSE(animationFormatOf("folder.mp4/run"));
}
