#pragma once

#include <cstddef>

namespace CLI {
class App;
}

namespace pathfinder::cli {

/// Registers `scen`: run every query of Moving AI scenario files and check the optimal lengths.
void addScenCommand(CLI::App& app);

/// "[#####.....]  1234 / 5000 queries" on stderr, redrawn in place: the progress callback of
/// runScenarios() for a terminal.
void drawQueryProgress(std::size_t done, std::size_t total);

} // namespace pathfinder::cli
