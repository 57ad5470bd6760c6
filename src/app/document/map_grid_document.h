#pragma once

#include "pathfinder/formats/maze_io.h"
#include "pathfinder/grid/edit_shapes.h"
#include "pathfinder/grid/footprint.h"
#include "pathfinder/grid/map_grid.h"

#include <wx/docview.h>

#include <optional>
#include <string>
#include <vector>

namespace pathfinder::app {

/// One cell's code before and after an edit (MapGrid::code(): 0 wall, 1–9 plain, a terrain).
struct CellEdit {
    Coord cell;
    int before = 0;
    int after = 0;
};

/// One side's kind before and after an edit, seen from `cell` in `heading` (MapGrid::side()).
struct SideEdit {
    Coord cell;
    Direction heading = Direction::N;
    SideKind before = SideKind::Open;
    SideKind after = SideKind::Open;
};

/// The hint of every UpdateAllViews() of a MapGridDocument: the changes of its grid since the last
/// update, in order. It is the one way edits reach the views and, through them, the search.
class GridChangeHint : public wxObject {
public:
    std::vector<GridChange> changes;
};

/// A maze being edited: the grid (with start and goal, and the unit that crosses it), its unit
/// table, its movement rules, its name and header comments. What runs on it (the algorithm and its settings)
/// is the session's, not the document's: the SearchController holds it.
///
/// The document is the only thing that changes the grid, and only through the edit functions
/// below, which the undoable commands of grid_commands.h call; each edit updates the views with a
/// GridChangeHint of what changed. Views read the grid through grid().
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
    /// The movement rules the map is searched with (saved in its file).
    const Movement& movement() const { return m_movement; }
    /// The units the map may be crossed by (saved in its file where it differs from the standard
    /// table). The grid's unit is always one of its rows, with its limit.
    const UnitTable& units() const { return m_units; }
    /// Each cell's clearance for the grid's unit (ClearanceMap): worked out over the whole map when
    /// first asked for (or after the map was replaced), then kept up to date edit by edit.
    const ClearanceMap& clearance() const;
    /// The document as a .maze file holds it.
    MazeFile contents() const;
    /// The name a file exported from this map starts with: its file's name, else its title, made
    /// clean (exportStem()).
    wxString exportName() const;
    /// The folder of the file the map came from; empty for a map from no file (new, generated,
    /// imported).
    wxString folder() const;

    // Edits, for the commands.
    /// Gives each cell its `after` cost (forward) or its `before` cost (backward).
    void applyCosts(const std::vector<CellEdit>& edits, bool forward);
    /// Gives each side its `after` kind (forward) or its `before` kind (backward, in reverse order).
    void applySides(const std::vector<SideEdit>& edits, bool forward);
    /// Gives each cell the height `after` (forward) or `before` (backward).
    void applyHeights(const std::vector<CellEdit>& edits, bool forward);
    /// Gives every cell of `runs` the code (FillKey::Code) or the height `value`: cell by cell for a
    /// few thousand cells, else as one change of the whole map.
    void paintRuns(const std::vector<CellRun>& runs, FillKey key, int value);
    /// Sets the slope factor (MapGrid::setSlope()).
    void setSlope(double slope);
    void setStart(std::optional<Coord> cell);
    void setGoal(std::optional<Coord> cell);
    void setCost(Coord cell, int cost);
    /// Exchanges the whole map with `grid` (MapGrid::exchange), copying nothing.
    void exchangeGrid(MapGrid& grid);
    void setMovement(const Movement& movement);
    /// Makes `table` the document's units and its row named `unit` the grid's unit (the first row
    /// when there is none of that name).
    void setUnits(const UnitTable& table, const std::string& unit);

    /// Tells every view, with a GridChangeHint of the grid's changes since the last update (wx's
    /// own calls without a hint get one too).
    void UpdateAllViews(wxView* sender = nullptr, wxObject* hint = nullptr) override;

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
    std::vector<GridChange> m_changes;               ///< since the last UpdateAllViews()
    mutable std::optional<ClearanceMap> m_clearance; ///< once asked for
    std::string m_name;
    std::vector<std::string> m_comments;
    Movement m_movement;
    UnitTable m_units = UnitTable::standard();
    bool m_movementInFile = false; ///< the file named movement keys, or the user changed them

    wxDECLARE_DYNAMIC_CLASS(MapGridDocument);
};

} // namespace pathfinder::app
