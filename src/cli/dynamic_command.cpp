#include "dynamic_command.h"

#include "pathfinder/count_text.h"
#include "pathfinder/map_changes.h"
#include "pathfinder/run.h"

#include "cli_provenance.h"
#include "map_loading.h"
#include "option_checks.h"
#include "replay.h"
#include "report.h"
#include "walker_options.h"

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
};

int execute(const DynamicOptions& options) {
    LoadedMap map = loadMap(options.mapPath, options.load);
    placeEndpoints(map.grid, options.start, options.goal);
    if (!map.grid.start() || !map.grid.goal())
        throw std::runtime_error(options.mapPath + " has no " + (map.grid.start() ? "goal" : "start") +
                                 "; give one with --start X,Y / --goal X,Y");
    const WalkerSettings settings = options.walker.settings(map.movement);
    const auto names = options.walker.walkerNames();

    const std::vector<MapEdit> edits =
        options.changesPath
            ? readMapEditsFile(*options.changesPath, map.grid.width(), map.grid.height())
            : randomEditsNearPath(map.grid, settings.movement, options.randomChanges, options.seed);

    // The optimal cost after every step, from the reference Dijkstra on the map as it is then.
    std::vector<double> optimal;
    {
        MapGrid grid = map.grid;
        optimal.push_back(referenceOptimalCost(grid, settings.movement));
        for (const MapEdit& edit : edits) {
            applyEdit(grid, edit);
            optimal.push_back(referenceOptimalCost(grid, settings.movement));
        }
    }

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
    for (const auto& name : names) {
        std::vector<std::vector<StepResult>> runs;
        for (int rep = 0; rep < options.repetitions; ++rep)
            runs.push_back(replay(map.grid, name, settings, edits, options.walker.budgetFor(map.grid)));
        for (std::size_t step = 0; step < runs.front().size(); ++step) {
            std::vector<std::int64_t> times;
            for (const auto& run : runs)
                times.push_back(run[step].timeNs);
            const StepResult& result = runs.back()[step];
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
    report.write(std::cout, options.csv, options.json);
    return 0;
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
        ->check(CLI::ExistingFile);
    declareMapLoadOptions(*dynamic, options->load);
    dynamic->add_option("--start", options->start, "Start cell X,Y (overrides the file's)");
    dynamic->add_option("--goal", options->goal, "Goal cell X,Y (overrides the file's)");
    auto* changes = dynamic->add_option(
        "--changes", options->changesPath,
        "A change script: one 'add X Y', 'remove X Y', 'cost X Y C', 'start X Y' or 'goal X Y' per line");
    auto* random = dynamic
                       ->add_option("--random", options->randomChanges,
                                    "Instead of a script: N single-cell changes near the route")
                       ->check(wholeNumber(1, 1'000'000));
    changes->excludes(random);
    dynamic->add_option("--seed", options->seed, "Seed of the random changes")
        ->check(wholeNumber(0, std::numeric_limits<std::uint64_t>::max()))
        ->capture_default_str();
    options->walker.declare(*dynamic, {Parameter::Seed}); // --seed is the changes' here
    dynamic->add_option("--reps", options->repetitions, "Replays per walker; times are medians")
        ->check(wholeNumber(1, kMaxRepetitions))
        ->capture_default_str();
    auto* csv = dynamic->add_flag("--csv", options->csv, "Write CSV");
    dynamic->add_flag("--json", options->json, "Write JSON")->excludes(csv);
    dynamic->callback([options, changes, random] {
        if (changes->count() == 0 && random->count() == 0)
            throw std::runtime_error("dynamic needs --changes FILE or --random N");
        throw CLI::RuntimeError(execute(*options));
    });
}

} // namespace pathfinder::cli
