// JPS+ on Moving AI maps: for each map, the jump table's build time and bytes, the time to bring it
// up to date after one edit, and the query time of jps-plus and jps over the map's scenario. One line
// per map, tab-separated, for bench/jps_plus_results.sh to put in a table:
//
//   map  cells  queries  build-ms  table-ms  table-bytes  edit-median-us  edit-worst-us  edits
//   jps-plus-query-ms  jps-query-ms  jps-plus-expanded  jps-expanded  mismatches  edit-p99-us
//   jps-plus-to-goal-ms  jps-to-goal-ms
//
// build-ms: the median of 5 first resets of a fresh walker (the grid's bit rows and columns, which jps
// builds too, and the table); table-ms: the table's alone. An edit is a random cell turned into a wall or
// back into floor, followed by reset(); its time is what that reset spends on the bit rows and the table
// (comparing the cells with the copies and rebuilding the lines around the cell). Query times are the
// iterations' time (runToCompletion), as in `pathfinder-cli scen`, each walker over all the map's queries in
// a pass of its own (jps-plus's pass first on the first, third... map); mismatches counts costs off the
// file's optimal length by more than 1e-4 relative, for either walker.
//
//   pathfinder_jps_plus_bench [--edits N] [--max-queries N] FILE.map...   (FILE.map.scen beside it)
//
// --max-queries: at most that many queries per map, spread evenly over its scenario (default all).

#include "pathfinder/basics/random.h"
#include "pathfinder/formats/movingai_io.h"
#include "pathfinder/search/run.h"

#include "walkers/jps/jump_point_search.h"
#include "walkers/jps/jump_table.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <stdexcept>
#include <string>
#include <vector>

using namespace pathfinder;

namespace {

double median(std::vector<double> v) {
    if (v.empty())
        return std::nan("");
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

/// The value below which a share `p` of `v` lies (the nearest rank).
double percentile(std::vector<double> v, double p) {
    if (v.empty())
        return std::nan("");
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, static_cast<std::size_t>(p * static_cast<double>(v.size())))];
}

bool sameCost(const RunResult& run, double optimal) {
    return run.state == WalkState::ReachedGoal &&
           std::abs(run.stats.pathCost - optimal) <= 1e-4 * std::max(1.0, optimal);
}

/// Up to `most` queries spread evenly over the file.
std::vector<ScenarioQuery> sample(const std::vector<ScenarioQuery>& all, std::size_t most) {
    if (all.size() <= most)
        return all;
    std::vector<ScenarioQuery> some;
    for (std::size_t i = 0; i < most; ++i)
        some.push_back(all[i * all.size() / most]);
    return some;
}

