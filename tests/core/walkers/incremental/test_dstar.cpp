#include "pathfinder/basics/random.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/search_events.h"
#include "pathfinder/walkers/agents/agent.h"

#include "core/ascii_grid.h"
#include "core/path_checks.h"
#include "core/reference_dijkstra.h"
#include "core/walker_helpers.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <memory>
#include <optional>
#include <string>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

/// The edits of the random sequences: walls added most, then removed, a cost, the start moved.
constexpr testing::EditMix kDStarEdits{3, 2, 1, 1};

/// Iterates until the walker has finished (a search or a repair); fails the test on a hang.
void finish(MapGridWalker& walker, const MapGrid& grid) {
    const std::uint64_t limit = 64 * grid.cellCount() + 64;
    std::uint64_t i = 0;
    while (!walker.finished() && i++ < limit)
        walker.iterate();
    REQUIRE(walker.finished());
}

/// A random grid with free start and goal: walls at up to 35%, half the grids with costs 1–9.
MapGrid randomGrid(Random& random) {
    const int side = random.below(4) == 0 ? randomBetween(random, 33, 64) : randomBetween(random, 2, 25);
    RandomMapOptions options;
    options.maxWallDensity = 0.35;
    options.costShare = random.below(2) == 0 ? 1.0 : 0.0;
    return randomMap(random, side, randomBetween(random, 1, side), options);
}

/// D*'s cost-to-goal at the start and its signposted path agree with a fresh reference Dijkstra.
void checkAgainstReference(const MapGridWalker& dstar, const MapGrid& grid, const Movement& movement) {
    INFO(asciiFromGrid(grid, dstar.path()));
    const double optimal = referenceDijkstra(grid, movement);
    if (!std::isfinite(optimal)) {
        CHECK(dstar.state() == WalkState::UnableToReachGoal);
        return;
    }
    REQUIRE(dstar.state() == WalkState::ReachedGoal);
    CHECK(closeTo(dstar.cellState(*grid.start()).g, optimal));
    CHECK(pathProblem(grid, movement, dstar.path()) == "");
    CHECK(closeTo(sumOfStepCosts(grid, movement, dstar.path()), optimal));
}

/// The settings of a random sequence: the movements in turn, focused or flooding.
WalkerSettings sequenceSettings(int sequence, bool floodAll) {
    static const auto movements = allMovementSettings();
    WalkerSettings settings;
    settings.movement = movements[static_cast<std::size_t>(sequence) % movements.size()];
    settings.dstarFloodAll = floodAll;
    return settings;
}

/// Every cell's published signpost, in row order.
std::vector<std::optional<Coord>> signposts(const MapGridWalker& dstar, const MapGrid& grid) {
    std::vector<std::optional<Coord>> all;
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x)
            all.push_back(dstar.signpost({x, y}));
    return all;
}

/// The cells whose signposts differ between two snapshots of signposts(), in row order.
std::vector<Coord> turned(const std::vector<std::optional<Coord>>& before,
                          const std::vector<std::optional<Coord>>& after, const MapGrid& grid) {
    std::vector<Coord> cells;
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x) {
            const auto i = static_cast<std::size_t>(y) * static_cast<std::size_t>(grid.width()) +
                           static_cast<std::size_t>(x);
            if (before[i] != after[i])
                cells.push_back({x, y});
        }
    return cells;
}

