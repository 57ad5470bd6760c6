// The bidirectional searches against references that share nothing with them: the reference
// Dijkstra and the plain breadth-first count of path_checks.h, and a map worked by hand.

#include "pathfinder/basics/random.h"
#include "pathfinder/grid/heuristic.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/terrain.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"
#include "pathfinder/search/search_events.h"
#include "pathfinder/search/walker.h"
#include "pathfinder/traces/search_trace.h"
#include "pathfinder/traces/search_trace_io.h"
#include "pathfinder/traces/walker_footprint.h"

#include "core/ascii_grid.h"
#include "core/path_checks.h"
#include "core/reference_dijkstra.h"
#include "support/random_map.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

struct Finished {
    WalkState state = WalkState::StillLooking;
    std::vector<Coord> path;
    double cost = 0.0;
};

/// Runs a walker to its end and checks what holds for every run: it ends, and a path it returns is
/// legal and priced right.
Finished runChecked(const std::string& name, const MapGrid& grid, const WalkerSettings& settings,
                    const std::string& label) {
    const std::unique_ptr<MapGridWalker> walker = createWalker(name);
    REQUIRE(walker);
    walker->setup(grid, settings);
    const RunResult result = runToCompletion(*walker, iterationLimit(grid));
    INFO(name << " on " << label);
    CHECK(result.state != WalkState::StillLooking);
    Finished f{result.state, walker->path(), result.stats.pathCost};
    if (f.state == WalkState::ReachedGoal) {
        CHECK(pathProblem(grid, settings.movement, f.path).empty());
        CHECK(closeTo(f.cost, sumOfStepCosts(grid, settings.movement, f.path)));
        REQUIRE(walker->meetingPoint());
        // The meeting point lies on the path.
        CHECK(std::find(f.path.begin(), f.path.end(), *walker->meetingPoint()) != f.path.end());
    } else {
        CHECK(walker->path().empty());
        CHECK_FALSE(walker->meetingPoint());
    }
    return f;
}

std::string labelOf(int index, const MapGrid& grid, const Movement& movement) {
    std::ostringstream out;
    out << "map #" << index << ", " << grid.width() << "x" << grid.height() << ", " << movementLabel(movement)
        << ", start " << (grid.start() ? coordLabel(*grid.start()) : "none") << ", goal "
        << (grid.goal() ? coordLabel(*grid.goal()) : "none");
    return out.str();
}

/// Random maps of sides 1–60 with up to 40 % walls, every other one with entry costs 1–9, start and
/// goal anywhere (on a wall too), each under one of the ten movement rules.
MapGrid randomCase(Random& rng, int index, Movement& movement) {
    static const std::vector<Movement> movements = allMovementSettings();
    RandomMapOptions options;
    options.maxWallDensity = 0.4;
    options.costShare = index % 2 == 0 ? 0.0 : 1.0;
    options.ends = RandomMapOptions::Ends::Anywhere;
    const int width = 1 + static_cast<int>(rng.below(60));
    const int height = 1 + static_cast<int>(rng.below(60));
    MapGrid grid = randomMap(rng, width, height, options);
    if (rng.below(12) == 0)
        grid.setGoal(grid.start());
    movement = movements[static_cast<std::size_t>(index) % movements.size()];
    return grid;
}

} // namespace

TEST_CASE("Bidirectional Dijkstra and A* find the reference Dijkstra's least cost on random grids",
          "[bidirectional][optimality]") {
    Random rng(0xB1D1);
    const TieBreak tieBreaks[] = {TieBreak::LargerG, TieBreak::Fifo, TieBreak::Lifo};
    int reached = 0;
    int unreachable = 0;
    for (int i = 0; i < 300; ++i) {
        Movement movement;
        const MapGrid grid = randomCase(rng, i, movement);
        const double optimal = referenceDijkstra(grid, movement);
        const std::string label = labelOf(i, grid, movement) + ", optimal " + std::to_string(optimal);
        WalkerSettings settings;
        settings.movement = movement;
        settings.tieBreak = tieBreaks[i % 3];
        const Finished dijkstra = runChecked("bidirectional-dijkstra", grid, settings, label);
        INFO("bidirectional-dijkstra on " << label);
        CHECK((dijkstra.state == WalkState::ReachedGoal) == std::isfinite(optimal));
        if (dijkstra.state == WalkState::ReachedGoal)
            CHECK(closeTo(dijkstra.cost, optimal));
        (std::isfinite(optimal) ? reached : unreachable) += 1;

        for (const HeuristicKind kind :
             {HeuristicKind::Octile, HeuristicKind::Chebyshev, HeuristicKind::Euclidean,
              HeuristicKind::Manhattan, HeuristicKind::Zero})
            for (const double weight : {0.0, 0.5, 1.0}) {
                // Admissible by rule: the obstacle-free distance bounds every route, and a 1.4 diagonal is
                // shorter than √2, and dx + dy overestimates a diagonal that costs less than 2.
                const bool diagonals = movement.neighbours == 8;
                if (kind == HeuristicKind::Euclidean && diagonals &&
                    movement.diagonalLength == DiagonalLength::OnePointFour)
                    continue;
                if (kind == HeuristicKind::Manhattan && diagonals &&
                    movement.diagonalLength != DiagonalLength::Two)
                    continue;
                settings.heuristic = kind;
                settings.weight = weight;
                const Finished astar = runChecked("bidirectional-astar", grid, settings, label);
                INFO("bidirectional-astar, " << toString(kind) << ", w " << weight << " on " << label);
                CHECK((astar.state == WalkState::ReachedGoal) == std::isfinite(optimal));
                if (astar.state == WalkState::ReachedGoal)
                    CHECK(closeTo(astar.cost, optimal));
            }
    }
    // The maps gave both outcomes plenty of cases.
    CHECK(reached > 150);
    CHECK(unreachable > 30);
}

