#include "map_grid_document.h"

#include "pathfinder/parse_error.h"

#include "grid_commands.h"
#include "map_grid_doc_manager.h"
#include "user_messages.h"

#include <wx/app.h>
#include <wx/filename.h>

#include <stdexcept>
#include <utility>

namespace pathfinder::app {

wxIMPLEMENT_DYNAMIC_CLASS(MapGridDocument, wxDocument);

namespace {

std::string fileSystemPath(const wxString& path) {
    return std::string(path.fn_str());
}

} // namespace

MapGridDocument::MapGridDocument() : m_grid(20, 20) {}

void MapGridDocument::setRunChoices(const RunSettings& settings) {
    const Movement movement = m_run.walker.movement;
    m_run = settings;
    m_run.walker.movement = movement;
}

void MapGridDocument::applyCosts(const std::vector<CellEdit>& edits, bool forward) {
    for (const CellEdit& e : edits)
        m_grid.setCost(e.cell, forward ? e.after : e.before);
    UpdateAllViews();
}

void MapGridDocument::setStart(std::optional<Coord> cell) {
    m_grid.setStart(cell);
    UpdateAllViews();
}

void MapGridDocument::setGoal(std::optional<Coord> cell) {
    m_grid.setGoal(cell);
    UpdateAllViews();
}

void MapGridDocument::setCost(Coord cell, int cost) {
    m_grid.setCost(cell, cost);
    UpdateAllViews();
}

void MapGridDocument::replaceMap(const MapGrid& grid, const std::string& name) {
    m_name = name;
    m_grid.assign(grid);
    UpdateAllViews();
}

void MapGridDocument::setMovement(const Movement& movement) {
    m_run.walker.movement = movement;
    m_movementInFile = true;
    UpdateAllViews();
}

MapGrid::ListenerId MapGridDocument::addGridListener(MapGrid::Listener listener) {
    return m_grid.addListener(std::move(listener));
}

void MapGridDocument::removeGridListener(MapGrid::ListenerId id) {
    m_grid.removeListener(id);
}

MazeFile MapGridDocument::readFile(const wxString& path) {
    return readMazeFile(fileSystemPath(path));
}

bool MapGridDocument::OnNewDocument() {
    if (!wxDocument::OnNewDocument())
        return false;
    wxSize size(20, 20);
    if (auto* manager = dynamic_cast<MapGridDocManager*>(GetDocumentManager()))
        size = manager->newMapSize();
    MapGrid grid(size.x, size.y);
    // A new map comes with a start and a goal in opposite corners, so that Go shows something
    // at once; both can be dragged elsewhere.
    grid.setStart(Coord{0, 0});
    grid.setGoal(Coord{size.x - 1, size.y - 1});
    m_name = GetTitle().ToStdString();
    m_grid.assign(grid);
    UpdateAllViews();
    return true;
}

bool MapGridDocument::DoOpenDocument(const wxString& file) {
    try {
        MazeFile maze = readFile(file);
        m_name = maze.name.empty() ? wxFileName(file).GetName().ToStdString() : maze.name;
        m_run.walker.movement = maze.movement.value_or(Movement{});
        m_movementInFile = maze.movement.has_value();
        m_grid.assign(maze.grid);
        return true;
    } catch (const ParseError& e) {
        showMessage(GetDocumentWindow(), "Cannot open the maze", wxString::FromUTF8(e.what()),
                    MessageKind::Error);
    }
    return false;
}

bool MapGridDocument::DoSaveDocument(const wxString& file) {
    MazeFile maze;
    maze.name = m_name.empty() ? wxFileName(file).GetName().ToStdString() : m_name;
    maze.grid = m_grid;
    if (m_movementInFile || m_run.walker.movement != Movement{})
        maze.movement = m_run.walker.movement;
    try {
        writeMazeFile(fileSystemPath(file), maze);
        m_name = maze.name;
        return true;
    } catch (const std::exception& e) {
        showMessage(GetDocumentWindow(), "Cannot save the maze", wxString::FromUTF8(e.what()),
                    MessageKind::Error);
    }
    return false;
}

bool MapGridDocument::OnSaveModified() {
    if (!IsModified())
        return true;
    const wxString question = wxString::Format(
        "Save the changes to %s before closing it?\n\nIf you don't, they are lost.", GetUserReadableName());
    switch (askYesNoCancel(GetDocumentWindow(), wxTheApp->GetAppDisplayName(), question)) {
    case wxYES:
        return Save();
    case wxNO:
        Modify(false);
        return true;
    default:
        return false;
    }
}

wxCommandProcessor* MapGridDocument::OnCreateCommandProcessor() {
    return new GridCommandProcessor(*this);
}

} // namespace pathfinder::app
