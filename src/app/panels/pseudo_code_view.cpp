#include "panels/pseudo_code_view.h"

#include <wx/dcbuffer.h>
#include <wx/settings.h>

#include <algorithm>

namespace pathfinder::app {

namespace {

constexpr int kMargin = 4;

/// `text` broken into pieces of at most `columns` characters, between words where it can; the
/// pieces after the first are indented two spaces more than the line, so a wrapped line reads as one.
std::vector<wxString> wrapCode(const wxString& text, std::size_t columns) {
    std::size_t indent = 0;
    while (indent < text.size() && text[indent] == ' ')
        ++indent;
    const wxString hanging(' ', std::min(indent + 2, columns / 2));
    std::vector<wxString> pieces;
    wxString rest = text;
    wxString prefix;
    columns = std::max<std::size_t>(columns, 8);
    while (prefix.size() + rest.size() > columns) {
        const std::size_t room = columns - prefix.size();
        std::size_t cut = rest.rfind(' ', room);
        if (cut == wxString::npos || cut <= indent)
            cut = room; // a word longer than the room: break inside it
        pieces.push_back(prefix + rest.substr(0, cut));
        rest = rest.substr(cut);
        rest.Trim(false);
        prefix = hanging;
    }
    pieces.push_back(prefix + rest);
    return pieces;
}

} // namespace

PseudoCodeView::PseudoCodeView(wxWindow* parent)
    : wxScrolledCanvas(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxVSCROLL | wxBORDER_THEME) {
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    m_font = wxFont(wxFontInfo(8).Family(wxFONTFAMILY_TELETYPE));
    SetFont(m_font);
    ShowScrollbars(wxSHOW_SB_NEVER, wxSHOW_SB_DEFAULT);
    SetMinSize(wxSize(120, 80));
    Bind(wxEVT_PAINT, &PseudoCodeView::onPaint, this);
    Bind(wxEVT_SIZE, &PseudoCodeView::onSize, this);
}

void PseudoCodeView::setListing(const PseudoCodeListing* listing) {
    if (listing == m_listing)
        return;
    m_listing = listing;
    m_highlight = -1;
    m_layoutWidth = -1;
    relayout();
    Refresh();
}

void PseudoCodeView::setHighlightedLine(int line) {
    if (line == m_highlight)
        return;
    m_highlight = line;
    // Keep the whole highlighted line in view.
    const auto first =
        std::find_if(m_rows.begin(), m_rows.end(), [&](const Row& r) { return r.line == line; });
    if (first != m_rows.end()) {
        const int top = static_cast<int>(first - m_rows.begin());
        int bottom = top;
        while (bottom + 1 < static_cast<int>(m_rows.size()) &&
               m_rows[static_cast<std::size_t>(bottom) + 1].line == line)
            ++bottom;
        int viewX = 0;
        int viewY = 0;
        GetViewStart(&viewX, &viewY);
        const int visible = std::max(1, (GetClientSize().y - 2 * kMargin) / m_rowHeight);
        if (top < viewY)
            Scroll(0, top);
        else if (bottom >= viewY + visible)
            Scroll(0, std::max(0, bottom - visible + 1));
    }
    Refresh();
}

void PseudoCodeView::relayout() {
    m_rows.clear();
    const int width = GetClientSize().x;
    m_layoutWidth = width;
    const wxSize glyph = GetTextExtent("M"); // in the window's font, the monospace one
    m_rowHeight = glyph.y + 1;
    if (m_listing) {
        const auto columns =
            static_cast<std::size_t>(std::max(8, (width - 2 * kMargin) / std::max(1, glyph.x)));
        for (std::size_t i = 0; i < m_listing->lines.size(); ++i) {
            const wxString text = wxString::FromUTF8(m_listing->lines[i].text);
            for (const wxString& piece : wrapCode(text, columns))
                m_rows.push_back({static_cast<int>(i), piece});
        }
    }
    SetScrollRate(0, m_rowHeight);
    SetVirtualSize(width, static_cast<int>(m_rows.size()) * m_rowHeight + 2 * kMargin);
}

void PseudoCodeView::onSize(wxSizeEvent& event) {
    if (GetClientSize().x != m_layoutWidth) {
        relayout();
        Refresh();
    }
    event.Skip();
}

void PseudoCodeView::onPaint(wxPaintEvent&) {
    wxAutoBufferedPaintDC dc(this);
    DoPrepareDC(dc);
    const wxColour background = wxSystemSettings::GetColour(wxSYS_COLOUR_LISTBOX);
    dc.SetBackground(wxBrush(background));
    dc.Clear();
    dc.SetFont(m_font);
    const int width = std::max(GetClientSize().x, m_layoutWidth);
    dc.SetPen(*wxTRANSPARENT_PEN);
    dc.SetBrush(wxBrush(wxColour(255, 226, 150)));
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        if (m_rows[i].line == m_highlight)
            dc.DrawRectangle(0, kMargin + static_cast<int>(i) * m_rowHeight, width, m_rowHeight);
    }
    const wxColour text = wxSystemSettings::GetColour(wxSYS_COLOUR_LISTBOXTEXT);
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        dc.SetTextForeground(m_rows[i].line == m_highlight ? wxColour(20, 20, 20) : text);
        dc.DrawText(m_rows[i].text, kMargin, kMargin + static_cast<int>(i) * m_rowHeight);
    }
}

} // namespace pathfinder::app
