#include "pathfinder/basics/atomic_file.h"
#include "pathfinder/registry/walker_registry.h"

#include "document/import_export.h"
#include "document/map_grid_document.h"
#include "panels/walker_checklist.h"
#include "run/result_text.h"
#include "widgets/status_row.h"
#include "widgets/text_format.h"
#include "widgets/user_messages.h"
#include "windows/scenario_export.h"
#include "windows/scenario_views.h"
#include "windows/scenario_window.h"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/filename.h>
#include <wx/gauge.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/wrapsizer.h>

#include <algorithm>
#include <memory>

namespace pathfinder::app {

// The Scenario window's controls and files: the walkers to run, the buttons, the status line,
// opening a scenario and exporting the results.

namespace {

/// The walkers ticked in a new window: those whose description picks them for scenarios.
bool tickedAtFirst(std::string_view name) {
    const WalkerInfo* info = findWalker(name);
    return info && info->scenarioPick;
}

} // namespace

wxSizer* ScenarioWindow::buildControls(wxWindow* parent) {
    m_fileText = new wxStaticText(parent, wxID_ANY, "No scenario file open.");
    m_fileText->SetFont(m_fileText->GetFont().Bold());
    m_walkers = std::make_unique<WalkerChecklist>(parent, tickedAtFirst);

    m_repetitions = new wxSpinCtrl(parent, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize,
                                   wxSP_ARROW_KEYS, 1, 100, 1);
    m_repetitions->SetToolTip("Runs of each query per walker; its time is their median");
    m_open = new wxButton(parent, wxID_ANY, L"Open Scenario\u2026");
    m_run = new wxButton(parent, wxID_ANY, "Run");
    m_cancel = new wxButton(parent, wxID_ANY, "Cancel");
    m_exportCsv = new wxButton(parent, wxID_ANY, L"Export CSV\u2026");
    m_open->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { chooseScenarioFile(); });
    m_run->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { run(); });
    m_cancel->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { cancel(); });
    m_exportCsv->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { chooseCsvFile(); });

    auto* bar = new wxWrapSizer(wxHORIZONTAL);
    // Groups that wrap as a whole: the file, the run, the export.
    addControlGroup(
        bar, {{m_open, 12}, {new wxStaticText(parent, wxID_ANY, "Repetitions"), 6}, {m_repetitions, 0}});
    addControlGroup(bar, {{m_run, 4}, {m_cancel, 0}});
    addControlGroup(bar, {{m_exportCsv, 0}});

    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(m_fileText, wxSizerFlags().Border(wxBOTTOM, 8));
    top->Add(m_walkers->sizer(), wxSizerFlags().Expand().Border(wxBOTTOM, 8));
    top->Add(bar, wxSizerFlags().Expand().Border(wxLEFT | wxRIGHT, 4));
    return top;
}

bool ScenarioWindow::openScenario(const wxString& path) {
    if (m_batch.active()) {
        setStatus("Cancel the run first.");
        return false;
    }
    const MapGridDocument* doc = m_document();
    if (!doc) {
        setStatus("Open a map first.");
        return false;
    }
    try {
        ScenarioSet set =
            loadScenarioOnMap(fileSystemPath(path), std::make_shared<const MapGrid>(doc->grid()),
                              doc->GetUserReadableName().utf8_string());
        m_path = path;
        m_result = ScenarioBatchResult{};
        m_result.set = std::move(set);
        m_cellsRun.reset();
        int lowest = m_result.set.queries.front().bucket;
        int highest = lowest;
        for (const ScenarioQuery& query : m_result.set.queries) {
            lowest = std::min(lowest, query.bucket);
            highest = std::max(highest, query.bucket);
        }
        m_fileText->SetLabel(wxString::Format(
            L"%s \u2014 %s, buckets %d\u2013%d, on %s", wxFileName(path).GetFullName(),
            countWords(m_result.set.queries.size(), "query"), lowest, highest, doc->GetUserReadableName()));
        SetTitle(L"Run a Scenario \u2014 " + wxFileName(path).GetFullName());
        m_gauge->SetValue(0);
        showResult();
        documentChanged();
        setStatus("Choose walkers and press Run.");
        return true;
    } catch (const std::exception& error) {
        const wxString why = toDisplay(error.what());
        setStatus(L"Not opened: " + why);
        showMessage(this, "Cannot run this scenario on the open map", why, MessageKind::Error);
    }
    return false;
}

void ScenarioWindow::enableButtons() {
    const bool busy = m_batch.active();
    m_open->Enable(!busy);
    m_run->Enable(!busy && m_document() != nullptr && !m_path.empty());
    m_cancel->Enable(busy);
    m_exportCsv->Enable(!busy && !m_result.results.empty());
    m_repetitions->Enable(!busy);
    m_walkers->enable(!busy);
}

void ScenarioWindow::setStatus(const wxString& text) {
    m_statusRow->setStatus(text);
}

wxString ScenarioWindow::statusText() const {
    return m_statusRow->status();
}

void ScenarioWindow::checkWalker(const std::string& name, bool checked) {
    m_walkers->check(name, checked);
}

std::vector<std::string> ScenarioWindow::checkedWalkers() const {
    return m_walkers->checked();
}

void ScenarioWindow::setRepetitions(int repetitions) {
    m_repetitions->SetValue(repetitions);
}

bool ScenarioWindow::chooseSearchWalker(const std::string& name) {
    const WalkerInfo* info = findWalker(name);
    return info && m_searchWith->SetStringSelection(
                       wxString::FromUTF8(info->displayName.data(), info->displayName.size()));
}

bool ScenarioWindow::exportCsv(const wxString& path) {
    try {
        writeFileAtomically(fileSystemPath(path),
                            scenarioCsv(m_result, scenarioProvenance(m_result, m_mapName.utf8_string())));
        return true;
    } catch (const std::exception& e) {
        showMessage(this, "Cannot export the results", toDisplay(e.what()), MessageKind::Error);
    }
    return false;
}

void ScenarioWindow::chooseScenarioFile() {
    const wxString path = askForFile(this, "Open a scenario to run on this map", wxEmptyString,
                                     "Moving AI scenarios (*.scen)|*.scen|All files|*", FileAction::Open);
    if (!path.empty())
        openScenario(path);
}

void ScenarioWindow::chooseCsvFile() {
    const wxString path = askForFile(this, "Export the scenario's results",
                                     exportStem(wxFileName(m_path).GetFullName()) + "-results.csv",
                                     "CSV files (*.csv)|*.csv", FileAction::Save);
    if (path.empty())
        return;
    const wxString written = withExtension(path, "csv");
    if (exportCsv(written))
        setStatus("Exported the results to " + written);
}

} // namespace pathfinder::app
