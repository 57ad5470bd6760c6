#pragma once

namespace CLI {
class App;
}

namespace pathfinder::cli {

/// Registers `generate` (a maze of a chosen kind, size and seed) and `convert` (between .maze
/// and Moving AI .map).
void addGenerateCommands(CLI::App& app);

} // namespace pathfinder::cli
