#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run_stats.h"
#include "pathfinder/search/search_view.h"
#include "pathfinder/search/walker_settings.h"

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pathfinder {

/// One leg of a route: a walker's run from one point to the next.
struct RouteLeg {
    Coord from;
    Coord to;
    Outcome outcome = Outcome::Searching;
    RunStats stats;          ///< the walker's counters for this leg (pathCost infinity when unreachable)
    std::vector<Coord> path; ///< from → to, both included; empty unless reached
    std::string note;        ///< the walker's note (a refusal, a fallback), if any
};

/// A route through via-points: its legs in order and what they add up to.
struct ViaRoute {
    std::vector<RouteLeg> legs;
    std::vector<Coord> path; ///< the legs joined (each joint once); empty unless every leg is reached
    double cost =
        std::numeric_limits<double>::infinity(); ///< the legs' costs summed; infinity unless all reached
    std::uint64_t expanded = 0;                  ///< the legs' expansions summed
    std::int64_t timeNs = 0;                     ///< the legs' search times summed
    std::optional<std::size_t> failedLeg;        ///< the first leg not reached (from 0)
    std::string
        problem; ///< why, naming the leg: "leg 2 of 3, from (4, 5) to via-point 2 (7, 1): unreachable"

    bool reached() const { return !failedLeg; }
};

/// The route from `start` through `vias` in order to `goal`, each leg run by the registered walker
/// `walker` to completion (within `budget` iterations a leg, or defaultBudget() when 0) on a copy of
/// `grid` with the leg's ends as start and goal. The legs are searched apart, so with an optimal
/// walker the route is the least-cost route that visits the points in that order. A leg the walker
/// does not reach (unreachable, gave up, or a map it refuses) leaves the route unreached; the later
/// legs are still run, so each reports its own outcome. Throws std::invalid_argument for a walker
/// that is not registered.
ViaRoute planViaRoute(const MapGrid& grid, const WalkerSettings& settings, Coord start,
                      const std::vector<Coord>& vias, Coord goal, std::string_view walker = kDefaultWalker,
                      std::uint64_t budget = 0);

} // namespace pathfinder
