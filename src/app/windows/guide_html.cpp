#include "windows/guide_html.h"

#include "pathfinder/registry/walker_registry.h"

#include <cmark.h>
#include <cstdlib>
#include <memory>

namespace pathfinder::app {

wxString guideHtml(std::string_view markdown) {
    const std::unique_ptr<char, decltype(&std::free)> html(
        cmark_markdown_to_html(markdown.data(), markdown.size(), CMARK_OPT_UNSAFE | CMARK_OPT_SMART),
        &std::free);
    return "<html><body>" + wxString::FromUTF8(html ? html.get() : "") + "</body></html>";
}

bool guideLinkTarget(const wxString& href, std::string& page) {
    wxString name = href;
    name.StartsWith("guide:", &name);
    name.EndsWith(".md", &name);
    if (name.empty() || name == "index") {
        page.clear();
        return true;
    }
    const std::string utf8 = name.ToStdString(wxConvUTF8);
    if (!findWalker(utf8))
        return false;
    page = utf8;
    return true;
}

} // namespace pathfinder::app
