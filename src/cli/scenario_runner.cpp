#include "scenario_runner.h"

#include "pathfinder/run.h"
#include "pathfinder/walker_registry.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <condition_variable>
#include <filesystem>
#include <map>
#include <mutex>
#include <stdexcept>
#include <thread>

namespace pathfinder::cli {

namespace fs = std::filesystem;

namespace {

std::vector<std::string> scenarioFiles(const std::vector<std::string>& paths) {
    std::vector<std::string> files;
    for (const auto& path : paths) {
        if (!fs::is_directory(path)) {
            files.push_back(path);
            continue;
        }
        std::vector<std::string> inDir;
        for (const auto& entry : fs::directory_iterator(path))
            if (entry.is_regular_file() && entry.path().extension() == ".scen")
                inDir.push_back(entry.path().string());
        if (inDir.empty())
            throw std::runtime_error(path + ": no .scen files in this folder");
        std::sort(inDir.begin(), inDir.end());
        files.insert(files.end(), inDir.begin(), inDir.end());
    }
    return files;
}

std::string findMap(const std::string& scenarioPath, const std::string& mapField, const std::string& mapDir) {
    std::vector<fs::path> dirs;
    if (!mapDir.empty())
        dirs.emplace_back(mapDir);
    dirs.push_back(fs::path(scenarioPath).parent_path());
    for (const auto& dir : dirs)
        for (const fs::path& candidate : {dir / mapField, dir / fs::path(mapField).filename()})
            if (fs::is_regular_file(candidate))
                return candidate.string();
    return {};
}

/// Runs one query with one walker `repetitions` times; the walker is reused across queries.
QueryResult runQuery(MapGridWalker& walker, MapGrid& grid, const ScenarioQuery& query, int repetitions) {
    grid.setStart(query.start);
    grid.setGoal(query.goal);
    walker.setup(grid, WalkerSettings{});
    runRepeatedly(walker, iterationLimit(grid), repetitions);
    QueryResult result;
    result.walker = std::string(walker.name());
    result.reached = walker.state() == WalkState::ReachedGoal;
    result.pathCost = walker.stats().pathCost;
    result.expanded = walker.stats().expanded;
    result.timeNs = walker.stats().timeNs;
    const double tolerance = 1e-4 * std::max(1.0, query.optimalLength);
    result.mismatch = !result.reached || std::fabs(result.pathCost - query.optimalLength) > tolerance;
    return result;
}

} // namespace

std::vector<ScenarioSet> loadScenarioSets(const std::vector<std::string>& paths, const std::string& mapDir) {
    std::vector<ScenarioSet> sets;
    std::map<std::string, std::shared_ptr<const MapGrid>> maps;
    for (const auto& file : scenarioFiles(paths)) {
        ScenarioSet set{file, readScenarioFile(file), nullptr};
        for (const ScenarioQuery& query : set.queries) {
            const std::string mapPath = findMap(file, query.map, mapDir);
            if (mapPath.empty())
                throw std::runtime_error(file + ":" + std::to_string(query.line) + ": map '" + query.map +
                                         "' not found" + (mapDir.empty() ? "" : " in " + mapDir + " or") +
                                         " beside the scenario (use --map-dir DIR)");
            auto& map = maps[mapPath];
            if (!map)
                map = std::make_shared<const MapGrid>(readMovingAiMapFile(mapPath));
            if (map->width() != query.mapWidth || map->height() != query.mapHeight)
                throw std::runtime_error(
                    file + ":" + std::to_string(query.line) + ": the query expects a " +
                    std::to_string(query.mapWidth) + " x " + std::to_string(query.mapHeight) + " map, but " +
                    mapPath + " is " + std::to_string(map->width()) + " x " + std::to_string(map->height()));
            if (set.map && set.map != map)
                throw std::runtime_error(file + ":" + std::to_string(query.line) +
                                         ": a scenario file must use a single map");
            set.map = map;
        }
        sets.push_back(std::move(set));
    }
    return sets;
}

std::vector<QueryResult> runScenarios(const std::vector<ScenarioSet>& sets,
                                      const std::vector<std::string>& walkers, int repetitions, int jobs,
                                      const std::function<void(std::size_t, std::size_t)>& progress) {
    struct Task {
        std::size_t set;
        std::size_t query;
    };
    std::vector<Task> tasks;
    for (std::size_t s = 0; s < sets.size(); ++s)
        for (std::size_t q = 0; q < sets[s].queries.size(); ++q)
            tasks.push_back({s, q});

    std::vector<QueryResult> results(tasks.size() * walkers.size());
    std::atomic<std::size_t> next{0};
    std::atomic<std::size_t> done{0};
    std::mutex mutex;
    std::condition_variable finished;
    std::exception_ptr failure;

    // Each worker takes the next query and keeps its own grid copies and walkers, so the results
    // do not depend on how the queries fall to the workers.
    auto work = [&] {
        try {
            std::map<const MapGrid*, MapGrid> grids;
            std::vector<std::unique_ptr<MapGridWalker>> own;
            for (const auto& name : walkers)
                own.push_back(createWalker(name));
            for (std::size_t t = next++; t < tasks.size(); t = next++) {
                const ScenarioSet& set = sets[tasks[t].set];
                auto found = grids.find(set.map.get());
                if (found == grids.end())
                    found = grids.emplace(set.map.get(), *set.map).first;
                for (std::size_t w = 0; w < own.size(); ++w) {
                    QueryResult result =
                        runQuery(*own[w], found->second, set.queries[tasks[t].query], repetitions);
                    result.set = tasks[t].set;
                    result.query = tasks[t].query;
                    results[t * walkers.size() + w] = std::move(result);
                }
                ++done;
            }
        } catch (...) {
            std::lock_guard<std::mutex> lock(mutex);
            failure = std::current_exception();
            next = tasks.size();
        }
        // Wakes the reporting thread when this worker has nothing left (or failed).
        std::lock_guard<std::mutex> lock(mutex);
        finished.notify_one();
    };

    // Workers do the searching; this thread only reports progress.
    std::vector<std::thread> pool;
    for (int i = 0; i < std::max(1, jobs); ++i)
        pool.emplace_back(work);
    {
        std::unique_lock<std::mutex> lock(mutex);
        while (done < tasks.size() && !failure) {
            finished.wait_for(lock, std::chrono::milliseconds(100));
            if (progress)
                progress(done, tasks.size());
        }
    }
    for (auto& thread : pool)
        thread.join();
    if (failure)
        std::rethrow_exception(failure);
    return results;
}

} // namespace pathfinder::cli
