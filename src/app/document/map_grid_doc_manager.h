#pragma once

#include "pathfinder/formats/maze_io.h"
#include "pathfinder/formats/picture_map.h"

#include <wx/docview.h>

#include <optional>
#include <utility>

namespace pathfinder::app {

/// The document manager of the app: one open maze at a time, as wx's single-document mode.
///
/// Opening a file closes the open document first (wx's rule for a single document), so a file
/// is read once beforehand: a malformed one is reported with its line and column, and the open
/// document, unsaved changes included, stays as it is. Opening the file that is already open
/// reads it again (after asking to save its changes), as choosing a preset does.
///
/// Whatever replaces the open maze with a map that did not come from a .maze file — a Moving AI
/// map or a Tiled map opened or imported, a generated maze — makes a new, untitled document named
/// after its source, so that Save never writes it over the file the old maze came from. A file is
/// opened by its kind: a .map is imported as Moving AI map, a .tmx as a Tiled map (after asking for
/// the mapping file that says what its tiles become), a .png as a picture (a pixel a cell, through
/// colourTable()), anything else is read as a .maze.
///
/// A file that cannot be read is reported with its file:line:col and what is shown instead: the
/// open maze, unchanged; the default maze (at start-up); or no maze.
class MapGridDocManager : public wxDocManager {
public:
    MapGridDocManager();

    /// As wxDocManager, plus the checks above for files (a .map or .tmx file is imported), and the
    /// size question for wxDOC_NEW.
    wxDocument* CreateDocument(const wxString& path, long flags = 0) override;

    /// Opens a preset maze, reading it again if it is open; Save then asks where to put the copy
    /// instead of overwriting the preset.
    wxDocument* openPreset(const wxString& path);

    /// Replaces the open document (after asking to save its changes) with a new, untitled one that
    /// holds `contents` and is named after contents.name. Nothing when the user cancels.
    wxDocument* createUntitled(MazeFile contents);
    /// Reads a Moving AI map into a new, untitled document named after the file, with its start
    /// and goal at `start` and `goal` when given and on the map, else on the free cells nearest the
    /// top-left and bottom-right corners. Tells the user and returns nothing when the file is
    /// malformed.
    wxDocument* importMovingAiMap(const wxString& path, std::optional<Coord> start = std::nullopt,
                                  std::optional<Coord> goal = std::nullopt);

    /// Reads a Tiled map's first tile layer through a mapping file (readTmxMapping()) into a new,
    /// untitled document named after the .tmx, with its start and goal on the free cells nearest two
    /// corners. Tells the user and returns nothing when either file is malformed.
    wxDocument* importTiledMap(const wxString& tmxPath, const wxString& mappingPath);
    /// Asks for the mapping file of a Tiled map (in the map's folder), then imports it; when none is
    /// chosen, says how a Tiled map is opened and returns nothing.
    wxDocument* openTiledMap(const wxString& tmxPath);
    /// True for a path that names a Tiled map (.tmx, any case).
    static bool isTiledMapPath(const wxString& path);

    /// Reads a .png picture, a pixel a cell, through colourTable() into a new, untitled document
    /// named after the file, with the picture's start and goal, or on the free cells nearest two
    /// corners when it has none. When some colours were not in the table, says how many pixels took
    /// the nearest colour's cell. Tells the user and returns nothing when the picture cannot be read.
    wxDocument* importPictureMap(const wxString& path);
    /// The colour table pictures are read and written with (Map › Colour Table…): the standard one
    /// until another is set.
    const ColourTable& colourTable() const { return m_colourTable; }
    void setColourTable(ColourTable table) { m_colourTable = std::move(table); }

    /// What is shown when a file cannot be opened, said in its message, e.g. "The default maze is
    /// shown instead." while the start-up file is opened; empty: the open maze, or no maze.
    void setShownInstead(const wxString& text) { m_shownInstead = text; }
    /// Tells the user that a file cannot be opened (`why`), and what is shown instead.
    void reportUnreadable(const wxString& title, const wxString& why) const;

    /// For MapGridDocument::OnNewDocument: the contents the document being created gets, once.
    std::optional<MazeFile> takeNewContents();

    /// Makes the next new document this size, with cells of this shape, without asking (for
    /// start-up and tests).
    void setNextNewMapSize(wxSize size, Topology topology = Topology::Square) {
        m_nextNewSize = size;
        m_nextNewTopology = topology;
    }
    /// The size of the document being created by wxDOC_NEW, and the shape of its cells.
    wxSize newMapSize() const { return m_newSize; }
    Topology newMapTopology() const { return m_newTopology; }

    /// True when `path` holds a readable maze; otherwise tells the user why and returns false.
    bool checkReadable(const wxString& path) const;

private:
    /// Asks for a file to open: mazes and Moving AI maps.
    wxString chooseFile();

    wxSize m_newSize{20, 20};
    std::optional<wxSize> m_nextNewSize;
    wxSize m_lastAskedSize{20, 20};
    Topology m_newTopology = Topology::Square;
    Topology m_nextNewTopology = Topology::Square;
    Topology m_lastAskedTopology = Topology::Square;
    std::optional<MazeFile> m_newContents;
    wxString m_shownInstead;
    ColourTable m_colourTable = ColourTable::standard();
};

} // namespace pathfinder::app
