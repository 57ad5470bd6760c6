#include "pathfinder/basics/random.h"
#include "pathfinder/grid/heuristic.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"
#include "pathfinder/search/walker.h"

#include "core/path_checks.h"
#include "core/reference_dijkstra.h"
#include "support/random_map.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();
constexpr int kGridCount = 400;
constexpr std::uint64_t kSeed = 20240611;
/// Depth-first's iterative deepening repeats whole rounds, so it only runs on small maps.
constexpr int kDepthFirstMaxSide = 24;

const std::vector<HeuristicKind> kHeuristicKinds = {HeuristicKind::Manhattan, HeuristicKind::Chebyshev,
                                                    HeuristicKind::Euclidean, HeuristicKind::Octile,
                                                    HeuristicKind::Zero};

/// Whether a heuristic never overestimates under this movement, decided here from first principles
/// rather than taken from isAdmissible(): every entry cost is at least 1, so the obstacle-free
/// distance is a lower bound, and a heuristic is admissible when it never exceeds it.
bool admissibleByRule(HeuristicKind kind, const Movement& movement) {
    switch (kind) {
    case HeuristicKind::Zero:
    case HeuristicKind::Chebyshev: // max(dx, dy) moves are needed, each costing at least 1
    case HeuristicKind::Octile:    // exactly the obstacle-free distance
        return true;
    case HeuristicKind::Euclidean: // a 1.4 diagonal is shorter than its Euclidean length √2
        return !(movement.neighbours == 8 && movement.diagonalLength == DiagonalLength::OnePointFour);
    case HeuristicKind::Manhattan: // dx + dy overestimates a diagonal unless it costs 2
        return movement.neighbours == 4 || movement.diagonalLength == DiagonalLength::Two;
    case HeuristicKind::Hex: // an orthogonal step is a hex step; a diagonal may be two
        return movement.neighbours == 4 || movement.diagonalLength == DiagonalLength::Two;
    }
    return false;
}

std::string heuristicLabel(HeuristicKind kind) {
    switch (kind) {
    case HeuristicKind::Manhattan:
        return "manhattan";
    case HeuristicKind::Chebyshev:
        return "chebyshev";
    case HeuristicKind::Euclidean:
        return "euclidean";
    case HeuristicKind::Octile:
        return "octile";
    case HeuristicKind::Zero:
        return "zero";
    case HeuristicKind::Hex:
        return "hex";
    }
    return "?";
}

/// One random map with the movement and tie-break it is searched under, and its reference answers.
struct RandomCase {
    int index = 0;
    MapGrid grid;
    Movement movement;
    TieBreak tieBreak = TieBreak::LargerG;
    double density = 0.0;
    bool uniformCosts = true;
    double optimalCost = kInfinity;
    std::optional<int> fewestMoves;

    bool reachable() const { return std::isfinite(optimalCost); }
    bool small() const { return grid.width() <= kDepthFirstMaxSide && grid.height() <= kDepthFirstMaxSide; }

    std::string label() const {
        std::ostringstream out;
        out << "random grid #" << index << ": " << grid.width() << "x" << grid.height() << ", "
            << static_cast<int>(density * 100) << "% walls, "
            << (uniformCosts ? "uniform costs" : "costs 1-9") << ", " << movementLabel(movement)
            << ", tie-break " << toString(tieBreak) << ", start "
            << (grid.start() ? coordLabel(*grid.start()) : "none") << ", goal "
            << (grid.goal() ? coordLabel(*grid.goal()) : "none") << ", optimal cost " << optimalCost
            << ", fewest moves " << (fewestMoves ? std::to_string(*fewestMoves) : "none");
        return out.str();
    }
};

/// Side lengths: mostly small (two in five maps fit depth-first's limit), every fiftieth map
/// 128×128 and every fiftieth a single cell.
std::pair<int, int> drawSize(Random& rng, int index) {
    if (index % 50 == 25)
        return {128, 128};
    if (index % 50 == 0)
        return {1, 1};
    const std::uint32_t maxSide = rng.below(5) < 2 ? kDepthFirstMaxSide : 112;
    return {1 + static_cast<int>(rng.below(maxSide)), 1 + static_cast<int>(rng.below(maxSide))};
}

