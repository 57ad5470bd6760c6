#include "canvas/map_footer.h"

#include <wx/dcbuffer.h>
#include <wx/dcclient.h>

#include <algorithm>
#include <utility>

namespace pathfinder::app {

MapFooter::MapFooter(wxWindow* parent, std::function<FooterContent()> content)
    : m_content(std::move(content)) {
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    Create(parent, wxID_ANY, wxDefaultPosition, wxSize(-1, 0));
    Bind(wxEVT_PAINT, &MapFooter::onPaint, this);
    Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
        fitHeight(); // the key may take another number of rows at another width
        Refresh();
        event.Skip();
    });
}

void MapFooter::update() {
    FooterContent now = m_content();
    if (now == m_shown)
        return;
    m_shown = std::move(now);
    fitHeight();
    Refresh();
}

int MapFooter::heightWith(int outcomeLines) {
    wxClientDC dc(this);
    const int width = GetClientSize().x > 0 ? GetClientSize().x : GetParent()->GetClientSize().x;
    FooterContent keyOnly = m_shown;
    keyOnly.outcome.clear();
    int height = footerHeight(dc, width, keyOnly);
    if (outcomeLines > 0)
        height += outcomeHeight(dc, outcomeLines) + (keyOnly.empty() ? 6 : 0);
    return std::max(height, GetMinSize().y);
}

void MapFooter::fitHeight() {
    wxClientDC dc(this);
    const int width = GetClientSize().x > 0 ? GetClientSize().x : GetParent()->GetClientSize().x;
    const int height = footerHeight(dc, width, m_shown);
    if (GetMinSize().y != height) {
        SetMinSize(wxSize(-1, height));
        Show(height > 0);
        GetParent()->Layout();
    }
}

std::vector<DrawnText> MapFooter::drawnTexts() {
    wxClientDC dc(this);
    return footerTexts(dc, wxRect(GetClientSize()), m_shown);
}

void MapFooter::onPaint(wxPaintEvent&) {
    wxAutoBufferedPaintDC dc(this);
    drawFooter(dc, wxRect(GetClientSize()), m_shown);
}

} // namespace pathfinder::app
