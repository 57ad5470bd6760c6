#include "commands/run_command.h"

#include "pathfinder/basics/count_text.h"
#include "pathfinder/grid/footprint.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/cost_comparison.h"
#include "pathfinder/search/run.h"
#include "pathfinder/search/unit_size_support.h"
#include "pathfinder/walkers/any_angle/any_angle.h"

#include "commands/run_goals.h"
#include "options/exit_status.h"
#include "options/map_loading.h"
#include "options/option_checks.h"
#include "options/walker_options.h"
#include "output/cli_provenance.h"
#include "output/progress.h"
#include "output/report.h"
#include "output/result_output.h"

#include <CLI/CLI.hpp>
#include <iostream>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace pathfinder::cli {

namespace {

struct RunOptions {
    std::string mapPath;
    MapLoadOptions load;
    std::optional<std::string> start;
    std::optional<std::string> goal;
    WalkerOptions walker;
    GoalPointOptions points;
    int repetitions = 5;
    bool csv = false;
    bool json = false;
    std::string out;
};

/// `run --via` or `run --goals`: the route's legs, or the nearest goal, one run per walker.
int executeGoalPoints(const RunOptions& options, const LoadedMap& map, const WalkerSettings& settings,
                      const std::vector<std::string>& names) {
    if (map.grid.unit().size > 1)
        throw UsageError(std::string(options.points.via.empty() ? "--goals" : "--via") +
                         " plans for units of one cell only");
    const std::uint64_t budget = options.walker.budgetFor(map.grid);
    const bool route = !options.points.via.empty();
    const std::vector<Coord> cells = route ? goalPointCells(map.grid, "--via", options.points.via)
                                           : goalPointCells(map.grid, "--goals", options.points.goals);
    Report report = route ? viaRouteReport(map.grid, settings, names, cells, budget)
                          : nearestGoalReport(map.grid, settings, names, cells);
    Provenance provenance = cliProvenance();
    addMapProvenance(provenance, map.path, map.grid);
    addRunProvenance(provenance, names, settings,
                     countText(budget, "iteration") + " (" + options.walker.budget + ")", 1);
    std::string points;
    for (const std::string& text : route ? options.points.via : options.points.goals)
        points += (points.empty() ? "" : " ") + text;
    provenance.set(route ? "via" : "goals", points);
    if (!route)
        provenance.set("goal", "the nearest of the goals"); // the map's own goal is not sought
    report.setProvenance(std::move(provenance));

    ResultOutput output(options.out);
    std::ostream& out = output.stream();
    if (!options.csv && !options.json) {
        const Coord s = *map.grid.start();
        out << map.name << ": " << map.grid.width() << " x " << map.grid.height() << ", start " << s.x << ','
            << s.y
            << (route ? ", via " + points + ", goal " + std::to_string(map.grid.goal()->x) + "," +
                            std::to_string(map.grid.goal()->y)
                      : ", the nearest of the goals " + points)
            << ", " << describe(settings.movement) << "\ntime_ns is of one run"
            << (route ? "; each leg is a search of its own, the route row their sum" : "") << "\n\n";
    }
    report.write(out, options.csv, options.json);
    output.commit();
    return kExitDone;
}

/// The solutions of the anytime walkers (ARA*), each in the order found: its cost, the bound it was
/// proved within, and the expansions and time spent until it was found (of the last run).
void writeSolutions(std::ostream& out,
                    const std::vector<std::pair<std::string, std::vector<AnytimeSolution>>>& anytime) {
    for (const auto& [name, solutions] : anytime) {
        out << '\n'
            << name << ": " << countText(solutions.size(), "solution")
            << " (cost, bound, expanded, time_ns)\n";
        for (std::size_t i = 0; i < solutions.size(); ++i) {
            const AnytimeSolution& s = solutions[i];
            out << "  " << i + 1 << ": cost " << formatCost(s.cost) << ", bound " << formatCost(s.bound)
                << ", expanded " << s.expanded << ", time_ns " << s.timeNs << '\n';
        }
    }
}

int execute(const RunOptions& options) {
    refuseInputAsOutput(options.load, {options.mapPath}, options.out);
    LoadedMap map = loadMap(options.mapPath, options.load);
    placeEndpoints(map.grid, options.start, options.goal);
    const WalkerSettings settings = options.walker.settings(map.movement);
    const auto names = options.walker.walkerNames();
    if (const std::string placed = fillMissingEndpoints(map); !placed.empty())
        std::cerr << "note: " << options.mapPath << " names no start or goal, so the walkers run between the "
                  << "free cells nearest its corners: " << placed
                  << "; choose others with --start X,Y and --goal X,Y\n";
    if (options.points.any())
        return executeGoalPoints(options, map, settings, names);

    // A unit larger than one cell walks the map of its positions (footprint.h), which every walker
    // searches as it searches any map.
    std::unique_ptr<FootprintMap> footprint;
    if (const int size = map.grid.unit().size; size > 1) {
        if (const std::string problem = footprintProblem(map.grid, size); !problem.empty())
            throw UsageError(options.mapPath + ": " + problem);
        footprint = std::make_unique<FootprintMap>(map.grid, size);
    }
    const MapGrid& searched = footprint ? footprint->positions() : map.grid;

    const std::uint64_t budget = options.walker.budgetFor(searched);
    const double optimal = referenceOptimalCost(searched, settings.movement);
    Report report({"walker", "status", "path_cost", "path_length", "cost_basis", "optimal_cost", "cost_ratio",
                   "path_steps", "expanded", "generated", "reexpanded", "dead_ends", "peak_open", "time_ns",
                   // Reactive walkers only (trials: real-time agents only); empty for searches.
                   "revisits", "distinct_cells", "seed", "trials", "runs",
                   // The path pulled taut between cells in sight (smoothPath), for every walker that found
                   // one; not the `smooth` parameter, which changes how a walker searches. A length, as
                   // its name says: on a map whose costs differ it is no cost.
                   "smoothed_length", "note"});
    Provenance provenance = cliProvenance();
    addMapProvenance(provenance, map.path, map.grid);
    addRunProvenance(provenance, names, settings,
                     countText(budget, "iteration") + " (" + options.walker.budget + ")",
                     options.repetitions);
    report.setProvenance(std::move(provenance));
    // On maps with hex cells or sides between cells no smoothed length is given, nor for a larger
    // unit, whose path is its top-left cells: pulled taut between cells a point sees, its square
    // would clip corners.
    const bool canSmooth = smoothable(searched) && !footprint;
    std::vector<std::string> refusals;
    std::vector<std::pair<std::string, std::vector<AnytimeSolution>>> anytime;
    Progress progress("run", "walkers", names.size());
    std::size_t done = 0;
    for (const auto& name : names) {
        progress.update(done++);
        auto walker = createWalker(name);
        walker->setup(searched, settings);
        const std::string sizeRefusal =
            unitSizeRefusal(walker->description(), footprint ? footprint->size() : 1);
        RunResult run;
        if (sizeRefusal.empty())
            run = runRepeatedly(*walker, budget, options.repetitions);
        else
            run.outcome = Outcome::GaveUp;
        const RunStats& stats = run.stats;
        if (auto solutions = walker->solutions(); !solutions.empty())
            anytime.emplace_back(name, std::move(solutions));
        const bool walks = !walker->trail().empty();
        const bool reached = run.outcome == Outcome::Reached;
        const CostComparison comparison = costComparison(walker->description(), searched, settings.movement);
        const std::string refusal = sizeRefusal.empty() ? walker->refusal() : sizeRefusal;
        if (!refusal.empty())
            refusals.push_back(refusal);
        // A refusal says all there is: the walker never searched.
        const std::string note = refusal.empty() ? resultNote(walker->note(), comparison) : refusal;
        report.addRow({name,
                       std::string(toString(run.outcome)),
                       formatCost(comparison.cost(resultCost(run.outcome, stats.pathCost))),
                       reached ? formatCost(comparison.length(stats.pathCost)) : "",
                       std::string(toString(comparison.basis)),
                       formatCost(optimal),
                       reached ? formatCost(comparison.ratio(stats.pathCost, optimal)) : "",
                       reached ? std::to_string(stats.pathSteps) : "",
                       std::to_string(stats.expanded),
                       std::to_string(stats.generated),
                       std::to_string(stats.reexpanded),
                       std::to_string(stats.deadEnds),
                       std::to_string(stats.peakOpen),
                       std::to_string(stats.timeNs),
                       walks ? std::to_string(stats.revisits) : "",
                       walks ? std::to_string(stats.distinctCells) : "",
                       stats.seed ? std::to_string(*stats.seed) : "",
                       stats.trials != 0 ? std::to_string(stats.trials) : "",
                       std::to_string(run.runs),
                       reached && canSmooth
                           ? formatCost(smoothedLength(searched, settings.movement, walker->path()))
                           : "",
                       note});
    }
    progress.update(names.size());
    // A walker that refused the map never searched: its row has no cost, and the note says why.
    for (const std::string& refusal : refusals)
        std::cerr << "note: " << refusal << ", so it did not search " << options.mapPath
                  << " (its row is gave-up, without a cost)\n";

    ResultOutput output(options.out);
    std::ostream& out = output.stream();
    if (options.csv) {
        report.writeCsv(out);
    } else if (options.json) {
        report.writeJson(out);
    } else {
        const Coord s = *map.grid.start();
        const Coord g = *map.grid.goal();
        out << map.name << ": " << map.grid.width() << " x " << map.grid.height() << ", start " << s.x << ','
            << s.y << ", goal " << g.x << ',' << g.y << ", " << describe(settings.movement)
            << (footprint ? ", a unit " + countText(footprint->size(), "cell") +
                                " wide (its paths are its top-left cells)"
                          : std::string())
            << "\ntime_ns is the median of " << options.repetitions
            << (options.repetitions == 1 ? " run" : " runs") << " (a run that spends its budget of "
            << countText(budget, "iteration") << " is not repeated)\n\n";
        report.writeTable(out);
        writeSolutions(out, anytime);
    }
    output.commit();
    return kExitDone;
}

} // namespace

void addRunCommand(CLI::App& app) {
    auto options = std::make_shared<RunOptions>();
    CLI::App* run =
        app.add_subcommand("run", "Solve one map with one or more walkers and print their statistics");
    run->add_option("--map", options->mapPath, "A .maze, Moving AI .map or Tiled .tmx file")
        ->required()
        ->check(existingFile());
    options->load.command = "run";
    options->load.sizedUnits = options->load.unitSizeOption = true;
    declareMapLoadOptions(*run, options->load);
    declareEndpoints(*run, options->start, options->goal);
    declareGoalPoints(*run, options->points, run->get_option("--goal"));
    options->walker.declare(*run);
    run->add_option("--reps", options->repetitions, "Runs per walker; the time shown is their median")
        ->transform(wholeNumber(1, kMaxRepetitions))
        ->capture_default_str();
    auto* csv = run->add_flag("--csv", options->csv, "Write CSV");
    run->add_flag("--json", options->json, "Write JSON")->excludes(csv);
    declareOutput(*run, options->out);
    Progress::declareQuiet(*run);
    run->callback([options] { throw CLI::RuntimeError(execute(*options)); });
}

} // namespace pathfinder::cli
