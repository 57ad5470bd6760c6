#pragma once

#include "run/search_controller.h"

#include <wx/panel.h>

#include <functional>

class wxButton;
class wxSlider;
class wxStaticText;

namespace pathfinder::app {

/// The bar across the top of the window: Go / Pause / Step / Reset / Walk and the update rate.
/// It stays in view at any window size, whatever the panes below it do.
class RunBar : public wxPanel {
public:
    struct Handlers {
        std::function<void()> go, pause, step, reset, walk, rateChanged;
    };

    RunBar(wxWindow* parent, Handlers handlers);

    /// Steps per second, or SearchController::kFastest.
    double rate() const;
    /// Where the buttons lie, Go to Walk, in the bar's client coordinates.
    wxRect buttonsRect() const;
    /// Moves the rate slider to its fastest setting.
    void selectFastestRate();
    /// Moves the rate slider to the stop nearest `stepsPerSecond` (not the fastest).
    void selectRate(double stepsPerSecond);

    /// Enables the buttons that make sense in this phase. Called on every tick of a run, it
    /// changes the buttons only when the phase changes.
    void showPhase(SearchController::Phase phase);

private:
    void showRate();

    Handlers m_handlers;
    wxSlider* m_rate = nullptr;
    wxStaticText* m_rateLabel = nullptr;
    wxButton* m_go = nullptr;
    wxButton* m_pause = nullptr;
    wxButton* m_reset = nullptr;
    wxButton* m_walk = nullptr;
    bool m_phaseShown = false;
    SearchController::Phase m_shownPhase = SearchController::Phase::Idle;
};

} // namespace pathfinder::app
