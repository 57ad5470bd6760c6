#include "walker_options.h"

#include "pathfinder/run.h"
#include "pathfinder/walker_registry.h"

#include "option_checks.h"

#include <CLI/CLI.hpp>
#include <limits>
#include <sstream>
#include <stdexcept>

namespace pathfinder::cli {

namespace {

std::vector<std::string> heuristicNames() {
    std::vector<std::string> names;
    for (auto kind : allHeuristics())
        names.emplace_back(toString(kind));
    return names;
}

} // namespace

void declareBudget(CLI::App& command, std::string& budget) {
    command
        .add_option(
            "--budget", budget,
            "Iterations (expansions, or an agent's steps) one run may take before it ends as gave-up: "
            "N, or Nx for N times the map's cells")
        ->check(cli::budget())
        ->capture_default_str();
}

void WalkerOptions::declare(CLI::App& command) {
    declareSearch(command);
    declareReactive(command);
}

void WalkerOptions::declareSearch(CLI::App& command) {
    command
        .add_option("--algo", algorithms,
                    "Walkers to run: 'all' or a comma-separated list of " + walkerNameList())
        ->capture_default_str();
    command.add_option("--heuristic", heuristic, "Heuristic for A* and Best-First")
        ->check(CLI::IsMember(heuristicNames()));
    command.add_option("--weight", weight, "Weight w in f = g + w*h")
        ->check(realNumber(0.0, kMaxWeight))
        ->capture_default_str();
    command.add_option("--neighbours", neighbours, "4 or 8 neighbours (default 8, or the map file's)")
        ->check(CLI::IsMember({4, 8}));
    command.add_option("--diagonal", diagonal, "Diagonal rule")
        ->check(CLI::IsMember({"always", "not-both-blocked", "no-corner-cutting"}));
    command.add_option("--diagonal-length", diagonalLength, "Length of a diagonal step")
        ->check(CLI::IsMember({"sqrt2", "1.4", "2"}));
    command.add_option("--tie-break", tieBreak, "Order of equal keys")
        ->check(CLI::IsMember({"larger-g", "fifo", "lifo"}));
    declareBudget(command, budget);
}

void WalkerOptions::declareReactive(CLI::App& command) {
    command.add_option("--seed", seed, "Random seed of random-bounce; the same seed gives the same walk")
        ->check(wholeNumber(0, std::numeric_limits<std::uint64_t>::max()))
        ->capture_default_str();
    command
        .add_option("--max-steps", maxSteps,
                    "Steps random-bounce and wall-trace may take before giving up (0 = 20 x cells)")
        ->check(wholeNumber(0, 1'000'000'000'000))
        ->capture_default_str();
    command.add_option("--hand", hand, "The hand wall-trace keeps on the wall")
        ->check(CLI::IsMember({"left", "right"}))
        ->capture_default_str();
    command
        .add_option("--stop-rule", stopRule,
                    "When wall-trace leaves the wall: heading (faces the blocked heading again), sight "
                    "(sees the goal) or mline (crosses the start-goal line nearer the goal)")
        ->check(CLI::IsMember({"heading", "sight", "mline"}))
        ->capture_default_str();
}

WalkerSettings WalkerOptions::settings(const std::optional<Movement>& fileMovement) const {
    WalkerSettings s;
    if (fileMovement)
        s.movement = *fileMovement;
    if (neighbours)
        s.movement.neighbours = *neighbours;
    if (diagonal)
        s.movement.diagonalRule = *parseDiagonalRule(*diagonal);
    if (diagonalLength)
        s.movement.diagonalLength = *parseDiagonalLength(*diagonalLength);
    if (heuristic)
        s.heuristic = *parseHeuristic(*heuristic);
    if (tieBreak)
        s.tieBreak = *parseTieBreak(*tieBreak);
    s.weight = weight;
    s.seed = seed;
    s.maxSteps = maxSteps;
    s.hand = *parseHand(hand);
    s.stopRule = *parseStopRule(stopRule);
    if (const auto problem = settingsProblem(s))
        throw std::runtime_error(*problem);
    return s;
}

std::vector<std::string> WalkerOptions::walkerNames() const {
    std::vector<std::string> names;
    if (algorithms == "all") {
        for (const auto& info : walkerRegistry())
            names.emplace_back(info.name);
        return names;
    }
    std::stringstream list(algorithms);
    std::string name;
    while (std::getline(list, name, ',')) {
        if (!findWalker(name))
            throw std::runtime_error("unknown walker '" + name + "'; valid walkers are: " + walkerNameList() +
                                     ", or all");
        names.push_back(name);
    }
    if (names.empty())
        throw std::runtime_error("--algo names no walker; valid walkers are: " + walkerNameList() +
                                 ", or all");
    return names;
}

std::uint64_t WalkerOptions::budgetFor(const MapGrid& grid) const {
    return parseBudget(budget, grid).value_or(defaultBudget(grid));
}

} // namespace pathfinder::cli
