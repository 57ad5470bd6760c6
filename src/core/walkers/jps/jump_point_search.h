#pragma once

#include "pathfinder/search/walker.h"

#include "grid/cell_bits.h"
#include "grid/legal_moves.h"
#include "search/open_list.h"
#include "search/search_parts.h"
#include "walkers/classic/search_walkers.h"
#include "walkers/jps/jump_rays.h"
#include "walkers/jps/jump_table.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace pathfinder {

/// Jump Point Search: A* with the octile heuristic over jump points only (Harabor & Grastien
/// 2011, with the improved pruning of 2014 under DiagonalRule::NoCornerCutting, the 2011 rules under
/// NotBothBlocked and Always, and with 4 neighbours rules that turn from a column into a row only
/// where a wall forces it). The pruning rules, why the search stays optimal and how a jump reads the
/// grid are in docs/algorithms.md.
///
/// The pruning assumes every free cell costs 1. On maps with entry costs other than 1 (found by the
/// jumps themselves) it starts over as the best-first engine's A* with the octile heuristic and its
/// tie-break (still optimal, just without jumps), stats keep counting the work of both, and note()
/// says so. The jumps share the engine's parts: the NodeTable, the Ranker and the open list.
///
/// One iterate() expands one node: a jump point, or a cell in the plain fallback. The goal test
/// happens when the goal leaves the open list. cellState() reports jump points as Open or Closed
/// with the previous jump point as parent; cells passed over by jumps stay Unseen, and a closed jump
/// point's g is that of the route that made it a jump point, not always its least cost (the goal's
/// is the least). path() lists every cell, the runs between jump points filled in.
class JumpPointSearchWalker : public MapGridWalker {
public:
    JumpPointSearchWalker() = default;

    const WalkerDescription& description() const override;

    CellView cellState(Coord c) const override;
    std::optional<Coord> current() const override;
    std::size_t openSize() const override;

    /// True while the search jumps; false when it expands every legal neighbour (the fallback for
    /// maps whose entry costs are not all 1).
    bool jumping() const { return m_mode == Mode::Jumping; }
    /// Once the search searches as plain A*, why: "fell back to plain A* (cells cost other than 1:
    /// entry costs or terrain)"; empty while it jumps.
    std::string searchNote() const override;

    /// True when the straight runs read a JumpTable (JPS+) rather than scan the bit rows.
    bool readsTable() const { return m_precomputed && m_tableRules; }
    /// The time the last reset() spent bringing the JumpTable up to date (0 without one).
    std::int64_t preprocessNs() const { return m_preprocessNs; }
    /// Rows and columns of the JumpTable the last reset() rebuilt.
    std::size_t linesRebuilt() const { return m_linesRebuilt; }
    /// Bytes held by the JumpTable (0 without one).
    std::size_t tableBytes() const { return m_table.bytes(); }

    /// JPS+: whether the next reset() on `grid` would build the JumpTable whole (the first search on
    /// a map, or a map of another size); an edit's sync, line by line, is left to reset().
    bool needsPreparation(const MapGrid& grid, const WalkerSettings& settings) const override;
    /// That build, on a copy of the map.
    std::unique_ptr<WalkerPreparation> preparation(const MapGrid& grid,
                                                   const WalkerSettings& settings) const override;
    /// Takes the JumpTable a preparation built; its time counts in the next reset's preprocessNs().
    void adopt(WalkerPreparation& preparation) override;

protected:
    /// precomputed: keep a JumpTable and read the straight runs from it where the rules allow (JPS+).
    explicit JumpPointSearchWalker(bool precomputed) : m_precomputed(precomputed) {}

    void doReset() override;
    WalkState doIterate() override;
    void listenerChanged() override {
        m_plainEvents.setTarget(listener());
        m_plain.setListener(m_plainEvents.forInner());
    }

private:
    enum class Mode { Jumping, Plain };
    /// Why the search runs as plain A*.
    enum class Fallback { None, Costs, Shape };

    static constexpr std::uint8_t kNoDirection = 0xFF;

    struct Node {
        double g;
        std::uint32_t parent; ///< padded index of the previous jump point; MapGrid::kNoCell at the start
        std::uint32_t epoch;  ///< the search the node belongs to (NodeTable)
        CellVisit visit;
        std::uint8_t heading; ///< of the last leg of the run from `parent` to here; kNoDirection at the start
        std::uint8_t arrivals;         ///< bit per heading this cell was reached by at its best g
        std::uint8_t expandedArrivals; ///< the arrivals whose successors have been generated
        bool closedBefore;             ///< expanded at least once in this search
    };

    using HeapEntry = OpenEntry;

    /// A jump point found by the jumps from the node being expanded: `firstSteps` steps of the run's
    /// first leg (diagonal with 8 neighbours, along a row with 4), then `straightSteps` straight ones
    /// in `heading` (the first leg's heading when there are none).
    struct Successor {
        std::uint32_t cell;
        std::uint32_t heading;
        int firstSteps;
        int straightSteps;
        Coord at;
    };

