#include "document/side_commands.h"

#include <utility>

namespace pathfinder::app {

EditSidesCommand::EditSidesCommand(MapGridDocument& doc, std::vector<SideEdit> edits, const wxString& name)
    : SizedCommand(true, name), m_doc(doc), m_edits(std::move(edits)) {}

bool EditSidesCommand::Do() {
    m_doc.applySides(m_edits, true);
    return true;
}

bool EditSidesCommand::Undo() {
    m_doc.applySides(m_edits, false);
    return true;
}

PaintHeightsCommand::PaintHeightsCommand(MapGridDocument& doc, std::vector<CellEdit> edits,
                                         const wxString& name)
    : SizedCommand(true, name), m_doc(doc), m_edits(std::move(edits)) {}

bool PaintHeightsCommand::Do() {
    m_doc.applyHeights(m_edits, true);
    return true;
}

bool PaintHeightsCommand::Undo() {
    m_doc.applyHeights(m_edits, false);
    return true;
}

SetSlopeCommand::SetSlopeCommand(MapGridDocument& doc, double slope)
    : wxCommand(true, "Set Slope"), m_doc(doc), m_before(doc.grid().slope()), m_after(slope) {}

bool SetSlopeCommand::Do() {
    m_doc.setSlope(m_after);
    return true;
}

bool SetSlopeCommand::Undo() {
    m_doc.setSlope(m_before);
    return true;
}

SideKind nextOneWayKind(SideKind kind) {
    switch (kind) {
    case SideKind::Open:
        return SideKind::OneWayOut;
    case SideKind::OneWayOut:
        return SideKind::OneWayIn;
    case SideKind::OneWayIn:
    case SideKind::Wall:
        return SideKind::Open;
    }
    return SideKind::Open;
}

} // namespace pathfinder::app
