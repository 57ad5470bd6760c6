#pragma once

#include "pathfinder/teaching/pseudo_code.h"

#include <wx/scrolwin.h>

#include <vector>

namespace pathfinder::app {

/// A pseudo-code listing in a monospace font, its lines wrapped to the width with a hanging indent,
/// and one line highlighted. Owner-drawn and buffered: changing the highlight repaints without
/// relaying the text out, and the layout is rebuilt only for a new listing or a new width.
class PseudoCodeView : public wxScrolledCanvas {
public:
    explicit PseudoCodeView(wxWindow* parent);

    /// Shows `listing` (nullptr: nothing); the pointer must stay valid (pseudoCodeFor() gives such).
    void setListing(const PseudoCodeListing* listing);
    /// Highlights line `line` (0-based) of the listing, or none for −1, and scrolls it into view.
    void setHighlightedLine(int line);
    int highlightedLine() const { return m_highlight; }
    const PseudoCodeListing* listing() const { return m_listing; }

private:
    /// One row on screen: part of a listing line.
    struct Row {
        int line = 0;
        wxString text;
    };

    void relayout();
    void onPaint(wxPaintEvent& event);
    void onSize(wxSizeEvent& event);

    const PseudoCodeListing* m_listing = nullptr;
    int m_highlight = -1;
    std::vector<Row> m_rows;
    int m_layoutWidth = -1;
    int m_rowHeight = 14;
    wxFont m_font;
};

} // namespace pathfinder::app
