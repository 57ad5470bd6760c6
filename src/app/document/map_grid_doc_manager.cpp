#include "document/map_grid_doc_manager.h"

#include "pathfinder/basics/count_text.h"
#include "pathfinder/basics/parse_error.h"
#include "pathfinder/formats/movingai_io.h"
#include "pathfinder/formats/tmx_io.h"
#include "pathfinder/generators/maze_generator.h"

#include "document/map_grid_document.h"
#include "document/map_size_dialog.h"
#include "widgets/text_format.h"
#include "widgets/user_messages.h"

#include <wx/app.h>
#include <wx/filename.h>

namespace pathfinder::app {

MapGridDocManager::MapGridDocManager() {
    SetMaxDocsOpen(1);
}

void MapGridDocManager::reportUnreadable(const wxString& title, const wxString& why) const {
    wxString instead = m_shownInstead;
    if (instead.empty())
        instead = GetCurrentDocument() ? "The open maze is unchanged." : "No maze is open.";
    showMessage(wxTheApp->GetTopWindow(), title, why + "\n\n" + instead, MessageKind::Error);
}

bool MapGridDocManager::checkReadable(const wxString& path) const {
    try {
        MapGridDocument::readFile(path);
        return true;
    } catch (const ParseError& e) {
        reportUnreadable("Cannot open the maze", toDisplay(e.what()));
    }
    return false;
}

bool MapGridDocManager::isTiledMapPath(const wxString& path) {
    return wxFileName(path).GetExt().Lower() == "tmx";
}

wxDocument* MapGridDocManager::importTiledMap(const wxString& tmxPath, const wxString& mappingPath) {
    MazeFile imported;
    try {
        imported.grid = readTmxMap(fileSystemPath(tmxPath), readTmxMappingFile(fileSystemPath(mappingPath)));
    } catch (const ParseError& e) {
        reportUnreadable("Cannot import the Tiled map", toDisplay(e.what()));
        return nullptr;
    }
    const wxFileName tmxFile(tmxPath);
    imported.name = fileSystemPath(tmxFile.GetName());
    imported.comments.push_back("# Imported from the Tiled map " + fileSystemPath(tmxFile.GetFullName()) +
                                " with the mapping " + fileSystemPath(wxFileName(mappingPath).GetFullName()) +
                                "; start and goal on the free cells nearest two corners.");
    placeCornerEndpoints(imported.grid);
    return createUntitled(std::move(imported));
}

wxDocument* MapGridDocManager::importPictureMap(const wxString& path) {
    MazeFile imported;
    PictureMap picture;
    try {
        picture = readPictureMapFile(fileSystemPath(path), m_colourTable);
    } catch (const ParseError& e) {
        reportUnreadable("Cannot import the picture", toDisplay(e.what()));
        return nullptr;
    }
    imported.grid = std::move(picture.grid);
    const wxFileName file(path);
    imported.name = fileSystemPath(file.GetName());
    const std::optional<Coord> start = imported.grid.start();
    const std::optional<Coord> goal = imported.grid.goal();
    const bool ends = start && goal;
    if (!ends) {
        // The end the picture gives stays; the other goes to the free cell nearest its corner.
        placeCornerEndpoints(imported.grid);
        if (start && imported.grid.goal() != start)
            imported.grid.setStart(start);
        if (goal && imported.grid.start() != goal)
            imported.grid.setGoal(goal);
    }
    imported.comments.push_back(
        "# Imported from the picture " + fileSystemPath(file.GetFullName()) +
        (ends ? std::string(", a pixel a cell.")
              : std::string(", a pixel a cell; start and goal on the free cells nearest "
                            "two corners.")));
    wxDocument* doc = createUntitled(std::move(imported));
    if (doc && picture.approximated > 0)
        showMessage(
            wxTheApp->GetTopWindow(), "Import Picture Map",
            wxString::Format(L"Some colours of %s are not in the colour table: %s in %s took the cell of "
                             L"the nearest colour in it (the first at pixel %d,%d).\n\nMap \u203a Colour "
                             L"Table\u2026 says what each colour becomes.",
                             file.GetFullName(), toDisplay(countText(picture.approximated, "pixel")),
                             toDisplay(countText(picture.approximatedColours, "colour")),
                             picture.firstApproximated->x, picture.firstApproximated->y),
            MessageKind::Warning);
    return doc;
}

wxDocument* MapGridDocManager::openTiledMap(const wxString& tmxPath) {
    const wxFileName tmxFile(tmxPath);
    const wxString mappingPath = askForFile(
        wxTheApp->GetTopWindow(), "What the tiles of " + tmxFile.GetFullName() + " become (a mapping file)",
        wxEmptyString, "Tile mappings (*.txt)|*.txt;*.TXT|All files|*", FileAction::Open, tmxFile.GetPath());
    if (mappingPath.empty()) {
        reportUnreadable("Cannot open the Tiled map",
                         tmxFile.GetFullName() +
                             L" is a Tiled map: it opens with a mapping file that says what its tiles "
                             L"become, one rule a line (for instance \"rock = wall\", \"grass = free\" or "
                             L"\"3 = 5\"). Choose one when asked, or use File \u203a Import Tiled Map.");
        return nullptr;
    }
    return importTiledMap(tmxPath, mappingPath);
}

std::optional<MazeFile> MapGridDocManager::takeNewContents() {
    std::optional<MazeFile> contents = std::move(m_newContents);
    m_newContents.reset();
    return contents;
}

wxDocument* MapGridDocManager::createUntitled(MazeFile contents) {
    m_newContents = std::move(contents);
    wxDocument* doc = wxDocManager::CreateDocument(wxEmptyString, wxDOC_NEW);
    m_newContents.reset(); // unused when the user kept the open document
    return doc;
}

wxDocument* MapGridDocManager::importMovingAiMap(const wxString& path, std::optional<Coord> start,
                                                 std::optional<Coord> goal) {
    MazeFile imported;
    try {
        imported.grid = readMovingAiMapFile(fileSystemPath(path));
    } catch (const ParseError& e) {
        reportUnreadable("Cannot import the map", toDisplay(e.what()));
        return nullptr;
    }
    const wxFileName file(path);
    imported.name = fileSystemPath(file.GetName());
    placeCornerEndpoints(imported.grid);
    const bool given =
        start && goal && imported.grid.inBounds(*start) && imported.grid.inBounds(*goal) && *start != *goal;
    if (given) {
        imported.grid.setStart(start);
        imported.grid.setGoal(goal);
    }
    imported.comments.push_back(
        "# Imported from the Moving AI map " + fileSystemPath(file.GetFullName()) +
        (given ? std::string("; start and goal those of the trace read with it.")
               : std::string("; start and goal on the free cells nearest two corners.")));
    return createUntitled(std::move(imported));
}

wxString MapGridDocManager::chooseFile() {
    const wxString path = askForFile(
        wxTheApp->GetTopWindow(), "Open a maze", wxEmptyString,
        "Mazes and maps (*.maze;*.map;*.tmx;*.png)|*.maze;*.MAZE;*.map;*.MAP;*.tmx;*.TMX;*.png;*.PNG|"
        "Mazes (*.maze)|*.maze;*.MAZE|Moving AI maps (*.map)|*.map;*.MAP|"
        "Tiled maps (*.tmx)|*.tmx;*.TMX|Picture maps (*.png)|*.png;*.PNG|All files|*",
        FileAction::Open);
    if (!path.empty())
        SetLastDirectory(wxFileName(path).GetPath());
    return path;
}

wxDocument* MapGridDocManager::CreateDocument(const wxString& path, long flags) {
    if (flags & wxDOC_NEW) {
        if (m_newContents) {
            // createUntitled(): the contents come with the document, no size to ask for.
        } else if (m_nextNewSize) {
            m_newSize = *m_nextNewSize;
            m_newTopology = m_nextNewTopology;
            m_nextNewSize.reset();
        } else {
            MapSizeDialog dialog(wxTheApp->GetTopWindow(), m_lastAskedSize, m_lastAskedTopology);
            if (dialog.ShowModal() != wxID_OK)
                return nullptr;
            m_newSize = m_lastAskedSize = dialog.size();
            m_newTopology = m_lastAskedTopology = dialog.topology();
        }
        return wxDocManager::CreateDocument(path, flags);
    }

    const wxString chosen = path.empty() ? chooseFile() : path;
    if (chosen.empty())
        return nullptr;
    if (isMovingAiMapPath(fileSystemPath(chosen)))
        return importMovingAiMap(chosen);
    if (isTiledMapPath(chosen))
        return openTiledMap(chosen);
    if (isPicturePath(fileSystemPath(chosen)))
        return importPictureMap(chosen);
    if (!checkReadable(chosen))
        return nullptr;
    // wx would only bring an open document forward; reading the file again is what a person who
    // chose it expects (after being asked about unsaved changes).
    if (wxDocument* open = FindDocumentByPath(chosen); open && !CloseDocument(open))
        return nullptr;
    return wxDocManager::CreateDocument(chosen, flags | wxDOC_SILENT);
}

wxDocument* MapGridDocManager::openPreset(const wxString& path) {
    wxDocument* doc = CreateDocument(path, wxDOC_SILENT);
    if (doc)
        doc->SetDocumentSaved(false);
    return doc;
}

} // namespace pathfinder::app
