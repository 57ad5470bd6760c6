#pragma once

#include "pathfinder/basics/random.h"
#include "pathfinder/crowds/crowd.h"
#include "pathfinder/grid/map_grid.h"

#include <set>
#include <string>
#include <utility>
#include <vector>

namespace pathfinder::testing {

/// The cells of every agent before the first tick and after each one.
struct CrowdWalk {
    std::vector<std::vector<Coord>> positions;
    bool finished = false;
};

/// Ticks the crowd until it has finished or `maxTicks` ticks have passed, recording the positions.
inline CrowdWalk walkCrowd(Crowd& crowd, std::uint64_t maxTicks, const PlanningGate& gate) {
    CrowdWalk walk;
    walk.positions.push_back(crowd.positions());
    for (std::uint64_t t = 0; t < maxTicks && !crowd.finished(); ++t) {
        crowd.tick(gate);
        walk.positions.push_back(crowd.positions());
    }
    walk.finished = crowd.finished();
    return walk;
}

inline std::string cellText(Coord c) {
    return "(" + std::to_string(c.x) + "," + std::to_string(c.y) + ")";
}

/// The first fault of a walk, from its positions alone: two agents on one cell, two agents that
/// swap cells in one tick, or a move that is not one step `movement` allows on `grid` (whose unit
/// every agent has). Empty when there is none.
inline std::string firstFault(const CrowdWalk& walk, const MapGrid& grid, const Movement& movement) {
    for (std::size_t t = 0; t < walk.positions.size(); ++t) {
        const std::vector<Coord>& now = walk.positions[t];
        std::set<std::pair<int, int>> cells;
        for (std::size_t i = 0; i < now.size(); ++i)
            if (!cells.insert({now[i].x, now[i].y}).second)
                return "tick " + std::to_string(t) + ": two agents on " + cellText(now[i]);
        if (t == 0)
            continue;
        const std::vector<Coord>& before = walk.positions[t - 1];
        for (std::size_t i = 0; i < now.size(); ++i) {
            if (before[i] == now[i])
                continue;
            const auto d = directionBetween(before[i], now[i]);
            if (!d || !grid.canStep(before[i], *d, movement))
                return "tick " + std::to_string(t) + ": agent " + std::to_string(i) + " jumps from " +
                       cellText(before[i]) + " to " + cellText(now[i]);
            for (std::size_t j = 0; j < now.size(); ++j)
                if (j != i && before[j] == now[i] && now[j] == before[i])
                    return "tick " + std::to_string(t) + ": agents " + std::to_string(i) + " and " +
                           std::to_string(j) + " swap " + cellText(before[i]) + " and " + cellText(now[i]);
        }
    }
    return {};
}

/// The map with each agent's index (its last digit) on its cell, a row a line: for a failure's message.
inline std::string crowdPicture(const MapGrid& grid, const std::vector<Coord>& positions) {
    std::string picture;
    for (int y = 0; y < grid.height(); ++y) {
        for (int x = 0; x < grid.width(); ++x) {
            char ch = grid.isBlocked({x, y}) ? '#' : '.';
            for (std::size_t i = 0; i < positions.size(); ++i)
                if (positions[i] == Coord{x, y})
                    ch = static_cast<char>('0' + i % 10);
            picture += ch;
        }
        picture += '\n';
    }
    return picture;
}

/// Moves and waits of agent `i` counted from the positions: a wait is a tick it stood still
/// before it first stood on `goal` for good.
inline std::pair<std::uint64_t, std::uint64_t> movesAndWaits(const CrowdWalk& walk, std::size_t i,
                                                             Coord goal) {
    std::size_t arrived = walk.positions.size() - 1;
    while (arrived > 0 && walk.positions[arrived - 1][i] == goal && walk.positions.back()[i] == goal)
        --arrived;
    std::uint64_t moves = 0;
    std::uint64_t waits = 0;
    for (std::size_t t = 1; t < walk.positions.size(); ++t) {
        if (walk.positions[t][i] != walk.positions[t - 1][i])
            ++moves;
        else if (t <= arrived)
            ++waits;
    }
    return {moves, waits};
}

/// A random square map: walls, entry costs 1-9 and walls between cells.
inline MapGrid randomCrowdMap(Random& random, int width, int height, int wallPercent) {
    MapGrid grid(width, height);
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) {
            const std::uint32_t roll = random.below(100);
            if (roll < static_cast<std::uint32_t>(wallPercent))
                grid.setWall({x, y}, true);
            else if (roll < 60)
                grid.setCost({x, y}, 1 + static_cast<int>(random.below(9)));
        }
    for (int k = 0; k < width * height / 12; ++k) {
        const Coord c{1 + static_cast<int>(random.below(static_cast<std::uint32_t>(width - 2))),
                      1 + static_cast<int>(random.below(static_cast<std::uint32_t>(height - 2)))};
        const Direction d = random.below(2) == 0 ? Direction::E : Direction::S;
        grid.setSide(c, d, SideKind::Wall);
    }
    return grid;
}

} // namespace pathfinder::testing
