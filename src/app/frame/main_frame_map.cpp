#include "pathfinder/basics/atomic_file.h"

#include "canvas/grid_painter.h"
#include "document/generate_maze_dialog.h"
#include "document/grid_commands.h"
#include "document/import_export.h"
#include "document/map_grid_doc_manager.h"
#include "document/map_grid_document.h"
#include "frame/main_frame.h"
#include "panels/all_units_panel.h"
#include "run/stats_panel.h"
#include "widgets/text_format.h"
#include "widgets/user_messages.h"

#include <wx/image.h>

#include <memory>
#include <string>
#include <utility>

namespace pathfinder::app {

// The map as a whole: Clear, Import and Export (as a Moving AI map, as a picture), Generate.

void MainFrame::onClearMap() {
    if (!m_doc)
        return;
    const MapGrid& grid = m_doc->grid();
    MapGrid blank(grid.width(), grid.height());
    blank.setUnit(grid.unit(), grid.impassableLimit());
    blank.setStart(grid.start());
    blank.setGoal(grid.goal());
    if (blank != grid)
        submit(new ReplaceGridCommand(*m_doc, blank, "Clear Walls and Costs"));
}

void MainFrame::onImportMap() {
    const wxString path = askForFile(this, "Import a Moving AI map", wxEmptyString,
                                     "Moving AI maps (*.map)|*.map;*.MAP|All files|*", FileAction::Open);
    if (!path.empty())
        static_cast<MapGridDocManager*>(GetDocumentManager())->importMovingAiMap(path);
}

void MainFrame::onExportMap() {
    if (!m_doc)
        return;
    if (const auto written = exportMovingAiMap(this, m_doc->contents(), wxString(), m_doc->exportName()))
        SetStatusText("Exported the map as a Moving AI map to " + *written, PhaseField);
}

void MainFrame::onExportPicture() {
    if (!m_doc)
        return;
    if (m_pictureJob && m_pictureJob->pending()) {
        showMessage(this, "Export Picture", "A picture is still being written: export again once it is done.",
                    MessageKind::Warning);
        return;
    }
    const wxString path = askForPicturePath(this, m_doc->exportName());
    if (path.empty())
        return;
    // Drawing needs this thread; encoding the PNG (seconds for the largest maps' pictures) goes to a
    // worker, which alone holds the image.
    auto image = std::make_shared<wxImage>(renderPicture(pictureSizeFor(m_doc->grid())).ConvertToImage());
    m_pictureJob = std::make_unique<AppJob<bool>>(
        [image, file = fileSystemPath(path)](const std::atomic<bool>&) {
            writeFileAtomically(file, pngBytes(*image));
            return true;
        },
        [this, path](AppJob<bool>::Outcome outcome) {
            if (!outcome.value) {
                showMessage(this, "Cannot export the picture", toDisplay(outcome.error), MessageKind::Error);
                SetStatusText(wxEmptyString, PhaseField);
                return;
            }
            SetStatusText("Exported a picture of the map to " + path, PhaseField);
        });
    SetStatusText(L"Exporting a picture of the map to " + path + L"\u2026", PhaseField);
}

wxBitmap MainFrame::renderPicture(wxSize size) {
    GridPainter painter;
    PaintScene scene;
    if (m_doc) {
        scene = m_search.scene(m_doc->grid());
        scene.smoothedPath = m_stats->smoothedPath(scene.walker);
        scene.suboptimality = m_suboptimality ? &*m_suboptimality : nullptr;
        scene.routes = m_allUnits->routes();
    }
    return painter.render(scene, size, m_editor.display);
}

void MainFrame::onGenerateMaze(std::optional<MazeKind> kind) {
    // The kind, seed and density are remembered; the size offered is the current map's.
    if (m_doc) {
        m_lastMaze.width = m_doc->grid().width();
        m_lastMaze.height = m_doc->grid().height();
    }
    if (kind)
        m_lastMaze.kind = *kind;
    GenerateMazeDialog dialog(this, m_lastMaze);
    if (kind == MazeKind::Terrain)
        dialog.SetTitle("Generate Terrain");
    if (dialog.ShowModal() != wxID_OK)
        return;
    m_lastMaze = dialog.options();
    MazeFile maze;
    maze.name = mazeName(m_lastMaze);
    maze.grid = generateMaze(m_lastMaze);
    std::string command = "# Generated: pathfinder-cli generate --kind " +
                          std::string(toString(m_lastMaze.kind)) + " --width " +
                          std::to_string(m_lastMaze.width) + " --height " +
                          std::to_string(m_lastMaze.height) + " --seed " + std::to_string(m_lastMaze.seed);
    if (m_lastMaze.kind == MazeKind::RandomWalls)
        command += " --density " + wxString::Format("%g", m_lastMaze.density).utf8_string();
    maze.comments.push_back(command);
    if (static_cast<MapGridDocManager*>(GetDocumentManager())->createUntitled(std::move(maze)))
        SetStatusText("Generated: " + toDisplay(mazeName(m_lastMaze)) +
                          (m_openNotice.empty() ? wxString() : ". " + m_openNotice),
                      PhaseField);
}

} // namespace pathfinder::app
