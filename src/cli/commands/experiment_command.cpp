#include "commands/experiment_command.h"

#include "pathfinder/basics/atomic_file.h"
#include "pathfinder/basics/count_text.h"
#include "pathfinder/basics/sha256.h"
#include "pathfinder/basics/temporary_paths.h"
#include "pathfinder/grid/movement.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/walker_description.h"

#include "experiment/experiment_file.h"
#include "experiment/experiment_maps.h"
#include "experiment/experiment_report.h"
#include "options/exit_status.h"
#include "options/option_checks.h"
#include "output/cli_provenance.h"
#include "output/progress.h"
#include "platform/files.h"
#include "platform/process.h"

#include <CLI/CLI.hpp>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>

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
        run["slices"] = {{"iterations", e.run.slices.iterations}};
    else if (e.run.slices.microseconds > 0)
        run["slices"] = {{"microseconds", e.run.slices.microseconds}};
    return {
        {"meta", meta},
        {"experiment",
         {{"name", e.name}, {"file", e.path}, {"sha256", provenance.find("experiment_sha256").value_or("")}}},
        {"walkers", walkers},
        {"run", run},
        {"scenarios", scenarios},
        {"outputs",
         {"results.csv", "report.md", "report.tex", "cactus-time.svg", "time-by-bucket.svg",
          "expansions-by-length.svg"}}};
}

/// The --out folder as an absolute path without a trailing separator. Refuses a folder that holds
/// an input of the experiment (or is the current folder), which replacing it would destroy.
fs::path outputFolder(const std::string& given, const Experiment& e, const std::string& dataDir) {
    fs::path out = fs::absolute(platform::pathFromUtf8(given)).lexically_normal();
    if (out.filename().empty())
        out = out.parent_path();
    // Compared as the files they are: through symbolic links, whatever the names say.
    const auto real = [](const fs::path& path) {
        std::error_code ignored;
        const fs::path resolved = fs::weakly_canonical(fs::absolute(path), ignored);
        return (resolved.empty() ? fs::absolute(path).lexically_normal() : resolved).generic_string();
    };
    auto holds = [&](const fs::path& input) {
        const std::string inside = real(input);
        const std::string folder = real(out);
        return inside == folder || inside.rfind(folder + "/", 0) == 0;
    };
    std::vector<std::string> inputs = e.scenarios;
    for (const ExperimentMap& map : e.maps)
        inputs.push_back(map.path);
    inputs.push_back(e.path);
    inputs.push_back(platform::utf8FromPath(fs::current_path()));
    if (!dataDir.empty())
        inputs.push_back(dataDir);
    if (!e.lookup.mapDir.empty())
        inputs.push_back(e.lookup.mapDir);
    for (const std::string& input : inputs)
        if (holds(input))
            throw UsageError("--out " + given + " holds " + input +
                             ", which writing the results there would replace; choose a new folder");
    return out;
}

/// What produced the experiment's results, taken before the run: the hashes are of the inputs as
/// they were read.
Provenance experimentProvenance(const Experiment& e, std::size_t queries) {
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
    provenance.set("bootstrap", countText(e.resamples, "resample") + ", seed " + std::to_string(e.seed));
    if (e.run.slices.iterations > 0)
        provenance.set("slices", countText(e.run.slices.iterations, "iteration"));
    else if (e.run.slices.microseconds > 0)
        provenance.set("slices", countText(e.run.slices.microseconds, "microsecond"));
    if (!e.lookup.mapDir.empty())
        provenance.set("map_dir", e.lookup.mapDir);
    provenance.set("jobs", std::to_string(usableJobs(e.run.jobs, queries)));
    return provenance;
}

/// Moves the finished folder `partial` to `out`. An existing `out` (allowed with `overwrite`) is
/// set aside first and removed only once the new folder is in its place; if the move fails it is
/// put back.
void moveIntoPlace(const fs::path& partial, const fs::path& out, bool overwrite) {
    if (!fs::exists(out)) {
        fs::rename(partial, out);
        return;
    }
    if (!overwrite)
        throw std::runtime_error(platform::utf8FromPath(out) + " appeared during the run");
    const fs::path old =
        platform::pathFromUtf8(platform::utf8FromPath(out) + ".old-" + std::to_string(platform::processId()));
    fs::rename(out, old);
    try {
        fs::rename(partial, out);
    } catch (...) {
        std::error_code ignored;
        fs::rename(old, out, ignored);
        throw;
    }
    fs::remove_all(old);
}

/// Writes the results into a folder beside `out` and moves it into place only when all of it is
/// written, so that a failed run leaves no half-written folder and an --overwrite loses nothing
/// until it succeeds.
///
/// While it is written, the folder and the files `outputs` names in it are registered as temporary
/// (temporary_paths.h), so that a signal that stops the program removes them too.
void writeFolder(const fs::path& out, bool overwrite, const std::vector<std::string>& outputs,
                 const std::function<void(const fs::path&)>& write) {
    const fs::path partial = platform::pathFromUtf8(platform::utf8FromPath(out) + ".partial-" +
                                                    std::to_string(platform::processId()));
    fs::remove_all(partial);
    fs::create_directories(partial);
    std::vector<std::string> temporary{platform::utf8FromPath(partial)};
    for (const std::string& name : outputs)
        temporary.push_back(platform::utf8FromPath(partial / platform::pathFromUtf8(name)));
    for (const std::string& path : temporary)
        registerTemporaryPath(path);
    const auto forget = [&temporary] {
        for (const std::string& path : temporary)
            forgetTemporaryPath(path);
    };
    try {
        write(partial);
    } catch (...) {
        std::error_code ignored;
        fs::remove_all(partial, ignored);
        forget();
        throw;
    }
    // Complete results are not lost when they cannot be moved into place: the message names them.
    forget();
    try {
        moveIntoPlace(partial, out, overwrite);
    } catch (const std::exception& error) {
        std::error_code ignored;
        if (!fs::exists(partial, ignored))
            throw;
        throw std::runtime_error(std::string(error.what()) + "; the results are left in " +
                                 platform::utf8FromPath(partial));
    }
}

