#pragma once

#include "pathfinder/map_grid.h"
#include "pathfinder/maze_io.h"

#include "run_settings.h"

#include <wx/docview.h>

#include <optional>
#include <string>
#include <vector>

namespace pathfinder::app {

/// One cell's entry cost before and after an edit (0 = wall).
struct CellEdit {
    Coord cell;
    int before = 0;
    int after = 0;
};

/// A maze being edited: the grid (with start and goal), its name and header comments, and the run
/// settings.
///
/// The document is the only thing that changes the grid, and only through the edit functions
/// below, which the undoable commands of grid_commands.h call; each edit updates the views.
/// Views and the search controller read the grid through grid() and listen to its changes.
///
/// What a .maze file holds round-trips through the document unchanged: the name and the comments
/// are kept as the bytes the file had, whatever their encoding.
class MapGridDocument : public wxDocument {
public:
    MapGridDocument();

    const MapGrid& grid() const { return m_grid; }
    /// The maze's own name (the "name:" line of its file; empty when it has none: the title then
    /// shows the file's name).
    const std::string& mazeName() const { return m_name; }
    const RunSettings& runSettings() const { return m_run; }
    /// The document as a .maze file holds it.
    MazeFile contents() const;

    /// Takes the algorithm and walker settings from `settings`, keeping the map's movement.
    /// A session choice: neither an edit nor saved.
    void setRunChoices(const RunSettings& settings);

    // Edits, for the commands.
    /// Gives each cell its `after` cost (forward) or its `before` cost (backward).
    void applyCosts(const std::vector<CellEdit>& edits, bool forward);
    void setStart(std::optional<Coord> cell);
    void setGoal(std::optional<Coord> cell);
    void setCost(Coord cell, int cost);
    void replaceGrid(const MapGrid& grid);
    void setMovement(const Movement& movement);

    MapGrid::ListenerId addGridListener(MapGrid::Listener listener);
    void removeGridListener(MapGrid::ListenerId id);

    /// Reads a .maze file. Throws ParseError ("file:line:col: ...") when it is malformed.
    static MazeFile readFile(const wxString& path);

    /// Asks where to save (offering the document's name with ".maze"), saves, and takes the new
    /// file's name, as wx's own Save As, through askForFile().
    bool SaveAs() override;

protected:
    bool OnNewDocument() override;
    bool DoOpenDocument(const wxString& file) override;
    bool DoSaveDocument(const wxString& file) override;
    bool OnSaveModified() override;
    wxCommandProcessor* OnCreateCommandProcessor() override;

private:
    void load(MazeFile maze);

    MapGrid m_grid;
    std::string m_name;
    std::vector<std::string> m_comments;
    RunSettings m_run;
    bool m_movementInFile = false; ///< the file named movement keys, or the user changed them

    wxDECLARE_DYNAMIC_CLASS(MapGridDocument);
};

} // namespace pathfinder::app
