#include "experiment/experiment_output.h"

#include "pathfinder/basics/count_text.h"
#include "pathfinder/basics/sha256.h"
#include "pathfinder/basics/temporary_paths.h"
#include "pathfinder/grid/movement.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/walker_description.h"

#include "options/exit_status.h"
#include "output/cli_provenance.h"
#include "platform/files.h"
#include "platform/process.h"

#include <stdexcept>
#include <system_error>

namespace pathfinder::cli {

namespace fs = std::filesystem;

nlohmann::ordered_json experimentManifest(const Experiment& e, const std::vector<ScenarioSet>& sets,
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

std::vector<std::string> experimentInputs(const Experiment& e, const std::string& dataDir) {
    std::vector<std::string> inputs = e.scenarios;
    for (const ExperimentMap& map : e.maps)
        inputs.push_back(map.path);
    inputs.push_back(e.path);
    if (!dataDir.empty())
        inputs.push_back(dataDir);
    if (!e.lookup.mapDir.empty())
        inputs.push_back(e.lookup.mapDir);
    return inputs;
}

fs::path resultFolder(const std::string& given, bool overwrite, std::vector<std::string> inputs) {
    fs::path out = fs::absolute(platform::pathFromUtf8(given)).lexically_normal();
    if (out.filename().empty())
        out = out.parent_path();
    // Compared as the files they are: through symbolic links, whatever the names say.
    const auto real = [](const fs::path& path) {
        std::error_code ignored;
        const fs::path resolved = fs::weakly_canonical(fs::absolute(path), ignored);
        return (resolved.empty() ? fs::absolute(path).lexically_normal() : resolved).generic_string();
    };
    auto holds = [&](const std::string& input) {
        const std::string inside = real(platform::pathFromUtf8(input));
        const std::string folder = real(out);
        return inside == folder || inside.rfind(folder + "/", 0) == 0;
    };
    inputs.push_back(platform::utf8FromPath(fs::current_path()));
    for (const std::string& input : inputs)
        if (holds(input))
            throw UsageError("--out " + given + " holds " + input +
                             ", which writing the results there would replace; choose a new folder");
    std::error_code unusable;
    static_cast<void>(fs::status(out, unusable));
    if (unusable && unusable != std::errc::no_such_file_or_directory)
        throw UsageError("--out " + given + ": " + unusable.message());
    if (fs::exists(out) && !overwrite)
        throw UsageError(given + " exists; choose another --out folder, or --overwrite to replace it");
    // --overwrite replaces earlier results, never a folder of something else.
    if (fs::exists(out) && !fs::exists(out / "manifest.json") &&
        !(fs::is_directory(out) && fs::is_empty(out)))
        throw UsageError(given + " is not the results of an experiment (it has no manifest.json); "
                                 "--overwrite replaces only those: choose another --out folder");
    return out;
}

namespace {

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

} // namespace

void writeResultFolder(const fs::path& out, bool overwrite, const std::vector<std::string>& outputs,
                       const std::function<void(const fs::path&)>& write) {
    const fs::path partial = platform::pathFromUtf8(platform::utf8FromPath(out) + ".partial-" +
                                                    std::to_string(platform::processId()));
    // Registered before the folder is made: a signal just after would otherwise leave it.
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
        fs::remove_all(partial);
        fs::create_directories(partial);
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

std::vector<std::string> outputsOf(const nlohmann::ordered_json& manifest) {
    std::vector<std::string> names{"manifest.json"};
    for (const auto& name : manifest["outputs"])
        names.push_back(name.get<std::string>());
    return names;
}

} // namespace pathfinder::cli