RandomCase makeCase(Random& rng, int index) {
    static const std::vector<Movement> movements = allMovementSettings();
    static const std::vector<TieBreak> tieBreaks = {TieBreak::LargerG, TieBreak::Fifo, TieBreak::Lifo};

    RandomCase c;
    c.index = index;
    const auto [width, height] = drawSize(rng, index);
    c.density = 0.45 * rng.unit();
    c.uniformCosts = index % 2 == 0;
    RandomMapOptions options;
    options.wallDensity = c.density;
    options.costShare = c.uniformCosts ? 0.0 : 1.0;
    options.ends = RandomMapOptions::Ends::Anywhere;
    c.grid = randomMap(rng, width, height, options);
    const Coord start = *c.grid.start();
    if (rng.below(10) == 0)
        c.grid.setGoal(start);
    if (rng.below(25) == 0)
        c.grid.setWall(start, true);

    // Rotating the setting with the map index gives every setting a tenth of the maps, and the
    // tie-break (period 3) meets every setting (period 10).
    c.movement = movements[static_cast<std::size_t>(index) % movements.size()];
    c.tieBreak = tieBreaks[static_cast<std::size_t>(index) % tieBreaks.size()];
    c.optimalCost = referenceDijkstra(c.grid, c.movement);
    c.fewestMoves = testing::fewestMoves(c.grid, c.movement);
    return c;
}

const std::vector<RandomCase>& randomCases() {
    static const std::vector<RandomCase> cases = [] {
        Random rng(kSeed);
        std::vector<RandomCase> made;
        made.reserve(kGridCount);
        for (int i = 0; i < kGridCount; ++i)
            made.push_back(makeCase(rng, i));
        return made;
    }();
    return cases;
}

struct RunOutcome {
    WalkState state = WalkState::StillLooking;
    std::vector<Coord> path;
    RunStats stats;
};

/// Runs a walker on a case and checks what holds for every complete search: it finishes, it reaches
/// the goal exactly when the reference does, and a path it returns is legal and costed correctly.
RunOutcome runAndCheckValidity(std::string_view name, const RandomCase& c,
                               HeuristicKind heuristic = HeuristicKind::Octile, double weight = 1.0) {
    const std::unique_ptr<MapGridWalker> walker = createWalker(name);
    REQUIRE(walker != nullptr);
    WalkerSettings settings;
    settings.movement = c.movement;
    settings.heuristic = heuristic;
    settings.weight = weight;
    settings.tieBreak = c.tieBreak;
    walker->setup(c.grid, settings);

    RunOutcome outcome;
    outcome.state = runToCompletion(*walker, iterationLimit(c.grid)).state;
    outcome.path = walker->path();
    outcome.stats = walker->stats();

    INFO(name << " with " << heuristicLabel(heuristic) << ", w = " << weight << " on " << c.label());
    CHECK(outcome.state != WalkState::StillLooking); // finished within iterationLimit(grid)
    if (outcome.state == WalkState::StillLooking)
        return outcome;
    CHECK(outcome.state == (c.reachable() ? WalkState::ReachedGoal : WalkState::UnableToReachGoal));
    if (outcome.state == WalkState::ReachedGoal) {
        CHECK(pathProblem(c.grid, c.movement, outcome.path) == "");
        CHECK(closeTo(outcome.stats.pathCost, sumOfStepCosts(c.grid, c.movement, outcome.path)));
        CHECK(outcome.stats.pathSteps + 1 == outcome.path.size());
    }
    return outcome;
}

} // namespace

TEST_CASE("The optimality test's own admissibility rule agrees with isAdmissible()", "[search][optimality]") {
    for (const Movement& movement : allMovementSettings())
        for (HeuristicKind kind : kHeuristicKinds) {
            INFO(heuristicLabel(kind) << " under " << movementLabel(movement));
            CHECK(isAdmissible(kind, movement) == admissibleByRule(kind, movement));
        }
}

