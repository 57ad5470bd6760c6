#include "pathfinder/basics/random.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/walkers/agents/sighted_walk.h"

#include "core/reference_shaped.h"
#include "core/walkers/agents/reference_sight.h"
#include "support/random_case_count.h"
#include "support/random_map.h"

#include <array>
#include <catch2/catch.hpp>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

constexpr std::array<Direction, 4> kSideHeadings = {Direction::N, Direction::E, Direction::S, Direction::W};

/// A random square map with entry costs, terrain, walls and wall sides; with `slopes`, heights
/// 0–3 and a slope factor too. Start and goal on free cells.
MapGrid randomTruth(Random& random, bool slopes) {
    RandomMapOptions options;
    options.maxWallDensity = 0.3;
    options.costShare = 0.3;
    options.terrainShare = 0.15;
    MapGrid grid = randomSizedMap(random, 8, 20, options);
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x) {
            if (x + 1 < grid.width() && random.below(10) == 0)
                grid.setSide({x, y}, Direction::E, SideKind::Wall);
            if (y + 1 < grid.height() && random.below(10) == 0)
                grid.setSide({x, y}, Direction::S, SideKind::Wall);
            if (slopes)
                grid.setHeight({x, y}, static_cast<int>(random.below(4)));
        }
    if (slopes)
        grid.setSlope(0.5);
    return grid;
}

/// What the agent should believe, kept by the test from where the agent stood and what the
/// reference sight says it saw: the free-space assumption until a cell is seen, then the truth as
/// it was when last seen.
class ExpectedKnowledge {
public:
    ExpectedKnowledge(const MapGrid& truth, int radius, bool lineRule)
        : m_radius(radius), m_lineRule(lineRule), m_code(truth.cellCount(), cheapestCode(truth)),
          m_height(truth.cellCount(), 0), m_sides(truth.cellCount()), m_seen(truth.cellCount(), false) {
        for (auto& sides : m_sides)
            sides.fill(SideKind::Open);
    }

    /// Records what an agent on `eye` sees of `truth` now.
    void look(const MapGrid& truth, Coord eye) {
        for (int y = 0; y < truth.height(); ++y)
            for (int x = 0; x < truth.width(); ++x) {
                const Coord c{x, y};
                if (!referenceSees(truth, eye, c, m_radius, m_lineRule))
                    continue;
                const std::size_t i = truth.cellIndex(c);
                m_seen[i] = true;
                m_code[i] = truth.code(c);
                m_height[i] = truth.height(c);
                for (int k = 0; k < 4; ++k) {
                    const Direction d = kSideHeadings[static_cast<std::size_t>(k)];
                    m_sides[i][static_cast<std::size_t>(k)] = truth.side(c, d);
                    const Coord across = c + offsetOf(d);
                    if (truth.inBounds(across))
                        m_sides[truth.cellIndex(across)][static_cast<std::size_t>((k + 2) % 4)] =
                            truth.side(across, opposite(d));
                }
            }
    }

    /// Empty when the walk's known map and seen flags are what the test expects; else the first
    /// difference.
    std::string difference(const SightedWalk& walk) const {
        const MapGrid& known = walk.known();
        for (int y = 0; y < known.height(); ++y)
            for (int x = 0; x < known.width(); ++x) {
                const Coord c{x, y};
                const std::size_t i = known.cellIndex(c);
                const std::string at = " at " + std::to_string(x) + "," + std::to_string(y);
                if (walk.seen(c) != m_seen[i])
                    return "seen flag" + at;
                if (known.code(c) != m_code[i])
                    return "code" + at + (m_seen[i] ? " (seen)" : " (never seen)");
                if (known.height(c) != m_height[i])
                    return "height" + at;
                for (std::size_t k = 0; k < 4; ++k)
                    if (known.side(c, kSideHeadings[k]) != m_sides[i][k])
                        return "side " + std::to_string(k) + at;
            }
        return {};
    }

private:
    /// The free-space assumption's code: the cheapest ground the unit can enter on `truth`.
    static std::uint8_t cheapestCode(const MapGrid& truth) {
        std::uint8_t code = 1;
        double least = std::numeric_limits<double>::infinity();
        for (int y = 0; y < truth.height(); ++y)
            for (int x = 0; x < truth.width(); ++x)
                if (!truth.isBlocked({x, y}) && truth.entryCost({x, y}) < least) {
                    least = truth.entryCost({x, y});
                    code = truth.code({x, y});
                }
        return code;
    }

