#include "pathfinder/grid/connected_regions.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"
#include "pathfinder/search/walker.h"

#include <catch2/catch.hpp>
#include <cstdint>
#include <deque>
#include <map>
#include <random>
#include <string>
#include <vector>

using namespace pathfinder;

namespace {

/// The regions found by a plain flood from every unlabelled free cell: a label per cell, row by row
/// (0 for a blocked cell).
std::vector<int> referenceRegions(const MapGrid& grid, Connectivity connectivity) {
    const int w = grid.width();
    const int h = grid.height();
    std::vector<int> label(static_cast<std::size_t>(w) * static_cast<std::size_t>(h), 0);
    int next = 0;
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            if (grid.isBlocked({x, y}) || label[static_cast<std::size_t>(y * w + x)] != 0)
                continue;
            ++next;
            std::deque<Coord> queue{{x, y}};
            label[static_cast<std::size_t>(y * w + x)] = next;
            while (!queue.empty()) {
                const Coord c = queue.front();
                queue.pop_front();
                for (int dy = -1; dy <= 1; ++dy)
                    for (int dx = -1; dx <= 1; ++dx) {
                        if ((dx == 0) == (dy == 0) && !(dx != 0 && connectivity == Connectivity::Diagonal))
                            continue; // itself, or a diagonal that joins nothing here
                        const Coord n{c.x + dx, c.y + dy};
                        if (grid.isBlocked(n) || label[static_cast<std::size_t>(n.y * w + n.x)] != 0)
                            continue;
                        label[static_cast<std::size_t>(n.y * w + n.x)] = next;
                        queue.push_back(n);
                    }
            }
        }
    return label;
}

/// True when the labels split the cells exactly as the reference does (labels may differ by name).
void checkSamePartition(const MapGrid& grid, const ConnectedRegions& regions, Connectivity connectivity) {
    const std::vector<int> reference = referenceRegions(grid, connectivity);
    std::map<int, std::uint32_t> ours;
    std::map<std::uint32_t, int> theirs;
    std::map<std::uint32_t, std::uint32_t> sizes;
    bool same = true;
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x) {
            const int r = reference[static_cast<std::size_t>(y * grid.width() + x)];
            const std::uint32_t l = regions.regionOf({x, y});
            if ((r == 0) != (l == 0)) {
                same = false;
                continue;
            }
            if (r == 0)
                continue;
            ++sizes[l];
            const auto a = ours.emplace(r, l).first;
            const auto b = theirs.emplace(l, r).first;
            same = same && a->second == l && b->second == r;
        }
    CHECK(same);
    CHECK(regions.regionCount() == ours.size());
    for (const auto& [label, size] : sizes)
        CHECK(regions.sizeOf(label) == size);
}

MapGrid randomGrid(int w, int h, double density, std::mt19937& rng) {
    MapGrid grid(w, h);
    std::bernoulli_distribution wall(density);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x)
            if (wall(rng))
                grid.setWall({x, y}, true);
    return grid;
}

} // namespace

TEST_CASE("Connected regions follow every edit exactly as a flood from scratch finds them", "[regions]") {
    std::mt19937 rng(2009);
    for (const Connectivity connectivity : {Connectivity::Orthogonal, Connectivity::Diagonal}) {
        Movement movement;
        if (connectivity == Connectivity::Diagonal)
            movement.diagonalRule = DiagonalRule::Always;
        for (int trial = 0; trial < 12; ++trial) {
            const int w = 8 + trial * 3;
            const int h = 6 + trial * 2;
            MapGrid grid = randomGrid(w, h, 0.3 + 0.02 * trial, rng);
            INFO("connectivity " << static_cast<int>(connectivity) << ", trial " << trial);
            checkSamePartition(grid, grid.regions(movement), connectivity);
            std::uniform_int_distribution<int> px(0, w - 1), py(0, h - 1), what(0, 9);
            for (int edit = 0; edit < 300; ++edit) {
                const Coord c{px(rng), py(rng)};
                const int kind = what(rng);
                if (kind < 5)
                    grid.setWall(c, !grid.isWall(c));
                else if (kind < 8)
                    grid.setCode(c, MapGrid::codeOf(kind == 5 ? Terrain::Water : Terrain::Forest));
                else
                    grid.setCost(c, kind - 6);
                checkSamePartition(grid, grid.regions(movement), connectivity);
            }
        }
    }
}

