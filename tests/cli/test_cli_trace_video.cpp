// trace --video: the animation as a WebM or MP4 video, through the ffmpeg program, which the
// build's dependencies bring on Debian (the tests that encode are POSIX-only for that reason).

#include "cli/cli_process.h"
#include "support/gif_frames.h"
#include "support/temp_dir.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <string>

TEST_CASE("trace --video writes the animation's frames, and --gif beside it the same frames",
          "[cli][trace][video][posix]") {
    const TempDir scratch;
    const std::string gif = scratch.file("pair.gif");
    const std::string video = scratch.file("pair.mp4");
    const CliResult result =
        runCli("trace --map " + preset("test-8x8.maze") + " --algo astar,dijkstra --gif '" + gif +
               "' --video '" + video + "' --cell-size 5 --fps 10 --quiet");
    INFO(result.out);
    REQUIRE(result.exitCode == 0);
    const pathfinder::testing::DecodedGif decoded = pathfinder::testing::decodeGif(gif);
    const std::string frames = std::to_string(decoded.frames.size());
    CHECK_THAT(result.out, Catch::Contains("wrote " + frames + " frames") && Catch::Contains("to " + gif) &&
                               Catch::Contains("to " + video));
    // ffprobe counts the video's frames: the GIF's, the last held two seconds at 10 a second. Its
    // size is the GIF's, made even.
    const CliResult probe = runCommand("ffprobe -v error -count_frames -select_streams v:0 -show_entries "
                                       "stream=codec_name,width,height,nb_read_frames -of csv=p=0 '" +
                                       video + "' 2>&1");
    INFO(probe.out);
    REQUIRE(probe.exitCode == 0);
    const auto even = [](int side) { return std::to_string(side + side % 2); };
    CHECK(probe.out == "h264," + even(decoded.width) + "," + even(decoded.height) + "," +
                           std::to_string(decoded.frames.size() - 1 + 20) + "\n");
}

TEST_CASE("trace --video refuses a name of no video format and a missing encoder, and says why",
          "[cli][trace][video][posix]") {
    const TempDir scratch;
    const std::string maze = preset("test-8x8.maze");
    const std::string avi = scratch.file("x.avi");
    const CliResult wrongName = runCli("trace --map " + maze + " --algo astar --video '" + avi + "'");
    CHECK(wrongName.exitCode == 2);
    CHECK_THAT(wrongName.out, Catch::Contains("ends in .webm or .mp4"));
    const std::string webm = scratch.file("x.webm");
    const CliResult sameFile =
        runCli("trace --map " + maze + " --algo astar --video '" + webm + "' --gif '" + webm + "'");
    CHECK(sameFile.exitCode == 2);
    CHECK_THAT(sameFile.out, Catch::Contains("same file"));
    const CliResult missing =
        runCommand("PATHFINDER_FFMPEG=pathfinder-no-such-encoder '" + std::string(PATHFINDER_CLI) +
                   "' trace --map " + maze + " --algo astar --quiet --video '" + webm + "' 2>&1");
    CHECK(missing.exitCode != 0);
    CHECK_THAT(missing.out,
               Catch::Contains("pathfinder-no-such-encoder") && Catch::Contains("install FFmpeg"));
    CHECK(std::filesystem::is_empty(scratch.path()));
}
