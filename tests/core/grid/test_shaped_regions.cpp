// The region labels (MapGrid::regions) and the start's region (StartRegion) on maps with hex cells
// and sides between cells, against a plain flood over the steps of reference_shaped.h, fresh and
// after every edit of a random series; and the walkers' early exit on such maps.

#include "pathfinder/basics/random.h"
#include "pathfinder/grid/connected_regions.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"
#include "pathfinder/search/walker.h"

#include "core/path_checks.h"
#include "core/reference_shaped.h"
#include "core/shaped_cases.h"
#include "grid/start_region.h"
#include "support/random_case_count.h"
#include "support/random_map.h"

#include <catch2/catch.hpp>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <map>
#include <string>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

/// Per cell (y·width + x) the number of its component, 0 for a cell that is not free: cells joined
/// by a walk of the reference's steps, each step taken one way or the other.
std::vector<int> referenceComponents(const MapGrid& grid, const Movement& movement) {
    const int w = grid.width();
    const auto indexOf = [w](Coord c) { return static_cast<std::size_t>(c.y) * w + c.x; };
    std::vector<std::vector<std::size_t>> joined(grid.cellCount());
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < w; ++x)
            for (const ShapedStep& step : shapedSteps(grid, movement, {x, y})) {
                joined[indexOf({x, y})].push_back(indexOf(step.to));
                joined[indexOf(step.to)].push_back(indexOf({x, y}));
            }
    std::vector<int> component(grid.cellCount(), 0);
    int next = 0;
    for (std::size_t i = 0; i < component.size(); ++i) {
        const Coord c{static_cast<int>(i % w), static_cast<int>(i / w)};
        if (component[i] != 0 || !isFreeCell(grid, c))
            continue;
        component[i] = ++next;
        std::deque<std::size_t> queue{i};
        while (!queue.empty()) {
            const std::size_t at = queue.front();
            queue.pop_front();
            for (const std::size_t n : joined[at])
                if (component[n] == 0) {
                    component[n] = next;
                    queue.push_back(n);
                }
        }
    }
    return component;
}

/// What is wrong with the grid's labels under `movement`, compared with the reference; empty when
/// they split the cells as it does and count the regions and their sizes right.
std::string regionProblem(const MapGrid& grid, const Movement& movement) {
    const std::vector<int> reference = referenceComponents(grid, movement);
    const ConnectedRegions& regions = grid.regions(movement);
    std::map<int, std::uint32_t> ours;
    std::map<std::uint32_t, int> theirs;
    std::map<std::uint32_t, std::uint32_t> sizes;
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x) {
            const int r = reference[grid.cellIndex({x, y})];
            const std::uint32_t l = regions.regionOf({x, y});
            const std::string at = coordLabel({x, y});
            if ((r == 0) != (l == 0))
                return at + ": free to one and not to the other";
            if (r == 0)
                continue;
            ++sizes[l];
            if (ours.emplace(r, l).first->second != l || theirs.emplace(l, r).first->second != r)
                return at + ": the labels join cells the reference does not, or part cells it joins";
        }
    if (regions.regionCount() != ours.size())
        return "region count " + std::to_string(regions.regionCount()) + ", not " +
               std::to_string(ours.size());
    for (const auto& [label, size] : sizes)
        if (regions.sizeOf(label) != size)
            return "region " + std::to_string(label) + " size " + std::to_string(regions.sizeOf(label));
    return {};
}

/// A random map of sides 1–16: hex or square, cell walls, wall sides and, when `oneWay`, one-way sides.
MapGrid randomSidedMap(Random& random, bool hex, bool oneWay) {
    RandomMapOptions options;
    options.maxWallDensity = 0.3;
    // One draw a statement: the order in which a call's arguments are worked out is unspecified.
    const int width = randomBetween(random, 1, 16);
    const int height = randomBetween(random, 1, 16);
    MapGrid grid = randomMap(random, width, height, options);
    if (hex)
        grid.setTopology(Topology::Hex);
    addRandomSides(grid, random, 0.5 * random.unit(), oneWay ? 0.3 * random.unit() : 0.0);
    return grid;
}

/// A random side heading of the cell that leads into the map, if it has one.
std::optional<Direction> randomSideHeading(Random& random, const MapGrid& grid, Coord c) {
    std::vector<Direction> headings;
    for (int d = 0; d < kDirectionCount; ++d) {
        const auto heading = static_cast<Direction>(d);
        if (isSideHeading(grid.topology(), heading, c.y) && grid.inBounds(c + offsetOf(heading)))
            headings.push_back(heading);
    }
    if (headings.empty())
        return std::nullopt;
    return headings[random.below(static_cast<std::uint32_t>(headings.size()))];
}

