#pragma once

#include "pathfinder/formats/picture_map.h"

#include <wx/dialog.h>
#include <wx/scrolwin.h>
#include <wx/string.h>

#include <cstddef>
#include <optional>

class wxColour;
class wxStaticText;
class wxTextCtrl;

namespace pathfinder::app {

/// Edits the colour table of picture maps as the text of its file, one "CELL = RRGGBB" a line (the
/// format of readColourTable(), which checks it), beside a swatch of each entry's colour: a click on
/// a swatch chooses its colour with the system's colour chooser, and writes it into the entry's line.
/// The standard table, or one loaded from a file, may be edited and saved to a file. OK applies
/// nothing while the text is wrong; the problem, with its line and column, is written under the text
/// as it is typed, and OK puts the cursor where it is.
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

    /// The entries the swatches show: the text's as last read without a problem.
    const ColourTable& swatches() const { return m_shown; }
    /// Writes `colour` into the line of the text's entry `index` (the index-th line that is neither
    /// blank nor a comment), keeping the rest of the text as it is; false when the text has no such
    /// entry.
    bool setEntryColour(std::size_t index, const wxColour& colour);

private:
    void show(const ColourTable& table);
    /// Reads the text again for the swatches, keeping the last good reading when it is wrong.
    void readSwatches();
    /// Writes the problem under the text (nothing: none).
    void showProblem(const wxString& problem);
    void paintSwatches();
    void pickSwatch(int y);

    wxTextCtrl* m_text = nullptr;
    wxScrolledCanvas* m_swatchPanel = nullptr;
    ColourTable m_shown;
    wxStaticText* m_problem = nullptr;
    wxString m_problemText; ///< the problem shown, without the line breaks of its wrapping
    ColourTable m_table;
};

} // namespace pathfinder::app