    /// Brings the bit rows (and the JumpTable, when kept) up to date with the grid's cells.
    void syncCells();
    void startJumping();
    /// Starts over as plain A*, keeping the counts of the work done so far.
    void startPlain();
    /// One expansion of the plain A*, its counts added to those of the jumps before it.
    WalkState stepPlain();
    /// Gives a cell a new best route; returns its entry for the open list.
    HeapEntry relax(std::uint32_t cell, Coord at, double g, std::uint32_t parent, unsigned heading);
    void addArrival(std::uint32_t cell, unsigned heading);
    HeapEntry entryFor(std::uint32_t cell, Coord at, double g);
    void expandJumping(std::uint32_t cell, Node& node);
    /// Records a successor of `from` if the jump reaches it cheaper than any known route, or by
    /// another heading at the same cost.
    void reach(std::uint32_t from, double fromG, const Successor& next);
    /// The headings to jump in from a cell entered by `heading`: the natural and forced ones.
    unsigned jumpHeadings(std::uint32_t cell, unsigned heading) const;
    /// Jumps from `from`, at padded column x and row y, in each of `headings` (a bit per heading)
    /// and lists the jump points found in m_found; notes in m_costsVary a run that met a cell whose
    /// cost is not 1.
    /// kUniform: the map has no free cells whose cost is not 1 (runs need not look for them).
    /// kTable: straight runs read m_table (only with kUniform, under NoCornerCutting or FourNeighbours).
    template <jump_rays::JumpRules kRules, bool kUniform, bool kTable = false>
    void jumpAll(const jump_rays::Rays& rays, std::uint32_t from, int x, int y, unsigned headings);
    template <jump_rays::JumpRules kRules, bool kUniform, bool kTable, unsigned kHeading>
    void jump(const jump_rays::Rays& rays, std::uint32_t from, int x, int y);
    bool free(std::ptrdiff_t cell) const { return m_cells[cell] != MapGrid::kWall; }
    /// The octile distance of heuristic.h, without its dispatch: this runs for every push.
    double hValue(Coord at) const { return octileDistance(at, m_goal, m_hDiagonal); }
    std::vector<Coord> tracePath(std::uint32_t goalCell) const;

    Mode m_mode = Mode::Jumping;
    Fallback m_fallback = Fallback::None;
    jump_rays::JumpRules m_rules = jump_rays::JumpRules::NoCornerCutting; ///< which pruning rules apply
    bool m_costsVary = false; ///< a jump met a cell whose entry cost is not 1
    double m_firstStep = 0.0; ///< length of a step of a run's first leg: diagonal, or 1 with 4 neighbours
    double m_hDiagonal = 2.0; ///< the diagonal of the heuristic (octileDiagonal())
    NodeTable<Node> m_nodes;
    std::vector<Successor> m_found; ///< the jump points found by the expansion under way
    OpenList m_open;
    Ranker m_rank;
    AStarWalker m_plain; ///< the search in Mode::Plain
    InnerSearchEvents m_plainEvents;
    RunStats m_jumpStats; ///< the work of the jumps before a fallback to Mode::Plain
    std::uint32_t m_startCell = MapGrid::kNoCell;
    std::uint32_t m_goalCell = MapGrid::kNoCell;
    std::uint32_t m_current = MapGrid::kNoCell;
    Coord m_goal;
    bool m_ready = false; ///< start and goal exist and the start is free
    const std::uint8_t* m_cells = nullptr;
    std::ptrdiff_t m_offsets[kDirectionCount] = {};
    LegalMoves m_moves;
    CellBits m_bits;
    const bool m_precomputed = false; ///< keeps a JumpTable (JPS+)
    bool m_tableRules = false;        ///< the movement's rules are those the table serves
    JumpTable m_table;
    std::int64_t m_preprocessNs = 0;
    std::int64_t m_adoptedNs = -1; ///< the build time of a table adopted since the last reset; -1: none
    std::size_t m_linesRebuilt = 0;
};

/// JPS+ (Harabor & Grastien, ICAPS 2014): Jump Point Search whose straight runs are read from a
/// table of jump distances per cell and heading (JumpTable) instead of scanned, while its diagonal
/// runs step online, as in Warthog's jps2+. The table is built at the first reset() on a grid and
/// kept across resets: after edits only the rows and columns within one line of a cell whose wall
/// changed are rebuilt, so the app can paint walls while it searches. Everything else (events, the
/// pruning, the fallback on weighted maps) is JumpPointSearchWalker's. The table serves the rules
/// whose straight runs stop behind walls: 8 neighbours without corner cutting and 4 neighbours. With
/// corner cutting the runs are scanned as in jps, and note() says so.
class JumpPointSearchPlusWalker final : public JumpPointSearchWalker {
public:
    JumpPointSearchPlusWalker() : JumpPointSearchWalker(true) {}
    const WalkerDescription& description() const override;
};

} // namespace pathfinder
