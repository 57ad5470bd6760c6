#include "pathfinder/experiments/scenario_runner.h"

#include "pathfinder/basics/number_text.h"
#include "pathfinder/basics/parse_error.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"

#include "platform/files.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <condition_variable>
#include <filesystem>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <stdexcept>
#include <system_error>
#include <thread>
#include <tuple>

namespace pathfinder {

namespace fs = std::filesystem;

namespace {

/// At most this many queries of a set make a block, which each walker answers all of in turn.
constexpr std::size_t kScenarioBlock = 64;

bool hasScenExtension(const fs::path& path) {
    std::string extension = platform::utf8FromPath(path.extension());
    for (char& c : extension)
        c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    return extension == ".scen";
}

/// True when `field` stays inside the folder it is relative to: not absolute, no "..".
bool staysInside(const fs::path& field) {
    if (field.is_absolute() || field.has_root_name())
        return false;
    for (const auto& part : field)
        if (part == "..")
            return false;
    return true;
}

/// The map file a query names, or "" when there is none. `folder` is where it is looked for.
std::string findMap(const fs::path& folder, const std::string& mapField, bool followPaths) {
    const fs::path field = platform::pathFromUtf8(mapField);
    std::vector<fs::path> candidates;
    if (followPaths || staysInside(field))
        candidates.push_back(field.is_absolute() ? field : folder / field);
    candidates.push_back(folder / field.filename());
    std::error_code unreadable; // a path the system refuses (too long, say) is not there
    for (const fs::path& candidate : candidates)
        if (fs::is_regular_file(candidate, unreadable))
            return platform::utf8FromPath(candidate);
    return {};
}

/// Why a query that starts at `start` cannot stand on `cell` of the map at `mapPath` ("lies on a
/// wall of PATH"), or nothing. The map has no start yet: to a unit that keeps water apart, the
/// open medium is the start's.
std::optional<std::string> endpointProblem(const MapGrid& map, Coord start, Coord cell,
                                           const std::string& mapPath) {
    const auto terrain = map.terrain(cell);
    if (map.isWall(cell) || (terrain && !map.unitPasses(*terrain)))
        return "lies on a wall of " + mapPath;
    const bool onWater = terrain == Terrain::Water;
    if (map.unit().separateWater && onWater != (map.terrain(start) == Terrain::Water))
        return std::string(onWater ? "lies in water" : "lies on land") + " of " + mapPath +
               " and the start " + (onWater ? "on land" : "in water") + ": no move crosses between them";
    return std::nullopt;
}

[[noreturn]] void failAt(const std::string& file, const ScenarioQuery& query, int column,
                         const std::string& message) {
    throw ParseError(file, query.line, column, message);
}

/// Throws the ParseError of a query that does not fit `map` (read from or named `mapPath`): another
/// size, or a start or goal it cannot stand on.
void checkQuery(const std::string& file, const ScenarioQuery& query, const MapGrid& map,
                const std::string& mapPath) {
    if (map.width() != query.mapWidth || map.height() != query.mapHeight)
        failAt(file, query, query.mapColumn,
               "the query expects a " + std::to_string(query.mapWidth) + " x " +
                   std::to_string(query.mapHeight) + " map, but " + mapPath + " is " +
                   std::to_string(map.width()) + " x " + std::to_string(map.height()));
    for (const auto& [what, at, column] : {std::tuple{"start", query.start, query.startColumn},
                                           std::tuple{"goal", query.goal, query.goalColumn}})
        if (const auto problem = endpointProblem(map, query.start, at, mapPath))
            failAt(file, query, column,
                   std::string(what) + " (" + std::to_string(at.x) + ", " + std::to_string(at.y) + ") " +
                       *problem);
}

/// True when `result` has the outcome `outcome` and, reached, a cost `cost` would not call off its
/// optimum (CostComparison::offOptimum, 1e-4 relative).
bool sameResult(const QueryResult& result, Outcome outcome, double cost) {
    if (result.outcome != outcome)
        return false;
    return outcome != Outcome::Reached || !result.comparison.offOptimum(result.pathCost, cost);
}

/// True when `result` agrees with `reference`, another walker's result for the same query: the same
/// outcome and, where both figures are costs and the reference's a grid cost, the same cost (an
/// any-angle cost may be below it). A grid cost is not judged against an any-angle one.
bool sameAsReference(const QueryResult& result, const QueryResult& reference) {
    if (reference.outcome != Outcome::Reached || reference.comparison.basis == CostBasis::Grid)
        return sameResult(result, reference.outcome, reference.comparison.cost(reference.pathCost));
    return result.outcome == reference.outcome;
}

bool stopped(const ScenarioRunOptions& options) {
    return options.stop && options.stop->load(std::memory_order_relaxed);
}

/// The cost a query's results are judged against: the file's optimal length, or with reference optima
/// the reference Dijkstra's on `grid` (which has the query's start and goal); NaN when a stop cut
/// that search short.
double referenceOptimum(const MapGrid& grid, const ScenarioQuery& query, const ScenarioRunOptions& options) {
    if (!options.referenceOptima)
        return query.optimalLength;
    return options.stop ? referenceOptimalCost(grid, options.movement, *options.stop)
                        : referenceOptimalCost(grid, options.movement);
}

/// Runs one query with one walker `repetitions` times, on `grid` with the query's start and goal;
/// the walker is reused across queries. `optimum` is the cost the result is judged against.
QueryResult runQuery(MapGridWalker& walker, const ScenarioWalker& spec, MapGrid& grid, double optimum,
                     const ScenarioRunOptions& options) {
    WalkerSettings settings = spec.settings;
    settings.movement = options.movement;
    if (!setupUnlessStopped(walker, grid, settings, options.stop))
        return {}; // stopped while the walker built what it needs: the query is left unfinished
    const std::uint64_t budget = parseBudget(options.budget, grid).value_or(defaultBudget(grid));
    const RunResult run = runRepeatedly(walker, budget, options.repetitions, options.stop);
    QueryResult result;
    result.walker = spec.label;
    result.outcome = run.outcome;
    result.pathCost = run.stats.pathCost;
    result.expanded = run.stats.expanded;
    result.generated = run.stats.generated;
    result.pathSteps = run.stats.pathSteps;
    result.timeNs = run.stats.timeNs;
    result.refusal = walker.refusal();
    result.comparison = costComparison(walker.description(), grid, options.movement);
    result.optimalCost = optimum;
    result.mismatch =
        !sameResult(result, std::isinf(optimum) ? Outcome::Unreachable : Outcome::Reached, optimum);
    if ((options.slices.iterations > 0 || options.slices.microseconds > 0) && !stopped(options)) {
        const SlicedRun sliced = runSliced(walker, budget, options.slices);
        result.firstMoveNs = sliced.firstMoveNs;
        result.first20StepsNs = sliced.first20StepsNs;
        result.longestSliceNs = sliced.longestSliceNs;
        result.slices = sliced.slices;
    }
    return result;
}

} // namespace

std::vector<std::string> scenarioFiles(const std::vector<std::string>& paths) {
    std::vector<std::string> files;
    std::set<std::string> seen; // a file named twice (itself and in its folder) runs once
    auto add = [&](const std::string& file) {
        std::error_code error;
        const fs::path canonical = fs::weakly_canonical(platform::pathFromUtf8(file), error);
        if (seen.insert(error ? file : platform::utf8FromPath(canonical)).second)
            files.push_back(file);
    };
    for (const auto& path : paths) {
        if (!fs::is_directory(platform::pathFromUtf8(path))) {
            add(path);
            continue;
        }
        std::vector<std::string> inDir;
        for (const auto& entry : fs::recursive_directory_iterator(platform::pathFromUtf8(path)))
            if (entry.is_regular_file() && hasScenExtension(entry.path()))
                inDir.push_back(platform::utf8FromPath(entry.path()));
        if (inDir.empty())
            throw std::runtime_error(path + ": no .scen files in this folder or its sub-folders");
        std::sort(inDir.begin(), inDir.end());
        for (const std::string& file : inDir)
            add(file);
    }
    return files;
}

std::vector<ScenarioSet> loadScenarioSets(const std::vector<std::string>& paths, const MapLookup& lookup) {
    std::vector<ScenarioSet> sets;
    std::map<std::string, std::shared_ptr<const MapGrid>> maps;
    for (const auto& file : scenarioFiles(paths)) {
        ScenarioSet set{file, readScenarioFile(file), nullptr, {}};
        const fs::path folder = lookup.mapDir.empty() ? platform::pathFromUtf8(file).parent_path()
                                                      : platform::pathFromUtf8(lookup.mapDir);
        for (const ScenarioQuery& query : set.queries) {
            const std::string mapPath = findMap(folder, query.map, lookup.followPaths);
            if (mapPath.empty())
                failAt(file, query, query.mapColumn,
                       "map " + quotedText(query.map) + " not found in " +
                           (folder.empty() ? "." : platform::utf8FromPath(folder)) +
                           (lookup.mapDir.empty() ? " (give the maps' folder with --map-dir DIR)" : ""));
            auto& map = maps[mapPath];
            if (!map)
                map = std::make_shared<const MapGrid>(readMovingAiMapFile(mapPath));
            checkQuery(file, query, *map, mapPath);
            if (set.map && set.map != map)
                failAt(file, query, query.mapColumn, "a scenario file must use a single map");
            set.map = map;
            set.mapPath = mapPath;
        }
        sets.push_back(std::move(set));
    }
    return sets;
}

ScenarioSet loadScenarioOnMap(const std::string& path, std::shared_ptr<const MapGrid> map,
                              const std::string& mapName) {
    ScenarioSet set{path, readScenarioFile(path), std::move(map), mapName};
    if (set.queries.empty())
        throw ParseError(path, 1, 1, "the scenario file holds no queries");
    for (const ScenarioQuery& query : set.queries)
        checkQuery(path, query, *set.map, mapName);
    return set;
}

bool scenarioMapMatchesFile(const ScenarioSet& set) {
    if (!set.map || set.queries.empty())
        return false;
    const std::string mapPath =
        findMap(platform::pathFromUtf8(set.path).parent_path(), set.queries.front().map, false);
    if (mapPath.empty())
        return false;
    MapGrid file;
    try {
        file = readMovingAiMapFile(mapPath);
    } catch (const std::exception&) {
        return false; // a file that cannot be read says nothing of the map
    }
    const MapGrid& map = *set.map;
    if (file.width() != map.width() || file.height() != map.height())
        return false;
    for (int y = 0; y < map.height(); ++y)
        for (int x = 0; x < map.width(); ++x)
            if (file.code({x, y}) != map.code({x, y}))
                return false;
    // Terrain costs what the unit pays for it.
    return !map.hasTerrain() ||
           (file.unit() == map.unit() && file.impassableLimit() == map.impassableLimit());
}

std::vector<ScenarioWalker> defaultScenarioWalkers(const std::vector<std::string>& names) {
    std::vector<ScenarioWalker> walkers;
    for (const std::string& name : names)
        walkers.push_back({name, name, WalkerSettings{}});
    return walkers;
}

int usableJobs(int requested, std::size_t tasks) {
    const int hardware = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    const int byTasks = static_cast<int>(std::min<std::size_t>(std::max<std::size_t>(tasks, 1), 1u << 20));
    return std::max(1, std::min({requested, hardware, byTasks}));
}

std::vector<QueryResult> runScenarios(const std::vector<ScenarioSet>& sets,
                                      const std::vector<ScenarioWalker>& walkers,
                                      const ScenarioRunOptions& options,
                                      const std::function<void(std::size_t, std::size_t)>& progress) {
    // A task is a block of consecutive queries of one set, which each walker answers in turn, all of
    // them before the next walker: a walker then finds its own tables in cache, as in a run of its
    // own, where answering each query with every walker in turn left each one the others' tables.
    std::size_t queryCount = 0;
    for (const ScenarioSet& set : sets)
        queryCount += set.queries.size();
    const std::size_t requestedJobs = static_cast<std::size_t>(std::max(1, options.jobs));
    const std::size_t blockSize =
        std::clamp<std::size_t>(queryCount / (requestedJobs * 8), 1, kScenarioBlock);
    struct Task {
        std::size_t set;
        std::size_t firstQuery; ///< in the set
        std::size_t count;
        std::size_t firstRow; ///< the first query's index among all sets' queries
    };
    std::vector<Task> tasks;
    for (std::size_t s = 0, row = 0; s < sets.size(); ++s)
        for (std::size_t q = 0; q < sets[s].queries.size(); q += blockSize) {
            const std::size_t count = std::min(blockSize, sets[s].queries.size() - q);
            tasks.push_back({s, q, count, row});
            row += count;
        }

    std::vector<QueryResult> results(queryCount * walkers.size());
    std::vector<char> finishedQuery(queryCount, 0); // each written by the one worker that ran it
    std::atomic<std::size_t> next{0};
    std::atomic<std::size_t> runsDone{0}; // a query answered by one walker
    std::atomic<int> running{0};
    std::mutex mutex;
    std::condition_variable finished;
    std::exception_ptr failure;

    // Each worker takes the next block and keeps its own grid copies and walkers, so the results
    // do not depend on how the blocks fall to the workers.
    auto work = [&] {
        try {
            std::map<const MapGrid*, MapGrid> grids;
            std::vector<std::unique_ptr<MapGridWalker>> own;
            for (const ScenarioWalker& walker : walkers)
                own.push_back(createWalker(walker.name));
            std::vector<double> optima;
            for (std::size_t t = next++; t < tasks.size() && !stopped(options); t = next++) {
                const Task& task = tasks[t];
                const ScenarioSet& set = sets[task.set];
                auto found = grids.find(set.map.get());
                if (found == grids.end())
                    found = grids.emplace(set.map.get(), *set.map).first;
                MapGrid& grid = found->second;
                const auto pose = [&](std::size_t i) -> const ScenarioQuery& {
                    const ScenarioQuery& query = set.queries[task.firstQuery + i];
                    grid.setStart(query.start);
                    grid.setGoal(query.goal);
                    return query;
                };
                optima.assign(task.count, std::nan(""));
                for (std::size_t i = 0; i < task.count && !stopped(options); ++i)
                    optima[i] = referenceOptimum(grid, pose(i), options);
                for (std::size_t w = 0; w < own.size() && !stopped(options); ++w) {
                    for (std::size_t i = 0; i < task.count && !std::isnan(optima[i]); ++i) {
                        pose(i);
                        QueryResult* row = results.data() + (task.firstRow + i) * walkers.size();
                        QueryResult result = runQuery(*own[w], walkers[w], grid, optima[i], options);
                        result.set = task.set;
                        result.query = task.firstQuery + i;
                        if (!options.judgedByOptimum())
                            result.mismatch = w > 0 && !sameAsReference(result, row[0]);
                        row[w] = std::move(result);
                        ++runsDone;
                        if (stopped(options))
                            break; // a run cut short: its query is not finished
                        if (w + 1 == own.size())
                            finishedQuery[task.firstRow + i] = 1;
                    }
                }
                if (stopped(options))
                    break; // the block's queries that the last walker has not answered are not finished
            }
        } catch (...) {
            std::lock_guard<std::mutex> lock(mutex);
            failure = std::current_exception();
            next = tasks.size();
        }
        // Wakes the reporting thread when this worker has nothing left (or failed).
        std::lock_guard<std::mutex> lock(mutex);
        --running;
        finished.notify_one();
    };

    // Workers do the searching; this thread only reports progress. A thread the system refuses
    // leaves its share to those that started; with none, this thread does all the work.
    std::vector<std::thread> pool;
    for (int i = 0; i < usableJobs(options.jobs, tasks.size()); ++i) {
        ++running;
        try {
            pool.emplace_back(work);
        } catch (const std::system_error&) {
            --running;
            break;
        }
    }
    if (pool.empty()) {
        ++running;
        work();
    }
    {
        std::unique_lock<std::mutex> lock(mutex);
        while (running > 0) {
            finished.wait_for(lock, std::chrono::milliseconds(100));
            if (progress)
                progress(runsDone / walkers.size(), queryCount);
        }
    }
    for (auto& thread : pool)
        thread.join();
    if (failure)
        std::rethrow_exception(failure);
    if (std::find(finishedQuery.begin(), finishedQuery.end(), 0) != finishedQuery.end()) {
        std::vector<QueryResult> complete;
        for (std::size_t i = 0; i < results.size(); ++i)
            if (finishedQuery[i / walkers.size()])
                complete.push_back(std::move(results[i]));
        return complete;
    }
    return results;
}

} // namespace pathfinder
