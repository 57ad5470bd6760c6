#include "pathfinder/pictures/animation.h"

#include "pathfinder/basics/atomic_file.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace pathfinder {

namespace {

/// Thrown through writeFileAtomically() when the progress callback stops the writing, so that the
/// half-written file is removed.
struct Stopped {};

void check(const AnimationOptions& options) {
    if (!(options.framesPerSecond >= AnimationOptions::kMinFramesPerSecond &&
          options.framesPerSecond <= AnimationOptions::kMaxFramesPerSecond))
        throw std::invalid_argument("the frame rate must be 1 to 50 frames a second");
    if (options.stepsPerFrame == 0)
        throw std::invalid_argument("a frame must move on at least one step");
    if (!(options.holdLastSeconds >= 0.0 && options.holdLastSeconds <= 60.0))
        throw std::invalid_argument("the last frame is held 0 to 60 seconds");
    if (options.picture.cellPixels < SearchPictureOptions::kMinCellPixels ||
        options.picture.cellPixels > SearchPictureOptions::kMaxCellPixels)
        throw std::invalid_argument("a cell is 1 to 64 pixels a side");
}

int delayOf(const AnimationOptions& options) {
    return std::max(2, static_cast<int>(std::lround(100.0 / options.framesPerSecond)));
}

int holdOf(const AnimationOptions& options) {
    return std::max(delayOf(options), static_cast<int>(std::lround(100.0 * options.holdLastSeconds)));
}

std::vector<std::uint64_t> stepsBetween(std::uint64_t first, std::uint64_t last,
                                        const AnimationOptions& options) {
    const std::uint64_t from = std::clamp(options.fromStep, first, last);
    const std::uint64_t to = std::clamp(options.toStep.value_or(last), from, last);
    std::vector<std::uint64_t> steps;
    for (std::uint64_t s = from; s < to; s += options.stepsPerFrame) {
        steps.push_back(s);
        if (to - s < options.stepsPerFrame)
            break;
    }
    steps.push_back(to);
    return steps;
}

std::string titleOf(const SearchTimeline& timeline, const std::string& title) {
    return title.empty() ? std::string(timeline.description().displayName) : title;
}

/// Writes `count` frames, frame(i) each, to `path` as a GIF.
template <typename Frame>
std::optional<std::size_t> writeFrames(const std::string& path, std::size_t count,
                                       const AnimationOptions& options, const AnimationProgress& progress,
                                       const Frame& frame) {
    try {
        writeFileAtomically(path, [&](std::ostream& out) {
            Raster picture = frame(0);
            GifWriter gif(out, picture.width(), picture.height());
            for (std::size_t i = 0; i < count; ++i) {
                if (i > 0)
                    picture = frame(i);
                gif.add(picture, i + 1 == count ? holdOf(options) : delayOf(options));
                if (progress && !progress(i + 1, count))
                    throw Stopped{};
            }
            gif.finish();
        });
    } catch (const Stopped&) {
        return std::nullopt;
    }
    return count;
}

} // namespace

std::vector<std::uint64_t> animationSteps(const SearchTimeline& timeline, const AnimationOptions& options) {
    check(options);
    if (!timeline.begun())
        throw std::invalid_argument("the run has no steps to show");
    return stepsBetween(timeline.firstStep(), timeline.lastStep(), options);
}

std::string frameCaption(const std::string& title, std::uint64_t step, std::uint64_t lastStep) {
    return title + " - step " + std::to_string(step) + " of " + std::to_string(lastStep);
}

Raster animationFrame(const SearchTimeline& timeline, std::uint64_t step, const AnimationOptions& options) {
    TimelineFrame frame;
    timeline.seek(step, frame);
    SearchPictureOptions picture = options.picture;
    if (picture.legend)
        picture.caption = frameCaption(titleOf(timeline, options.title), frame.step(), timeline.lastStep());
    return drawSearch(frame, picture);
}

std::optional<std::size_t> writeGifAnimation(const SearchTimeline& timeline, const AnimationOptions& options,
                                             const std::string& path, const AnimationProgress& progress) {
    const std::vector<std::uint64_t> steps = animationSteps(timeline, options);
    const std::string title = titleOf(timeline, options.title);
    SearchPictureOptions picture = options.picture;
    TimelineFrame frame; // kept across frames: each seek replays only the steps between
    return writeFrames(path, steps.size(), options, progress, [&](std::size_t i) {
        timeline.seek(steps[i], frame);
        if (picture.legend)
            picture.caption = frameCaption(title, frame.step(), timeline.lastStep());
        return drawSearch(frame, picture);
    });
}

std::optional<std::size_t> writeGifComparison(const SearchTimeline& left, const SearchTimeline& right,
                                              const AnimationOptions& options, const std::string& path,
                                              const AnimationProgress& progress) {
    check(options);
    if (!left.begun() || !right.begun())
        throw std::invalid_argument("both runs must have steps to show");
    const std::vector<std::uint64_t> steps = stepsBetween(
        std::min(left.firstStep(), right.firstStep()), std::max(left.lastStep(), right.lastStep()), options);
    TimelineFrame frames[2];
    const SearchTimeline* timelines[2] = {&left, &right};
    return writeFrames(path, steps.size(), options, progress, [&](std::size_t i) {
        Raster pictures[2];
        for (int side = 0; side < 2; ++side) {
            const SearchTimeline& timeline = *timelines[side];
            timeline.seek(std::clamp(steps[i], timeline.firstStep(), timeline.lastStep()), frames[side]);
            SearchPictureOptions picture = options.picture;
            if (picture.legend)
                picture.caption =
                    frameCaption(titleOf(timeline, {}), frames[side].step(), timeline.lastStep());
            pictures[side] = drawSearch(frames[side], picture);
        }
        return sideBySide(pictures[0], pictures[1], 8, colours::kBackground);
    });
}

} // namespace pathfinder
