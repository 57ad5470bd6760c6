#include "commands/bench_command.h"

#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/cost_comparison.h"
#include "pathfinder/search/run.h"

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
#include <cstdio>
#include <iostream>
#include <memory>

namespace pathfinder::cli {

namespace {

struct BenchOptions {
    std::vector<std::string> maps;
    MapLoadOptions load;
    WalkerOptions walker;
    int repetitions = 5;
    bool csv = false;
    bool json = false;
    std::string out;
};

int execute(const BenchOptions& options) {
    refuseInputAsOutput(options.load, options.maps, options.out);
    const auto names = options.walker.walkerNames();
    std::optional<WalkerSettings> shared; // the settings of every map, while they agree
    bool differ = false;
    Report report({"map", "walker", "status", "path_cost", "path_length", "cost_basis", "optimal_cost",
                   "cost_ratio", "expanded", "generated", "peak_open", "time_ns", "expansions_per_s", "runs",
                   "note"});
    Provenance provenance = cliProvenance();
    Progress progress("bench", "runs", options.maps.size() * names.size());
    RefusalNotes refusals;
    std::size_t done = 0;
    for (std::size_t m = 0; m < options.maps.size(); ++m) {
        const std::string& path = options.maps[m];
        LoadedMap map = loadMap(path, options.load);
        // Hashed once read: a file that is not a map (an endless device) is refused before.
        addFileProvenance(provenance, "map_" + std::to_string(m + 1), path);
        // A Moving AI map has no endpoints: run corner to corner, as generated maps do.
        fillMissingEndpoints(map);
        const WalkerSettings settings = options.walker.settings(map.movement);
        differ = differ || (shared && *shared != settings);
        shared = settings;
        const double optimal = referenceOptimalCost(map.grid, settings.movement);
        const std::uint64_t budget = options.walker.budgetFor(map.grid);
        for (const auto& name : names) {
            progress.update(done++);
            auto walker = createWalker(name);
            walker->setup(map.grid, settings);
            const RunResult run = runRepeatedly(*walker, budget, options.repetitions);
            refusals.add(name, path, walker->refusal());
            const RunStats& stats = run.stats;
            char rate[32];
            std::snprintf(rate, sizeof rate, "%.0f",
                          stats.timeNs > 0
                              ? static_cast<double>(stats.expanded) * 1e9 / static_cast<double>(stats.timeNs)
                              : 0.0);
            const bool reached = run.outcome == Outcome::Reached;
            const CostComparison comparison =
                costComparison(walker->description(), map.grid, settings.movement);
            report.addRow({map.name, name, std::string(toString(run.outcome)),
                           formatCost(comparison.cost(resultCost(run.outcome, stats.pathCost))),
                           reached ? formatCost(comparison.length(stats.pathCost)) : "",
                           std::string(toString(comparison.basis)), formatCost(optimal),
                           reached ? formatCost(comparison.ratio(stats.pathCost, optimal)) : "",
                           std::to_string(stats.expanded), std::to_string(stats.generated),
                           std::to_string(stats.peakOpen), std::to_string(stats.timeNs), rate,
                           std::to_string(run.runs), resultNote(walker->note(), comparison)});
        }
    }
    addRunProvenance(provenance, names, shared.value_or(WalkerSettings{}), options.walker.budget,
                     options.repetitions);
    if (differ) // a .maze may name its own movement
        for (const char* key : {"neighbours", "corner_rule", "diagonal_length"})
            provenance.set(key, "per map (the map files name their own)");
    progress.update(done);
    report.setProvenance(std::move(provenance));
    ResultOutput output(options.out);
    report.write(output.stream(), options.csv, options.json);
    output.commit();
    return kExitDone;
}

} // namespace

void addBenchCommand(CLI::App& app) {
    auto options = std::make_shared<BenchOptions>();
    CLI::App* bench = app.add_subcommand(
        "bench",
        "Time walkers on maps (start and goal from the file, else the free corners), median of --reps runs");
    bench->add_option("maps", options->maps, ".maze, Moving AI .map or Tiled .tmx files")
        ->required()
        ->check(existingFile());
    options->load.command = "bench";
    declareMapLoadOptions(*bench, options->load);
    options->walker.declare(*bench);
    bench->add_option("--reps", options->repetitions, "Runs per walker and map; times are medians")
        ->transform(wholeNumber(1, kMaxRepetitions))
        ->capture_default_str();
    auto* csv = bench->add_flag("--csv", options->csv, "Write CSV");
    bench->add_flag("--json", options->json, "Write JSON")->excludes(csv);
    declareOutput(*bench, options->out);
    Progress::declareQuiet(*bench);
    bench->callback([options] { throw CLI::RuntimeError(execute(*options)); });
}

} // namespace pathfinder::cli
