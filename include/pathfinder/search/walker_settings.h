#pragma once

#include "pathfinder/basics/enum_names.h"
#include "pathfinder/grid/heuristic.h"
#include "pathfinder/grid/movement.h"

#include <cstdint>
#include <optional>
#include <string>

namespace pathfinder {

/// Which of equal-keyed open nodes is taken first.
enum class TieBreak {
    LargerG, ///< the one deeper along its route (then first in, first out)
    Fifo,    ///< the one generated first
    Lifo,    ///< the one generated last
};

template <>
struct EnumNames<TieBreak> {
    static constexpr EnumName<TieBreak> table[] = {
        {TieBreak::LargerG, "larger-g", "Larger g first"},
        {TieBreak::Fifo, "fifo", "First in, first out"},
        {TieBreak::Lifo, "lifo", "Last in, first out"},
    };
};

/// Which hand Wall Trace keeps on the obstacle it follows.
enum class Hand {
    Left,  ///< the wall stays on the agent's left: it turns right to get round
    Right, ///< the wall stays on the agent's right: it turns left to get round
};

template <>
struct EnumNames<Hand> {
    static constexpr EnumName<Hand> table[] = {
        {Hand::Left, "left", "Left hand on the wall"},
        {Hand::Right, "right", "Right hand on the wall"},
    };
};

/// When Wall Trace leaves the wall it follows and heads for the goal again.
enum class StopRule {
    Heading, ///< when it faces the heading it was blocked in again
    Sight,   ///< when it has a clear line of sight to the goal
    MLine,   ///< when it meets the start–goal line closer to the goal than where tracing began
};

template <>
struct EnumNames<StopRule> {
    static constexpr EnumName<StopRule> table[] = {
        {StopRule::Heading, "heading", "Facing its heading again"},
        {StopRule::Sight, "sight", "Line of sight to the goal"},
        {StopRule::MLine, "mline", "Crossing the start\u2013goal line"},
    };
};

/// The container of a best-first search's open list. Every container takes out the same entries in
/// the same order (the order of OpenEntry::Before); they differ in what each push and pop costs.
enum class OpenListKind {
    FourAryHeap,  ///< an indexed four-ary heap: O(log n) a push or a pop, half as deep as a binary one
    BinaryHeap,   ///< an indexed binary heap: O(log n) a push or a pop
    SortedArray,  ///< an array kept in order: O(n) a push, O(1) a pop
    UnsortedList, ///< an unordered array: O(1) a push, O(n) a pop
    Buckets,      ///< one bucket per whole unit of the key, the least searched at a pop
};

template <>
struct EnumNames<OpenListKind> {
    static constexpr EnumName<OpenListKind> table[] = {
        {OpenListKind::FourAryHeap, "four-ary-heap", "Four-ary heap"},
        {OpenListKind::BinaryHeap, "binary-heap", "Binary heap"},
        {OpenListKind::SortedArray, "sorted-array", "Sorted array"},
        {OpenListKind::UnsortedList, "unsorted-list", "Unsorted list"},
        {OpenListKind::Buckets, "buckets", "Buckets"},
    };
};

/// The largest weight w of f = g + w·h that a walker accepts.
inline constexpr double kMaxWeight = 1e6;

struct WalkerSettings;
/// operator== of WalkerSettings (walker_description.cpp).
bool sameSettings(const WalkerSettings& a, const WalkerSettings& b);

/// Every setting a walker may read. Walkers ignore what they do not declare (walker_description.h).
struct WalkerSettings {
    Movement movement;
    HeuristicKind heuristic = HeuristicKind::Octile;
    double weight = 1.0; ///< w in f = g + w·h, 0 ≤ w ≤ kMaxWeight
    TieBreak tieBreak = TieBreak::LargerG;
    std::uint64_t seed = 1;     ///< random seed of Random Bounce; the same seed gives the same walk
    std::uint64_t maxSteps = 0; ///< moves a reactive walker may make before it gives up; 0 = 20 × cells
    Hand hand = Hand::Left;     ///< Wall Trace: the hand it starts tracing with
    StopRule stopRule = StopRule::MLine; ///< Wall Trace: when it leaves the wall
    bool dstarFloodAll = false; ///< D*: label every reachable cell, not only until the start is settled
    TerrainEstimate terrainEstimate = TerrainEstimate::LeastFactor; ///< how h prices terrain
    std::uint64_t clusterSize = 16;                                 ///< HPA*: the side of a cluster, in cells
    bool smoothing = false;        ///< pull the path taut between cells in line of sight
    std::uint64_t openBound = 100; ///< bounded A*: the most open nodes it keeps
    std::uint64_t nodeBudget = 0;  ///< IDA*: expansions it may make in all; 0 = 100 × cells
    OpenListKind openList = OpenListKind::FourAryHeap; ///< the container of the best-first open list
    std::uint64_t lookahead = 1;     ///< LRTA*, RTAA*: cells expanded around the agent before each move
    std::uint64_t trials = 0;        ///< LRTA*, RTAA*: most trials; 0 = until the learned values settle
    double initialWeight = 3.0;      ///< ARA*: the weight of the first solution; it falls to 1
    double weightStep = 0.5;         ///< ARA*: how much the weight falls after each solution
    std::uint64_t landmarks = 0;     ///< landmarks of the differential heuristic; 0 = none
    std::string landmarkCells;       ///< the landmarks' cells, "x,y x,y …"; empty = chosen farthest first
    std::string heuristicExpression; ///< h as an expression of dx, dy, …; empty = the heuristic chosen
    bool searchUnreachable = false;  ///< search even when the goal lies in another connected region

    /// The same movement and the same value of every parameter (compared field by field through
    /// parameterSpecs(), so a new parameter is compared as soon as it is declared there).
    friend bool operator==(const WalkerSettings& a, const WalkerSettings& b) { return sameSettings(a, b); }
    friend bool operator!=(const WalkerSettings& a, const WalkerSettings& b) { return !(a == b); }
};

/// Why `settings` cannot be used (e.g. "the weight must be a number from 0 to 1000000, found nan"),
/// or nothing when they can. Whatever takes settings from a person or a file checks them with this.
std::optional<std::string> settingsProblem(const WalkerSettings& settings);

} // namespace pathfinder
