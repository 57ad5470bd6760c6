#include "windows/scenario_window.h"

#include "pathfinder/registry/walker_registry.h"

#include "document/map_grid_document.h"
#include "frame/relayout.h"
#include "panels/walker_checklist.h"
#include "run/result_text.h"
#include "widgets/list_columns.h"
#include "widgets/status_row.h"
#include "widgets/text_format.h"
#include "widgets/user_messages.h"
#include "windows/scenario_views.h"
#include "windows/tool_window.h"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/filename.h>
#include <wx/gauge.h>
#include <wx/listctrl.h>
#include <wx/panel.h>
#include <wx/scrolwin.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <utility>

namespace pathfinder::app {

namespace {

constexpr int kPollMs = 50;

wxString microseconds(double value) {
    return std::isnan(value) ? wxString(L"\u2014") : wxString::FromCDouble(value, value < 100 ? 1 : 0);
}

} // namespace

ScenarioWindow::ScenarioWindow(wxWindow* parent, DocumentSource document, SettingsSource settings,
                               QueryShower show)
    : wxFrame(parent, wxID_ANY, "Run a Scenario"), m_document(std::move(document)),
      m_settings(std::move(settings)), m_show(std::move(show)), m_poll(this) {
    auto* outer = new wxPanel(this);
    // On a short screen the window scrolls rather than squeezing the lists past reading; the
    // progress, the status and Close stay in view under it.
    auto* root = new wxScrolledWindow(outer, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxVSCROLL);
    root->SetScrollRate(0, 10);
    m_staleNote = new wxStaticText(root, wxID_ANY, wxString());
    m_staleNote->SetForegroundColour(wxColour(190, 80, 0));
    m_staleNote->SetFont(m_staleNote->GetFont().Bold());
    m_staleNote->Hide();

    m_summary =
        new wxListCtrl(root, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxLC_REPORT | wxLC_SINGLE_SEL);
    m_summary->SetMinSize(FromDIP(wxSize(-1, 150)));
    const std::pair<const wchar_t*, int> columns[] = {
        {L"Walker", 150},     {L"Queries", 70},          {L"Reached", 70},      {L"Gave up", 70},
        {L"Off optimum", 90}, {L"Median \u00b5s", 96},   {L"Mean \u00b5s", 96}, {L"Quartiles \u00b5s", 130},
        {L"Max \u00b5s", 96}, {L"Median expanded", 136}, {L"Total", 90}};
    for (const auto& [title, width] : columns)
        m_summary->AppendColumn(title, wxLIST_FORMAT_RIGHT, FromDIP(width));
    widenColumnsFor(*m_summary, 0); // each heading whole
    m_timePlot = new BoxPlotPanel(root);
    m_expandedPlot = new BoxPlotPanel(root);
    m_queries = new ScenarioQueryList(root);
    m_queries->SetMinSize(FromDIP(wxSize(-1, 260)));
    m_queries->Bind(wxEVT_LIST_ITEM_SELECTED,
                    [this](wxListEvent& event) { showQuery(m_queries->queryAt(event.GetIndex())); });

    auto* plots = new wxBoxSizer(wxHORIZONTAL);
    plots->Add(m_timePlot, wxSizerFlags(1).Expand().Border(wxRIGHT, 8));
    plots->Add(m_expandedPlot, wxSizerFlags(1).Expand());
    m_searchWith = new wxChoice(root, wxID_ANY);
    m_searchWith->SetToolTip("The walker that searches a query you select, on the map in the main window");
    auto* queriesHeading = new wxBoxSizer(wxHORIZONTAL);
    queriesHeading->Add(
        new wxStaticText(root, wxID_ANY, "Queries: select one to see it on the map, searched with"),
        wxSizerFlags().CentreVertical().Border(wxRIGHT, 6));
    queriesHeading->Add(m_searchWith, wxSizerFlags().CentreVertical());

    auto* column = new wxBoxSizer(wxVERTICAL);
    column->Add(buildControls(root), wxSizerFlags().Expand().Border(wxALL, 8));
    column->Add(m_staleNote, wxSizerFlags().Border(wxLEFT | wxRIGHT | wxBOTTOM, 10));
    column->Add(m_summary, wxSizerFlags().Expand().Border(wxLEFT | wxRIGHT, 8));
    column->Add(plots, wxSizerFlags().Expand().Border(wxALL, 8).Proportion(0));
    column->Add(queriesHeading, wxSizerFlags().Border(wxLEFT | wxRIGHT, 8));
    column->Add(m_queries, wxSizerFlags(1).Expand().Border(wxALL, 8));
    root->SetSizer(column);
    m_statusRow = new StatusRow(outer, [this] { Close(); });
    m_gauge = &m_statusRow->gauge();
    auto* frameColumn = new wxBoxSizer(wxVERTICAL);
    frameColumn->Add(root, wxSizerFlags(1).Expand());
    frameColumn->Add(m_statusRow, wxSizerFlags().Expand().Border(wxALL, 8));
    outer->SetSizer(frameColumn);
    SetMinSize(FromDIP(wxSize(400, 300)));
    placeToolWindow(*this, parent, FromDIP(wxSize(1100, 780)));
    closeOnEscape(*this);

    Bind(wxEVT_CLOSE_WINDOW, &ScenarioWindow::onClose, this);
    Bind(wxEVT_TIMER, &ScenarioWindow::onPoll, this);
    showResult();
    setStatus("Open a scenario file (.scen) to run on the map.");
    enableButtons();
}

ScenarioWindow::~ScenarioWindow() {
    m_poll.Stop();
}

bool ScenarioWindow::run() {
    const MapGridDocument* doc = m_document();
    const std::vector<std::string> names = checkedWalkers();
    if (!doc || m_path.empty() || names.empty() || m_batch.active()) {
        setStatus(!doc             ? "Open a map first."
                  : m_path.empty() ? "Open a scenario file first."
                  : names.empty()  ? "Choose at least one walker."
                                   : "");
        return false;
    }
    // The queries run on the map as it is now, without its own start and goal.
    auto grid = std::make_shared<MapGrid>(doc->grid());
    grid->setStart(std::nullopt);
    grid->setGoal(std::nullopt);
    ScenarioSet set;
    try {
        set = loadScenarioOnMap(fileSystemPath(m_path), grid, doc->GetUserReadableName().utf8_string());
    } catch (const std::exception& error) {
        const wxString why = toDisplay(error.what());
        setStatus(L"Not run: " + why);
        showMessage(this, "Cannot run this scenario on the open map", why, MessageKind::Error);
        return false;
    }
    const WalkerSettings settings = m_settings();
    std::vector<ScenarioWalker> walkers;
    for (const std::string& name : names) {
        const WalkerInfo* info = findWalker(name);
        walkers.push_back({name, std::string(info ? info->displayName : name), settings});
    }
    ScenarioRunOptions options;
    options.movement = settings.movement;
    options.repetitions = m_repetitions->GetValue();
    m_mapName = doc->GetUserReadableName();
    m_cellsRun = doc->grid().cellsStamp();
    m_gauge->SetRange(static_cast<int>(std::max<std::size_t>(1, set.queries.size())));
    m_gauge->SetValue(0);
    m_result = ScenarioBatchResult{};
    m_result.set = set; // the queries stay listed while they run
    showResult();
    m_batch.start(std::move(set), std::move(walkers), options);
    setStatus(L"Running " + countWords(m_batch.total(), "query") + L"\u2026");
    documentChanged();
    enableButtons();
    m_poll.Start(kPollMs);
    return true;
}

void ScenarioWindow::cancel() {
    if (!m_batch.active())
        return;
    m_batch.cancel();
    setStatus(L"Cancelling\u2026");
    m_cancel->Disable();
}

void ScenarioWindow::onPoll(wxTimerEvent&) {
    if (!m_batch.active()) {
        m_poll.Stop();
        return;
    }
    if (m_batch.finished()) {
        finish();
        return;
    }
    m_gauge->SetValue(static_cast<int>(std::min<std::size_t>(m_batch.done(), m_batch.total())));
    setStatus(wxString::Format(L"%zu of %s\u2026", m_batch.done(), countWords(m_batch.total(), "query")));
}

void ScenarioWindow::finish() {
    m_poll.Stop();
    m_result = m_batch.take();
    showResult();
    const std::size_t done = m_result.walkers.empty() ? 0 : m_result.results.size() / m_result.walkers.size();
    m_gauge->SetValue(static_cast<int>(done));
    const wxString elapsed = formatDuration(m_result.elapsedNs);
    if (!m_result.error.empty()) {
        const wxString why = toDisplay(m_result.error);
        setStatus(L"Failed: " + why);
        showMessage(this, "The scenario run failed", L"The run stopped: " + why, MessageKind::Error);
    } else if (m_result.cancelled) {
        setStatus(wxString::Format("Cancelled after %s: %zu of %s done", elapsed, done,
                                   countWords(m_result.set.queries.size(), "query")));
    } else {
        std::size_t off = 0;
        for (const ScenarioWalkerFigures& f : m_figures)
            off += f.mismatches;
        setStatus(wxString::Format(L"Done in %s \u2022 %s \u2022 %s", elapsed, countWords(done, "query"),
                                   off == 0 ? wxString("every cost as expected")
                                            : countWords(off, "result") + " off the optimum"));
    }
    documentChanged();
}

void ScenarioWindow::showResult() {
    m_figures = scenarioFigures(m_result.results, m_result.walkers);
    m_summary->DeleteAllItems();
    BoxPlot time{L"Search time per query (\u00b5s, log scale)", {}};
    BoxPlot expanded{"Nodes expanded per query (log scale)", {}};
    for (const ScenarioWalkerFigures& f : m_figures) {
        const long line = m_summary->InsertItem(m_summary->GetItemCount(), wxString::FromUTF8(f.label));
        const wxString cells[] = {
            wxString::Format("%zu", f.queries),
            wxString::Format("%zu", f.reached),
            wxString::Format("%zu", f.gaveUp),
            wxString::Format("%zu", f.mismatches),
            microseconds(f.timeUs.median),
            microseconds(f.timeUs.mean),
            microseconds(f.timeUs.q1) + L" \u2013 " + microseconds(f.timeUs.q3),
            microseconds(f.timeUs.high),
            std::isnan(f.expanded.median) ? wxString(L"\u2014") : wxString::FromCDouble(f.expanded.median, 0),
            formatDuration(static_cast<std::int64_t>(f.totalTimeMs * 1e6)),
        };
        for (int c = 0; c < static_cast<int>(std::size(cells)); ++c)
            m_summary->SetItem(line, c + 1, cells[c]);
        widenColumnsFor(*m_summary, line);
        time.rows.push_back({wxString::FromUTF8(f.label), f.timeUs});
        expanded.rows.push_back({wxString::FromUTF8(f.label), f.expanded});
    }
    m_timePlot->setPlot(std::move(time));
    m_expandedPlot->setPlot(std::move(expanded));
    m_queries->show(&m_result);

    const wxString chosen = m_searchWith->GetStringSelection();
    m_searchWith->Clear();
    for (const ScenarioWalker& walker : m_result.walkers)
        m_searchWith->Append(wxString::FromUTF8(walker.label));
    if (m_result.walkers.empty())
        for (const std::string& name : checkedWalkers())
            if (const WalkerInfo* info = findWalker(name))
                m_searchWith->Append(wxString::FromUTF8(info->displayName.data(), info->displayName.size()));
    if (m_searchWith->GetCount() > 0 && !m_searchWith->SetStringSelection(chosen))
        m_searchWith->SetSelection(0);
    // As wide as its longest walker's name.
    m_searchWith->InvalidateBestSize();
    relayOutAround(*m_searchWith);
}

void ScenarioWindow::showQuery(std::size_t query) {
    if (query >= m_result.set.queries.size() || !m_show)
        return;
    // The walker chosen by its display name, among the registry's.
    std::string walker(kDefaultWalker);
    const wxString chosen = m_searchWith->GetStringSelection();
    for (const WalkerInfo& info : walkerRegistry())
        if (wxString::FromUTF8(info.displayName.data(), info.displayName.size()) == chosen)
            walker = info.name;
    const ScenarioQuery& q = m_result.set.queries[query];
    m_show(q.start, q.goal, walker);
    setStatus(wxString::Format(L"Query %zu: %s \u2192 %s on the map, searched by %s", query + 1,
                               coordText(q.start), coordText(q.goal), chosen));
}

void ScenarioWindow::documentChanged() {
    const MapGridDocument* doc = m_document();
    // Moving the start and goal (as showing a query does) changes nothing a run depends on; the
    // cells, the unit and the walker settings do.
    const bool stale =
        m_cellsRun && (!doc || doc->grid().cellsStamp() != *m_cellsRun ||
                       (!m_result.walkers.empty() && m_settings() != m_result.walkers.front().settings));
    const wxString note = doc ? L"The map or the walker settings changed since this run \u2014 Run again."
                              : L"The map of this run was closed \u2014 open it and Run again.";
    if (stale != m_stale || (stale && note != m_staleNote->GetLabel())) {
        m_stale = stale;
        m_staleNote->SetLabel(note);
        m_staleNote->Show(stale);
        relayOutAround(*m_staleNote);
    }
    enableButtons();
}

void ScenarioWindow::onClose(wxCloseEvent&) {
    m_poll.Stop();
    m_batch.cancel();
    m_batch.take(); // waits for the worker, which stops within milliseconds of the cancel
    Destroy();
}

} // namespace pathfinder::app
