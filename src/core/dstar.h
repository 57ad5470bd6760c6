#pragma once

#include "pathfinder/walker.h"

#include "indexed_heap.h"
#include "legal_moves.h"

#include <cmath>
#include <cstdint>
#include <vector>

namespace pathfinder {

/// D*: incremental replanning from the goal in the manner of D* Lite (Koenig & Likhachev).
///
/// Every cell it reaches gets a cost-to-goal g, and a signpost: the neighbour that minimises
/// step cost + that neighbour's cost-to-goal. After walls are added or removed or costs change,
/// only the cells the change affects are brought up to date; the start may move (an agent
/// advancing) at no cost. A goal change starts over. One iterate() is one expansion, in the
/// first search and in a repair alike.
///
/// By default the search stops once the start is settled; with WalkerSettings::dstarFloodAll it
/// floods every reachable cell so every cell has a signpost.
class DStarWalker final : public MapGridWalker {
public:
    const WalkerDescription& description() const override;

    CellView cellState(Coord c) const override;
    std::optional<Coord> current() const override;
    std::size_t openSize() const override { return m_open.size(); }
    bool keepsSignposts() const override { return true; }
    std::optional<Coord> signpost(Coord c) const override;
    std::vector<Coord> changedSignposts() const override { return m_changedSignposts; }

    /// Cost from a cell to the goal as far as the search knows (+infinity when unknown).
    double costToGoal(Coord c) const;

protected:
    void doReset() override;
    WalkState doIterate() override;
    bool prepareRepair(const GridChange& change) override;

private:
    struct Entry {
        std::uint64_t k1; ///< bits of min(g, rhs) + h + km
        std::uint64_t k2; ///< bits of min(g, rhs)
        std::uint32_t order;
        std::uint32_t cell;
    };
    struct Before {
        bool operator()(const Entry& a, const Entry& b) const {
            if (a.k1 != b.k1)
                return a.k1 < b.k1;
            if (a.k2 != b.k2)
                return a.k2 < b.k2;
            return a.order < b.order;
        }
    };

    Entry keyOf(std::uint32_t cell);
    double h(std::uint32_t cell) const;
    void updateVertex(std::uint32_t cell);
    /// The search knows the cell: it is open, or one of its estimates is finite.
    bool seen(std::uint32_t cell) const {
        return m_open.contains(cell) || std::isfinite(m_g[cell]) || std::isfinite(m_rhs[cell]);
    }
    /// Sends the cell's state as an event, when a listener is attached: Generating or Updating
    /// when it is open (`wasSeen`: the listener knew it before), Closing when it holds a finite
    /// estimate, else Discarding.
    void report(std::uint32_t cell, bool wasSeen) const;
    /// report() for every cell the search has seen, when a listener is attached: O(cells).
    void reportAll() const;
    /// Least step cost + g over the legal successors of a cell, and which heading achieves it.
    double bestSuccessor(std::uint32_t cell, int* heading) const;
    bool searchDone() const;
    bool routeSettled() const;
    void touch(std::uint32_t cell);
    void publishSignposts();
    std::vector<Coord> signpostPath() const;
    Coord coordOf(std::uint32_t cell) const { return gridRef().coordOf(cell); }

    std::vector<double> m_g;
    std::vector<double> m_rhs;
    std::vector<std::uint8_t> m_arrow;   ///< signposts as of the end of the last search or repair
    std::vector<std::uint8_t> m_touched; ///< reached by the search or repair under way
    std::vector<std::uint32_t> m_touchedList;
    std::vector<Coord> m_changedSignposts;
    IndexedHeap<Entry, Before> m_open;
    LegalMoves m_moves;
    std::uint32_t m_order = 0;
    double m_km = 0.0;
    double m_hScale = 1.0; ///< the least entry cost on the map when the search began; scales h
    std::uint32_t m_startCell = 0;
    std::uint32_t m_goalCell = 0;
    Coord m_start;
    Coord m_goal;
    Coord m_lastStart; ///< where the start was when km was last brought up to date
    std::uint32_t m_current = MapGrid::kNoCell;
    bool m_ready = false;
    bool m_repairing = false;
};

} // namespace pathfinder
