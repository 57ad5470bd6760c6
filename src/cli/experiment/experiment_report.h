#pragma once

#include "pathfinder/experiments/scenario_runner.h"
#include "pathfinder/formats/provenance.h"

#include "experiment/experiment_file.h"

#include <filesystem>
#include <vector>

namespace pathfinder::cli {

/// Writes what an experiment produced into `folder` (which must exist):
/// - results.csv: one row per query and walker, the provenance above it;
/// - report.md and report.tex: per family and walker the median, mean, standard deviation and a
///   bootstrap 95 % interval of the median of time and expansions; each walker against the
///   baseline on the same queries (median ratio with its interval, sign and Wilcoxon tests); cost
///   over the optimum; the time-sliced figures when there are any;
/// - cactus-time.svg, time-by-bucket.svg, expansions-by-length.svg: the charts the report shows.
/// `results` are runScenarios()'s for `sets` and the experiment's walkers.
void writeExperimentReport(const Experiment& experiment, const std::vector<ScenarioSet>& sets,
                           const std::vector<QueryResult>& results, const Provenance& provenance,
                           const std::filesystem::path& folder);

} // namespace pathfinder::cli
