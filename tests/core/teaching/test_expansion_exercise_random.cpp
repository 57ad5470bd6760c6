#include "pathfinder/basics/random.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/search/walker_settings.h"
#include "pathfinder/teaching/expansion_exercise.h"

#include "support/random_map.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <string>
#include <vector>

using namespace pathfinder;

namespace {

struct Variant {
    std::string walker;
    HeuristicKind heuristic = HeuristicKind::Octile;
    double weight = 1.0;
};

std::vector<Variant> coveredVariants() {
    std::vector<Variant> variants = {
        {"breadth-first"}, {"dijkstra"}, {"jps"}, {"jps-plus"}, {"bounded-astar"}};
    for (const HeuristicKind h : allValues<HeuristicKind>()) {
        variants.push_back({"best-first", h});
        variants.push_back({"astar", h});
    }
    variants.push_back({"astar", HeuristicKind::Octile, 1.5});
    return variants;
}

} // namespace

TEST_CASE("Guessing the cell the open-list explanation chooses is always right, for every covered walker",
          "[exercise][explain]") {
    // The explanation is worked out from the events; the verdict goes by the walker's own next
    // expansion. A guess of the explanation's choice is right at every step only if the two agree.
    const Variant variant = GENERATE(from_range(coveredVariants()));
    const TieBreak tieBreak = GENERATE(TieBreak::LargerG, TieBreak::Fifo, TieBreak::Lifo);
    REQUIRE(ExpansionExercise::covers(variant.walker));
    const Movement movements[] = {
        Movement{8, DiagonalRule::NoCornerCutting, DiagonalLength::Sqrt2},
        Movement{8, DiagonalRule::Always, DiagonalLength::OnePointFour},
        Movement{4, DiagonalRule::NoCornerCutting, DiagonalLength::Sqrt2},
    };
    Random random(0x5EED + static_cast<std::uint64_t>(tieBreak) * 31 +
                  std::hash<std::string>{}(variant.walker) % 997 +
                  static_cast<std::uint64_t>(variant.heuristic));
    int guesses = 0;
    for (int map = 0; map < 12; ++map) {
        CAPTURE(variant.walker, toString(variant.heuristic), variant.weight, toString(tieBreak), map);
        testing::RandomMapOptions options;
        options.costShare = map % 3 == 0 ? 0.3 : 0.0; // with costs, JPS searches as plain A*
        const MapGrid grid = testing::randomSizedMap(random, 3, 12, options);
        WalkerSettings settings;
        settings.movement = movements[map % 3];
        settings.heuristic = variant.heuristic;
        settings.weight = variant.weight;
        settings.tieBreak = tieBreak;
        ExpansionExercise exercise(grid, variant.walker, settings);
        while (!exercise.finished()) {
            REQUIRE(exercise.explanation().chosen);
            const Coord chosen = exercise.explanation().chosen->cell;
            // The values the exercise works out are the walker's own.
            const ValuesVerdict values = exercise.answerValues(exercise.walker().cellState(chosen).g,
                                                               exercise.walker().cellState(chosen).h,
                                                               exercise.walker().cellState(chosen).f);
            CHECK(values.cell == chosen);
            CHECK(values.right);
            const ExpansionVerdict verdict = exercise.guessCell(chosen);
            CAPTURE(verdict.text);
            REQUIRE(verdict.counted);
            REQUIRE(verdict.right);
            REQUIRE(verdict.explanationAgreed);
            ++guesses;
        }
        CHECK(exercise.disagreements() == 0);
        CHECK(exercise.score().asked == exercise.score().right);
        CHECK(static_cast<std::uint64_t>(exercise.score().asked) == 2 * exercise.walker().stats().expanded);
    }
    CHECK(guesses > 20);
}

TEST_CASE("The working of g, h and f adds up to the walker's values", "[exercise]") {
    // Each working comes to "= value" for the value the walker holds, to the three decimals shown.
    Random random(77);
    for (const std::string name : {"breadth-first", "dijkstra", "best-first", "astar", "jps"}) {
        for (const HeuristicKind h : allValues<HeuristicKind>()) {
            CAPTURE(name, toString(h));
            testing::RandomMapOptions options;
            options.costShare = name == "jps" ? 0.0 : 0.3;
            const MapGrid grid = testing::randomMap(random, 9, 7, options);
            WalkerSettings settings;
            settings.heuristic = h;
            ExpansionExercise exercise(grid, name, settings);
            for (int step = 0; step < 6 && !exercise.finished(); ++step)
                exercise.skip();
            if (exercise.finished() || !exercise.askValues())
                continue;
            const Coord cell = *exercise.valuesCell();
            const CellView truth = exercise.walker().cellState(cell);
            const ValuesVerdict values = exercise.answerValues(truth.g, truth.h, truth.f);
            CAPTURE(values.text);
            CHECK(values.right);
            CHECK(values.fWorking.find("= " + explanationNumber(truth.f)) != std::string::npos);
            CHECK(values.hWorking.find("= " + explanationNumber(truth.h)) != std::string::npos);
            CHECK(values.gWorking.find("= " + explanationNumber(truth.g)) != std::string::npos);
        }
    }
}
