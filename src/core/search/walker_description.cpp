#include "pathfinder/search/walker_description.h"

#include "pathfinder/basics/number_text.h"
#include "pathfinder/grid/heuristic_expression.h"
#include "pathfinder/grid/landmarks.h"

#include <algorithm>
#include <climits>
#include <cstdio>
#include <limits>
#include <stdexcept>
#include <type_traits>
#include <variant>

namespace pathfinder {

namespace {

template <class E>
std::vector<ParameterChoice> choicesOf() {
    std::vector<ParameterChoice> choices;
    for (const auto& entry : EnumNames<E>::table)
        choices.push_back({entry.key, entry.label});
    return choices;
}

/// A parameter kept in `field`: its domain follows from the field's type (a flag, a whole number, a
/// real number, or one of an enumeration's words, which are then its choices).
template <class T>
ParameterSpec row(Parameter id, T WalkerSettings::*field, std::string_view key, std::string_view label,
                  std::string_view help) {
    ParameterSpec spec;
    spec.id = id;
    spec.key = key;
    spec.label = label;
    spec.help = help;
    spec.field = field;
    if constexpr (std::is_same_v<T, bool>) {
        spec.domain = ParameterDomain::Flag;
    } else if constexpr (std::is_same_v<T, std::uint64_t>) {
        spec.domain = ParameterDomain::Integer;
    } else if constexpr (std::is_same_v<T, double>) {
        spec.domain = ParameterDomain::Real;
    } else if constexpr (std::is_same_v<T, std::string>) {
        spec.domain = ParameterDomain::Text;
    } else {
        spec.domain = ParameterDomain::Choice;
        spec.choices = choicesOf<T>();
    }
    return spec;
}

/// row() for a whole number in [min, max]; `zeroMeans` what 0 stands for, if anything.
ParameterSpec integer(Parameter id, std::uint64_t WalkerSettings::*field, std::string_view key,
                      std::string_view label, std::string_view help, std::uint64_t max,
                      std::string_view zeroMeans = {}, std::uint64_t min = 0) {
    ParameterSpec spec = row(id, field, key, label, help);
    spec.intMin = min;
    spec.intMax = max;
    spec.zeroMeans = zeroMeans;
    return spec;
}

/// Every parameter, one row each, in the order of the Parameter enumeration (the control panel's).
std::vector<ParameterSpec> buildSpecs() {
    using S = WalkerSettings;
    std::vector<ParameterSpec> specs;
    specs.push_back(row(Parameter::Heuristic, &S::heuristic, "heuristic", "Heuristic",
                        "The estimate of the distance left to the goal"));
    specs.push_back(row(Parameter::TerrainEstimate, &S::terrainEstimate, "terrain-h", "Terrain in h",
                        "How the estimate prices terrain: least (the least cost the unit pays on the map; "
                        "never overestimates) or cell (the course's rule: the cost of the cell estimated "
                        "from; may overestimate, so the path may not be optimal)"));
    ParameterSpec weight = row(Parameter::Weight, &S::weight, "weight", "Weight",
                               "w in f = g + w*h; above 1 the path may cost up to w times the optimum");
    weight.realMax = kMaxWeight;
    weight.panelMax = 10.0;
    weight.panelStep = 0.05;
    specs.push_back(weight);
    specs.push_back(row(Parameter::TieBreak, &S::tieBreak, "tie-break", "Ties",
                        "Which of the open cells with equal keys is taken first"));
    specs.push_back(integer(Parameter::Seed, &S::seed, "seed", "Seed",
                            "The random seed; the same seed gives the same walk",
                            std::numeric_limits<std::uint64_t>::max()));
    specs.push_back(integer(Parameter::MaxSteps, &S::maxSteps, "max-steps", "Max steps",
                            "Steps the agent may take before it gives up (0 = 20 x the map's cells)",
                            1'000'000'000'000, "20 x cells"));
    specs.push_back(
        row(Parameter::Hand, &S::hand, "hand", "Hand", "The hand kept on the wall while tracing it"));
    specs.push_back(row(Parameter::StopRule, &S::stopRule, "stop-rule", "Leave wall",
                        "When the agent leaves the wall and heads for the goal again: heading (faces the "
                        "blocked heading again), sight (sees the goal) or mline (crosses the start-goal "
                        "line nearer the goal)"));
    specs.push_back(row(Parameter::FloodAll, &S::dstarFloodAll, "flood-all", "Signposts on every cell",
                        "Label every reachable cell, not only until the start is settled"));
    specs.push_back(integer(Parameter::ClusterSize, &S::clusterSize, "cluster-size", "Cluster size",
                            "The side of a cluster of the abstract map, in cells", 1024, {}, 2));
    specs.push_back(
        row(Parameter::Smoothing, &S::smoothing, "smooth", "Smooth the path",
            "Pull the path taut: keep only the cells where it must turn, joined by straight lines "
            "of sight"));
    specs.push_back(integer(Parameter::OpenBound, &S::openBound, "open-bound", "Open list bound",
                            "The most nodes the open list keeps; past it the worst f is dropped",
                            1'000'000'000, {}, 1));
    specs.push_back(
        integer(Parameter::NodeBudget, &S::nodeBudget, "node-budget", "Node budget",
                "Expansions the search may make in all its iterations before it gives up (0 = 100 x "
                "the map's cells)",
                1'000'000'000'000, "100 x cells"));
    specs.push_back(row(Parameter::OpenList, &S::openList, "open-list", "Open list",
                        "The container of the open list; every one takes out the same cells in the same "
                        "order, at a different cost per push and pop"));
    specs.push_back(integer(Parameter::Lookahead, &S::lookahead, "lookahead", "Lookahead",
                            "Cells the agent expands around itself before each move", 1'000'000, {}, 1));
    specs.push_back(integer(Parameter::Trials, &S::trials, "trials", "Trials",
                            "Walks from the start, each with the values the last one learned (0 = until "
                            "the values settle)",
                            1'000'000, "until settled"));
    ParameterSpec initialWeight = row(Parameter::InitialWeight, &S::initialWeight, "initial-weight",
                                      "First weight", "The weight of the first solution; it falls to 1");
    initialWeight.realMin = 1.0;
    initialWeight.realMax = kMaxWeight;
    initialWeight.panelMax = 10.0;
    initialWeight.panelStep = 0.5;
    specs.push_back(initialWeight);
    ParameterSpec weightStep = row(Parameter::WeightStep, &S::weightStep, "weight-step", "Weight step",
                                   "How much the weight falls after each solution");
    weightStep.realMin = 0.01;
    weightStep.realMax = kMaxWeight;
    weightStep.panelMax = 10.0;
    weightStep.panelStep = 0.05;
    specs.push_back(weightStep);
    specs.push_back(integer(Parameter::Landmarks, &S::landmarks, "landmarks", "Landmarks",
                            "Landmarks whose distance tables sharpen h: the largest of the base heuristic "
                            "and the landmarks' differences (0 = none)",
                            64, "none"));
    specs.push_back(row(Parameter::LandmarkCells, &S::landmarkCells, "landmark-cells", "Landmark cells",
                        "The landmarks' cells as x,y pairs separated by spaces; empty: each next landmark "
                        "is the cell farthest from those chosen"));
    specs.push_back(
        row(Parameter::HeuristicExpression, &S::heuristicExpression, "h-expression", "Custom h",
            "h as an expression of dx, dy (the distances to the goal), x, y, gx, gy with min, max, "
            "abs, sqrt, octile(), manhattan(), euclidean(), chebyshev(); scaled by terrain as the "
            "heuristics are, admissible when never above the obstacle-free distance; empty: the heuristic "
            "chosen"));
    specs.push_back(row(Parameter::SearchUnreachable, &S::searchUnreachable, "search-unreachable",
                        "Search unreachable goals",
                        "Search even when the goal lies in another connected region, instead of answering "
                        "at once that it cannot be reached"));
    for (std::size_t i = 0; i < specs.size(); ++i)
        if (static_cast<std::size_t>(specs[i].id) != i)
            throw std::logic_error("parameter rows out of the Parameter enumeration's order");
    if (specs.size() != kParameterCount)
        throw std::logic_error("a parameter without a row");
    return specs;
}

template <class E>
std::optional<std::string> setChoice(E& field, std::string_view text) {
    if (const auto value = parseEnum<E>(text)) {
        field = *value;
        return std::nullopt;
    }
    return "expected " + keyList<E>() + ", found '" + std::string(text) + "'";
}

std::optional<std::string> setWhole(std::uint64_t& field, const ParameterSpec& spec, std::string_view text) {
    if (const auto value = parseWholeNumber(text, spec.intMin, spec.intMax)) {
        field = *value;
        return std::nullopt;
    }
    return wholeNumberProblem(text, spec.intMin, spec.intMax);
}

std::optional<std::string> setReal(double& field, const ParameterSpec& spec, std::string_view text) {
    if (const auto value = parseRealNumber(text, spec.realMin, spec.realMax)) {
        field = *value;
        return std::nullopt;
    }
    return realNumberProblem(text, spec.realMin, spec.realMax);
}

/// A Text value: one line of printable characters (tabs and line breaks are refused), at most
/// kMaxParameterText bytes, with the spaces at either end left out.
std::optional<std::string> setText(std::string& field, std::string_view text) {
    if (text.size() > kMaxParameterText)
        return "expected at most " + std::to_string(kMaxParameterText) + " characters, found " +
               std::to_string(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c < 0x20 || c == 0x7F)
            return "expected one line of printable text, found a control character at column " +
                   std::to_string(i + 1);
    }
    const auto first = text.find_first_not_of(' ');
    field = first == std::string_view::npos
                ? std::string()
                : std::string(text.substr(first, text.find_last_not_of(' ') - first + 1));
    return std::nullopt;
}

std::optional<std::string> setFlag(bool& field, std::string_view text) {
    if (text == "on" || text == "off") {
        field = text == "on";
        return std::nullopt;
    }
    return "expected on or off, found '" + std::string(text) + "'";
}

} // namespace

const std::vector<ParameterSpec>& parameterSpecs() {
    static const std::vector<ParameterSpec> specs = buildSpecs();
    return specs;
}

const ParameterSpec& parameterSpec(Parameter id) {
    return parameterSpecs()[static_cast<std::size_t>(id)];
}

const ParameterSpec* findParameter(std::string_view key) {
    for (const ParameterSpec& spec : parameterSpecs())
        if (spec.key == key)
            return &spec;
    return nullptr;
}

std::string parameterValue(const WalkerSettings& settings, Parameter id) {
    return std::visit(
        [&settings](auto member) -> std::string {
            const auto& value = settings.*member;
            using T = std::decay_t<decltype(value)>;
            if constexpr (std::is_same_v<T, bool>)
                return value ? "on" : "off";
            else if constexpr (std::is_same_v<T, double>)
                return numberText(value);
            else if constexpr (std::is_same_v<T, std::uint64_t>)
                return std::to_string(value);
            else if constexpr (std::is_same_v<T, std::string>)
                return value;
            else
                return std::string(toString(value));
        },
        parameterSpec(id).field);
}

std::optional<std::string> setParameter(WalkerSettings& settings, Parameter id, std::string_view text) {
    const ParameterSpec& spec = parameterSpec(id);
    return std::visit(
        [&](auto member) -> std::optional<std::string> {
            auto& field = settings.*member;
            using T = std::decay_t<decltype(field)>;
            if constexpr (std::is_same_v<T, bool>)
                return setFlag(field, text);
            else if constexpr (std::is_same_v<T, double>)
                return setReal(field, spec, text);
            else if constexpr (std::is_same_v<T, std::uint64_t>)
                return setWhole(field, spec, text);
            else if constexpr (std::is_same_v<T, std::string>)
                return setText(field, text);
            else
                return setChoice(field, text);
        },
        spec.field);
}

bool sameSettings(const WalkerSettings& a, const WalkerSettings& b) {
    if (!(a.movement == b.movement))
        return false;
    for (const ParameterSpec& spec : parameterSpecs()) {
        const bool same = std::visit([&](auto member) { return a.*member == b.*member; }, spec.field);
        if (!same)
            return false;
    }
    return true;
}

bool WalkerDescription::declares(Parameter id) const {
    return std::find(parameters.begin(), parameters.end(), id) != parameters.end();
}

std::optional<std::string> settingsProblem(const WalkerSettings& settings) {
    const double w = settings.weight;
    if (!(w >= 0.0 && w <= kMaxWeight)) { // also refuses NaN
        char found[32];
        std::snprintf(found, sizeof found, "%g", w);
        return "the weight must be a number from 0 to 1000000, found " + std::string(found);
    }
    if (settings.movement.neighbours != 4 && settings.movement.neighbours != 8)
        return "a cell has 4 or 8 neighbours, not " + std::to_string(settings.movement.neighbours);
    if (const LandmarkCells cells = parseLandmarkCells(settings.landmarkCells); !cells.problem.empty())
        return "landmark-cells: " + cells.problem;
    if (!settings.heuristicExpression.empty())
        return HeuristicExpression::parseProblem(settings.heuristicExpression);
    return std::nullopt;
}

std::string settingsSummary(const WalkerDescription& description, const WalkerSettings& settings) {
    std::string text;
    for (Parameter id : description.parameters) {
        const ParameterSpec& spec = parameterSpec(id);
        std::string value = parameterValue(settings, id);
        if (spec.domain == ParameterDomain::Flag) {
            if (value != "on")
                continue; // a flag that is off is not worth a word
            value.clear();
        } else if (id == Parameter::Landmarks && settings.landmarks == 0) {
            continue; // no landmarks: the heuristic alone, which goes without saying
        } else if (spec.domain == ParameterDomain::Integer && value == "0" && !spec.zeroMeans.empty()) {
            value = spec.zeroMeans;
        } else if (spec.domain == ParameterDomain::Text) {
            if (value.empty())
                continue; // no text: the parameter's default behaviour, not worth a word
            value = "'" + value + "'";
        } else if (id == Parameter::TerrainEstimate &&
                   settings.terrainEstimate == TerrainEstimate::LeastFactor) {
            continue; // the estimate that never overestimates goes without saying, like a flag that is off
        } else if (id == Parameter::OpenList && settings.openList == OpenListKind::FourAryHeap) {
            continue; // the default container changes no expansion, only the time
        }
        text += (text.empty() ? "" : ", ") + std::string(spec.key) + (value.empty() ? "" : " " + value);
    }
    return text;
}

} // namespace pathfinder
