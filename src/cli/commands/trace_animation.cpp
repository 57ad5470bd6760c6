#include "commands/trace_animation.h"

#include "pathfinder/basics/count_text.h"
#include "pathfinder/formats/map_changes.h"
#include "pathfinder/grid/topology.h"
#include "pathfinder/pictures/animation.h"
#include "pathfinder/registry/walker_registry.h"
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

/// One walker's run on its own copy of the map, recorded step by step, with the changes made after
/// it finished and the steps that repaired them.
struct RecordedRun {
    std::unique_ptr<MapGrid> grid; ///< where the walker's pointer to it stays valid as the run moves
    std::unique_ptr<MapGridWalker> walker;
    std::unique_ptr<SearchTimeline> timeline;
};

void runRecorded(RecordedRun& run, std::uint64_t budget) {
    for (std::uint64_t i = 0; i < budget && !run.walker->finished(); ++i) {
        run.walker->iterate();
        run.timeline->endStep(*run.walker);
    }
}

RecordedRun record(const std::string& name, const MapGrid& map, const WalkerSettings& settings,
                   std::uint64_t budget, const std::vector<MapEdit>& edits) {
    RecordedRun run{std::make_unique<MapGrid>(map), createWalker(name), nullptr};
    MapGrid& grid = *run.grid;
    run.walker->setup(grid, settings);
    run.timeline = std::make_unique<SearchTimeline>(grid, *run.walker);
    run.walker->setListener(run.timeline.get());
    run.walker->reset();
    run.timeline->begin(*run.walker);
    runRecorded(run, budget);
    std::vector<GridChange> changes;
    MapGridWalker* walker = run.walker.get();
    const auto id = grid.addListener([&changes, walker](const GridChange& change) {
        walker->notifyChange(change);
        changes.push_back(change);
    });
    for (const MapEdit& edit : edits) {
        applyEdit(grid, edit);
        run.timeline->endEdit(grid, std::exchange(changes, {}), *run.walker);
        runRecorded(run, budget);
    }
    grid.removeListener(id);
    run.walker->setListener(nullptr);
    return run;
}

} // namespace

void declareAnimationOptions(CLI::App& command, AnimationCliOptions& options) {
    command.add_option("--gif", options.gif,
                       "Write an animated GIF of the run (of two runs side by side when --algo names two)");
    command
        .add_option("--changes", options.changesPath,
                    "With --gif: a change script made to the map once the walker has finished; the "
                    "animation shows the repairs")
        ->check(existingFile());
    command.add_option("--fps", options.framesPerSecond, "With --gif: frames a second")
        ->transform(realNumber(AnimationOptions::kMinFramesPerSecond, AnimationOptions::kMaxFramesPerSecond))
        ->capture_default_str();
    command
        .add_option("--cell-size", options.cellPixels,
                    "With --gif: pixels a cell's side (default: about 640 pixels on the map's longer side)")
        ->transform(wholeNumber(SearchPictureOptions::kMinCellPixels, SearchPictureOptions::kMaxCellPixels));
    command
        .add_option("--steps-per-frame", options.stepsPerFrame,
                    "With --gif: steps a frame moves on (default: at most about 300 frames)")
        ->transform(wholeNumber(1, kMaxSteps));
    command.add_option("--from-step", options.fromStep, "With --gif: the first step shown")
        ->transform(wholeNumber(0, kMaxSteps));
    command
        .add_option("--to-step", options.toStep, "With --gif: the last step shown (default: the run's last)")
        ->transform(wholeNumber(0, kMaxSteps));
    command.add_flag("--no-legend", options.noLegend, "With --gif: no caption and legend below the map");
}

void writeTraceAnimation(const AnimationCliOptions& options, const LoadedMap& map,
                         const std::vector<std::string>& names, const WalkerSettings& settings,
                         std::uint64_t budget) {
    if (names.empty() || names.size() > 2)
        throw UsageError("--gif animates one walker, or two side by side; --algo names " +
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
    Progress progress("trace", "frames", frames);
    const auto update = [&progress](std::size_t done, std::size_t) {
        progress.update(done);
        return true;
    };
    std::optional<std::size_t> written;
    try {
        written = runs.size() == 1 ? writeGifAnimation(*runs[0].timeline, animation, options.gif, update)
                                   : writeGifComparison(*runs[0].timeline, *runs[1].timeline, animation,
                                                        options.gif, update);
    } catch (const std::invalid_argument& e) {
        throw UsageError(e.what());
    }
    std::cout << "wrote " << countText(written.value_or(0), "frame") << " ("
              << countText(animation.stepsPerFrame, "step") << " a frame, " << animation.framesPerSecond
              << " a second) to " << options.gif << "\n";
}

} // namespace pathfinder::cli
