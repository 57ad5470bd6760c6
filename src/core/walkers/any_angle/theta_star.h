#pragma once

#include "pathfinder/search/walker.h"

#include "grid/legal_moves.h"
#include "search/open_list.h"
#include "search/search_parts.h"

#include <cstdint>
#include <vector>

namespace pathfinder {

/// Theta* (Nash, Daniel, Koenig & Felner 2007) and Lazy Theta* (Nash, Koenig & Tovey 2010): A* over
/// the cells, stepping to the neighbours the movement allows, where a cell's parent may be any cell
/// whose centre it sees (segmentIsClear(), centre to centre), so that the path is a few straight
/// segments between cell centres. g is the Euclidean length of the path to a cell, h the straight-line
/// distance from its centre to the goal's, and every free cell costs alike.
///
/// Theta*, opening or improving a neighbour m of the expanded cell n, gives m the parent of n when
/// that parent sees m (the straight line replaces the bend at n), and n otherwise. Lazy Theta* assumes
/// the sight when it opens m and checks it when it expands m: if the parent does not see m, m takes
/// the best of its closed neighbours as parent instead. It makes one sight check per expansion instead
/// of one per neighbour, and may end with a slightly longer path.
///
/// One iterate() is one expansion; the goal test happens when the goal leaves the open list.
/// Closed cells are not reopened. cellState() reports each cell's parent, which may be far away.
/// The path found is not always the shortest any-angle path: it turns only at cell centres, and a
/// parent is only ever the expanded cell or its parent.
class ThetaStarSearch : public MapGridWalker {
public:
    CellView cellState(Coord c) const override;
    std::optional<Coord> current() const override;
    std::size_t openSize() const override { return m_open.size(); }

protected:
    explicit ThetaStarSearch(bool lazy) : m_lazy(lazy) {}

    void doReset() override;
    WalkState doIterate() override;

private:
    struct Node {
        double g;
        std::uint32_t parent; ///< padded index of the parent; the start is its own parent
        std::uint32_t epoch;  ///< the search the node belongs to (NodeTable)
        CellVisit visit;
    };

    /// Lazy Theta*: makes the parent of the cell about to be expanded one it sees.
    void settleParent(std::uint32_t cell, Node& node);
    /// Offers m the route through `parent` (which must see m), if it is shorter than m's own.
    void relax(std::uint32_t m, std::uint32_t parent, double g);
    bool sees(std::uint32_t from, std::uint32_t to) const;
    double distance(std::uint32_t from, std::uint32_t to) const;
    double hValue(Coord c) const;
    std::vector<std::uint32_t> parentChain(std::uint32_t goalCell) const;

    bool m_lazy;
    NodeTable<Node> m_nodes;
    OpenList m_open;
    Ranker m_rank;
    LegalMoves m_moves;
    std::uint32_t m_startCell = MapGrid::kNoCell;
    std::uint32_t m_goalCell = MapGrid::kNoCell;
    std::uint32_t m_current = MapGrid::kNoCell;
    Coord m_goal;
    bool m_ready = false; ///< start and goal exist and the start is free
};

/// Theta*: checks the sight from the expanded cell's parent to each neighbour it opens or improves.
class ThetaStarWalker final : public ThetaStarSearch {
public:
    ThetaStarWalker() : ThetaStarSearch(false) {}
    const WalkerDescription& description() const override;
};

/// Lazy Theta*: assumes the sight when it opens a cell and checks it when it expands the cell.
class LazyThetaStarWalker final : public ThetaStarSearch {
public:
    LazyThetaStarWalker() : ThetaStarSearch(true) {}
    const WalkerDescription& description() const override;
};

} // namespace pathfinder
