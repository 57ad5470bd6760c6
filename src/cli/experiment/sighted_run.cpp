#include "experiment/sighted_run.h"

#include "pathfinder/basics/count_text.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"

#include <algorithm>

namespace pathfinder::cli {

std::string refusalForSight(const WalkerDescription& description) {
    if (description.traits.movesAgent)
        return std::string(description.displayName) +
               " moves an agent of its own and plans no path, so it cannot walk with limited sight";
    return {};
}

std::size_t sightedStepLimit(const MapGrid& map) {
    return std::max<std::size_t>(10'000, 64 * map.cellCount());
}

SightedRunResult sightedRun(const MapGrid& map, const std::string& name, const WalkerSettings& settings,
                            const std::vector<MapEdit>& edits, std::size_t changeEvery, const Sight& sight) {
    SightedRunResult result;
    result.fullSightCost = referenceOptimalCost(map, settings.movement);
    auto walker = createWalker(name);
    if (std::string refusal = refusalForSight(walker->description()); !refusal.empty()) {
        result.status = "gave-up";
        result.refusal = std::move(refusal);
        result.note = result.refusal;
        return result;
    }
    MapGrid truth = map;
    SightedWalk walk(truth, std::move(walker), settings, sight);
    const std::size_t limit = sightedStepLimit(map);
    SightedWalk::State state = SightedWalk::State::Walking;
    std::size_t step = 0;
    for (; step < limit; ++step) {
        if (step > 0 && step % changeEvery == 0 && result.changesMade < edits.size())
            applyEdit(truth, edits[result.changesMade++]);
        state = walk.step();
        if (state == SightedWalk::State::Arrived)
            break;
        if (state == SightedWalk::State::Stuck && result.changesMade == edits.size())
            break;
    }
    result.stats = walk.stats();
    MapGrid left = truth;
    left.setStart(map.start()); // a start moved by the changes does not move the agent
    result.fullSightCost = referenceOptimalCost(left, settings.movement);
    result.refusal = walk.walker().refusal();
    result.status = "gave-up";
    if (state == SightedWalk::State::Arrived)
        result.status = "reached";
    else if (!result.refusal.empty())
        result.note = result.refusal;
    else if (state == SightedWalk::State::Walking)
        result.note = "step limit: " + countText(limit, "step");
    else if (walk.stoppedOnMisfit())
        result.note = "the walker's plan held a step the movement refuses";
    else if (walk.walker().outcome() == Outcome::GaveUp)
        result.note = "the walker gave up planning: " + walk.walker().note();
    else
        result.status = "unreachable";
    return result;
}

} // namespace pathfinder::cli
