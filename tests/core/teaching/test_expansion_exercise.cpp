// The "predict the next expansion" exercise on small maps searched by hand.
//
// The engine's rules the hand traces follow: one iterate() expands the first cell of the open
// list; its neighbours are generated in the heading order N, NE, E, SE, S, SW, W, NW (N, E, S, W
// with 4 neighbours); a neighbour is put on (again) only for a strictly lower g; the open list
// ranks by f, then (tie-break "larger g") by the larger g, then first in, first out. Event numbers
// count every event the walker sends: 0 restarting, 1 source, 2 destination, 3 generating the
// start; then each expansion sends expanding, its generatings and closing.

#include "pathfinder/grid/map_grid.h"
#include "pathfinder/search/walker_settings.h"
#include "pathfinder/teaching/expansion_exercise.h"

#include "core/ascii_grid.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <string>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

WalkerSettings fourNeighbours(HeuristicKind heuristic = HeuristicKind::Manhattan) {
    WalkerSettings settings;
    settings.movement.neighbours = 4;
    settings.heuristic = heuristic;
    settings.tieBreak = TieBreak::LargerG;
    return settings;
}

WalkerSettings eightNeighbours() {
    WalkerSettings settings;
    settings.movement = Movement{8, DiagonalRule::NoCornerCutting, DiagonalLength::Sqrt2};
    settings.heuristic = HeuristicKind::Octile;
    settings.tieBreak = TieBreak::LargerG;
    return settings;
}

/// Guesses `guess`, and checks that the walker expanded `expanded`, the verdict, and (when given)
/// its text.
ExpansionVerdict guessAndCheck(ExpansionExercise& exercise, Coord guess, Coord expanded,
                               const std::string& text = "") {
    const std::uint64_t before = exercise.walker().stats().expanded;
    const ExpansionVerdict verdict = exercise.guessCell(guess);
    CAPTURE(verdict.text);
    CHECK(verdict.counted);
    CHECK(verdict.expanded == expanded);
    CHECK(verdict.right == (guess == expanded));
    CHECK(verdict.explanationAgreed);
    CHECK(exercise.walker().stats().expanded == before + 1); // exactly one expansion per guess
    if (!text.empty())
        CHECK(verdict.text == text);
    return verdict;
}

} // namespace

TEST_CASE("Breadth-First exercise: first in, first out on an open 5x3 map, and wrong guesses of "
          "open, closed and unseen cells",
          "[exercise]") {
    // 4 neighbours from S (0,1) to G (4,1). Breadth-First ranks by moves (f = g); equal moves go
    // first in, first out.
    //   expand (0,1): generates N (0,0) #5, E (1,1) #6, S (0,2) #7, all f 1
    //   expand (0,0): generates E (1,0) #10 (f 2)
    //   expand (1,1): N (1,0) is open already; generates E (2,1) #13, S (1,2) #14 (f 2)
    //   expand (0,2): nothing new; open: (1,0) #10, (2,1) #13, (1,2) #14, all f 2
    //   expand (1,0): generates E (2,0) #19 (f 3); open: (2,1) #13, (1,2) #14, (2,0) #19
    //   expand (2,1)
    const MapGrid grid = gridFromAscii({
        ".....",
        "S...G",
        ".....",
    });
    ExpansionExercise exercise(grid, "breadth-first", fourNeighbours());
    CHECK(exercise.unit() == "cell");
    REQUIRE(exercise.explanation().chosen);
    CHECK(exercise.explanation().chosen->cell == Coord{0, 1});

    guessAndCheck(exercise, {0, 1}, {0, 1}, "right: (0,1) is the only open cell");
    const ExpansionVerdict second =
        guessAndCheck(exercise, {1, 1}, {0, 0},
                      "wrong: (1,1) has f 1 and is open (2nd of 3), but (0,0) goes first: equal f and g; "
                      "first in, first out (entered at event 5 before 6)");
    CHECK(second.guessWas == GuessedCell::Open);
    CHECK(second.guessRank == 2);
    REQUIRE(second.guessEntry);
    CHECK(second.guessEntry->tieKey == "g 1");
    REQUIRE(second.ranked.size() == 3);
    CHECK(second.ranked[0].open.cell == Coord{0, 0});
    CHECK(second.ranked[2].open.cell == Coord{0, 2});
    guessAndCheck(exercise, {1, 1}, {1, 1},
                  "right: equal f and g with (0,2); first in, first out (entered at event 6 before 7)");
    guessAndCheck(exercise, {2, 1}, {0, 2},
                  "wrong: (2,1) has f 2 and is open (3rd of 4), but (0,2) has lower f (1 < 2)");
    const ExpansionVerdict closed = guessAndCheck(
        exercise, {0, 1}, {1, 0},
        "wrong: (0,1) was expanded already (it is closed); the next cell is (1,0): equal f and g with (2,1); "
        "first in, first out (entered at event 10 before 13)");
    CHECK(closed.guessWas == GuessedCell::Closed);
    CHECK(closed.guessRank == 0);
    const ExpansionVerdict unseen = guessAndCheck(
        exercise, {4, 1}, {2, 1},
        "wrong: (4,1) is not open: the search has not reached it yet; the next cell is (2,1): equal f and g "
        "with (1,2); first in, first out (entered at event 13 before 14)");
    CHECK(unseen.guessWas == GuessedCell::Unseen);

    // Two right of six, by hand.
    CHECK(exercise.score().asked == 6);
    CHECK(exercise.score().right == 2);
    CHECK(describeScore(exercise.score()) == "2 of 6 right");
    CHECK(exercise.disagreements() == 0);
}

