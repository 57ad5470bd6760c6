// JPS+'s jump table built apart from the walker (WalkerPreparation): on a copy of the map, adopted,
// stopped, and outdated by edits, which the walker's line-by-line sync then brings up to date.

#include "pathfinder/basics/random.h"
#include "pathfinder/registry/walker_registry.h"

#include "core/jps_checks.h"
#include "support/random_map.h"

#include <atomic>
#include <memory>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

MapGrid randomWalls(Random& random, int width, int height) {
    RandomMapOptions options;
    options.wallDensity = 0.3;
    return randomMap(random, width, height, options);
}

} // namespace

TEST_CASE("JPS+ adopts a jump table built on a copy of the map", "[jps-plus]") {
    Random random(9001);
    for (const Movement& movement : {eightNeighbours(DiagonalRule::NoCornerCutting), fourNeighbours()}) {
        for (int round = 0; round < 8; ++round) {
            MapGrid grid = randomWalls(random, 45, 33);
            WalkerSettings settings;
            settings.movement = movement;
            const std::unique_ptr<MapGridWalker> walker = createWalker("jps-plus");
            REQUIRE(walker->needsPreparation(grid, settings));
            const std::unique_ptr<WalkerPreparation> preparation = walker->preparation(grid, settings);
            REQUIRE(preparation);
            CHECK(preparation->what() == "the JPS+ jump table");
            const std::atomic<bool> go{false};
            preparation->run(go);
            // Edits after the copy was made: the adopted table is synced line by line at reset.
            const bool edit = round % 2 == 1;
            if (edit)
                for (int i = 0; i < 10; ++i) {
                    const Coord c = randomCell(random, grid);
                    if (c != grid.start() && c != grid.goal())
                        grid.setWall(c, !grid.isWall(c));
                }
            walker->adopt(*preparation);
            CHECK_FALSE(walker->needsPreparation(grid, settings));
            walker->setup(grid, settings);
            auto& jps = dynamic_cast<JumpPointSearchWalker&>(*walker);
            CHECK(jps.preprocessNs() >= preparation->buildNs());
            INFO("round " << round << (edit ? ", edited after the copy" : ""));
            checkAgainstReference(grid, movement, solve(jps, grid));
            // An edit now is synced at the next reset, on the spot: no preparation.
            grid.setWall({0, 0}, grid.start() != Coord{0, 0} && grid.goal() != Coord{0, 0});
            CHECK_FALSE(walker->needsPreparation(grid, settings));
        }
    }
}

TEST_CASE("JPS+ ignores a stopped jump table and needs none where it reads no table", "[jps-plus]") {
    Random random(17);
    const MapGrid grid = randomWalls(random, 40, 30);
    const std::unique_ptr<MapGridWalker> walker = createWalker("jps-plus");
    const WalkerSettings settings;
    const std::unique_ptr<WalkerPreparation> stopped = walker->preparation(grid, settings);
    REQUIRE(stopped);
    const std::atomic<bool> stop{true};
    stopped->run(stop);
    walker->adopt(*stopped);
    CHECK(walker->needsPreparation(grid, settings));

    // Corner cutting: JPS+ scans the runs as JPS does, without a table.
    WalkerSettings cutting;
    cutting.movement = eightNeighbours(DiagonalRule::Always);
    CHECK_FALSE(walker->needsPreparation(grid, cutting));
    // JPS keeps no table.
    CHECK_FALSE(createWalker("jps")->needsPreparation(grid, settings));
    // A map of another size needs the table whole again.
    walker->setup(grid, settings);
    CHECK_FALSE(walker->needsPreparation(grid, settings));
    const MapGrid larger = randomWalls(random, 41, 30);
    CHECK(walker->needsPreparation(larger, settings));
}
