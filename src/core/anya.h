#pragma once

#include "pathfinder/walker.h"

#include "anya_lattice.h"
#include "anya_search.h"

#include <cstdint>
#include <optional>
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

protected:
    void doReset() override;
    WalkState doIterate() override;

private:
    struct CellRecord {
        CellVisit visit = CellVisit::Unseen;
        double g = CellView::kInf;
        double f = CellView::kInf;
        int parent = -1; ///< cell index y · width + x
    };

    /// The map cell a node shows as, into `cells` (none when the cells by that point are blocked).
    void cellsOf(const AnyaNode& node, std::vector<Coord>& cells) const;
    /// The map cell a root shows as: the start's cell, or a free cell touching the corner.
    int cellOfRoot(int root) const;
    void showGenerated();
    void showExpanded(const AnyaNode& node);
    WalkState finish();
    std::size_t indexOf(Coord c) const {
        return static_cast<std::size_t>(c.y) * static_cast<std::size_t>(gridRef().width()) +
               static_cast<std::size_t>(c.x);
    }

    AnyaLattice m_lattice;
    AnyaSearch m_search;
    /// A cell's record, noted as one to clear at the next reset.
    CellRecord& record(Coord c);

    std::vector<CellRecord> m_cells;
    std::vector<std::size_t> m_touched; ///< the cells shown since the last reset
    std::vector<Coord> m_scratch;       ///< the cells of the node at hand
    std::optional<Coord> m_current;
    bool m_ready = false;
    bool m_expandedAny = false;
};

} // namespace pathfinder