TEST_CASE("Dijkstra exercise: entry costs decide, ties go first in, first out, and g, h and f are "
          "worked out",
          "[exercise]") {
    // 4 neighbours from S (0,0) to G (3,0); (1,0) costs 3 to enter, the rest 1. f = g.
    //   expand (0,0): E (1,0) g 3 #5, S (0,1) g 1 #6
    //   expand (0,1) (1 < 3): E (1,1) g 2 #9
    //   expand (1,1) (2 < 3): N (1,0) would cost 2 + 3 = 5, not less than 3; E (2,1) g 3 #12
    //   expand (1,0): equal f and g 3 with (2,1), entered first (#5 before #12); E (2,0) g 4 #15
    //   expand (2,1) (3 < 4): N (2,0) would cost 4, not less; E (3,1) g 4 #18
    //   expand (2,0): equal f and g 4 with (3,1), #15 before #18; E (3,0) g 5
    //   expand (3,1) (4 < 5), then the goal (3,0): 8 expansions, cost 5
    const MapGrid grid = gridFromAscii({
        "S3.G",
        ".1..",
    });
    ExpansionExercise exercise(grid, "dijkstra", fourNeighbours());
    guessAndCheck(exercise, {0, 0}, {0, 0});
    guessAndCheck(exercise, {0, 1}, {0, 1}, "right: lower f than (1,0) (1 < 3)");

    // Open now: (1,1) f 2, (1,0) f 3. The question is about the runner-up.
    REQUIRE(exercise.askValues() == Coord{1, 0});
    const ValuesVerdict values = exercise.answerValues(3, 0, 3);
    CAPTURE(values.text);
    CHECK(values.right);
    CHECK(values.text.rfind("right: g, h and f of (1,0) are all within 0.01\n", 0) == 0);
    CHECK(values.gWorking ==
          "g = g(0,0) + step = 0 + 3 = 3 (an orthogonal step onto a cell of entry cost 3)");
    CHECK(values.hWorking == "h = 0: Dijkstra uses no heuristic");
    CHECK(values.fWorking == "f = g = 3: Dijkstra ranks by g alone");
    REQUIRE(exercise.askValues() == Coord{1, 0});
    const ValuesVerdict wrong = exercise.answerValues(1, 0, 1);
    CHECK_FALSE(wrong.right);
    CHECK_FALSE(wrong.gRight);
    CHECK(wrong.hRight);
    CHECK_FALSE(wrong.fRight);
    CHECK(wrong.text.rfind("wrong for (1,0): g is 3, not 1, f is 3, not 1\n", 0) == 0);

    guessAndCheck(exercise, {1, 1}, {1, 1}, "right: lower f than (1,0) (2 < 3)");
    guessAndCheck(exercise, {2, 1}, {1, 0},
                  "wrong: (2,1) has f 3 and is open (2nd of 2), but (1,0) goes first: equal f and g; first "
                  "in, first out (entered at event 5 before 12)");
    guessAndCheck(exercise, {2, 1}, {2, 1}, "right: lower f than (2,0) (3 < 4)");
    guessAndCheck(exercise, {2, 0}, {2, 0},
                  "right: equal f and g with (3,1); first in, first out (entered at event 15 before 18)");
    guessAndCheck(exercise, {3, 1}, {3, 1}, "right: lower f than (3,0) (4 < 5)");
    guessAndCheck(exercise, {3, 0}, {3, 0}, "right: (3,0) is the only open cell");
    CHECK(exercise.finished());
    CHECK(exercise.walker().stats().pathCost == 5.0);

    // Eight guesses (seven right) and two sets of values (one right).
    CHECK(exercise.score().asked == 10);
    CHECK(exercise.score().right == 8);
    CHECK_FALSE(exercise.guessCell({0, 0}).counted); // nothing left to predict
    CHECK(exercise.score().asked == 10);
}

