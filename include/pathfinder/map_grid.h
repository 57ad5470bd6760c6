#pragma once

#include "pathfinder/coord.h"
#include "pathfinder/movement.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace pathfinder {

/// What one edit of a MapGrid changed.
struct GridChange {
    enum class Kind { WallAdded, WallRemoved, CostChanged, StartMoved, GoalMoved, Replaced };
    Kind kind = Kind::Replaced;
    Coord cell;      ///< the edited cell, or the new start/goal position
    int oldCost = 0; ///< entry cost before the edit (0 = wall)
    int newCost = 0; ///< entry cost after the edit (0 = wall)
};

/// A rectangular grid of cells, each a wall or passable with an entry cost of 1–9,
/// plus optional start and goal positions.
///
/// Cells are stored with a one-cell ring of walls around the map ("padded" layout) so that
/// searches can look at every neighbour of an in-bounds cell without a bounds check.
/// Every mutator reports what it changed to the registered listeners and bumps revision().
class MapGrid {
public:
    static constexpr int kMaxSide = 4096;
    static constexpr int kMinCost = 1;
    static constexpr int kMaxCost = 9;
    /// Entry cost stored for a wall.
    static constexpr std::uint8_t kWall = 0;

    using Listener = std::function<void(const GridChange&)>;
    using ListenerId = std::uint64_t;

    /// An all-free 1×1 grid.
    MapGrid();
    /// An all-free grid; throws std::invalid_argument unless 1 ≤ width, height ≤ kMaxSide.
    MapGrid(int width, int height);

    /// Copies cells, start and goal; listeners are not copied.
    MapGrid(const MapGrid& other);
    MapGrid& operator=(const MapGrid& other);
    MapGrid(MapGrid&&) noexcept;
    MapGrid& operator=(MapGrid&&) noexcept;
    ~MapGrid();

    int width() const { return m_width; }
    int height() const { return m_height; }
    std::size_t cellCount() const { return static_cast<std::size_t>(m_width) * m_height; }
    /// Row-major index of an in-bounds cell among the cellCount() cells (no padding), for per-cell
    /// arrays the size of the map.
    std::size_t cellIndex(Coord c) const {
        return static_cast<std::size_t>(c.y) * static_cast<std::size_t>(m_width) +
               static_cast<std::size_t>(c.x);
    }
    bool inBounds(Coord c) const { return c.x >= 0 && c.y >= 0 && c.x < m_width && c.y < m_height; }

    /// True for a wall; cells outside the map count as walls.
    bool isBlocked(Coord c) const { return !inBounds(c) || m_cells[paddedIndex(c)] == kWall; }
    /// Entry cost 1–9 of a passable cell, 0 for a wall or a cell outside the map.
    int cost(Coord c) const { return inBounds(c) ? m_cells[paddedIndex(c)] : 0; }

    /// Makes a cell a wall (true) or free with cost 1 (false). Out-of-bounds cells are ignored.
    void setWall(Coord c, bool wall);
    /// Sets the entry cost 1–9 of a cell (clamped), or 0 to make it a wall.
    void setCost(Coord c, int cost);
    void setStart(std::optional<Coord> c);
    void setGoal(std::optional<Coord> c);
    /// Replaces the whole grid (size, cells, start, goal) and reports Kind::Replaced.
    void assign(const MapGrid& other);

    std::optional<Coord> start() const { return m_start; }
    std::optional<Coord> goal() const { return m_goal; }

    /// True when the step from `from` (a cell of the map) in heading `d` is allowed: the target is
    /// in the map and free, and for a diagonal the movement's neighbour count and diagonal rule
    /// permit it. A step from a cell off the map is never allowed.
    bool canStep(Coord from, Direction d, const Movement& movement) const {
        return inBounds(from) && canStepFrom(paddedIndex(from), d, movement);
    }
    /// canStep() from the cell at a padded index (the cell must be in the map).
    bool canStepFrom(std::size_t paddedFrom, Direction d, const Movement& movement) const;
    /// Cost of that step: its length × the entry cost of the target cell.
    double stepCost(Coord from, Direction d, const Movement& movement) const;

    /// Counts every edit; a walker can compare revisions to tell that the map changed.
    std::uint64_t revision() const { return m_revision; }
    /// Names the grid's contents: two grids with the same stamp have the same size and cells, even
    /// when they are different objects. A new grid and every edit take a stamp never given before
    /// (from a counter shared by all grids of the process); a copy keeps the stamp of what it copied.
    /// So a search that prepared itself for one stamp can tell in O(1) that nothing changed.
    std::uint64_t contentStamp() const { return m_stamp; }

    ListenerId addListener(Listener listener);
    void removeListener(ListenerId id);

    /// True when both grids have the same size, the same cells (walls and entry costs) and the
    /// same start and goal. Listeners and revision() are not compared.
    friend bool operator==(const MapGrid& a, const MapGrid& b);
    friend bool operator!=(const MapGrid& a, const MapGrid& b) { return !(a == b); }

    // Padded layout, for searches that index cells directly.
    /// A padded index that names no cell: "no parent", "no current cell", "not found".
    static constexpr std::uint32_t kNoCell = 0xFFFFFFFFu;
    /// Row length of the padded array (width + 2).
    int stride() const { return m_width + 2; }
    std::size_t paddedSize() const { return m_cells.size(); }
    std::size_t paddedIndex(Coord c) const {
        return static_cast<std::size_t>(c.y + 1) * static_cast<std::size_t>(m_width + 2) +
               static_cast<std::size_t>(c.x + 1);
    }
    Coord coordOf(std::size_t paddedIndex) const {
        const auto s = static_cast<std::size_t>(m_width + 2);
        return {static_cast<int>(paddedIndex % s) - 1, static_cast<int>(paddedIndex / s) - 1};
    }
    /// Entry costs in padded layout (0 = wall, including the border ring).
    const std::uint8_t* paddedCells() const { return m_cells.data(); }

private:
    void notify(const GridChange& change);

    int m_width = 0;
    int m_height = 0;
    std::vector<std::uint8_t> m_cells;
    std::optional<Coord> m_start;
    std::optional<Coord> m_goal;
    std::uint64_t m_revision = 0;
    std::uint64_t m_stamp = 0;
    std::vector<std::pair<ListenerId, Listener>> m_listeners;
    ListenerId m_nextListenerId = 1;
};

/// Cost of a whole path (sum of stepCost between consecutive cells); +infinity if some step
/// is not a legal single step under the movement.
double pathCost(const MapGrid& grid, const Movement& movement, const std::vector<Coord>& path);

/// The heading from a to an adjacent cell b, or nothing if b is not one of a's 8 neighbours.
std::optional<Direction> directionBetween(Coord a, Coord b);

} // namespace pathfinder