TEST_CASE("The random grids cover every movement setting, tie-break and corner case",
          "[search][optimality]") {
    const std::vector<RandomCase>& cases = randomCases();
    const std::vector<Movement> movements = allMovementSettings();
    for (const Movement& movement : movements) {
        int count = 0;
        int reachable = 0;
        for (const RandomCase& c : cases)
            if (c.movement == movement) {
                ++count;
                reachable += c.reachable() ? 1 : 0;
            }
        INFO(movementLabel(movement));
        CHECK(count >= 30);
        CHECK(reachable >= 15);
    }
    const auto countOf = [&cases](auto predicate) {
        int n = 0;
        for (const RandomCase& c : cases)
            n += predicate(c) ? 1 : 0;
        return n;
    };
    CHECK(countOf([](const RandomCase& c) { return c.grid.width() == 128 && c.grid.height() == 128; }) >= 5);
    CHECK(countOf([](const RandomCase& c) { return c.grid.cellCount() == 1; }) >= 5);
    CHECK(countOf([](const RandomCase& c) { return c.small(); }) >= 100);
    CHECK(countOf([](const RandomCase& c) { return !c.uniformCosts && c.reachable(); }) >= 80);
    CHECK(countOf([](const RandomCase& c) { return c.grid.start() == c.grid.goal() && c.reachable(); }) >=
          10);
    CHECK(countOf([](const RandomCase& c) { return c.grid.isBlocked(*c.grid.start()); }) >= 10);
    CHECK(countOf([](const RandomCase& c) { return c.grid.isBlocked(*c.grid.goal()); }) >= 10);
    CHECK(countOf([](const RandomCase& c) {
              return !c.reachable() && !c.grid.isBlocked(*c.grid.start()) &&
                     !c.grid.isBlocked(*c.grid.goal());
          }) >= 10);
    for (TieBreak tieBreak : {TieBreak::LargerG, TieBreak::Fifo, TieBreak::Lifo})
        CHECK(countOf([tieBreak](const RandomCase& c) { return c.tieBreak == tieBreak; }) >= 100);
    // The two references agree on which goals can be reached.
    for (const RandomCase& c : cases) {
        INFO(c.label());
        CHECK(c.reachable() == c.fewestMoves.has_value());
    }
}

TEST_CASE("Dijkstra matches the reference Dijkstra's cost on random grids",
          "[search][dijkstra][optimality]") {
    for (const RandomCase& c : randomCases()) {
        const RunOutcome outcome = runAndCheckValidity("dijkstra", c);
        if (outcome.state == WalkState::ReachedGoal) {
            INFO(c.label());
            CHECK(closeTo(outcome.stats.pathCost, c.optimalCost));
            CHECK(closeTo(sumOfStepCosts(c.grid, c.movement, outcome.path), c.optimalCost));
        }
    }
}

TEST_CASE("Jump Point Search matches the reference Dijkstra's cost on random grids, jumping wherever costs "
          "are uniform",
          "[search][jps][optimality]") {
    // Uniform-cost maps (even indices) meet 4 neighbours and each diagonal rule; on those the search
    // jumps from start to end, with no note of a fallback. On maps with entry costs 1-9 it may
    // start over as plain A*.
    std::map<std::string, int> reachedJumping; // by rule set: "4" or the diagonal rule
    const std::unique_ptr<MapGridWalker> jps = createWalker("jps");
    for (const RandomCase& c : randomCases()) {
        const RunOutcome outcome = runAndCheckValidity("jps", c);
        INFO(c.label());
        if (outcome.state == WalkState::ReachedGoal) {
            CHECK(closeTo(outcome.stats.pathCost, c.optimalCost));
            CHECK(closeTo(sumOfStepCosts(c.grid, c.movement, outcome.path), c.optimalCost));
        }
        if (!c.uniformCosts)
            continue;
        WalkerSettings settings;
        settings.movement = c.movement;
        settings.tieBreak = c.tieBreak;
        settings.searchUnreachable = true; // it jumps towards unreachable goals too
        jps->setup(c.grid, settings);
        const WalkState state = runToCompletion(*jps, iterationLimit(c.grid)).state;
        CHECK(jps->note().empty());
        if (state == WalkState::ReachedGoal)
            ++reachedJumping[c.movement.neighbours == 4 ? "4"
                                                        : std::string(toString(c.movement.diagonalRule))];
    }
    // Each rule set had maps that were neither trivial nor walled off.
    for (const char* rules : {"4", "always", "not-both-blocked", "no-corner-cutting"}) {
        INFO(rules);
        CHECK(reachedJumping[rules] >= 10);
    }
}

