#include "windows/compare_window.h"

#include "pathfinder/registry/walker_registry.h"

#include "document/import_export.h"
#include "document/map_grid_document.h"
#include "machine/run_settings.h"
#include "panels/walker_checklist.h"
#include "run/result_text.h"
#include "widgets/status_row.h"
#include "widgets/text_format.h"
#include "widgets/user_messages.h"
#include "windows/compare_charts.h"
#include "windows/compare_export.h"
#include "windows/compare_footprint.h"
#include "windows/compare_table.h"
#include "windows/tool_window.h"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/filedlg.h>
#include <wx/filename.h>
#include <wx/gauge.h>
#include <wx/panel.h>
#include <wx/scrolwin.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/wrapsizer.h>

#include <algorithm>
#include <initializer_list>
#include <utility>

namespace pathfinder::app {

namespace {

constexpr int kPollMs = 40;
constexpr int kFootprintPictureSide = 480;

/// The walker the second footprint shows beside the default one: the first that ranks by cost
/// alone (Dijkstra), to set an informed search's footprint against an uninformed one.
std::string uninformedReference() {
    for (const WalkerInfo& info : walkerRegistry())
        if (info.ranking == OpenListRanking::Cost)
            return std::string(info.name);
    return {};
}

} // namespace

CompareChoices CompareChoices::defaults() {
    CompareChoices choices;
    for (const WalkerInfo& info : walkerRegistry())
        if (info.compareAllPick)
            choices.walkers.emplace_back(info.name);
    return choices;
}

CompareWindow::CompareWindow(wxWindow* parent, DocumentSource document, SettingsSource settings,
                             CompareChoices& choices)
    : wxFrame(parent, wxID_ANY, "Compare All"), m_document(std::move(document)),
      m_settings(std::move(settings)), m_choices(choices), m_poll(this) {
    auto* outer = new wxPanel(this);
    // On a screen too short for everything, the window scrolls up and down rather than squeezing
    // the table, charts and footprints past reading; across, its rows wrap to the width it has.
    // The progress, the status and Close stay in view under it.
    m_root = new wxScrolledWindow(outer, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxVSCROLL);
    m_root->SetScrollRate(0, 10);
    wxWindow* root = m_root;
    m_staleNote = new wxStaticText(root, wxID_ANY, wxString());
    m_staleNote->SetForegroundColour(wxColour(190, 80, 0));
    m_staleNote->SetFont(m_staleNote->GetFont().Bold());
    m_staleNote->Hide();
    m_table = new CompareTable(root);
    m_table->SetMinSize(FromDIP(wxSize(-1, 270)));
    m_timeChart = new BarChartPanel(root);
    m_expansionsChart = new BarChartPanel(root);
    for (auto& view : m_footprints)
        view = new FootprintView(root);

    // The charts side by side where they both have room, else one above the other (layOutCharts()).
    m_charts = new wxBoxSizer(wxHORIZONTAL);
    m_charts->Add(m_timeChart, wxSizerFlags(1).Expand());
    m_charts->AddSpacer(FromDIP(8));
    m_charts->Add(m_expansionsChart, wxSizerFlags(1).Expand());
    auto* footprints = new wxBoxSizer(wxHORIZONTAL);
    footprints->Add(m_footprints[0], wxSizerFlags(1).Expand().Border(wxRIGHT, 8));
    footprints->Add(m_footprints[1], wxSizerFlags(1).Expand());

    auto* column = new wxBoxSizer(wxVERTICAL);
    column->Add(buildControls(root), wxSizerFlags().Expand().Border(wxALL, 8));
    column->Add(m_staleNote, wxSizerFlags().Border(wxLEFT | wxRIGHT | wxBOTTOM, 10));
    column->Add(m_table, wxSizerFlags().Expand().Border(wxLEFT | wxRIGHT, 8));
    column->Add(m_charts, wxSizerFlags().Expand().Border(wxALL, 8));
    column->Add(footprints, wxSizerFlags(1).Expand().Border(wxLEFT | wxRIGHT | wxBOTTOM, 8));
    root->SetSizer(column);
    root->SetMinSize(FromDIP(wxSize(320, 200)));

    auto* frameColumn = new wxBoxSizer(wxVERTICAL);
    frameColumn->Add(m_root, wxSizerFlags(1).Expand());
    m_statusRow = new StatusRow(outer, [this] { Close(); });
    m_gauge = &m_statusRow->gauge();
    frameColumn->Add(m_statusRow, wxSizerFlags().Expand().Border(wxALL, 8));
    outer->SetSizer(frameColumn);
    SetMinSize(FromDIP(wxSize(400, 300)));
    placeToolWindow(*this, parent, FromDIP(wxSize(1100, 780)));

    Bind(wxEVT_CLOSE_WINDOW, &CompareWindow::onClose, this);
    Bind(wxEVT_TIMER, &CompareWindow::onPoll, this);
    closeOnEscape(*this);
    m_root->Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
        event.Skip();
        CallAfter([this] { layOutCharts(); });
    });
    showRows({}, RunStats::kUnknown);
    setStatus("Choose walkers and press Run.");
    enableButtons();
    documentChanged();
}

