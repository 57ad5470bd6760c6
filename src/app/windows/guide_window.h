#pragma once

#include <wx/frame.h>

#include <string>
#include <string_view>
#include <vector>

class wxHtmlWindow;
class wxHtmlLinkEvent;
class wxListBox;

namespace pathfinder::app {

/// Help › Algorithms: the walker guide, a page per registered walker (walker_guide.h) beside a list
/// of them, with an overview of them all first. Links between pages stay in the window; other
/// links open in the system's browser.
class GuideWindow : public wxFrame {
public:
    explicit GuideWindow(wxWindow* parent);

    /// Shows the page of the walker with this registry name, or the overview for "" or a walker
    /// without a page.
    void showPage(std::string_view walker);
    /// The registry name of the walker shown; "" for the overview.
    const std::string& page() const { return m_page; }
    /// The HTML shown, as rendered from the page's Markdown.
    const wxString& html() const { return m_html; }

private:
    void onListed();
    void onLink(wxHtmlLinkEvent& event);

    wxListBox* m_list = nullptr;
    wxHtmlWindow* m_view = nullptr;
    std::vector<std::string> m_names; ///< registry name per list row; "" for the overview
    std::string m_page;
    wxString m_html;
};

} // namespace pathfinder::app
