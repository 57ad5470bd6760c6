#include "experiment_command.h"

#include "pathfinder/movement.h"
#include "pathfinder/sha256.h"
#include "pathfinder/walker_description.h"
#include "pathfinder/walker_registry.h"

#include "cli_provenance.h"
#include "experiment_file.h"
#include "experiment_report.h"
#include "option_checks.h"

#include <CLI/CLI.hpp>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <unistd.h>

namespace pathfinder::cli {

namespace {

namespace fs = std::filesystem;

struct ExperimentOptions {
    std::string file;
    std::string out;
    std::string dataDir;
    std::optional<int> jobs;
    bool overwrite = false;
};

nlohmann::ordered_json manifest(const Experiment& e, const std::vector<ScenarioSet>& sets,
                                const Provenance& provenance) {
    nlohmann::ordered_json meta = nlohmann::ordered_json::object();
    for (const auto& [key, value] : provenance.entries())
        meta[key] = value;
    nlohmann::ordered_json walkers = nlohmann::ordered_json::array();
    for (const ScenarioWalker& walker : e.walkers) {
        const WalkerInfo& info = *findWalker(walker.name);
        nlohmann::ordered_json settings = nlohmann::ordered_json::object();
        for (const ParameterSpec& spec : parameterSpecs())
            if (info.declares(spec.id))
                settings[std::string(spec.key)] = parameterValue(walker.settings, spec.id);
        walkers.push_back({{"label", walker.label}, {"algo", walker.name}, {"settings", settings}});
    }
    nlohmann::ordered_json scenarios = nlohmann::ordered_json::array();
    for (const ScenarioSet& set : sets)
        scenarios.push_back({{"file", set.path},
                             {"sha256", sha256OfFile(set.path)},
                             {"map", set.mapPath},
                             {"map_sha256", set.mapPath.empty() ? "" : sha256OfFile(set.mapPath)},
                             {"queries", set.queries.size()}});
    nlohmann::ordered_json run = {{"repetitions", e.run.repetitions},
                                  {"budget", e.run.budget},
                                  {"movement", describe(e.run.movement)},
                                  {"baseline", e.baseline},
                                  {"bootstrap", {{"resamples", e.resamples}, {"seed", e.seed}}}};
    if (e.run.slices.iterations > 0)
        run["slices"] = {{"expansions", e.run.slices.iterations}};
    else if (e.run.slices.microseconds > 0)
        run["slices"] = {{"microseconds", e.run.slices.microseconds}};
    return {{"meta", meta},
            {"experiment", {{"name", e.name}, {"file", e.path}, {"sha256", sha256OfFile(e.path)}}},
            {"walkers", walkers},
            {"run", run},
            {"scenarios", scenarios},
            {"outputs",
             {"results.csv", "report.md", "report.tex", "cactus-time.svg", "time-by-bucket.svg",
              "expansions-by-length.svg"}}};
}

int execute(const ExperimentOptions& options) {
    Experiment e = readExperimentFile(options.file, options.dataDir);
    if (options.jobs)
        e.run.jobs = *options.jobs;
    const fs::path out(options.out);
    if (fs::exists(out) && !options.overwrite)
        throw std::runtime_error(out.string() +
                                 " exists; choose another --out folder, or --overwrite to replace it");
    const auto sets = loadScenarioSets(e.scenarios, e.lookup);

    std::size_t queries = 0;
    for (const ScenarioSet& set : sets)
        queries += set.queries.size();
    const bool terminal = isatty(fileno(stderr)) != 0;
    if (terminal)
        std::cerr << e.name << ": " << queries << " queries \u00d7 " << e.walkers.size() << " walkers\n";
    const auto results =
        runScenarios(sets, e.walkers, e.run,
                     terminal ? drawQueryProgress : std::function<void(std::size_t, std::size_t)>{});

    Provenance provenance = cliProvenance();
    addFileProvenance(provenance, "experiment", e.path);
    for (std::size_t i = 0; i < e.walkers.size(); ++i) {
        const ScenarioWalker& walker = e.walkers[i];
        const std::string settings = settingsSummary(*findWalker(walker.name), walker.settings);
        provenance.set("walker_" + std::to_string(i + 1),
                       walker.label + " = " + walker.name + (settings.empty() ? "" : " (" + settings + ")"));
    }
    provenance.set("baseline", e.baseline);
    addMovementProvenance(provenance, e.run.movement);
    provenance.set("budget", e.run.budget);
    provenance.set("repetitions", std::to_string(e.run.repetitions));
    provenance.set("jobs", std::to_string(e.run.jobs));

    // Everything is written beside the destination first and moved into place at the end, so that
    // a failed run leaves no half-written folder and an --overwrite loses nothing until it succeeds.
    const fs::path parent = out.has_parent_path() ? out.parent_path() : fs::path(".");
    const fs::path partial = parent / (out.filename().string() + ".partial-" + std::to_string(getpid()));
    fs::remove_all(partial);
    fs::create_directories(partial);
    try {
        writeExperimentReport(e, sets, results, provenance, partial);
        std::ofstream(partial / "manifest.json") << manifest(e, sets, provenance).dump(2) << '\n';
        if (fs::exists(out))
            fs::remove_all(out);
        fs::rename(partial, out);
    } catch (...) {
        std::error_code ignored;
        fs::remove_all(partial, ignored);
        throw;
    }

    std::size_t mismatches = 0;
    for (const QueryResult& r : results)
        mismatches += r.mismatch ? 1 : 0;
    std::cout << "wrote " << (out / "report.md").string() << " (" << queries << " queries, "
              << e.walkers.size() << " walkers";
    if (mismatches > 0)
        std::cout << "; " << mismatches << " results differ from the optimal lengths: see results.csv";
    std::cout << ")\n";
    return 0;
}

} // namespace

void addExperimentCommand(CLI::App& app) {
    auto options = std::make_shared<ExperimentOptions>();
    CLI::App* command = app.add_subcommand(
        "experiment",
        "Run an experiment file (walkers with their settings x scenario files x repetitions) into a folder: "
        "raw results, a manifest of every input's hash, a report in Markdown and LaTeX with statistics, and "
        "SVG charts");
    command->add_option("file", options->file, "The experiment, a JSON file")
        ->required()
        ->check(CLI::ExistingFile);
    command->add_option("--out", options->out, "The folder to write (must not exist, unless --overwrite)")
        ->required();
    command
        ->add_option("--data", options->dataDir,
                     "Folder the file's relative scenario paths start from (default: the file's own folder)")
        ->check(CLI::ExistingDirectory);
    command
        ->add_option("--jobs", options->jobs, "Threads (overrides the file's \"jobs\"; results are the same)")
        ->check(wholeNumber(1, 1024));
    command->add_flag("--overwrite", options->overwrite, "Replace the --out folder when the run succeeds");
    command->callback([options] { throw CLI::RuntimeError(execute(*options)); });
}

} // namespace pathfinder::cli
