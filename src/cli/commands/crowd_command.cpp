#include "commands/crowd_command.h"

#include "pathfinder/basics/count_text.h"
#include "pathfinder/basics/enum_names.h"
#include "pathfinder/basics/parse_error.h"
#include "pathfinder/crowds/crowd.h"
#include "pathfinder/crowds/crowd_agent_file.h"
#include "pathfinder/crowds/random_crowd.h"
#include "pathfinder/formats/provenance.h"
#include "pathfinder/registry/walker_registry.h"

#include "options/exit_status.h"
#include "options/map_loading.h"
#include "options/option_checks.h"
#include "options/walker_options.h"
#include "output/cli_provenance.h"
#include "output/progress.h"
#include "output/report.h"
#include "output/result_output.h"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <iomanip>
#include <iostream>
#include <limits>
#include <memory>
#include <sstream>

namespace pathfinder::cli {

namespace {

struct CrowdOptions {
    std::string mapPath;
    MapLoadOptions load;
    std::size_t agents = 0;
    std::uint64_t seed = 1;
    std::string agentsFile;
    std::string rule = "wait";
    int window = 8;
    int patience = 3;
    std::string algo{kDefaultWalker};
    std::optional<std::uint64_t> maxTicks;
    std::optional<std::uint64_t> budget;
    std::optional<std::uint64_t> tickMs;
    std::optional<int> neighbours;
    std::optional<std::string> diagonal;
    std::optional<std::string> diagonalLength;
    bool csv = false;
    bool json = false;
    std::string out;
};

Movement movementOf(const CrowdOptions& options, const std::optional<Movement>& fileMovement) {
    Movement movement = fileMovement.value_or(Movement{});
    if (options.neighbours)
        movement.neighbours = *options.neighbours;
    if (options.diagonal)
        movement.diagonalRule = *parseEnum<DiagonalRule>(*options.diagonal);
    if (options.diagonalLength)
        movement.diagonalLength = *parseEnum<DiagonalLength>(*options.diagonalLength);
    return movement;
}

std::vector<CrowdAgentSpec> agentsOf(const CrowdOptions& options, const LoadedMap& map,
                                     const Movement& movement) {
    if (options.agentsFile.empty()) {
        std::vector<CrowdAgentSpec> agents;
        try {
            agents = randomCrowdAgents(map.grid, movement, options.agents, options.seed);
        } catch (const std::invalid_argument& e) {
            throw UsageError(std::string("--agents: ") + e.what());
        }
        // A flow field serves the agents of one goal: random agents all head for the first one's.
        if (options.rule == "flow")
            for (CrowdAgentSpec& agent : agents)
                agent.goal = agents.front().goal;
        return agents;
    }
    return readCrowdAgentsFile(options.agentsFile, map.grid, map.units,
                               /*sharedGoals=*/options.rule == "flow");
}

std::string cellOf(Coord c) {
    return std::to_string(c.x) + "," + std::to_string(c.y);
}

/// How an agent ended, in the words of the status column.
std::string statusOf(const Crowd& crowd, std::size_t i) {
    switch (crowd.state(i)) {
    case Crowd::AgentState::Arrived:
        return std::string(toString(Outcome::Reached));
    case Crowd::AgentState::Stuck:
        return std::string(toString(Outcome::Unreachable));
    default:
        return std::string(toString(Outcome::GaveUp));
    }
}

Report reportOf(const Crowd& crowd, const std::string& mapUnit) {
    Report report({"agent", "start", "goal", "unit", "walker", "status", "moves", "waits", "walked_cost",
                   "expanded", "plans", "collisions_avoided", "ticks", "note"});
    const CrowdRule rule = crowd.settings().rule;
    for (std::size_t i = 0; i < crowd.size(); ++i) {
        const CrowdAgentSpec& spec = crowd.spec(i);
        const CrowdAgentReport& r = crowd.report(i);
        std::string note = r.note;
        if (note.empty() && crowd.state(i) != Crowd::AgentState::Arrived)
            note = "still on its way when the ticks ran out";
        report.addRow({std::to_string(i + 1), cellOf(spec.start), cellOf(spec.goal),
                       spec.unit ? spec.unit->name : mapUnit,
                       rule == CrowdRule::Whca        ? "whca"
                       : rule == CrowdRule::FlowField ? "flow"
                                                      : spec.walker,
                       statusOf(crowd, i), std::to_string(r.moves), std::to_string(r.waits),
                       formatCost(r.cost), std::to_string(r.expansions), std::to_string(r.plans), "", "",
                       note});
    }
    const CrowdTotals t = crowd.totals();
    report.addRow({"total", "", "", "", "",
                   std::to_string(t.reached) + " of " + std::to_string(crowd.size()) + " reached", "",
                   std::to_string(t.waits), formatCost(t.cost), std::to_string(t.expansions), "",
                   std::to_string(t.collisionsAvoided), std::to_string(t.ticks),
                   "most expansions in one tick: " + std::to_string(t.mostExpansionsInATick)});
    return report;
}

void addCrowdProvenance(Report& report, const CrowdOptions& options, const LoadedMap& map, const Crowd& crowd,
                        std::uint64_t maxTicks) {
    Provenance provenance = cliProvenance();
    addMapProvenance(provenance, map.path, map.grid);
    if (options.agentsFile.empty()) {
        provenance.set("agents", std::to_string(options.agents) + " random in the largest region");
        provenance.set("agents_seed", std::to_string(options.seed));
    } else {
        addFileProvenance(provenance, "agents", options.agentsFile);
    }
    const CrowdSettings& s = crowd.settings();
    provenance.set("rule", options.rule);
    if (s.rule == CrowdRule::Whca)
        provenance.set("window", std::to_string(s.window));
    else if (s.rule == CrowdRule::WaitThenReplan)
        provenance.set("patience", std::to_string(s.patience));
    provenance.set("movement", describe(s.movement));
    provenance.set("budget", options.tickMs   ? std::to_string(*options.tickMs) + " ms of planning a tick"
                             : options.budget ? countText(*options.budget, "expansion") + " a tick"
                                              : "none");
    provenance.set("max_ticks", std::to_string(maxTicks));
    report.setProvenance(std::move(provenance));
}

int execute(const CrowdOptions& options) {
    std::vector<std::string> inputs{options.mapPath};
    if (!options.agentsFile.empty())
        inputs.push_back(options.agentsFile);
    refuseInputAsOutput(options.load, inputs, options.out);
    LoadedMap map = loadMap(options.mapPath, options.load);
    CrowdSettings settings;
    settings.rule = options.rule == "whca"   ? CrowdRule::Whca
                    : options.rule == "flow" ? CrowdRule::FlowField
                                             : CrowdRule::WaitThenReplan;
    settings.movement = movementOf(options, map.movement);
    settings.window = options.window;
    settings.patience = options.patience;
    std::vector<CrowdAgentSpec> agents = agentsOf(options, map, settings.movement);
    for (CrowdAgentSpec& agent : agents)
        if (agent.walker.empty())
            agent.walker = options.algo;
    const std::uint64_t maxTicks =
        options.maxTicks.value_or(20 * static_cast<std::uint64_t>(map.grid.width() + map.grid.height()));
    std::unique_ptr<Crowd> crowd;
    try {
        crowd = std::make_unique<Crowd>(map.grid, std::move(agents), settings);
    } catch (const std::invalid_argument& e) {
        throw UsageError(e.what());
    }
    const std::uint64_t budget = options.budget.value_or(std::numeric_limits<std::uint64_t>::max());
    using Clock = std::chrono::steady_clock;
    Clock::time_point deadline;
    const PlanningGate gate = options.tickMs ? deadlineGate(deadline) : expansionBudget(budget);
    Progress progress("crowd", "ticks", maxTicks);
    Clock::duration longest{};
    Clock::duration total{};
    while (crowd->ticks() < maxTicks && !crowd->finished()) {
        progress.update(crowd->ticks());
        const auto begin = Clock::now();
        deadline = begin + std::chrono::milliseconds(options.tickMs.value_or(0));
        crowd->tick(gate);
        const auto took = Clock::now() - begin;
        longest = std::max(longest, took);
        total += took;
    }
    progress.update(crowd->ticks());
    if (options.tickMs && crowd->ticks() > 0) {
        const auto ms = [](Clock::duration d) {
            return std::chrono::duration<double, std::milli>(d).count();
        };
        std::ostringstream note;
        note << std::fixed << std::setprecision(1) << "note: planning stopped " << *options.tickMs
             << " ms into each tick; the longest tick took " << ms(longest) << " ms, the mean "
             << ms(total) / static_cast<double>(crowd->ticks()) << " ms\n";
        std::cerr << note.str();
    }
    Report report = reportOf(*crowd, map.grid.unit().name);
    addCrowdProvenance(report, options, map, *crowd, maxTicks);
    ResultOutput output(options.out);
    report.write(output.stream(), options.csv, options.json);
    output.commit();
    return kExitDone;
}

void declareAgents(CLI::App& command, CrowdOptions& options, CLI::Option*& random, CLI::Option*& file) {
    random = command.add_option("--agents", options.agents, "N agents at random starts and goals (--seed)")
                 ->transform(wholeNumber(1, 1'000'000));
    command.add_option("--seed", options.seed, "Seed of the random agents")
        ->transform(wholeNumber(0, std::numeric_limits<std::uint64_t>::max()))
        ->capture_default_str();
    file = command
               .add_option("--agents-file", options.agentsFile,
                           "Agents, one a line: SX SY GX GY [unit|-] [walker]; # begins a comment")
               ->check(existingFile());
    random->excludes(file);
}

} // namespace

void addCrowdCommand(CLI::App& app) {
    auto options = std::make_shared<CrowdOptions>();
    CLI::App* crowd = app.add_subcommand(
        "crowd", "Walk several agents at once on one map, in ticks, without two on one cell: a row per agent "
                 "and one for the crowd");
    crowd->add_option("map,--map", options->mapPath, "A .maze, Moving AI .map or Tiled .tmx file")
        ->required()
        ->check(existingFile());
    options->load.command = "crowd";
    declareMapLoadOptions(*crowd, options->load);
    CLI::Option* random = nullptr;
    CLI::Option* file = nullptr;
    declareAgents(*crowd, *options, random, file);
    crowd
        ->add_option(
            "--rule", options->rule,
            "wait: wait, then plan a detour; whca: WHCA* reservations; flow: follow a flow field per "
            "goal (agents may share a goal and leave the map there)")
        ->check(oneOf({"wait", "whca", "flow"}))
        ->capture_default_str();
    auto* window = crowd->add_option("--window", options->window, "WHCA*'s window, in ticks")
                       ->transform(wholeNumber(1, 1000))
                       ->capture_default_str();
    auto* patience =
        crowd->add_option("--patience", options->patience, "The wait rule's waits in a row before a detour")
            ->transform(wholeNumber(1, 1000))
            ->capture_default_str();
    auto* algo = crowd->add_option("--algo", options->algo, "The walker that plans under the wait rule")
                     ->capture_default_str();
    crowd->add_option("--max-ticks", options->maxTicks, "Ticks at most; default 20 x (width + height)")
        ->transform(wholeNumber(1, 100'000'000));
    auto* budget =
        crowd->add_option("--budget", options->budget, "Planning expansions a tick at most; default no limit")
            ->transform(wholeNumber(1, std::numeric_limits<std::uint64_t>::max()));
    crowd
        ->add_option("--tick-ms", options->tickMs,
                     "Planning a tick stops this many milliseconds in (as an animation's frame would); the "
                     "longest and mean tick are noted on the standard error. Not reproducible: it depends on "
                     "the machine")
        ->transform(wholeNumber(1, 100'000))
        ->excludes(budget);
    declareMovement(*crowd, options->neighbours, options->diagonal, options->diagonalLength,
                    "the map file's");
    auto* csv = crowd->add_flag("--csv", options->csv, "Write CSV");
    crowd->add_flag("--json", options->json, "Write JSON")->excludes(csv);
    declareOutput(*crowd, options->out);
    Progress::declareQuiet(*crowd);
    crowd->callback([options, random, file, window, patience, algo] {
        if (random->count() == 0 && file->count() == 0)
            throw UsageError("crowd needs --agents N (random agents) or --agents-file FILE");
        const bool whca = options->rule == "whca";
        const bool wait = options->rule == "wait";
        if (!wait && (patience->count() > 0 || algo->count() > 0))
            throw UsageError(
                std::string(patience->count() > 0 ? "--patience" : "--algo") + " applies to --rule wait; " +
                (whca ? "WHCA* plans with its own space-time search" : "a flow field is one Dijkstra"));
        if (!whca && window->count() > 0)
            throw UsageError("--window applies to --rule whca");
        if (!findWalker(options->algo))
            throw UsageError("--algo: unknown walker '" + options->algo + "'; the walkers are " +
                             walkerNameList());
        throw CLI::RuntimeError(execute(*options));
    });
}

} // namespace pathfinder::cli
