#pragma once

namespace CLI {
class App;
}

namespace pathfinder::cli {

/// Registers `run`: solve one map with one or more walkers and print their statistics.
void addRunCommand(CLI::App& app);

} // namespace pathfinder::cli
