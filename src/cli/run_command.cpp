#include "run_command.h"

#include "pathfinder/run.h"
#include "pathfinder/walker_registry.h"

#include "map_loading.h"
#include "report.h"
#include "walker_options.h"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <iostream>
#include <limits>
#include <memory>

namespace pathfinder::cli {

namespace {

struct RunOptions {
    std::string mapPath;
    std::optional<std::string> start;
    std::optional<std::string> goal;
    WalkerOptions walker;
    int repetitions = 1;
    bool csv = false;
    bool json = false;
};

std::string statusName(const MapGridWalker& walker) {
    switch (walker.state()) {
    case WalkState::ReachedGoal:
        return "reached";
    case WalkState::UnableToReachGoal:
        return walker.stats().gaveUp ? "gave-up" : "unreachable";
    case WalkState::StillLooking:
        return "gave-up";
    }
    return "gave-up";
}

/// Runs a walker `repetitions` times; its stats are the last run's with the median time.
void timedRuns(MapGridWalker& walker, const MapGrid& grid, int repetitions) {
    // A reactive walker ends within its own step limit, which the user may set above the
    // grid's usual bound; one more iteration lets it report that it gave up.
    const std::uint64_t maxSteps = walker.settings().maxSteps;
    const std::uint64_t limit = std::max(
        iterationLimit(grid), maxSteps < std::numeric_limits<std::uint64_t>::max() ? maxSteps + 1 : maxSteps);
    runRepeatedly(walker, limit, repetitions);
}

int execute(const RunOptions& options) {
    LoadedMap map = loadMap(options.mapPath);
    placeEndpoints(map.grid, options.start, options.goal);
    const WalkerSettings settings = options.walker.settings(map.movement);
    const auto names = options.walker.walkerNames();
    if (!map.grid.start() || !map.grid.goal())
        throw std::runtime_error(options.mapPath + " has no " + (map.grid.start() ? "goal" : "start") +
                                 "; give one with --start X,Y / --goal X,Y");

    const double optimal = referenceOptimalCost(map.grid, settings.movement);
    Report report({{"walker", false},
                   {"status", false},
                   {"path_cost", true},
                   {"optimal_cost", true},
                   {"steps", true},
                   {"expanded", true},
                   {"generated", true},
                   {"reexpanded", true},
                   {"dead_ends", true},
                   {"peak_open", true},
                   {"time_ns", true},
                   // Reactive walkers only; empty for searches.
                   {"revisits", true},
                   {"distinct_cells", true},
                   {"seed", true}});
    for (const auto& name : names) {
        auto walker = createWalker(name);
        walker->setup(map.grid, settings);
        timedRuns(*walker, map.grid, options.repetitions);
        RunStats& stats = walker->mutableStats();
        stats.optimalCost = optimal;
        const bool walks = !walker->trail().empty();
        report.addRow({name, statusName(*walker), formatCost(stats.pathCost), formatCost(stats.optimalCost),
                       std::to_string(stats.pathSteps), std::to_string(stats.expanded),
                       std::to_string(stats.generated), std::to_string(stats.reexpanded),
                       std::to_string(stats.deadEnds), std::to_string(stats.peakOpen),
                       std::to_string(stats.timeNs), walks ? std::to_string(stats.revisits) : "",
                       walks ? std::to_string(stats.distinctCells) : "",
                       stats.seed ? std::to_string(*stats.seed) : ""});
    }

    if (options.csv) {
        report.writeCsv(std::cout);
    } else if (options.json) {
        report.writeJson(std::cout);
    } else {
        const Coord s = *map.grid.start();
        const Coord g = *map.grid.goal();
        std::cout << map.name << ": " << map.grid.width() << " x " << map.grid.height() << ", start " << s.x
                  << ',' << s.y << ", goal " << g.x << ',' << g.y << ", " << describe(settings.movement)
                  << "\n\n";
        report.writeTable(std::cout);
    }
    return 0;
}

} // namespace

void addRunCommand(CLI::App& app) {
    auto options = std::make_shared<RunOptions>();
    CLI::App* run =
        app.add_subcommand("run", "Solve one map with one or more walkers and print their statistics");
    run->add_option("--map", options->mapPath, "A .maze or Moving AI .map file")
        ->required()
        ->check(CLI::ExistingFile);
    run->add_option("--start", options->start, "Start cell X,Y (overrides the file's)");
    run->add_option("--goal", options->goal, "Goal cell X,Y (overrides the file's)");
    options->walker.declare(*run);
    run->add_option("--reps", options->repetitions, "Runs per walker; the time shown is the median")
        ->check(CLI::PositiveNumber)
        ->capture_default_str();
    auto* csv = run->add_flag("--csv", options->csv, "Write CSV");
    run->add_flag("--json", options->json, "Write JSON")->excludes(csv);
    run->callback([options] { throw CLI::RuntimeError(execute(*options)); });
}

} // namespace pathfinder::cli
