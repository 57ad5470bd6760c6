#include "pathfinder/basics/count_text.h"
#include "pathfinder/grid/heuristic.h"
#include "pathfinder/search/run.h"
#include "pathfinder/search/walker_description.h"
#include "pathfinder/search/walker_settings.h"

#include "teaching/suboptimality_parts.h"

#include <cctype>
#include <cmath>
#include <cstdio>
#include <limits>
#include <string>

namespace pathfinder::suboptimality {

namespace {

/// A cost or a count for a student: at most two decimals, no trailing zeros ("8", "8.49", "1.4").
std::string numberWords(double value) {
    char buffer[48];
    std::snprintf(buffer, sizeof buffer, "%.2f", value);
    std::string text = buffer;
    while (text.back() == '0')
        text.pop_back();
    if (text.back() == '.')
        text.pop_back();
    return text == "-0" ? "0" : text;
}

std::string cellWords(Coord c) {
    return "(" + std::to_string(c.x) + ", " + std::to_string(c.y) + ")";
}

/// "Manhattan" for HeuristicKind::Manhattan.
std::string heuristicWords(HeuristicKind kind) {
    std::string words(toString(kind));
    if (!words.empty())
        words[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(words[0])));
    return words;
}

/// Where the walk leaves the optimal path and what each stretch lost, at most three of them named.
std::string stretchWords(const std::vector<Coord>& walk, const SuboptimalityReport& report) {
    const auto& stretches = report.stretches;
    const auto named = [&](const DivergentStretch& s) {
        return "at " + cellWords(walk[s.walkFrom]) + ", losing " + numberWords(s.lost()) + " until " +
               cellWords(walk[s.walkTo]);
    };
    if (stretches.size() == 1) {
        const DivergentStretch& s = stretches.front();
        return "it leaves the cheapest route at " + cellWords(walk[s.walkFrom]) + " and loses " +
               numberWords(s.lost()) + " before meeting it again at " + cellWords(walk[s.walkTo]);
    }
    std::string words = "it leaves the cheapest route " + countText(stretches.size(), "time") + ": ";
    constexpr std::size_t kNamed = 3;
    double rest = 0.0;
    for (std::size_t i = 0; i < stretches.size(); ++i) {
        if (i < kNamed)
            words += (i == 0 ? "" : "; ") + named(stretches[i]);
        else
            rest += stretches[i].lost();
    }
    if (stretches.size() > kNamed)
        words += "; and " + countText(stretches.size() - kNamed, "more time") + ", losing " +
                 numberWords(rest) + " in all";
    return words;
}

/// Whether some cell entered on a stretch, by the walk or by the optimal path, costs other than 1.
bool costsMatterOnStretches(const MapGrid& grid, const std::vector<Coord>& walk,
                            const SuboptimalityReport& report) {
    for (const DivergentStretch& s : report.stretches) {
        for (std::size_t i = s.walkFrom + 1; i <= s.walkTo; ++i)
            if (grid.entryCost(walk[i]) != 1.0)
                return true;
        for (std::size_t i = s.optimalFrom + 1; i <= s.optimalTo; ++i)
            if (grid.entryCost(report.optimalPath[i]) != 1.0)
                return true;
    }
    return false;
}

std::string countsMovesWords(const MapGrid& grid, const SearchView& walk, const SuboptimalityReport& report) {
    const Movement& movement = walk.settings().movement;
    const std::size_t moves = walk.path().size() - 1;
    const auto fewest = referenceFewestMoves(grid, movement);
    std::string words =
        std::string(walk.displayName()) +
        " ranks routes by their number of moves, not by their cost: its path makes " +
        countText(moves, "move") + (fewest && *fewest == moves ? " (the fewest possible)" : "") +
        " where the cheapest makes " + std::to_string(report.optimalPath.size() - 1) + ", because ";
    if (costsMatterOnStretches(grid, walk.path(), report) || !movement.allowsDiagonals())
        return words + "cells cost from 1 to 9 to enter.";
    return words + "a diagonal move costs " + numberWords(movement.diagonalStep()) + " but counts as one.";
}

std::string agentRuleWords(const SearchView& walk) {
    const WalkerDescription& description = walk.description();
    const WalkerSettings& settings = walk.settings();
    std::string rule;
    if (description.declares(Parameter::Hand) && description.declares(Parameter::StopRule)) {
        rule = "follows the wall with its " + std::string(toString(settings.hand)) + " hand until ";
        switch (settings.stopRule) {
        case StopRule::Heading:
            rule += "it faces the heading it was blocked in again";
            break;
        case StopRule::Sight:
            rule += "it can see the goal";
            break;
        case StopRule::MLine:
            rule += "it crosses the start\u2013goal line nearer the goal";
            break;
        }
    } else if (description.declares(Parameter::Seed)) {
        rule = "steps to a random neighbour (seed " + std::to_string(settings.seed) + ")";
    } else {
        rule = "follows its local rule";
    }
    std::string words =
        std::string(walk.displayName()) + " does not plan: it heads for the goal and, when blocked, " + rule;
    // Its path is its walk with the loops cut out; the steps it walked are its expansions.
    const std::uint64_t walked = walk.stats().expanded;
    if (walked + 1 > walk.path().size())
        words += "; it walked " + countText(walked, "step") + ", of which its path keeps the " +
                 std::to_string(walk.path().size() - 1) + " left once its loops are cut out";
    return words + ".";
}

std::string estimateWords(const SearchView& walk, const CauseFinding& finding) {
    const RankingByEstimate ranking = finding.ranking.value_or(RankingByEstimate{});
    const std::string weight = numberWords(ranking.weight);
    if (!finding.overestimated)
        return "With weight " + weight + " it ranks cells by g + " + weight + "\u00b7h, which overestimates.";
    const Overestimate& over = *finding.overestimated;
    const std::string at = "at " + cellWords(over.cell) + " on the cheapest route ";
    const std::string tail = " for a true remaining cost of " + numberWords(over.trueDistance) +
                             ", so it reached the goal by the costlier route before expanding that cell";
    if (finding.cause == SuboptimalCause::Weight) {
        std::string words = "With weight " + weight + " it ranks cells by g + " + weight + "\u00b7h: " + at +
                            "that guesses " + numberWords(over.weightedEstimate) + tail;
        if (over.heuristicValue > over.trueDistance)
            words += " (its " + heuristicWords(ranking.heuristic) + " h alone, " +
                     numberWords(over.heuristicValue) + ", already overestimates there)";
        return words + ".";
    }
    const std::string guess = ranking.weight == 1.0
                                  ? "h = " + numberWords(over.heuristicValue)
                                  : weight + "\u00b7h = " + numberWords(over.weightedEstimate);
    if (ranking.terrain == TerrainEstimate::CellFactor)
        return "Its " + heuristicWords(ranking.heuristic) +
               " heuristic prices the distance left at the cost of the cell it starts from (the course's "
               "terrain rule), which overestimates where cheaper ground lies ahead: " +
               at + guess + tail + ".";
    return "Its " + heuristicWords(ranking.heuristic) + " heuristic overestimates under " +
           describe(walk.settings().movement) + ": " + at + guess + tail + ".";
}

std::string causeWords(const MapGrid& grid, const SearchView& walk, const SuboptimalityReport& report,
                       const CauseFinding& finding) {
    const std::string name(walk.displayName());
    switch (finding.cause) {
    case SuboptimalCause::Greedy:
        return name + " ranks cells by its " + heuristicWords(walk.settings().heuristic) +
               " heuristic alone and ignores the cost already paid, so it follows whatever looks nearest "
               "to the goal.";
    case SuboptimalCause::Weight:
    case SuboptimalCause::InadmissibleHeuristic:
        return estimateWords(walk, finding);
    case SuboptimalCause::CountsMoves:
        return countsMovesWords(grid, walk, report);
    case SuboptimalCause::Splice:
        return name + " mends its path after each map edit by splicing in a detour and does not plan again, "
                      "so the mended path can cost more than a fresh plan.";
    case SuboptimalCause::ReactiveRule:
        return agentRuleWords(walk);
    case SuboptimalCause::FirstRoute:
        return name +
               " goes as deep as it can in a fixed order of headings (N, NE, E, \u2026) and keeps the "
               "first route that reaches the goal, " +
               countText(walk.path().size() - 1, "move") + ", without comparing it with any other.";
    case SuboptimalCause::DroppedNodes: {
        const std::uint64_t bound = walk.settings().openBound;
        return name + " keeps at most " + std::to_string(bound) + (bound == 1 ? " cell" : " cells") +
               " on its open list and drops the one with the worst f when it is full, so it can drop cells "
               "of the cheapest route before expanding them; a larger open-bound loses less.";
    }
    case SuboptimalCause::Unexplained:
    case SuboptimalCause::None:
    case SuboptimalCause::NoPath:
        break;
    }
    return name + " finds a cheapest path with these settings, so this is unexpected: was the map edited "
                  "after the walk without the walker being told?";
}

} // namespace