TEST_CASE("A* exercise with Manhattan distance: on a plateau of equal f the larger g goes first",
          "[exercise][astar]") {
    // 4 neighbours from S (0,2) to G (4,0): every cell of a monotone route has f = 6.
    //   expand (0,2): N (0,1) g 1 #5, E (1,2) g 1 #6: equal f and g, first in first out
    //   expand (0,1): N (0,0) g 2 #9, E (1,1) g 2 #10
    //   expand (0,0) (g 2, #9 before #10): E (1,0) g 3
    //   expand (1,0) (g 3 > 2), (2,0), (3,0), then the goal (4,0): 7 expansions
    const MapGrid grid = gridFromAscii({
        "....G",
        ".....",
        "S....",
    });
    ExpansionExercise exercise(grid, "astar", fourNeighbours(HeuristicKind::Manhattan));
    guessAndCheck(exercise, {0, 2}, {0, 2});
    guessAndCheck(exercise, {1, 2}, {0, 1},
                  "wrong: (1,2) has f 6 and is open (2nd of 2), but (0,1) goes first: equal f and g; first "
                  "in, first out (entered at event 5 before 6)");
    guessAndCheck(exercise, {1, 1}, {0, 0},
                  "wrong: (1,1) has f 6 and is open (2nd of 3), but (0,0) goes first: equal f and g; first "
                  "in, first out (entered at event 9 before 10)");
    // Open: (1,0) g 3, (1,1) g 2, (1,2) g 1, all f 6: the question is about (1,1).
    REQUIRE(exercise.askValues() == Coord{1, 1});
    const ValuesVerdict values = exercise.answerValues(2, 4, 6);
    CHECK(values.right);
    CHECK(values.hWorking == "h = dx + dy = 3 + 1 = 4 (Manhattan distance from (1,1) to the goal (4,0))");
    CHECK(values.fWorking == "f = g + h = 2 + 4 = 6");
    guessAndCheck(exercise, {1, 0}, {1, 0}, "right: equal f 6 with (1,1); larger g first (3 > 2)");
    guessAndCheck(exercise, {2, 0}, {2, 0});
    guessAndCheck(exercise, {3, 0}, {3, 0});
    guessAndCheck(exercise, {4, 0}, {4, 0});
    CHECK(exercise.finished());
    CHECK(exercise.score().asked == 8); // seven guesses, five right, and one set of values, right
    CHECK(exercise.score().right == 6);
}

