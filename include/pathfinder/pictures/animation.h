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

/// What part of a timeline an animation shows, and how.
struct AnimationOptions {
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

/// Called after each frame with the frames done and the total; false stops the writing.
using AnimationProgress = std::function<bool(std::size_t done, std::size_t total)>;

/// Writes the animation of `timeline` as a GIF to `path` (atomically: the file is whole or not
/// there). Returns the frames written, or nothing when `progress` stopped it (no file is left).
/// Throws std::invalid_argument for options out of range (the message says which) and
/// std::runtime_error when the file cannot be written.
std::optional<std::size_t> writeGifAnimation(const SearchTimeline& timeline, const AnimationOptions& options,
                                             const std::string& path, const AnimationProgress& progress = {});

/// As writeGifAnimation(), of two timelines side by side: each frame shows both at the same step
/// (a timeline that ended sooner stays at its last step), with each walker's name in its caption.
std::optional<std::size_t> writeGifComparison(const SearchTimeline& left, const SearchTimeline& right,
                                              const AnimationOptions& options, const std::string& path,
                                              const AnimationProgress& progress = {});

} // namespace pathfinder
