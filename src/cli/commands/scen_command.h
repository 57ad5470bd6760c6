#pragma once

namespace CLI {
class App;
}

namespace pathfinder::cli {

/// Registers `scen`: run every query of Moving AI scenario files and check the optimal lengths.
void addScenCommand(CLI::App& app);

} // namespace pathfinder::cli
