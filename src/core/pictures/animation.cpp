#include "pathfinder/pictures/animation.h"

#include "pathfinder/basics/atomic_file.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <optional>
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

/// Writes `count` frames, frame(i) each, to `path` in the options' format.
template <typename Frame>
std::optional<std::size_t> writeFrames(const std::string& path, std::size_t count,
                                       const AnimationOptions& options, const AnimationProgress& progress,
                                       const Frame& frame) {
    if (options.format != AnimationFormat::Gif) {
        Raster picture = frame(0);
        VideoWriter video(options.format, picture.width(), picture.height(), options.framesPerSecond);
        const auto held = static_cast<std::size_t>(
            std::max(1L, std::lround(options.holdLastSeconds * options.framesPerSecond)));
        for (std::size_t i = 0; i < count; ++i) {
            if (i > 0)
                picture = frame(i);
            video.add(picture, i + 1 == count ? held : 1);
            if (progress && !progress(i + 1, count))
                return std::nullopt;
        }
        const bool done = video.finish(path, [&] { return !progress || progress(count, count); });
        return done ? std::optional<std::size_t>(count) : std::nullopt;
    }
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

namespace {

/// The connected regions of the map the frames show, labelled again only when its contents change
/// (a run whose map is edited on the way): labelling looks at every cell, which a frame with its
/// search alone does not need.
class RegionLabels {
public:
    const ConnectedRegions* of(const SearchView& view, const SearchPictureOptions& options) {
        const MapGrid* map = view.grid();
        if (!options.regions || !map)
            return nullptr;
        if (!m_labels || m_stamp != map->contentStamp() || m_labels->connectivity() != *options.regions) {
            m_labels.emplace(*map, *options.regions);
            m_stamp = map->contentStamp();
        }
        return &*m_labels;
    }

private:
    std::optional<ConnectedRegions> m_labels;
    std::uint64_t m_stamp = 0;
};

/// What a run's frames reuse from one to the next: the replayed state (a later step replays only
/// the steps between) and the regions' labels.
struct FrameState {
    TimelineFrame frame;
    RegionLabels regions;
};

/// Puts the state after `step` into `state` and draws it, captioned with `title` when the legend is
/// on.
Raster drawStep(const SearchTimeline& timeline, std::uint64_t step, const SearchPictureOptions& options,
                const std::string& title, FrameState& state) {
    TimelineFrame& frame = state.frame;
    timeline.seek(std::clamp(step, timeline.firstStep(), timeline.lastStep()), frame);
    SearchPictureOptions picture = options;
    if (picture.legend)
        picture.caption = frameCaption(title, frame.step(), timeline.lastStep());
    return drawSearch(frame, picture, state.regions.of(frame, picture));
}

} // namespace

Raster animationFrame(const SearchTimeline& timeline, std::uint64_t step, const AnimationOptions& options) {
    FrameState state;
    return drawStep(timeline, step, options.picture, titleOf(timeline, options.title), state);
}

std::optional<AnimationFormat> animationFormatOf(const std::string& path) {
    const std::size_t dot = path.find_last_of("./\\");
    if (dot == std::string::npos || path[dot] != '.')
        return std::nullopt;
    std::string extension = path.substr(dot + 1);
    for (char& c : extension)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (extension == "gif")
        return AnimationFormat::Gif;
    if (extension == "webm")
        return AnimationFormat::WebM;
    if (extension == "mp4")
        return AnimationFormat::Mp4;
    return std::nullopt;
}

std::optional<std::size_t> writeAnimation(const SearchTimeline& timeline, const AnimationOptions& options,
                                          const std::string& path, const AnimationProgress& progress) {
    const std::vector<std::uint64_t> steps = animationSteps(timeline, options);
    const std::string title = titleOf(timeline, options.title);
    FrameState state;
    return writeFrames(path, steps.size(), options, progress, [&](std::size_t i) {
        return drawStep(timeline, steps[i], options.picture, title, state);
    });
}

std::optional<std::size_t> writeAnimationComparison(const SearchTimeline& left, const SearchTimeline& right,
                                                    const AnimationOptions& options, const std::string& path,
                                                    const AnimationProgress& progress) {
    check(options);
    if (!left.begun() || !right.begun())
        throw std::invalid_argument("both runs must have steps to show");
    const std::vector<std::uint64_t> steps = stepsBetween(
        std::min(left.firstStep(), right.firstStep()), std::max(left.lastStep(), right.lastStep()), options);
    FrameState states[2];
    return writeFrames(path, steps.size(), options, progress, [&](std::size_t i) {
        // A run that ended sooner stays at its last step.
        return sideBySide(drawStep(left, steps[i], options.picture, titleOf(left, {}), states[0]),
                          drawStep(right, steps[i], options.picture, titleOf(right, {}), states[1]), 8,
                          colours::kBackground);
    });
}

} // namespace pathfinder
