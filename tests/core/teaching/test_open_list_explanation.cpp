#include "pathfinder/basics/random.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/walker.h"
#include "pathfinder/teaching/open_list_explanation.h"

#include "core/walker_helpers.h"
#include "support/random_map.h"

#include <catch2/catch.hpp>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

using namespace pathfinder;

namespace {

/// Before each Expanding event, asks the tracker which cell the open list gives next, and notes
/// the first time that is not the cell expanded.
class NextExpansionCheck final : public SearchListener {
public:
    NextExpansionCheck(const MapGridWalker& walker, TieBreak tieBreak)
        : m_walker(walker), m_tieBreak(tieBreak) {}

    void onSearchEvent(const SearchEvent& event) override {
        if (event.kind == SearchEventKind::Expanding && m_problem.empty()) {
            const OpenListExplanation why = m_tracker.explain(m_tieBreak, 3);
            ++m_checked;
            std::ostringstream out;
            if (!why.chosen || why.chosen->cell != event.cell) {
                out << "expansion " << m_checked << ": expanded (" << event.cell.x << ',' << event.cell.y
                    << "), the explanation chose ";
                if (why.chosen)
                    out << '(' << why.chosen->cell.x << ',' << why.chosen->cell.y << ") for " << why.reason;
                else
                    out << "nothing";
            } else if (m_tracker.openCount() != m_walker.openSize() + 1) {
                // The walker has already taken the cell off; the tracker takes it off now.
                out << "expansion " << m_checked << ": " << m_tracker.openCount()
                    << " open cells known, the walker has " << m_walker.openSize()
                    << " besides the one expanded";
            }
            m_problem = out.str();
        }
        m_tracker.onSearchEvent(event);
    }

    const std::string& problem() const { return m_problem; }
    int checked() const { return m_checked; }

private:
    const MapGridWalker& m_walker;
    TieBreak m_tieBreak;
    OpenListTracker m_tracker;
    std::string m_problem;
    int m_checked = 0;
};

struct Variant {
    std::string walker;
    HeuristicKind heuristic = HeuristicKind::Octile;
    double weight = 1.0;
    std::uint64_t openBound = 100;
};

std::vector<Variant> explainedVariants() {
    // Bounded A* with room for 100 open cells (the default) and for 8, where it drops many.
    std::vector<Variant> variants = {{"breadth-first"}, {"dijkstra"},
                                     {"jps"},           {"jps-plus"},
                                     {"bounded-astar"}, {"bounded-astar", HeuristicKind::Octile, 1.0, 8}};
    for (const HeuristicKind h : allValues<HeuristicKind>()) {
        variants.push_back({"best-first", h});
        variants.push_back({"astar", h});
    }
    variants.push_back({"astar", HeuristicKind::Octile, 1.5});
    variants.push_back({"astar", HeuristicKind::Euclidean, 0.5});
    return variants;
}

} // namespace

TEST_CASE("Before every expansion the open-list explanation chooses the cell the walker expands next",
          "[explain][open-list]") {
    const Variant variant = GENERATE(from_range(explainedVariants()));
    const TieBreak tieBreak = GENERATE(TieBreak::LargerG, TieBreak::Fifo, TieBreak::Lifo);
    REQUIRE(explainsOpenList(variant.walker));
    const Movement movements[] = {
        Movement{8, DiagonalRule::NoCornerCutting, DiagonalLength::Sqrt2},
        Movement{8, DiagonalRule::NotBothBlocked, DiagonalLength::OnePointFour},
        Movement{8, DiagonalRule::Always, DiagonalLength::Sqrt2},
        Movement{4, DiagonalRule::NoCornerCutting, DiagonalLength::Sqrt2},
    };
    Random random(0xE1 + static_cast<std::uint64_t>(tieBreak) * 7919 +
                  std::hash<std::string>{}(variant.walker) % 1000 +
                  static_cast<std::uint64_t>(variant.heuristic));
    int expansions = 0;
    for (int map = 0; map < 24; ++map) {
        CAPTURE(variant.walker, toString(variant.heuristic), variant.weight, toString(tieBreak), map);
        testing::RandomMapOptions options;
        options.costShare = map % 2 == 0 ? 0.4 : 0.0; // with costs, JPS falls back to plain A*
        const MapGrid grid = testing::randomSizedMap(random, 3, 24, options);
        const std::unique_ptr<MapGridWalker> walker = createWalker(variant.walker);
        WalkerSettings settings;
        settings.movement = movements[map % 4];
        settings.heuristic = variant.heuristic;
        settings.weight = variant.weight;
        settings.openBound = variant.openBound;
        settings.tieBreak = tieBreak;
        NextExpansionCheck check(*walker, tieBreak);
        walker->setListener(&check);
        walker->setup(grid, settings);
        testing::iterateToEnd(*walker, grid);
        REQUIRE(walker->finished());
        CAPTURE(check.problem());
        REQUIRE(check.problem().empty());
        CHECK(static_cast<std::uint64_t>(check.checked()) == walker->stats().expanded);
        expansions += check.checked();
    }
    CHECK(expansions > 100); // the maps gave the search work (JPS expands the fewest)
}

