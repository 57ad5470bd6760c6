#pragma once

#include "pathfinder/experiments/scenario_runner.h"
#include "pathfinder/formats/provenance.h"

#include "experiment/experiment_file.h"

#include <cstddef>
#include <filesystem>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace pathfinder::cli {

/// The manifest of an experiment over scenario files: the provenance, the experiment file and its
/// hash, the walkers with their settings, how they run, each scenario file and map with its hash,
/// and the files the folder holds ("outputs").
nlohmann::ordered_json experimentManifest(const Experiment& e, const std::vector<ScenarioSet>& sets,
                                          const Provenance& provenance);

/// What produced the experiment's results, taken before the run: the hashes are of the inputs as
/// they were read. `queries` bounds the threads recorded.
Provenance experimentProvenance(const Experiment& e, std::size_t queries);

/// The --out folder `given` as an absolute path without a trailing separator, checked: it may not
/// hold one of `inputs` (or the current folder), which replacing it would destroy; it must not
/// exist unless `overwrite`, and then only as the results of an experiment (a manifest.json) or
/// an empty folder. Throws UsageError saying which.
std::filesystem::path resultFolder(const std::string& given, bool overwrite, std::vector<std::string> inputs);

/// The files an experiment writes into its folder: the experiment file, its scenario files, maps
/// and folders, as resultFolder() takes them.
std::vector<std::string> experimentInputs(const Experiment& e, const std::string& dataDir);

/// Writes the results into a folder beside `out` and moves it into place only when all of it is
/// written, so that a failed run leaves no half-written folder and an `overwrite` loses nothing
/// until it succeeds. While it is written, the folder and the files `outputs` names in it are
/// registered as temporary (temporary_paths.h), so that a signal that stops the program removes
/// them too.
void writeResultFolder(const std::filesystem::path& out, bool overwrite,
                       const std::vector<std::string>& outputs,
                       const std::function<void(const std::filesystem::path&)>& write);

/// The files an experiment writes: those its manifest lists, and the manifest.
std::vector<std::string> outputsOf(const nlohmann::ordered_json& manifest);

} // namespace pathfinder::cli