/// One random edit: a side set to a random kind (mostly), or a cell made a wall or free.
void randomSidedEdit(Random& random, MapGrid& grid, bool oneWay) {
    const Coord c = randomCell(random, grid);
    if (random.below(4) == 0) {
        grid.setWall(c, !grid.isWall(c));
        return;
    }
    if (const auto heading = randomSideHeading(random, grid, c)) {
        const SideKind kinds[] = {SideKind::Open, SideKind::Wall, SideKind::OneWayOut, SideKind::OneWayIn};
        grid.setSide(c, *heading, kinds[random.below(oneWay ? 4 : 2)]);
    }
}

/// Labels under every movement on `count` random maps, then after each of a series of edits.
void checkRandomMaps(bool hex, bool oneWay, int count, std::uint64_t seed) {
    Random random(seed);
    // The length of a diagonal joins nothing: one length will do.
    std::vector<Movement> movements;
    for (const Movement& movement : allMovementSettings())
        if (movement.diagonalLength == DiagonalLength::Sqrt2)
            movements.push_back(movement);
    REQUIRE(movements.size() == 4);
    int sided = 0;
    for (int i = 0; i < count; ++i) {
        MapGrid grid = randomSidedMap(random, hex, oneWay);
        sided += grid.wallSideCount() > 0 ? 1 : 0;
        INFO("map #" << i << ": " << grid.width() << "x" << grid.height() << " " << toString(grid.topology())
                     << ", " << grid.wallSideCount() << " wall sides, " << grid.oneWaySideCount()
                     << " one-way sides");
        for (const Movement& movement : movements) {
            INFO(movementLabel(movement));
            CHECK(regionProblem(grid, movement).empty());
        }
        // The labels of both connectivities now exist; the edits keep them up to date. Checked under
        // 4 neighbours, under 8 with no corner cutting (the same labels, other steps) and under 8
        // with diagonals always allowed.
        for (int edit = 0; edit < 20; ++edit) {
            randomSidedEdit(random, grid, oneWay);
            INFO("after edit " << edit);
            for (const Movement& movement : movements) {
                if (movement.neighbours == 8 && movement.diagonalRule == DiagonalRule::NotBothBlocked)
                    continue;
                INFO(movementLabel(movement));
                const std::string problem = regionProblem(grid, movement);
                INFO(problem);
                CHECK(problem.empty());
            }
        }
    }
    CHECK(sided > count / 2);
}

} // namespace

TEST_CASE("Region labels on random hex maps with walls between cells match a flood of the reference's "
          "steps, fresh and after every edit",
          "[regions][hex]") {
    checkRandomMaps(true, false, randomCaseCount(300), 20261201);
}

TEST_CASE("Region labels on random square maps with walls between cells match a flood of the "
          "reference's steps under every movement, fresh and after every edit",
          "[regions][sides]") {
    checkRandomMaps(false, false, randomCaseCount(300), 20261202);
}

TEST_CASE("Region labels on random maps with one-way sides join the cells that steps taken either way "
          "join",
          "[regions][sides]") {
    checkRandomMaps(true, true, randomCaseCount(100), 20261203);
    checkRandomMaps(false, true, randomCaseCount(100), 20261204);
}

TEST_CASE("The start's region on random hex and sided maps holds the cells the reference joins to it",
          "[regions][sides]") {
    Random random(20261205);
    int compared = 0;
    for (int i = 0; i < randomCaseCount(300); ++i) {
        const MapGrid grid = randomSidedMap(random, i % 2 == 0, i % 3 == 2);
        const std::vector<Movement> movements = allMovementSettings();
        const Movement movement = movements[static_cast<std::size_t>(i) % movements.size()];
        const Coord seed = randomCell(random, grid);
        const std::vector<int> reference = referenceComponents(grid, movement);
        const Connectivity connectivity = grid.regionConnectivity(movement);
        StartRegion region;
        region.flood(grid, connectivity, grid.paddedIndex(seed));
        INFO("map #" << i << ", " << movementLabel(movement) << ", seed " << coordLabel(seed));
        bool same = true;
        for (int y = 0; y < grid.height(); ++y)
            for (int x = 0; x < grid.width(); ++x) {
                const int r = reference[grid.cellIndex({x, y})];
                const bool expected = r != 0 && r == reference[grid.cellIndex(seed)];
                same = same && region.holds(grid, connectivity, grid.paddedIndex({x, y})) == expected;
            }
        CHECK(same);
        ++compared;
    }
    CHECK(compared > 0);
}

