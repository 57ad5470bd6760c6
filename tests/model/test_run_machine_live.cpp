// Live mode of the run state machine, without a window: every change of the map, its start and
// goal or the settings starts a re-solve at once, whose result is that of a fresh search (held
// against a plain Dijkstra), while a walker that repairs (D*, LPA*) repairs.

#include "pathfinder/search/run_stats.h"

#include "machine/run_machine.h"
#include "run_machine_harness.h"

#include <catch2/catch.hpp>
#include <random>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

using Phase = RunMachine::Phase;

namespace {

/// Twelve by ten, a few walls and costs, the start top left and the goal bottom right.
MapGrid field() {
    return mapOf({
        "S.....#.....",
        "..##..#..3..",
        "..#...#..3..",
        "..#..5...3..",
        "......###...",
        "###.........",
        "...7...##...",
        ".#.7....#...",
        ".#......#...",
        "...........G",
    });
}

/// The walker's path cost, or infinity when it proved the goal out of reach.
double resultOf(const Harness& h) {
    const MapGridWalker& w = h.walker();
    REQUIRE(w.finished());
    return w.state() == WalkState::ReachedGoal ? w.stats().pathCost : std::numeric_limits<double>::infinity();
}

/// A random free cell that is neither the start nor the goal.
Coord freeCell(const MapGrid& grid, std::mt19937& random) {
    std::uniform_int_distribution<int> x(0, grid.width() - 1);
    std::uniform_int_distribution<int> y(0, grid.height() - 1);
    for (;;) {
        const Coord c{x(random), y(random)};
        if (!grid.isBlocked(c) && c != grid.start() && c != grid.goal())
            return c;
    }
}

/// One random edit as a person makes them: a wall drawn or erased, a cost painted, the start or
/// the goal dragged to another free cell.
void randomEdit(Harness& h, std::mt19937& random) {
    std::uniform_int_distribution<int> kind(0, 9);
    std::uniform_int_distribution<int> x(0, h.grid.width() - 1);
    std::uniform_int_distribution<int> y(0, h.grid.height() - 1);
    std::uniform_int_distribution<int> cost(1, 9);
    const int k = kind(random);
    if (k == 8) {
        const Coord to = freeCell(h.grid, random);
        h.edit([&](MapGrid& g) { g.setStart(to); });
        return;
    }
    if (k == 9) {
        const Coord to = freeCell(h.grid, random);
        h.edit([&](MapGrid& g) { g.setGoal(to); });
        return;
    }
    const Coord c{x(random), y(random)};
    if (c == h.grid.start() || c == h.grid.goal())
        return;
    if (k < 4)
        h.edit([&](MapGrid& g) { g.setWall(c, !g.isWall(c)); });
    else
        h.edit([&](MapGrid& g) { g.setCost(c, cost(random)); });
}

} // namespace

TEST_CASE("Live mode searches at once, and again after every edit, as a fresh search would",
          "[model][run][live]") {
    for (const char* algorithm : {"astar", "dijkstra", "dstar", "lpastar"}) {
        DYNAMIC_SECTION(algorithm) {
            Harness h(field(), algorithm);
            RunMachine& m = h.machine;
            std::vector<bool> told;
            m.onLiveChanged = [&](bool on) { told.push_back(on); };
            m.setLive(true);
            CHECK(told == std::vector<bool>{true});
            // No Go: it runs as soon as it is on, unrecorded.
            CHECK(m.phase() == Phase::Running);
            CHECK(m.timeline() == nullptr);
            REQUIRE(h.tickToEnd());
            CHECK(resultOf(h) == plainDijkstra4(h.grid));
            CHECK(m.liveFigures().resolves == 1);

            std::mt19937 random(38);
            int edits = 0;
            int repairs = 0;
            for (int i = 0; i < 150; ++i) {
                randomEdit(h, random);
                if (m.phase() != Phase::Running)
                    continue; // an edit that changed nothing
                ++edits;
                repairs += m.liveResolve() && m.liveResolve()->repair;
                REQUIRE(h.tickToEnd());
                REQUIRE(m.phase() == Phase::Finished);
                INFO("edit " << i);
                CHECK(resultOf(h) == plainDijkstra4(h.grid));
            }
            CHECK(edits > 100);
            const LiveFigures& f = m.liveFigures();
            CHECK(f.resolves == static_cast<std::uint64_t>(edits) + 1);
            CHECK(f.overtaken == 0);
            REQUIRE(f.last);
            CHECK(f.last->steps > 0);
            CHECK(f.last->frames >= 1);
            CHECK(f.longestWorkNs >= f.last->workNs);
            // Walkers that repair repair; the others search again from the start.
            const bool repairing = std::string(algorithm) == "dstar" || std::string(algorithm) == "lpastar";
            CHECK((repairs > 0) == repairing);
            CHECK(h.warnings.empty());
        }
    }
}