TEST_CASE("Regions are those of the map's unit: terrain it cannot enter parts them", "[regions]") {
    MapGrid grid(7, 3);
    for (int y = 0; y < 3; ++y)
        grid.setCode({3, y}, MapGrid::codeOf(Terrain::Swamp));
    const Movement movement;
    CHECK(grid.connected({0, 1}, {6, 1}, movement)); // light infantry wades through swamp
    const UnitTable units = UnitTable::standard();
    const UnitProfile* jeep = units.find("jeep");
    REQUIRE(jeep != nullptr);
    grid.setUnit(*jeep); // a jeep cannot
    CHECK_FALSE(grid.connected({0, 1}, {6, 1}, movement));
    CHECK(grid.connected({0, 0}, {2, 2}, movement));
    checkSamePartition(grid, grid.regions(movement), Connectivity::Orthogonal);
}

TEST_CASE("Only diagonals allowed between two walls join more than four neighbours do", "[regions]") {
    // .#
    // #.   the two free cells touch only at a corner between two walls
    MapGrid grid(2, 2);
    grid.setWall({1, 0}, true);
    grid.setWall({0, 1}, true);
    Movement movement;
    for (const DiagonalRule rule :
         {DiagonalRule::NoCornerCutting, DiagonalRule::NotBothBlocked, DiagonalRule::Always}) {
        movement.diagonalRule = rule;
        CHECK(grid.connected({0, 0}, {1, 1}, movement) == (rule == DiagonalRule::Always));
    }
    movement.neighbours = 4;
    movement.diagonalRule = DiagonalRule::Always;
    CHECK_FALSE(grid.connected({0, 0}, {1, 1}, movement));
}

TEST_CASE("An edit's work is about the size of the part it cuts off or joins, not of the map", "[regions]") {
    MapGrid grid(400, 400);
    const Movement movement;
    const ConnectedRegions* regions = &grid.regions(movement);
    CHECK(regions->regionCount() == 1);

    // A wall in open ground cuts nothing off: the floods round it meet at once.
    grid.setWall({200, 200}, true);
    regions = &grid.regions(movement);
    CHECK(regions->regionCount() == 1);
    CHECK(regions->lastUpdateWork() < 50);

    // Walling in a 3×3 pocket in the corner: the last wall cuts it off, and the work is about the
    // pocket (and as much of the open side), not the 160,000 cells.
    for (int i = 0; i < 3; ++i)
        grid.setWall({3, i}, true);
    for (int i = 0; i < 3; ++i)
        grid.setWall({i, 3}, true);
    grid.setWall({3, 3}, true);
    regions = &grid.regions(movement);
    CHECK(regions->regionCount() == 2);
    CHECK(regions->sizeOf(regions->regionOf({0, 0})) == 9);
    CHECK(regions->lastUpdateWork() < 60);
    CHECK_FALSE(grid.connected({0, 0}, {399, 399}, movement));

    // Opening it again joins the pocket to the rest: the pocket takes the big region's label.
    grid.setWall({3, 1}, false);
    regions = &grid.regions(movement);
    CHECK(regions->regionCount() == 1);
    CHECK(regions->lastUpdateWork() < 20);
    CHECK(grid.connected({0, 0}, {399, 399}, movement));
    checkSamePartition(grid, *regions, Connectivity::Orthogonal);
}

