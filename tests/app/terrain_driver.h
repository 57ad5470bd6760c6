#pragma once

// What the terrain tests share: a small terrain map whose routes were priced by hand.

#include "pathfinder/formats/maze_io.h"

#include "app_driver.h"

#include <catch2/catch.hpp>
#include <sstream>

namespace pathfinder::app::testing {

/// A road along the top broken by one cell of trail, a river across the middle, jungle at the
/// bottom, plains at both ends; four neighbours. By hand, from (0, 1) to (6, 1): the jeep takes the
/// road for 1.1 + 5 × 1 + 1.1 + 1.1 = 8.3; the hovercraft, kept off the trail, crosses the river for
/// 5 × 1.1 + 1.3 = 6.8; the apc, the tank and the mobile base, kept off trail, water and jungle,
/// have no way.
inline const char* const kRiverCrossing = "name: River crossing\n"
                                          "size: 7 3\n"
                                          "start: 0 1\n"
                                          "goal: 6 1\n"
                                          "neighbours: 4\n"
                                          "unit: jeep\n"
                                          "map:\n"
                                          "prrtrrp\n"
                                          "pwwwwwp\n"
                                          "pjjjjjp\n";

/// The river crossing as a new, untitled document.
inline MapGridDocument& openRiverCrossing() {
    std::istringstream text(kRiverCrossing);
    MessageLog answers(wxNO); // the open maze's changes are not saved
    REQUIRE(manager().createUntitled(readMaze(text, "river.maze")) != nullptr);
    runFor(30);
    MapGridDocument& doc = document();
    REQUIRE(doc.grid().width() == 7);
    return doc;
}

} // namespace pathfinder::app::testing
