#pragma once

#include "pathfinder/search/walker.h"

#include "options/map_loading.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace pathfinder::cli {

/// trace --gif and --video: an animation of the run, or of two runs side by side.
struct AnimationCliOptions {
    std::string gif;
    /// A .webm or .mp4 file, encoded by the ffmpeg program.
    std::string video;
    /// A change script (as dynamic --changes reads) made to the map once the walker has finished;
    /// the walker repairs or searches again after each change, and the animation shows it.
    std::optional<std::string> changesPath;
    double framesPerSecond = 20.0;
    /// 0: chosen for the map (a picture about 640 pixels on its longer side).
    int cellPixels = 0;
    /// 0: chosen so that the animation has at most about 300 frames.
    std::uint64_t stepsPerFrame = 0;
    std::uint64_t fromStep = 0;
    std::optional<std::uint64_t> toStep;
    bool noLegend = false;
    bool noArrows = false;
    bool regions = false; ///< each connected region tinted a colour of its own
};

/// Declares --gif, --video, --changes, --fps, --cell-size, --steps-per-frame, --from-step, --to-step and
/// --no-legend and --no-arrows.
void declareAnimationOptions(CLI::App& command, AnimationCliOptions& options);

/// Throws UsageError when --video names a file of neither format.
void checkAnimationOptions(const AnimationCliOptions& options);

/// Runs each walker of `names` (one, or two side by side) on the map, recording its timeline, and
/// writes the animation (as a GIF, a video or both); says on standard output what it wrote.
void writeTraceAnimation(const AnimationCliOptions& options, const LoadedMap& map,
                         const std::vector<std::string>& names, const WalkerSettings& settings,
                         std::uint64_t budget);

} // namespace pathfinder::cli
