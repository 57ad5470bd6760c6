#include "pathfinder/basics/parse_error.h"
#include "pathfinder/experiments/scenario_runner.h"
#include "pathfinder/formats/movingai_io.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"

#include "search/best_first_engine.h"
#include "support/open_scenario.h"
#include "support/temp_dir.h"

#include <atomic>
#include <catch2/catch.hpp>
#include <cmath>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

using namespace pathfinder;

namespace {

const std::string kFixtureDir = PATHFINDER_FIXTURE_DIR;

/// The least cost of a query by the plain Dijkstra that shares nothing with the walkers.
double referenceCost(MapGrid grid, const ScenarioQuery& query) {
    grid.setStart(query.start);
    grid.setGoal(query.goal);
    return referenceOptimalCost(grid, Movement{});
}

/// A search that starts, as seen by a spy walker: which spy, from where, on which thread.
struct SpyStart {
    char spy;
    Coord start;
    std::thread::id thread;
};

std::mutex spyMutex;
std::vector<SpyStart> spyLog;

/// Dijkstra that writes each search it starts into spyLog: registered twice, as "test-spy-a" and
/// "test-spy-b", it shows in which order a scenario run hands queries to its walkers.
template <char kSpy>
class SpyWalker final : public BestFirstEngine {
public:
    SpyWalker() : BestFirstEngine(Ranking::Cost) {}

    static constexpr const char* kName = kSpy == 'a' ? "test-spy-a" : "test-spy-b";

    const WalkerDescription& description() const override {
        static const WalkerDescription d = [] {
            WalkerDescription w;
            w.name = kName;
            w.displayName = kName;
            w.traits.complete = true;
            w.traits.optimal = true;
            w.traits.weightedCosts = true;
            w.ranking = OpenListRanking::Cost;
            return w;
        }();
        return d;
    }

protected:
    void doReset() override {
        BestFirstEngine::doReset();
        const Coord start = *grid()->start();
        std::lock_guard<std::mutex> lock(spyMutex);
        // setup() and each run reset the walker: one entry per search of a query.
        const SpyStart entry{kSpy, start, std::this_thread::get_id()};
        for (auto it = spyLog.rbegin(); it != spyLog.rend(); ++it)
            if (it->thread == entry.thread) {
                if (it->spy == entry.spy && it->start == entry.start)
                    return;
                break;
            }
        spyLog.push_back(entry);
    }
};

template <char kSpy>
WalkerInfo spyInfo() {
    WalkerInfo info;
    static_cast<WalkerDescription&>(info) = SpyWalker<kSpy>().description();
    info.create = [] { return std::unique_ptr<MapGridWalker>(std::make_unique<SpyWalker<kSpy>>()); };
    return info;
}

/// Registers both spies for as long as it lives, with an empty log.
struct SpyRegistration {
    SpyRegistration() {
        spyLog.clear();
        registerWalker(spyInfo<'a'>());
        registerWalker(spyInfo<'b'>());
    }
    ~SpyRegistration() {
        unregisterWalker(SpyWalker<'a'>::kName);
        unregisterWalker(SpyWalker<'b'>::kName);
    }
    SpyRegistration(const SpyRegistration&) = delete;
    SpyRegistration& operator=(const SpyRegistration&) = delete;
};

} // namespace

TEST_CASE("A scenario run hands each walker a block of queries before the next walker",
          "[scenario][runner]") {
    // openMapScenario's queries start at (i mod 8, 0): consecutive queries start apart, so each
    // entry of the log names its query up to a multiple of 8, and a block of 25 or 12 queries in a
    // row cannot be mistaken for another stretch of the same length.
    const SpyRegistration spies;
    const ScenarioSet set = openMapScenario(64, 200);
    const auto walkers = defaultScenarioWalkers({"test-spy-a", "test-spy-b"});
    ScenarioRunOptions options;

    SECTION("one thread: blocks of 200 / 8 = 25 queries, each answered by a, then by b") {
        options.jobs = 1;
        const auto results = runScenarios({set}, walkers, options, {});
        REQUIRE(results.size() == 400);
        std::vector<std::pair<char, Coord>> expected;
        for (int block = 0; block < 8; ++block)
            for (const char spy : {'a', 'b'})
                for (int q = 25 * block; q < 25 * block + 25; ++q)
                    expected.emplace_back(spy, set.queries[static_cast<std::size_t>(q)].start);
        REQUIRE(spyLog.size() == expected.size());
        for (std::size_t i = 0; i < expected.size(); ++i) {
            INFO("search " << i);
            CHECK(spyLog[i].spy == expected[i].first);
            CHECK(spyLog[i].start == expected[i].second);
        }
        for (const QueryResult& r : results)
            CHECK(r.pathCost == Approx(set.queries[r.query].optimalLength).epsilon(1e-9));
    }
    SECTION("two threads: blocks of 200 / 16 = 12 queries, each answered by a, then by b") {
        options.jobs = 2;
        const auto results = runScenarios({set}, walkers, options, {});
        REQUIRE(results.size() == 400);
        std::map<std::thread::id, std::vector<SpyStart>> byThread;
        for (const SpyStart& entry : spyLog)
            byThread[entry.thread].push_back(entry);
        std::size_t searches = 0;
        for (const auto& [thread, log] : byThread) {
            // Each thread's log is a run of a's over a block, then b's over the same starts.
            std::size_t i = 0;
            while (i < log.size()) {
                std::size_t count = 0;
                while (i + count < log.size() && log[i + count].spy == 'a')
                    ++count;
                CAPTURE(i, count);
                REQUIRE((count == 12 || count == 8)); // 16 blocks of 12, then one of 8
                REQUIRE(i + 2 * count <= log.size());
                for (std::size_t k = 0; k < count; ++k) {
                    CHECK(log[i + count + k].spy == 'b');
                    CHECK(log[i + count + k].start == log[i + k].start);
                }
                i += 2 * count;
                searches += 2 * count;
            }
        }
        CHECK(searches == 400);
        for (const QueryResult& r : results)
            CHECK(r.pathCost == Approx(set.queries[r.query].optimalLength).epsilon(1e-9));
    }
}

