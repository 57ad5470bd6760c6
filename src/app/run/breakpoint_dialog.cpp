#include "run/breakpoint_dialog.h"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/listbox.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>

namespace pathfinder::app {

BreakpointDialog::BreakpointDialog(wxWindow* parent, BreakpointWatch& watch, std::function<void()> changed)
    : wxDialog(parent, wxID_ANY, "Breakpoints", wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      m_watch(watch), m_changed(std::move(changed)) {
    auto* column = new wxBoxSizer(wxVERTICAL);
    column->Add(new wxStaticText(this, wxID_ANY,
                                 L"Go runs at full speed until one of these comes true, and stops at the end "
                                 L"of that step.\nRight-click a cell of the grid to break on it."),
                wxSizerFlags().Border());
    m_list = new wxListBox(this, wxID_ANY, wxDefaultPosition, FromDIP(wxSize(380, 140)));
    column->Add(m_list, wxSizerFlags(1).Expand().Border(wxLEFT | wxRIGHT));
    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    auto* remove = new wxButton(this, wxID_ANY, "&Remove");
    auto* removeAll = new wxButton(this, wxID_ANY, "Remove &All");
    buttons->Add(remove, wxSizerFlags().Border(wxRIGHT));
    buttons->Add(removeAll);
    column->Add(buttons, wxSizerFlags().Border());

    auto* runWide = new wxFlexGridSizer(2, wxSize(FromDIP(8), FromDIP(4)));
    m_goal = new wxCheckBox(this, wxID_ANY, "Break when the &goal is reached");
    m_repair = new wxCheckBox(this, wxID_ANY, "Break when a r&epair starts");
    m_open = new wxCheckBox(this, wxID_ANY, "Break when the &open list holds more than");
    m_cost = new wxCheckBox(this, wxID_ANY, L"Break when the &path costs more than the optimum \u00d7");
    m_openLimit = new wxSpinCtrl(this, wxID_ANY, "100", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 1,
                                 100000000, 100);
    m_costRatio = new wxSpinCtrlDouble(this, wxID_ANY, "1.2", wxDefaultPosition, wxDefaultSize,
                                       wxSP_ARROW_KEYS, 1.0, 100.0, 1.2, 0.05);
    runWide->Add(m_goal);
    runWide->AddSpacer(0);
    runWide->Add(m_repair);
    runWide->AddSpacer(0);
    runWide->Add(m_open, wxSizerFlags().CenterVertical());
    runWide->Add(m_openLimit);
    runWide->Add(m_cost, wxSizerFlags().CenterVertical());
    runWide->Add(m_costRatio);
    column->Add(runWide, wxSizerFlags().Border());
    column->Add(CreateButtonSizer(wxCLOSE), wxSizerFlags().Expand().Border());
    SetSizerAndFit(column);
    SetEscapeId(wxID_CLOSE);

    remove->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { removeRow(m_list->GetSelection()); });
    removeAll->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        m_watch.clear();
        refresh();
        if (m_changed)
            m_changed();
    });
    for (wxCheckBox* box : {m_goal, m_repair, m_open, m_cost})
        box->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { onRunWide(); });
    m_openLimit->Bind(wxEVT_SPINCTRL, [this](wxCommandEvent&) { onRunWide(); });
    m_costRatio->Bind(wxEVT_SPINCTRLDOUBLE, [this](wxCommandEvent&) { onRunWide(); });
    Bind(
        wxEVT_BUTTON, [this](wxCommandEvent&) { Hide(); }, wxID_CLOSE);
    refresh();
}

Breakpoint BreakpointDialog::runWide(Breakpoint::Kind kind) const {
    Breakpoint b;
    b.kind = kind;
    if (kind == Breakpoint::Kind::OpenExceeds)
        b.limit = static_cast<std::size_t>(m_openLimit->GetValue());
    if (kind == Breakpoint::Kind::CostExceeds)
        b.ratio = m_costRatio->GetValue();
    return b;
}

void BreakpointDialog::onRunWide() {
    if (m_refreshing)
        return;
    // The run-wide kinds are one each: the check boxes and fields say which and with what number.
    const std::pair<wxCheckBox*, Breakpoint::Kind> boxes[] = {
        {m_goal, Breakpoint::Kind::GoalReached},
        {m_repair, Breakpoint::Kind::RepairStarts},
        {m_open, Breakpoint::Kind::OpenExceeds},
        {m_cost, Breakpoint::Kind::CostExceeds},
    };
    for (const auto& [box, kind] : boxes) {
        const auto& list = m_watch.breakpoints();
        for (std::size_t i = list.size(); i-- > 0;)
            if (list[i].kind == kind)
                m_watch.remove(i);
        if (box->GetValue())
            m_watch.add(runWide(kind));
    }
    refresh();
    if (m_changed)
        m_changed();
}

void BreakpointDialog::setRunWide(Breakpoint::Kind kind, bool on) {
    wxCheckBox* box = kind == Breakpoint::Kind::GoalReached    ? m_goal
                      : kind == Breakpoint::Kind::RepairStarts ? m_repair
                      : kind == Breakpoint::Kind::OpenExceeds  ? m_open
                      : kind == Breakpoint::Kind::CostExceeds  ? m_cost
                                                               : nullptr;
    if (!box)
        return;
    box->SetValue(on);
    onRunWide();
}

void BreakpointDialog::refresh() {
    m_refreshing = true;
    m_list->Clear();
    bool goal = false, repair = false, open = false, cost = false;
    for (const Breakpoint& b : m_watch.breakpoints()) {
        m_list->Append(wxString::FromUTF8(b.describe()));
        goal |= b.kind == Breakpoint::Kind::GoalReached;
        repair |= b.kind == Breakpoint::Kind::RepairStarts;
        if (b.kind == Breakpoint::Kind::OpenExceeds) {
            open = true;
            m_openLimit->SetValue(static_cast<int>(b.limit));
        }
        if (b.kind == Breakpoint::Kind::CostExceeds) {
            cost = true;
            m_costRatio->SetValue(b.ratio);
        }
    }
    m_goal->SetValue(goal);
    m_repair->SetValue(repair);
    m_open->SetValue(open);
    m_cost->SetValue(cost);
    m_refreshing = false;
}

int BreakpointDialog::rows() const {
    return static_cast<int>(m_list->GetCount());
}

wxString BreakpointDialog::row(int index) const {
    return m_list->GetString(static_cast<unsigned>(index));
}

void BreakpointDialog::removeRow(int index) {
    if (index < 0 || index >= rows())
        return;
    m_watch.remove(static_cast<std::size_t>(index));
    refresh();
    if (m_changed)
        m_changed();
}

} // namespace pathfinder::app
