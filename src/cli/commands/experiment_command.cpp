#include "commands/experiment_command.h"

#include "pathfinder/basics/atomic_file.h"
#include "pathfinder/basics/count_text.h"

#include "experiment/experiment_file.h"
#include "experiment/experiment_maps.h"
#include "experiment/experiment_merge.h"
#include "experiment/experiment_output.h"
#include "experiment/experiment_report.h"
#include "experiment/experiment_shards.h"
#include "options/exit_status.h"
#include "options/option_checks.h"
#include "output/progress.h"
#include "output/stop_signals.h"
#include "platform/files.h"

#include <CLI/CLI.hpp>
#include <filesystem>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <tuple>

namespace pathfinder::cli {

namespace {

namespace fs = std::filesystem;

struct ExperimentOptions {
    std::string file;
    std::string out;
    std::string dataDir;
    std::optional<int> jobs;
    std::string shard;
    bool overwrite = false;
};

struct MergeOptions {
    std::vector<std::string> folders;
    std::string out;
    bool overwrite = false;
};

/// What the manifest of shard `shard` says of it: which it is, and how to find its tasks again.
nlohmann::ordered_json shardManifest(const Shard& shard, std::size_t total,
                                     const std::vector<std::size_t>& tasks, const Experiment& e,
                                     const std::string& dataDir) {
    const auto absolute = [](const std::string& path) {
        return path.empty() ? path : platform::utf8FromPath(fs::absolute(platform::pathFromUtf8(path)));
    };
    return {{"index", shard.index},
            {"count", shard.count},
            {"rule", "task t (from 0, in the order of the scenario files and their queries) runs in shard "
                     "t mod count + 1; a task is one query, run by every walker with every repetition"},
            {"tasks_total", total},
            {"tasks", tasks},
            {"experiment_file", absolute(e.path)},
            {"data", absolute(dataDir)}};
}

/// The tasks done when runScenarios() over `selection` returned `results` (all of them, or those
/// done before a stop): the selection of those tasks, with `results` re-indexed into it.
TaskSelection tasksDone(const TaskSelection& selection, std::vector<QueryResult>& results,
                        std::size_t walkers) {
    std::vector<std::size_t> local;
    for (const QueryResult& r : results) {
        const std::size_t task = taskOf(selection.sets, r);
        if (local.empty() || local.back() != task)
            local.push_back(task);
    }
    TaskSelection done = selectTasks(selection.sets, local);
    for (std::size_t& task : done.tasks)
        task = selection.tasks[task];
    for (std::size_t i = 0; i < results.size(); ++i)
        std::tie(results[i].set, results[i].query) = locateTask(done.sets, i / walkers);
    return done;
}

/// An experiment over scenario files, or shard `shard` of it.
int runScenarioFiles(const Experiment& e, const fs::path& out, const ExperimentOptions& options,
                     const Shard& shard) {
    const auto sets = loadScenarioSets(e.scenarios, e.lookup);
    const std::size_t total = taskCount(sets);
    const TaskSelection mine = selectTasks(sets, shardTasks(total, shard));
    const std::size_t queries = mine.tasks.size();
    Provenance provenance = experimentProvenance(e, queries);
    if (!shard.whole())
        provenance.set("shard", shard.text());
    nlohmann::ordered_json manifest = experimentManifest(e, sets, provenance);

    std::vector<QueryResult> results;
    {
        // Ctrl+C or a kill ends the run at its next step and keeps what it has done.
        const StopOnSignal stop;
        ScenarioRunOptions run = e.run;
        run.stop = &stop.flag();
        Progress progress("experiment", "queries", queries);
        progress.say(e.name + (shard.whole() ? "" : ", shard " + shard.text()) + ": " +
                     countText(queries, "query") + " \u00d7 " + countText(e.walkers.size(), "walker"));
        results = runScenarios(mine.sets, e.walkers, run, progress.callback());
        if (results.size() == queries * e.walkers.size())
            progress.update(queries); // the last report may come before the end
    }
    const TaskSelection done = tasksDone(mine, results, e.walkers.size());
    const bool partial = done.tasks.size() < queries;
    manifest["partial"] = partial;
    if (partial) {
        manifest["queries_done"] = done.tasks.size();
        manifest["queries_total"] = queries;
    }
    if (done.tasks.empty())
        manifest["outputs"] = nlohmann::ordered_json::array(); // no query, no report
    if (!shard.whole()) {
        manifest["shard"] = shardManifest(shard, total, mine.tasks, e, options.dataDir);
        manifest["outputs"].push_back("shard.json");
    }

    writeResultFolder(out, options.overwrite, outputsOf(manifest), [&](const fs::path& folder) {
        if (!done.tasks.empty())
            writeExperimentReport(e, done.sets, results, provenance, folder);
        if (!shard.whole()) {
            const nlohmann::ordered_json rows = {{"shard", shard.text()},
                                                 {"rows", shardRows(done, results, e.walkers.size())}};
            writeFileAtomically(platform::utf8FromPath(folder / "shard.json"), rows.dump(1) + "\n");
        }
        writeFileAtomically(platform::utf8FromPath(folder / "manifest.json"), manifest.dump(2) + "\n");
    });

    if (partial) {
        std::cerr << "experiment: stopped by a signal after " << done.tasks.size() << " of "
                  << countText(queries, "query") << "; " << options.out
                  << " holds their results, marked partial in its manifest.json\n";
        return kExitTrouble;
    }
    std::size_t mismatches = 0;
    for (const QueryResult& r : results)
        mismatches += r.mismatch ? 1 : 0;
    const std::string written = done.tasks.empty() ? "manifest.json" : "report.md";
    std::cout << "wrote " << platform::utf8FromPath(platform::pathFromUtf8(options.out) / written) << " (";
    if (!shard.whole())
        std::cout << "shard " << shard.text() << ": " << queries << " of ";
    std::cout << countText(shard.whole() ? queries : total, "query") << ", "
              << countText(e.walkers.size(), "walker");
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
    nlohmann::ordered_json manifest = experimentManifest(e, {}, provenance);
    manifest.erase("scenarios");
    manifest["maps"] = maps.manifest();
    manifest["outputs"] = {"results.csv", "report.md", "report.tex", "first-search.svg"};
    writeResultFolder(out, overwrite, outputsOf(manifest), [&](const fs::path& folder) {
        maps.runAndReport(provenance, folder);
        writeFileAtomically(platform::utf8FromPath(folder / "manifest.json"), manifest.dump(2) + "\n");
    });
    std::cout << "wrote " << platform::utf8FromPath(out / "report.md") << " ("
              << countText(e.maps.size(), "map") << ", " << countText(e.walkers.size(), "walker") << ")\n";
    return 0;
}

int execute(const ExperimentOptions& options) {
    if (options.file.empty())
        throw UsageError(
            "experiment needs an experiment file (or: experiment merge SHARD_FOLDER... --out DIR)");
    if (options.out.empty())
        throw UsageError("experiment needs --out, the folder to write");
    const Shard shard = options.shard.empty() ? Shard{} : parseShard(options.shard);
    Experiment e = readExperimentFile(options.file, options.dataDir);
    if (options.jobs)
        e.run.jobs = *options.jobs;
    const fs::path out = resultFolder(options.out, options.overwrite, experimentInputs(e, options.dataDir));
    if (!e.maps.empty()) {
        if (!shard.whole())
            throw UsageError("--shard splits an experiment over scenario files; " + options.file +
                             " runs maps with changes, which it does not split");
        return runMaps(e, out, options.overwrite);
    }
    return runScenarioFiles(e, out, options, shard);
}

void addMergeCommand(CLI::App& experiment) {
    auto options = std::make_shared<MergeOptions>();
    CLI::App* merge = experiment.add_subcommand(
        "merge", "Join the result folders of the shards of an experiment (experiment FILE --shard K/N) into "
                 "the folder a single run writes");
    merge->add_option("folders", options->folders, "The shards' result folders, all of them, in any order")
        ->required()
        ->check(existingFolder());
    merge->add_option("--out", options->out, "The folder to write (must not exist, unless --overwrite)")
        ->required();
    merge->add_flag("--overwrite", options->overwrite, "Replace the --out folder when the merge succeeds");
    merge->callback([options] {
        throw CLI::RuntimeError(mergeExperimentShards(options->folders, options->out, options->overwrite));
    });
}

} // namespace

void addExperimentCommand(CLI::App& app) {
    auto options = std::make_shared<ExperimentOptions>();
    CLI::App* command = app.add_subcommand(
        "experiment",
        "Run an experiment file (walkers with their settings x scenario files x repetitions) into a folder: "
        "raw results, a manifest of every input's hash, a report in Markdown and LaTeX with statistics, and "
        "SVG charts. Ctrl+C keeps the results so far, marked partial. `experiment merge` joins shards");
    command->add_option("file", options->file, "The experiment, a JSON file (required)")
        ->check(existingFile());
    command->add_option("--out", options->out,
                        "The folder to write (required; must not exist, unless --overwrite)");
    command
        ->add_option("--data", options->dataDir,
                     "Folder the file's relative scenario paths start from (default: the file's own folder)")
        ->check(existingFolder());
    command
        ->add_option("--jobs", options->jobs, "Threads (overrides the file's \"jobs\"; results are the same)")
        ->transform(wholeNumber(1, 1024));
    command->add_option(
        "--shard", options->shard,
        "K/N: run only shard K of N (1-based) of the queries, for `experiment merge` to join");
    command->add_flag("--overwrite", options->overwrite, "Replace the --out folder when the run succeeds");
    Progress::declareQuiet(*command);
    addMergeCommand(*command);
    command->callback([options] { throw CLI::RuntimeError(execute(*options)); });
}

} // namespace pathfinder::cli
