#pragma once

// Random maps with hex cells, sides between cells and heights, and the check of one walker on one of
// them against the independent reference of reference_shaped.h.

#include "pathfinder/basics/random.h"
#include "pathfinder/grid/heuristic.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/topology.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"
#include "pathfinder/search/walker.h"

#include "core/path_checks.h"
#include "core/reference_shaped.h"
#include "support/random_map.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

namespace pathfinder::testing {

/// Closes random sides of the map: each side between two cells of the map becomes a wall with
/// chance `wallShare`, else one way (either way round) with chance `oneWayShare`.
inline void addRandomSides(MapGrid& grid, Random& random, double wallShare, double oneWayShare) {
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x) {
            const Coord c{x, y};
            // Each side once: the ones towards E and towards the row below.
            std::vector<Coord> ahead;
            if (grid.topology() == Topology::Hex)
                ahead = {Coord{1, 0}, hexNeighbourOffsets(y)[4], hexNeighbourOffsets(y)[5]};
            else
                ahead = {Coord{1, 0}, Coord{0, 1}};
            for (const Coord offset : ahead) {
                if (!grid.inBounds(c + offset))
                    continue;
                const Direction d = headingOfOffset(offset.x, offset.y);
                const double roll = random.unit();
                if (roll < wallShare)
                    grid.setSide(c, d, SideKind::Wall);
                else if (roll < wallShare + oneWayShare)
                    grid.setSide(c, d, random.below(2) == 0 ? SideKind::OneWayOut : SideKind::OneWayIn);
            }
        }
}

/// Gives every cell a random height from 0 to `maxHeight` and sets the slope factor.
inline void addRandomHeights(MapGrid& grid, Random& random, int maxHeight, double slope) {
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x)
            grid.setHeight({x, y}, randomBetween(random, 0, maxHeight));
    grid.setSlope(slope);
}

/// The features the map uses, read from what it holds: hex cells, sides that are walls, sides that
/// are one way, and a slope factor above 0 with some cell above height 0.
inline unsigned featuresOf(const MapGrid& grid) {
    unsigned features = grid.topology() == Topology::Hex ? kHexCells : 0u;
    bool raised = false;
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x) {
            const Coord c{x, y};
            raised = raised || grid.height(c) > 0;
            const std::vector<Coord> offsets = grid.topology() == Topology::Hex
                                                   ? hexNeighbourOffsets(y)
                                                   : std::vector<Coord>{{0, -1}, {1, 0}, {0, 1}, {-1, 0}};
            for (const Coord offset : offsets) {
                if (!grid.inBounds(c + offset))
                    continue;
                const SideKind kind = grid.side(c, headingOfOffset(offset.x, offset.y));
                if (kind == SideKind::Wall)
                    features |= kSideWalls;
                else if (kind != SideKind::Open)
                    features |= kOneWaySides;
            }
        }
    if (raised && grid.slope() > 0.0)
        features |= kSlopes;
    return features;
}

/// One random map with the movement and heuristic it is searched under, and the reference's cost.
struct ShapedCase {
    std::string family;
    int index = 0;
    MapGrid grid;
    Movement movement;
    HeuristicKind heuristic = HeuristicKind::Octile;
    double optimalCost = 0.0;

    bool reachable() const { return std::isfinite(optimalCost); }

    std::string label() const {
        std::ostringstream out;
        out << family << " map #" << index << ": " << grid.width() << "x" << grid.height() << " "
            << toString(grid.topology()) << ", " << grid.wallSideCount() << " wall sides, "
            << grid.oneWaySideCount() << " one-way sides, slope " << grid.slope() << ", "
            << movementLabel(movement) << ", heuristic " << toString(heuristic) << ", start "
            << coordLabel(*grid.start()) << ", goal " << coordLabel(*grid.goal()) << ", optimal cost "
            << optimalCost;
        return out.str();
    }
};

/// The families of random maps.
enum class ShapedFamily {
    Hex,    ///< hex cells with plain costs and terrain; some with closed sides, some with heights
    Sides,  ///< square cells with walls and one-way sides, under every movement setting
    Slopes, ///< heights with a slope factor, mostly square, some hex, some with closed sides
};