void benchMap(const std::string& mapPath, int edits, std::size_t maxQueries, bool plusFirst) {
    MapGrid grid = readMovingAiMapFile(mapPath);
    const std::vector<ScenarioQuery> all = readScenarioFile(mapPath + ".scen");
    const std::vector<ScenarioQuery> queries = sample(all, maxQueries);
    const WalkerSettings settings; // the Moving AI movement: 8 neighbours, no corner cutting
    if (all.empty())
        throw std::runtime_error(mapPath + ".scen: no queries");
    grid.setStart(all.front().start);
    grid.setGoal(all.front().goal);

    std::vector<double> builds;
    std::vector<double> tables;
    std::size_t bytes = 0;
    for (int i = 0; i < 5; ++i) {
        JumpPointSearchPlusWalker fresh;
        fresh.setup(grid, settings);
        builds.push_back(static_cast<double>(fresh.preprocessNs()) / 1e6);
        bytes = fresh.tableBytes();
        JumpTable table;
        const auto began = std::chrono::steady_clock::now();
        table.sync(grid);
        tables.push_back(static_cast<double>(std::chrono::duration_cast<std::chrono::nanoseconds>(
                                                 std::chrono::steady_clock::now() - began)
                                                 .count()) /
                         1e6);
    }

    JumpPointSearchPlusWalker plus;
    JumpPointSearchWalker jps;
    plus.setup(grid, settings);
    jps.setup(grid, settings);
    const std::uint64_t budget = iterationLimit(grid);
    // Each walker answers every query in a pass of its own, as a program that runs one walker does:
    // answering each query with both in turn left each walker's tables out of cache for the other.
    // Which pass goes first alternates from map to map.
    const auto pass = [&](MapGridWalker& walker) {
        std::vector<RunResult> runs;
        runs.reserve(queries.size());
        for (const ScenarioQuery& q : queries) {
            grid.setStart(q.start);
            grid.setGoal(q.goal);
            runs.push_back(runToCompletion(walker, budget));
        }
        return runs;
    };
    std::vector<RunResult> plusRuns, jpsRuns;
    if (plusFirst) {
        plusRuns = pass(plus);
        jpsRuns = pass(jps);
    } else {
        jpsRuns = pass(jps);
        plusRuns = pass(plus);
    }
    // The same queries again, each stopped one iteration short of its end: the search up to the
    // goal's expansion, without the last iteration's pop of the goal, the path filled in between the
    // jump points and its cost checked move by move. Warthog's times leave the path out the same way.
    const auto toGoalPass = [&](MapGridWalker& walker, const std::vector<RunResult>& runs) {
        std::int64_t ns = 0;
        for (std::size_t i = 0; i < queries.size(); ++i) {
            grid.setStart(queries[i].start);
            grid.setGoal(queries[i].goal);
            walker.reset();
            if (runs[i].stats.iterations == 0)
                continue; // answered by the reset: nothing to time
            const std::uint64_t shortOfEnd = runs[i].stats.iterations - 1;
            const auto began = std::chrono::steady_clock::now();
            for (std::uint64_t k = 0; k < shortOfEnd; ++k)
                walker.iterate();
            ns +=
                std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - began)
                    .count();
            walker.iterate();
            if (walker.state() != runs[i].state)
                throw std::runtime_error(mapPath + ": a query ended otherwise when run again");
        }
        return ns;
    };
    std::int64_t plusToGoalNs = 0, jpsToGoalNs = 0;
    if (plusFirst) {
        plusToGoalNs = toGoalPass(plus, plusRuns);
        jpsToGoalNs = toGoalPass(jps, jpsRuns);
    } else {
        jpsToGoalNs = toGoalPass(jps, jpsRuns);
        plusToGoalNs = toGoalPass(plus, plusRuns);
    }
    std::int64_t plusNs = 0, jpsNs = 0;
    std::uint64_t plusExpanded = 0, jpsExpanded = 0;
    int mismatches = 0;
    for (std::size_t i = 0; i < queries.size(); ++i) {
        const RunResult& p = plusRuns[i];
        const RunResult& j = jpsRuns[i];
        plusNs += p.stats.timeNs;
        jpsNs += j.stats.timeNs;
        plusExpanded += p.stats.expanded;
        jpsExpanded += j.stats.expanded;
        if (!sameCost(p, queries[i].optimalLength) || !sameCost(j, queries[i].optimalLength)) {
            ++mismatches;
            std::fprintf(stderr, "%s line %d: jps-plus %g, jps %g, the file's optimum %g\n", mapPath.c_str(),
                         queries[i].line, p.stats.pathCost, j.stats.pathCost, queries[i].optimalLength);
        }
    }

    // Edits: each one a random cell toggled, then the reset that brings the table up to date.
    Random random(20140621);
    std::vector<double> editUs;
    for (int i = 0; i < edits; ++i) {
        const Coord c{static_cast<int>(random.below(static_cast<std::uint32_t>(grid.width()))),
                      static_cast<int>(random.below(static_cast<std::uint32_t>(grid.height())))};
        grid.setWall(c, !grid.isWall(c));
        plus.reset();
        editUs.push_back(static_cast<double>(plus.preprocessNs()) / 1e3);
    }
    const std::string name = mapPath.substr(mapPath.find_last_of('/') + 1);
    std::printf(
        "%s\t%zu\t%zu\t%.2f\t%.2f\t%zu\t%.1f\t%.1f\t%d\t%.2f\t%.2f\t%llu\t%llu\t%d\t%.1f\t%.2f\t%.2f\n",
        name.c_str(), grid.paddedSize(), queries.size(), median(builds), median(tables), bytes,
        median(editUs), editUs.empty() ? std::nan("") : *std::max_element(editUs.begin(), editUs.end()),
        edits, static_cast<double>(plusNs) / 1e6, static_cast<double>(jpsNs) / 1e6,
        static_cast<unsigned long long>(plusExpanded), static_cast<unsigned long long>(jpsExpanded),
        mismatches, percentile(editUs, 0.99), static_cast<double>(plusToGoalNs) / 1e6,
        static_cast<double>(jpsToGoalNs) / 1e6);
}

} // namespace

int main(int argc, char** argv) {
    int edits = 1000;
    std::size_t maxQueries = ~std::size_t{0};
    std::vector<std::string> maps;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--edits" && i + 1 < argc)
            edits = std::atoi(argv[++i]);
        else if (arg == "--max-queries" && i + 1 < argc)
            maxQueries = std::strtoull(argv[++i], nullptr, 10);
        else
            maps.push_back(arg);
    }
    if (maps.empty() || edits < 0) {
        std::fprintf(stderr, "usage: pathfinder_jps_plus_bench [--edits N] [--max-queries N] FILE.map...\n");
        return 2;
    }
    try {
        for (std::size_t i = 0; i < maps.size(); ++i)
            benchMap(maps[i], edits, maxQueries, i % 2 == 0);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "%s\n", e.what());
        return 1;
    }
    return 0;
}
