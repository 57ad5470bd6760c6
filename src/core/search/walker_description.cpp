#include "pathfinder/search/walker_description.h"

#include "pathfinder/basics/number_text.h"

#include <algorithm>
#include <climits>
#include <cstdio>
#include <limits>

namespace pathfinder {

namespace {

template <class E>
std::vector<ParameterChoice> choicesOf() {
    std::vector<ParameterChoice> choices;
    for (const auto& entry : EnumNames<E>::table)
        choices.push_back({entry.key, entry.label});
    return choices;
}

ParameterSpec base(Parameter id, std::string_view key, std::string_view label, std::string_view help,
                   ParameterDomain domain) {
    ParameterSpec spec;
    spec.id = id;
    spec.key = key;
    spec.label = label;
    spec.help = help;
    spec.domain = domain;
    return spec;
}

ParameterSpec choice(Parameter id, std::string_view key, std::string_view label, std::string_view help,
                     std::vector<ParameterChoice> choices) {
    ParameterSpec spec = base(id, key, label, help, ParameterDomain::Choice);
    spec.choices = std::move(choices);
    return spec;
}

ParameterSpec integer(Parameter id, std::string_view key, std::string_view label, std::string_view help,
                      std::uint64_t max, std::string_view zeroMeans = {}, std::uint64_t min = 0) {
    ParameterSpec spec = base(id, key, label, help, ParameterDomain::Integer);
    spec.intMin = min;
    spec.intMax = max;
    spec.zeroMeans = zeroMeans;
    return spec;
}

std::vector<ParameterSpec> buildSpecs() {
    std::vector<ParameterSpec> specs;
    specs.push_back(choice(Parameter::Heuristic, "heuristic", "Heuristic",
                           "The estimate of the distance left to the goal", choicesOf<HeuristicKind>()));
    specs.push_back(choice(Parameter::TerrainEstimate, "terrain-h", "Terrain in h",
                           "How the estimate prices terrain: least (the least cost the unit pays on the map; "
                           "never overestimates) or cell (the course's rule: the cost of the cell estimated "
                           "from; may overestimate, so the path may not be optimal)",
                           choicesOf<TerrainEstimate>()));
    ParameterSpec weight =
        base(Parameter::Weight, "weight", "Weight",
             "w in f = g + w*h; above 1 the path may cost up to w times the optimum", ParameterDomain::Real);
    weight.realMax = kMaxWeight;
    weight.panelMax = 10.0;
    weight.panelStep = 0.05;
    specs.push_back(weight);
    specs.push_back(choice(Parameter::TieBreak, "tie-break", "Ties",
                           "Which of the open cells with equal keys is taken first", choicesOf<TieBreak>()));
    specs.push_back(integer(Parameter::Seed, "seed", "Seed",
                            "The random seed; the same seed gives the same walk",
                            std::numeric_limits<std::uint64_t>::max()));
    specs.push_back(integer(Parameter::MaxSteps, "max-steps", "Max steps",
                            "Steps the agent may take before it gives up (0 = 20 x the map's cells)",
                            1'000'000'000'000, "20 x cells"));
    specs.push_back(choice(Parameter::Hand, "hand", "Hand", "The hand kept on the wall while tracing it",
                           choicesOf<Hand>()));
    specs.push_back(choice(Parameter::StopRule, "stop-rule", "Leave wall",
                           "When the agent leaves the wall and heads for the goal again: heading (faces the "
                           "blocked heading again), sight (sees the goal) or mline (crosses the start-goal "
                           "line nearer the goal)",
                           choicesOf<StopRule>()));
    specs.push_back(base(Parameter::FloodAll, "flood-all", "Signposts on every cell",
                         "Label every reachable cell, not only until the start is settled",
                         ParameterDomain::Flag));
    specs.push_back(integer(Parameter::ClusterSize, "cluster-size", "Cluster size",
                            "The side of a cluster of the abstract map, in cells", 1024, {}, 2));
    specs.push_back(
        base(Parameter::Smoothing, "smooth", "Smooth the path",
             "Pull the path taut: keep only the cells where it must turn, joined by straight lines "
             "of sight",
             ParameterDomain::Flag));
    specs.push_back(integer(Parameter::OpenBound, "open-bound", "Open list bound",
                            "The most nodes the open list keeps; past it the worst f is dropped",
                            1'000'000'000, {}, 1));
    specs.push_back(
        integer(Parameter::NodeBudget, "node-budget", "Node budget",
                "Expansions the search may make in all its iterations before it gives up (0 = 100 x "
                "the map's cells)",
                1'000'000'000'000, "100 x cells"));
    specs.push_back(base(Parameter::SearchUnreachable, "search-unreachable", "Search unreachable goals",
                         "Search even when the goal lies in another connected region, instead of answering "
                         "at once that it cannot be reached",
                         ParameterDomain::Flag));
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
    switch (id) {
    case Parameter::Heuristic:
        return std::string(toString(settings.heuristic));
    case Parameter::Weight:
        return numberText(settings.weight);
    case Parameter::TieBreak:
        return std::string(toString(settings.tieBreak));
    case Parameter::Seed:
        return std::to_string(settings.seed);
    case Parameter::MaxSteps:
        return std::to_string(settings.maxSteps);
    case Parameter::Hand:
        return std::string(toString(settings.hand));
    case Parameter::StopRule:
        return std::string(toString(settings.stopRule));
    case Parameter::FloodAll:
        return settings.dstarFloodAll ? "on" : "off";
    case Parameter::TerrainEstimate:
        return std::string(toString(settings.terrainEstimate));
    case Parameter::ClusterSize:
        return std::to_string(settings.clusterSize);
    case Parameter::Smoothing:
        return settings.smoothing ? "on" : "off";
    case Parameter::OpenBound:
        return std::to_string(settings.openBound);
    case Parameter::NodeBudget:
        return std::to_string(settings.nodeBudget);
    case Parameter::SearchUnreachable:
        return settings.searchUnreachable ? "on" : "off";
    }
    return {};
}

std::optional<std::string> setParameter(WalkerSettings& settings, Parameter id, std::string_view text) {
    const ParameterSpec& spec = parameterSpec(id);
    switch (id) {
    case Parameter::Heuristic:
        return setChoice(settings.heuristic, text);
    case Parameter::TieBreak:
        return setChoice(settings.tieBreak, text);
    case Parameter::Hand:
        return setChoice(settings.hand, text);
    case Parameter::StopRule:
        return setChoice(settings.stopRule, text);
    case Parameter::TerrainEstimate:
        return setChoice(settings.terrainEstimate, text);
    case Parameter::Weight:
        if (const auto value = parseRealNumber(text, spec.realMin, spec.realMax)) {
            settings.weight = *value;
            return std::nullopt;
        }
        return realNumberProblem(text, spec.realMin, spec.realMax);
    case Parameter::Seed:
        return setWhole(settings.seed, spec, text);
    case Parameter::MaxSteps:
        return setWhole(settings.maxSteps, spec, text);
    case Parameter::ClusterSize:
        return setWhole(settings.clusterSize, spec, text);
    case Parameter::OpenBound:
        return setWhole(settings.openBound, spec, text);
    case Parameter::NodeBudget:
        return setWhole(settings.nodeBudget, spec, text);
    case Parameter::FloodAll:
        return setFlag(settings.dstarFloodAll, text);
    case Parameter::Smoothing:
        return setFlag(settings.smoothing, text);
    case Parameter::SearchUnreachable:
        return setFlag(settings.searchUnreachable, text);
    }
    return "unknown parameter";
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
        } else if (spec.domain == ParameterDomain::Integer && value == "0" && !spec.zeroMeans.empty()) {
            value = spec.zeroMeans;
        } else if (id == Parameter::TerrainEstimate &&
                   settings.terrainEstimate == TerrainEstimate::LeastFactor) {
            continue; // the estimate that never overestimates goes without saying, like a flag that is off
        }
        text += (text.empty() ? "" : ", ") + std::string(spec.key) + (value.empty() ? "" : " " + value);
    }
    return text;
}

} // namespace pathfinder
