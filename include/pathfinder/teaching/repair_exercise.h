#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/search/walker.h"
#include "pathfinder/search/walker_settings.h"

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pathfinder {

/// The judgement of the cells marked as those whose signposts a repair changes.
struct RepairVerdict {
    bool counted = false; ///< false when there was no wall to put in, or the search had no route
    Coord wall;
    /// The cells whose signpost the repair changed (changedSignposts(), the wall's own cell left
    /// out: it is given that a wall keeps no signpost), in row order.
    std::vector<Coord> changed;
    std::vector<Coord> hits;        ///< marked and changed
    std::vector<Coord> misses;      ///< changed, not marked
    std::vector<Coord> falseAlarms; ///< marked, not changed
    /// hits ÷ |changed ∪ marked|: 1 for exactly the changed cells, less for each miss and each
    /// false alarm alike; 1 when nothing changed and nothing was marked.
    double score = 0.0;
    /// Why each missed cell turned, in the order of `misses`, e.g. "(0,2) pointed to (0,1), and its
    /// route (0,2) → (0,1) → (0,0) → (1,0) → (2,0) ran through the new wall; it now points to (1,2)
    /// (cost to the goal 6 → 6)".
    std::vector<std::string> missReasons;
    /// Why each false alarm kept its signpost, in the order of `falseAlarms`.
    std::vector<std::string> falseAlarmReasons;
    std::string text; ///< "2 of 4 changed signposts marked, 2 missed, 1 false alarm: score 2/5 (40%)"
};

/// "Predict which signposts a repair changes", for D*: D* searches a map to its end, a wall is put
/// on a cell of its path, and the student marks the cells whose signposts they expect the repair to
/// turn. Once the wall is in, the exercise lets D* repair to its end and compares the marks with its
/// changedSignposts().
///
/// The D* floods the whole map (WalkerSettings::dstarFloodAll), whatever the settings say, so that
/// every cell that can reach the goal has a signpost before and after: the question is then only
/// which of them turn. The grid must outlive the exercise. Whoever edits the grid puts the wall in
/// (an undoable edit, in the app) and passes every change of the grid on to mapChanged(), as a
/// document's views pass them to a search.
class RepairExercise {
public:
    /// Sets up D* on `grid` and searches to the end. Throws std::invalid_argument for settings D*
    /// refuses.
    RepairExercise(const MapGrid& grid, const WalkerSettings& settings);
    RepairExercise(const RepairExercise&) = delete;
    /// The registry name of the walker the exercise runs: the first whose description says it
    /// repairs signposts (WalkerDescription::repairsSignposts), D*; empty when none does.
    static std::string_view walkerName();
    RepairExercise& operator=(const RepairExercise&) = delete;

    /// The D*, to be drawn and read; only the exercise drives it.
    const MapGridWalker& walker() const { return *m_walker; }

    /// The wall the exercise puts in: the middle cell of D*'s path (start and goal left out) until
    /// chooseWall() picks another; nothing when the path has no cell between start and goal.
    std::optional<Coord> wall() const { return m_wall; }
    /// Puts the wall on `cell` instead; false (and no change) unless it is a free cell of the map
    /// other than the start and the goal, and nothing has been judged yet.
    bool chooseWall(Coord cell);

    /// Tells D* of a change of the grid (the wall going in, or any other edit), to repair.
    void mapChanged(const GridChange& change);
    /// Once the wall is in the grid: lets D* repair to its end and judges `marked` (repeats and
    /// the wall's own cell are ignored). Judges nothing (counted is false) before the wall is in,
    /// and a second time.
    RepairVerdict check(const std::vector<Coord>& marked);
    /// True once check() has run the repair.
    bool judged() const { return m_judged; }

    /// The signpost a cell had before the repair.
    std::optional<Coord> signpostBefore(Coord c) const;

private:
    std::string reasonForMiss(Coord c) const;
    std::string reasonForFalseAlarm(Coord c) const;
    /// The cells from `c` along the signposts before the repair, until the goal, the wall, a cell
    /// without one or a repeat.
    std::vector<Coord> routeBefore(Coord c) const;

    const MapGrid& m_grid;
    std::unique_ptr<MapGridWalker> m_walker;
    std::optional<Coord> m_wall;
    std::vector<std::optional<Coord>> m_before; ///< signpost per cell (MapGrid::cellIndex) before the repair
    std::vector<double> m_costBefore;           ///< cost to the goal per cell before the repair
    bool m_judged = false;
};

} // namespace pathfinder