/// changedSignposts() in row order.
std::vector<Coord> changedInRowOrder(const MapGridWalker& dstar) {
    std::vector<Coord> cells = dstar.changedSignposts();
    std::sort(cells.begin(), cells.end(),
              [](Coord a, Coord b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
    return cells;
}

} // namespace

TEST_CASE("D* keeps matching a fresh Dijkstra through random sequences of map changes", "[dstar][dynamic]") {
    Random random(4711);
    constexpr int kSequences = 520;
    for (int sequence = 0; sequence < kSequences; ++sequence) {
        MapGrid grid = randomGrid(random);
        const WalkerSettings settings = sequenceSettings(sequence, sequence % 3 == 0);
        INFO("sequence " << sequence << ", " << movementLabel(settings.movement)
                         << (settings.dstarFloodAll ? ", flooding" : ", focused"));
        auto dstar = createWalker("dstar");
        dstar->setup(grid, settings);
        const auto listener =
            grid.addListener([&](const GridChange& change) { dstar->notifyChange(change); });
        finish(*dstar, grid);
        checkAgainstReference(*dstar, grid, settings.movement);

        const int changes = 1 + static_cast<int>(random.below(20));
        for (int change = 0; change < changes; ++change) {
            INFO("change " << change);
            randomEdit(grid, dstar->path(), random, kDStarEdits);
            finish(*dstar, grid);
            checkAgainstReference(*dstar, grid, settings.movement);
        }
        grid.removeListener(listener);
    }
}

TEST_CASE("Flooding D* gives every reachable cell a signpost along a least-cost route", "[dstar]") {
    MapGrid grid = gridFromAscii({
        "S...#......",
        ".##.#.###..",
        ".#..#...#..",
        ".#.###..#..",
        "...3.....#G",
        ".##.#.##...",
    });
    WalkerSettings settings;
    settings.dstarFloodAll = true;
    auto dstar = createWalker("dstar");
    dstar->setup(grid, settings);
    finish(*dstar, grid);
    REQUIRE(dstar->state() == WalkState::ReachedGoal);

    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x) {
            const Coord cell{x, y};
            if (grid.isBlocked(cell) || cell == *grid.goal())
                continue;
            MapGrid from = grid;
            from.setStart(cell);
            const double optimal = referenceDijkstra(from, settings.movement);
            INFO("cell " << coordLabel(cell));
            REQUIRE(dstar->signpost(cell).has_value() == std::isfinite(optimal));
            if (!std::isfinite(optimal))
                continue;
            std::vector<Coord> route{cell};
            while (route.back() != *grid.goal() && route.size() <= grid.cellCount())
                route.push_back(*dstar->signpost(route.back()));
            CHECK(pathProblem(from, settings.movement, route) == "");
            CHECK(closeTo(sumOfStepCosts(from, settings.movement, route), optimal));
        }
}

TEST_CASE("D* repairs only what a change touches and reports the signposts it turned", "[dstar]") {
    // A wall dropped in the corridor forces the route over the top; lifting it restores it.
    MapGrid grid = gridFromAscii({
        "..........",
        "S........G",
        "..........",
    });
    WalkerSettings settings;
    settings.dstarFloodAll = true;
    auto dstar = createWalker("dstar");
    dstar->setup(grid, settings);
    finish(*dstar, grid);
    const std::uint64_t firstSearch = dstar->stats().expanded;
    CHECK(firstSearch >= 29); // flooding settles every free cell

    grid.setWall({5, 1}, true);
    dstar->notifyChange({GridChange::Kind::WallAdded, {5, 1}, 1, 0});
    finish(*dstar, grid);
    REQUIRE(dstar->state() == WalkState::ReachedGoal);
    const std::uint64_t repair = dstar->stats().expanded - firstSearch;
    CHECK(repair > 0);
    CHECK(repair < firstSearch);
    const auto changed = dstar->changedSignposts();
    CHECK_FALSE(changed.empty());
    // The cell just west of the new wall used to point east into it; now it must turn.
    CHECK(std::find(changed.begin(), changed.end(), Coord{4, 1}) != changed.end());
    CHECK(dstar->signpost({4, 1}) != std::optional<Coord>(Coord{5, 1}));
    CHECK(closeTo(dstar->stats().pathCost, 7.0 + 2.0 * std::sqrt(2.0)));
}

TEST_CASE("D* starts over when the goal moves and reports a goal it cannot reach", "[dstar]") {
    MapGrid grid = gridFromAscii({
        "S..#...",
        "...#.G.",
        "...#...",
    });
    auto dstar = createWalker("dstar");
    dstar->setup(grid, WalkerSettings{});
    const auto listener = grid.addListener([&](const GridChange& change) { dstar->notifyChange(change); });
    finish(*dstar, grid);
    CHECK(dstar->state() == WalkState::UnableToReachGoal);

    grid.setGoal(Coord{2, 2});
    finish(*dstar, grid);
    CHECK(dstar->state() == WalkState::ReachedGoal);
    CHECK(closeTo(dstar->stats().pathCost, 2.0 * std::sqrt(2.0)));

    grid.setWall({1, 1}, true);
    grid.setWall({1, 2}, true);
    grid.setWall({2, 1}, true);
    finish(*dstar, grid);
    CHECK(dstar->state() == WalkState::UnableToReachGoal);
    grid.removeListener(listener);
}

