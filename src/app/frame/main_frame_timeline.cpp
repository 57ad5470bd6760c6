#include "pathfinder/basics/atomic_file.h"
#include "pathfinder/formats/movingai_io.h"
#include "pathfinder/teaching/suboptimality.h"
#include "pathfinder/traces/search_summary.h"
#include "pathfinder/traces/search_trace.h"
#include "pathfinder/traces/search_trace_io.h"

#include "canvas/grid_canvas.h"
#include "canvas/grid_overlays.h"
#include "canvas/map_footer.h"
#include "document/map_grid_doc_manager.h"
#include "document/map_grid_document.h"
#include "frame/main_frame.h"
#include "frame/main_menu.h"
#include "run/breakpoint_dialog.h"
#include "run/result_text.h"
#include "run/run_history.h"
#include "run/timeline_bar.h"
#include "widgets/text_format.h"
#include "widgets/user_messages.h"

#include <wx/filename.h>
#include <wx/menu.h>

namespace pathfinder::app {

// The timeline under the grid, the breakpoints, search traces and the path's explanation, and the
// export of the run history.

void MainFrame::bindTimeline() {
    auto on = [this](int id, auto action) {
        Bind(
            wxEVT_MENU, [action](wxCommandEvent&) { action(); }, id);
    };
    on(ids::StepBack, [this] { m_search.seekBy(-1); });
    on(ids::StepBack100, [this] { m_search.seekBy(-100); });
    on(ids::StepOn100, [this] { m_search.step(100); });
    on(ids::TimelineStart, [this] {
        if (const SearchTimeline* timeline = m_search.timeline())
            m_search.seek(timeline->firstStep());
    });
    on(ids::TimelineEnd, [this] { m_search.seekLive(); });
    on(ids::Breakpoints, [this] { showBreakpoints(); });
    on(ids::ExportTrace, [this] { onExportTrace(); });
    on(ids::ImportTrace, [this] { onImportTrace(); });
    on(ids::CompareTraces, [this] { onCompareTraces(); });
    on(ids::ExplainSuboptimality, [this] { onExplainPath(); });
    on(ids::CellNumbers, [this] {
        m_cellNumbers = !m_cellNumbers;
        onEditorChanged();
    });
    Bind(
        wxEVT_UPDATE_UI, [this](wxUpdateUIEvent& event) { event.Check(m_cellNumbers); }, ids::CellNumbers);
    on(ids::Regions, [this] {
        m_regions = !m_regions;
        onEditorChanged();
    });
    Bind(
        wxEVT_UPDATE_UI, [this](wxUpdateUIEvent& event) { event.Check(m_regions); }, ids::Regions);
    on(ids::SmoothedPath, [this] {
        m_smoothedPath = !m_smoothedPath;
        onEditorChanged();
    });
    Bind(
        wxEVT_UPDATE_UI, [this](wxUpdateUIEvent& event) { event.Check(m_smoothedPath); }, ids::SmoothedPath);
    m_timeline->onSeek = [this](std::uint64_t step) { m_search.seek(step); };
    m_canvas->onCellMenu = [this](Coord cell, wxPoint at) { onCellMenu(cell, at); };
    m_search.onBreak = [this](const BreakpointWatch::Hit&) {
        if (m_breakpointDialog)
            m_breakpointDialog->refresh();
    };
}

void MainFrame::updateTimeline() {
    m_timeline->update(m_search.timeline(), m_search.shownStep(), m_search.viewedStep().has_value());
}

void MainFrame::onCellMenu(Coord cell, wxPoint at) {
    using Kind = Breakpoint::Kind;
    BreakpointWatch& watch = m_search.breakpoints();
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
    const int chosen = choosePopupItem(m_canvas, menu, at);
    if (chosen == ids::Breakpoints) {
        showBreakpoints();
        return;
    }
    if (chosen < wxID_HIGHEST + 1 || chosen >= id)
        return;
    toggleCellBreakpoint(kinds[chosen - wxID_HIGHEST - 1].first, cell);
}

void MainFrame::toggleCellBreakpoint(Breakpoint::Kind kind, Coord cell) {
    BreakpointWatch& watch = m_search.breakpoints();
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

void MainFrame::breakpointsChanged() {
    m_search.breakpointsChanged();
    if (m_breakpointDialog)
        m_breakpointDialog->refresh();
    m_canvas->Refresh();
    const std::size_t count = m_search.breakpoints().breakpoints().size();
    SetStatusText(count == 0 ? wxString("No breakpoints: Go runs at the chosen rate.")
                             : wxString::Format("%zu breakpoint%s: Go runs at full speed until one stops it.",
                                                count, count == 1 ? "" : "s"),
                  PhaseField);
}

void MainFrame::showBreakpoints() {
    if (!m_breakpointDialog)
        m_breakpointDialog =
            new BreakpointDialog(this, m_search.breakpoints(), [this] { breakpointsChanged(); });
    m_breakpointDialog->refresh();
    m_breakpointDialog->Show();
    m_breakpointDialog->Raise();
}

void MainFrame::onExportHistory() {
    if (m_history->rows() == 0) {
        showMessage(this, "Export Run History",
                    "There are no runs to export yet: press Go, then export the history.",
                    MessageKind::Warning);
        return;
    }
    const wxString path = askForFile(this, "Export the run history",
                                     (m_doc ? m_doc->exportName() + "-" : wxString()) + "run-history.csv",
                                     "CSV files (*.csv)|*.csv", FileAction::Save);
    if (!path.empty())
        exportHistory(path);
}

bool MainFrame::exportHistory(const wxString& path) {
    try {
        writeFileAtomically(fileSystemPath(path), m_history->csv());
    } catch (const std::exception& e) {
        showMessage(this, "Export Run History",
                    "The run history could not be written.\n\n" + toDisplay(e.what()), MessageKind::Error);
        return false;
    }
    SetStatusText("Exported " + countWords(static_cast<std::uint64_t>(m_history->rows()), "run") +
                      " as CSV to " + path,
                  PhaseField);
    return true;
}

void MainFrame::onExportTrace() {
    if (m_exportJob && m_exportJob->pending()) {
        showMessage(this, "Export Trace", "A trace is still being written: export again once it is done.",
                    MessageKind::Warning);
        return;
    }
    const SearchTimeline* timeline = m_search.timeline();
    if (!m_doc || !timeline || !timeline->begun()) {
        showMessage(this, "Export Trace",
                    "There is no run to export: press Go or Step first, then export its trace.",
                    MessageKind::Warning);
        return;
    }
    const wxString path = askForFile(
        this, "Export the search trace", m_doc->exportName() + ".trace.json",
        "Posthoc search traces (*.trace.json)|*.trace.json|JSON files (*.json)|*.json", FileAction::Save);
    if (path.empty())
        return;
    SearchTrace trace;
    trace.query.width = timeline->width();
    trace.query.height = timeline->height();
    TimelineFrame first;
    timeline->seek(timeline->firstStep(), first);
    trace.query.start = first.map().start();
    trace.query.goal = first.map().goal();
    trace.query.walker = std::string(timeline->description().name);
    trace.query.settings = settingsSummary(timeline->description(), timeline->settings());
    for (std::uint64_t step = timeline->firstStep(); step <= timeline->lastStep(); ++step)
        for (const SearchEvent& e : timeline->stepEvents(step))
            trace.events.push_back(e);
    // The reset's opening Restarting says nothing to a reader of the trace.
    if (!trace.events.empty() && trace.events.front().kind == SearchEventKind::Restarting)
        trace.events.erase(trace.events.begin());
    const wxString note = timeline->firstStep() > 0
                              ? wxString::Format(" (from step %llu: the steps before were dropped)",
                                                 static_cast<unsigned long long>(timeline->firstStep()))
                              : wxString();
    const wxString done = "Exported " + countWords(trace.events.size(), "event") +
                          " as a Posthoc trace, with its map beside it" + note + ", to " + path;
    // Writing (and hashing the map for the provenance) takes time in proportion to the run and
    // the map: on a worker, with the trace and a copy of the map.
    m_exportJob = std::make_unique<AppJob<bool>>(
        [trace = std::move(trace), map = first.map(), mapName = m_doc->GetUserReadableName().utf8_string(),
         settings = timeline->settings(), file = fileSystemPath(path)](const std::atomic<bool>&) {
            // What produced the trace: the map as it was at the recording's first step.
            Provenance provenance = programProvenance("pathfinder");
            addGridProvenance(provenance, mapName, map);
            provenance.set("walker", trace.query.walker);
            addSettingsProvenance(provenance, settings);
            writePosthocTrace(trace, file, &map, &provenance);
            return true;
        },
        [this, done](AppJob<bool>::Outcome outcome) {
            if (!outcome.value) {
                showMessage(this, "Export Trace",
                            "The trace could not be written.\n\n" + toDisplay(outcome.error),
                            MessageKind::Error);
                SetStatusText(wxEmptyString, PhaseField);
                return;
            }
            SetStatusText(done, PhaseField);
        });
    SetStatusText(L"Exporting the trace to " + path + L"\u2026", PhaseField);
}

void MainFrame::onImportTrace() {
    const wxString path = askForFile(this, "Import a search trace", wxEmptyString,
                                     "Posthoc search traces (*.json)|*.json|All files|*", FileAction::Open);
    if (path.empty())
        return;
    SearchTrace trace;
    try {
        trace = readPosthocTraceFile(fileSystemPath(path));
    } catch (const std::exception& e) {
        showMessage(this, "Import Trace", "The trace could not be read.\n\n" + toDisplay(e.what()),
                    MessageKind::Error);
        return;
    }
    // The trace's query: its start and goal as its own section gives them, else as its events do.
    std::optional<Coord> start = trace.query.start;
    std::optional<Coord> goal = trace.query.goal;
    for (const SearchEvent& e : trace.events) {
        if (!start && e.kind == SearchEventKind::Source)
            start = e.cell;
        if (!goal && e.kind == SearchEventKind::Destination)
            goal = e.cell;
    }
    // The trace plays on the open map when it has the trace's size; else on the map written beside
    // it, opened as a new maze with the trace's start and goal.
    const auto fits = [&] {
        return m_doc && m_doc->grid().width() == trace.query.width &&
               m_doc->grid().height() == trace.query.height;
    };
    if (!fits()) {
        const wxString mapPath = wxString(posthocMapPathFor(fileSystemPath(path)));
        if (wxFileName::FileExists(mapPath))
            static_cast<MapGridDocManager*>(GetDocumentManager())->importMovingAiMap(mapPath, start, goal);
        if (!fits()) {
            showMessage(
                this, "Import Trace",
                wxString::Format(L"The trace is of a %d \u00d7 %d map, and no map of that size is open or "
                                 "written beside it.\n\nOpen the map it was made on, then import it again.",
                                 trace.query.width, trace.query.height),
                MessageKind::Warning);
            return;
        }
    }
    // The trace is shown on the open map with its own start and goal (the map itself is not edited),
    // its path priced under the map's movement rules, which a trace does not record.
    MapGrid shown = m_doc->grid();
    if (start && shown.inBounds(*start))
        shown.setStart(start);
    if (goal && shown.inBounds(*goal))
        shown.setGoal(goal);
    WalkerSettings settings;
    settings.movement = m_doc->movement();
    m_search.showRecording(SearchTimeline::ofEvents(shown, trace.events, trace.query.walker, settings));
    SetStatusText(L"Playing a trace of " + countWords(trace.events.size(), "event") +
                      L": Go plays it, \u2190 \u2192 step through it.",
                  PhaseField);
}

void MainFrame::onCompareTraces() {
    const wxString first = askForFile(this, "The first trace to compare", wxEmptyString,
                                      "Posthoc search traces (*.json)|*.json|All files|*", FileAction::Open);
    if (first.empty())
        return;
    const wxString second = askForFile(this, "The second trace to compare", wxEmptyString,
                                       "Posthoc search traces (*.json)|*.json|All files|*", FileAction::Open);
    if (second.empty())
        return;
    try {
        const SearchTrace a = readPosthocTraceFile(fileSystemPath(first));
        const SearchTrace b = readPosthocTraceFile(fileSystemPath(second));
        const TraceDifference difference = diffTraces(a, b);
        m_lastTraceComparison = toDisplay(difference.sentence);
        showMessage(this, "Compare Two Traces",
                    wxFileName(first).GetFullName() + " and " + wxFileName(second).GetFullName() + "\n\n" +
                        m_lastTraceComparison);
    } catch (const std::exception& e) {
        showMessage(this, "Compare Two Traces", "A trace could not be read.\n\n" + toDisplay(e.what()),
                    MessageKind::Error);
    }
}

void MainFrame::onExplainPath() {
    const SearchView* view = m_search.shownView();
    if (!m_doc || !view || !view->finished() || !view->grid()) {
        m_suboptimality.reset();
        m_explainJob.reset();
        showMessage(this, "Explain the Path",
                    "Let a walker finish first: the explanation compares its path with an optimal one.",
                    MessageKind::Warning);
        return;
    }
    // Two searches over the whole map: on a worker, with a copy of the walk and its map.
    auto walk = std::make_shared<const SearchSummary>(*view);
    m_explaining = {view, m_search.shownStep()};
    m_explainJob = std::make_unique<AppJob<SuboptimalityReport>>(
        [walk](const std::atomic<bool>& stop) { return explainSuboptimality(*walk->grid(), *walk, &stop); },
        [this](AppJob<SuboptimalityReport>::Outcome outcome) { showPathExplanation(std::move(outcome)); });
    SetStatusText(L"Explain the Path: working out an optimal path to compare with\u2026", PhaseField);
}

void MainFrame::showPathExplanation(AppJob<SuboptimalityReport>::Outcome outcome) {
    // An explanation belongs to the walk it was asked of, as it was shown then.
    const bool same =
        m_search.shownView() == m_explaining.first && m_search.shownStep() == m_explaining.second;
    if (!same || !outcome.value || outcome.stopped) {
        if (!outcome.error.empty())
            showMessage(this, "Explain the Path",
                        "The path could not be explained: " + toDisplay(outcome.error), MessageKind::Error);
        return;
    }
    m_suboptimality = std::move(*outcome.value);
    m_canvas->setSuboptimality(&*m_suboptimality);
    m_canvas->Refresh();
    m_footer->update();
    SetStatusText(toDisplay(m_suboptimality->explanation), PhaseField);
    showMessage(this, "Explain the Path", describeSuboptimality(*m_suboptimality));
}

void MainFrame::finishJobs() {
    if (m_explainJob)
        m_explainJob->finish();
    if (m_exportJob)
        m_exportJob->finish();
    if (m_pictureJob)
        m_pictureJob->finish();
    m_search.finishJobs();
}

} // namespace pathfinder::app