    int m_radius;
    bool m_lineRule;
    std::vector<std::uint8_t> m_code;
    std::vector<int> m_height;
    std::vector<std::array<SideKind, 4>> m_sides;
    std::vector<bool> m_seen;
};

bool goalReachableFrom(const MapGrid& truth, const Movement& movement, Coord from) {
    return std::isfinite(shapedDistancesFrom(truth, movement, from)[truth.cellIndex(*truth.goal())]);
}

/// One random edit of the truth away from the agent and the goal: a wall toggled, a cost, a terrain
/// or a wall side toggled. Undone when it would cut the agent off from the goal.
void editKeepingGoalReachable(MapGrid& truth, Random& random, Coord agent, const Movement& movement) {
    const MapGrid before = truth;
    const Coord cell = randomCell(random, truth);
    if (cell == agent || cell == *truth.goal())
        return;
    switch (random.below(4)) {
    case 0:
        truth.setWall(cell, !truth.isWall(cell));
        break;
    case 1:
        truth.setCost(cell, 1 + static_cast<int>(random.below(9)));
        break;
    case 2:
        truth.setTerrain(cell, static_cast<Terrain>(random.below(kTerrainCount)));
        break;
    default:
        if (cell.x + 1 < truth.width())
            truth.setSide(cell, Direction::E,
                          truth.side(cell, Direction::E) == SideKind::Wall ? SideKind::Open : SideKind::Wall);
    }
    if (!goalReachableFrom(truth, movement, agent))
        truth = before;
}

struct WalkCase {
    std::string walker;
    bool lineRule;
    int radius;
};

/// Walks until the agent arrives or is stuck (or a generous step limit), checking its knowledge
/// and its cell after every step; `edit(step)` may change the truth before each step.
template <class Edit>
SightedWalk::State walkChecked(SightedWalk& walk, MapGrid& truth, const WalkCase& c, Edit edit) {
    ExpectedKnowledge expected(truth, c.radius, c.lineRule);
    const std::size_t limit = 50 * truth.cellCount() + 100;
    for (std::size_t step = 0; step < limit; ++step) {
        edit(step);
        expected.look(truth, walk.position());
        const SightedWalk::State state = walk.step();
        INFO("step " << step << " at " << walk.position().x << "," << walk.position().y);
        REQUIRE(expected.difference(walk).empty());
        REQUIRE_FALSE(truth.isBlocked(walk.position()));
        if (state != SightedWalk::State::Walking)
            return state;
    }
    return SightedWalk::State::Walking;
}

const std::vector<std::string> kWalkers = {"dstar", "pathjoiner", "astar"};

WalkerSettings settingsFor(Random& random) {
    WalkerSettings settings;
    settings.movement.neighbours = random.below(3) == 0 ? 4 : 8;
    return settings;
}

} // namespace

TEST_CASE("A limited-sight agent knows only what it has seen, and reaches every reachable goal",
          "[agents][sight]") {
    Random random(3601);
    int reached = 0;
    int stuck = 0;
    for (int i = 0; i < randomCaseCount(60); ++i) {
        const WalkCase c{kWalkers[static_cast<std::size_t>(i) % 3], (i / 3) % 2 == 1,
                         1 + static_cast<int>(random.below(5))};
        // PathJoiner declares walls between cells but not slopes.
        MapGrid truth = randomTruth(random, c.walker != "pathjoiner");
        const WalkerSettings settings = settingsFor(random);
        INFO("case " << i << ": " << c.walker << (c.lineRule ? " line " : " radius ") << c.radius);
        const bool reachable = goalReachableFrom(truth, settings.movement, *truth.start());
        SightedWalk walk(truth, createWalker(c.walker), settings,
                         Sight(c.radius, c.lineRule ? SightRule::Line : SightRule::Radius));
        const auto state = walkChecked(walk, truth, c, [](std::size_t) {});
        CHECK(state == (reachable ? SightedWalk::State::Arrived : SightedWalk::State::Stuck));
        reached += state == SightedWalk::State::Arrived;
        stuck += state == SightedWalk::State::Stuck;
    }
    // The cases test arriving as well as finding the goal cut off.
    CHECK(reached >= randomCaseCount(60) / 3);
    CHECK(stuck >= 1);
}

