#pragma once

#include "pathfinder/search/walker.h"

#include "search/search_parts.h"
#include "walkers/any_angle/anya_lattice.h"
#include "walkers/any_angle/anya_search.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace pathfinder {

/// Anya, the optimal any-angle search (Harabor, Grastien, Öz & Aksakalli 2016), between the centres
/// of the start and goal cells. It searches an AnyaLattice, the map with every cell halved both
/// ways, where the centres are lattice points like the corners, and halves the lengths at the end.
/// One iterate() expands one interval node (AnyaSearch).
///
/// On the grid a node shows as one map cell: the one holding the point of its interval that its
/// estimate goes through, on the side the search moves on to. The cell is opened (with the root's g
/// and the node's f, the root's cell as parent) when the node is generated, unless it is already
/// open with a lower f or closed, and closed, as the current cell, when the node is expanded. One
/// cell a node keeps the cost of showing a search independent of the intervals' lengths.
class AnyaWalker final : public MapGridWalker {
public:
    const WalkerDescription& description() const override;

    CellView cellState(Coord c) const override;
    std::optional<Coord> current() const override { return m_current; }
    std::size_t openSize() const override { return m_search.openSize(); }

    /// The interval node expanded last, in map units (row and ends halved); nothing before the
    /// first expansion.
    struct ShownInterval {
        double y = 0.0;
        double left = 0.0;
        double right = 0.0;
        PathPoint root;
    };
    std::optional<ShownInterval> lastInterval() const;

    /// The most bytes the search's open list and roots may take on a map of `cells` cells: a share
    /// of the map's size (kSearchBytesPerCell a cell), never under kLeastSearchBytes. A search that
    /// needs more ends as gave-up, with a note that says so.
    static std::size_t searchByteLimit(std::size_t cells);
    static constexpr std::size_t kSearchBytesPerCell = 16;
    static constexpr std::size_t kLeastSearchBytes = std::size_t{64} << 20;
    /// Overrides searchByteLimit() for the next reset() on (0: back to the map's share); for tests.
    void setSearchByteLimit(std::size_t bytes) { m_limitOverride = bytes; }
    std::string searchNote() const override { return m_note; }
    /// Bytes the search's open list and roots hold now (what the limit bounds).
    std::size_t searchBytes() const { return m_search.searchBytes(); }
    /// The search under way, for white-box tests.
    AnyaSearch& search() { return m_search; }
    const AnyaSearch& search() const { return m_search; }

protected:
    void doReset() override;
    WalkState doIterate() override;

private:
    /// What a map cell shows, in a NodeTable (indexed by padded cell, stamped with the search): 16
    /// bytes. Its g and parent are those of the root of the node it shows, read off the root when
    /// asked for (exact, and no bytes of their own); the root's index plus one (0 for the start's
    /// own cell) shares a word with the closed flag in its top bit.
    struct CellRecord {
        double f;
        std::uint32_t rootAndClosed;
        std::uint32_t epoch;
    };
    static constexpr std::uint32_t kClosedBit = 0x80000000u;

    /// The map cell a node shows as, into `cells` (none when the cells by that point are blocked).
    void cellsOf(const AnyaNode& node, std::vector<Coord>& cells) const;
    /// The padded cell a root shows as: the start's cell, or a free cell touching the corner.
    std::uint32_t cellOfRoot(int root) const;
    void showGenerated();
    void showExpanded(const AnyaNode& node);
    /// Records what cell c shows: the node of root `root` (-1 for the start's own cell) with that f.
    void show(Coord c, bool closed, int root, double f);
    WalkState finish();
    /// Gives up: the search needed more memory than the map allows it.
    WalkState outOfMemory();

    AnyaLattice m_lattice;
    AnyaSearch m_search;
    NodeTable<CellRecord> m_cells;
    std::vector<Coord> m_scratch; ///< the cells of the node at hand
    std::string m_note;
    std::optional<Coord> m_current;
    bool m_ready = false;
    bool m_expandedAny = false;
    std::size_t m_limitOverride = 0;
};

} // namespace pathfinder
