#include "windows/guide_window.h"

#include "pathfinder/registry/walker_guide.h"
#include "pathfinder/registry/walker_registry.h"

#include "windows/guide_html.h"

#include <wx/display.h>
#include <wx/html/htmlwin.h>
#include <wx/listbox.h>
#include <wx/sizer.h>
#include <wx/splitter.h>
#include <wx/utils.h>

#include <algorithm>

namespace pathfinder::app {

GuideWindow::GuideWindow(wxWindow* parent)
    : wxFrame(parent, wxID_ANY, L"Algorithms \u2014 Pathfinder Testbed") {
    auto* split = new wxSplitterWindow(this, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                                       wxSP_LIVE_UPDATE | wxSP_3DSASH);
    m_list = new wxListBox(split, wxID_ANY);
    m_view = new wxHtmlWindow(split, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxHW_SCROLLBAR_AUTO);
    m_names.emplace_back();
    m_list->Append("Choosing a walker");
    for (const WalkerInfo& info : walkerRegistry()) {
        m_names.emplace_back(info.name);
        m_list->Append(wxString::FromUTF8(std::string(info.displayName)));
    }
    // The list as wide as its longest name, within reason.
    int listWidth = FromDIP(120);
    for (unsigned row = 0; row < m_list->GetCount(); ++row)
        listWidth = std::max(listWidth, m_list->GetTextExtent(m_list->GetString(row)).x + FromDIP(24));
    listWidth = std::min(listWidth, FromDIP(260));
    split->SetMinimumPaneSize(FromDIP(80));
    split->SplitVertically(m_list, m_view, listWidth);

    // As large as a reading window needs, but never larger than the screen it opens on.
    const int display = wxDisplay::GetFromWindow(parent ? parent : this);
    const wxRect screen =
        wxDisplay(display == wxNOT_FOUND ? 0u : static_cast<unsigned>(display)).GetClientArea();
    SetSize(std::min(FromDIP(940), screen.width * 9 / 10), std::min(FromDIP(700), screen.height * 9 / 10));
    SetMinSize(FromDIP(wxSize(360, 260)));
    CentreOnParent();

    m_list->Bind(wxEVT_LISTBOX, [this](wxCommandEvent&) { onListed(); });
    m_view->Bind(wxEVT_HTML_LINK_CLICKED, &GuideWindow::onLink, this);
    Bind(wxEVT_CHAR_HOOK, [this](wxKeyEvent& event) {
        if (event.GetKeyCode() == WXK_ESCAPE)
            Close();
        else
            event.Skip();
    });
    showPage("");
}

void GuideWindow::showPage(std::string_view walker) {
    const auto found = std::find(m_names.begin(), m_names.end(), walker);
    const bool hasPage = found != m_names.end() && !walkerGuidePage(walker).empty();
    m_page = hasPage ? std::string(walker) : std::string();
    m_html = guideHtml(hasPage ? std::string(walkerGuidePage(walker)) : walkerGuideOverview());
    m_view->SetPage(m_html);
    m_list->SetSelection(hasPage ? static_cast<int>(found - m_names.begin()) : 0);
}

void GuideWindow::onListed() {
    const int row = m_list->GetSelection();
    if (row >= 0 && static_cast<std::size_t>(row) < m_names.size())
        showPage(m_names[static_cast<std::size_t>(row)]);
}

void GuideWindow::onLink(wxHtmlLinkEvent& event) {
    const wxString href = event.GetLinkInfo().GetHref();
    std::string page;
    if (guideLinkTarget(href, page))
        showPage(page);
    else
        wxLaunchDefaultBrowser(href);
}

} // namespace pathfinder::app
