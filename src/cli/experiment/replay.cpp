#include "experiment/replay.h"

#include "pathfinder/registry/walker_registry.h"

#include <chrono>

namespace pathfinder::cli {

namespace {

/// Iterates until the walker has finished, or ends it as gave-up after `budget` iterations;
/// returns the elapsed nanoseconds.
std::int64_t finish(MapGridWalker& walker, std::uint64_t budget) {
    const auto begin = std::chrono::steady_clock::now();
    for (std::uint64_t i = 0; i < budget && !walker.finished(); ++i)
        walker.iterate();
    walker.giveUpForBudget();
    return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - begin)
        .count();
}

} // namespace

/// Replays the edits on a copy of the map: the walker searches once, then hears of each edit
/// through the grid (MapGridWalker::notifyChange: a dynamic walker repairs, any other searches
/// afresh). An edit that changes nothing costs nothing.
std::vector<StepResult> replay(const MapGrid& map, const std::string& name, const WalkerSettings& settings,
                               const std::vector<MapEdit>& edits, std::uint64_t budget) {
    MapGrid grid = map;
    auto walker = createWalker(name);
    walker->setup(grid, settings);
    bool notified = false;
    grid.addListener([&](const GridChange& change) {
        notified = true;
        walker->notifyChange(change);
    });
    std::vector<StepResult> results;
    const std::int64_t firstSearch = finish(*walker, budget);
    results.push_back({walker->outcome(), walker->stats().pathCost, walker->stats().expanded, firstSearch,
                       costComparison(walker->description(), grid, settings.movement), walker->refusal()});
    for (const MapEdit& edit : edits) {
        const std::uint64_t before = walker->stats().expanded;
        const std::uint64_t resets = walker->resetCount();
        notified = false;
        const auto begin = std::chrono::steady_clock::now();
        applyEdit(grid, edit);
        finish(*walker, budget);
        const auto elapsed = std::chrono::steady_clock::now() - begin;
        const std::uint64_t after = walker->stats().expanded;
        // A walker that started over counts from zero again.
        const std::uint64_t expanded = !notified                        ? 0
                                       : walker->resetCount() != resets ? after
                                                                        : after - before;
        results.push_back({walker->outcome(), walker->stats().pathCost, expanded,
                           std::chrono::duration_cast<std::chrono::nanoseconds>(elapsed).count(),
                           costComparison(walker->description(), grid, settings.movement),
                           walker->refusal()});
    }
    return results;
}

} // namespace pathfinder::cli