TEST_CASE("A* with an admissible heuristic and w <= 1 matches the reference Dijkstra's cost on random grids",
          "[search][astar][optimality]") {
    int runs = 0;
    for (const RandomCase& c : randomCases())
        for (HeuristicKind heuristic : kHeuristicKinds) {
            if (!admissibleByRule(heuristic, c.movement))
                continue;
            for (double weight : {0.0, 0.5, 1.0}) {
                ++runs;
                const RunOutcome outcome = runAndCheckValidity("astar", c, heuristic, weight);
                if (outcome.state == WalkState::ReachedGoal) {
                    INFO("astar with " << heuristicLabel(heuristic) << ", w = " << weight << " on "
                                       << c.label());
                    CHECK(closeTo(outcome.stats.pathCost, c.optimalCost));
                    CHECK(closeTo(sumOfStepCosts(c.grid, c.movement, outcome.path), c.optimalCost));
                }
            }
        }
    CHECK(runs >= 9 * kGridCount);
}

TEST_CASE("Weighted A* with an admissible heuristic costs at most w times the optimal cost on random grids",
          "[search][astar][optimality]") {
    for (const RandomCase& c : randomCases())
        for (HeuristicKind heuristic : kHeuristicKinds) {
            if (!admissibleByRule(heuristic, c.movement) || heuristic == HeuristicKind::Zero)
                continue;
            for (double weight : {1.5, 3.0}) {
                const RunOutcome outcome = runAndCheckValidity("astar", c, heuristic, weight);
                if (outcome.state == WalkState::ReachedGoal) {
                    INFO("astar with " << heuristicLabel(heuristic) << ", w = " << weight << " on "
                                       << c.label() << ", path cost " << outcome.stats.pathCost);
                    CHECK(outcome.stats.pathCost <= weight * c.optimalCost * (1 + 1e-9) + 1e-9);
                    CHECK(outcome.stats.pathCost >= c.optimalCost * (1 - 1e-9) - 1e-9);
                }
            }
        }
}

TEST_CASE("Breadth-first finds a path with the fewest moves on random grids",
          "[search][breadth-first][optimality]") {
    for (const RandomCase& c : randomCases()) {
        const RunOutcome outcome = runAndCheckValidity("breadth-first", c);
        if (outcome.state == WalkState::ReachedGoal && c.fewestMoves) {
            INFO(c.label());
            CHECK(outcome.path.size() - 1 == static_cast<std::size_t>(*c.fewestMoves));
        }
    }
}

TEST_CASE("Depth-first finds a path with the fewest moves on random grids up to 24x24 under every setting",
          "[search][depth-first][optimality]") {
    // Small maps are cheap, so each meets all ten movement settings rather than only its own.
    int runs = 0;
    for (const RandomCase& original : randomCases()) {
        if (!original.small())
            continue;
        for (const Movement& movement : allMovementSettings()) {
            RandomCase c = original;
            c.movement = movement;
            c.optimalCost = referenceDijkstra(c.grid, c.movement);
            c.fewestMoves = testing::fewestMoves(c.grid, c.movement);
            ++runs;
            const RunOutcome outcome = runAndCheckValidity("depth-first", c);
            if (outcome.state == WalkState::ReachedGoal && c.fewestMoves) {
                INFO(c.label());
                CHECK(outcome.path.size() - 1 == static_cast<std::size_t>(*c.fewestMoves));
            }
        }
    }
    CHECK(runs >= 1000);
}

TEST_CASE("Best-first finds a legal path whenever one exists, never cheaper than optimal, with any heuristic",
          "[search][best-first][optimality]") {
    for (const RandomCase& c : randomCases())
        for (HeuristicKind heuristic : kHeuristicKinds) {
            const RunOutcome outcome = runAndCheckValidity("best-first", c, heuristic);
            if (outcome.state == WalkState::ReachedGoal) {
                INFO("best-first with " << heuristicLabel(heuristic) << " on " << c.label() << ", path cost "
                                        << outcome.stats.pathCost);
                CHECK(outcome.stats.pathCost >= c.optimalCost * (1 - 1e-9) - 1e-9);
            }
        }
}
