#pragma once

#include <wx/string.h>

#include <string_view>

namespace pathfinder::app {

/// A guide page's Markdown as the HTML a wxHtmlWindow shows, rendered by libcmark (CommonMark;
/// the page's own HTML blocks pass through, as the pages are the program's own text).
wxString guideHtml(std::string_view markdown);

/// The guide page a link of a page leads to: "astar", "astar.md" or "guide:astar" give "astar";
/// "" (the overview) for "index", "index.md" or "guide:"; nothing for any other link (a web
/// address, which the system's browser opens).
bool guideLinkTarget(const wxString& href, std::string& page);

} // namespace pathfinder::app
