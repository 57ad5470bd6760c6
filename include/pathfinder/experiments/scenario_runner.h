#pragma once

#include "pathfinder/formats/movingai_io.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"
#include "pathfinder/search/cost_comparison.h"
#include "pathfinder/search/run.h"
#include "pathfinder/search/walker.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace pathfinder {

/// A scenario file with its queries and the map they run on.
struct ScenarioSet {
    std::string path;
    std::vector<ScenarioQuery> queries;
    std::shared_ptr<const MapGrid> map;
    std::string mapPath; ///< the file `map` was read from
};

/// A walker as a scenario run runs it: its registry name, the name its results go by, and its
/// settings (their movement is the run's, ScenarioRunOptions::movement).
struct ScenarioWalker {
    std::string name;
    std::string label;
    WalkerSettings settings;
};

/// Walkers by registry name, each with the default settings and its name as its label.
std::vector<ScenarioWalker> defaultScenarioWalkers(const std::vector<std::string>& names);

/// The outcome of one query for one walker.
struct QueryResult {
    std::size_t set = 0;   ///< index into the ScenarioSet list
    std::size_t query = 0; ///< index into its queries
    std::string walker;    ///< its label
    Outcome outcome = Outcome::Searching;
    double pathCost = 0.0; ///< the walker's path figure (RunStats::pathCost): a length for any-angle walkers
    /// The least cost the result is set against: the file's optimal length, or, when the file's lengths
    /// are for another map (ScenarioRunOptions::referenceOptima), the reference Dijkstra's on the map
    /// the query ran on (infinity when the goal cannot be reached there).
    double optimalCost = 0.0;
    std::uint64_t expanded = 0;
    std::uint64_t generated = 0;
    std::uint64_t pathSteps = 0;
    std::int64_t timeNs = 0; ///< median of the repetitions, search only
    /// Why the walker did not search the query's map (MapGridWalker::refusal()); empty when it did.
    std::string refusal;
    /// What pathCost is on the query's map and how it compares with the optimum (costComparison()).
    CostComparison comparison;
    /// A time-sliced run's figures (ScenarioRunOptions::slices), -1 when there was none or the
    /// event did not happen; see SlicedRun.
    std::int64_t firstMoveNs = -1;
    std::int64_t first20StepsNs = -1;
    std::int64_t longestSliceNs = -1;
    std::uint64_t slices = 0;
    /// Not reached, or cost off the optimum by more than 1e-4 relative: optimalCost under the Moving AI
    /// movement or with reference optima, else the first walker's outcome and cost (see
    /// ScenarioRunOptions). An
    /// any-angle cost may beat a grid optimum: for it only a cost above is a mismatch; a length
    /// (CostBasis::Length), and a grid cost set against the first walker's any-angle one, are no
    /// mismatch whatever their figure (CostComparison::offOptimum).
    bool mismatch = false;
};

/// How scenario files name their maps, and where the maps are looked for.
struct MapLookup {
    std::string mapDir;       ///< the folder of the maps; empty: beside each scenario file
    bool followPaths = false; ///< follow a map field as written, even out of that folder
};

/// The .scen files of `paths`: files as given, folders expanded to the .scen files in them and in
/// their sub-folders (sorted by path); a file named twice is listed once. Throws
/// std::runtime_error for a folder without any.
std::vector<std::string> scenarioFiles(const std::vector<std::string>& paths);

/// Expands folders to the .scen files in them and in their sub-folders (sorted by path), reads every
/// file and loads each map once. A query's map field is a path relative to the map folder (the
/// --map-dir, else the scenario file's folder): it is looked for there as written and by its bare
/// name, and never outside that folder (an absolute path or a ".." is refused) unless
/// `lookup.followPaths`. Throws ParseError or runtime_error naming the file, line and column of a
/// query whose map is missing, whose size does not match, or whose start or goal lies on a wall.
std::vector<ScenarioSet> loadScenarioSets(const std::vector<std::string>& paths, const MapLookup& lookup);

/// Reads the scenario file at `path` to run on `map` whatever map its queries name, as the app runs
/// a scenario on the map it has open; `mapName` names that map in messages and in
/// ScenarioSet::mapPath. Throws ParseError naming the file, line and column of a query that expects
/// another size of map or whose start or goal lies on a wall (or across water, for a unit that keeps
/// it apart), and for a file without queries.
ScenarioSet loadScenarioOnMap(const std::string& path, std::shared_ptr<const MapGrid> map,
                              const std::string& mapName);

/// True when `set.map` has the cells (and, with terrain, the unit) of the map file its first query
/// names, looked for beside the scenario file as loadScenarioSets() looks: the file's optimal lengths
/// hold for it. False when that file is missing, cannot be read or differs (an edited map, another
/// map of the same size): then run with ScenarioRunOptions::referenceOptima.
bool scenarioMapMatchesFile(const ScenarioSet& set);

/// The threads to run on when `requested` are asked for: at most the machine's hardware threads
/// and the number of tasks, at least one.
int usableJobs(int requested, std::size_t tasks);

/// How runScenarios() runs the queries.
struct ScenarioRunOptions {
    int repetitions = 1;
    int jobs = 1;               ///< threads; a thread that cannot be started leaves its share to the others
    std::string budget = "50x"; ///< iterations a run may take (N or Nx, see parseBudget)
    /// How the walkers move. The files' optimal lengths hold only for the Moving AI convention (the
    /// default: 8 neighbours, no corner cutting, diagonals √2); under any other movement each
    /// walker's result is checked against the first walker's for the same query instead.
    Movement movement;
    /// When one of its limits is set, each query is run once more in slices (runSliced).
    SliceLimit slices;
    /// The files' optimal lengths are for another map than the one the queries run on (the app runs
    /// a scenario on the map it has open, which may be edited): each query's optimum is then a
    /// reference Dijkstra's on the map it runs on, under `movement`, and every result is judged
    /// against it, whatever the movement.
    bool referenceOptima = false;
    /// When given, another thread may set it to stop the run: no query is started after that, and
    /// the runs under way end within kStopCheckInterval iterations.
    const std::atomic<bool>* stop = nullptr;

    /// True when the files' optimal lengths hold for `movement`.
    bool filesOptimal() const { return movement == Movement{}; }
    /// True when every result is judged against an optimum (the files', or reference optima), not
    /// against the first walker's result.
    bool judgedByOptimum() const { return referenceOptima || filesOptimal(); }
};

/// Runs every query with every walker, each `repetitions` times, on up to `jobs` threads. The queries
/// go in blocks of up to 64 consecutive ones of a set, and each walker answers a whole block before
/// the next walker starts it, so that its times are those of a run of its own (its tables in cache,
/// not the others'). Results come in the order of sets, queries and walkers whatever the number of
/// jobs; `progress(done, total)` is called from the calling thread as queries complete (done counts
/// the runs so far, divided by the number of walkers). When options.stop is set before
/// the end, only the queries that every walker finished are in the results (still in that order).
std::vector<QueryResult> runScenarios(const std::vector<ScenarioSet>& sets,
                                      const std::vector<ScenarioWalker>& walkers,
                                      const ScenarioRunOptions& options,
                                      const std::function<void(std::size_t, std::size_t)>& progress);

} // namespace pathfinder
