#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/agent_decision.h"
#include "pathfinder/search/walker.h"

#include "core/ascii_grid.h"

#include <catch2/catch.hpp>
#include <memory>
#include <string>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

std::unique_ptr<MapGridWalker> walkerOn(const char* name, const MapGrid& grid, WalkerSettings settings = {}) {
    auto walker = createWalker(name);
    REQUIRE(walker != nullptr);
    walker->setup(grid, settings);
    return walker;
}

/// One move and the decision behind it.
struct Move {
    Coord from;
    AgentDecision why;
};

std::vector<Move> walk(MapGridWalker& walker, int steps = 200) {
    std::vector<Move> moves;
    for (int i = 0; i < steps && !walker.finished(); ++i) {
        const Coord from = walker.current().value_or(Coord{-1, -1});
        walker.iterate();
        moves.push_back({from, walker.lastDecision()});
    }
    return moves;
}

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

// A wall across the start–goal row: from (1,1) the way east is blocked.
const std::vector<std::string> kWallAcross = {
    ".....", //
    "S.#.G", //
    ".....", //
};

} // namespace

TEST_CASE("Wall Trace says which hand it puts on the wall when the way to the goal is blocked",
          "[reactive][wall-trace][explain]") {
    const MapGrid grid = gridFromAscii(kWallAcross);
    WalkerSettings settings;
    settings.stopRule = StopRule::MLine;
    CHECK(walkerOn("wall-trace", grid, settings)->lastDecision().rule == AgentRule::None);

    SECTION("left hand: it turns right, to the south") {
        settings.hand = Hand::Left;
        auto walker = walkerOn("wall-trace", grid, settings);
        const std::vector<Move> moves = walk(*walker);
        REQUIRE(walker->state() == WalkState::ReachedGoal);
        REQUIRE(moves.size() >= 2);
        CHECK(moves[0].why.rule == AgentRule::TowardGoal);
        CHECK(moves[0].why.text() == "steps east, straight toward the goal: that way is free");
        const Move& blocked = moves[1];
        CHECK(blocked.from == Coord{1, 1});
        CHECK(blocked.why.rule == AgentRule::WallAhead);
        CHECK(blocked.why.hand == Hand::Left);
        CHECK(blocked.why.step == Direction::S);
        CHECK(blocked.why.text() ==
              "the way to the goal (east) is blocked: it puts its left hand on the wall and turns right, "
              "stepping south");
        CHECK(moves[2].why.rule == AgentRule::FollowWall);
        CHECK(moves[2].why.text() ==
              "follows the wall with its left hand on it: steps east, the first free way "
              "turning right from the wall");
    }
    SECTION("right hand: it turns left, to the north") {
        settings.hand = Hand::Right;
        auto walker = walkerOn("wall-trace", grid, settings);
        const std::vector<Move> moves = walk(*walker);
        REQUIRE(moves.size() >= 2);
        CHECK(moves[1].why.rule == AgentRule::WallAhead);
        CHECK(moves[1].why.hand == Hand::Right);
        CHECK(moves[1].why.step == Direction::N);
        CHECK(contains(moves[1].why.text(), "right hand on the wall and turns left, stepping north"));
    }
}

TEST_CASE("Wall Trace says which stop rule let it leave the wall", "[reactive][wall-trace][explain]") {
    // Left hand round the wall of kWallAcross: (1,1) → S (1,2) → E (2,2) → E (3,2) → …
    const MapGrid grid = gridFromAscii(kWallAcross);
    WalkerSettings settings;
    settings.hand = Hand::Left;

    SECTION("the start-goal line: back on it at (3,1), 1 from the goal against 3 where it met the wall") {
        settings.stopRule = StopRule::MLine;
        auto walker = walkerOn("wall-trace", grid, settings);
        const std::vector<Move> moves = walk(*walker);
        REQUIRE(walker->state() == WalkState::ReachedGoal);
        const Move& last = moves.back();
        CHECK(last.from == Coord{3, 1});
        CHECK(last.why.rule == AgentRule::LeftWall);
        CHECK(last.why.releasedBy == StopRule::MLine);
        CHECK(last.why.text() ==
              "leaves the wall and heads for the goal again, because it is back on the "
              "start\u2013goal line, closer to the goal (1.0) than where it met the wall (3.0): "
              "steps east");
        for (std::size_t i = 2; i + 1 < moves.size(); ++i)
            CHECK(moves[i].why.rule == AgentRule::FollowWall);
    }
    SECTION("sight: from (3,2) it sees the goal one step north-east") {
        settings.stopRule = StopRule::Sight;
        auto walker = walkerOn("wall-trace", grid, settings);
        const std::vector<Move> moves = walk(*walker);
        REQUIRE(walker->state() == WalkState::ReachedGoal);
        const Move& last = moves.back();
        CHECK(last.from == Coord{3, 2});
        CHECK(last.why.rule == AgentRule::LeftWall);
        CHECK(last.why.releasedBy == StopRule::Sight);
        CHECK(last.why.step == Direction::NE);
        CHECK(contains(last.why.text(), "because it can see the goal from here"));
    }
    SECTION("every stop rule releases it once on the way round, with either hand") {
        for (const StopRule rule : {StopRule::Heading, StopRule::Sight, StopRule::MLine})
            for (const Hand hand : {Hand::Left, Hand::Right}) {
                CAPTURE(toString(rule), toString(hand));
                settings.stopRule = rule;
                settings.hand = hand;
                auto walker = walkerOn("wall-trace", grid, settings);
                const std::vector<Move> moves = walk(*walker);
                REQUIRE(walker->state() == WalkState::ReachedGoal);
                int releases = 0;
                for (const Move& m : moves)
                    if (m.why.releasedBy) {
                        ++releases;
                        CHECK(m.why.releasedBy == rule);
                    }
                CHECK(releases == 1);
            }
    }
}