TEST_CASE("On open ground the explanation says which tie-break chose the cell", "[explain][open-list]") {
    // An empty 5×5, A* with the octile distance, from the top left corner to (4, 2): every cell on a
    // least-cost route has f = 2 + 2√2 ≈ 4.828. Expanding the start generates, in the engine's
    // heading order N, NE, E, SE, S, …, the cells E (1,0) with g 1 at event 5, SE (1,1) with g √2 at
    // event 6 and S (0,1) with f = 1 + 3 + √2 at event 7 (events 0 to 4: restarting, source,
    // destination, generating the start, expanding it).
    MapGrid grid(5, 5);
    grid.setStart(Coord{0, 0});
    grid.setGoal(Coord{4, 2});
    WalkerSettings settings;
    settings.movement = Movement{8, DiagonalRule::NoCornerCutting, DiagonalLength::Sqrt2};
    settings.heuristic = HeuristicKind::Octile;

    struct Case {
        TieBreak tieBreak;
        Coord chosen;
        Coord runnerUp;
        OpenChoice choice;
        std::string reason;
        std::string tieKey;
    };
    const Case c = GENERATE(Case{TieBreak::LargerG,
                                 {1, 1},
                                 {1, 0},
                                 OpenChoice::LargerG,
                                 "equal f 4.828; larger g first (1.414 > 1)",
                                 "g 1.414"},
                            Case{TieBreak::Fifo,
                                 {1, 0},
                                 {1, 1},
                                 OpenChoice::Fifo,
                                 "equal f 4.828; first in, first out (entered at event 5 before 6)",
                                 "entry #5"},
                            Case{TieBreak::Lifo,
                                 {1, 1},
                                 {1, 0},
                                 OpenChoice::Lifo,
                                 "equal f 4.828; last in, first out (entered at event 6 after 5)",
                                 "entry #6"});
    CAPTURE(toString(c.tieBreak));
    settings.tieBreak = c.tieBreak;
    OpenListTracker tracker;
    const std::unique_ptr<MapGridWalker> walker = createWalker("astar");
    walker->setListener(&tracker);
    walker->setup(grid, settings);

    const OpenListExplanation first = tracker.explain(c.tieBreak);
    CHECK(first.choice == OpenChoice::OnlyCell);
    CHECK(first.reason == "the only open cell");
    REQUIRE(first.chosen);
    CHECK(first.chosen->cell == Coord{0, 0});

    walker->iterate();
    const OpenListExplanation why = tracker.explain(c.tieBreak, 2, walker.get());
    CHECK(why.openCount == 3);
    REQUIRE(why.chosen);
    REQUIRE(why.runnerUp);
    CHECK(why.chosen->cell == c.chosen);
    CHECK(why.runnerUp->cell == c.runnerUp);
    CHECK(why.choice == c.choice);
    CHECK(why.reason == c.reason);
    REQUIRE(why.ranked.size() == 2);
    CHECK(why.ranked[0].open.cell == c.chosen);
    CHECK(why.ranked[0].tieKey == c.tieKey);
    CHECK(why.ranked[0].open.h == walker->cellState(c.chosen).h);
    walker->iterate();
    CHECK(walker->current() == c.chosen);
}

TEST_CASE("Equal f and equal g fall to the order of entry, and a lower f needs no tie-break",
          "[explain][open-list]") {
    // 4 neighbours on an empty 5×5 from (0,0) to (2,2): E (1,0) at event 5 and S (0,1) at event 6
    // both have g 1 and f 1 + 3 = 4.
    MapGrid grid(5, 5);
    grid.setStart(Coord{0, 0});
    grid.setGoal(Coord{2, 2});
    WalkerSettings settings;
    settings.movement.neighbours = 4;
    settings.tieBreak = TieBreak::LargerG;
    OpenListTracker tracker;
    const std::unique_ptr<MapGridWalker> walker = createWalker("astar");
    walker->setListener(&tracker);
    walker->setup(grid, settings);
    walker->iterate();
    const OpenListExplanation why = tracker.explain(TieBreak::LargerG);
    REQUIRE(why.chosen);
    CHECK(why.chosen->cell == Coord{1, 0});
    CHECK(why.choice == OpenChoice::Fifo);
    CHECK(why.reason == "equal f and g; first in, first out (entered at event 5 before 6)");

    SECTION("a goal off the diagonal gives one cell the lower f") {
        grid.setGoal(Coord{4, 0});
        walker->setup(grid, settings);
        walker->iterate();
        const OpenListExplanation lower = tracker.explain(TieBreak::LargerG);
        REQUIRE(lower.chosen);
        CHECK(lower.chosen->cell == Coord{1, 0});
        CHECK(lower.choice == OpenChoice::LowerF);
        CHECK(lower.reason == "lower f (4 < 6)");
    }
}

TEST_CASE("The open-list explanation names the walkers it holds for", "[explain][open-list]") {
    for (const char* name : {"breadth-first", "best-first", "dijkstra", "astar", "jps", "jps-plus"})
        CHECK(explainsOpenList(name));
    for (const char* name : {"depth-first", "dstar", "pathjoiner", "random-bounce", "wall-trace"})
        CHECK_FALSE(explainsOpenList(name));
    CHECK(explainOpenList({}, TieBreak::Fifo).reason == "no open cell");
}