TEST_CASE("Bidirectional A* with w > 1 finds a legal route within w times the least cost",
          "[bidirectional][optimality]") {
    Random rng(0xB1D2);
    for (int i = 0; i < 150; ++i) {
        Movement movement;
        const MapGrid grid = randomCase(rng, i, movement);
        const double optimal = referenceDijkstra(grid, movement);
        WalkerSettings settings;
        settings.movement = movement;
        settings.weight = i % 2 == 0 ? 1.5 : 4.0;
        const std::string label = labelOf(i, grid, movement);
        const Finished astar = runChecked("bidirectional-astar", grid, settings, label);
        INFO(label << ", w " << settings.weight << ", optimal " << optimal << ", found " << astar.cost);
        CHECK((astar.state == WalkState::ReachedGoal) == std::isfinite(optimal));
        if (astar.state == WalkState::ReachedGoal) {
            CHECK(astar.cost >= optimal * (1 - 1e-9));
            CHECK(astar.cost <= settings.weight * optimal * (1 + 1e-9) + 1e-9);
        }
    }
}

TEST_CASE("Bidirectional Breadth-First finds a route of the fewest moves on random grids",
          "[bidirectional][optimality]") {
    Random rng(0xB1D3);
    int compared = 0;
    for (int i = 0; i < 300; ++i) {
        Movement movement;
        const MapGrid grid = randomCase(rng, i, movement);
        const std::optional<int> moves = fewestMoves(grid, movement);
        WalkerSettings settings;
        settings.movement = movement;
        const std::string label = labelOf(i, grid, movement);
        const Finished bfs = runChecked("bidirectional-bfs", grid, settings, label);
        INFO(label << ", fewest moves " << (moves ? std::to_string(*moves) : "none"));
        CHECK((bfs.state == WalkState::ReachedGoal) == moves.has_value());
        if (bfs.state == WalkState::ReachedGoal && moves) {
            CHECK(bfs.path.size() - 1 == static_cast<std::size_t>(*moves));
            ++compared;
        }
    }
    CHECK(compared > 150);
}

TEST_CASE("Bidirectional A* with admissible heuristics finds the least cost on terrain, for every unit",
          "[bidirectional][optimality][terrain]") {
    // The costs are directed: the backward search must charge the entry cost of the cell it leaves,
    // which differs from its neighbour's on terrain; the movingai unit keeps water and land apart.
    const UnitTable units = UnitTable::standard();
    const std::vector<Movement> movements = allMovementSettings();
    Random rng(0xB1D4);
    int compared = 0;
    for (int i = 0; i < 80; ++i) {
        RandomMapOptions options;
        options.maxWallDensity = 0.2;
        options.terrainShare = 0.75;
        options.costShare = 0.3;
        const MapGrid map = randomSizedMap(rng, 2, 31, options);
        for (std::size_t u = 0; u < units.units.size(); ++u) {
            MapGrid grid = map;
            grid.setUnit(units.units[u], units.impassableLimit);
            WalkerSettings settings;
            settings.movement = movements[(static_cast<std::size_t>(i) * 7 + u) % movements.size()];
            settings.heuristic = u % 2 == 0 ? HeuristicKind::Octile : HeuristicKind::Chebyshev;
            const double optimal = referenceDijkstra(grid, settings.movement);
            const std::string label = labelOf(i, grid, settings.movement) + ", unit " + grid.unit().name;
            for (const char* name : {"bidirectional-astar", "bidirectional-dijkstra"}) {
                const Finished run = runChecked(name, grid, settings, label);
                INFO(name << " on " << label << ", optimal " << optimal);
                CHECK((run.state == WalkState::ReachedGoal) == std::isfinite(optimal));
                if (run.state == WalkState::ReachedGoal) {
                    CHECK(closeTo(run.cost, optimal));
                    ++compared;
                }
            }
        }
    }
    CHECK(compared > 300);
}

