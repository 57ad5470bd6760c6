#pragma once

#include "pathfinder/pictures/search_picture.h"
#include "pathfinder/traces/search_timeline.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace pathfinder {

/// The file formats an animation is written in: an animated GIF, or a video through the `ffmpeg`
/// program (WebM with VP9, MP4 with H.264; both in 4:2:0 colour, which every browser plays).
enum class AnimationFormat { Gif, WebM, Mp4 };

/// The format that a file name's extension names (.gif, .webm, .mp4, in any case); nothing for
/// another.
std::optional<AnimationFormat> animationFormatOf(const std::string& path);

/// What part of a timeline an animation shows, and how.
struct AnimationOptions {
    AnimationFormat format = AnimationFormat::Gif;
    /// The first and last steps shown (clamped to the timeline's; the last by default).
    std::uint64_t fromStep = 0;
    std::optional<std::uint64_t> toStep;
    /// Steps a frame moves on (at least 1); the last step always gets a frame.
    std::uint64_t stepsPerFrame = 1;
    /// Frames a second (kMinFramesPerSecond to kMaxFramesPerSecond; a GIF counts its delays in
    /// hundredths of a second, and browsers slow down delays under two).
    double framesPerSecond = 10.0;
    /// How long the last frame stays before the animation starts again.
    double holdLastSeconds = 2.0;
    /// The size of a cell and the legend; the caption of each frame is made from `title` and
    /// the frame's step.
    SearchPictureOptions picture;
    /// The walker's name in each frame's caption (the timeline's walker by default).
    std::string title;

    static constexpr double kMinFramesPerSecond = 1.0;
    static constexpr double kMaxFramesPerSecond = 50.0;
};

/// The steps whose state an animation's frames show, in order.
std::vector<std::uint64_t> animationSteps(const SearchTimeline& timeline, const AnimationOptions& options);

/// The caption of the frame of `step`: "A* - step 12 of 40".
std::string frameCaption(const std::string& title, std::uint64_t step, std::uint64_t lastStep);

/// The picture of one frame: the timeline's state after `step`, drawn with the options' picture
/// options and its caption.
Raster animationFrame(const SearchTimeline& timeline, std::uint64_t step, const AnimationOptions& options);

/// Writes an animated GIF (GIF89a, looping) frame by frame to a stream: each frame after the first
/// holds only the rectangle that changed, and each has its own colour table of the colours it uses.
/// Memory stays at two frames whatever their number. Throws std::runtime_error when giflib or the
/// stream fails.
class GifWriter {
public:
    GifWriter(std::ostream& out, int width, int height);
    ~GifWriter();
    GifWriter(const GifWriter&) = delete;
    GifWriter& operator=(const GifWriter&) = delete;

    /// Adds a frame of the size given, shown for `delayHundredths` hundredths of a second.
    void add(const Raster& frame, int delayHundredths);
    /// Ends the file; nothing may be added after.
    void finish();
    std::size_t frames() const { return m_frames; }

private:
    struct State;
    std::ostream& m_out;
    int m_width;
    int m_height;
    std::size_t m_frames = 0;
    Raster m_previous;
    State* m_state = nullptr;
};

/// The program videos are encoded with: the environment's PATHFINDER_FFMPEG when set, else
/// `ffmpeg` on the PATH.
std::string videoEncoderProgram();

/// Writes frames as a video through the encoder program, frame by frame into its input, so that
/// memory stays at one frame whatever their number. A picture of an odd width or height is padded
/// by one pixel of the background on the right or at the bottom (4:2:0 colour needs even sides).
/// The encoder's output goes to a folder of its own in the system's temporary folder until
/// finish() writes it to its place.
class VideoWriter {
public:
    /// Starts the encoder. Throws std::invalid_argument for a GIF or a size out of range and
    /// std::runtime_error when the encoder cannot be run (the message says why).
    VideoWriter(AnimationFormat format, int width, int height, double framesPerSecond);
    /// Stops the encoder if it still runs and removes what it wrote.
    ~VideoWriter();
    VideoWriter(const VideoWriter&) = delete;
    VideoWriter& operator=(const VideoWriter&) = delete;

    /// Adds a frame of the size given, shown for `count` frames. Throws std::runtime_error with
    /// the encoder's last message when it stopped.
    void add(const Raster& frame, std::size_t count = 1);
    /// Ends the video and waits for the encoder, asking `waiting` at once and about every 50 ms
    /// whether to go on (false stops the encoder: nothing is written and false is returned); then
    /// writes the video to `path` atomically.
    bool finish(const std::string& path, const std::function<bool()>& waiting = {});

    std::size_t frames() const { return m_frames; }
    /// The video's size: the frames' size, made even.
    int width() const { return m_width; }
    int height() const { return m_height; }

private:
    struct State;
    int m_width;
    int m_height;
    std::size_t m_frames = 0;
    State* m_state = nullptr;
};

/// Called after each frame with the frames done and the total; false stops the writing. While a
/// video's encoder finishes, it is called again with done equal to the total.
using AnimationProgress = std::function<bool(std::size_t done, std::size_t total)>;

/// Writes the animation of `timeline` to `path` in the options' format (atomically: the file is
/// whole or not there). Returns the frames of the animation (a video holds its last one for
/// `holdLastSeconds` as more frames), or nothing when `progress` stopped it (no file is left).
/// Throws std::invalid_argument for options out of range (the message says which) and
/// std::runtime_error when the file cannot be written or the encoder fails.
std::optional<std::size_t> writeAnimation(const SearchTimeline& timeline, const AnimationOptions& options,
                                          const std::string& path, const AnimationProgress& progress = {});

/// As writeAnimation(), of two timelines side by side: each frame shows both at the same step
/// (a timeline that ended sooner stays at its last step), with each walker's name in its caption.
std::optional<std::size_t> writeAnimationComparison(const SearchTimeline& left, const SearchTimeline& right,
                                                    const AnimationOptions& options, const std::string& path,
                                                    const AnimationProgress& progress = {});

} // namespace pathfinder
