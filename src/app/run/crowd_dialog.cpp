#include "run/crowd_dialog.h"

#include <wx/choice.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>

#include <algorithm>

namespace pathfinder::app {

namespace {

constexpr int kMostAgents = 1000;

} // namespace

CrowdDialog::CrowdDialog(wxWindow* parent, const CrowdChoices& choices)
    : wxDialog(parent, wxID_ANY, "Crowd"), m_choices(choices) {
    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(
        new wxStaticText(
            this, wxID_ANY,
            L"Agents walk at once from random free cells in the map's largest region to random goals, each\n"
            L"planning with the chosen algorithm, or all to the map's goal along one flow field.\n"
            L"No two stand on one cell or swap cells; the map may be edited while they walk."),
        wxSizerFlags().Border(wxALL, 10));
    auto* rows = new wxFlexGridSizer(2, wxSize(10, 6));
    const auto label = [&](const wxString& text) {
        rows->Add(new wxStaticText(this, wxID_ANY, text), wxSizerFlags().CenterVertical());
    };
    label("Agents:");
    m_agents = new wxSpinCtrl(this, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize,
                              wxSP_ARROW_KEYS, 1, kMostAgents, static_cast<int>(choices.agents));
    m_agents->SetName("agents");
    rows->Add(m_agents);
    label("Keeping apart:");
    m_rule = new wxChoice(this, wxID_ANY);
    m_rule->SetName("rule");
    m_rule->Append(L"Wait, then plan around the agents in the way");
    m_rule->Append(L"Cooperative A* with reservations (WHCA*)");
    m_rule->Append(L"Follow one flow field to the map's goal");
    m_rule->SetSelection(choices.rule == CrowdRule::Whca ? 1 : choices.rule == CrowdRule::FlowField ? 2 : 0);
    rows->Add(m_rule);
    label("WHCA* window (ticks):");
    m_window = new wxSpinCtrl(this, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize,
                              wxSP_ARROW_KEYS, 1, 64, choices.window);
    m_window->SetName("window");
    rows->Add(m_window);
    label("Seed:");
    m_seed = new wxSpinCtrl(this, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS,
                            0, 1000000, static_cast<int>(choices.seed % 1000001));
    m_seed->SetName("seed");
    rows->Add(m_seed);
    top->Add(rows, wxSizerFlags().Border(wxLEFT | wxRIGHT, 10));
    top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), wxSizerFlags().Expand().Border(wxALL, 8));
    SetSizerAndFit(top);
    CentreOnParent();
}

CrowdChoices CrowdDialog::choices() const {
    CrowdChoices choices = m_choices;
    choices.agents = static_cast<std::size_t>(m_agents->GetValue());
    const CrowdRule rules[] = {CrowdRule::WaitThenReplan, CrowdRule::Whca, CrowdRule::FlowField};
    choices.rule = rules[std::clamp(m_rule->GetSelection(), 0, 2)];
    choices.window = m_window->GetValue();
    choices.seed = static_cast<std::uint64_t>(m_seed->GetValue());
    return choices;
}

} // namespace pathfinder::app
