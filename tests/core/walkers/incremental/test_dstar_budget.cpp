#include "pathfinder/basics/random.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"
#include "pathfinder/search/search_events.h"

#include "core/ascii_grid.h"
#include "core/path_checks.h"
#include "core/reference_dijkstra.h"
#include "support/random_case_count.h"
#include "support/random_map.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

/// The edits of the random sequences: walls added, removed, costs changed, the start moved.
constexpr testing::EditMix kBudgetEdits{2, 1, 2, 1};

/// Iterates until the walker has finished (a search or a repair); fails the test on a hang.
void finish(MapGridWalker& walker, const MapGrid& grid) {
    const std::uint64_t limit = 64 * grid.cellCount() + 64;
    std::uint64_t i = 0;
    while (!walker.finished() && i++ < limit)
        walker.iterate();
    REQUIRE(walker.finished());
}

/// Counts, from the events alone, the expansions of a cell already expanded since the last
/// Restarting, and the Restarting events that follow a Repair.
class ExpansionCounter final : public SearchListener {
public:
    explicit ExpansionCounter(const MapGrid& grid) : m_width(grid.width()) {
        m_expanded.assign(static_cast<std::size_t>(grid.width()) * static_cast<std::size_t>(grid.height()),
                          0);
    }
    void onSearchEvent(const SearchEvent& event) override {
        switch (event.kind) {
        case SearchEventKind::Restarting:
            std::fill(m_expanded.begin(), m_expanded.end(), 0);
            if (m_inRepair)
                ++restartsInRepair;
            break;
        case SearchEventKind::Repair:
            m_inRepair = true;
            break;
        case SearchEventKind::End:
            m_inRepair = false;
            break;
        case SearchEventKind::Expanding: {
            ++expansions;
            auto& mark =
                m_expanded[static_cast<std::size_t>(event.cell.y) * static_cast<std::size_t>(m_width) +
                           static_cast<std::size_t>(event.cell.x)];
            repeats += mark;
            mark = 1;
            break;
        }
        default:
            break;
        }
    }
    std::uint64_t expansions = 0;
    std::uint64_t repeats = 0;
    std::uint64_t restartsInRepair = 0;

private:
    int m_width;
    bool m_inRepair = false;
    std::vector<std::uint8_t> m_expanded;
};

/// Hands each event to several listeners.
class FanOut final : public SearchListener {
public:
    explicit FanOut(std::vector<SearchListener*> listeners) : m_listeners(std::move(listeners)) {}
    void onSearchEvent(const SearchEvent& event) override {
        for (SearchListener* listener : m_listeners)
            listener->onSearchEvent(event);
    }

private:
    std::vector<SearchListener*> m_listeners;
};

/// Free cells the goal can be reached from, by the reference Dijkstra.
std::uint64_t reachableCells(const MapGrid& grid, const Movement& movement) {
    MapGrid reversed = grid;
    reversed.setStart(*grid.goal());
    std::uint64_t count = 0;
    for (const double d : referenceDistances(reversed, movement))
        count += std::isfinite(d) ? 1 : 0;
    return count;
}

} // namespace

TEST_CASE("D*'s path costs the reference optimum after every edit, and it counts each re-expansion",
          "[dstar][dynamic]") {
    Random random(20261124);
    const auto movements = allMovementSettings();
    const int kSequences = randomCaseCount(160);
    std::uint64_t repeatsSeen = 0;
    for (int sequence = 0; sequence < kSequences; ++sequence) {
        const int side = randomBetween(random, 8, 48);
        RandomMapOptions options;
        options.maxWallDensity = 0.3;
        options.costShare = sequence % 2 == 0 ? 1.0 : 0.0;
        MapGrid grid = randomMap(random, side, side, options);
        WalkerSettings settings;
        settings.movement = movements[static_cast<std::size_t>(sequence) % movements.size()];
        settings.dstarFloodAll = sequence % 4 == 0;
        INFO("sequence " << sequence << ", " << movementLabel(settings.movement)
                         << (settings.dstarFloodAll ? ", flooding" : ", focused"));
        auto dstar = createWalker("dstar");
        dstar->setup(grid, settings);
        ExpansionCounter counter(grid);
        dstar->setListener(&counter);
        const auto listener =
            grid.addListener([&](const GridChange& change) { dstar->notifyChange(change); });
        finish(*dstar, grid);
        for (int change = 0; change < 25; ++change) {
            INFO("change " << change << "\n" << asciiFromGrid(grid, dstar->path()));
            const double optimal = referenceOptimalCost(grid, settings.movement);
            if (std::isfinite(optimal)) {
                REQUIRE(dstar->state() == WalkState::ReachedGoal);
                CHECK(pathProblem(grid, settings.movement, dstar->path()) == "");
                CHECK(dstar->stats().pathCost == Approx(optimal).epsilon(1e-9));
            } else {
                CHECK(dstar->state() == WalkState::UnableToReachGoal);
            }
            // The walker's counters begin again at a reset (a goal it cannot use, cheaper ground),
            // which leaves iterations at zero until the search resumes.
            randomEdit(grid, dstar->path(), random, kBudgetEdits);
            if (dstar->stats().iterations == 0)
                counter.repeats = counter.expansions = 0;
            finish(*dstar, grid);
            CHECK(dstar->stats().expanded == counter.expansions);
            CHECK(dstar->stats().reexpanded == counter.repeats);
        }
        repeatsSeen += counter.repeats;
        grid.removeListener(listener);
        dstar->setListener(nullptr);
    }
    CHECK(repeatsSeen > 0); // repairs do expand cells again (raised, then lowered)
}

