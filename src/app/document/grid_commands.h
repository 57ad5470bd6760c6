#pragma once

#include "pathfinder/grid/edit_shapes.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"

#include "document/map_grid_document.h"

#include <wx/cmdproc.h>

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace pathfinder::app {

// The undoable edits of a MapGridDocument. Each stores what it needs to go both ways, so Undo
// restores exactly the state before Do.

/// An undoable edit whose memory may grow with the map: it says how much it holds, and the undo
/// history (GridCommandProcessor) forgets its oldest steps when they hold too much together.
class SizedCommand : public wxCommand {
public:
    using wxCommand::wxCommand;
    /// The bytes the command keeps for Do and Undo.
    virtual std::size_t heldBytes() const = 0;
};

/// A stroke of the wall, erase or cost brush: one undo step for a whole drag.
class PaintCellsCommand : public SizedCommand {
public:
    PaintCellsCommand(MapGridDocument& doc, std::vector<CellEdit> edits, const wxString& name);
    bool Do() override;
    bool Undo() override;
    std::size_t heldBytes() const override { return m_edits.capacity() * sizeof(CellEdit); }

private:
    MapGridDocument& m_doc;
    std::vector<CellEdit> m_edits;
};

/// A flood fill of codes or heights: one undo step. Every cell of a fill's region held the same
/// value before it, so the step keeps the region as runs of a row, a few bytes a run, and not each
/// cell's edit.
class FillCommand : public SizedCommand {
public:
    FillCommand(MapGridDocument& doc, std::vector<CellRun> runs, FillKey key, int before, int after,
                const wxString& name);
    bool Do() override;
    bool Undo() override;
    std::size_t heldBytes() const override { return m_runs.capacity() * sizeof(CellRun); }

private:
    MapGridDocument& m_doc;
    std::vector<CellRun> m_runs;
    FillKey m_key;
    int m_before;
    int m_after;
};

/// Moves the start or the goal (or removes it, with no position). A wall at the new position is
/// cleared with it, since neither may stand on a wall.
class MoveMarkerCommand : public wxCommand {
public:
    enum class Marker { Start, Goal };

    MoveMarkerCommand(MapGridDocument& doc, Marker marker, std::optional<Coord> to);
    bool Do() override;
    bool Undo() override;

private:
    void place(std::optional<Coord> cell);

    MapGridDocument& m_doc;
    Marker m_marker;
    std::optional<Coord> m_from;
    std::optional<Coord> m_to;
    bool m_clearsWall = false;
};

/// Moves the start and the goal together, in one undo step (a scenario's query shown on the map).
/// Neither may be a wall: the caller checks.
class MoveEndpointsCommand : public wxCommand {
public:
    MoveEndpointsCommand(MapGridDocument& doc, Coord start, Coord goal);
    bool Do() override;
    bool Undo() override;

private:
    MapGridDocument& m_doc;
    std::optional<Coord> m_fromStart;
    std::optional<Coord> m_fromGoal;
    Coord m_start;
    Coord m_goal;
};

/// Replaces every cell of the map (e.g. clearing it), keeping the document's name. It holds one
/// map, the one not shown: Do() and Undo() exchange it with the document's.
class ReplaceGridCommand : public SizedCommand {
public:
    ReplaceGridCommand(MapGridDocument& doc, MapGrid grid, const wxString& commandName);
    bool Do() override;
    bool Undo() override;
    std::size_t heldBytes() const override { return m_other.heldBytes(); }

private:
    MapGridDocument& m_doc;
    MapGrid m_other; ///< the map after the command until Do(), the map before it after
};

/// Changes the map's movement rules (saved with the map).
class ChangeMovementCommand : public wxCommand {
public:
    ChangeMovementCommand(MapGridDocument& doc, const Movement& movement);
    bool Do() override;
    bool Undo() override;

private:
    MapGridDocument& m_doc;
    Movement m_after;
    Movement m_before;
};

/// Changes the map's unit, or the unit table and the unit together (the Units dialog): one undo
/// step either way, saved with the map.
class ChangeUnitsCommand : public wxCommand {
public:
    /// Makes `table` the document's units and its row `unit` the map's unit.
    ChangeUnitsCommand(MapGridDocument& doc, UnitTable table, std::string unit, const wxString& commandName);
    /// Changes only the map's unit, to the table's row `unit` ("Change Unit").
    ChangeUnitsCommand(MapGridDocument& doc, std::string unit);
    bool Do() override;
    bool Undo() override;

private:
    MapGridDocument& m_doc;
    UnitTable m_afterTable;
    std::string m_afterUnit;
    UnitTable m_beforeTable;
    std::string m_beforeUnit;
};

/// A document's undo history. It keeps the document's "modified" flag equal to "differs from
/// the last save", so undoing back to the saved state clears the asterisk in the title again.
class GridCommandProcessor : public wxCommandProcessor {
public:
    /// At most this many steps are kept.
    static constexpr int kMaxUndoSteps = 100;
    /// The steps before the newest are forgotten, oldest first, while the SizedCommands among
    /// them hold more than this together.
    static constexpr std::size_t kDefaultBudgetBytes = std::size_t{512} << 20;

    explicit GridCommandProcessor(wxDocument& doc, std::size_t budgetBytes = kDefaultBudgetBytes);
    bool Submit(wxCommand* command, bool storeIt = true) override;
    bool Undo() override;
    bool Redo() override;
    /// The bytes the steps kept hold (SizedCommand::heldBytes over the history).
    std::size_t heldBytes();
    /// Also true once the state last saved can no longer be reached by undo and redo.
    bool IsDirty() const override;
    /// Tells the history that the document was just saved.
    void noteSaved() { m_savedOutOfReach = false; }

private:
    /// Forgets the oldest steps, never the current one, until the history is within its budget.
    void keepWithinBudget();

    wxDocument& m_doc;
    std::size_t m_budgetBytes;
    bool m_savedOutOfReach = false; ///< a forgotten step led away from the state last saved
};

} // namespace pathfinder::app