TEST_CASE("A* exercise with the octile distance on 8 neighbours: ties of f fall to the larger g",
          "[exercise][astar]") {
    // From S (0,0) to G (4,2) round the wall at (2,1), no corner cutting, diagonal √2 ≈ 1.414.
    // h = (max − min) + min·√2 of the distances to the goal.
    //   expand (0,0): E (1,0) g 1 h 3.828, SE (1,1) g 1.414 h 3.414, both f 4.828; S (0,1) f 5.414
    //   expand (1,1) (equal f, larger g): NE and SE cut the wall's corner; S (1,2) g 2.414 h 3
    //     f 5.414; SW (0,2) f 6.828
    //   expand (1,0) (4.828 < 5.414): E (2,0) g 2 h 2.828 f 4.828
    //   expand (2,0): E (3,0) g 3 h 2.414 f 5.414 (SE cuts the wall's corner)
    //   expand (3,0) (f 5.414 like (1,2) and (0,1), larger g 3): E (4,0) f 6, SE (4,1) g 4.414 h 1,
    //     S (3,1) g 4 h 1.414, both f 5.414
    //   expand (4,1) (larger g), which opens the goal (4,2) with g = f = 5.414
    //   expand (4,2) (equal f, larger g than (3,1)): 7 expansions
    const MapGrid grid = gridFromAscii({
        "S....",
        "..#..",
        "....G",
    });
    ExpansionExercise exercise(grid, "astar", eightNeighbours());
    guessAndCheck(exercise, {0, 0}, {0, 0}, "right: (0,0) is the only open cell");
    guessAndCheck(exercise, {1, 0}, {1, 1},
                  "wrong: (1,0) has f 4.828 and is open (2nd of 3), but (1,1) goes first: equal f 4.828; "
                  "larger g first (1.414 > 1)");
    guessAndCheck(exercise, {1, 0}, {1, 0}, "right: lower f than (1,2) (4.828 < 5.414)");
    guessAndCheck(exercise, {2, 0}, {2, 0}, "right: lower f than (1,2) (4.828 < 5.414)");

    REQUIRE(exercise.askValues() == Coord{1, 2});
    const ValuesVerdict values = exercise.answerValues(2.41, 3, 5.41);
    CAPTURE(values.text);
    CHECK(values.right);
    CHECK(values.gWorking ==
          "g = g(1,1) + step = 1.414 + 1 = 2.414 (an orthogonal step onto a cell of entry cost 1)");
    CHECK(values.hWorking == "h = (max \u2212 min) + min \u00d7 1.414 = (3 \u2212 0) + 0 \u00d7 1.414 = 3 "
                             "(octile distance from (1,2) to the goal (4,2))");
    CHECK(values.fWorking == "f = g + h = 2.414 + 3 = 5.414");
    REQUIRE(exercise.askValues() == Coord{1, 2});
    const ValuesVerdict wrongH = exercise.answerValues(2.414, 2, 5.414);
    CHECK_FALSE(wrongH.right);
    CHECK(wrongH.gRight);
    CHECK_FALSE(wrongH.hRight);
    CHECK(wrongH.text.rfind("wrong for (1,2): h is 3, not 2\n", 0) == 0);

    guessAndCheck(exercise, {1, 2}, {3, 0},
                  "wrong: (1,2) has f 5.414 and is open (2nd of 4), but (3,0) goes first: equal f 5.414; "
                  "larger g first (3 > 2.414)");
    guessAndCheck(exercise, {4, 1}, {4, 1}, "right: equal f 5.414 with (3,1); larger g first (4.414 > 4)");
    guessAndCheck(exercise, {4, 2}, {4, 2}, "right: equal f 5.414 with (3,1); larger g first (5.414 > 4)");
    CHECK(exercise.finished());
    CHECK(exercise.walker().stats().expanded == 7);
    // Seven guesses (five right) and two sets of values (one right).
    CHECK(exercise.score().asked == 9);
    CHECK(exercise.score().right == 6);
}

