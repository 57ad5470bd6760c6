#include "commands/dynamic_command.h"

#include "pathfinder/basics/count_text.h"
#include "pathfinder/experiments/random_edits.h"
#include "pathfinder/formats/map_changes.h"
#include "pathfinder/search/run.h"

#include "experiment/replay.h"
#include "experiment/sighted_run.h"
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
    int sight = 0; ///< 0: replay changes; else walk with this sight radius
    std::string sightRule = "radius";
    int changeEvery = 1;
    int repetitions = 1;
    WalkerOptions walker;
    bool csv = false;
    bool json = false;
    std::string out;
};

/// The changes of --changes, or --random's, made with progress and a word when they stop short; none
/// when neither is given.
std::vector<MapEdit> changesFor(const DynamicOptions& options, const LoadedMap& map,
                                const Movement& movement) {
    if (!options.changesPath && options.randomChanges == 0)
        return {};
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

/// The map of the options with its start and goal, a note on stderr when they were placed for it.
LoadedMap loadDynamicMap(const DynamicOptions& options) {
    std::vector<std::string> inputs{options.mapPath};
    if (options.changesPath)
        inputs.push_back(*options.changesPath);
    refuseInputAsOutput(options.load, inputs, options.out);
    LoadedMap map = loadMap(options.mapPath, options.load);
    placeEndpoints(map.grid, options.start, options.goal);
    if (const std::string placed = fillMissingEndpoints(map); !placed.empty())
        std::cerr << "note: " << options.mapPath << " names no start or goal, so the walkers run between the "
                  << "free cells nearest its corners: " << placed
                  << "; choose others with --start X,Y and --goal X,Y\n";
    return map;
}

/// Provenance of the map, the changes and the walkers, as both kinds of dynamic run write it.
Provenance dynamicProvenance(const DynamicOptions& options, const LoadedMap& map,
                             const std::vector<std::string>& names, const WalkerSettings& settings,
                             const std::string& budget) {
    Provenance provenance = cliProvenance();
    addMapProvenance(provenance, map.path, map.grid);
    if (options.changesPath) {
        addFileProvenance(provenance, "changes", *options.changesPath);
    } else if (options.randomChanges == 0) {
        provenance.set("changes", "none");
    } else {
        provenance.set("changes", std::to_string(options.randomChanges) + " random near the route");
        provenance.set("changes_seed", std::to_string(options.seed));
    }
    addRunProvenance(provenance, names, settings, budget, options.repetitions);
    return provenance;
}

/// dynamic --sight: each walker walks from start to goal seeing only within the sight radius, the
/// changes made to the true map as it goes; one row per walker.
int executeSighted(const DynamicOptions& options) {
    const LoadedMap map = loadDynamicMap(options);
    const WalkerSettings settings = options.walker.settings(map.movement);
    const auto names = options.walker.walkerNames();
    if (const std::string problem = SightedWalk::problem(map.grid); !problem.empty())
        throw UsageError(options.mapPath + ": " + problem);
    const std::vector<MapEdit> edits = changesFor(options, map, settings.movement);
    const Sight sight(options.sight, *sightRuleNamed(options.sightRule));

    Report report({"walker", "status", "moves", "path_cost", "full_sight_cost", "repairs", "expanded",
                   "time_ns", "cells_seen", "changes_made", "note"});
    // A walk plans many times; each plan may take the core's iteration limit, not --budget.
    Provenance provenance = dynamicProvenance(options, map, names, settings,
                                              countText(iterationLimit(map.grid), "iteration") +
                                                  " a plan (the core's limit for the map)");
    provenance.set("sight", countText(static_cast<std::size_t>(options.sight), "cell") + ", rule " +
                                options.sightRule);
    provenance.set("change_every", countText(static_cast<std::size_t>(options.changeEvery), "step"));
    report.setProvenance(std::move(provenance));
    std::cerr << "note: path_cost is what each agent paid walking with sight " << options.sight << " ("
              << options.sightRule << "), planning on what it had seen and taking the unseen as free; "
              << "full_sight_cost is the least cost on the map as the walk left it (reference Dijkstra), "
              << "what an agent that saw all of that map would pay"
              << (edits.empty() ? "" : "; after changes it bounds path_cost in neither direction") << "\n";
    Progress progress("dynamic", "walks", names.size() * static_cast<std::size_t>(options.repetitions));
    std::size_t walks = 0;
    RefusalNotes refusals;
    for (const auto& name : names) {
        std::vector<std::int64_t> times;
        SightedRunResult result;
        for (int rep = 0; rep < options.repetitions; ++rep) {
            progress.update(walks++);
            result = sightedRun(map.grid, name, settings, edits,
                                static_cast<std::size_t>(options.changeEvery), sight);
            times.push_back(result.stats.planningNs);
        }
        refusals.add(name, options.mapPath, result.refusal);
        const bool walked = result.refusal.empty();
        const SightedWalkStats& s = result.stats;
        report.addRow(
            {name, result.status, walked ? std::to_string(s.moves) : "",
             result.status == "reached" ? formatCost(s.walkedCost) : "", formatCost(result.fullSightCost),
             walked ? std::to_string(s.plans > 0 ? s.plans - 1 : 0) : "",
             walked ? std::to_string(s.expansions) : "", walked ? std::to_string(medianOf(times)) : "",
             walked ? std::to_string(s.cellsSeen) : "", std::to_string(result.changesMade), result.note});
    }
    progress.update(walks);
    ResultOutput output(options.out);
    report.write(output.stream(), options.csv, options.json);
    output.commit();
    return kExitDone;
}

int execute(const DynamicOptions& options) {
    const LoadedMap map = loadDynamicMap(options);
    const WalkerSettings settings = options.walker.settings(map.movement);
    const auto names = options.walker.walkerNames();

    const std::vector<MapEdit> edits = changesFor(options, map, settings.movement);
    const std::vector<double> optimal = optimalCosts(map.grid, edits, settings.movement);

    Report report({"step", "change", "walker", "status", "path_cost", "path_length", "cost_basis",
                   "optimal_cost", "cost_ratio", "expanded", "time_ns", "note"});
    report.setProvenance(dynamicProvenance(options, map, names, settings,
                                           countText(options.walker.budgetFor(map.grid), "iteration") + " (" +
                                               options.walker.budget + ")"));
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
    auto* sight =
        dynamic
            ->add_option("--sight", options->sight,
                         "Instead of replaying: each walker walks from start to goal seeing only the "
                         "cells within R cells (and the 8 around it), planning on what it has seen "
                         "and taking the unseen as free; the changes are made as it walks. "
                         "--algo's default here is dstar,pathjoiner,astar")
            ->transform(wholeNumber(1, MapGrid::kMaxSide));
    dynamic
        ->add_option("--sight-rule", options->sightRule,
                     "With --sight: radius (every cell within R) or line (those in line of sight: no wall "
                     "cell or wall side on the line between the cells' centres)")
        ->check(CLI::IsMember({"radius", "line"}))
        ->needs(sight)
        ->capture_default_str();
    dynamic
        ->add_option("--change-every", options->changeEvery,
                     "With --sight: make the next change before every K-th step of the walk (change i "
                     "before step i*K; a stuck agent waits for the changes still to come)")
        ->transform(wholeNumber(1, 1'000'000))
        ->needs(sight)
        ->capture_default_str();
    CLI::Option* algo = dynamic->get_option("--algo");
    dynamic->callback([options, changes, random, sight, algo] {
        if (sight->count() > 0) {
            if (algo->count() == 0)
                options->walker.algorithms = "dstar,pathjoiner,astar";
            throw CLI::RuntimeError(executeSighted(*options));
        }
        if (changes->count() == 0 && random->count() == 0)
            throw UsageError("dynamic needs --changes FILE or --random N (or --sight R to walk with limited "
                             "sight)");
        throw CLI::RuntimeError(execute(*options));
    });
}

} // namespace pathfinder::cli
