#include "trace_command.h"

#include "pathfinder/cost_comparison.h"
#include "pathfinder/count_text.h"
#include "pathfinder/movingai_io.h"
#include "pathfinder/number_text.h"
#include "pathfinder/run.h"
#include "pathfinder/search_trace.h"
#include "pathfinder/search_trace_io.h"
#include "pathfinder/walker_registry.h"

#include "cli_provenance.h"
#include "map_loading.h"
#include "walker_options.h"

#include <CLI/CLI.hpp>
#include <cmath>
#include <iostream>
#include <memory>
#include <stdexcept>

namespace pathfinder::cli {

namespace {

struct TraceOptions {
    std::string mapPath;
    MapLoadOptions load;
    std::optional<std::string> start;
    std::optional<std::string> goal;
    WalkerOptions walker;
    std::string out;
};

int executeTrace(const TraceOptions& options) {
    LoadedMap map = loadMap(options.mapPath, options.load);
    placeEndpoints(map.grid, options.start, options.goal);
    const auto names = options.walker.walkerNames();
    if (names.size() != 1)
        throw std::runtime_error("a trace records one walker; --algo names " + std::to_string(names.size()));
    const WalkerSettings settings = options.walker.settings(map.movement);
    if (const std::string placed = fillMissingEndpoints(map); !placed.empty())
        std::cerr << "note: " << options.mapPath << " names no start or goal, so the walker runs between the "
                  << "free cells nearest its corners: " << placed
                  << "; choose others with --start X,Y and --goal X,Y\n";

    auto walker = createWalker(names.front());
    walker->setup(map.grid, settings);
    const SearchTrace trace = recordRun(*walker, options.walker.budgetFor(map.grid));
    Provenance provenance = cliProvenance();
    addMapProvenance(provenance, options.mapPath, map.grid);
    addRunProvenance(provenance, names, settings, options.walker.budget, 1);
    writePosthocTrace(trace, options.out, &map.grid, &provenance);
    const std::string mapPath = posthocMapPathFor(options.out);
    // The trace keeps the start, the goal and the movement rules; only entry costs are lost.
    for (const std::string& loss : movingAiLosses(map.grid, std::nullopt))
        if (loss.rfind("the entry costs", 0) == 0)
            std::cerr << "note: the map beside the trace (" << mapPath
                      << ") is a Moving AI map, which cannot keep " << loss << "\n";

    const RunStats& stats = walker->stats();
    // An any-angle walker's figure is a length, a cost only where every cell costs the same; a walker
    // that gave up found no path and proved nothing.
    const CostComparison comparison = costComparison(walker->description(), map.grid, settings.movement);
    const double cost = comparison.cost(resultCost(walker->outcome(), stats.pathCost));
    const std::string figure = walker->outcome() == Outcome::Reached && !comparison.comparable()
                                   ? "path length " + numberText(stats.pathCost)
                               : std::isnan(cost) ? std::string("no path")
                                                  : "path cost " + numberText(cost);
    std::cout << names.front() << ": " << toString(walker->outcome()) << ", " << figure << ", expanded "
              << stats.expanded << ", generated " << stats.generated << "\n"
              << "wrote " << countText(trace.events.size(), "event") << " ("
              << trace.count(SearchEventKind::Expanding) << " expanding) to " << options.out
              << " and the map to " << mapPath << "\n"
              << "In Posthoc, open the map as a map layer and the trace as a trace layer.\n";
    return 0;
}

std::string queryLine(const SearchTrace& trace) {
    const TraceQuery& q = trace.query;
    std::string text = q.walker.empty() ? std::string("an unnamed solver") : q.walker;
    if (!q.settings.empty())
        text += " (" + q.settings + ")";
    text += ", " + std::to_string(q.width) + " x " + std::to_string(q.height);
    if (q.start && q.goal)
        text += ", start " + std::to_string(q.start->x) + "," + std::to_string(q.start->y) + ", goal " +
                std::to_string(q.goal->x) + "," + std::to_string(q.goal->y);
    return text + ", " + countText(trace.events.size(), "event") + ", " +
           std::to_string(trace.count(SearchEventKind::Expanding)) + " expanding";
}

// Exit codes as diff(1) has them: 0 the traces agree, 1 they differ, 2 trouble.
int executeDiff(const std::string& pathA, const std::string& pathB) {
    SearchTrace a;
    SearchTrace b;
    try {
        a = readPosthocTraceFile(pathA);
        b = readPosthocTraceFile(pathB);
    } catch (const std::exception& e) {
        std::cerr << "error: " << e.what() << '\n';
        return 2;
    }
    const TraceDifference difference = diffTraces(a, b);
    std::cout << "A: " << pathA << ": " << queryLine(a) << "\nB: " << pathB << ": " << queryLine(b) << "\n"
              << difference.sentence << "\n";
    return difference.agree() ? 0 : 1;
}

} // namespace

void addTraceCommand(CLI::App& app) {
    auto options = std::make_shared<TraceOptions>();
    CLI::App* trace = app.add_subcommand(
        "trace", "Run one walker on one map and write its search trace for Posthoc, with the map beside it");
    trace->add_option("--map", options->mapPath, "A .maze, Moving AI .map or Tiled .tmx file")
        ->required()
        ->check(CLI::ExistingFile);
    declareMapLoadOptions(*trace, options->load);
    trace->add_option(
        "--start", options->start,
        "Start cell X,Y (overrides the file's; without one, the free cell nearest the top-left)");
    trace->add_option(
        "--goal", options->goal,
        "Goal cell X,Y (overrides the file's; without one, the free cell nearest the bottom-right)");
    options->walker.declare(*trace);
    trace
        ->add_option("--out", options->out,
                     "The trace to write, e.g. run.trace.json; the map goes beside it as run.map")
        ->required();
    trace->callback([options] { throw CLI::RuntimeError(executeTrace(*options)); });
}

void addTraceDiffCommand(CLI::App& app) {
    auto paths = std::make_shared<std::vector<std::string>>();
    CLI::App* diff = app.add_subcommand(
        "trace-diff", "Compare two search traces event by event; exit 0 when they agree, 1 when they differ, "
                      "2 when a file cannot be read");
    diff->add_option("traces", *paths, "Two Posthoc trace files, A and B")->required()->expected(2);
    diff->callback([paths] { throw CLI::RuntimeError(executeDiff((*paths)[0], (*paths)[1])); });
}

} // namespace pathfinder::cli