void CompareWindow::layOutCharts() {
    const int room = m_root->GetClientSize().x - FromDIP(16);
    const int wanted = m_timeChart->GetMinSize().x + FromDIP(8) + m_expansionsChart->GetMinSize().x;
    m_charts->SetOrientation(room >= wanted ? wxHORIZONTAL : wxVERTICAL);
    m_root->Layout();
    m_root->FitInside();
}

CompareWindow::~CompareWindow() {
    m_poll.Stop();
    for (FootprintView* view : m_footprints)
        view->showResult(nullptr, {}, 0);
}

bool CompareWindow::run() {
    const MapGridDocument* doc = m_document();
    const std::vector<std::string> names = checkedWalkers();
    if (!doc || names.empty() || m_runner.active()) {
        setStatus(!doc ? "Open a map first." : names.empty() ? "Choose at least one walker." : "");
        return false;
    }
    const MapGrid& grid = doc->grid();
    m_mapName =
        wxString::Format(L"%s, %d \u00d7 %d", doc->GetUserReadableName(), grid.width(), grid.height());
    m_exportName = doc->exportName();
    SetTitle(L"Compare All \u2014 " + m_mapName);
    // The views let go of the old walkers before they are destroyed.
    for (FootprintView* view : m_footprints)
        view->showResult(nullptr, {}, 0);
    m_result = CompareResult{};
    m_runner.start(grid, m_settings(), names, m_repetitions->GetValue(), m_budget->GetValue());
    m_shown = {-2, -2};
    const CompareProgress progress = m_runner.progress();
    m_gauge->SetRange(std::max(1, progress.runsTotal));
    m_gauge->SetValue(0);
    showProgress(progress);
    documentChanged();
    enableButtons();
    m_poll.Start(kPollMs);
    return true;
}

void CompareWindow::cancel() {
    if (!m_runner.active())
        return;
    m_runner.cancel();
    setStatus(L"Cancelling\u2026");
    m_cancel->Disable();
}

void CompareWindow::onPoll(wxTimerEvent&) {
    if (!m_runner.active()) {
        m_poll.Stop();
        return;
    }
    if (m_runner.finished())
        finish();
    else
        showProgress(m_runner.progress());
}

void CompareWindow::showProgress(const CompareProgress& progress) {
    const std::pair<int, int> now{progress.runsDone, progress.current};
    if (now == m_shown)
        return;
    m_shown = now;
    m_gauge->SetValue(std::min(progress.runsDone, m_gauge->GetRange()));
    showRows(progress.rows, progress.optimalCost);
    if (progress.current < 0) {
        setStatus(L"Reference search for the optimal cost\u2026");
    } else {
        const CompareRow& row = progress.rows[static_cast<std::size_t>(progress.current)];
        setStatus(wxString::Format(L"%s %d/%d\u2026", wxString::FromUTF8(row.displayName),
                                   progress.repetition, m_repetitions->GetValue()));
    }
}

void CompareWindow::finish() {
    m_poll.Stop();
    m_result = m_runner.take();
    showRows(m_result.rows, m_result.optimalCost);
    m_footprints[0]->showResult(&m_result, std::string(kDefaultWalker), 0);
    m_footprints[1]->showResult(&m_result, uninformedReference(), 1);
    const wxString elapsed = formatDuration(m_result.elapsedNs);
    if (!m_result.error.empty()) {
        const wxString why = toDisplay(m_result.error);
        setStatus(L"Failed: " + why);
        showMessage(this, "The comparison failed",
                    L"The comparison stopped: " + why +
                        L"\n\nThe walkers that finished before are in the table.",
                    MessageKind::Error);
    } else if (m_result.cancelled) {
        int done = 0;
        for (const CompareRow& row : m_result.rows)
            done += row.done() ? 1 : 0;
        setStatus(wxString::Format("Cancelled after %s (%d of %s done)", elapsed, done,
                                   countWords(m_result.rows.size(), "walker")));
    } else {
        m_gauge->SetValue(m_gauge->GetRange());
        setStatus(L"Done in " + elapsed + L"  \u2022  optimal cost " + formatCost(m_result.optimalCost));
    }
    documentChanged(); // the map may have changed while the walkers ran; enables the buttons
}

void CompareWindow::showRows(const std::vector<CompareRow>& rows, double optimalCost) {
    m_table->showRows(rows, optimalCost);
    m_timeChart->setChart(timeChart(rows, chartOptions()));
    m_expansionsChart->setChart(expansionsChart(rows, chartOptions()));
    layOutCharts(); // they may need more room now, or fit side by side no longer
}

ChartOptions CompareWindow::chartOptions() const {
    return {m_logScale->GetValue(), m_showGaveUp->GetValue()};
}