CauseFinding findCause(const MapGrid& grid, const SearchView& walk, const SuboptimalityReport& report,
                       const DistancesToGoal& toGoal, double tolerance) {
    const WalkerDescription& description = walk.description();
    const WalkerSettings& settings = walk.settings();
    const WalkerTraits& traits = description.traits;
    CauseFinding finding;
    // The walker's kind is read from what it declares, most telling first: an agent; a search blind to
    // costs; a search that reads a heuristic but neither a weight nor a promise of optimality (it
    // ranks by h alone); a search that ranks by g + w·h, whose overestimate is then sought on the map.
    if (traits.movesAgent) {
        finding.cause = SuboptimalCause::ReactiveRule;
        return finding;
    }
    if (!traits.weightedCosts && !traits.optimal) {
        // Breadth-First and iterative deepening find the fewest moves; a search whose path makes more
        // kept the first route its order of headings gave.
        const auto fewest = referenceFewestMoves(grid, settings.movement);
        finding.cause = fewest && walk.path().size() - 1 > *fewest ? SuboptimalCause::FirstRoute
                                                                   : SuboptimalCause::CountsMoves;
        return finding;
    }
    const bool readsHeuristic = description.declares(Parameter::Heuristic);
    const bool boundedOpen = description.declares(Parameter::OpenBound);
    if (readsHeuristic && !description.declares(Parameter::Weight) && !traits.optimal && !boundedOpen) {
        finding.cause = SuboptimalCause::Greedy;
        return finding;
    }
    if (readsHeuristic) {
        const RankingByEstimate ranking{
            settings.heuristic, description.declares(Parameter::Weight) ? settings.weight : 1.0,
            description.declares(Parameter::TerrainEstimate) ? settings.terrainEstimate
                                                             : TerrainEstimate::LeastFactor};
        finding.ranking = ranking;
        const std::vector<double> optimalCum = *costsAlong(grid, settings.movement, report.optimalPath);
        if (const auto m =
                overestimatedCellIndex(grid, settings.movement, ranking, report.optimalPath, optimalCum,
                                       *report.firstDivergence, report.walkCost, toGoal, tolerance)) {
            const Coord cell = report.optimalPath[*m];
            const double h = estimateOnMap(grid, ranking.heuristic, ranking.terrain, cell,
                                           report.optimalPath.back(), settings.movement);
            finding.overestimated =
                Overestimate{cell, h, ranking.weight * h, toGoal.cost[grid.cellIndex(cell)]};
            finding.cause =
                ranking.weight > 1.0 ? SuboptimalCause::Weight : SuboptimalCause::InadmissibleHeuristic;
            return finding;
        }
    }
    // A repairing walker whose plan, if it makes one, could not have cost this: its repairs did.
    // A bounded open list whose heuristic did not overestimate on the way: it dropped what it lacked.
    finding.cause = traits.dynamicRepair && !traits.optimal ? SuboptimalCause::Splice
                    : boundedOpen                           ? SuboptimalCause::DroppedNodes
                                                            : SuboptimalCause::Unexplained;
    return finding;
}