TEST_CASE("D*'s first search expands each reachable cell once", "[dstar]") {
    // Sums of diagonal lengths that are equal in exact arithmetic differ in their last bits; a
    // cell already settled must not be reopened for such a difference.
    Random random(77);
    for (int round = 0; round < 6; ++round) {
        RandomMapOptions options;
        options.maxWallDensity = 0.25;
        options.costShare = round % 2 == 0 ? 0.0 : 1.0;
        const int side = 64;
        MapGrid grid = randomMap(random, side, side, options);
        WalkerSettings settings;
        settings.dstarFloodAll = true;
        settings.movement =
            allMovementSettings()[static_cast<std::size_t>(round) % allMovementSettings().size()];
        INFO("round " << round << ", " << movementLabel(settings.movement));
        auto dstar = createWalker("dstar");
        dstar->setup(grid, settings);
        ExpansionCounter counter(grid);
        dstar->setListener(&counter);
        finish(*dstar, grid);
        CHECK(counter.repeats == 0);
        CHECK(dstar->stats().reexpanded == 0);
        CHECK(dstar->stats().expanded == reachableCells(grid, settings.movement));
    }
}

TEST_CASE("A D* repair over its budget searches afresh, says so, and finds the optimal path", "[dstar]") {
    // A wall down the middle with a gap at the top and a way round at the bottom. Every cell right
    // of the wall routes through the gap; closing it raises all of them and lowers them again
    // through the bottom: about twice the right half, more than a fresh search.
    constexpr int kSide = 48;
    std::vector<std::string> rows(kSide, std::string(kSide, '.'));
    for (int y = 1; y < kSide - 1; ++y)
        rows[static_cast<std::size_t>(y)][kSide / 2] = '#';
    rows[0][0] = 'G';
    rows[0][kSide - 1] = 'S';
    MapGrid grid = gridFromAscii(rows);
    WalkerSettings settings;
    settings.dstarFloodAll = true;

    auto dstar = createWalker("dstar");
    dstar->setup(grid, settings);
    ExpansionCounter counter(grid);
    SearchReplay replay(grid);
    FanOut fanOut({&counter, &replay});
    dstar->setListener(&fanOut);
    const auto listener = grid.addListener([&](const GridChange& change) { dstar->notifyChange(change); });
    finish(*dstar, grid);
    const std::uint64_t firstSearch = dstar->stats().expanded;
    CHECK(firstSearch == reachableCells(grid, settings.movement));

    grid.setWall({kSide / 2, 0}, true);
    finish(*dstar, grid);
    grid.removeListener(listener);
    REQUIRE(dstar->state() == WalkState::ReachedGoal);
    CHECK(dstar->stats().restarts == 1);
    CHECK(counter.restartsInRepair == 1);
    CHECK(dstar->stats().pathCost == Approx(referenceOptimalCost(grid, settings.movement)).epsilon(1e-12));
    CHECK(pathProblem(grid, settings.movement, dstar->path()) == "");

    // The repair stopped at its budget, a fifth of the first search, then searched afresh.
    auto fresh = createWalker("dstar");
    fresh->setup(grid, settings);
    finish(*fresh, grid);
    const std::uint64_t repair = dstar->stats().expanded - firstSearch;
    const std::uint64_t budget = firstSearch / 5;
    CHECK(repair == budget + fresh->stats().expanded);

    // The events still rebuild every cell state, signposts included.
    for (int y = 0; y < kSide; ++y)
        for (int x = 0; x < kSide; ++x) {
            INFO("cell (" << x << ',' << y << ')');
            const CellView want = dstar->cellState({x, y});
            const CellView got = replay.cellState({x, y});
            CHECK(want.visit == got.visit);
            CHECK(want.parent == got.parent);
            CHECK((want.g == got.g || (std::isinf(want.g) && std::isinf(got.g))));
            CHECK(dstar->signpost({x, y}) == fresh->signpost({x, y}));
        }
    dstar->setListener(nullptr);
}
