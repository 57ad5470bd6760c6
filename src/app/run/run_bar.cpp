#include "run/run_bar.h"

#include <wx/button.h>
#include <wx/sizer.h>
#include <wx/slider.h>
#include <wx/stattext.h>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <utility>

namespace pathfinder::app {

namespace {

// The update-rate slider's stops, in steps per second; the last is "as fast as the frame allows".
constexpr double kRates[] = {1,   2,   5,    10,   20,   50,    100,
                             200, 500, 1000, 2000, 5000, 10000, SearchController::kFastest};
constexpr int kRateCount = static_cast<int>(std::size(kRates));
constexpr int kDefaultRate = 4; // 20 steps per second: a 20×20 search takes a few seconds

wxString rateText(double rate) {
    if (rate == SearchController::kFastest)
        return "as fast as it can";
    return wxString::Format("%g step%s per second", rate, rate == 1 ? "" : "s");
}

} // namespace

RunBar::RunBar(wxWindow* parent, Handlers handlers)
    : wxPanel(parent, wxID_ANY), m_handlers(std::move(handlers)) {
    auto* row = new wxBoxSizer(wxHORIZONTAL);
    const auto add = [&](const wxString& label, const wxString& tip, std::function<void()>& handler) {
        auto* button = new wxButton(this, wxID_ANY, label);
        button->SetToolTip(tip);
        // Every button as wide as the widest label any of them shows ("Resume"), so that a label
        // change never resizes one and the row stays even.
        button->SetLabel("Resume");
        const int widest = button->GetBestSize().x;
        button->SetLabel(label);
        button->SetMinSize(wxSize(std::max(button->GetBestSize().x, widest), -1));
        button->Bind(wxEVT_BUTTON, [&handler](wxCommandEvent&) { handler(); });
        row->Add(button, wxSizerFlags().CentreVertical().Border(wxLEFT, 4));
        return button;
    };
    m_go = add("Go", "Start or resume the search (Space)", m_handlers.go);
    m_pause = add("Pause", "Pause the search (Space)", m_handlers.pause);
    add("Step", L"One iteration: one expansion, or one move of an agent (\u2192)", m_handlers.step);
    m_reset = add("Reset", "Back to the start of the search, or end a walk (R)", m_handlers.reset);
    m_walk =
        add("Walk", "An agent walks the plan one cell per step while you edit the map (W)", m_handlers.walk);

    m_rate = new wxSlider(this, wxID_ANY, kDefaultRate, 0, kRateCount - 1, wxDefaultPosition,
                          FromDIP(wxSize(120, -1)));
    m_rate->SetName("rate");
    m_rate->SetToolTip("Update rate: from 1 step per second to as fast as the frame allows");
    // As wide as the longest rate it can say, so that moving the slider never moves the row.
    m_rateLabel =
        new wxStaticText(this, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize, wxST_NO_AUTORESIZE);
    int widest = 0;
    for (int i = 0; i < kRateCount; ++i)
        widest = std::max(widest, m_rateLabel->GetTextExtent(rateText(kRates[i])).x);
    m_rateLabel->SetMinSize(wxSize(widest, -1));
    row->AddSpacer(FromDIP(14));
    row->Add(new wxStaticText(this, wxID_ANY, "Rate:"), wxSizerFlags().CentreVertical());
    row->Add(m_rate, wxSizerFlags().CentreVertical().Border(wxLEFT | wxRIGHT, 4));
    row->Add(m_rateLabel, wxSizerFlags().CentreVertical());
    auto* outer = new wxBoxSizer(wxVERTICAL);
    outer->Add(row, wxSizerFlags().Border(wxTOP | wxBOTTOM, 3));
    SetSizerAndFit(outer);

    m_rate->Bind(wxEVT_SLIDER, [this](wxCommandEvent&) {
        showRate();
        m_handlers.rateChanged();
    });
    showRate();
    showPhase(SearchController::Phase::Idle);
}

double RunBar::rate() const {
    return kRates[m_rate->GetValue()];
}

wxRect RunBar::buttonsRect() const {
    return m_go->GetRect().Union(m_walk->GetRect());
}

void RunBar::selectFastestRate() {
    m_rate->SetValue(kRateCount - 1);
    showRate();
}

void RunBar::selectRate(double stepsPerSecond) {
    int best = 0;
    for (int i = 1; i < kRateCount - 1; ++i)
        if (std::abs(kRates[i] - stepsPerSecond) < std::abs(kRates[best] - stepsPerSecond))
            best = i;
    m_rate->SetValue(best);
    showRate();
}

void RunBar::showRate() {
    m_rateLabel->SetLabel(rateText(rate()));
}

void RunBar::showPhase(SearchController::Phase phase) {
    // Touching the buttons only when the phase changes keeps GTK from rebuilding their labels many
    // times a second (which could leave one blank on screen during a fast run).
    if (m_phaseShown && phase == m_shownPhase)
        return;
    m_phaseShown = true;
    m_shownPhase = phase;
    using Phase = SearchController::Phase;
    m_go->Enable(phase != Phase::Running);
    m_pause->Enable(phase == Phase::Running);
    m_reset->Enable(phase != Phase::Idle);
    const wxString label = phase == Phase::Paused ? "Resume" : "Go";
    if (m_go->GetLabel() != label)
        m_go->SetLabel(label);
}

} // namespace pathfinder::app
