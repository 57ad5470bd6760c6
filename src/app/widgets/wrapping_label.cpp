#include "widgets/wrapping_label.h"

#include "frame/relayout.h"

#include <wx/arrstr.h>

#include <algorithm>

namespace pathfinder::app {

WrappingLabel::WrappingLabel(wxWindow* parent, const wxString& text)
    : wxStaticText(parent, wxID_ANY, text, wxDefaultPosition, wxDefaultSize, wxST_NO_AUTORESIZE) {
    m_text = text;
    SetMinSize(wxSize(FromDIP(40), GetCharHeight()));
    Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
        event.Skip();
        if (GetSize().x != m_width)
            rewrap(GetSize().x);
    });
}

void WrappingLabel::setText(const wxString& text) {
    if (text == m_text)
        return;
    m_text = text;
    m_width = -1;
    rewrap(GetSize().x);
}

void WrappingLabel::rewrap(int width) {
    m_width = width;
    SetLabel(m_text);
    if (width > 0)
        Wrap(width);
    int height = 0;
    for (const wxString& line : wxSplit(GetLabel(), '\n', '\0')) {
        int w = 0;
        int h = 0;
        GetTextExtent(line.empty() ? wxString(" ") : line, &w, &h);
        height += h;
    }
    height = std::max(height, GetCharHeight());
    if (GetMinSize().y != height) {
        SetMinSize(wxSize(FromDIP(40), height));
        // Not from inside the size event that may have brought this about.
        CallAfter([this] { relayOutAround(*this); });
    }
    Refresh();
}

} // namespace pathfinder::app
