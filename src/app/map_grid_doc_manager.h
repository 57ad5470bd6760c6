#pragma once

#include <wx/docview.h>

#include <optional>

namespace pathfinder::app {

/// The document manager of the app: one open maze at a time, as wx's single-document mode.
///
/// Opening a file closes the open document first (wx's rule for a single document), so a file
/// is read once beforehand: a malformed one is reported with its line and column, and the open
/// document, unsaved changes included, stays as it is.
class MapGridDocManager : public wxDocManager {
public:
    MapGridDocManager();

    /// As wxDocManager, plus the check above for files, and the size question for wxDOC_NEW.
    wxDocument* CreateDocument(const wxString& path, long flags = 0) override;

    /// Opens a preset maze; Save then asks where to put the copy instead of overwriting the preset.
    wxDocument* openPreset(const wxString& path);

    /// Makes the next new document this size without asking (for start-up and tests).
    void setNextNewMapSize(wxSize size) { m_nextNewSize = size; }
    /// The size of the document being created by wxDOC_NEW.
    wxSize newMapSize() const { return m_newSize; }

    /// True when `path` holds a readable maze; otherwise tells the user why and returns false.
    static bool checkReadable(const wxString& path);

private:
    wxSize m_newSize{20, 20};
    std::optional<wxSize> m_nextNewSize;
    wxSize m_lastAskedSize{20, 20};
};

} // namespace pathfinder::app
