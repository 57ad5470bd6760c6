#pragma once

#include "pathfinder/movement.h"

#include "editor_state.h"
#include "run_settings.h"
#include "search_controller.h"

#include <wx/scrolwin.h>

#include <functional>
#include <string_view>
#include <vector>

class wxButton;
class wxCheckBox;
class wxChoice;
class wxRadioBox;
class wxSizer;
class wxSlider;
class wxSpinCtrl;
class wxSpinCtrlDouble;
class wxStaticText;

namespace pathfinder::app {

/// The side panel: editing tool, algorithm and its settings, movement rules, update rate,
/// Go / Pause / Step / Reset / Clear and display toggles.
///
/// It holds no state of its own beyond its controls; it reports each change through a handler
/// and the main frame applies it. Settings a walker cannot use are disabled, as the original
/// demo did: the heuristic and weight only for walkers with heuristics, and so on.
class ControlPanel : public wxScrolledWindow {
public:
    struct Handlers {
        std::function<void()> editorChanged;   ///< tool, brush cost or display toggles
        std::function<void()> runChanged;      ///< algorithm or walker settings
        std::function<void()> movementChanged; ///< movement rules (an edit of the map)
        std::function<void()> rateChanged;
        std::function<void()> go, pause, step, reset, clear, walk;
    };

    ControlPanel(wxWindow* parent, Handlers handlers);

    /// Tool, brush cost and display toggles as chosen.
    EditorState editorState() const;
    void setTool(EditTool tool);

    /// Algorithm and walker settings as chosen; the movement is left at its default.
    RunSettings runChoices() const;
    /// Selects an algorithm by registry name; an empty name selects none.
    void selectAlgorithm(std::string_view name);
    /// Sets the weight w of f = g + w·h.
    void selectWeight(double weight);
    /// Ticks or clears "D*: signposts on every cell".
    void selectFloodAll(bool floodAll);

    Movement movement() const;
    void showMovement(const Movement& movement);

    /// Steps per second, or SearchController::kFastest.
    double rate() const;
    /// Moves the rate slider to its fastest setting.
    void selectFastestRate();
    /// Moves the rate slider to the stop nearest `stepsPerSecond` (not the fastest).
    void selectRate(double stepsPerSecond);

    /// Enables the run buttons that make sense in this phase.
    void showPhase(SearchController::Phase phase);

private:
    wxSizer* buildEditBox();
    wxSizer* buildSearchBox();
    wxSizer* buildMovementBox();
    wxSizer* buildRunBox();
    wxSizer* buildDisplayBox();
    void enableForAlgorithm();
    void showRate();

    Handlers m_handlers;
    wxRadioBox* m_tool = nullptr;
    wxSpinCtrl* m_brushCost = nullptr;
    wxChoice* m_algorithm = nullptr;
    std::vector<std::string_view> m_algorithmNames; ///< registry name per choice item
    wxChoice* m_heuristic = nullptr;
    wxSpinCtrlDouble* m_weight = nullptr;
    wxChoice* m_tieBreak = nullptr;
    wxSpinCtrl* m_seed = nullptr;
    wxChoice* m_hand = nullptr;
    wxChoice* m_stopRule = nullptr;
    wxChoice* m_neighbours = nullptr;
    wxChoice* m_diagonalRule = nullptr;
    wxChoice* m_diagonalLength = nullptr;
    wxSlider* m_rate = nullptr;
    wxStaticText* m_rateLabel = nullptr;
    wxButton* m_go = nullptr;
    wxButton* m_pause = nullptr;
    wxButton* m_reset = nullptr;
    wxCheckBox* m_floodAll = nullptr;
    wxCheckBox* m_arrows = nullptr;
    wxCheckBox* m_signposts = nullptr;
    wxCheckBox* m_legend = nullptr;
};

} // namespace pathfinder::app
