#include "pathfinder/generators/scenario_generator.h"

#include "pathfinder/basics/atomic_file.h"
#include "pathfinder/basics/random.h"
#include "pathfinder/grid/movement.h"

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

/// Octile distances without corner cutting from one cell, in a table kept from search to search:
/// each search clears only the cells the last one reached, so a start in a small region costs
/// little however large the map.
class DistanceField {
public:
    explicit DistanceField(const MapGrid& grid)
        : m_grid(grid), m_dist(grid.cellCount(), std::numeric_limits<double>::infinity()) {}

    /// Searches from `from`; reached() then lists the cells reached, `from` first.
    void searchFrom(Coord from) {
        for (const std::size_t index : m_reached)
            m_dist[index] = std::numeric_limits<double>::infinity();
        m_reached.clear();
        using Item = std::pair<double, std::size_t>;
        std::priority_queue<Item, std::vector<Item>, std::greater<>> queue;
        const std::size_t first = m_grid.cellIndex(from);
        m_dist[first] = 0.0;
        queue.push({0.0, first});
        while (!queue.empty()) {
            const auto [d, index] = queue.top();
            queue.pop();
            if (d > m_dist[index])
                continue;
            m_reached.push_back(index);
            const Coord c = coordOf(index);
            for (int i = 0; i < kDirectionCount; ++i) {
                const auto dir = static_cast<Direction>(i);
                if (!m_grid.canStep(c, dir, m_movingAi))
                    continue;
                const std::size_t next = m_grid.cellIndex(c + offsetOf(dir));
                const double nd = d + m_movingAi.stepLength(dir);
                if (nd < m_dist[next]) {
                    m_dist[next] = nd;
                    queue.push({nd, next});
                }
            }
        }
    }

    const std::vector<std::size_t>& reached() const { return m_reached; }
    double distance(std::size_t index) const { return m_dist[index]; }
    Coord coordOf(std::size_t index) const {
        const auto width = static_cast<std::size_t>(m_grid.width());
        return {static_cast<int>(index % width), static_cast<int>(index / width)};
    }

private:
    const MapGrid& m_grid;
    const Movement m_movingAi; // 8 neighbours, no corner cutting, diagonal √2
    std::vector<double> m_dist;
    std::vector<std::size_t> m_reached;
};

/// True when some free cell has a move to another under the benchmark's movement.
bool anyJoined(const MapGrid& grid) {
    const Movement movingAi;
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x)
            for (int i = 0; i < kDirectionCount; ++i)
                if (!grid.isBlocked({x, y}) && grid.canStep({x, y}, static_cast<Direction>(i), movingAi))
                    return true;
    return false;
}

} // namespace

std::vector<ScenarioQuery> generateScenario(const MapGrid& grid, const std::string& mapName,
                                            std::size_t count, std::uint64_t seed) {
    std::vector<Coord> free;
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x)
            if (!grid.isBlocked({x, y}))
                free.push_back({x, y});
    if (!anyJoined(grid))
        throw std::invalid_argument(
            "no two free cells of the map are joined by a path: no query can be made");
    Random random(seed);
    DistanceField field(grid);
    std::vector<ScenarioQuery> queries;
    std::map<int, int> perBucket;
    int capacity = kPerBucket;
    std::size_t fruitless = 0; // starts in a row that added nothing
    while (queries.size() < count) {
        const Coord start = free[random.below(static_cast<std::uint32_t>(free.size()))];
        field.searchFrom(start);
        const std::vector<std::size_t>& reached = field.reached();
        std::size_t added = 0;
        // A few goals per start, among the cells it reaches.
        for (int attempt = 0;
             reached.size() > 1 && attempt < 4 * kPerBucket && queries.size() < count && added < kPerBucket;
             ++attempt) {
            const std::size_t goal =
                reached[1 + random.below(static_cast<std::uint32_t>(reached.size() - 1))];
            const double length = field.distance(goal);
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
            q.goal = field.coordOf(goal);
            q.optimalLength = length;
            queries.push_back(q);
            ++added;
        }
        fruitless = added == 0 ? fruitless + 1 : 0;
        if (fruitless >= 20 && !queries.empty()) {
            // The buckets within reach are full: allow more queries per bucket.
            capacity += kPerBucket;
            fruitless = 0;
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
