#pragma once

// What the live re-solve tests share: waiting for the live result and holding it against the
// reference Dijkstra.

#include "pathfinder/search/run.h"

#include "app_driver.h"

#include <wx/cmdproc.h>

#include <catch2/catch.hpp>
#include <cstddef>

namespace pathfinder::app::testing {

/// The search has finished and no re-solve is waiting.
inline bool liveUpToDate() {
    return frame().search().phase() == SearchController::Phase::Finished && !frame().search().liveResolve();
}

/// The live result's cost next to the reference Dijkstra's on the document's map as it is now
/// (`where` names the check in a failure).
inline void checkLiveOptimal(const MapGridDocument& doc, int where) {
    INFO("check " << where);
    REQUIRE(runUntil(liveUpToDate));
    const SearchView* walker = frame().search().walker();
    REQUIRE(walker != nullptr);
    REQUIRE(walker->state() == WalkState::ReachedGoal);
    CHECK(walker->stats().pathCost == Approx(referenceOptimalCost(doc.grid(), doc.movement())));
    CHECK(walker->path().back() == *doc.grid().goal());
}

/// The steps in the document's undo history.
inline std::size_t undoSteps(MapGridDocument& doc) {
    return doc.GetCommandProcessor()->GetCommands().GetCount();
}

} // namespace pathfinder::app::testing