TEST_CASE("Live mode: edits before a re-solve ends start the next one, and the end is right",
          "[model][run][live]") {
    for (const char* algorithm : {"astar", "dstar"}) {
        DYNAMIC_SECTION(algorithm) {
            Harness h(field(), algorithm, false); // the timer not held: the ticks are asked for
            RunMachine& m = h.machine;
            int ticksAsked = 0;
            int interval = 0;
            bool ticking = false;
            m.startTicking = [&](int ms) {
                ++ticksAsked;
                interval = ms;
                ticking = true;
            };
            m.stopTicking = [&] { ticking = false; };
            m.setLive(true);
            REQUIRE(ticksAsked == 1);
            CHECK(interval == StepRate::kFastestIntervalMs); // whatever the rate chosen
            std::mt19937 random(7);
            // Several edits between ticks, as a drag makes them: the ticks are never put off, and
            // the edits before any work make one re-solve, which none of them overtook.
            for (int i = 0; i < 20; ++i)
                randomEdit(h, random);
            CHECK(m.phase() == Phase::Running);
            CHECK(ticksAsked == 1);
            CHECK(m.liveFigures().overtaken == 0);
            // Another algorithm chosen while a re-solve is under way: the search starts afresh, and
            // the ticks are asked for again.
            RunSettings choices;
            choices.algorithm = "dijkstra";
            m.setChoices(choices);
            m.settingsChanged();
            CHECK(m.phase() == Phase::Running);
            CHECK(ticking);
            REQUIRE(h.tickToEnd());
            CHECK(h.walker().description().name == "dijkstra");
            CHECK(resultOf(h) == plainDijkstra4(h.grid));
            CHECK(m.liveFigures().resolves == 1);
            // The goal moved twice, and the start, between two ticks: the re-solve is to the last.
            for (int round = 0; round < 30; ++round) {
                const Coord a = freeCell(h.grid, random);
                h.edit([&](MapGrid& g) { g.setGoal(a); });
                const Coord b = freeCell(h.grid, random);
                h.edit([&](MapGrid& g) { g.setGoal(b); });
                randomEdit(h, random);
                const Coord c = freeCell(h.grid, random);
                h.edit([&](MapGrid& g) { g.setStart(c); });
                REQUIRE(h.tickToEnd());
                INFO("round " << round);
                CHECK(resultOf(h) == plainDijkstra4(h.grid));
                if (h.walker().state() == WalkState::ReachedGoal)
                    CHECK(h.walker().path().back() == *h.grid.goal());
            }
        }
    }
}

TEST_CASE("Live mode waits for a start and a goal, saying so once, and follows the settings",
          "[model][run][live]") {
    MapGrid grid = field();
    grid.setGoal(std::nullopt);
    Harness h(grid, "astar");
    RunMachine& m = h.machine;
    m.setLive(true);
    CHECK(m.phase() == Phase::Idle);
    CHECK(h.warnings.empty());
    REQUIRE(h.notices.size() == 1);
    CHECK(h.notices.back() == "Live re-solve waits: the maze has no goal.");
    h.edit([](MapGrid& g) { g.setWall({5, 5}, true); });
    CHECK(h.notices.size() == 1); // still waiting, not said again
    CHECK(m.phase() == Phase::Idle);
    h.edit([](MapGrid& g) { g.setGoal(Coord{11, 0}); });
    CHECK(m.phase() == Phase::Running);
    REQUIRE(h.tickToEnd());
    CHECK(resultOf(h) == plainDijkstra4(h.grid));

    // Another walker is searched with at once.
    RunSettings choices;
    choices.algorithm = "dijkstra";
    m.setChoices(choices);
    m.settingsChanged();
    CHECK(m.phase() == Phase::Running);
    REQUIRE(h.tickToEnd());
    CHECK(h.walker().description().name == "dijkstra");
    CHECK(resultOf(h) == plainDijkstra4(h.grid));

    // Taking the start away waits again; putting it back searches.
    h.edit([](MapGrid& g) { g.setStart(std::nullopt); });
    CHECK(m.phase() == Phase::Idle);
    CHECK(h.notices.back() == "Live re-solve waits: the maze has no start.");
    h.edit([](MapGrid& g) { g.setStart(Coord{0, 9}); });
    REQUIRE(h.tickToEnd());
    CHECK(resultOf(h) == plainDijkstra4(h.grid));
}

TEST_CASE("Live mode ends with Go, Step, Reset and Walk; turned off it keeps its result",
          "[model][run][live]") {
    Harness h(field(), "astar");
    RunMachine& m = h.machine;
    std::vector<bool> told;
    m.onLiveChanged = [&](bool on) { told.push_back(on); };

    m.setLive(true);
    REQUIRE(h.tickToEnd());
    m.setLive(false);
    CHECK_FALSE(m.live());
    CHECK(m.phase() == Phase::Finished); // the result stays on show
    CHECK(resultOf(h) == plainDijkstra4(h.grid));
    // An edit now is an edit of a finished search, as without live mode.
    h.edit([](MapGrid& g) { g.setWall({4, 4}, true); });
    CHECK(m.phase() == Phase::Idle);

    // Turned off mid-way (Space pauses), Go carries the search on.
    m.setLive(true);
    m.tick();
    if (m.phase() == Phase::Running) {
        m.pause();
        CHECK_FALSE(m.live());
        CHECK(m.phase() == Phase::Paused);
    }

    for (const auto& command : std::vector<std::function<void()>>{[&] { m.go(); }, [&] { m.step(); },
                                                                  [&] { m.reset(); }, [&] { m.walk(); }}) {
        m.setLive(true);
        REQUIRE(m.live());
        command();
        CHECK_FALSE(m.live());
        m.reset();
    }
    // Go, Step and Walk start from the beginning, recorded.
    m.setLive(true);
    m.go();
    CHECK(m.timeline() != nullptr);
    REQUIRE(h.tickToEnd());
    CHECK(resultOf(h) == plainDijkstra4(h.grid));
    CHECK(told.size() >= 10);
    CHECK(told.back() == false);
}
