#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_guide.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"
#include "pathfinder/teaching/expansion_exercise.h"
#include "pathfinder/teaching/open_list_explanation.h"
#include "pathfinder/teaching/pseudo_code.h"

#include "core/ascii_grid.h"
#include "support/added_walker.h"

#include <catch2/catch.hpp>
#include <stdexcept>
#include <string>

using namespace pathfinder;
using pathfinder::testing::AddedFloodWalker;
using pathfinder::testing::kAddedWalkerName;

namespace {

// Added for the whole run of these tests: every test that goes over the registry (the walker
// matrix, the guide's checks, the pseudo-code checks, …) meets it like a built-in walker.
const pathfinder::testing::AddedWalkerRegistration registration;

} // namespace

TEST_CASE("A walker added from the tests is found and runs like a built-in one", "[registry][added-walker]") {
    const WalkerInfo* info = findWalker(kAddedWalkerName);
    REQUIRE(info != nullptr);
    CHECK(info->displayName == "Test Flood");
    CHECK(&walkerRegistry().back() == info);
    CHECK(walkerNameList().find("test-flood") != std::string::npos);
    CHECK(walkersDeclaring(Parameter::SearchUnreachable).find("test-flood") != std::string::npos);

    // Around the wall both ways take six moves (corners may not be cut): worked by hand.
    const MapGrid grid = pathfinder::testing::gridFromAscii({
        "S....", //
        ".###.", //
        "....G", //
    });
    const auto walker = createWalker(kAddedWalkerName);
    REQUIRE(walker != nullptr);
    WalkerSettings settings;
    walker->setup(grid, settings);
    runToCompletion(*walker, iterationLimit(grid));
    CHECK(walker->state() == WalkState::ReachedGoal);
    CHECK(walker->path().size() == 7);
}

TEST_CASE("The teaching features read an added walker from its description", "[registry][added-walker]") {
    const PseudoCodeListing* listing = pseudoCodeFor(kAddedWalkerName);
    CHECK(listing == &AddedFloodWalker::listing());
    CHECK(explainsOpenList(kAddedWalkerName));
    CHECK(ExpansionExercise::covers(kAddedWalkerName));
    CHECK(ExpansionExercise::coveredWalkers().find("Test Flood") != std::string::npos);

    const MapGrid grid = pathfinder::testing::gridFromAscii({
        "S...", //
        "....", //
        "...G", //
    });
    ExpansionExercise exercise(grid, kAddedWalkerName, WalkerSettings{});
    CHECK(exercise.unit() == "cell");
}

TEST_CASE("The guide carries an added walker's page from its description",
          "[registry][added-walker][guide]") {
    CHECK(walkerGuidePage(kAddedWalkerName) == AddedFloodWalker::kGuidePage);
    const auto names = guidePageNames();
    CHECK(std::count(names.begin(), names.end(), kAddedWalkerName) == 1);
    CHECK(walkerGuideSummary(kAddedWalkerName).rfind("A flood from the start", 0) == 0);
    CHECK(walkerGuideHelpText().find("test-flood") != std::string::npos);
    CHECK(walkerGuideOverview().find("Test Flood") != std::string::npos);
}

TEST_CASE("The registry refuses a second walker of the same name and keeps the built-in ones",
          "[registry][added-walker]") {
    CHECK_THROWS_AS(registerWalker(pathfinder::testing::addedWalkerInfo()), std::invalid_argument);
    WalkerInfo nameless;
    CHECK_THROWS_AS(registerWalker(nameless), std::invalid_argument);
    const std::size_t size = walkerRegistry().size();
    unregisterWalker("astar");
    CHECK(walkerRegistry().size() == size);
    CHECK(findWalker("astar") != nullptr);
}
