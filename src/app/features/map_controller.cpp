#include "features/map_controller.h"

#include "pathfinder/basics/atomic_file.h"
#include "pathfinder/grid/map_resize.h"

#include "document/colour_table_dialog.h"
#include "document/generate_maze_dialog.h"
#include "document/grid_commands.h"
#include "document/import_export.h"
#include "document/map_grid_doc_manager.h"
#include "document/map_grid_document.h"
#include "document/resize_map_dialog.h"
#include "document/side_commands.h"
#include "features/frame_parts.h"
#include "frame/main_menu.h"
#include "run/result_text.h"
#include "run/run_history.h"
#include "widgets/text_format.h"
#include "widgets/user_messages.h"

#include <wx/frame.h>
#include <wx/image.h>
#include <wx/msgdlg.h>
#include <wx/textdlg.h>

#include <cmath>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>

namespace pathfinder::app {

MapController::MapController(FrameParts& parts) : m_parts(parts) {
    wxFrame& frame = m_parts.frame;
    onMenu(frame, ids::ImportMap, [this] { onImportMap(); });
    onMenu(frame, ids::ImportTiledMap, [this] { importTiledMap(&m_parts.frame, m_parts.documents); });
    onMenu(frame, ids::ExportMap, [this] { onExportMap(); });
    onMenu(frame, ids::ImportPictureMap, [this] { onImportPictureMap(); });
    onMenu(frame, ids::ExportPictureMap, [this] { onExportPictureMap(); });
    onMenu(frame, ids::ColourTable, [this] { editColourTable(); });
    onMenu(frame, ids::ExportPicture, [this] { onExportPicture(); });
    onMenu(frame, ids::ExportHistory, [this] { onExportHistory(); });
    onMenu(frame, ids::GenerateMaze, [this] { generate(); });
    onMenu(frame, ids::GenerateTerrain, [this] { generate(MazeKind::Terrain); });
    onMenu(frame, ids::ClearMap, [this] { clear(); });
    onMenu(frame, ids::SlopeFactor, [this] { askSlope(); });
    onMenu(frame, ids::ResizeMap, [this] { askResize(); });
}

void MapController::askResize() {
    MapGridDocument* doc = m_parts.document();
    if (!doc)
        return;
    ResizeMapDialog dialog(&m_parts.frame, doc->grid());
    if (dialog.ShowModal() != wxID_OK)
        return;
    const MapGrid& grid = doc->grid();
    if (dialog.width() == grid.width() && dialog.height() == grid.height() && dialog.offset() == Coord{})
        return;
    // The dialog allows OK only for a resize that can be done.
    m_parts.submit(new ReplaceGridCommand(
        *doc, resizedGrid(grid, dialog.width(), dialog.height(), dialog.offset()), "Resize Map"));
}

void MapController::askSlope() {
    MapGridDocument* doc = m_parts.document();
    if (!doc)
        return;
    const double now = doc->grid().slope();
    wxString text = wxString::FromCDouble(now);
    while (true) {
        wxTextEntryDialog dialog(
            &m_parts.frame,
            L"Slope factor s (0 or more): a step that climbs by r costs (1 + s\u00d7r) times "
            L"as much; descending costs nothing extra.",
            "Slope Factor", text);
        if (dialog.ShowModal() != wxID_OK)
            return;
        text = dialog.GetValue();
        double slope = 0.0;
        if (text.Trim().Trim(false).ToCDouble(&slope) && std::isfinite(slope) && slope >= 0.0 &&
            slope <= 1e6) {
            if (slope != now)
                m_parts.submit(new SetSlopeCommand(*doc, slope));
            return;
        }
        showMessage(&m_parts.frame, "Slope Factor",
                    "\"" + text + "\" is not a slope factor: give a number from 0 to 1000000.",
                    MessageKind::Warning);
    }
}

void MapController::finishJobs() {
    if (m_pictureJob)
        m_pictureJob->finish();
}

void MapController::clear() {
    MapGridDocument* doc = m_parts.document();
    if (!doc)
        return;
    const MapGrid& grid = doc->grid();
    MapGrid blank(grid.width(), grid.height());
    blank.setTopology(grid.topology());
    blank.setSlope(grid.slope());
    blank.setUnit(grid.unit(), grid.impassableLimit());
    blank.setStart(grid.start());
    blank.setGoal(grid.goal());
    if (blank != grid)
        m_parts.submit(new ReplaceGridCommand(*doc, blank, "Clear Walls and Costs"));
}

void MapController::onImportMap() {
    const wxString path = askForFile(&m_parts.frame, "Import a Moving AI map", wxEmptyString,
                                     "Moving AI maps (*.map)|*.map;*.MAP|All files|*", FileAction::Open);
    if (!path.empty())
        m_parts.documents.importMovingAiMap(path);
}

void MapController::onExportMap() {
    MapGridDocument* doc = m_parts.document();
    if (!doc)
        return;
    if (const auto written =
            exportMovingAiMap(&m_parts.frame, doc->contents(), wxString(), doc->exportName()))
        m_parts.sayPhase("Exported the map as a Moving AI map to " + *written);
}

void MapController::onImportPictureMap() {
    const wxString path = askForFile(&m_parts.frame, "Import a picture map", wxEmptyString,
                                     "Picture maps (*.png)|*.png;*.PNG|All files|*", FileAction::Open);
    if (!path.empty())
        m_parts.documents.importPictureMap(path);
}

void MapController::onExportPictureMap() {
    MapGridDocument* doc = m_parts.document();
    if (!doc)
        return;
    if (const auto written = exportPictureMap(&m_parts.frame, doc->contents(),
                                              m_parts.documents.colourTable(), wxString(), doc->exportName()))
        m_parts.sayPhase("Exported the map as a picture to " + *written);
}

void MapController::editColourTable() {
    ColourTableDialog dialog(&m_parts.frame, m_parts.documents.colourTable());
    if (dialog.ShowModal() == wxID_OK)
        m_parts.documents.setColourTable(dialog.table());
}

void MapController::onExportPicture() {
    MapGridDocument* doc = m_parts.document();
    if (!doc)
        return;
    if (m_pictureJob && m_pictureJob->pending()) {
        showMessage(&m_parts.frame, "Export Picture",
                    "A picture is still being written: export again once it is done.", MessageKind::Warning);
        return;
    }
    const wxString path = askForPicturePath(&m_parts.frame, doc->exportName());
    if (path.empty())
        return;
    // Drawing needs this thread; encoding the PNG (seconds for the largest maps' pictures) goes to a
    // worker, which alone holds the image.
    auto image = std::make_shared<wxImage>(m_parts.picture(pictureSizeFor(doc->grid())).ConvertToImage());
    m_pictureJob = std::make_unique<AppJob<bool>>(
        [image, file = fileSystemPath(path)](const std::atomic<bool>&) {
            writeFileAtomically(file, pngBytes(*image));
            return true;
        },
        [this, path](AppJob<bool>::Outcome outcome) {
            if (!outcome.value) {
                showMessage(&m_parts.frame, "Cannot export the picture", toDisplay(outcome.error),
                            MessageKind::Error);
                m_parts.sayPhase(wxEmptyString);
                return;
            }
            m_parts.sayPhase("Exported a picture of the map to " + path);
        });
    m_parts.sayPhase(L"Exporting a picture of the map to " + path + L"\u2026");
}

void MapController::generate(std::optional<MazeKind> kind) {
    MapGridDocument* doc = m_parts.document();
    // The kind, cells, seed and density are remembered; the size offered is the current map's.
    if (doc) {
        m_lastMaze.width = doc->grid().width();
        m_lastMaze.height = doc->grid().height();
    }
    if (kind)
        m_lastMaze.kind = *kind;
    GenerateMazeDialog dialog(&m_parts.frame, m_lastMaze);
    if (kind == MazeKind::Terrain)
        dialog.SetTitle("Generate Terrain");
    if (dialog.ShowModal() != wxID_OK)
        return;
    m_lastMaze = dialog.options();
    MazeFile maze;
    maze.name = mazeName(m_lastMaze);
    try {
        maze.grid = generateMaze(m_lastMaze);
    } catch (const std::invalid_argument& e) {
        showMessage(&m_parts.frame, "Cannot generate this map", toDisplay(e.what()), MessageKind::Warning);
        return;
    }
    std::string command = "# Generated: pathfinder-cli generate --kind " +
                          std::string(toString(m_lastMaze.kind)) + " --width " +
                          std::to_string(m_lastMaze.width) + " --height " +
                          std::to_string(m_lastMaze.height) + " --seed " + std::to_string(m_lastMaze.seed);
    if (m_lastMaze.kind == MazeKind::RandomWalls)
        command += " --density " + wxString::Format("%g", m_lastMaze.density).utf8_string();
    if (m_lastMaze.topology == Topology::Hex)
        command += " --topology hex";
    maze.comments.push_back(command);
    if (m_parts.documents.createUntitled(std::move(maze)))
        m_parts.sayPhase("Generated: " + toDisplay(mazeName(m_lastMaze)) +
                         (m_openNotice.empty() ? wxString() : ". " + m_openNotice));
}

void MapController::onExportHistory() {
    MapGridDocument* doc = m_parts.document();
    if (m_parts.history.rows() == 0) {
        showMessage(&m_parts.frame, "Export Run History",
                    "There are no runs to export yet: press Go, then export the history.",
                    MessageKind::Warning);
        return;
    }
    const wxString path = askForFile(&m_parts.frame, "Export the run history",
                                     (doc ? doc->exportName() + "-" : wxString()) + "run-history.csv",
                                     "CSV files (*.csv)|*.csv", FileAction::Save);
    if (!path.empty())
        exportHistory(path);
}

bool MapController::exportHistory(const wxString& path) {
    try {
        writeFileAtomically(fileSystemPath(path), m_parts.history.csv());
    } catch (const std::exception& e) {
        showMessage(&m_parts.frame, "Export Run History",
                    "The run history could not be written.\n\n" + toDisplay(e.what()), MessageKind::Error);
        return false;
    }
    m_parts.sayPhase("Exported " + countWords(static_cast<std::uint64_t>(m_parts.history.rows()), "run") +
                     " as CSV to " + path);
    return true;
}

} // namespace pathfinder::app
