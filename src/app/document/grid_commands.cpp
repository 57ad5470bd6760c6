#include "document/grid_commands.h"

#include <utility>

namespace pathfinder::app {

PaintCellsCommand::PaintCellsCommand(MapGridDocument& doc, std::vector<CellEdit> edits, const wxString& name)
    : SizedCommand(true, name), m_doc(doc), m_edits(std::move(edits)) {}

bool PaintCellsCommand::Do() {
    m_doc.applyCosts(m_edits, true);
    return true;
}

bool PaintCellsCommand::Undo() {
    m_doc.applyCosts(m_edits, false);
    return true;
}

FillCommand::FillCommand(MapGridDocument& doc, std::vector<CellRun> runs, FillKey key, int before, int after,
                         const wxString& name)
    : SizedCommand(true, name), m_doc(doc), m_runs(std::move(runs)), m_key(key), m_before(before),
      m_after(after) {}

bool FillCommand::Do() {
    m_doc.paintRuns(m_runs, m_key, m_after);
    return true;
}

bool FillCommand::Undo() {
    m_doc.paintRuns(m_runs, m_key, m_before);
    return true;
}

MoveMarkerCommand::MoveMarkerCommand(MapGridDocument& doc, Marker marker, std::optional<Coord> to)
    : wxCommand(true, marker == Marker::Start ? "Move Start" : "Move Goal"), m_doc(doc), m_marker(marker),
      m_from(marker == Marker::Start ? doc.grid().start() : doc.grid().goal()), m_to(to),
      m_clearsWall(to && doc.grid().inBounds(*to) && doc.grid().isWall(*to)) {}

void MoveMarkerCommand::place(std::optional<Coord> cell) {
    if (m_marker == Marker::Start)
        m_doc.setStart(cell);
    else
        m_doc.setGoal(cell);
}

bool MoveMarkerCommand::Do() {
    if (m_clearsWall)
        m_doc.setCost(*m_to, MapGrid::kMinCost);
    place(m_to);
    return true;
}

bool MoveMarkerCommand::Undo() {
    place(m_from);
    if (m_clearsWall)
        m_doc.setCost(*m_to, MapGrid::kWall);
    return true;
}

MoveEndpointsCommand::MoveEndpointsCommand(MapGridDocument& doc, Coord start, Coord goal)
    : wxCommand(true, "Show Query"), m_doc(doc), m_fromStart(doc.grid().start()),
      m_fromGoal(doc.grid().goal()), m_start(start), m_goal(goal) {}

bool MoveEndpointsCommand::Do() {
    m_doc.setStart(m_start);
    m_doc.setGoal(m_goal);
    return true;
}

bool MoveEndpointsCommand::Undo() {
    m_doc.setStart(m_fromStart);
    m_doc.setGoal(m_fromGoal);
    return true;
}

ReplaceGridCommand::ReplaceGridCommand(MapGridDocument& doc, MapGrid grid, const wxString& commandName)
    : SizedCommand(true, commandName), m_doc(doc), m_other(std::move(grid)) {}

bool ReplaceGridCommand::Do() {
    m_doc.exchangeGrid(m_other);
    return true;
}

bool ReplaceGridCommand::Undo() {
    m_doc.exchangeGrid(m_other);
    return true;
}

ChangeMovementCommand::ChangeMovementCommand(MapGridDocument& doc, const Movement& movement)
    : wxCommand(true, "Change Movement"), m_doc(doc), m_after(movement), m_before(doc.movement()) {}

bool ChangeMovementCommand::Do() {
    m_doc.setMovement(m_after);
    return true;
}

bool ChangeMovementCommand::Undo() {
    m_doc.setMovement(m_before);
    return true;
}

ChangeUnitsCommand::ChangeUnitsCommand(MapGridDocument& doc, UnitTable table, std::string unit,
                                       const wxString& commandName)
    : wxCommand(true, commandName), m_doc(doc), m_afterTable(std::move(table)), m_afterUnit(std::move(unit)),
      m_beforeTable(doc.units()), m_beforeUnit(doc.grid().unit().name) {}

ChangeUnitsCommand::ChangeUnitsCommand(MapGridDocument& doc, std::string unit)
    : ChangeUnitsCommand(doc, doc.units(), std::move(unit), "Change Unit") {}

bool ChangeUnitsCommand::Do() {
    m_doc.setUnits(m_afterTable, m_afterUnit);
    return true;
}

bool ChangeUnitsCommand::Undo() {
    m_doc.setUnits(m_beforeTable, m_beforeUnit);
    return true;
}

GridCommandProcessor::GridCommandProcessor(wxDocument& doc, std::size_t budgetBytes)
    : wxCommandProcessor(kMaxUndoSteps), m_doc(doc), m_budgetBytes(budgetBytes) {}

bool GridCommandProcessor::Submit(wxCommand* command, bool storeIt) {
    const bool done = wxCommandProcessor::Submit(command, storeIt);
    if (done && storeIt)
        keepWithinBudget();
    m_doc.Modify(IsDirty());
    return done;
}

bool GridCommandProcessor::IsDirty() const {
    if (m_savedOutOfReach && !m_lastSavedCommand)
        return true;
    return wxCommandProcessor::IsDirty();
}

std::size_t GridCommandProcessor::heldBytes() {
    std::size_t bytes = 0;
    for (wxList::compatibility_iterator node = GetCommands().GetFirst(); node; node = node->GetNext())
        if (const auto* sized = dynamic_cast<const SizedCommand*>(static_cast<wxCommand*>(node->GetData())))
            bytes += sized->heldBytes();
    return bytes;
}

void GridCommandProcessor::keepWithinBudget() {
    wxList& commands = GetCommands();
    std::size_t bytes = heldBytes();
    while (bytes > m_budgetBytes && commands.GetCount() > 1) {
        const wxList::compatibility_iterator first = commands.GetFirst();
        if (first == m_currentCommand)
            break;
        auto* command = static_cast<wxCommand*>(first->GetData());
        if (const auto* sized = dynamic_cast<const SizedCommand*>(command))
            bytes -= sized->heldBytes();
        // The history marks the state saved by the step that led to it, none for the state before
        // the first step. Forgetting the saved step leaves its state before the new first step;
        // forgetting the first step when the saved state lay before it puts that state out of reach.
        if (m_lastSavedCommand && m_lastSavedCommand == first)
            m_lastSavedCommand = wxList::compatibility_iterator();
        else if (!m_lastSavedCommand)
            m_savedOutOfReach = true;
        delete command;
        commands.Erase(first);
    }
}

bool GridCommandProcessor::Undo() {
    const bool done = wxCommandProcessor::Undo();
    m_doc.Modify(IsDirty());
    return done;
}

bool GridCommandProcessor::Redo() {
    const bool done = wxCommandProcessor::Redo();
    m_doc.Modify(IsDirty());
    return done;
}

} // namespace pathfinder::app
