// The statistics pane's line for live re-solve: what the re-solves since it was turned on cost.

#include "run/result_text.h"
#include "run/stats_panel.h"
#include "widgets/text_format.h"
#include "widgets/wrapping_label.h"

#include <wx/sizer.h>

namespace pathfinder::app {

namespace {

wxString milliseconds(std::uint64_t ns) {
    return wxString::Format("%.2f ms", static_cast<double>(ns) * 1e-6);
}

wxString liveSummary(const LiveFigures& f) {
    if (f.resolves == 0)
        return L"Live re-solve: the first search is under way\u2026";
    const LiveResolve& last = *f.last;
    wxString text = wxString::Format(
        L"Live re-solve: %s. Last: %s, %s, %s of work in %s.", countWords(f.resolves, "re-solve"),
        last.repair ? "repaired" : "searched again", countWords(last.steps, "step"),
        milliseconds(last.workNs), countWords(last.frames, "frame"));
    text +=
        wxString::Format(L" Mean %s, longest %s; %s over a frame", milliseconds(f.totalWorkNs / f.resolves),
                         milliseconds(f.longestWorkNs), countWords(f.overAFrame, "re-solve"));
    if (f.overtaken > 0)
        text += "; " + formatCount(f.overtaken) + " overtaken by a further edit";
    return text + ".";
}

} // namespace

void StatsPanel::showLive(const LiveFigures* figures) {
    showLine(m_live, figures ? liveSummary(*figures) : wxString());
}

wxString StatsPanel::liveText() const {
    return m_numbers->IsShown(m_live) ? m_live->text() : wxString();
}

} // namespace pathfinder::app