TEST_CASE("A goal the searches cannot reach ends with no path and no meeting point", "[bidirectional]") {
    const MapGrid walled = gridFromAscii({
        "S.....",
        "...###",
        "...#G#",
        "...###",
    });
    for (const char* name : {"bidirectional-bfs", "bidirectional-dijkstra", "bidirectional-astar"}) {
        CAPTURE(name);
        const std::unique_ptr<MapGridWalker> walker = createWalker(name);
        // The searches themselves show it, not a look-up of the map's connected regions.
        WalkerSettings settings;
        settings.searchUnreachable = true;
        walker->setup(walled, settings);
        const RunResult result = runToCompletion(*walker, iterationLimit(walled));
        CHECK(result.state == WalkState::UnableToReachGoal);
        CHECK(walker->outcome() == Outcome::Unreachable);
        CHECK(walker->path().empty());
        CHECK_FALSE(walker->meetingPoint());
        // The forward side goes first (ties go to it); then the goal's side has the fewer open cells,
        // expands the goal, boxed in, and runs dry: two expansions in all.
        CHECK(result.stats.expanded == 2);
    }
}

TEST_CASE("On a corridor worked by hand the searches meet at (2,0) and stop on the fourth expansion",
          "[bidirectional]") {
    // ".S.9.G", 4 neighbours. Dijkstra, by hand:
    //  1. open lists 1 and 1, the forward side goes (ties to it): (1,0) opens (0,0) and (2,0), g_F 1.
    //  2. open lists 2 and 1: backward expands the goal (5,0), opens (4,0) at g_B 1 (the goal's entry).
    //  3. backward expands (4,0), opens (3,0) at g_B 1 + 1 = 2: the step (3,0) → (4,0) enters (4,0),
    //     which costs 1; charging the 9 of (3,0) would give 10.
    //  4. backward expands (3,0), opens (2,0) at g_B 2 + 9 = 11; the forward side has (2,0) at 1, so
    //     μ = 12 and they meet at (2,0). top_F + top_B = 1 + 11 ≥ 12: stop.
    const MapGrid grid = gridFromAscii({".S.9.G"});
    WalkerSettings settings;
    settings.movement.neighbours = 4;
    for (const char* name : {"bidirectional-dijkstra", "bidirectional-bfs", "bidirectional-astar"}) {
        CAPTURE(name);
        const std::unique_ptr<MapGridWalker> walker = createWalker(name);
        walker->setup(grid, settings);
        for (int i = 0; i < 3; ++i)
            CHECK(walker->iterate() == WalkState::StillLooking);
        CHECK_FALSE(walker->meetingPoint());
        CHECK(walker->cellState({1, 0}).visit == CellVisit::Closed);
        CHECK(walker->cellState({1, 0}).frontier == Frontier::Forward);
        CHECK(walker->cellState({4, 0}).visit == CellVisit::Closed);
        CHECK(walker->cellState({4, 0}).frontier == Frontier::Backward);
        const CellView third = walker->cellState({3, 0});
        CHECK(third.visit == CellVisit::Open);
        CHECK(third.frontier == Frontier::Backward);
        CHECK(third.parent == Coord{4, 0});
        CHECK(walker->iterate() == WalkState::ReachedGoal);
        CHECK(walker->stats().expanded == 4);
        CHECK(walker->meetingPoint() == Coord{2, 0});
        CHECK(walker->path() == std::vector<Coord>{{1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}});
        CHECK(walker->stats().pathCost == 1 + 9 + 1 + 1);
        const CellView meeting = walker->cellState({2, 0});
        CHECK(meeting.frontier == Frontier::Backward); // the backward side reached it last
        CHECK(meeting.parent == Coord{3, 0});
        CHECK(walker->cellState({0, 0}).frontier == Frontier::Forward);
        if (std::string(name) == "bidirectional-dijkstra") {
            CHECK(third.g == 2.0);
            CHECK(meeting.g == 11.0);
        } else if (std::string(name) == "bidirectional-bfs") {
            CHECK(third.g == 2.0); // moves from the goal
            CHECK(meeting.g == 3.0);
        } else {
            // A*, h the distance to the other end (the start for the backward side), scaled by the
            // map's least entry factor 1: f(3,0) = 2 + 2, f(2,0) = 11 + 1; the forward side's least
            // f is 1 + 3 at (2,0), so μ = 12 ≤ max(4, 12) stops it at the same moment.
            CHECK(third.f == 4.0);
            CHECK(meeting.f == 12.0);
        }
    }
}

