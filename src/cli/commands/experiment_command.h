#pragma once

namespace CLI {
class App;
}

namespace pathfinder::cli {

/// Registers `experiment`: run an experiment file (experiment_file.h) into a folder of raw results,
/// a manifest and a report with tables and charts.
void addExperimentCommand(CLI::App& app);

} // namespace pathfinder::cli
