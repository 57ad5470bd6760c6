// D* and PathJoiner on hex maps, maps with walls and one-way sides between cells, and sloped maps,
// through random edits of each kind: cells, costs, sides and heights. After every edit D* must cost
// what an independent reference Dijkstra says, and PathJoiner must keep a legal path never below it;
// both must repair side and height edits rather than search again from scratch.

#include "pathfinder/basics/coord.h"
#include "pathfinder/basics/random.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/topology.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/search_events.h"

#include "core/reference_shaped.h"
#include "core/shaped_cases.h"
#include "core/walker_helpers.h"
#include "walkers/incremental/path_joiner.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

/// Iterates until the walker has finished (a search or a repair); fails the test on a hang.
void finish(MapGridWalker& walker, const MapGrid& grid) {
    iterateToEnd(walker, grid);
    REQUIRE(walker.finished());
}

/// Counts the Restarting events that follow a Repair: searches started afresh after an edit.
class RestartCounter final : public SearchListener {
public:
    void onSearchEvent(const SearchEvent& event) override {
        if (event.kind == SearchEventKind::Repair)
            m_inRepair = true;
        else if (event.kind == SearchEventKind::End)
            m_inRepair = false;
        else if (event.kind == SearchEventKind::Restarting && m_inRepair)
            ++restarts;
    }
    std::uint64_t restarts = 0;

private:
    bool m_inRepair = false;
};

enum class EditKind { Cell, Cost, Side, Height };

/// What the random edits may do (PathJoiner is given only walls between cells, never one-way sides),
/// and the walls they put across steps of the path, which they may open again.
struct EditRules {
    bool oneWay = true;
    bool heights = true;
    std::vector<std::pair<Coord, Direction>> cuts;
};

/// A cell on or next to the path half of the time, anywhere otherwise; never the start or the goal.
Coord pickCell(Random& random, const MapGrid& grid, const std::vector<Coord>& path) {
    for (int attempt = 0; attempt < 20; ++attempt) {
        Coord c{static_cast<int>(random.below(static_cast<std::uint32_t>(grid.width()))),
                static_cast<int>(random.below(static_cast<std::uint32_t>(grid.height())))};
        if (!path.empty() && random.below(2) == 0) {
            const Coord on = path[random.below(static_cast<std::uint32_t>(path.size()))];
            c = {on.x + static_cast<int>(random.below(3)) - 1, on.y + static_cast<int>(random.below(3)) - 1};
        }
        if (grid.inBounds(c) && c != *grid.start() && c != *grid.goal())
            return c;
    }
    return *grid.start();
}

/// The sides of c that lie between two cells of the map.
std::vector<Direction> sidesOf(const MapGrid& grid, Coord c) {
    std::vector<Direction> sides;
    for (int d = 0; d < kDirectionCount; ++d) {
        const auto heading = static_cast<Direction>(d);
        if (isSideHeading(grid.topology(), heading, c.y) && grid.inBounds(c + offsetOf(heading)))
            sides.push_back(heading);
    }
    return sides;
}