TEST_CASE("Wall Trace says when it changes hands and when it gives up", "[reactive][wall-trace][explain]") {
    const MapGrid grid = gridFromAscii({
        "..............", //
        "..............", //
        ".......#####..", //
        ".......#...#..", //
        ".S.....#..G#..", //
        ".......#...#..", //
        ".......#####..", //
        "..............", //
        "..............", //
    });
    auto walker = walkerOn("wall-trace", grid);
    const std::vector<Move> moves = walk(*walker);
    REQUIRE(walker->outcome() == Outcome::GaveUp);
    // 5 moves to the wall, 24 round it with the left hand, then the right hand (as in test_wall_trace).
    REQUIRE(moves.size() == 5 + 24 + 24 + 1);
    CHECK(moves[4].why.rule == AgentRule::TowardGoal);
    CHECK(moves[5].why.rule == AgentRule::WallAhead);
    CHECK(moves[29].why.rule == AgentRule::OtherHand);
    CHECK(moves[29].why.hand == Hand::Right);
    CHECK(moves[29].why.text() == "went right round the obstacle, back to where it began to follow it: it "
                                  "changes to its right hand and steps north");
    CHECK(moves.back().why.rule == AgentRule::GaveUp);
    CHECK(walker->lastDecision().text() == "went right round the obstacle with each hand: it gives up");
}

TEST_CASE("Random Bounce says when it steps toward the goal and when it picks at random",
          "[reactive][random-bounce][explain]") {
    SECTION("blocked with two free steps, then with one that does not go back") {
        // From (0,1) the way east is a wall and the diagonals cut its corners: north or south.
        const MapGrid grid = gridFromAscii({
            "...", //
            "S#G", //
            "...", //
        });
        auto walker = walkerOn("random-bounce", grid);
        walker->iterate();
        AgentDecision why = walker->lastDecision();
        CHECK(why.rule == AgentRule::RandomStep);
        CHECK(why.choices == 2);
        CHECK(why.towardGoal == Direction::E);
        REQUIRE(why.step);
        CHECK((why.step == Direction::N || why.step == Direction::S));
        CHECK(why.text() ==
              "the way to the goal (east) is blocked: it picks at random one of the 2 free steps "
              "that do not go back where it came from: " +
                  directionWord(*why.step));
        // From the corner, and from the middle of the edge, the way to the goal cuts the wall's corner;
        // east is the one step that does not go back.
        for (int i = 0; i < 2; ++i) {
            walker->iterate();
            why = walker->lastDecision();
            CHECK(why.rule == AgentRule::RandomStep);
            CHECK(why.choices == 1);
            CHECK(why.step == Direction::E);
            CHECK(contains(why.text(), "the only free step that does not go back"));
        }
        walker->iterate();
        CHECK(walker->lastDecision().rule == AgentRule::TowardGoal);
        CHECK(walker->state() == WalkState::ReachedGoal);
    }
    SECTION("in a dead end it steps back, and at its step limit it gives up") {
        const MapGrid grid = gridFromAscii({"S.#G"});
        WalkerSettings settings;
        settings.maxSteps = 5;
        auto walker = walkerOn("random-bounce", grid, settings);
        walker->iterate();
        CHECK(walker->lastDecision().rule == AgentRule::TowardGoal);
        walker->iterate();
        CHECK(walker->lastDecision().rule == AgentRule::StepBack);
        CHECK(walker->lastDecision().text() == "the way to the goal (east) is blocked, and the only free "
                                               "step goes back where it came from: west");
        while (!walker->finished())
            walker->iterate();
        CHECK(walker->outcome() == Outcome::GaveUp);
        CHECK(walker->lastDecision().rule == AgentRule::StepLimit);
        CHECK(walker->lastDecision().text() == "used up its 5 steps: it gives up");
    }
    SECTION("shut in, it is stuck") {
        const MapGrid grid = gridFromAscii({"S#G"});
        auto walker = walkerOn("random-bounce", grid);
        walker->iterate();
        CHECK(walker->outcome() == Outcome::Unreachable);
        CHECK(walker->lastDecision().rule == AgentRule::Stuck);
    }
}

TEST_CASE("Searches have no agent decision", "[explain]") {
    const MapGrid grid = gridFromAscii({"S..G"});
    auto walker = walkerOn("astar", grid);
    walker->iterate();
    CHECK(walker->lastDecision().rule == AgentRule::None);
    CHECK(walker->lastDecision().text().empty());
}
