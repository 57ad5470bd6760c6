#pragma once

namespace CLI {
class App;
}

namespace pathfinder::cli {

/// Registers `crowd`: several agents walk at once on one map, under the wait-then-replan rule or
/// WHCA*, and a row per agent tells how each fared.
void addCrowdCommand(CLI::App& app);

} // namespace pathfinder::cli
