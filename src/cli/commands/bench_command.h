#pragma once

namespace CLI {
class App;
}

namespace pathfinder::cli {

/// Registers `bench`: time chosen walkers on chosen maps with repetitions.
void addBenchCommand(CLI::App& app);

} // namespace pathfinder::cli
