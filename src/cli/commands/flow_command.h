#pragma once

namespace CLI {
class App;
}

namespace pathfinder::cli {

/// Registers `flow`: N agents from random free cells to one goal, by one flow field and by a walker
/// per agent; expansions, time, bytes and total cost of each.
void addFlowCommand(CLI::App& app);

} // namespace pathfinder::cli
