#include "workers/all_units.h"

#include "pathfinder/grid/heuristic.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"

#include "sessions/unit_search_map.h"

#include <chrono>
#include <exception>
#include <memory>
#include <utility>

namespace pathfinder::app {

namespace {

/// True when the walker finds least-cost routes with these settings.
bool solvesOptimally(const RunSettings& run) {
    const WalkerInfo* info = findWalker(run.algorithm);
    if (!info || !info->traits.optimal || !info->traits.weightedCosts)
        return false;
    if (info->declares(Parameter::Weight) && run.walker.weight > 1.0)
        return false;
    if (info->declares(Parameter::TerrainEstimate) &&
        run.walker.terrainEstimate != TerrainEstimate::LeastFactor)
        return false;
    // A heuristic typed as an expression may overestimate; nothing here can tell.
    if (info->declares(Parameter::HeuristicExpression) && !run.walker.heuristicExpression.empty())
        return false;
    return !info->declares(Parameter::Heuristic) || isAdmissible(run.walker.heuristic, run.walker.movement);
}

UnitRoute solveForUnit(MapGrid& grid, const UnitProfile& unit, double limit, const RunSettings& run,
                       const std::atomic<bool>* stop) {
    grid.setUnit(unit, limit);
    // A larger unit's route runs through its positions (its top-left cells).
    const UnitSearchMap units(grid);
    const MapGrid& searched = units.searched();
    const std::unique_ptr<MapGridWalker> walker = createWalker(run.algorithm);
    // A stop during the walker's own build ends it unreached, as a stop during the run does.
    RunResult result;
    if (setupUnlessStopped(*walker, searched, run.walker, stop))
        result = runToCompletion(*walker, defaultBudget(searched), stop);
    UnitRoute route;
    route.unit = unit.name;
    route.size = units.size();
    route.note = units.problem();
    route.outcome = result.outcome;
    route.expanded = result.stats.expanded;
    if (route.reached()) {
        route.cost = result.stats.pathCost;
        route.moves = result.stats.pathSteps;
        route.path = walker->path();
    }
    return route;
}

} // namespace

RunSettings allUnitsSettings(const RunSettings& chosen) {
    if (solvesOptimally(chosen))
        return chosen;
    RunSettings astar;
    astar.walker.movement = chosen.walker.movement;
    return astar;
}

AllUnitsResult solveForAllUnits(const MapGrid& grid, const UnitTable& table, const RunSettings& chosen,
                                const std::atomic<bool>* stop) {
    AllUnitsResult result;
    result.settings = allUnitsSettings(chosen);
    if (!grid.start() || !grid.goal()) {
        result.error = "the map needs a start and a goal";
        return result;
    }
    MapGrid copy(grid);
    for (const UnitProfile& unit : table.units) {
        if (stop && *stop) {
            result.cancelled = true;
            break;
        }
        UnitRoute route = solveForUnit(copy, unit, table.impassableLimit, result.settings, stop);
        if (route.outcome == Outcome::Searching) {
            result.cancelled = true;
            break;
        }
        result.routes.push_back(std::move(route));
    }
    return result;
}

AllUnitsRunner::AllUnitsRunner(const MapGrid& grid, const UnitTable& table, const RunSettings& chosen) {
    m_result = std::async(std::launch::async, [this, copy = grid, table, chosen] {
        try {
            return solveForAllUnits(copy, table, chosen, &m_stop);
        } catch (const std::exception& e) {
            AllUnitsResult failed;
            failed.error = e.what();
            return failed;
        } catch (...) {
            AllUnitsResult failed;
            failed.error = "an unknown error";
            return failed;
        }
    });
}

AllUnitsRunner::~AllUnitsRunner() {
    m_stop = true;
    if (m_result.valid())
        m_result.wait();
}

bool AllUnitsRunner::ready() const {
    return m_result.valid() && m_result.wait_for(std::chrono::seconds(0)) == std::future_status::ready;
}

AllUnitsResult AllUnitsRunner::take() {
    return m_result.get();
}

} // namespace pathfinder::app
