#include "features/timeline_controller.h"

#include "canvas/grid_canvas.h"
#include "features/frame_parts.h"
#include "frame/main_menu.h"
#include "run/breakpoint_dialog.h"
#include "run/search_controller.h"
#include "run/timeline_bar.h"
#include "widgets/text_format.h"
#include "widgets/user_messages.h"

#include <wx/frame.h>
#include <wx/menu.h>

#include <algorithm>
#include <utility>

namespace pathfinder::app {

TimelineController::TimelineController(FrameParts& parts) : m_parts(parts) {
    wxFrame& frame = m_parts.frame;
    SearchController* search = &m_parts.search;
    onMenu(frame, ids::StepBack, [search] { search->seekBy(-1); });
    onMenu(frame, ids::StepBack100, [search] { search->seekBy(-100); });
    onMenu(frame, ids::StepOn100, [search] { search->step(100); });
    onMenu(frame, ids::TimelineStart, [search] {
        if (const SearchTimeline* timeline = search->timeline())
            search->seek(timeline->firstStep());
    });
    onMenu(frame, ids::TimelineEnd, [search] { search->seekLive(); });
    onMenu(frame, ids::Breakpoints, [this] { showBreakpoints(); });
    m_parts.timeline.onSeek = [search](std::uint64_t step) { search->seek(step); };
    m_parts.canvas.onCellMenu = [this](Coord cell, wxPoint at) { onCellMenu(cell, at); };
    search->onBreak = [this](const BreakpointWatch::Hit&) {
        if (m_dialog)
            m_dialog->refresh();
    };
}

void TimelineController::update() {
    const SearchController& search = m_parts.search;
    if (search.recordLags()) {
        // Nothing to seek until the worker's record comes: the steps so far, as a full track.
        m_parts.timeline.showSteps(
            search.shownStep(),
            wxString::Format("Step %llu, recording", static_cast<unsigned long long>(search.shownStep())));
        return;
    }
    m_parts.timeline.update(search.timeline(), search.shownStep(), search.viewedStep().has_value());
}

wxString TimelineController::dropOldBreakpoints() {
    const std::size_t dropped = m_parts.search.takeDroppedBreakpoints();
    if (dropped == 0)
        return wxString();
    if (m_dialog)
        m_dialog->refresh();
    return wxString::Format(
        "Breakpoints on cells belong to their map: the %zu of the map before were removed.", dropped);
}

void TimelineController::onCellMenu(Coord cell, wxPoint at) {
    using Kind = Breakpoint::Kind;
    BreakpointWatch& watch = m_parts.search.breakpoints();
    wxMenu menu;
    menu.SetTitle("Cell " + coordText(cell));
    const std::pair<Kind, const char*> kinds[] = {
        {Kind::CellOpened, "Break When &Opened"},
        {Kind::CellExpanded, "Break When &Expanded"},
        {Kind::CellImproved, "Break When Its &g Improves"},
    };
    int id = wxID_HIGHEST + 1;
    for (const auto& [kind, label] : kinds)
        menu.AppendCheckItem(id++, label)->Check(watch.has(kind, cell));
    menu.AppendSeparator();
    menu.Append(ids::Breakpoints, L"&Breakpoints\u2026");
    const int chosen = choosePopupItem(&m_parts.canvas, menu, at);
    if (chosen == ids::Breakpoints) {
        showBreakpoints();
        return;
    }
    if (chosen < wxID_HIGHEST + 1 || chosen >= id)
        return;
    toggleCellBreakpoint(kinds[chosen - wxID_HIGHEST - 1].first, cell);
}

void TimelineController::toggleCellBreakpoint(Breakpoint::Kind kind, Coord cell) {
    BreakpointWatch& watch = m_parts.search.breakpoints();
    Breakpoint b;
    b.kind = kind;
    b.cell = cell;
    const auto& list = watch.breakpoints();
    const auto at = std::find(list.begin(), list.end(), b);
    if (at != list.end())
        watch.remove(static_cast<std::size_t>(at - list.begin()));
    else
        watch.add(b);
    breakpointsChanged();
}

void TimelineController::breakpointsChanged() {
    m_parts.search.breakpointsChanged();
    if (m_dialog)
        m_dialog->refresh();
    m_parts.canvas.Refresh();
    const std::size_t count = m_parts.search.breakpoints().breakpoints().size();
    m_parts.sayPhase(count == 0
                         ? wxString("No breakpoints: Go runs at the chosen rate.")
                         : wxString::Format("%zu breakpoint%s: Go runs at full speed until one stops it.",
                                            count, count == 1 ? "" : "s"));
}

void TimelineController::showBreakpoints() {
    if (!m_dialog)
        m_dialog = new BreakpointDialog(&m_parts.frame, m_parts.search.breakpoints(),
                                        [this] { breakpointsChanged(); });
    m_dialog->refresh();
    m_dialog->Show();
    m_dialog->Raise();
}

} // namespace pathfinder::app
