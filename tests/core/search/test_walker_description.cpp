#include "pathfinder/generators/maze_generator.h"
#include "pathfinder/grid/heuristic.h"
#include "pathfinder/grid/movement.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/walker.h"
#include "pathfinder/search/walker_description.h"

#include <catch2/catch.hpp>
#include <set>
#include <string>

using namespace pathfinder;

namespace {

/// Every key and every label of an enumeration is spelled once, and each key reads back.
template <class E>
void checkNames(std::size_t count) {
    const auto values = allValues<E>();
    CHECK(values.size() == count);
    std::set<std::string_view> keys;
    std::set<std::string_view> labels;
    for (const E value : values) {
        CHECK(parseEnum<E>(toString(value)) == value);
        CHECK_FALSE(toString(value).empty());
        CHECK_FALSE(labelOf(value).empty());
        keys.insert(toString(value));
        labels.insert(labelOf(value));
    }
    CHECK(keys.size() == count);
    CHECK(labels.size() == count);
    CHECK_FALSE(parseEnum<E>("").has_value());
    CHECK_FALSE(parseEnum<E>("no-such-value").has_value());
}

} // namespace

TEST_CASE("Every enumeration with words has each word once, and each reads back", "[names]") {
    checkNames<HeuristicKind>(6);
    checkNames<Topology>(2);
    checkNames<HexSide>(6);
    checkNames<DiagonalRule>(3);
    checkNames<DiagonalLength>(3);
    checkNames<TieBreak>(3);
    checkNames<Hand>(2);
    checkNames<StopRule>(3);
    checkNames<Outcome>(4);
    checkNames<MazeKind>(6);
    // The stable words of files and the command line, written out.
    CHECK(toString(TieBreak::LargerG) == "larger-g");
    CHECK(toString(Outcome::GaveUp) == "gave-up");
    CHECK(toString(DiagonalRule::NoCornerCutting) == "no-corner-cutting");
    CHECK(toString(DiagonalLength::OnePointFour) == "1.4");
    CHECK(toString(HeuristicKind::Octile) == "octile");
    CHECK(toString(HeuristicKind::Hex) == "hex");
    CHECK(toString(Topology::Hex) == "hex");
    CHECK(toString(HexSide::NW) == "NW");
    CHECK(toString(MazeKind::RecursiveDivision) == "division");
    CHECK(keyList<Hand>() == "left or right");
    CHECK(keyList<StopRule>() == "heading, sight or mline");
}

TEST_CASE("Each parameter is found by its id and its key", "[parameters]") {
    const auto& specs = parameterSpecs();
    REQUIRE(specs.size() == kParameterCount);
    std::set<std::string_view> keys;
    for (std::size_t i = 0; i < specs.size(); ++i) {
        const ParameterSpec& spec = specs[i];
        CHECK(static_cast<std::size_t>(spec.id) == i);
        CHECK(&parameterSpec(spec.id) == &spec);
        CHECK(findParameter(spec.key) == &spec);
        CHECK_FALSE(spec.label.empty());
        CHECK_FALSE(spec.help.empty());
        keys.insert(spec.key);
    }
    CHECK(keys.size() == specs.size());
    CHECK(findParameter("budget") == nullptr);
}

TEST_CASE("A parameter's value reads back as it was written, and a bad one changes nothing", "[parameters]") {
    const WalkerSettings defaults;
    for (const ParameterSpec& spec : parameterSpecs()) {
        // The default reads back to the default.
        WalkerSettings settings;
        CHECK_FALSE(setParameter(settings, spec.id, parameterValue(defaults, spec.id)).has_value());
        CHECK(settings == defaults);
        for (const ParameterChoice& choice : spec.choices) {
            CHECK_FALSE(setParameter(settings, spec.id, choice.key).has_value());
            CHECK(parameterValue(settings, spec.id) == choice.key);
        }
        const WalkerSettings before = settings;
        if (spec.domain == ParameterDomain::Text) {
            // Any line of printable text is a Text value: a control character or too long a text is not.
            for (const std::string& bad : {std::string("a\tb"), std::string(kMaxParameterText + 1, 'x')}) {
                INFO(spec.key << " = '" << bad << "'");
                CHECK(setParameter(settings, spec.id, bad).has_value());
                CHECK(settings == before);
            }
            continue;
        }
        for (const char* bad : {"", "nan", "-1", "x", "1e400", "18446744073709551616"}) {
            INFO(spec.key << " = '" << bad << "'");
            const auto problem = setParameter(settings, spec.id, bad);
            REQUIRE(problem.has_value());
            CHECK(problem->find(std::string("'") + bad + "'") != std::string::npos);
            CHECK(settings == before);
        }
    }
    WalkerSettings settings;
    CHECK_FALSE(setParameter(settings, Parameter::Weight, "1.05").has_value());
    CHECK(settings.weight == 1.05);
    CHECK(parameterValue(settings, Parameter::Weight) == "1.05");
    CHECK(setParameter(settings, Parameter::Weight, "1000001") ==
          "expected a number from 0 to 1000000, found '1000001'");
    CHECK_FALSE(setParameter(settings, Parameter::Seed, "18446744073709551615").has_value());
    CHECK(settings.seed == 18446744073709551615u);
    CHECK_FALSE(setParameter(settings, Parameter::FloodAll, "on").has_value());
    CHECK(settings.dstarFloodAll);
    CHECK(setParameter(settings, Parameter::TieBreak, "random") ==
          "expected larger-g, fifo or lifo, found 'random'");
}