TEST_CASE("Best-First exercise: h alone ranks, and a wall or a cell off the map is never next",
          "[exercise]") {
    // 4 neighbours, Manhattan, from S (0,1) to G (4,1) round the wall at (2,1). f = h.
    //   expand (0,1): N (0,0) h 5 #5, E (1,1) h 3 #6, S (0,2) h 5 #7
    //   expand (1,1) (3 < 5): N (1,0) h 4 g 2 #10, S (1,2) h 4 g 2 #11
    //   expand (1,0) (equal f and g with (1,2), #10 before #11): E (2,0) h 3
    //   expand (2,0) (3 < 4), (3,0) (h 2), (4,0) (h 1, E before S (3,1)), then the goal (4,1)
    const MapGrid grid = gridFromAscii({
        ".....",
        "S.#.G",
        ".....",
    });
    ExpansionExercise exercise(grid, "best-first", fourNeighbours(HeuristicKind::Manhattan));
    guessAndCheck(exercise, {0, 1}, {0, 1});
    guessAndCheck(exercise, {1, 1}, {1, 1}, "right: lower f than (0,0) (3 < 5)");
    REQUIRE(exercise.askValues() == Coord{1, 2});
    const ValuesVerdict values = exercise.answerValues(2, 4, 4);
    CHECK(values.right);
    CHECK(values.fWorking == "f = h = 4: Best-First ranks by h alone");
    guessAndCheck(exercise, {1, 2}, {1, 0},
                  "wrong: (1,2) has f 4 and is open (2nd of 4), but (1,0) goes first: equal f and g; first "
                  "in, first out (entered at event 10 before 11)");
    const ExpansionVerdict wall =
        guessAndCheck(exercise, {2, 1}, {2, 0},
                      "wrong: (2,1) is a wall; the next cell is (2,0): lower f than (1,2) (3 < 4)");
    CHECK(wall.guessWas == GuessedCell::Blocked);
    const ExpansionVerdict off = guessAndCheck(exercise, {-1, 0}, {3, 0});
    CHECK(off.guessWas == GuessedCell::OffMap);
    CHECK(off.text.rfind("wrong: (-1,0) is off the map; the next cell is (3,0): ", 0) == 0);
    const ExpansionVerdict tie = guessAndCheck(exercise, {4, 0}, {4, 0});
    CHECK(tie.text.rfind("right: equal f and g with (3,1); first in, first out", 0) == 0);
    guessAndCheck(exercise, {4, 1}, {4, 1});
    CHECK(exercise.finished());
    CHECK(exercise.score().asked == 8); // seven guesses, four right, and one set of values, right
    CHECK(exercise.score().right == 5);
}

TEST_CASE("JPS exercise: the question is the next jump point, and cells passed over are not open",
          "[exercise][jps]") {
    //   x 0123456
    // y 0 ...#...
    //   1 S..#..G
    //   2 .......
    // No corner cutting. From the start the runs N, E and S meet the wall or the border; SE's first
    // cell (1,2) runs east past (2,2) and (3,2) to (4,2), where the wall ends above the row: (4,2)
    // is the one jump point, g = √2 + 3 ≈ 4.414 (one diagonal step and three straight), h = 1 + √2,
    // f ≈ 6.828. From (4,2) the forced NE run reaches (5,1), whose run east meets the goal: (6,1).
    const MapGrid grid = gridFromAscii({
        "...#...",
        "S..#..G",
        ".......",
    });
    ExpansionExercise exercise(grid, "jps", eightNeighbours());
    CHECK(exercise.unit() == "jump point");
    guessAndCheck(exercise, {0, 1}, {0, 1}, "right: (0,1) is the only open jump point");
    REQUIRE(exercise.askValues() == Coord{4, 2});
    const ValuesVerdict values = exercise.answerValues(4.414, 2.414, 6.828);
    CAPTURE(values.text);
    CHECK(values.right);
    CHECK(values.gWorking == "g = g(0,1) + step = 0 + 4.414 = 4.414 (a jump of 1 diagonal step of 1.414 and "
                             "3 straight ones)");
    CHECK(values.fWorking == "f = g + h = 4.414 + 2.414 = 6.828");
    const ExpansionVerdict passed = guessAndCheck(
        exercise, {2, 2}, {4, 2},
        "wrong: (2,2) is not an open jump point: no jump has stopped there; the next jump point is (4,2): "
        "(4,2) is the only open jump point");
    CHECK(passed.guessWas == GuessedCell::Unseen);
    guessAndCheck(exercise, {6, 1}, {6, 1});
    CHECK(exercise.finished());
    CHECK(exercise.score().asked == 4);
    CHECK(exercise.score().right == 3);
}

TEST_CASE("The exercise refuses walkers whose open list it cannot explain, and names those it covers",
          "[exercise]") {
    const MapGrid grid = gridFromAscii({"S..G"});
    CHECK_THROWS_AS(ExpansionExercise(grid, "dstar", WalkerSettings{}), std::invalid_argument);
    CHECK_THROWS_AS(ExpansionExercise(grid, "depth-first", WalkerSettings{}), std::invalid_argument);
    CHECK(ExpansionExercise::covers("astar"));
    CHECK_FALSE(ExpansionExercise::covers("wall-trace"));
    const std::string covered = ExpansionExercise::coveredWalkers();
    for (const char* name : {"Breadth-First", "Best-First", "Dijkstra", "A*", "JPS"})
        CHECK(covered.find(name) != std::string::npos);
}
