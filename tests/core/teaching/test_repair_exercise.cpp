// The "predict which signposts a repair changes" exercise for D*, on a map searched by hand.

#include "pathfinder/basics/random.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/search/walker_settings.h"
#include "pathfinder/teaching/repair_exercise.h"

#include "core/ascii_grid.h"
#include "support/random_map.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

/// The cells whose signpost differs before and after, the wall left out.
std::vector<Coord> signpostsTurned(const RepairExercise& exercise, const MapGrid& grid, Coord wall) {
    std::vector<Coord> turned;
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x) {
            const Coord c{x, y};
            if (c != wall && exercise.signpostBefore(c) != exercise.walker().signpost(c))
                turned.push_back(c);
        }
    return turned;
}

/// Passes every edit of the grid on to the exercise while it lives, as the app's document does.
class ChangesTo {
public:
    ChangesTo(MapGrid& grid, RepairExercise& exercise) : m_grid(grid) {
        m_id = grid.addListener([&exercise](const GridChange& change) { exercise.mapChanged(change); });
    }
    ~ChangesTo() { m_grid.removeListener(m_id); }
    ChangesTo(const ChangesTo&) = delete;
    ChangesTo& operator=(const ChangesTo&) = delete;

private:
    MapGrid& m_grid;
    MapGrid::ListenerId m_id = 0;
};

} // namespace

TEST_CASE("Repair exercise: a wall on D*'s path turns the signposts whose routes ran through it",
          "[exercise][dstar]") {
    //   x 01234
    // y 0 S...G     4 neighbours; D* searches from the goal G (4,0) and floods every free cell.
    //   1 .###.     Costs to the goal before: row 0: 4 3 2 1 0; (0,1) 5, (4,1) 1;
    //   2 .....     row 2: 6 5 4 3 2.
    // Signposts before: row 0 east; (0,1) north (5 = 1 + 4); (4,1) north; row 2 east to (4,2),
    // which points north; (0,2) has two equal ways (north 1 + 5, east 1 + 5): D* expands (0,1)
    // first (its key 5 + h 1 from the start is below (1,2)'s 5 + 3) and (0,2) takes north from it,
    // strictly better than nothing, and keeps it when (1,2) offers no less.
    // Path: (0,0) (1,0) (2,0) (3,0) (4,0); the exercise's wall goes on its middle cell, (2,0).
    // After the wall the top row west of it must go round the bottom: costs (3,0) 1, (4,1) 1, row 2
    // 6 5 4 3 2, (0,1) 7, (0,0) 8, (1,0) 9. Signposts that turn: (1,0) east → west (into the
    // wall before), (0,0) east → south, (0,1) north → south, (0,2) north → east (its route
    // (0,2) → (0,1) → (0,0) → (1,0) → (2,0) ran through the wall). (3,0) and the rest keep theirs.
    MapGrid grid = gridFromAscii({
        "S...G",
        ".###.",
        ".....",
    });
    WalkerSettings settings;
    settings.movement.neighbours = 4;
    RepairExercise exercise(grid, settings);
    REQUIRE(exercise.walker().state() == WalkState::ReachedGoal);
    REQUIRE(exercise.wall() == Coord{2, 0});
    CHECK(exercise.signpostBefore({0, 2}) == Coord{0, 1});
    CHECK(exercise.signpostBefore({1, 0}) == Coord{2, 0});

    ChangesTo changes(grid, exercise);
    CHECK_FALSE(exercise.check({}).counted); // the wall is not in yet
    grid.setWall({2, 0}, true);
    // Marked: two that turn, one that does not. Two hits, two misses, one false alarm: 2 / 5.
    const RepairVerdict verdict = exercise.check({{1, 0}, {0, 0}, {3, 0}, {1, 0}});
    CAPTURE(verdict.text);
    REQUIRE(verdict.counted);
    CHECK(verdict.wall == Coord{2, 0});
    CHECK(verdict.changed == std::vector<Coord>{{0, 0}, {1, 0}, {0, 1}, {0, 2}});
    CHECK(verdict.changed == signpostsTurned(exercise, grid, {2, 0}));
    CHECK(verdict.hits == std::vector<Coord>{{0, 0}, {1, 0}});
    CHECK(verdict.misses == std::vector<Coord>{{0, 1}, {0, 2}});
    CHECK(verdict.falseAlarms == std::vector<Coord>{{3, 0}});
    CHECK(verdict.score == Approx(0.4));
    CHECK(verdict.text == "2 of 4 changed signposts marked, 2 missed, 1 false alarm: score 2/5 (40%)");
    REQUIRE(verdict.missReasons.size() == 2);
    CHECK(verdict.missReasons[0] ==
          "(0,1) pointed to (0,0), and its route (0,1) \u2192 (0,0) \u2192 (1,0) \u2192 "
          "(2,0) ran through the new wall; it now points to (0,2) (cost to the goal 5 "
          "\u2192 7)");
    CHECK(verdict.missReasons[1] ==
          "(0,2) pointed to (0,1), and its route (0,2) \u2192 (0,1) \u2192 (0,0) \u2192 "
          "(1,0) \u2192 (2,0) ran through the new wall; it now points to (1,2) (cost to "
          "the goal 6 \u2192 6)");
    REQUIRE(verdict.falseAlarmReasons.size() == 1);
    CHECK(verdict.falseAlarmReasons[0] ==
          "(3,0) still points to (4,0): its route (3,0) \u2192 (4,0) does not "
          "cross the wall");
    CHECK(exercise.walker().path().size() == 9); // round the bottom: 8 steps

    SECTION("the repair is judged once") {
        CHECK_FALSE(exercise.check({}).counted);
    }
}