TEST_CASE("A limited-sight agent reaches its goal while the map changes, seeing changes in sight",
          "[agents][sight]") {
    Random random(3602);
    for (int i = 0; i < randomCaseCount(60); ++i) {
        const WalkCase c{kWalkers[static_cast<std::size_t>(i) % 3], (i / 3) % 2 == 1,
                         1 + static_cast<int>(random.below(4))};
        MapGrid truth = randomTruth(random, c.walker != "pathjoiner");
        const WalkerSettings settings = settingsFor(random);
        if (!goalReachableFrom(truth, settings.movement, *truth.start()))
            continue;
        INFO("case " << i << ": " << c.walker << (c.lineRule ? " line " : " radius ") << c.radius);
        SightedWalk walk(truth, createWalker(c.walker), settings,
                         Sight(c.radius, c.lineRule ? SightRule::Line : SightRule::Radius));
        const auto state = walkChecked(walk, truth, c, [&](std::size_t step) {
            if (step < 60)
                editKeepingGoalReachable(truth, random, walk.position(), settings.movement);
        });
        CHECK(state == SightedWalk::State::Arrived);
    }
}

TEST_CASE("An agent that sees the whole map walks at the optimal cost", "[agents][sight]") {
    Random random(3603);
    for (int i = 0; i < randomCaseCount(45); ++i) {
        const std::string walker = kWalkers[static_cast<std::size_t>(i) % 3];
        MapGrid truth = randomTruth(random, walker != "pathjoiner");
        const WalkerSettings settings = settingsFor(random);
        const double optimal = referenceShapedDijkstra(truth, settings.movement);
        if (!std::isfinite(optimal))
            continue;
        SightedWalk walk(truth, createWalker(walker), settings,
                         Sight(truth.width() + truth.height(), SightRule::Radius));
        SightedWalk::State state = SightedWalk::State::Walking;
        for (std::size_t step = 0; step <= truth.cellCount() && state == SightedWalk::State::Walking; ++step)
            state = walk.step();
        INFO("case " << i << ": " << walker);
        REQUIRE(state == SightedWalk::State::Arrived);
        CHECK(walk.stats().walkedCost == Approx(optimal));
        CHECK(walk.stats().cellsSeen == truth.cellCount());
    }
}

TEST_CASE("A limited-sight agent's counters add up", "[agents][sight]") {
    // A 9×1 corridor with a wall at (6,0) the agent cannot see from the start with radius 2:
    // it plans straight east, walks until the wall comes into sight, and finds the goal sealed.
    MapGrid truth(9, 1);
    truth.setStart(Coord{0, 0});
    truth.setGoal(Coord{8, 0});
    truth.setWall({6, 0}, true);
    WalkerSettings settings;
    SightedWalk walk(truth, createWalker("dstar"), settings, Sight(2, SightRule::Radius));
    SightedWalk::State state = SightedWalk::State::Walking;
    for (int step = 0; step < 20 && state == SightedWalk::State::Walking; ++step)
        state = walk.step();
    CHECK(state == SightedWalk::State::Stuck);
    // The wall at (6,0) comes into sight from (4,0); the agent stood on (0,0)…(4,0): 4 moves, each
    // into a cell of cost 1.
    CHECK(walk.stats().moves == 4);
    CHECK(walk.stats().walkedCost == Approx(4.0));
    CHECK(walk.position() == Coord{4, 0});
    CHECK(walk.stats().cellsSeen == 7); // (0,0) to (6,0)
    CHECK(walk.stats().plans == 2);     // the first plan, and the repair that finds no way
    CHECK(walk.stats().expansions > 0);
}
