#pragma once

namespace CLI {
class App;
}

namespace pathfinder::cli {

/// Registers `generate` (a maze of a chosen kind, size and seed) and `convert` (between .maze
/// and Moving AI .map, or from a Tiled .tmx with its mapping file).
void addGenerateCommands(CLI::App& app);

} // namespace pathfinder::cli