TEST_CASE("A start that is the goal is a path of one cell, found without an expansion", "[bidirectional]") {
    MapGrid grid = gridFromAscii({"S..", "..G"});
    grid.setGoal(grid.start());
    for (const char* name : {"bidirectional-bfs", "bidirectional-dijkstra", "bidirectional-astar"}) {
        CAPTURE(name);
        const std::unique_ptr<MapGridWalker> walker = createWalker(name);
        walker->setup(grid, WalkerSettings{});
        CHECK(walker->iterate() == WalkState::ReachedGoal);
        CHECK(walker->path() == std::vector<Coord>{{0, 0}});
        CHECK(walker->stats().expanded == 0);
        CHECK(walker->meetingPoint() == Coord{0, 0});
    }
}

TEST_CASE("The events rebuild both frontiers, and a footprint and a Posthoc trace keep them",
          "[bidirectional][events][trace]") {
    const MapGrid grid = gridFromAscii({
        "S.......#.....",
        ".######.#.###.",
        ".#....#.#...#.",
        ".#.##.#.###.#.",
        ".#..#.......#.",
        ".####.###.#.#G",
    });
    const std::unique_ptr<MapGridWalker> walker = createWalker("bidirectional-astar");
    SearchReplay replay(grid);
    SearchTraceRecorder recorder;
    struct Both final : SearchListener {
        SearchListener* a;
        SearchListener* b;
        Both(SearchListener* first, SearchListener* second) : a(first), b(second) {}
        void onSearchEvent(const SearchEvent& e) override {
            a->onSearchEvent(e);
            b->onSearchEvent(e);
        }
    } both(&replay, &recorder);
    walker->setListener(&both);
    walker->setup(grid, WalkerSettings{});
    runToCompletion(*walker, iterationLimit(grid));
    REQUIRE(walker->state() == WalkState::ReachedGoal);

    int forward = 0;
    int backward = 0;
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x) {
            const CellView live = walker->cellState({x, y});
            CHECK(replay.cellState({x, y}).frontier == live.frontier);
            if (live.visit != CellVisit::Unseen)
                (live.frontier == Frontier::Forward ? forward : backward) += 1;
        }
    CHECK(forward > 3);
    CHECK(backward > 3);
    CHECK(replay.cellState(*grid.goal()).frontier == Frontier::Backward);
    CHECK(replay.cellState(*grid.start()).frontier == Frontier::Forward);

    const WalkerFootprint footprint(*walker);
    CHECK(footprint.meetingPoint() == walker->meetingPoint());
    CHECK(footprint.cellState(*grid.goal()).frontier == Frontier::Backward);
    CHECK(footprint.cellState(*grid.goal()).visit == CellVisit::Closed);

    // Written and read back, every event keeps its frontier; only backward events carry the key.
    SearchTrace trace = recorder.trace();
    std::ostringstream out;
    writePosthocTrace(out, trace, "corridor.map");
    CHECK(out.str().find("\"frontier\": \"backward\"") != std::string::npos);
    CHECK(out.str().find("\"frontier\": \"forward\"") == std::string::npos);
    std::istringstream in(out.str());
    const SearchTrace back = readPosthocTrace(in, "corridor.trace.json");
    REQUIRE(back.events.size() == trace.events.size());
    int backwardEvents = 0;
    for (std::size_t i = 0; i < back.events.size(); ++i) {
        CHECK(back.events[i].frontier == trace.events[i].frontier);
        backwardEvents += back.events[i].frontier == Frontier::Backward;
    }
    CHECK(backwardEvents > 3);
    CHECK(diffTraces(trace, back).agree());

    // A frontier changed in one event is a difference, named as such.
    SearchTrace changed = back;
    for (SearchEvent& e : changed.events)
        if (e.frontier == Frontier::Backward) {
            e.frontier = Frontier::Forward;
            break;
        }
    const TraceDifference difference = diffTraces(trace, changed);
    CHECK_FALSE(difference.agree());
    CHECK_THAT(difference.sentence, Catch::Contains("frontier"));

    // A frontier that is not one of the two words is an error at its place in the file.
    std::istringstream bad(
        R"({"events": [{"type": "expanding", "id": 0, "x": 0, "y": 0, "frontier": "sideways"}]})");
    CHECK_THROWS_WITH(readPosthocTrace(bad, "bad.json"),
                      Catch::Contains("bad.json:1:") && Catch::Contains("forward or backward"));
}