/// Makes one random edit of the kind near the path and returns what it did, or an empty string when
/// the kind found nothing to edit.
std::string randomEdit(MapGrid& grid, Random& random, const std::vector<Coord>& path, EditKind kind,
                       EditRules& rules) {
    const Coord c = pickCell(random, grid, path);
    if (c == *grid.start())
        return {};
    switch (kind) {
    case EditKind::Cell:
        grid.setWall(c, !grid.isBlocked(c));
        return "cell " + coordLabel(c) + (grid.isBlocked(c) ? " walled" : " freed");
    case EditKind::Cost:
        grid.setCost(c, 1 + static_cast<int>(random.below(9)));
        return "cost at " + coordLabel(c);
    case EditKind::Side: {
        // A third of the time a wall put across the path opens again: the old way is a shortcut.
        if (!rules.cuts.empty() && random.below(3) == 0) {
            const auto [cell, d] = rules.cuts.back();
            rules.cuts.pop_back();
            grid.setSide(cell, d, SideKind::Open);
            return "side " + std::to_string(static_cast<int>(d)) + " of " + coordLabel(cell) + " opened";
        }
        // Half the time a wall across a step of the path, when that step crosses a side.
        if (path.size() > 1 && random.below(2) == 0) {
            const std::size_t i = random.below(static_cast<std::uint32_t>(path.size() - 1));
            for (const Direction d : sidesOf(grid, path[i]))
                if (path[i] + offsetOf(d) == path[i + 1]) {
                    grid.setSide(path[i], d, SideKind::Wall);
                    rules.cuts.emplace_back(path[i], d);
                    return "wall on the path's side " + std::to_string(static_cast<int>(d)) + " of " +
                           coordLabel(path[i]);
                }
        }
        std::vector<Direction> sides = sidesOf(grid, c);
        if (sides.empty())
            return {};
        // Half the time a closed side of the cell, if it has one, so that sides open as often as
        // they close.
        std::vector<Direction> closed;
        for (const Direction d : sides)
            if (grid.side(c, d) != SideKind::Open)
                closed.push_back(d);
        if (!closed.empty() && random.below(2) == 0)
            sides = closed;
        const Direction d = sides[random.below(static_cast<std::uint32_t>(sides.size()))];
        static constexpr SideKind kinds[] = {SideKind::Open, SideKind::Wall, SideKind::OneWayOut,
                                             SideKind::OneWayIn};
        SideKind side =
            grid.side(c, d) != SideKind::Open && random.below(2) == 0 ? SideKind::Open : SideKind::Wall;
        if (rules.oneWay && random.below(2) == 0)
            side = kinds[random.below(4)];
        grid.setSide(c, d, side);
        return "side " + std::to_string(static_cast<int>(d)) + " of " + coordLabel(c) + " made " +
               std::to_string(static_cast<int>(side));
    }
    case EditKind::Height:
        if (!rules.heights)
            return {};
        grid.setHeight(c, static_cast<int>(random.below(10)));
        return "height at " + coordLabel(c);
    }
    return {};
}

/// The walker's answer matches the reference: the optimum itself when `optimal`, else a legal path
/// never below it. An empty string when all is well.
std::string answerProblem(const MapGridWalker& walker, const MapGrid& grid, const Movement& movement,
                          bool optimal) {
    const double reference = referenceShapedDijkstra(grid, movement);
    if (!std::isfinite(reference))
        return walker.state() == WalkState::UnableToReachGoal ? ""
                                                              : "the goal is unreachable, yet it was reached";
    if (walker.state() != WalkState::ReachedGoal)
        return "the goal is reachable at " + std::to_string(reference) + ", yet it was not reached";
    if (std::string problem = shapedPathProblem(grid, movement, walker.path()); !problem.empty())
        return problem;
    const double cost = shapedPathCost(grid, movement, walker.path());
    if (!closeTo(walker.stats().pathCost, cost))
        return "reported cost " + std::to_string(walker.stats().pathCost) + ", path costs " +
               std::to_string(cost);
    if (optimal ? !closeTo(cost, reference) : cost < reference - 1e-9)
        return "path costs " + std::to_string(cost) + ", the optimum is " + std::to_string(reference);
    return {};
}

} // namespace

