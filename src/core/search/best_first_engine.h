#pragma once

#include "pathfinder/grid/heuristic_expression.h"
#include "pathfinder/grid/landmarks.h"
#include "pathfinder/search/walker.h"

#include "grid/legal_moves.h"
#include "search/binary_open_list.h"
#include "search/bucket_open_list.h"
#include "search/open_list.h"
#include "search/search_parts.h"
#include "search/sorted_open_list.h"
#include "search/unsorted_open_list.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace pathfinder {

/// The one best-first search behind Breadth-First, Best-First, Dijkstra and A* (and JPS's plain
/// fallback): they differ only in how open nodes are ranked. The goal test happens when the goal
/// leaves the open list.
///
/// Built from the shared parts (search_parts.h): the neighbour expansion (LegalMoves), a ranking
/// (the key g, h, g + w·h or hops, with the tie-break's Ranker), the heuristic chosen once per
/// search, the open list (an indexed heap, so a cheaper route re-ranks an open node in place) and a
/// NodeTable of per-cell state, so reset() costs O(1) instead of clearing every cell.
///
/// The open list's container is a setting (OpenListKind): the four-ary heap of OpenList, a binary
/// heap, a sorted array, an unsorted list or buckets. All take out the same entries in the same
/// order, the total order of OpenEntry::Before, so the expansions are the same with each; only the
/// time differs. The expansion is compiled once per container and the container is chosen once
/// per iterate(), so the four-ary heap's loop is the same as if it were the only one.
class BestFirstEngine : public MapGridWalker {
public:
    enum class Ranking {
        Hops,              ///< key = number of moves; cell costs ignored (Breadth-First)
        Cost,              ///< key = g (Dijkstra)
        CostPlusHeuristic, ///< key = g + w·h (A*)
        HeuristicOnly,     ///< key = h (greedy Best-First)
    };

    CellView cellState(Coord c) const override;
    std::optional<Coord> current() const override;
    std::size_t openSize() const override;

protected:
    explicit BestFirstEngine(Ranking ranking) : m_ranking(ranking) {}

    void doReset() override;
    WalkState doIterate() override;
    /// Why landmarks were left out, and with a custom h (h-expression) how far it overestimated.
    std::string searchNote() const override;

private:
    /// One expansion; with kTraced it also sends the events, compiled out of the headless loop.
    /// One expansion; kPlain: on a map where LegalMoves::plain() holds, without its tests.
    template <bool kTraced, bool kPlain, class List>
    WalkState expandNext(List& open);
    /// Calls `f` with the open list of the container chosen at reset().
    template <class F>
    decltype(auto) withOpenList(F&& f);

    static constexpr std::uint8_t kNoParent = kNoParentHeading;

    struct Node {
        double g;
        std::uint32_t epoch; ///< the search the node belongs to (NodeTable)
        CellVisit visit;
        std::uint8_t parentDir; ///< heading from this cell to its parent
        bool closedBefore;      ///< expanded at least once in this search
    };

    using HeapEntry = OpenEntry;

    bool reopensClosed() const { return m_ranking == Ranking::CostPlusHeuristic; }
    double hValue(Coord c) const;
    /// hValue() for the heuristics other than unscaled octile with diagonals: kept out of the expansion
    /// loop, whose code the compiler lays out better without it.
    [[gnu::noinline]] double otherHValue(Coord c) const;
    double keyOf(double g, double h) const { return m_gWeight * g + m_hWeight * h; }
    /// The key of an open node at `at` with cost g, as cellState() reports it.
    double fOf(double g, Coord at) const { return keyOf(g, hValue(at)); }
    /// Marks the node open with this route and returns its open-list entry (not yet queued).
    HeapEntry open(std::uint32_t cell, double g, std::uint8_t parentDir, double key);
    void rankingSetup();
    /// Builds or keeps the landmark tables the settings ask for (walkers that declare
    /// Parameter::Landmarks); false when the landmark cells cannot be used on this map.
    bool landmarkSetup();
    /// Parses the settings' h-expression when the walker declares it (once per text), else drops it.
    void expressionSetup();
    /// The custom h at c, scaled as the built-in ones; records how far it exceeds the obstacle-free
    /// distance (times the least entry factor) in m_overestimate.
    double expressionHValue(Coord c, double scale) const;
    std::vector<Coord> tracePath(std::uint32_t goalCell) const;

    Ranking m_ranking;
    // The ranking and settings in the form the inner loop reads them, set at reset().
    double m_gWeight = 1.0; ///< key = m_gWeight·g + m_hWeight·h
    double m_hWeight = 0.0;
    bool m_usesHeuristic = false;
    bool m_octile = false;       ///< the heuristic is the octile distance with diagonals, unscaled
    double m_hScale = 1.0;       ///< the map's least entry factor, which scales h (estimateScale())
    bool m_cellRule = false;     ///< h is scaled by the cell's own entry cost instead
    double m_diagonalStep = 0.0; ///< for the octile distance
    Ranker m_rank;
    /// Cost of a step in heading d onto a cell of step code c (1 for every step when ranking by hops).
    double m_stepCost[kDirectionCount][MapGrid::kCodeCount] = {};
    std::unique_ptr<HeuristicExpression> m_expression; ///< the custom h, when the settings give one
    mutable double m_overestimate = 0.0; ///< the largest excess of the custom h seen this search
    NodeTable<Node> m_nodes;
    OpenListKind m_openKind = OpenListKind::FourAryHeap;
    OpenList m_open; ///< the default container; the others below stay empty unless chosen
    BinaryOpenList m_binaryOpen;
    SortedOpenList m_sortedOpen;
    UnsortedOpenList m_unsortedOpen;
    BucketOpenList m_bucketOpen;
    std::uint32_t m_goalCell = 0;
    Coord m_goal;
    std::uint32_t m_current = MapGrid::kNoCell;
    bool m_ready = false; ///< start and goal exist and the start is free
    LegalMoves m_moves;
    /// The landmarks' tables, kept across resets while the map's cells, the movement and the
    /// landmark settings stay the same, and built afresh otherwise.
    LandmarkTable m_landmarks;
    bool m_useLandmarks = false;        ///< h is also bounded by the landmarks (otherHValue())
    std::vector<double> m_landmarkGoal; ///< LandmarkTable::goalRow() of this search's goal
    std::string m_landmarkNote;         ///< why the landmarks are not used, or their cells are refused
    bool m_landmarkRefused = false;     ///< the landmark cells cannot be used: the walk gives up
};

} // namespace pathfinder
