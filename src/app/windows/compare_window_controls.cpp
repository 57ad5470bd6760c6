#include "pathfinder/registry/walker_registry.h"

#include "document/import_export.h"
#include "document/map_grid_document.h"
#include "machine/run_settings.h"
#include "panels/walker_checklist.h"
#include "widgets/text_format.h"
#include "widgets/user_messages.h"
#include "windows/compare_charts.h"
#include "windows/compare_export.h"
#include "windows/compare_footprint.h"
#include "windows/compare_table.h"
#include "windows/compare_window.h"

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

// The Compare window's controls: the walkers to compare, the runs, the charts' options and the buttons.

wxSizer* CompareWindow::buildControls(wxWindow* parent) {
    m_walkers = std::make_unique<WalkerChecklist>(
        parent,
        [&](std::string_view name) {
            return std::find(m_choices.walkers.begin(), m_choices.walkers.end(), name) !=
                   m_choices.walkers.end();
        },
        [this] { remember(); });

    m_repetitions = new wxSpinCtrl(parent, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize,
                                   wxSP_ARROW_KEYS, 1, 1000, m_choices.repetitions);
    m_repetitions->SetToolTip("Runs per walker; the table shows the median time and the spread");
    m_budget = new wxSpinCtrl(parent, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize,
                              wxSP_ARROW_KEYS, 1, 100000, m_choices.budgetPerCell);
    m_budget->SetToolTip("Iterations (expansions, or an agent's steps) one run may take, in times the map's "
                         "cells; a walker that spends them is reported as gave-up and not run again");
    m_logScale = new wxCheckBox(parent, wxID_ANY, "Log scale");
    m_logScale->SetValue(m_choices.logScale);
    m_logScale->SetToolTip(
        "Bars as long as the logarithm of the value: one slow walker does not flatten the rest");
    m_showGaveUp = new wxCheckBox(parent, wxID_ANY, "Walkers that gave up");
    m_showGaveUp->SetValue(m_choices.showGaveUp);
    m_showGaveUp->SetToolTip(
        "Show the walkers that gave up in the charts (hatched grey: their figures are only "
        "what their budget allowed)");
    for (wxSpinCtrl* spin : {m_repetitions, m_budget})
        spin->Bind(wxEVT_SPINCTRL, [this](wxCommandEvent&) { remember(); });
    for (wxCheckBox* box : {m_logScale, m_showGaveUp})
        box->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) {
            remember();
            showRows(m_result.rows, m_result.optimalCost);
        });
    m_run = new wxButton(parent, wxID_ANY, "Run");
    m_cancel = new wxButton(parent, wxID_ANY, "Cancel");
    m_exportCsv = new wxButton(parent, wxID_ANY, L"Export CSV\u2026");
    m_exportPicture = new wxButton(parent, wxID_ANY, L"Export Picture\u2026");
    m_run->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { run(); });
    m_cancel->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { cancel(); });
    m_exportCsv->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { chooseCsvFile(); });
    m_exportPicture->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { choosePictureFile(); });

    // One row where it fits, more where it does not.
    auto* bar = new wxWrapSizer(wxHORIZONTAL);
    // Groups that wrap as a whole: the run's settings, its buttons, its progress, the exports.
    addControlGroup(bar, {{new wxStaticText(parent, wxID_ANY, "Repetitions"), 6},
                          {m_repetitions, 12},
                          {new wxStaticText(parent, wxID_ANY, "Budget"), 6},
                          {m_budget, 6},
                          {new wxStaticText(parent, wxID_ANY, L"\u00d7 cells"), 0}});
    addControlGroup(bar, {{m_run, 4}, {m_cancel, 0}});
    addControlGroup(bar, {{m_exportCsv, 4}, {m_exportPicture, 0}});

    auto* chartsRow = new wxBoxSizer(wxHORIZONTAL);
    chartsRow->Add(new wxStaticText(parent, wxID_ANY, "Charts:"),
                   wxSizerFlags().CentreVertical().Border(wxRIGHT, 8));
    chartsRow->Add(m_logScale, wxSizerFlags().CentreVertical().Border(wxRIGHT, 12));
    chartsRow->Add(m_showGaveUp, wxSizerFlags().CentreVertical());

    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(m_walkers->sizer(), wxSizerFlags().Expand().Border(wxBOTTOM, 8));
    top->Add(bar, wxSizerFlags().Expand().Border(wxLEFT | wxRIGHT, 4));
    top->Add(chartsRow, wxSizerFlags().Expand().Border(wxLEFT | wxRIGHT | wxTOP, 4));
    return top;
}

} // namespace pathfinder::app
