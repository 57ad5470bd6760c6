#include "commands/flow_command.h"

#include "pathfinder/basics/count_text.h"
#include "pathfinder/basics/random.h"
#include "pathfinder/experiments/flow_comparison.h"

#include "options/exit_status.h"
#include "options/map_loading.h"
#include "options/option_checks.h"
#include "options/walker_options.h"
#include "output/cli_provenance.h"
#include "output/report.h"
#include "output/result_output.h"

#include <CLI/CLI.hpp>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

namespace pathfinder::cli {

namespace {

constexpr std::uint64_t kMaxAgents = 1000000;

struct FlowOptions {
    std::string mapPath;
    MapLoadOptions load;
    std::optional<std::string> goal;
    WalkerOptions walker;
    std::uint64_t agents = 100;
    std::uint64_t seed = 1;
    bool csv = false;
    bool json = false;
    std::string out;
};

/// `count` cells drawn uniformly, with replacement, from the cells the unit can stand on.
std::vector<Coord> randomStarts(const MapGrid& grid, std::uint64_t count, std::uint64_t seed) {
    std::vector<Coord> free;
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x)
            if (!grid.isBlocked({x, y}))
                free.push_back({x, y});
    std::vector<Coord> starts;
    if (free.empty())
        return starts;
    Random random(seed);
    for (std::uint64_t i = 0; i < count; ++i)
        starts.push_back(free[random.below(static_cast<std::uint32_t>(free.size()))]);
    return starts;
}

std::vector<std::string> rowOf(const std::string& method, std::size_t agents,
                               const FlowMethodFigures& figures, bool field, const std::string& note) {
    return {method,
            std::to_string(agents),
            std::to_string(figures.reached),
            formatCost(figures.totalCost),
            std::to_string(figures.expanded),
            std::to_string(figures.timeNs),
            field ? std::to_string(figures.bytes) : "",
            note};
}

int execute(const FlowOptions& options) {
    refuseInputAsOutput(options.load, {options.mapPath}, options.out);
    LoadedMap map = loadMap(options.mapPath, options.load);
    placeEndpoints(map.grid, std::nullopt, options.goal);
    fillMissingEndpoints(map);
    const Coord goal = *map.grid.goal();
    WalkerSettings settings = options.walker.settings(map.movement);
    settings.seed = options.seed; // a walker that draws at random draws from the same seed
    const auto names = options.walker.walkerNames();
    const std::vector<Coord> starts = randomStarts(map.grid, options.agents, options.seed);

    Report report({"walker", "agents", "reached", "total_cost", "expanded", "time_ns", "bytes", "note"});
    Provenance provenance = cliProvenance();
    addMapProvenance(provenance, map.path, map.grid);
    const std::uint64_t budget = options.walker.budgetFor(map.grid);
    addRunProvenance(provenance, names, settings,
                     countText(budget, "iteration") + " (" + options.walker.budget + ") per agent", 1);
    provenance.set("agents", std::to_string(options.agents));
    provenance.set("seed", std::to_string(options.seed));
    provenance.set("goal", std::to_string(goal.x) + "," + std::to_string(goal.y));
    report.setProvenance(std::move(provenance));
    bool fieldShown = false;
    for (const std::string& name : names) {
        const FlowComparison comparison = compareFlowField(map.grid, settings, goal, starts, name, budget);
        if (!fieldShown) {
            report.addRow(rowOf("flow-field", starts.size(), comparison.flow, true,
                                "one Dijkstra back from the goal; each agent follows it"));
            fieldShown = true;
        }
        report.addRow(rowOf(name, starts.size(), comparison.search, false, "one search per agent"));
    }

    ResultOutput output(options.out);
    std::ostream& out = output.stream();
    if (!options.csv && !options.json)
        out << map.name << ": " << map.grid.width() << " x " << map.grid.height() << ", "
            << countText(starts.size(), "agent") << " from random free cells (seed " << options.seed
            << ") to the goal " << goal.x << ',' << goal.y << ", " << describe(settings.movement)
            << "\ntime_ns: the field's build, or the searches' times summed; total_cost over the agents "
               "reached\n\n";
    report.write(out, options.csv, options.json);
    output.commit();
    return kExitDone;
}

} // namespace

void addFlowCommand(CLI::App& app) {
    auto options = std::make_shared<FlowOptions>();
    CLI::App* flow = app.add_subcommand(
        "flow", "Send agents from random cells to one goal by one flow field and by a search per agent");
    flow->add_option("--map", options->mapPath, "A .maze, Moving AI .map or Tiled .tmx file")
        ->required()
        ->check(existingFile());
    options->load.command = "flow";
    declareMapLoadOptions(*flow, options->load);
    flow->add_option("--goal", options->goal, "The goal X,Y; without it the map's own")->check(cellText());
    options->walker.declare(*flow, {Parameter::Seed}); // --seed draws the agents' cells here
    flow->add_option("--agents", options->agents, "Agents, each from a random free cell")
        ->transform(wholeNumber(1, kMaxAgents))
        ->capture_default_str();
    flow->add_option("--seed", options->seed,
                     "The seed the agents' cells are drawn with (and a random walker's moves)")
        ->transform(wholeNumber(0, 0xFFFFFFFFFFFFFFFFull))
        ->capture_default_str();
    auto* csv = flow->add_flag("--csv", options->csv, "Write CSV");
    flow->add_flag("--json", options->json, "Write JSON")->excludes(csv);
    declareOutput(*flow, options->out);
    flow->callback([options] { throw CLI::RuntimeError(execute(*options)); });
}

} // namespace pathfinder::cli