TEST_CASE("An edit that would cost more than the update limit drops the labels, and they are made afresh",
          "[regions]") {
    // A wall down the middle of a 600×600 map with one gap: closing the gap cuts the map in two
    // halves of 179,700 cells, more than the update limit.
    MapGrid grid(600, 600);
    for (int y = 1; y < 600; ++y)
        grid.setWall({300, y}, true);
    const Movement movement;
    CHECK(grid.regions(movement).regionCount() == 1);
    CHECK(grid.regions(movement).updateLimit() < 179'700);
    grid.setWall({300, 0}, true);
    const ConnectedRegions& fresh = grid.regions(movement);
    CHECK(fresh.lastUpdateWork() == 0); // labelled afresh, not updated
    CHECK(fresh.regionCount() == 2);
    CHECK_FALSE(grid.connected({0, 0}, {599, 599}, movement));
    checkSamePartition(grid, fresh, Connectivity::Orthogonal);
    // Opening it again joins the halves: also past the limit.
    grid.setWall({300, 0}, false);
    CHECK(grid.connected({0, 0}, {599, 599}, movement));
    CHECK(grid.regions(movement).regionCount() == 1);
}

TEST_CASE("Every search answers a goal in another region at once, and searches it when asked to",
          "[regions]") {
    // The goal sealed in a pocket of a map with room to search.
    MapGrid grid(30, 20);
    for (const Coord c : {Coord{24, 14}, Coord{25, 14}, Coord{26, 14}, Coord{24, 15}, Coord{26, 15},
                          Coord{24, 16}, Coord{25, 16}, Coord{26, 16}})
        grid.setWall(c, true);
    grid.setStart(Coord{1, 1});
    grid.setGoal(Coord{25, 15});
    int searches = 0;
    for (const WalkerInfo& info : walkerRegistry()) {
        if (!info.declares(Parameter::SearchUnreachable))
            continue;
        ++searches;
        INFO(info.name);
        auto walker = info.create();
        walker->setup(grid, WalkerSettings{});
        CHECK(walker->outcome() == Outcome::Unreachable);
        CHECK(walker->stats().expanded == 0);
        CHECK(walker->stats().separateRegions);
        CHECK(walker->note() == "unreachable: different regions");

        WalkerSettings flood;
        flood.searchUnreachable = true;
        walker->setup(grid, flood);
        runToCompletion(*walker, 100'000'000);
        // A search that is not complete (IDA*'s budget, a bounded open list) may give up instead.
        if (info.traits.complete)
            CHECK(walker->outcome() == Outcome::Unreachable);
        else
            CHECK((walker->outcome() == Outcome::Unreachable || walker->outcome() == Outcome::GaveUp));
        CHECK(walker->stats().expanded > 0);
        CHECK_FALSE(walker->stats().separateRegions);
    }
    CHECK(searches >= 8);
    // Agents see only their surroundings: they do not know the map's regions.
    CHECK_FALSE(findWalker("random-bounce")->declares(Parameter::SearchUnreachable));
    CHECK_FALSE(findWalker("wall-trace")->declares(Parameter::SearchUnreachable));
}

TEST_CASE("A search under way answers at once when an edit seals the goal off, and searches again when it "
          "opens",
          "[regions]") {
    MapGrid grid(20, 20);
    grid.setStart(Coord{0, 0});
    grid.setGoal(Coord{19, 19});
    for (const WalkerInfo& info : walkerRegistry()) {
        if (!info.declares(Parameter::SearchUnreachable))
            continue;
        INFO(info.name);
        MapGrid map = grid;
        auto walker = info.create();
        walker->setup(map, WalkerSettings{});
        for (int i = 0; i < 5; ++i)
            walker->iterate();
        // Seal the goal's corner: two walls beside it (and the diagonal between them).
        for (const Coord c : {Coord{18, 19}, Coord{19, 18}, Coord{18, 18}}) {
            map.setWall(c, true);
            walker->notifyChange(GridChange{GridChange::Kind::WallAdded, c, 1, 0});
        }
        CHECK(walker->outcome() == Outcome::Unreachable);
        CHECK(walker->stats().separateRegions);
        const std::uint64_t expanded = walker->stats().expanded;
        walker->iterate();
        CHECK(walker->stats().expanded == expanded);

        map.setWall({18, 19}, false);
        walker->notifyChange(GridChange{GridChange::Kind::WallRemoved, {18, 19}, 0, 1});
        CHECK(walker->outcome() == Outcome::Searching);
        runToCompletion(*walker, 100'000'000);
        CHECK(walker->outcome() == Outcome::Reached);
        CHECK(walker->path().back() == Coord{19, 19});
    }
}

TEST_CASE("On the largest maps an unreachable goal costs no expansion", "[regions][large]") {
    MapGrid grid(MapGrid::kMaxSide, MapGrid::kMaxSide);
    const int s = MapGrid::kMaxSide;
    // A line of walls across the map, the goal beyond it.
    for (int x = 0; x < s; ++x)
        grid.setWall({x, s / 2}, true);
    grid.setStart(Coord{0, 0});
    grid.setGoal(Coord{s - 1, s - 1});
    for (const char* name : {"breadth-first", "dijkstra", "astar", "jps", "dstar"}) {
        INFO(name);
        auto walker = createWalker(name);
        walker->setup(grid, WalkerSettings{});
        CHECK(walker->outcome() == Outcome::Unreachable);
        CHECK(walker->stats().expanded == 0);
    }
    // Smaller maps of every size up to it answer the same way.
    for (int side = 2; side <= 2048; side *= 2) {
        MapGrid small(side + 1, side + 1);
        for (int x = 0; x <= side; ++x)
            small.setWall({x, side / 2}, true);
        small.setStart(Coord{0, 0});
        small.setGoal(Coord{side, side});
        auto walker = createWalker("astar");
        walker->setup(small, WalkerSettings{});
        INFO(side);
        CHECK(walker->outcome() == Outcome::Unreachable);
        CHECK(walker->stats().expanded == 0);
    }
}

TEST_CASE("On the largest maps the region check follows edits and moved ends", "[regions][large]") {
    MapGrid grid(MapGrid::kMaxSide, MapGrid::kMaxSide);
    const int s = MapGrid::kMaxSide;
    REQUIRE(grid.paddedSize() > MapGridWalker::kRegionLabelCellLimit);
    for (int x = 0; x < s; ++x)
        grid.setWall({x, s / 2}, true);
    grid.setStart(Coord{0, 0});
    grid.setGoal(Coord{s - 1, s - 1});
    auto walker = createWalker("astar");
    walker->setup(grid, WalkerSettings{});
    CHECK(walker->outcome() == Outcome::Unreachable);

    // A gap in the wall joins the halves: the walk searches.
    grid.setWall({s - 1, s / 2}, false);
    walker->notifyChange(GridChange{GridChange::Kind::WallRemoved, {s - 1, s / 2}, 0, 1});
    CHECK(walker->outcome() == Outcome::Searching);
    CHECK_FALSE(walker->stats().separateRegions);

    // Closed again: separate again, without an expansion.
    grid.setWall({s - 1, s / 2}, true);
    walker->notifyChange(GridChange{GridChange::Kind::WallAdded, {s - 1, s / 2}, 1, 0});
    CHECK(walker->outcome() == Outcome::Unreachable);
    CHECK(walker->stats().expanded == 0);

    // A start on the goal's side, outside the region flooded last: reachable.
    grid.setStart(Coord{0, s - 1});
    walker->reset();
    CHECK(walker->outcome() == Outcome::Searching);
    // And a goal on the start's side of that region: separate.
    grid.setGoal(Coord{s - 1, 0});
    walker->reset();
    CHECK(walker->outcome() == Outcome::Unreachable);
}
