#include "document/map_grid_document.h"

#include "pathfinder/basics/parse_error.h"

#include "document/grid_commands.h"
#include "document/import_export.h"
#include "document/map_grid_doc_manager.h"
#include "widgets/text_format.h"
#include "widgets/user_messages.h"

#include <wx/app.h>
#include <wx/filename.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <utility>
#include <vector>

namespace pathfinder::app {

wxIMPLEMENT_DYNAMIC_CLASS(MapGridDocument, wxDocument);

namespace {

// Each setCode() or setHeight() tells every listener (the search, the regions, the timeline) of its
// cell; past a few thousand cells (a large rectangle or fill) one change of the whole map costs less
// than that many notices, and a search starts again rather than repairs.
constexpr std::size_t kCellByCell = 4096;

/// `values` (every cell's code or height, row by row) with the edits' values put in (`forward`:
/// their values after, else before), for MapGrid::setCodes() or setHeights().
std::vector<std::uint8_t> withEdits(std::vector<std::uint8_t> values, const MapGrid& grid,
                                    const std::vector<CellEdit>& edits, bool forward) {
    for (const CellEdit& e : edits)
        values[grid.cellIndex(e.cell)] =
            static_cast<std::uint8_t>(std::clamp(forward ? e.after : e.before, 0, 255));
    return values;
}

} // namespace

MapGridDocument::MapGridDocument() : m_grid(20, 20) {
    m_grid.addListener([this](const GridChange& change) {
        m_changes.push_back(change);
        if (m_clearance)
            m_clearance->update(m_grid, change);
    });
}

const ClearanceMap& MapGridDocument::clearance() const {
    if (!m_clearance)
        m_clearance.emplace(m_grid);
    return *m_clearance;
}

void MapGridDocument::UpdateAllViews(wxView* sender, wxObject* hint) {
    if (hint) {
        wxDocument::UpdateAllViews(sender, hint);
        return;
    }
    GridChangeHint changes;
    changes.changes.swap(m_changes);
    wxDocument::UpdateAllViews(sender, &changes);
}

void MapGridDocument::applyCosts(const std::vector<CellEdit>& edits, bool forward) {
    if (edits.size() <= kCellByCell) {
        for (const CellEdit& e : edits)
            m_grid.setCode(e.cell, static_cast<std::uint8_t>(forward ? e.after : e.before));
    } else {
        m_grid.setCodes(withEdits(m_grid.codes(), m_grid, edits, forward));
    }
    UpdateAllViews();
}

void MapGridDocument::applySides(const std::vector<SideEdit>& edits, bool forward) {
    if (forward) {
        for (const SideEdit& e : edits)
            m_grid.setSide(e.cell, e.heading, e.after);
    } else {
        for (auto it = edits.rbegin(); it != edits.rend(); ++it)
            m_grid.setSide(it->cell, it->heading, it->before);
    }
    UpdateAllViews();
}

void MapGridDocument::applyHeights(const std::vector<CellEdit>& edits, bool forward) {
    if (edits.size() <= kCellByCell) {
        for (const CellEdit& e : edits)
            m_grid.setHeight(e.cell, forward ? e.after : e.before);
    } else {
        m_grid.setHeights(withEdits(m_grid.heights(), m_grid, edits, forward));
    }
    UpdateAllViews();
}

void MapGridDocument::paintRuns(const std::vector<CellRun>& runs, FillKey key, int value) {
    const bool codes = key == FillKey::Code;
    if (cellCount(runs) <= kCellByCell) {
        for (const Coord c : cellsOf(runs))
            codes ? m_grid.setCode(c, static_cast<std::uint8_t>(value)) : m_grid.setHeight(c, value);
    } else {
        std::vector<std::uint8_t> values = codes ? m_grid.codes() : m_grid.heights();
        for (const CellRun& run : runs)
            std::fill_n(values.begin() + static_cast<std::ptrdiff_t>(m_grid.cellIndex({run.first, run.y})),
                        run.size(), static_cast<std::uint8_t>(std::clamp(value, 0, 255)));
        codes ? m_grid.setCodes(values) : m_grid.setHeights(values);
    }
    UpdateAllViews();
}

void MapGridDocument::setSlope(double slope) {
    m_grid.setSlope(slope);
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

void MapGridDocument::exchangeGrid(MapGrid& grid) {
    m_grid.exchange(grid);
    UpdateAllViews();
}

void MapGridDocument::setMovement(const Movement& movement) {
    m_movement = movement;
    m_movementInFile = true;
    UpdateAllViews();
}

void MapGridDocument::setUnits(const UnitTable& table, const std::string& unit) {
    const UnitProfile* row = table.find(unit);
    if (!row && table.units.empty())
        return;
    m_units = table;
    m_grid.setUnit(row ? *row : table.units.front(), table.impassableLimit);
    UpdateAllViews();
}

MazeFile MapGridDocument::readFile(const wxString& path) {
    return readMazeFile(fileSystemPath(path));
}

MazeFile MapGridDocument::contents() const {
    MazeFile maze;
    maze.name = m_name;
    maze.grid = m_grid;
    maze.comments = m_comments;
    if (m_movementInFile || m_movement != Movement{})
        maze.movement = m_movement;
    if (m_units != UnitTable::standard())
        maze.units = m_units;
    return maze;
}

void MapGridDocument::load(MazeFile maze) {
    m_name = std::move(maze.name);
    m_comments = std::move(maze.comments);
    m_movement = maze.movement.value_or(Movement{});
    m_movementInFile = maze.movement.has_value();
    m_units = effectiveUnits(maze);
    m_grid.assign(maze.grid);
}

wxString MapGridDocument::exportName() const {
    const wxFileName file(GetFilename());
    return exportStem(file.IsAbsolute() ? file.GetFullName() : GetTitle());
}

wxString MapGridDocument::folder() const {
    const wxFileName file(GetFilename());
    return file.IsAbsolute() && wxFileName::DirExists(file.GetPath()) ? file.GetPath() : wxString();
}

bool MapGridDocument::OnNewDocument() {
    if (!wxDocument::OnNewDocument())
        return false;
    auto* manager = dynamic_cast<MapGridDocManager*>(GetDocumentManager());
    if (std::optional<MazeFile> given = manager ? manager->takeNewContents() : std::nullopt) {
        // A new, untitled document named after where its map came from: Save asks for a file.
        const wxString name = toDisplay(given->name);
        SetTitle(name);
        SetFilename(fileNameFor(name), true);
        load(std::move(*given));
    } else {
        const wxSize size = manager ? manager->newMapSize() : wxSize(20, 20);
        MazeFile blank;
        blank.grid = MapGrid(size.x, size.y);
        blank.grid.setTopology(manager ? manager->newMapTopology() : Topology::Square);
        // A new map comes with a start and a goal in opposite corners, so that Go shows something
        // at once; both can be dragged elsewhere.
        blank.grid.setStart(Coord{0, 0});
        blank.grid.setGoal(Coord{size.x - 1, size.y - 1});
        load(std::move(blank));
    }
    UpdateAllViews();
    return true;
}

bool MapGridDocument::DoOpenDocument(const wxString& file) {
    try {
        // A file without a name stays without one: the title shows the file's name, and saving
        // writes back what was read.
        load(readFile(file));
        return true;
    } catch (const ParseError& e) {
        showMessage(GetDocumentWindow(), "Cannot open the maze", toDisplay(e.what()), MessageKind::Error);
    }
    return false;
}

bool MapGridDocument::DoSaveDocument(const wxString& file) {
    try {
        writeMazeFile(fileSystemPath(file), contents());
        if (auto* history = dynamic_cast<GridCommandProcessor*>(GetCommandProcessor()))
            history->noteSaved();
        return true;
    } catch (const std::exception& e) {
        showMessage(GetDocumentWindow(), "Cannot save the maze",
                    toDisplay(e.what()) +
                        L"\n\nNothing was written: the file on disk is as it was, and the maze keeps its "
                        L"unsaved changes. Choose File \u203a Save As to save it somewhere else.",
                    MessageKind::Error);
    }
    return false;
}

bool MapGridDocument::SaveAs() {
    const wxFileName current(GetFilename());
    const wxString path = askForFile(GetDocumentWindow(), "Save the maze", current.GetName() + ".maze",
                                     "Mazes (*.maze)|*.maze", FileAction::Save, current.GetPath());
    if (path.empty())
        return false;
    const wxString file = withExtension(path, "maze");
    if (!OnSaveDocument(file))
        return false;
    SetTitle(wxFileName(file).GetFullName());
    SetFilename(file, true);
    GetDocumentManager()->AddFileToHistory(file);
    return true;
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
