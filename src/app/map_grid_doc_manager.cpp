#include "map_grid_doc_manager.h"

#include "pathfinder/parse_error.h"

#include "map_grid_document.h"
#include "map_size_dialog.h"
#include "user_messages.h"

#include <wx/app.h>

namespace pathfinder::app {

MapGridDocManager::MapGridDocManager() {
    SetMaxDocsOpen(1);
}

bool MapGridDocManager::checkReadable(const wxString& path) {
    try {
        MapGridDocument::readFile(path);
        return true;
    } catch (const ParseError& e) {
        showMessage(wxTheApp->GetTopWindow(), "Cannot open the maze",
                    wxString::FromUTF8(e.what()) + "\n\nThe open maze is unchanged.", MessageKind::Error);
    }
    return false;
}

wxDocument* MapGridDocManager::CreateDocument(const wxString& path, long flags) {
    if (flags & wxDOC_NEW) {
        if (m_nextNewSize) {
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

    wxString chosen = path;
    if (chosen.empty()) {
        wxDocTemplate* templates[] = {static_cast<wxDocTemplate*>(GetTemplates().GetFirst()->GetData())};
        if (!SelectDocumentPath(templates, 1, chosen, flags) || chosen.empty())
            return nullptr;
    }
    if (!checkReadable(chosen))
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