TEST_CASE("Repair exercise: every changed cell marked scores 1, and the wall may be chosen",
          "[exercise][dstar]") {
    MapGrid grid = gridFromAscii({
        "S...G",
        ".###.",
        ".....",
    });
    WalkerSettings settings;
    settings.movement.neighbours = 4;
    RepairExercise exercise(grid, settings);
    CHECK_FALSE(exercise.chooseWall({1, 1})); // a wall already
    CHECK_FALSE(exercise.chooseWall({4, 0})); // the goal
    REQUIRE(exercise.chooseWall({3, 0}));
    // (3,0) walled: (2,0), (1,0), (0,0) and (0,1) go round the bottom; (0,2) turns east as before.
    // The wall's own cell is not asked about: marking it changes nothing.
    ChangesTo changes(grid, exercise);
    grid.setWall({3, 0}, true);
    const RepairVerdict verdict = exercise.check({{0, 0}, {1, 0}, {2, 0}, {0, 1}, {0, 2}, {3, 0}});
    CAPTURE(verdict.text);
    CHECK(verdict.changed == std::vector<Coord>{{0, 0}, {1, 0}, {2, 0}, {0, 1}, {0, 2}});
    CHECK(verdict.misses.empty());
    CHECK(verdict.falseAlarms.empty());
    CHECK(verdict.score == 1.0);
}

TEST_CASE("Repair exercise: the changed signposts are exactly those that differ, on random maps",
          "[exercise][dstar]") {
    Random random(2024);
    int judged = 0;
    for (int map = 0; map < 40; ++map) {
        CAPTURE(map);
        RandomMapOptions options;
        options.maxWallDensity = 0.25;
        options.costShare = map % 2 == 0 ? 0.3 : 0.0;
        // One draw a statement, the height first, for the same map with every compiler (randomSizedMap).
        const int height = randomBetween(random, 3, 10);
        const int width = randomBetween(random, 4, 14);
        MapGrid grid = randomMap(random, width, height, options);
        WalkerSettings settings;
        settings.movement.neighbours = map % 3 == 0 ? 4 : 8;
        RepairExercise exercise(grid, settings);
        if (!exercise.wall())
            continue;
        const Coord wall = *exercise.wall();
        ChangesTo changes(grid, exercise);
        grid.setWall(wall, true);
        const RepairVerdict verdict = exercise.check({});
        REQUIRE(verdict.counted);
        CHECK(verdict.changed == signpostsTurned(exercise, grid, wall));
        CHECK(verdict.misses == verdict.changed);
        CHECK(verdict.missReasons.size() == verdict.misses.size());
        ++judged;
    }
    CHECK(judged > 20);
}
