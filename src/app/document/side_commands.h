#pragma once

#include "document/grid_commands.h"
#include "document/map_grid_document.h"

#include <wx/cmdproc.h>

#include <cstddef>
#include <vector>

namespace pathfinder::app {

// Undoable edits of the sides between cells and of cells' heights; like every command of
// grid_commands.h, Undo restores exactly the state before Do.

/// A stroke of the Side Wall tool, or one click of the One-way tool: one undo step.
class EditSidesCommand : public SizedCommand {
public:
    EditSidesCommand(MapGridDocument& doc, std::vector<SideEdit> edits, const wxString& name);
    bool Do() override;
    bool Undo() override;
    std::size_t heldBytes() const override { return m_edits.capacity() * sizeof(SideEdit); }

private:
    MapGridDocument& m_doc;
    std::vector<SideEdit> m_edits;
};

/// A stroke of the Height brush: one undo step for a whole drag.
class PaintHeightsCommand : public SizedCommand {
public:
    PaintHeightsCommand(MapGridDocument& doc, std::vector<CellEdit> edits, const wxString& name);
    bool Do() override;
    bool Undo() override;
    std::size_t heldBytes() const override { return m_edits.capacity() * sizeof(CellEdit); }

private:
    MapGridDocument& m_doc;
    std::vector<CellEdit> m_edits;
};

/// A change of the map's slope factor.
class SetSlopeCommand : public wxCommand {
public:
    SetSlopeCommand(MapGridDocument& doc, double slope);
    bool Do() override;
    bool Undo() override;

private:
    MapGridDocument& m_doc;
    double m_before;
    double m_after;
};

/// What the One-way tool makes of a side it is clicked on, seen from the clicked cell: open becomes
/// one way out of the cell, one way out becomes one way in, and one way in (or a wall) opens.
SideKind nextOneWayKind(SideKind kind);

} // namespace pathfinder::app
