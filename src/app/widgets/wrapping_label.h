#pragma once

#include <wx/stattext.h>
#include <wx/string.h>

namespace pathfinder::app {

/// A label whose text breaks between words into as many lines as the width its layout gives it
/// needs, and that never asks for more width than a few characters: in a pane of any width every
/// word shows, and a long sentence makes the label taller, not the pane wider. Lay it out with
/// wxEXPAND in a vertical sizer.
class WrappingLabel : public wxStaticText {
public:
    explicit WrappingLabel(wxWindow* parent, const wxString& text = wxString());

    /// Shows `text` (unbroken; the label breaks it). Lays out the window around again when the
    /// label needs another number of lines.
    void setText(const wxString& text);
    /// The text as given, without the breaks.
    const wxString& text() const { return m_text; }

private:
    /// Breaks the text for `width` pixels and asks for the height of its lines.
    void rewrap(int width);

    wxString m_text;
    int m_width = -1;
};

} // namespace pathfinder::app
