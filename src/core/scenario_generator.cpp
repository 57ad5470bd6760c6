#include "pathfinder/scenario_generator.h"

#include "pathfinder/atomic_file.h"
#include "pathfinder/movement.h"
#include "pathfinder/random.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <limits>
#include <map>
#include <ostream>
#include <queue>
#include <sstream>
#include <stdexcept>

namespace pathfinder {

namespace {

constexpr int kPerBucket = 10;     ///< the benchmark's queries per bucket
constexpr double kBucketWidth = 4; ///< optimal length per bucket

/// Octile distances without corner cutting from `from` to every cell (+infinity where unreached).
std::vector<double> distancesFrom(const MapGrid& grid, Coord from) {
    const Movement movingAi; // 8 neighbours, no corner cutting, diagonal √2
    std::vector<double> dist(grid.cellCount(), std::numeric_limits<double>::infinity());
    using Item = std::pair<double, std::size_t>;
    std::priority_queue<Item, std::vector<Item>, std::greater<>> queue;
    dist[grid.cellIndex(from)] = 0.0;
    queue.push({0.0, grid.cellIndex(from)});
    while (!queue.empty()) {
        const auto [d, index] = queue.top();
        queue.pop();
        if (d > dist[index])
            continue;
        const Coord c{static_cast<int>(index % static_cast<std::size_t>(grid.width())),
                      static_cast<int>(index / static_cast<std::size_t>(grid.width()))};
        for (int i = 0; i < kDirectionCount; ++i) {
            const auto dir = static_cast<Direction>(i);
            if (!grid.canStep(c, dir, movingAi))
                continue;
            const Coord n = c + offsetOf(dir);
            const double nd = d + movingAi.stepLength(dir);
            if (nd < dist[grid.cellIndex(n)]) {
                dist[grid.cellIndex(n)] = nd;
                queue.push({nd, grid.cellIndex(n)});
            }
        }
    }
    return dist;
}

} // namespace

std::vector<ScenarioQuery> generateScenario(const MapGrid& grid, const std::string& mapName,
                                            std::size_t count, std::uint64_t seed) {
    std::vector<Coord> free;
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x)
            if (!grid.isBlocked({x, y}))
                free.push_back({x, y});
    if (free.size() < 2)
        throw std::invalid_argument("the map has fewer than two free cells: no query can be made");
    Random random(seed);
    std::vector<ScenarioQuery> queries;
    std::map<int, int> perBucket;
    int capacity = kPerBucket;
    std::size_t fruitless = 0; // starts in a row that added nothing
    while (queries.size() < count && !free.empty()) {
        const Coord start = free[random.below(static_cast<std::uint32_t>(free.size()))];
        const std::vector<double> dist = distancesFrom(grid, start);
        std::size_t added = 0;
        // A few goals per start: each start costs a whole Dijkstra.
        for (int attempt = 0; attempt < 4 * kPerBucket && queries.size() < count && added < kPerBucket;
             ++attempt) {
            const Coord goal = free[random.below(static_cast<std::uint32_t>(free.size()))];
            const double length = dist[grid.cellIndex(goal)];
            if (goal == start || !std::isfinite(length))
                continue;
            const int bucket = static_cast<int>(std::floor(length / kBucketWidth));
            if (perBucket[bucket] >= capacity)
                continue;
            ++perBucket[bucket];
            ScenarioQuery q;
            q.bucket = bucket;
            q.map = mapName;
            q.mapWidth = grid.width();
            q.mapHeight = grid.height();
            q.start = start;
            q.goal = goal;
            q.optimalLength = length;
            queries.push_back(q);
            ++added;
        }
        fruitless = added == 0 ? fruitless + 1 : 0;
        if (fruitless >= 20) {
            // The buckets reachable are full (or the map has few joined cells): allow more per bucket.
            if (queries.empty() && fruitless >= 200)
                throw std::invalid_argument("no two free cells of the map are joined by a path");
            if (!queries.empty()) {
                capacity += kPerBucket;
                fruitless = 0;
            }
        }
    }
    std::stable_sort(queries.begin(), queries.end(),
                     [](const ScenarioQuery& a, const ScenarioQuery& b) { return a.bucket < b.bucket; });
    return queries;
}

void writeScenario(std::ostream& out, const std::vector<ScenarioQuery>& queries) {
    out << "version 1\n";
    for (const ScenarioQuery& q : queries) {
        char length[32];
        std::snprintf(length, sizeof length, "%.8f", q.optimalLength);
        out << q.bucket << '\t' << q.map << '\t' << q.mapWidth << '\t' << q.mapHeight << '\t' << q.start.x
            << '\t' << q.start.y << '\t' << q.goal.x << '\t' << q.goal.y << '\t' << length << '\n';
    }
}

void writeScenarioFile(const std::string& path, const std::vector<ScenarioQuery>& queries) {
    std::ostringstream text;
    writeScenario(text, queries);
    writeFileAtomically(path, text.str());
}

} // namespace pathfinder
