#include "map_grid_doc_manager.h"

#include "pathfinder/maze_generator.h"
#include "pathfinder/movingai_io.h"
#include "pathfinder/parse_error.h"

#include "map_grid_document.h"
#include "map_size_dialog.h"
#include "text_format.h"
#include "user_messages.h"

#include <wx/app.h>
#include <wx/filename.h>

namespace pathfinder::app {

namespace {

void reportUnreadable(const wxString& title, const ParseError& e) {
    showMessage(wxTheApp->GetTopWindow(), title, toDisplay(e.what()) + "\n\nThe open maze is unchanged.",
                MessageKind::Error);
}

} // namespace

MapGridDocManager::MapGridDocManager() {
    SetMaxDocsOpen(1);
}

bool MapGridDocManager::checkReadable(const wxString& path) {
    try {
        MapGridDocument::readFile(path);
        return true;
    } catch (const ParseError& e) {
        reportUnreadable("Cannot open the maze", e);
    }
    return false;
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
        reportUnreadable("Cannot import the map", e);
        return nullptr;
    }
    const wxFileName file(path);
    imported.name = fileSystemPath(file.GetName());
    placeCornerEndpoints(imported.grid);
    const bool given = start && goal && imported.grid.inBounds(*start) && imported.grid.inBounds(*goal) &&
                       *start != *goal;
    if (given) {
        imported.grid.setStart(start);
        imported.grid.setGoal(goal);
    }
    imported.comments.push_back("# Imported from the Moving AI map " + fileSystemPath(file.GetFullName()) +
                                (given ? std::string("; start and goal those of the trace read with it.")
                                       : std::string("; start and goal on the free cells nearest two corners.")));
    return createUntitled(std::move(imported));
}

wxString MapGridDocManager::chooseFile() {
    const wxString path =
        askForFile(wxTheApp->GetTopWindow(), "Open a maze", wxEmptyString,
                   "Mazes and Moving AI maps (*.maze;*.map)|*.maze;*.MAZE;*.map;*.MAP|"
                   "Mazes (*.maze)|*.maze;*.MAZE|Moving AI maps (*.map)|*.map;*.MAP|All files|*",
                   FileAction::Open, GetLastDirectory());
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
            m_nextNewSize.reset();
        } else {
            MapSizeDialog dialog(wxTheApp->GetTopWindow(), m_lastAskedSize);
            if (dialog.ShowModal() != wxID_OK)
                return nullptr;
            m_newSize = m_lastAskedSize = dialog.size();
        }
        return wxDocManager::CreateDocument(path, flags);
    }

    const wxString chosen = path.empty() ? chooseFile() : path;
    if (chosen.empty())
        return nullptr;
    if (isMovingAiMapPath(fileSystemPath(chosen)))
        return importMovingAiMap(chosen);
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
