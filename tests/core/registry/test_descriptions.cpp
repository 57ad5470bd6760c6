#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/walker_description.h"

#include <algorithm>
#include <catch2/catch.hpp>

using namespace pathfinder;

TEST_CASE("A walker whose open list is not explained says why, unless it is an agent",
          "[registry][descriptions]") {
    for (const WalkerInfo& info : walkerRegistry()) {
        CAPTURE(info.name);
        if (info.ranking == OpenListRanking::None && !info.traits.movesAgent)
            CHECK_FALSE(info.openListNote.empty());
        if (info.ranking != OpenListRanking::None)
            CHECK(info.openListNote.empty());
        // A fixed heuristic belongs to a ranking that uses one.
        if (info.fixedHeuristic)
            CHECK((info.ranking == OpenListRanking::Sum || info.ranking == OpenListRanking::WeightedSum ||
                   info.ranking == OpenListRanking::Estimate));
        CHECK(info.pseudoCode != nullptr);
    }
}

TEST_CASE("The descriptions name the walkers the features pick by default", "[registry][descriptions]") {
    // The default walker finds least-cost routes where one is needed (random edits, a walk's replans).
    const WalkerInfo* fallback = findWalker(kDefaultWalker);
    REQUIRE(fallback != nullptr);
    CHECK(fallback->traits.optimal);
    CHECK(fallback->traits.weightedCosts);
    CHECK_FALSE(fallback->traits.anyAngle);

    // Predict a Repair needs a walker that repairs its signposts over the whole map.
    const auto repairs = std::count_if(walkerRegistry().begin(), walkerRegistry().end(),
                                       [](const WalkerInfo& info) { return info.repairsSignposts; });
    CHECK(repairs == 1);
    for (const WalkerInfo& info : walkerRegistry())
        if (info.repairsSignposts) {
            CHECK(info.traits.dynamicRepair);
            CHECK(info.declares(Parameter::FloodAll));
        }

    // The Scenario window starts with some walkers ticked, the default among them.
    CHECK(fallback->scenarioPick);
    CHECK(fallback->compareAllPick);
    // A walker that expands jump points ranks them.
    for (const WalkerInfo& info : walkerRegistry())
        if (info.expandsJumpPoints)
            CHECK(info.ranking != OpenListRanking::None);
}