TEST_CASE("Walkers end at once exactly when the goal lies in another region of a hex or sided map, and "
          "search on maps with one-way sides",
          "[regions][sides]") {
    const std::vector<ShapedCase> hex = makeShapedCases(ShapedFamily::Hex, randomCaseCount(300), 20261206);
    const std::vector<ShapedCase> sides =
        makeShapedCases(ShapedFamily::Sides, randomCaseCount(300), 20261207);
    int separated = 0;
    int oneWayUnreachable = 0;
    for (const std::vector<ShapedCase>* cases : {&hex, &sides})
        for (const ShapedCase& c : *cases) {
            if ((featuresOf(c.grid) & kSlopes) != 0)
                continue;
            const std::vector<int> reference = referenceComponents(c.grid, c.movement);
            const Coord start = *c.grid.start();
            const Coord goal = *c.grid.goal();
            const bool freeEnds = isFreeCell(c.grid, start) && isFreeCell(c.grid, goal);
            const bool apart =
                freeEnds && reference[c.grid.cellIndex(start)] != reference[c.grid.cellIndex(goal)];
            const bool oneWay = c.grid.oneWaySideCount() != 0;
            for (const char* name : {"astar", "breadth-first"}) {
                const WalkerInfo* info = findWalker(name);
                REQUIRE(info != nullptr);
                REQUIRE((info->mapFeatures & (kHexCells | kSideWalls | kOneWaySides)) ==
                        (kHexCells | kSideWalls | kOneWaySides));
                auto walker = info->create();
                WalkerSettings settings;
                settings.movement = c.movement;
                walker->setup(c.grid, settings);
                INFO(name << " on " << c.label());
                CHECK(walker->stats().separateRegions == (apart && !oneWay));
                runToCompletion(*walker, iterationLimit(c.grid));
                CHECK((walker->outcome() == Outcome::Reached) == c.reachable());
                separated += apart && !oneWay ? 1 : 0;
                oneWayUnreachable += oneWay && !c.reachable() ? 1 : 0;
            }
        }
    CHECK(separated > randomCaseCount(20));
    CHECK(oneWayUnreachable > 0);
}

TEST_CASE("A* on a hex map answers at once that a goal walled in by sides is in another region, and "
          "finds it once one side opens",
          "[regions][hex]") {
    MapGrid grid(9, 9);
    grid.setTopology(Topology::Hex);
    const Coord goal{5, 5};
    grid.setStart(Coord{0, 0});
    grid.setGoal(goal);
    for (int d = 0; d < kDirectionCount; ++d)
        if ((hexHeadingMask(goal.y) & (1u << d)) != 0)
            grid.setSide(goal, static_cast<Direction>(d), SideKind::Wall);
    REQUIRE(grid.wallSideCount() == 6);
    auto walker = createWalker("astar");
    walker->setup(grid, WalkerSettings{});
    CHECK(walker->outcome() == Outcome::Unreachable);
    CHECK(walker->stats().separateRegions);
    CHECK(walker->stats().expanded == 0);
    CHECK(walker->note() == "unreachable: different regions");

    grid.setSide(goal, Direction::W, SideKind::Open);
    walker->notifyChange(GridChange{GridChange::Kind::SideChanged, goal, static_cast<int>(SideKind::Wall),
                                    static_cast<int>(SideKind::Open), Direction::W});
    CHECK(walker->outcome() == Outcome::Searching);
    runToCompletion(*walker, 1'000'000);
    CHECK(walker->outcome() == Outcome::Reached);
    REQUIRE(walker->path().size() >= 2);
    CHECK(walker->path()[walker->path().size() - 2] == goal + offsetOf(Direction::W));
    CHECK_FALSE(walker->stats().separateRegions);

    // One way into the goal only: reachable, and the labels never said otherwise.
    grid.setSide(goal, Direction::W, SideKind::OneWayIn);
    walker->reset();
    runToCompletion(*walker, 1'000'000);
    CHECK(walker->outcome() == Outcome::Reached);
    // One way out of it only: unreachable, found by the search, not by the labels.
    grid.setSide(goal, Direction::W, SideKind::OneWayOut);
    walker->reset();
    runToCompletion(*walker, 1'000'000);
    CHECK(walker->outcome() == Outcome::Unreachable);
    CHECK_FALSE(walker->stats().separateRegions);
}