TEST_CASE(
    "D* publishes the same signposts with and without a listener, and reports exactly those a repair turned",
    "[dstar][dynamic]") {
    // Without a listener a search from scratch keeps no list of the cells it touches; with one,
    // and in every repair, it does. Both must show the signposts of the last finished search or
    // repair, none while the first search is under way, and name as changed exactly the cells
    // whose signpost differs from before the repair (snapshots of signpost() taken by the test).
    Random random(2027);
    std::uint64_t restarts = 0; // repairs over budget that searched afresh, covered too
    int editsMidSearch = 0;     // repairs of a first search still under way, covered too
    for (int sequence = 0; sequence < 150; ++sequence) {
        MapGrid grid = randomGrid(random);
        const WalkerSettings settings = sequenceSettings(sequence, sequence % 2 == 0);
        INFO("sequence " << sequence << ", " << movementLabel(settings.movement)
                         << (settings.dstarFloodAll ? ", flooding" : ", focused"));
        auto headless = createWalker("dstar");
        auto traced = createWalker("dstar");
        SearchReplay replay(grid);
        headless->setup(grid, settings);
        traced->setup(grid, settings);
        traced->setListener(&replay);
        int notified = 0;
        const auto listener = grid.addListener([&](const GridChange& change) {
            ++notified;
            headless->notifyChange(change);
            traced->notifyChange(change);
        });
        const std::vector<std::optional<Coord>> none(grid.cellCount());
        headless->iterate();
        traced->iterate();         // in step, so that an edit mid-search finds both at the same point
        if (!headless->finished()) // published only at the end
            CHECK(signposts(*headless, grid) == none);
        if (sequence % 3 == 1) {
            // An edit while the first search is under way: the repair that follows is the first
            // to publish, so every signpost it ends with is a changed one.
            const int steps = static_cast<int>(random.below(40));
            for (int i = 0; i < steps && !headless->finished(); ++i) {
                headless->iterate();
                traced->iterate();
            }
            const bool underWay = !headless->finished();
            const std::uint64_t resets = headless->resetCount();
            notified = 0;
            randomEdit(grid, headless->path(), random, kDStarEdits);
            finish(*headless, grid);
            finish(*traced, grid);
            if (underWay && notified > 0 && headless->resetCount() == resets) {
                const std::vector<Coord> want = turned(none, signposts(*headless, grid), grid);
                CHECK(changedInRowOrder(*headless) == want);
                CHECK(changedInRowOrder(*traced) == want);
                ++editsMidSearch;
            }
        }
        finish(*headless, grid);
        finish(*traced, grid);
        auto before = signposts(*headless, grid);
        CHECK(before == signposts(*traced, grid));

        const int changes = 1 + static_cast<int>(random.below(12));
        for (int change = 0; change < changes; ++change) {
            INFO("change " << change);
            const std::uint64_t resets = headless->resetCount();
            notified = 0;
            randomEdit(grid, headless->path(), random, kDStarEdits);
            if (notified == 0)
                continue; // the edit changed nothing (a wall where there was one)
            const bool repaired = headless->resetCount() == resets; // else it started over
            headless->iterate();
            if (!headless->finished()) // published only at the end
                CHECK(signposts(*headless, grid) == (repaired ? before : none));
            finish(*headless, grid);
            finish(*traced, grid);
            const auto after = signposts(*headless, grid);
            CHECK(after == signposts(*traced, grid));
            if (repaired) {
                const std::vector<Coord> want = turned(before, after, grid);
                CHECK(changedInRowOrder(*headless) == want);
                CHECK(changedInRowOrder(*traced) == want);
            }
            for (int y = 0; y < grid.height(); ++y)
                for (int x = 0; x < grid.width(); ++x)
                    CHECK(replay.cellState({x, y}).parent == traced->cellState({x, y}).parent);
            before = after;
        }
        restarts += headless->stats().restarts;
        traced->setListener(nullptr);
        grid.removeListener(listener);
    }
    CHECK(restarts > 0);
    CHECK(editsMidSearch > 0);
}