/// The files an experiment writes: those its manifest lists, and the manifest.
std::vector<std::string> outputsOf(const nlohmann::ordered_json& manifest) {
    std::vector<std::string> names{"manifest.json"};
    for (const auto& name : manifest["outputs"])
        names.push_back(name.get<std::string>());
    return names;
}

/// An experiment over scenario files.
int runScenarioFiles(const Experiment& e, const fs::path& out, bool overwrite, const std::string& given) {
    const auto sets = loadScenarioSets(e.scenarios, e.lookup);
    std::size_t queries = 0;
    for (const ScenarioSet& set : sets)
        queries += set.queries.size();
    const Provenance provenance = experimentProvenance(e, queries);
    const nlohmann::ordered_json manifestJson = manifest(e, sets, provenance);

    std::vector<QueryResult> results;
    {
        Progress progress("experiment", "queries", queries);
        progress.say(e.name + ": " + countText(queries, "query") + " \u00d7 " +
                     countText(e.walkers.size(), "walker"));
        results = runScenarios(sets, e.walkers, e.run, progress.callback());
        progress.update(queries); // the last report may come before the end
    }

    writeFolder(out, overwrite, outputsOf(manifestJson), [&](const fs::path& folder) {
        writeExperimentReport(e, sets, results, provenance, folder);
        writeFileAtomically(platform::utf8FromPath(folder / "manifest.json"), manifestJson.dump(2) + "\n");
    });

    std::size_t mismatches = 0;
    for (const QueryResult& r : results)
        mismatches += r.mismatch ? 1 : 0;
    std::cout << "wrote " << platform::utf8FromPath(platform::pathFromUtf8(given) / "report.md") << " ("
              << countText(queries, "query") << ", " << countText(e.walkers.size(), "walker");
    if (mismatches > 0)
        std::cout << "; " << countText(mismatches, "result") << (mismatches == 1 ? " differs" : " differ")
                  << " from " << (e.run.filesOptimal() ? "the optimal lengths" : "the first walker's")
                  << ": see results.csv";
    std::cout << ")\n";
    // An experiment measures: results off the optimum (a weighted A*'s, say) are its data, in the
    // report; it is `scen` that checks them.
    return kExitDone;
}

/// An experiment over maps with changes.
int runMaps(const Experiment& e, const fs::path& out, bool overwrite) {
    MapExperiment maps(e);
    Provenance provenance = experimentProvenance(e, 1);
    provenance.set("jobs", "1");
    maps.addProvenance(provenance);
    nlohmann::ordered_json manifestJson = manifest(e, {}, provenance);
    manifestJson.erase("scenarios");
    manifestJson["maps"] = maps.manifest();
    manifestJson["outputs"] = {"results.csv", "report.md", "report.tex", "first-search.svg"};
    writeFolder(out, overwrite, outputsOf(manifestJson), [&](const fs::path& folder) {
        maps.runAndReport(provenance, folder);
        writeFileAtomically(platform::utf8FromPath(folder / "manifest.json"), manifestJson.dump(2) + "\n");
    });
    std::cout << "wrote " << platform::utf8FromPath(out / "report.md") << " ("
              << countText(e.maps.size(), "map") << ", " << countText(e.walkers.size(), "walker") << ")\n";
    return 0;
}

int execute(const ExperimentOptions& options) {
    Experiment e = readExperimentFile(options.file, options.dataDir);
    if (options.jobs)
        e.run.jobs = *options.jobs;
    const fs::path out = outputFolder(options.out, e, options.dataDir);
    std::error_code unusable;
    static_cast<void>(fs::status(out, unusable));
    if (unusable && unusable != std::errc::no_such_file_or_directory)
        throw UsageError("--out " + options.out + ": " + unusable.message());
    if (fs::exists(out) && !options.overwrite)
        throw UsageError(options.out + " exists; choose another --out folder, or --overwrite to replace it");
    // --overwrite replaces earlier results, never a folder of something else.
    if (fs::exists(out) && !fs::exists(out / "manifest.json") &&
        !(fs::is_directory(out) && fs::is_empty(out)))
        throw UsageError(options.out + " is not the results of an experiment (it has no manifest.json); "
                                       "--overwrite replaces only those: choose another --out folder");
    if (!e.maps.empty())
        return runMaps(e, out, options.overwrite);
    return runScenarioFiles(e, out, options.overwrite, options.out);
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
        ->check(existingFile());
    command->add_option("--out", options->out, "The folder to write (must not exist, unless --overwrite)")
        ->required();
    command
        ->add_option("--data", options->dataDir,
                     "Folder the file's relative scenario paths start from (default: the file's own folder)")
        ->check(existingFolder());
    command
        ->add_option("--jobs", options->jobs, "Threads (overrides the file's \"jobs\"; results are the same)")
        ->transform(wholeNumber(1, 1024));
    command->add_flag("--overwrite", options->overwrite, "Replace the --out folder when the run succeeds");
    Progress::declareQuiet(*command);
    command->callback([options] { throw CLI::RuntimeError(execute(*options)); });
}

} // namespace pathfinder::cli
