#pragma once

#include "pathfinder/formats/picture_map.h"

#include <wx/dialog.h>
#include <wx/string.h>

#include <optional>

class wxStaticText;
class wxTextCtrl;

namespace pathfinder::app {

/// Edits the colour table of picture maps as the text of its file, one "CELL = RRGGBB" a line (the
/// format of readColourTable(), which checks it): the standard table, or one loaded from a file, may
/// be edited and saved to a file. OK applies nothing while the text is wrong; the problem, with its
/// line and column, is written under the text and the cursor put where it is.
class ColourTableDialog : public wxDialog {
public:
    ColourTableDialog(wxWindow* parent, const ColourTable& table);

    /// The table as accepted with OK.
    const ColourTable& table() const { return m_table; }

    /// Reads the text into table(); returns the problem (file:line:col) when it cannot be read, after
    /// showing it and moving the cursor there.
    std::optional<wxString> check();
    /// The problem shown under the text, unwrapped (empty when there is none).
    wxString problemShown() const;
    wxTextCtrl& text() { return *m_text; }

    /// The buttons' actions: the standard table; a table file read in (an error in it is shown and the
    /// text stays); the text saved to a file once it reads as a table.
    void showStandard();
    void load();
    void save();

private:
    void show(const ColourTable& table);

    wxTextCtrl* m_text = nullptr;
    wxStaticText* m_problem = nullptr;
    wxString m_problemText; ///< the problem shown, without the line breaks of its wrapping
    ColourTable m_table;
};

} // namespace pathfinder::app