/// A random map of the family, sides 1–16, start and goal on free cells.
inline ShapedCase makeShapedCase(ShapedFamily family, Random& random, int index) {
    static const std::vector<Movement> movements = allMovementSettings();
    // Admissible on hex maps (each hex step costs at least 1 and changes x and y by at most 1).
    static const std::vector<HeuristicKind> hexHeuristics = {HeuristicKind::Hex, HeuristicKind::Octile,
                                                             HeuristicKind::Euclidean, HeuristicKind::Zero};
    ShapedCase c;
    c.index = index;
    c.movement = movements[static_cast<std::size_t>(index) % movements.size()];
    RandomMapOptions options;
    options.maxWallDensity = family == ShapedFamily::Sides ? 0.2 : 0.35;
    options.costShare = index % 2 == 0 ? 0.0 : 0.5;
    options.terrainShare = index % 3 == 0 ? 0.3 : 0.0;
    const int height = randomBetween(random, 1, 16);
    const int width = randomBetween(random, 1, 16);
    c.grid = randomMap(random, width, height, options);
    if (random.below(20) == 0)
        c.grid.setGoal(*c.grid.start());
    const bool hex = family == ShapedFamily::Hex || (family == ShapedFamily::Slopes && index % 4 == 3);
    if (hex) {
        c.grid.setTopology(Topology::Hex);
        c.heuristic = hexHeuristics[static_cast<std::size_t>(index / 2) % hexHeuristics.size()];
    }
    switch (family) {
    case ShapedFamily::Hex:
        c.family = "hex";
        if (index % 3 == 1)
            addRandomSides(c.grid, random, 0.2, 0.2);
        if (index % 5 == 2)
            addRandomHeights(c.grid, random, 9, 0.5);
        break;
    case ShapedFamily::Sides:
        c.family = "sides";
        addRandomSides(c.grid, random, 0.4 * random.unit(), 0.4 * random.unit());
        break;
    case ShapedFamily::Slopes: {
        c.family = "slopes";
        static const double slopes[] = {0.25, 0.5, 1.0, 2.0, 3.5};
        addRandomHeights(c.grid, random, randomBetween(random, 1, 9), slopes[random.below(5)]);
        if (index % 3 == 0)
            addRandomSides(c.grid, random, 0.15, 0.15);
        break;
    }
    }
    c.optimalCost = referenceShapedDijkstra(c.grid, c.movement);
    return c;
}

/// `count` random maps of the family from the seed.
inline std::vector<ShapedCase> makeShapedCases(ShapedFamily family, int count, std::uint64_t seed) {
    Random random(seed);
    std::vector<ShapedCase> cases;
    cases.reserve(static_cast<std::size_t>(count));
    for (int i = 0; i < count; ++i)
        cases.push_back(makeShapedCase(family, random, i));
    return cases;
}

/// What the walkers did on a family of maps.
struct ShapedTally {
    int refusals = 0;         ///< runs refused for a feature the walker does not declare
    int optimalMatches = 0;   ///< runs of optimal walkers whose cost was compared with the reference
    int reachabilityRuns = 0; ///< runs of complete walkers whose answer was compared with the reference
};

/// The words a refusal uses for each feature it names.
inline std::vector<std::string> featureWords(unsigned features) {
    std::vector<std::string> words;
    if ((features & kHexCells) != 0)
        words.emplace_back("hex");
    if ((features & kSideWalls) != 0)
        words.emplace_back("walls");
    if ((features & kOneWaySides) != 0)
        words.emplace_back("one-way");
    if ((features & kSlopes) != 0)
        words.emplace_back("slope");
    return words;
}

/// Runs the registered walker on the case and checks it against the reference: a walker that does
/// not declare every feature of the map refuses it (gave up at once, saying which features, with no
/// path); one that declares them returns a legal path priced as pathCost() and the reference price
/// it, never cheaper than the optimum, the optimum itself when the walker is optimal, and a complete
/// walker reaches the goal exactly when the reference does.
inline void checkWalkerOnShapedCase(const WalkerInfo& info, const ShapedCase& c, ShapedTally& tally) {
    const std::unique_ptr<MapGridWalker> walker = info.create();
    REQUIRE(walker != nullptr);
    WalkerSettings settings;
    settings.movement = c.movement;
    if (info.declares(Parameter::Heuristic))
        settings.heuristic = c.heuristic;
    walker->setup(c.grid, settings);
    const RunResult result = runToCompletion(*walker, iterationLimit(c.grid));
    INFO(info.name << " on " << c.label());
    const unsigned unhandled = featuresOf(c.grid) & ~info.mapFeatures;
    if (unhandled != 0) {
        ++tally.refusals;
        CHECK(result.outcome == Outcome::GaveUp);
        CHECK(result.state != WalkState::ReachedGoal);
        CHECK(walker->path().empty());
        INFO("refusal: " << walker->refusal());
        for (const std::string& word : featureWords(unhandled))
            CHECK(walker->refusal().find(word) != std::string::npos);
        return;
    }
    CHECK(walker->refusal().empty());
    CHECK(result.state != WalkState::StillLooking);
    const bool reached = result.state == WalkState::ReachedGoal;
    if (info.traits.complete) {
        ++tally.reachabilityRuns;
        CHECK(reached == c.reachable());
        if (!c.reachable())
            CHECK(result.outcome == Outcome::Unreachable);
    } else if (!c.reachable()) {
        CHECK_FALSE(reached);
    }
    // An any-angle path is straight segments priced by length: the grid's prices do not apply.
    if (!reached || info.traits.anyAngle)
        return;
    const std::vector<Coord>& path = walker->path();
    CHECK(shapedPathProblem(c.grid, c.movement, path) == "");
    // An agent's cost is that of its whole walk, revisits included.
    const std::vector<Coord>& walked = info.traits.movesAgent ? walker->trail() : path;
    CHECK(closeTo(result.stats.pathCost, pathCost(c.grid, c.movement, walked)));
    CHECK(closeTo(result.stats.pathCost, shapedPathCost(c.grid, c.movement, walked)));
    CHECK(result.stats.pathCost >= c.optimalCost * (1 - 1e-9));
    if (info.traits.optimal) {
        ++tally.optimalMatches;
        CHECK(closeTo(result.stats.pathCost, c.optimalCost));
    }
}

} // namespace pathfinder::testing