void CompareWindow::setChartOptions(const ChartOptions& options) {
    m_logScale->SetValue(options.logScale);
    m_showGaveUp->SetValue(options.showGaveUp);
    remember();
    showRows(m_result.rows, m_result.optimalCost);
}

const BarChart& CompareWindow::timeChartShown() const {
    return m_timeChart->chart();
}

const BarChart& CompareWindow::expansionsChartShown() const {
    return m_expansionsChart->chart();
}

void CompareWindow::remember() {
    m_choices.walkers = checkedWalkers();
    m_choices.repetitions = m_repetitions->GetValue();
    m_choices.budgetPerCell = m_budget->GetValue();
    m_choices.logScale = m_logScale->GetValue();
    m_choices.showGaveUp = m_showGaveUp->GetValue();
}

void CompareWindow::documentChanged() {
    const MapGridDocument* doc = m_document();
    bool stale = false;
    if (m_result.grid) {
        // Every walker setting counts (heuristic, weight, tie-break, seed, …), not only the map's
        // movement rules; the chosen algorithm does not, since every ticked walker was run.
        stale = !doc || doc->grid() != *m_result.grid ||
                RunSettings{"", m_settings()} != RunSettings{"", m_result.settings};
    }
    const wxString note =
        doc ? L"The map or the walker settings changed since this comparison \u2014 Run again."
            : L"The compared map was closed \u2014 open a map and Run again.";
    if (stale != m_stale || (stale && note != m_staleNote->GetLabel())) {
        m_stale = stale;
        m_staleNote->SetLabel(note);
        m_staleNote->Show(stale);
        m_root->Layout();
        m_root->FitInside();
    }
    enableButtons();
}

void CompareWindow::enableButtons() {
    const bool busy = m_runner.active();
    m_run->Enable(!busy && m_document() != nullptr);
    m_cancel->Enable(busy);
    m_exportCsv->Enable(!busy && !m_result.rows.empty());
    m_exportPicture->Enable(!busy && !m_result.rows.empty());
    m_repetitions->Enable(!busy);
    m_budget->Enable(!busy);
    m_walkers->enable(!busy);
}

void CompareWindow::setStatus(const wxString& text) {
    m_statusRow->setStatus(text);
}

wxString CompareWindow::statusText() const {
    return m_statusRow->status();
}

void CompareWindow::checkWalker(const std::string& name, bool checked) {
    m_walkers->check(name, checked);
    remember();
}

std::vector<std::string> CompareWindow::checkedWalkers() const {
    return m_walkers->checked();
}

void CompareWindow::setRepetitions(int repetitions) {
    m_repetitions->SetValue(repetitions);
    remember();
}

void CompareWindow::setBudgetPerCell(int budget) {
    m_budget->SetValue(budget);
    remember();
}

void CompareWindow::onClose(wxCloseEvent&) {
    m_poll.Stop();
    m_runner.cancel();
    m_runner.take(); // waits for the worker, which stops within milliseconds of the cancel
    Destroy();
}

ComparePicture CompareWindow::picture() {
    ComparePicture p;
    p.heading = L"Compare All \u2014 " + m_mapName;
    p.time = timeChart(m_result.rows, chartOptions());
    p.expansions = expansionsChart(m_result.rows, chartOptions());
    for (FootprintView* view : m_footprints)
        p.footprints.push_back(
            {view->picture(wxSize(kFootprintPictureSide, kFootprintPictureSide)), view->caption()});
    return p;
}

bool CompareWindow::exportCsv(const wxString& path) {
    try {
        writeCompareCsv(path, m_result, m_mapName.utf8_string());
        return true;
    } catch (const std::exception& e) {
        showMessage(this, "Cannot export the table", toDisplay(e.what()), MessageKind::Error);
    }
    return false;
}

bool CompareWindow::exportPicture(const wxString& path) {
    try {
        writeComparePicture(path, picture());
        return true;
    } catch (const std::exception& e) {
        showMessage(this, "Cannot export the picture", toDisplay(e.what()), MessageKind::Error);
    }
    return false;
}

void CompareWindow::chooseCsvFile() {
    const wxString path = askForFile(this, "Export the comparison", m_exportName + "-comparison.csv",
                                     "CSV files (*.csv)|*.csv", FileAction::Save);
    if (path.empty())
        return;
    const wxString written = withExtension(path, "csv");
    if (exportCsv(written))
        setStatus("Exported the table to " + written);
}

void CompareWindow::choosePictureFile() {
    const wxString path =
        askForFile(this, "Export the charts and footprints", m_exportName + "-comparison.png",
                   "PNG images (*.png)|*.png|SVG drawings (*.svg)|*.svg", FileAction::Save);
    if (path.empty())
        return;
    const wxString extension = wxFileName(path).GetExt().Lower();
    const wxString written = extension == "svg" ? path : withExtension(path, "png");
    if (exportPicture(written))
        setStatus("Exported the charts and footprints to " + written);
}

} // namespace pathfinder::app
