#include "commands/trace_animation.h"

#include "pathfinder/basics/count_text.h"
#include "pathfinder/formats/map_changes.h"
#include "pathfinder/grid/topology.h"
#include "pathfinder/pictures/animation.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/traces/recorded_run.h"
#include "pathfinder/traces/search_timeline.h"

#include "options/exit_status.h"
#include "options/option_checks.h"
#include "output/progress.h"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <iostream>
#include <memory>
#include <utility>

namespace pathfinder::cli {

namespace {

constexpr std::uint64_t kMaxSteps = std::numeric_limits<std::uint64_t>::max();

/// Records the walker `name` on the map, then makes each edit and records the walker's repair.
RecordedRun record(const std::string& name, const MapGrid& map, const WalkerSettings& settings,
                   std::uint64_t budget, const std::vector<MapEdit>& edits) {
    RecordedRun run(name, map, settings);
    run.record(budget);
    MapGrid& grid = *run.grid;
    std::vector<GridChange> changes;
    MapGridWalker* walker = run.walker.get();
    const auto id = grid.addListener([&changes, walker](const GridChange& change) {
        walker->notifyChange(change);
        changes.push_back(change);
    });
    for (const MapEdit& edit : edits) {
        applyEdit(grid, edit);
        run.timeline->endEdit(grid, std::exchange(changes, {}), *run.walker);
        run.record(budget);
    }
    grid.removeListener(id);
    return run;
}

} // namespace

void declareAnimationOptions(CLI::App& command, AnimationCliOptions& options) {
    command.add_option("--gif", options.gif,
                       "Write an animated GIF of the run (of two runs side by side when --algo names two)");
    command.add_option("--video", options.video,
                       "As --gif, a video: WebM (VP9) for a .webm name, MP4 (H.264) for .mp4; made by the "
                       "ffmpeg program (PATHFINDER_FFMPEG names another)");
    command
        .add_option(
            "--changes", options.changesPath,
            "With --gif or --video: a change script made to the map once the walker has finished; the "
            "animation shows the repairs")
        ->check(existingFile());
    command.add_option("--fps", options.framesPerSecond, "With --gif or --video: frames a second")
        ->transform(realNumber(AnimationOptions::kMinFramesPerSecond, AnimationOptions::kMaxFramesPerSecond))
        ->capture_default_str();
    command
        .add_option("--cell-size", options.cellPixels,
                    "With --gif or --video: pixels a cell's side (default: about 640 pixels on the map's "
                    "longer side)")
        ->transform(wholeNumber(SearchPictureOptions::kMinCellPixels, SearchPictureOptions::kMaxCellPixels));
    command
        .add_option("--steps-per-frame", options.stepsPerFrame,
                    "With --gif or --video: steps a frame moves on (default: at most about 300 frames)")
        ->transform(wholeNumber(1, kMaxSteps));
    command.add_option("--from-step", options.fromStep, "With --gif or --video: the first step shown")
        ->transform(wholeNumber(0, kMaxSteps));
    command
        .add_option("--to-step", options.toStep,
                    "With --gif or --video: the last step shown (default: the run's last)")
        ->transform(wholeNumber(0, kMaxSteps));
    command.add_flag("--no-legend", options.noLegend,
                     "With --gif or --video: no caption and legend below the map");
    command.add_flag("--no-arrows", options.noArrows,
                     "With --gif or --video: no parent arrows (drawn at 8 pixels a cell or more)");
    command.add_flag("--regions", options.regions,
                     "With --gif or --video: each connected region of the map (under the run's movement) "
                     "tinted a colour of its own");
}

void checkAnimationOptions(const AnimationCliOptions& options) {
    if (options.video.empty())
        return;
    const std::optional<AnimationFormat> format = animationFormatOf(options.video);
    if (!format || *format == AnimationFormat::Gif)
        throw UsageError("--video " + options.video + ": a video's name ends in .webm or .mp4");
    if (options.video == options.gif)
        throw UsageError("--gif and --video name the same file: " + options.video);
}

void writeTraceAnimation(const AnimationCliOptions& options, const LoadedMap& map,
                         const std::vector<std::string>& names, const WalkerSettings& settings,
                         std::uint64_t budget) {
    if (names.empty() || names.size() > 2)
        throw UsageError("an animation shows one walker, or two side by side; --algo names " +
                         std::to_string(names.size()));
    if (options.toStep && *options.toStep < options.fromStep)
        throw UsageError("--to-step " + std::to_string(*options.toStep) + " is before --from-step " +
                         std::to_string(options.fromStep));
    const std::vector<MapEdit> edits =
        options.changesPath ? readMapEditsFile(*options.changesPath, map.grid.width(), map.grid.height())
                            : std::vector<MapEdit>{};

    std::vector<RecordedRun> runs;
    for (const std::string& name : names)
        runs.push_back(record(name, map.grid, settings, budget, edits));

    AnimationOptions animation;
    animation.framesPerSecond = options.framesPerSecond;
    animation.fromStep = options.fromStep;
    animation.toStep = options.toStep;
    animation.picture.legend = !options.noLegend;
    animation.picture.arrows = !options.noArrows;
    if (options.regions)
        animation.picture.regions = connectivityOf(settings.movement);
    const int longer = std::max(map.grid.width(), map.grid.height());
    animation.picture.cellPixels =
        options.cellPixels > 0 ? options.cellPixels : std::clamp(640 / std::max(1, longer), 1, 16);
    std::uint64_t last = 0;
    for (const RecordedRun& run : runs)
        last = std::max(last, run.timeline->lastStep());
    const std::uint64_t shown =
        std::min(last, options.toStep.value_or(last)) - std::min(last, options.fromStep);
    animation.stepsPerFrame =
        options.stepsPerFrame > 0 ? options.stepsPerFrame : std::max<std::uint64_t>(1, (shown + 299) / 300);
    const bool hex = map.grid.topology() == Topology::Hex;
    if (searchPictureSize(map.grid.width(), map.grid.height(), hex, animation.picture).width == 0)
        throw UsageError("at --cell-size " + std::to_string(animation.picture.cellPixels) +
                         " the pictures of this map would be too large; choose a smaller --cell-size");

    const auto longest =
        std::max_element(runs.begin(), runs.end(), [](const RecordedRun& a, const RecordedRun& b) {
            return a.timeline->lastStep() < b.timeline->lastStep();
        });
    const std::size_t frames = animationSteps(*longest->timeline, animation).size();
    for (const std::string* file : {&options.gif, &options.video}) {
        if (file->empty())
            continue;
        animation.format = file == &options.gif ? AnimationFormat::Gif : *animationFormatOf(*file);
        Progress progress("trace", "frames", frames);
        const auto update = [&progress](std::size_t done, std::size_t) {
            progress.update(done);
            return true;
        };
        std::optional<std::size_t> written;
        try {
            written = runs.size() == 1 ? writeAnimation(*runs[0].timeline, animation, *file, update)
                                       : writeAnimationComparison(*runs[0].timeline, *runs[1].timeline,
                                                                  animation, *file, update);
        } catch (const std::invalid_argument& e) {
            throw UsageError(e.what());
        }
        std::cout << "wrote " << countText(written.value_or(0), "frame") << " ("
                  << countText(animation.stepsPerFrame, "step") << " a frame, " << animation.framesPerSecond
                  << " a second) to " << *file << "\n";
    }
}

} // namespace pathfinder::cli