TEST_CASE("Settings compare equal exactly when every field is equal", "[parameters]") {
    const WalkerSettings a;
    WalkerSettings b;
    CHECK(a == b);
    b.movement.neighbours = 4;
    CHECK(a != b);
    b = a;
    b.stopRule = StopRule::Sight;
    CHECK(a != b);
    b = a;
    b.dstarFloodAll = true;
    CHECK(a != b);
}

TEST_CASE("The walkers declare the parameters they read and the traits they have", "[parameters]") {
    const auto declared = [](std::string_view name) {
        std::string keys;
        for (Parameter id : findWalker(name)->parameters)
            keys += (keys.empty() ? "" : " ") + std::string(parameterSpec(id).key);
        return keys;
    };
    CHECK(declared("breadth-first") == "search-unreachable open-list");
    CHECK(declared("depth-first") == "search-unreachable");
    CHECK(declared("best-first") ==
          "heuristic h-expression terrain-h landmarks landmark-cells tie-break search-unreachable open-list");
    CHECK(declared("dijkstra") == "tie-break search-unreachable open-list");
    CHECK(declared("astar") == "heuristic h-expression terrain-h landmarks landmark-cells weight tie-break "
                               "search-unreachable open-list");
    CHECK(declared("dstar") == "flood-all search-unreachable");
    CHECK(declared("pathjoiner") == "heuristic terrain-h weight tie-break search-unreachable");
    CHECK(declared("random-bounce") == "seed max-steps");
    CHECK(declared("wall-trace") == "max-steps hand stop-rule");
    CHECK(declared("jps") == "tie-break search-unreachable");
    CHECK(declared("idastar") == "heuristic terrain-h tie-break node-budget search-unreachable");
    CHECK(declared("stack-depth-first") == "search-unreachable");
    CHECK(declared("bounded-astar") == "heuristic terrain-h tie-break open-bound search-unreachable");
    CHECK(declared("lrtastar") == "heuristic terrain-h max-steps lookahead trials search-unreachable");
    CHECK(declared("rtaastar") == "heuristic terrain-h max-steps lookahead trials search-unreachable");
    CHECK(declared("fringe") == "heuristic terrain-h search-unreachable");
    for (const WalkerInfo& info : walkerRegistry()) {
        INFO(info.name);
        // Agents are neither complete nor optimal. A search is complete unless a limit it declares
        // can stop it first: IDA*'s node budget, or a bounded open list that drops cells; an optimal
        // search is complete unless its budget stops it.
        const bool limited = info.declares(Parameter::NodeBudget) || info.declares(Parameter::OpenBound);
        CHECK(info.traits.complete == (!info.traits.movesAgent && !limited));
        if (info.traits.optimal)
            CHECK((info.traits.complete || info.declares(Parameter::NodeBudget)));
        CHECK(info.create()->description().name == info.name);
    }
}

TEST_CASE("The settings summary names a walker's parameters with their values", "[parameters]") {
    WalkerSettings settings;
    CHECK(settingsSummary(*findWalker("astar"), settings) ==
          "heuristic octile, weight 1, tie-break larger-g");
    CHECK(settingsSummary(*findWalker("breadth-first"), settings).empty());
    WalkerSettings landmarks = settings;
    landmarks.landmarks = 4;
    landmarks.landmarkCells = "0,0 5,5";
    CHECK(settingsSummary(*findWalker("astar"), landmarks) ==
          "heuristic octile, landmarks 4, landmark-cells '0,0 5,5', weight 1, tie-break larger-g");
    settings.openList = OpenListKind::SortedArray;
    CHECK(settingsSummary(*findWalker("breadth-first"), settings) == "open-list sorted-array");
    settings.openList = OpenListKind::FourAryHeap;
    CHECK(settingsSummary(*findWalker("random-bounce"), settings) == "seed 1, max-steps 20 x cells");
    CHECK(settingsSummary(*findWalker("dstar"), settings).empty()); // a flag that is off is left out
    settings.dstarFloodAll = true;
    settings.maxSteps = 500;
    settings.hand = Hand::Right;
    CHECK(settingsSummary(*findWalker("dstar"), settings) == "flood-all");
    CHECK(settingsSummary(*findWalker("wall-trace"), settings) ==
          "max-steps 500, hand right, stop-rule mline");
}
