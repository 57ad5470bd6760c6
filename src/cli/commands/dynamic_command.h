#pragma once

namespace CLI {
class App;
}

namespace pathfinder::cli {

/// Registers `dynamic`: replay map changes and time how each walker repairs its path.
void addDynamicCommand(CLI::App& app);

} // namespace pathfinder::cli
