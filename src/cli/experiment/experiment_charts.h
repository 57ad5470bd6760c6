#pragma once

#include "experiment/experiment_results.h"

#include <string>

namespace pathfinder::cli {

/// The charts of an experiment's report, as standalone SVG documents.

/// Cactus plot: per walker, the queries solved within each time (a query not reached is not solved).
std::string cactusChart(const ExperimentResults& results);

/// Median time per group of scenario buckets (at most 12 groups), with its bootstrap interval.
std::string bucketChart(const ExperimentResults& results);

/// Expansions against the optimal length, at most 1,000 evenly chosen queries per walker.
std::string lengthChart(const ExperimentResults& results);

} // namespace pathfinder::cli
