#pragma once

#include "pathfinder/generators/maze_generator.h"

#include "widgets/app_job.h"

#include <wx/string.h>

#include <memory>
#include <optional>

namespace pathfinder::app {

struct FrameParts;

/// The map as a whole: File › Import and Export (a Moving AI map, a picture map, a picture, the run
/// history), Map › Colour Table, Resize Map, Generate Maze and Generate Terrain, and Clear.
class MapController {
public:
    explicit MapController(FrameParts& parts);

    /// Clears the map's walls and costs (one undo step), keeping its size, unit, start and goal.
    void clear();
    /// Asks for the map's slope factor and sets it (undoable).
    void askSlope();
    /// Map › Resize Map: the new size and where the old map sits, one undo step.
    void askResize();
    /// Generate Maze, its dialog showing the last kind chosen or `kind`.
    void generate(std::optional<MazeKind> kind = std::nullopt);
    /// Writes the run history as CSV (RunHistory::csv()); false, with a message, when it cannot.
    bool exportHistory(const wxString& path);
    /// What the status bar said of the map last opened (its breakpoints removed), said again after
    /// a map is generated.
    void setOpenNotice(const wxString& notice) { m_openNotice = notice; }
    /// Map › Colour Table: edits the colour table of picture maps (ColourTableDialog).
    void editColourTable();
    /// Waits for a picture being written.
    void finishJobs();

private:
    void onImportMap();
    void onExportMap();
    void onImportPictureMap();
    void onExportPictureMap();
    void onExportPicture();
    void onExportHistory();

    FrameParts& m_parts;
    MazeOptions m_lastMaze;
    wxString m_openNotice;
    std::unique_ptr<AppJob<bool>> m_pictureJob; ///< a picture being encoded and written
};

} // namespace pathfinder::app
