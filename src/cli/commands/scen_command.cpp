#include "commands/scen_command.h"

#include "pathfinder/basics/count_text.h"
#include "pathfinder/experiments/scenario_runner.h"
#include "pathfinder/experiments/scenario_table.h"
#include "pathfinder/grid/movement.h"
#include "pathfinder/registry/walker_registry.h"

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
#include <cmath>
#include <cstdio>
#include <iostream>
#include <map>
#include <memory>
#include <optional>
#include <string>

namespace pathfinder::cli {

namespace {

struct ScenOptions {
    std::vector<std::string> paths;
    MapLookup lookup;
    std::string algorithms{kDefaultWalker};
    ScenarioRunOptions run;
    std::optional<int> neighbours;
    std::optional<std::string> diagonal;
    std::optional<std::string> diagonalLength;
    bool csv = false;
    bool json = false;
    std::string out;
};

/// Per walker and bucket, then a total per walker: queries, mismatches, expansions, time, and the mean
/// ratio of the path's cost to the file's optimum over the queries reached (below 1 where any-angle
/// paths beat the octile optimum; lengths that are no cost are left out).
Report summaryReport(const std::vector<ScenarioSet>& sets, const std::vector<QueryResult>& results,
                     const std::vector<std::string>& walkers) {
    struct Totals {
        std::uint64_t queries = 0;
        std::uint64_t mismatches = 0;
        std::uint64_t expanded = 0;
        std::int64_t timeNs = 0;
        double ratioSum = 0.0;
        std::uint64_t ratios = 0;
    };
    std::map<std::string, std::map<int, Totals>> byBucket;
    std::map<std::string, Totals> total;
    for (const QueryResult& r : results) {
        for (Totals* t : {&byBucket[r.walker][sets[r.set].queries[r.query].bucket], &total[r.walker]}) {
            ++t->queries;
            t->mismatches += r.mismatch ? 1 : 0;
            t->expanded += r.expanded;
            t->timeNs += r.timeNs;
            const double ratio = r.comparison.ratio(r.pathCost, r.optimalCost);
            if (r.outcome == Outcome::Reached && std::isfinite(ratio)) {
                t->ratioSum += ratio;
                ++t->ratios;
            }
        }
    }
    Report report({"walker", "bucket", "queries", "mismatches", "expanded", "time_ms", "expansions_per_s",
                   "mean_cost_ratio"});
    auto row = [&](const std::string& walker, const std::string& bucket, const Totals& t) {
        const double seconds = static_cast<double>(t.timeNs) * 1e-9;
        char time[32];
        char rate[32];
        char ratio[32] = "";
        if (t.ratios > 0)
            std::snprintf(ratio, sizeof ratio, "%.4f", t.ratioSum / static_cast<double>(t.ratios));
        std::snprintf(time, sizeof time, "%.3f", seconds * 1e3);
        std::snprintf(rate, sizeof rate, "%.0f",
                      seconds > 0 ? static_cast<double>(t.expanded) / seconds : 0.0);
        report.addRow({walker, bucket, std::to_string(t.queries), std::to_string(t.mismatches),
                       std::to_string(t.expanded), time, rate, ratio});
    };
    for (const auto& walker : walkers) {
        for (const auto& [bucket, totals] : byBucket[walker])
            row(walker, std::to_string(bucket), totals);
        row(walker, "total", total[walker]);
    }
    return report;
}

/// The program, each scenario file and its map with their hashes, and how the walkers ran.
Provenance scenProvenance(const std::vector<ScenarioSet>& sets, const std::vector<std::string>& walkers,
                          const ScenarioRunOptions& run, int jobs) {
    Provenance provenance = cliProvenance();
    for (std::size_t i = 0; i < sets.size(); ++i) {
        const std::string key = "scenario_" + std::to_string(i + 1);
        addFileProvenance(provenance, key, sets[i].path);
        if (!sets[i].mapPath.empty())
            addFileProvenance(provenance, key + "_map", sets[i].mapPath);
    }
    WalkerSettings settings;
    settings.movement = run.movement;
    addRunProvenance(provenance, walkers, settings, run.budget, run.repetitions);
    provenance.set("jobs", std::to_string(jobs));
    return provenance;
}

int execute(const ScenOptions& options) {
    WalkerOptions names;
    names.algorithms = options.algorithms;
    const auto walkers = names.walkerNames();
    ScenarioRunOptions run = options.run;
    if (options.neighbours)
        run.movement.neighbours = *options.neighbours;
    if (options.diagonal)
        run.movement.diagonalRule = *parseEnum<DiagonalRule>(*options.diagonal);
    if (options.diagonalLength)
        run.movement.diagonalLength = *parseEnum<DiagonalLength>(*options.diagonalLength);
    const auto sets = loadScenarioSets(options.paths, options.lookup);
    std::vector<std::string> inputs;
    for (const ScenarioSet& set : sets)
        inputs.insert(inputs.end(), {set.path, set.mapPath});
    refuseInputAsOutput({}, inputs, options.out);
    std::size_t queries = 0;
    for (const ScenarioSet& set : sets)
        queries += set.queries.size();
    const int jobs = usableJobs(run.jobs, queries);
    // Only files say what produced them; taken before the run, the hashes are of the files as read.
    std::optional<Provenance> provenance;
    if (options.csv || options.json)
        provenance = scenProvenance(sets, walkers, run, jobs);
    if (jobs < run.jobs)
        std::cerr << "note: --jobs " << run.jobs << " asks for more threads than there are "
                  << (jobs == static_cast<int>(queries) ? "queries" : "hardware threads") << "; running on "
                  << jobs << '\n';
    std::vector<QueryResult> results;
    {
        Progress progress("scen", "queries", queries);
        results = runScenarios(sets, defaultScenarioWalkers(walkers), run, progress.callback());
        progress.update(queries); // the last report may come before the end
    }

    const auto found = [](const QueryResult& r) {
        if (r.outcome != Outcome::Reached)
            return "no path (" + std::string(toString(r.outcome)) + ")";
        return r.comparison.comparable() ? formatCost(r.comparison.cost(r.pathCost))
                                         : "a path of length " + formatCost(r.pathCost);
    };
    RefusalNotes refusals;
    for (const QueryResult& r : results)
        refusals.add(r.walker, sets[r.set].mapPath, r.refusal);
    std::size_t mismatches = 0;
    for (std::size_t i = 0; i < results.size(); ++i) {
        const QueryResult& r = results[i];
        if (!r.mismatch)
            continue;
        ++mismatches;
        const ScenarioQuery& q = sets[r.set].queries[r.query];
        std::cerr << sets[r.set].path << ':' << q.line << ": " << r.walker
                  << (r.comparison.basis != CostBasis::Grid ? " (any-angle)" : "") << " found " << found(r);
        if (run.filesOptimal()) {
            std::cerr << ", the file's optimum is " << formatCost(r.optimalCost) << '\n';
        } else {
            const QueryResult& first = results[i - i % walkers.size()]; // the query's first walker
            std::cerr << ", " << first.walker << " found " << found(first) << '\n';
        }
    }
    ResultOutput output(options.out);
    if (options.csv || options.json) {
        Report report(scenarioResultTable(sets, defaultScenarioWalkers(walkers), results));
        report.setProvenance(*provenance);
        report.write(output.stream(), options.csv, options.json);
    } else
        summaryReport(sets, results, walkers).writeTable(output.stream());
    output.commit();
    if (mismatches > 0)
        std::cerr << mismatches << " of " << countText(results.size(), "result")
                  << (mismatches == 1 ? " differs from " : " differ from ")
                  << (run.filesOptimal() ? "the optimal lengths" : "the first walker's")
                  << " (any-angle walkers: exceed them)\n";
    return mismatches > 0 ? kExitFault : kExitDone;
}

} // namespace

void addScenCommand(CLI::App& app) {
    auto options = std::make_shared<ScenOptions>();
    CLI::App* scen = app.add_subcommand(
        "scen",
        "Run every query of Moving AI .scen files (octile, no corner cutting) and check the optimal "
        "lengths (any-angle walkers must not exceed them); a mismatch makes the exit status non-zero. "
        "Under another movement (--neighbours, --diagonal, --diagonal-length) the lengths do not hold: "
        "each walker is checked against the first one of --algo");
    scen->add_option("scenarios", options->paths,
                     ".scen files, or folders of them (searched with their sub-folders)")
        ->required();
    scen->add_option(
            "--map-dir", options->lookup.mapDir,
            "Folder of the maps (default: each .scen file's folder); a query's map is looked for in it "
            "as written and by its bare name")
        ->check(existingFolder());
    scen->add_flag(
        "--follow-map-paths", options->lookup.followPaths,
        "Follow map paths as the .scen files write them, also out of the map folder ('..', absolute)");
    scen->add_option("--algo", options->algorithms,
                     "Walkers: 'all' or a comma-separated list of " + walkerNameList())
        ->capture_default_str();
    scen->footer(walkersHelp());
    scen->add_option("--reps", options->run.repetitions, "Runs per query; times are medians")
        ->transform(wholeNumber(1, kMaxRepetitions))
        ->capture_default_str();
    scen->add_option("--jobs", options->run.jobs,
                     "Threads to run queries on, at most the machine's (results are the same for any number)")
        ->transform(wholeNumber(1, 1'000'000))
        ->capture_default_str();
    declareMovement(*scen, options->neighbours, options->diagonal, options->diagonalLength);
    declareBudget(*scen, options->run.budget);
    auto* csv = scen->add_flag("--csv", options->csv, "One CSV row per query and walker");
    scen->add_flag("--json", options->json, "One JSON object per query and walker")->excludes(csv);
    declareOutput(*scen, options->out);
    Progress::declareQuiet(*scen);
    scen->callback([options] { throw CLI::RuntimeError(execute(*options)); });
}

} // namespace pathfinder::cli
