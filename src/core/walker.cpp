#include "pathfinder/walker.h"

#include <cstdio>
#include <stdexcept>
#include <utility>

namespace pathfinder {

std::string_view toString(TieBreak tieBreak) {
    switch (tieBreak) {
    case TieBreak::LargerG:
        return "larger-g";
    case TieBreak::Fifo:
        return "fifo";
    case TieBreak::Lifo:
        return "lifo";
    }
    return "larger-g";
}

std::optional<TieBreak> parseTieBreak(std::string_view text) {
    for (auto t : {TieBreak::LargerG, TieBreak::Fifo, TieBreak::Lifo})
        if (text == toString(t))
            return t;
    return std::nullopt;
}

std::string_view toString(Outcome outcome) {
    switch (outcome) {
    case Outcome::Searching:
        return "searching";
    case Outcome::Reached:
        return "reached";
    case Outcome::Unreachable:
        return "unreachable";
    case Outcome::GaveUp:
        return "gave-up";
    }
    return "searching";
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

std::string_view toString(Hand hand) {
    return hand == Hand::Left ? "left" : "right";
}

std::optional<Hand> parseHand(std::string_view text) {
    for (auto h : {Hand::Left, Hand::Right})
        if (text == toString(h))
            return h;
    return std::nullopt;
}

std::string_view toString(StopRule rule) {
    switch (rule) {
    case StopRule::Heading:
        return "heading";
    case StopRule::Sight:
        return "sight";
    case StopRule::MLine:
        return "mline";
    }
    return "mline";
}

std::optional<StopRule> parseStopRule(std::string_view text) {
    for (auto r : {StopRule::Heading, StopRule::Sight, StopRule::MLine})
        if (text == toString(r))
            return r;
    return std::nullopt;
}

std::string settingsSummary(const Capabilities& caps, const WalkerSettings& settings) {
    std::string text;
    const auto add = [&](const std::string& item) { text += (text.empty() ? "" : ", ") + item; };
    if (caps.heuristics)
        add("heuristic " + std::string(toString(settings.heuristic)));
    if (caps.weight) {
        char weight[32];
        std::snprintf(weight, sizeof weight, "%g", settings.weight);
        add(std::string("weight ") + weight);
    }
    if (caps.tieBreaking)
        add("tie-break " + std::string(toString(settings.tieBreak)));
    if (caps.seeded)
        add("seed " + std::to_string(settings.seed));
    if (caps.stepLimit)
        add("max-steps " +
            (settings.maxSteps == 0 ? std::string("20 x cells") : std::to_string(settings.maxSteps)));
    if (caps.wallFollowing)
        add("hand " + std::string(toString(settings.hand)) + ", stop-rule " +
            std::string(toString(settings.stopRule)));
    if (caps.floodOption && settings.dstarFloodAll)
        add("flood");
    return text;
}

const std::vector<Coord>& MapGridWalker::trail() const {
    static const std::vector<Coord> none;
    return none;
}

void MapGridWalker::setup(const MapGrid& grid, const WalkerSettings& settings) {
    if (const auto problem = settingsProblem(settings))
        throw std::invalid_argument(*problem);
    m_grid = &grid;
    m_settings = settings;
    reset();
}

void MapGridWalker::reset() {
    ++m_resetCount;
    m_state = WalkState::StillLooking;
    m_stats = RunStats{};
    m_path.clear();
    if (m_grid)
        doReset();
}

void MapGridWalker::notifyChange(const GridChange& change) {
    if (!m_grid)
        return;
    if (!prepareRepair(change)) {
        reset();
        return;
    }
    m_state = WalkState::StillLooking;
    m_path.clear();
    m_stats.gaveUp = false;
}

Outcome MapGridWalker::outcome() const {
    switch (m_state) {
    case WalkState::StillLooking:
        return Outcome::Searching;
    case WalkState::ReachedGoal:
        return Outcome::Reached;
    case WalkState::UnableToReachGoal:
        return m_stats.gaveUp ? Outcome::GaveUp : Outcome::Unreachable;
    }
    return Outcome::Searching;
}

void MapGridWalker::giveUpForBudget() {
    if (m_state == WalkState::StillLooking && m_grid)
        m_state = abandon();
}

WalkState MapGridWalker::iterate() {
    if (m_state != WalkState::StillLooking)
        return m_state;
    if (!m_grid)
        return m_state = WalkState::UnableToReachGoal;
    ++m_stats.iterations;
    m_state = doIterate();
    return m_state;
}

WalkState MapGridWalker::reachGoal(std::vector<Coord> path) {
    m_path = std::move(path);
    m_stats.pathSteps = m_path.empty() ? 0 : m_path.size() - 1;
    m_stats.pathCost = pathCost(*m_grid, m_settings.movement, m_path);
    m_stats.deadEnds = m_stats.generated > m_stats.pathSteps ? m_stats.generated - m_stats.pathSteps : 0;
    return WalkState::ReachedGoal;
}

WalkState MapGridWalker::giveUp() {
    m_path.clear();
    m_stats.pathSteps = 0;
    m_stats.pathCost = RunStats::kUnreachable;
    m_stats.deadEnds = m_stats.generated;
    return WalkState::UnableToReachGoal;
}

WalkState MapGridWalker::abandon() {
    m_stats.gaveUp = true;
    return giveUp();
}

} // namespace pathfinder
