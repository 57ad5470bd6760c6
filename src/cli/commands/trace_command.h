#pragma once

namespace CLI {
class App;
}

namespace pathfinder::cli {

/// Registers `trace`: run one walker on one map and write its search trace for Posthoc, with the
/// map beside it.
void addTraceCommand(CLI::App& app);

/// Registers `trace-diff`: compare two search traces and name the first event where they part.
void addTraceDiffCommand(CLI::App& app);

} // namespace pathfinder::cli
