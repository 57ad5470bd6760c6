#pragma once

#include "pathfinder/search/walker.h"

#include "basics/zeroed_pages.h"
#include "walkers/classic/search_walkers.h"
#include "walkers/incremental/join_bound.h"
#include "walkers/incremental/repair_search.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace pathfinder {

/// PathJoiner: path repair by joining the held path to a search from the changed cell
/// (docs/algorithms.md).
///
/// The first plan comes from A* (settings' heuristic, weight and tie-break), stepped one expansion per
/// iterate(); adoptPath() hands it a path from any other walker instead. After that it keeps the path
/// and mends it after each change of the map rather than planning again:
///
/// - A wall removed at s (or a cell's cost lowered): a Dijkstra search from s (FIFO among equal
///   distances) in which cells of the path are terminal. The first path cell it settles is the
///   locator L; every later one, T, is joined to it when X1 + X2 < Y, with X1 and X2 the costs of
///   the branches s–L and s–T and Y the cost of the path between L and T. The search gives up when
///   X1 plus the distance it has reached exceeds the whole path's cost, or when it runs dry. It skips
///   the cells through which no path node could be reached cheaply enough to pass (JoinBound), which
///   changes only the work it does, not the join it finds.
/// - A wall that cuts the path (on it, or making one of its diagonal steps illegal): a Dijkstra
///   search from the last intact cell before the cut to the nearest cell of the intact rest of the
///   path; UnableToReachGoal when there is none.
/// - A cost raised, or a wall elsewhere: the path stands (no search).
/// - The start moved onto the path (an agent advancing, told or not): the path before it is dropped.
///   A start moved elsewhere, a goal moved or a replaced map: a fresh plan.
///
/// One iterate() is one expansion in the first plan and in a repair alike. A join only ever makes
/// the path cheaper, but the result is not guaranteed optimal.
class PathJoinerWalker final : public MapGridWalker {
public:
    /// One evaluation of the join formula, for the trace of the last repair.
    struct JoinTest {
        Coord node;  ///< the path cell T the search settled
        double x1;   ///< cost of the branch between the source and the locator
        double x2;   ///< cost of the branch between the source and T
        double y;    ///< cost of the path between the locator and T: |cum(L) − cum(T)|
        bool joined; ///< x1 + x2 < y: the path was rerouted through the two branches
    };

    const WalkerDescription& description() const override;

    /// The repair search's state, or the first plan's A* state until a repair starts.
    CellView cellState(Coord c) const override;
    std::optional<Coord> current() const override;
    std::size_t openSize() const override;

    /// Takes `path` as the plan, in place of A*'s: clears the stats and the search state and ends the
    /// walk at once with ReachedGoal and this path, which later changes then repair. The walker must
    /// be set up; `path` must be a legal route from the grid's start to its goal under the movement
    /// in force (any static walker's path() is). Returns false, changing nothing, when it is not.
    bool adoptPath(std::vector<Coord> path);

    /// Cost along the held path from its first cell to each of its cells (prefix sums of step costs).
    const std::vector<double>& costAlongPath() const { return m_cum; }
    /// The section the last repair put into the path, from the cell where it leaves the old path to
    /// the cell where it rejoins it, both included; empty when the last repair changed no cells.
    std::vector<Coord> splicedSection() const { return m_spliced; }
    /// The join formula's evaluations in the last repair, in the order the search settled the nodes.
    const std::vector<JoinTest>& joinTests() const { return m_joinTests; }
    /// The locator of the last join search, once found.
    std::optional<Coord> locator() const;

protected:
    void doReset() override;
    WalkState doIterate() override;
    bool prepareRepair(const GridChange& change) override;
    /// The first plan's A* and the repair searches send their events to the same listener.
    void listenerChanged() override;

private:
    enum class Phase { Planning, Report, JoinSearch, CutSearch, Unreachable, Idle };

    WalkState stepPlanner();
    WalkState stepJoinSearch();
    void setLocator(std::uint32_t cell);
    WalkState stepCutSearch();
    WalkState finishWithRoute();
    WalkState giveUpRoute();

    void setRoute(std::vector<Coord> route);
    void replaceRoute(std::vector<Coord> route);
    bool trimToStart(Coord start);
    bool isLegalRoute(const std::vector<Coord>& route) const;
    /// Indices i of the first and the last steps route[i] → route[i + 1] the map no longer allows.
    std::optional<std::pair<std::size_t, std::size_t>> brokenSteps() const;

    /// Forgets the last search: every cell Unseen, no trace, no locator.
    void clearSearch();
    void beginSearch(Coord source);
    void markRoute();
    /// Settles the cheapest open cell, counted as one expansion.
    std::uint32_t settleNext();
    /// Opens the cell's neighbours: all of them, or in a join search those that may lead to a join.
    void expand(std::uint32_t cell);
    /// The route with route[earlier..later] replaced by the two search branches through the source.
    std::vector<Coord> joinedRoute(std::uint32_t earlierCell, std::uint32_t laterCell) const;
    std::uint32_t cellOf(Coord c) const { return static_cast<std::uint32_t>(gridRef().paddedIndex(c)); }

    AStarWalker m_planner;
    InnerSearchEvents m_plannerEvents;
    bool m_showPlanner = false;
    Phase m_phase = Phase::Idle;
    std::optional<std::vector<Coord>> m_pendingAdoption;

    std::vector<Coord> m_route; ///< the held path; the base's path() is empty while a repair runs
    std::vector<double> m_cum;
    /// The index on m_route of a cell, or −1 for a cell not on it.
    std::int32_t routeIndex(std::uint32_t cell) const {
        return static_cast<std::int32_t>(m_routeSlot[cell]) - 1;
    }
    /// Per padded cell: 1 + its index on m_route, or 0; in zero-filled pages, so that sizing it for
    /// a big map writes nothing.
    ZeroedArray<std::uint32_t> m_routeSlot;
    std::vector<std::uint32_t> m_marked; ///< cells whose m_routeSlot is set

    RepairSearch m_search;
    std::optional<JoinBound> m_bound; ///< set while a join search runs
    std::uint32_t m_locator = MapGrid::kNoCell;
    std::uint32_t m_screenedFrom = 0; ///< cells opened from this opening on passed the bound on opening
    std::size_t m_rejoinFrom = 0;     ///< cut search: route cells from this index on are targets

    std::vector<JoinTest> m_joinTests;
    std::vector<Coord> m_spliced;
};

} // namespace pathfinder