std::string explanationWithoutComparison(const MapGrid& grid, const SearchView& walk,
                                         const SuboptimalityReport& report, bool legalPath) {
    const std::string name(walk.displayName());
    if (!grid.start() || !grid.goal())
        return "The map has no start or no goal, so there is nothing to compare.";
    if (walk.path().empty()) {
        if (report.optimalCost == std::numeric_limits<double>::infinity())
            return name + " found no path, and none exists: the goal cannot be reached from the start.";
        return name + " found no path, so there is nothing to compare with the cheapest route, which costs " +
               numberWords(report.optimalCost) + ".";
    }
    if (!legalPath || walk.path().front() != *grid.start() || walk.path().back() != *grid.goal())
        return name + "'s path is not a legal route from this map's start to its goal: was the map edited "
                      "after the walk?";
    return name + "'s path cannot be compared: the goal cannot be reached on this map.";
}

std::string explanationOfAnyAngleWalk(const SearchView& walk, const SuboptimalityReport& report,
                                      const CostComparison& comparison) {
    std::string text = std::string(walk.displayName()) + "'s path runs in straight lines in any direction, " +
                       numberWords(report.walkCost) + " long";
    if (!comparison.comparable())
        return text +
               ". It prices a line by its length alone, ignoring the costs of the cells it crosses, so "
               "on this map its length is no cost and is not set against the cheapest route of grid moves.";
    if (comparison.costPerLength != 1.0)
        text += ", which at " + numberWords(comparison.costPerLength) + " a cell costs " +
                numberWords(comparison.cost(report.walkCost));
    if (report.optimalCost < std::numeric_limits<double>::infinity())
        text += "; the cheapest route of grid moves costs " + numberWords(report.optimalCost);
    return text +
           ". A path of straight lines is not made of grid moves, so the two are not compared step by step.";
}

std::string explanationOfOptimalWalk(const SearchView& walk, const SuboptimalityReport& report) {
    return std::string(walk.displayName()) + "'s path costs " + numberWords(report.walkCost) +
           ", the least possible: it is optimal.";
}

std::string explanationOfLoss(const MapGrid& grid, const SearchView& walk, const SuboptimalityReport& report,
                              const CauseFinding& finding) {
    return std::string(walk.displayName()) + " paid " + numberWords(report.walkCost) +
           " where the cheapest route costs " + numberWords(report.optimalCost) + ": " +
           stretchWords(walk.path(), report) + ". " + causeWords(grid, walk, report, finding);
}

} // namespace pathfinder::suboptimality
