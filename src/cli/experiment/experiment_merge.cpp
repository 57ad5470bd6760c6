#include "experiment/experiment_merge.h"

#include "pathfinder/basics/atomic_file.h"
#include "pathfinder/basics/count_text.h"
#include "pathfinder/basics/sha256.h"
#include "pathfinder/registry/walker_registry.h"

#include "experiment/experiment_output.h"
#include "experiment/experiment_report.h"
#include "experiment/experiment_shards.h"
#include "options/exit_status.h"
#include "platform/files.h"

#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

namespace pathfinder::cli {

namespace {

namespace fs = std::filesystem;
using Json = nlohmann::ordered_json;

/// A shard's result folder as merge reads it.
struct ShardFolder {
    std::string given; ///< as the command line names it
    Json manifest;
    Shard shard;
};

/// The text under `key`, or "" when there is none.
std::string textOf(const Json& object, const char* key) {
    const auto found = object.find(key);
    return found != object.end() && found->is_string() ? found->get_ref<const std::string&>() : std::string();
}

Json readJson(const std::string& given, const std::string& name) {
    const fs::path path = platform::pathFromUtf8(given) / name;
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw std::runtime_error(given + ": cannot read " + name);
    std::ostringstream text;
    text << in.rdbuf();
    try {
        return Json::parse(text.str());
    } catch (const nlohmann::json::exception& error) {
        throw std::runtime_error(platform::utf8FromPath(path) + ": " + error.what());
    }
}

ShardFolder readShardFolder(const std::string& given) {
    const fs::path path = platform::pathFromUtf8(given);
    if (!fs::is_directory(path))
        throw UsageError(given + " is not a folder: merge takes the result folders of the shards");
    if (!fs::is_regular_file(path / "manifest.json"))
        throw UsageError(given + " has no manifest.json: it is not the result folder of an experiment");
    ShardFolder folder{given, readJson(given, "manifest.json"), {}};
    const Json& m = folder.manifest;
    if (!m.contains("shard"))
        throw UsageError(given + " holds a whole experiment, not a shard of one (experiment --shard K/N)");
    try {
        folder.shard = {m.at("shard").at("index").get<std::size_t>(),
                        m.at("shard").at("count").get<std::size_t>()};
        if (const auto partial = m.find("partial"); partial != m.end() && *partial == true)
            throw UsageError(given + " holds shard " + folder.shard.text() + " stopped before its end (" +
                             std::to_string(m.at("queries_done").get<std::size_t>()) + " of " +
                             countText(m.at("queries_total").get<std::size_t>(), "query") +
                             "): run that shard again");
        static_cast<void>(m.at("experiment").at("sha256").get_ref<const std::string&>());
    } catch (const nlohmann::json::exception& error) {
        throw std::runtime_error(given + "/manifest.json: " + error.what());
    }
    if (folder.shard.index < 1 || folder.shard.index > folder.shard.count)
        throw std::runtime_error(given + "/manifest.json: shard " + folder.shard.text() + " is no shard");
    return folder;
}

/// What a manifest's "scenarios" say of the inputs, whatever the paths they were named by: each
/// scenario file's and map's hash and the number of queries.
std::vector<std::string> scenarioHashes(const Json& scenarios) {
    std::vector<std::string> hashes;
    for (const auto& s : scenarios)
        hashes.push_back(s.at("sha256").dump() + s.at("map_sha256").dump() + s.at("queries").dump());
    return hashes;
}

/// Checks that the shards make one whole experiment: returns them by K (1-based; [0] unused).
std::vector<const ShardFolder*> wholeSet(const std::vector<ShardFolder>& shards) {
    const ShardFolder& first = shards.front();
    const std::string hash = textOf(first.manifest["experiment"], "sha256");
    const std::size_t count = first.shard.count;
    std::vector<const ShardFolder*> byIndex(count + 1, nullptr);
    for (const ShardFolder& s : shards) {
        const std::string other = textOf(s.manifest["experiment"], "sha256");
        if (other != hash)
            throw UsageError(s.given + " is a shard of another experiment than " + first.given +
                             ": its experiment file's SHA-256 is " + other.substr(0, 12) + "\u2026, not " +
                             hash.substr(0, 12) + "\u2026");
        if (s.shard.count != count)
            throw UsageError(s.given + " is shard " + s.shard.text() + ", of another split than " +
                             first.given + " (shard " + first.shard.text() + ")");
        if (scenarioHashes(s.manifest["scenarios"]) != scenarioHashes(first.manifest["scenarios"]))
            throw UsageError(s.given + " ran on other scenario files or maps than " + first.given +
                             " (the \"scenarios\" of their manifest.json differ)");
        if (byIndex[s.shard.index])
            throw UsageError(s.given + " and " + byIndex[s.shard.index]->given + " are both shard " +
                             s.shard.text());
        byIndex[s.shard.index] = &s;
    }
    std::string missing;
    std::size_t absent = 0;
    for (std::size_t k = 1; k <= count; ++k)
        if (!byIndex[k]) {
            missing += (missing.empty() ? "" : ", ") + Shard{k, count}.text();
            ++absent;
        }
    if (absent > 0)
        throw UsageError(std::string(absent == 1 ? "shard " : "shards ") + missing +
                         (absent == 1 ? " is" : " are") + " missing: merge takes all " +
                         countText(count, "shard") + " of the experiment");
    return byIndex;
}

} // namespace

int mergeExperimentShards(const std::vector<std::string>& folders, const std::string& outGiven,
                          bool overwrite) {
    std::vector<ShardFolder> shards;
    for (const std::string& given : folders)
        shards.push_back(readShardFolder(given));
    const std::vector<const ShardFolder*> byIndex = wholeSet(shards);
    const ShardFolder& first = *byIndex[1];
    const std::size_t count = first.shard.count;

    // The experiment as the shards ran it: its file and inputs must not have changed since.
    const Json& shardInfo = first.manifest["shard"];
    const std::string file = textOf(shardInfo, "experiment_file");
    const std::string dataDir = textOf(shardInfo, "data");
    const std::string hash = textOf(first.manifest["experiment"], "sha256");
    if (!fs::is_regular_file(platform::pathFromUtf8(file)))
        throw std::runtime_error("the experiment file the shards ran, " + file + ", is not there any more");
    if (sha256OfFile(file) != hash)
        throw std::runtime_error("the experiment file " + file + " has changed since the shards ran");
    Experiment e = readExperimentFile(file, dataDir);
    std::vector<ScenarioSet> sets = loadScenarioSets(e.scenarios, e.lookup);
    const Json& scenarios = first.manifest["scenarios"];
    if (scenarioHashes(experimentManifest(e, sets, Provenance{})["scenarios"]) != scenarioHashes(scenarios))
        throw std::runtime_error("the scenario files or maps of " + file +
                                 " have changed since the shards ran");
    std::vector<std::string> inputs = experimentInputs(e, dataDir);
    // The files as the shards named them, in the results and the manifest, as a single run there would.
    e.path = textOf(first.manifest["experiment"], "file");
    for (std::size_t i = 0; i < sets.size(); ++i) {
        sets[i].path = textOf(scenarios[i], "file");
        sets[i].mapPath = textOf(scenarios[i], "map");
    }
    inputs.insert(inputs.end(), folders.begin(), folders.end());
    const fs::path out = resultFolder(outGiven, overwrite, inputs);

    const std::size_t total = taskCount(sets);
    const std::size_t walkers = e.walkers.size();
    std::vector<QueryResult> results(total * walkers);
    std::vector<char> filled(results.size(), 0);
    std::vector<std::unique_ptr<MapGridWalker>> made;
    for (const ScenarioWalker& walker : e.walkers)
        made.push_back(createWalker(walker.name));
    for (std::size_t k = 1; k <= count; ++k) {
        const ShardFolder& s = *byIndex[k];
        const Json shardFile = readJson(s.given, "shard.json");
        const Json rows = shardFile.contains("rows") ? shardFile.at("rows") : Json::array();
        for (const auto& row : rows) {
            std::size_t task = 0;
            std::size_t walker = 0;
            QueryResult r;
            try {
                r = resultFromRow(row, e, sets, made, task, walker);
            } catch (const std::exception& error) {
                throw std::runtime_error(s.given + "/shard.json: " + error.what());
            }
            if (task % count != k - 1 || filled[task * walkers + walker])
                throw std::runtime_error(s.given + "/shard.json: task " + std::to_string(task) +
                                         (filled[task * walkers + walker]
                                              ? " comes twice"
                                              : " is not shard " + s.shard.text() + "'s"));
            filled[task * walkers + walker] = 1;
            results[task * walkers + walker] = std::move(r);
        }
    }
    for (std::size_t i = 0; i < filled.size(); ++i)
        if (!filled[i]) {
            const auto [set, query] = locateTask(sets, i / walkers);
            throw std::runtime_error(byIndex[i / walkers % count + 1]->given +
                                     " lacks the results of query " + std::to_string(query + 1) + " of " +
                                     sets[set].path);
        }

    Provenance provenance;
    for (const auto& [key, value] : first.manifest["meta"].items())
        provenance.set(key, value.is_string() ? value.get_ref<const std::string&>() : value.dump());
    provenance.set("shard", "all " + std::to_string(count) + ", merged");
    Json manifest = experimentManifest(e, sets, provenance);
    manifest["partial"] = false;
    Json from = Json::array();
    for (std::size_t k = 1; k <= count; ++k)
        from.push_back(
            {{"folder", platform::utf8FromPath(fs::absolute(platform::pathFromUtf8(byIndex[k]->given)))},
             {"shard", byIndex[k]->shard.text()},
             {"date", textOf(byIndex[k]->manifest["meta"], "date")}});
    manifest["merged_from"] = from;
    writeResultFolder(out, overwrite, outputsOf(manifest), [&](const fs::path& folder) {
        writeExperimentReport(e, sets, results, provenance, folder);
        writeFileAtomically(platform::utf8FromPath(folder / "manifest.json"), manifest.dump(2) + "\n");
    });
    std::cout << "wrote " << platform::utf8FromPath(platform::pathFromUtf8(outGiven) / "report.md") << " ("
              << countText(total, "query") << ", " << countText(walkers, "walker") << ", merged from "
              << countText(count, "shard") << ")\n";
    return kExitDone;
}

} // namespace pathfinder::cli
