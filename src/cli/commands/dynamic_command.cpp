#include "commands/dynamic_command.h"

#include "pathfinder/basics/count_text.h"
#include "pathfinder/experiments/random_edits.h"
#include "pathfinder/formats/map_changes.h"
#include "pathfinder/search/run.h"

#include "experiment/replay.h"
#include "options/exit_status.h"
#include "options/map_loading.h"
#include "options/option_checks.h"
#include "options/walker_options.h"
#include "output/cli_provenance.h"
#include "output/progress.h"
#include "output/refusal_notes.h"
#include "output/report.h"
#include "output/result_output.h"

#include <CLI/CLI.hpp>
#include <iostream>
#include <limits>
#include <memory>

namespace pathfinder::cli {

namespace {

struct DynamicOptions {
    std::string mapPath;
    MapLoadOptions load;
    std::optional<std::string> start;
    std::optional<std::string> goal;
    std::optional<std::string> changesPath;
    int randomChanges = 0;
    std::uint64_t seed = 1;
    int repetitions = 1;
    WalkerOptions walker;
    bool csv = false;
    bool json = false;
    std::string out;
};

/// The changes of --changes, or --random's, made with progress and a word when they stop short.
std::vector<MapEdit> changesFor(const DynamicOptions& options, const LoadedMap& map,
                                const Movement& movement) {
    if (options.changesPath)
        return readMapEditsFile(*options.changesPath, map.grid.width(), map.grid.height());
    const auto asked = static_cast<std::size_t>(options.randomChanges);
    Progress progress("dynamic", "changes made", asked);
    RandomEdits made = randomEditsNearPath(map.grid, movement, options.randomChanges, options.seed,
                                           [&progress](std::size_t done) { progress.update(done); });
    if (!made.stoppedBecause.empty())
        std::cerr << "note: made " << made.edits.size() << " of the " << countText(asked, "change")
                  << " asked for: " << made.stoppedBecause << '\n';
    return std::move(made.edits);
}

/// The optimal cost before the changes and after each, from the reference Dijkstra on the map as
/// it is then.
std::vector<double> optimalCosts(const MapGrid& map, const std::vector<MapEdit>& edits,
                                 const Movement& movement) {
    Progress progress("dynamic", "optimal costs (reference Dijkstra)", edits.size() + 1);
    MapGrid grid = map;
    std::vector<double> optimal{referenceOptimalCost(grid, movement)};
    for (const MapEdit& edit : edits) {
        progress.update(optimal.size());
        applyEdit(grid, edit);
        optimal.push_back(referenceOptimalCost(grid, movement));
    }
    progress.update(optimal.size());
    return optimal;
}

int execute(const DynamicOptions& options) {
    std::vector<std::string> inputs{options.mapPath};
    if (options.changesPath)
        inputs.push_back(*options.changesPath);
    refuseInputAsOutput(options.load, inputs, options.out);
    LoadedMap map = loadMap(options.mapPath, options.load);
    placeEndpoints(map.grid, options.start, options.goal);
    const WalkerSettings settings = options.walker.settings(map.movement);
    const auto names = options.walker.walkerNames();
    if (const std::string placed = fillMissingEndpoints(map); !placed.empty())
        std::cerr << "note: " << options.mapPath << " names no start or goal, so the walkers run between the "
                  << "free cells nearest its corners: " << placed
                  << "; choose others with --start X,Y and --goal X,Y\n";

    const std::vector<MapEdit> edits = changesFor(options, map, settings.movement);
    const std::vector<double> optimal = optimalCosts(map.grid, edits, settings.movement);

    Report report({"step", "change", "walker", "status", "path_cost", "path_length", "cost_basis",
                   "optimal_cost", "cost_ratio", "expanded", "time_ns", "note"});
    Provenance provenance = cliProvenance();
    addMapProvenance(provenance, map.path, map.grid);
    if (options.changesPath) {
        addFileProvenance(provenance, "changes", *options.changesPath);
    } else {
        provenance.set("changes", std::to_string(options.randomChanges) + " random near the route");
        provenance.set("changes_seed", std::to_string(options.seed));
    }
    addRunProvenance(provenance, names, settings,
                     countText(options.walker.budgetFor(map.grid), "iteration") + " (" +
                         options.walker.budget + ")",
                     options.repetitions);
    report.setProvenance(std::move(provenance));
    Progress progress("dynamic", "replays", names.size() * static_cast<std::size_t>(options.repetitions));
    std::size_t replays = 0;
    RefusalNotes refusals;
    for (const auto& name : names) {
        std::vector<std::vector<StepResult>> runs;
        for (int rep = 0; rep < options.repetitions; ++rep) {
            progress.update(replays++);
            runs.push_back(replay(map.grid, name, settings, edits, options.walker.budgetFor(map.grid)));
        }
        for (std::size_t step = 0; step < runs.front().size(); ++step) {
            std::vector<std::int64_t> times;
            for (const auto& run : runs)
                times.push_back(run[step].timeNs);
            const StepResult& result = runs.back()[step];
            refusals.add(name, options.mapPath, result.refusal);
            const CostComparison& c = result.comparison;
            const bool reached = result.outcome == Outcome::Reached;
            report.addRow({std::to_string(step), step == 0 ? "first search" : edits[step - 1].describe(),
                           name, std::string(toString(result.outcome)),
                           formatCost(c.cost(resultCost(result.outcome, result.pathCost))),
                           reached ? formatCost(c.length(result.pathCost)) : "",
                           std::string(toString(c.basis)), formatCost(optimal[step]),
                           reached ? formatCost(c.ratio(result.pathCost, optimal[step])) : "",
                           std::to_string(result.expanded), std::to_string(medianOf(times)),
                           std::string(c.note)});
        }
    }
    progress.update(replays);
    ResultOutput output(options.out);
    report.write(output.stream(), options.csv, options.json);
    output.commit();
    return kExitDone;
}

} // namespace

void addDynamicCommand(CLI::App& app) {
    auto options = std::make_shared<DynamicOptions>();
    options->walker.algorithms = "dstar";
    CLI::App* dynamic = app.add_subcommand(
        "dynamic", "Replay map changes and show how each walker repairs its path: step 0 is the first "
                   "search, then one row per change");
    dynamic->add_option("--map", options->mapPath, "A .maze, Moving AI .map or Tiled .tmx file")
        ->required()
        ->check(existingFile());
    options->load.command = "dynamic";
    declareMapLoadOptions(*dynamic, options->load);
    declareEndpoints(*dynamic, options->start, options->goal);
    auto* changes =
        dynamic
            ->add_option("--changes", options->changesPath,
                         "A change script: one 'add X Y', 'remove X Y', 'cost X Y C', 'terrain X Y "
                         "NAME', 'start X Y' or 'goal X Y' per line")
            ->check(existingFile());
    auto* random = dynamic
                       ->add_option("--random", options->randomChanges,
                                    "Instead of a script: N single-cell changes near the route")
                       ->transform(wholeNumber(1, 1'000'000));
    changes->excludes(random);
    dynamic->add_option("--seed", options->seed, "Seed of the random changes")
        ->transform(wholeNumber(0, std::numeric_limits<std::uint64_t>::max()))
        ->capture_default_str();
    options->walker.declare(*dynamic, {Parameter::Seed}); // --seed is the changes' here
    dynamic->add_option("--reps", options->repetitions, "Replays per walker; times are medians")
        ->transform(wholeNumber(1, kMaxRepetitions))
        ->capture_default_str();
    auto* csv = dynamic->add_flag("--csv", options->csv, "Write CSV");
    dynamic->add_flag("--json", options->json, "Write JSON")->excludes(csv);
    declareOutput(*dynamic, options->out);
    Progress::declareQuiet(*dynamic);
    dynamic->callback([options, changes, random] {
        if (changes->count() == 0 && random->count() == 0)
            throw UsageError("dynamic needs --changes FILE or --random N");
        throw CLI::RuntimeError(execute(*options));
    });
}

} // namespace pathfinder::cli
