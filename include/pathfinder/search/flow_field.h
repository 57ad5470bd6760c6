#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"

#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

namespace pathfinder {

/// Every cell's cost to its nearest goal, and the way there: one Dijkstra run backwards from one or
/// more goal cells, as a crowd heading for the same goals shares it. It honours what the map's own
/// steps honour (MapGrid::canStep and stepCost for the forward step into the cell settled: one-way
/// sides, the movement's diagonal rule, terrain, climbs, hex cells), so following next() from any
/// cell walks one of its least-cost routes.
///
/// The field is built for the map as it is; after an edit of the map, stale() is true and rebuild()
/// runs the whole Dijkstra again (O(cells · log cells)); there is no partial update.
class FlowField {
public:
    static constexpr double kUnreachable = std::numeric_limits<double>::infinity();
    /// goalIndex() of a cell from which no goal is reachable.
    static constexpr std::uint32_t kNoGoal = 0xFFFFFFFFu;

    /// Builds the field of `goals` on `grid` (kept by reference: it must outlive the field) under
    /// `movement`. Goals off the map or on a cell the unit cannot enter lead nowhere and are
    /// skipped (their index is never a goalIndex()); a goal listed twice counts once, by its first
    /// index.
    FlowField(const MapGrid& grid, const Movement& movement, std::vector<Coord> goals);

    /// Runs the Dijkstra again on the map as it is now.
    void rebuild();
    /// True when the map's cells, sides, heights or unit changed since the field was built.
    bool stale() const { return m_grid->cellsStamp() != m_builtFor; }

    /// The least cost from c to a goal; kUnreachable off the map, on walls and where no goal can
    /// be reached; 0 on a goal.
    double distance(Coord c) const;
    /// The heading of the first step of a least-cost route from c; nothing on a goal and where
    /// distance() is kUnreachable. Among equal routes the step into the neighbour settled first
    /// (nearest the goals, then by row and column) wins, so a field is the same on every run.
    std::optional<Direction> direction(Coord c) const;
    /// The cell direction() leads to, or nothing.
    std::optional<Coord> next(Coord c) const;
    /// The index in goals() of the goal c's route ends at; kNoGoal where none is reachable.
    std::uint32_t goalIndex(Coord c) const;
    /// The route from c to its goal by next(), c and the goal included; empty where distance() is
    /// kUnreachable.
    std::vector<Coord> pathFrom(Coord c) const;

    const std::vector<Coord>& goals() const { return m_goals; }
    const MapGrid& grid() const { return *m_grid; }
    const Movement& movement() const { return m_movement; }
    /// Cells settled by the last build (each taken off the queue once).
    std::uint64_t expanded() const { return m_expanded; }
    /// Bytes the field keeps per build: its per-cell tables, not the queue it built them with.
    std::uint64_t bytes() const;
    /// The last build's duration, in nanoseconds (monotonic clock).
    std::int64_t buildNs() const { return m_buildNs; }

private:
    static constexpr std::uint8_t kNoDirection = 0xFF;

    const MapGrid* m_grid;
    Movement m_movement;
    std::vector<Coord> m_goals;
    std::vector<double> m_distance;      ///< per cell (MapGrid::cellIndex)
    std::vector<std::uint8_t> m_heading; ///< per cell: the first step's Direction, or kNoDirection
    std::vector<std::uint32_t> m_goal;   ///< per cell: the index of its goal, or kNoGoal
    std::uint64_t m_builtFor = 0;
    std::uint64_t m_expanded = 0;
    std::int64_t m_buildNs = 0;
};

} // namespace pathfinder