TEST_CASE("A scenario runs on a map given in memory, whatever map its queries name", "[scenario][runner]") {
    auto map = std::make_shared<const MapGrid>(readMovingAiMapFile(kFixtureDir + "/small.map"));
    const ScenarioSet set = loadScenarioOnMap(kFixtureDir + "/small.map.scen", map, "the open map");
    REQUIRE(set.queries.size() == 8);
    CHECK(set.mapPath == "the open map");
    CHECK(set.map == map);

    const auto results = runScenarios({set}, defaultScenarioWalkers({"astar", "dijkstra"}), {}, {});
    REQUIRE(results.size() == 16);
    for (std::size_t i = 0; i < results.size(); ++i) {
        const QueryResult& result = results[i];
        CHECK(result.query == i / 2);
        CHECK(result.walker == (i % 2 == 0 ? "astar" : "dijkstra"));
        const ScenarioQuery& query = set.queries[result.query];
        CHECK(result.pathCost == Approx(referenceCost(*map, query)).epsilon(1e-9));
        CHECK(result.pathCost == Approx(query.optimalLength).epsilon(1e-6));
        CHECK_FALSE(result.mismatch);
    }
}

TEST_CASE("A scenario that does not fit the map is refused at the line and column of the query",
          "[scenario][runner]") {
    TempDir dir;
    auto map = std::make_shared<const MapGrid>(readMovingAiMapFile(kFixtureDir + "/small.map"));
    SECTION("another size") {
        const std::string path = dir.write("big.scen", "version 1\n0\tsmall.map\t10\t8\t0\t0\t1\t0\t1\n"
                                                       "0\tother.map\t12\t8\t0\t0\t1\t0\t1\n");
        try {
            loadScenarioOnMap(path, map, "open.map");
            FAIL("a query for a 12 x 8 map ran on a 10 x 8 one");
        } catch (const ParseError& error) {
            CHECK(error.line() == 3);
            CHECK(error.column() == 3);
            CHECK_THAT(error.what(), Catch::Contains("expects a 12 x 8 map, but open.map is 10 x 8"));
        }
    }
    SECTION("a goal on a wall") {
        // (3, 2) is a wall of small.map; the goal's x, the 7th field, starts at column 22.
        const std::string path = dir.write("wall.scen", "version 1\n0\tsmall.map\t10\t8\t0\t0\t3\t2\t4\n");
        try {
            loadScenarioOnMap(path, map, "open.map");
            FAIL("a goal on a wall was accepted");
        } catch (const ParseError& error) {
            CHECK(error.line() == 2);
            CHECK(error.column() == 22);
            CHECK_THAT(error.what(), Catch::Contains("goal (3, 2) lies on a wall of open.map"));
        }
    }
    SECTION("no queries") {
        const std::string path = dir.write("empty.scen", "version 1\n");
        CHECK_THROWS_AS(loadScenarioOnMap(path, map, "open.map"), ParseError);
    }
}

TEST_CASE("A scenario run stops when asked and keeps the queries it finished", "[scenario][runner][stop]") {
    // About a second of Dijkstra searches, stopped at the first progress report.
    const ScenarioSet set = openMapScenario(256, 200);
    const auto walkers = defaultScenarioWalkers({"dijkstra", "astar"});
    std::atomic<bool> stop{false};
    ScenarioRunOptions options;
    options.stop = &stop;

    SECTION("before the start: nothing runs") {
        stop = true;
        CHECK(runScenarios({set}, walkers, options, {}).empty());
    }
    SECTION("under way: whole queries, in order") {
        // One thread takes blocks of 200 / 8 = 25 queries, each answered by Dijkstra, then by A*:
        // stopped in the second block, the first is whole and the second's queries that A* has not
        // answered are left out.
        options.jobs = 1;
        const auto results = runScenarios({set}, walkers, options, [&](std::size_t done, std::size_t) {
            if (done >= 40)
                stop = true;
        });
        REQUIRE(results.size() >= 2 * 25);
        REQUIRE(results.size() < 400);
        REQUIRE(results.size() % 2 == 0);
        for (std::size_t i = 0; i < results.size(); i += 2) {
            CHECK(results[i].query == results[i + 1].query);
            CHECK(results[i].walker == "dijkstra");
            CHECK(results[i + 1].walker == "astar");
            if (i > 0)
                CHECK(results[i].query > results[i - 2].query);
            for (std::size_t w = 0; w < 2; ++w) {
                CHECK(results[i + w].outcome == Outcome::Reached);
                CHECK(results[i + w].pathCost == Approx(set.queries[results[i].query].optimalLength));
            }
        }
    }
}
