#include "pathfinder/basics/random.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/walker.h"
#include "pathfinder/teaching/pseudo_code.h"

#include "core/ascii_grid.h"
#include "core/walker_helpers.h"
#include "support/random_map.h"

#include <catch2/catch.hpp>
#include <memory>
#include <set>
#include <string>
#include <vector>

using namespace pathfinder;

namespace {

/// Checks, as the events come, that each maps to a line of the walker's listing (and, for agents,
/// that the decision behind a move names a line); notes the first that does not.
class LineCheck final : public SearchListener {
public:
    LineCheck(const MapGridWalker& walker, const PseudoCodeListing& listing)
        : m_walker(walker), m_listing(listing) {}

    void onSearchEvent(const SearchEvent& event) override {
        kinds.insert(event.kind);
        if (!problem.empty())
            return;
        if (!lineFor(m_listing, event))
            problem = std::string("no line for ") + std::string(toString(event.kind)) +
                      (event.parent ? " with a parent" : " without a parent");
        const AgentDecision why = m_walker.lastDecision();
        if (event.kind == SearchEventKind::Moving && event.parent && why.rule != AgentRule::None) {
            const auto at = lineFor(m_listing, event, why);
            const auto& rules =
                at ? m_listing.lines[static_cast<std::size_t>(*at)].rules : std::vector<AgentRule>{};
            if (std::find(rules.begin(), rules.end(), why.rule) == rules.end())
                problem = std::string("no line for the rule ") + std::string(toString(why.rule));
        }
    }

    std::string problem;
    std::set<SearchEventKind> kinds;

private:
    const MapGridWalker& m_walker;
    const PseudoCodeListing& m_listing;
};

} // namespace

TEST_CASE("Every registered walker has a pseudo-code listing of 8 to 15 lines", "[explain][pseudo-code]") {
    for (const WalkerInfo& info : walkerRegistry()) {
        CAPTURE(info.name);
        const PseudoCodeListing* listing = pseudoCodeFor(info.name);
        REQUIRE(listing != nullptr);
        CHECK(!listing->title.empty());
        CHECK(listing->lines.size() >= 8);
        CHECK(listing->lines.size() <= 15);
        for (const PseudoCodeLine& line : listing->lines)
            CHECK(!line.text.empty());
    }
    CHECK(pseudoCodeFor("no-such-walker") == nullptr);
}

TEST_CASE("Every event a walker sends on random maps, edits included, highlights a line of its listing",
          "[explain][pseudo-code]") {
    const std::string name = GENERATE(from_range(testing::registeredWalkerNames()));
    const PseudoCodeListing* listing = pseudoCodeFor(name);
    REQUIRE(listing != nullptr);
    const Movement movements[] = {
        Movement{8, DiagonalRule::NoCornerCutting, DiagonalLength::Sqrt2},
        Movement{8, DiagonalRule::Always, DiagonalLength::Sqrt2},
        Movement{4, DiagonalRule::NoCornerCutting, DiagonalLength::Sqrt2},
    };
    Random random(0x9C0DE + std::hash<std::string>{}(name) % 1000);
    std::set<SearchEventKind> kinds;
    for (int map = 0; map < 30; ++map) {
        CAPTURE(name, map);
        testing::RandomMapOptions options;
        options.costShare = map % 2 == 0 ? 0.3 : 0.0;
        MapGrid grid = testing::randomSizedMap(random, 3, 16, options);
        const std::unique_ptr<MapGridWalker> walker = createWalker(name);
        WalkerSettings settings;
        settings.movement = movements[map % 3];
        settings.maxSteps = 500;
        settings.stopRule = static_cast<StopRule>(map % 3);
        settings.hand = map % 2 == 0 ? Hand::Left : Hand::Right;
        LineCheck check(*walker, *listing);
        walker->setListener(&check);
        walker->setup(grid, settings);
        const testing::ChangeForwarder forward(grid, *walker);
        testing::iterateToEnd(*walker, grid);
        // A wall or a cost changed once the walk has ended, then the walk (or its repair) goes on.
        const Coord cell = testing::randomCell(random, grid);
        if (cell != grid.start() && cell != grid.goal()) {
            if (map % 2 == 0)
                grid.setWall(cell, !grid.isBlocked(cell));
            else
                grid.setCost(cell, 1 + static_cast<int>(random.below(MapGrid::kMaxCost)));
        }
        testing::iterateToEnd(*walker, grid);
        CAPTURE(check.problem);
        REQUIRE(check.problem.empty());
        kinds.insert(check.kinds.begin(), check.kinds.end());
    }
    // The runs met the kinds that matter: the walker's steps and the end.
    CHECK(kinds.count(SearchEventKind::End) == 1);
    CHECK(kinds.count(SearchEventKind::MapChange) == 1);
    CHECK((kinds.count(SearchEventKind::Expanding) == 1 || kinds.count(SearchEventKind::Moving) == 1));
}

TEST_CASE("The highlighted line follows A*'s events", "[explain][pseudo-code]") {
    const PseudoCodeListing& astar = *pseudoCodeFor("astar");
    const auto at = [&](SearchEventKind kind, std::optional<Coord> parent = std::nullopt) {
        const std::optional<int> line = lineFor(astar, SearchEvent{kind, Coord{1, 1}, parent, 0.0, 0.0});
        REQUIRE(line);
        return astar.lines[static_cast<std::size_t>(*line)].text;
    };
    CHECK(at(SearchEventKind::Generating) == "open \u2190 {start}; g(start) \u2190 0");
    CHECK(at(SearchEventKind::Expanding) ==
          "    n \u2190 take the open cell with the least f (ties: the tie-break)");
    CHECK(at(SearchEventKind::Generating, Coord{0, 1}) ==
          "        if m is unseen: parent(m) \u2190 n; g(m) \u2190 g'; open m");
    CHECK(at(SearchEventKind::Updating, Coord{0, 1}) ==
          "        else if g' < g(m): parent(m) \u2190 n; g(m) \u2190 g'; open m again (closed or not)");
    CHECK(at(SearchEventKind::Closing) == "    close n");
    CHECK(at(SearchEventKind::End) == "    if n = goal: return the path to n, along the parents");
    CHECK_FALSE(lineFor(astar, SearchEvent{SearchEventKind::Moving, Coord{}, std::nullopt, 0.0, 0.0}));
}

TEST_CASE("An agent's highlighted line is that of the rule behind its move", "[explain][pseudo-code]") {
    const MapGrid grid = testing::gridFromAscii({
        ".....", //
        "S.#.G", //
        ".....", //
    });
    const PseudoCodeListing& listing = *pseudoCodeFor("wall-trace");
    const std::unique_ptr<MapGridWalker> walker = createWalker("wall-trace");
    walker->setup(grid, WalkerSettings{});
    walker->iterate();
    walker->iterate(); // from (1,1) the way east is blocked: the hand goes on the wall
    const SearchEvent moved{SearchEventKind::Moving, *walker->current(), Coord{1, 1}, CellView::kInf,
                            CellView::kInf};
    const auto line = lineFor(listing, moved, walker->lastDecision());
    REQUIRE(line);
    CHECK(listing.lines[static_cast<std::size_t>(*line)].text ==
          "        else: put the hand on the wall ahead, and follow it");
    CHECK(lineFor(listing, moved) != line); // without the decision, the first line a move makes
}