TEST_CASE("D* matches the reference after random edits of cells, costs, sides and heights",
          "[dstar][shaped][dynamic]") {
    std::uint64_t shapeEdits = 0;
    std::uint64_t shapeRestarts = 0;
    int index = 0;
    for (const ShapedFamily family : {ShapedFamily::Hex, ShapedFamily::Sides, ShapedFamily::Slopes}) {
        Random random(9100 + static_cast<std::uint64_t>(family));
        for (ShapedCase& c : makeShapedCases(family, 110, 5300 + static_cast<std::uint64_t>(family))) {
            ++index;
            INFO(c.label());
            MapGrid& grid = c.grid;
            WalkerSettings settings;
            settings.movement = c.movement;
            settings.heuristic = c.heuristic;
            settings.dstarFloodAll = index % 3 == 0;
            auto dstar = createWalker("dstar");
            dstar->setup(grid, settings);
            RestartCounter counter;
            EditRules rules;
            dstar->setListener(&counter);
            const auto listener =
                grid.addListener([&](const GridChange& change) { dstar->notifyChange(change); });
            finish(*dstar, grid);
            REQUIRE(answerProblem(*dstar, grid, c.movement, true) == "");
            for (int edit = 0; edit < 12; ++edit) {
                const auto kind = static_cast<EditKind>(random.below(4));
                const std::uint64_t restartsBefore = counter.restarts;
                // A walk that ended at separate regions kept no search to repair: only edits of a
                // walk that holds a route are counted.
                const bool hadRoute = dstar->state() == WalkState::ReachedGoal;
                const std::string what = randomEdit(grid, random, dstar->path(), kind, rules);
                if (what.empty())
                    continue;
                INFO("edit " << edit << ": " << what);
                finish(*dstar, grid);
                REQUIRE(answerProblem(*dstar, grid, c.movement, true) == "");
                if (hadRoute && (kind == EditKind::Side || kind == EditKind::Height)) {
                    ++shapeEdits;
                    shapeRestarts += counter.restarts - restartsBefore;
                }
            }
            grid.removeListener(listener);
        }
    }
    // A side or height edit never makes the ground cheaper than D*'s estimates assume, so the only
    // searches afresh are repairs that outgrow their budget.
    INFO(shapeEdits << " side and height edits, " << shapeRestarts << " searches afresh");
    CHECK(shapeEdits >= 800);
    CHECK(shapeRestarts * 20 < shapeEdits);
}

TEST_CASE("PathJoiner keeps a legal path after random edits of cells, costs, walls between cells and heights",
          "[pathjoiner][shaped][dynamic]") {
    int joins = 0;
    int cuts = 0;
    int sideEdits = 0;
    for (const ShapedFamily family : {ShapedFamily::Hex, ShapedFamily::Sides}) {
        Random random(7700 + static_cast<std::uint64_t>(family));
        for (ShapedCase& c : makeShapedCases(family, 160, 6100 + static_cast<std::uint64_t>(family))) {
            INFO(c.label());
            MapGrid& grid = c.grid;
            // Its declared features: no one-way sides, no slopes.
            for (int y = 0; y < grid.height(); ++y)
                for (int x = 0; x < grid.width(); ++x)
                    for (const Direction d : sidesOf(grid, {x, y}))
                        if (grid.side({x, y}, d) != SideKind::Wall)
                            grid.setSide({x, y}, d, SideKind::Open);
            grid.setSlope(0.0);
            WalkerSettings settings;
            settings.movement = c.movement;
            settings.heuristic = c.heuristic;
            EditRules rules{false, true, {}};
            PathJoinerWalker walker;
            walker.setup(grid, settings);
            const auto listener =
                grid.addListener([&](const GridChange& change) { walker.notifyChange(change); });
            finish(walker, grid);
            REQUIRE(answerProblem(walker, grid, c.movement, false) == "");
            for (int edit = 0; edit < 12; ++edit) {
                const auto kind = static_cast<EditKind>(random.below(4));
                const std::string what = randomEdit(grid, random, walker.path(), kind, rules);
                if (what.empty())
                    continue;
                INFO("edit " << edit << ": " << what);
                finish(walker, grid);
                REQUIRE(answerProblem(walker, grid, c.movement, false) == "");
                if (kind != EditKind::Side)
                    continue;
                ++sideEdits;
                // A restart would plan afresh: no join tests and no spliced section.
                if (!walker.joinTests().empty() && walker.joinTests().back().joined)
                    ++joins;
                else if (!walker.splicedSection().empty())
                    ++cuts;
            }
            grid.removeListener(listener);
        }
    }
    INFO(sideEdits << " side edits: " << joins << " joins, " << cuts << " cut repairs");
    CHECK(joins >= 25);
    CHECK(cuts >= 100);
}
