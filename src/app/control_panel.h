#pragma once

#include "pathfinder/movement.h"
#include "pathfinder/walker_description.h"

#include "editor_state.h"
#include "run_settings.h"
#include "search_controller.h"

#include <wx/scrolwin.h>

#include <functional>
#include <string>
#include <string_view>
#include <vector>

class wxButton;
class wxCheckBox;
class wxChoice;
class wxFlexGridSizer;
class wxRadioBox;
class wxSizer;
class wxSlider;
class wxSpinCtrl;
class wxSpinCtrlDouble;
class wxStaticText;

namespace pathfinder::app {

/// The side panel: editing tool and Clear, algorithm and its settings, movement rules and display
/// toggles (the run buttons are on the RunBar). It scrolls when the window is too short for it, so
/// every control can be reached on a small screen.
///
/// It holds no state of its own beyond its controls; it reports each change through a handler
/// and the main frame applies it. The walker settings are one row per declared parameter
/// (walker_description.h); the rows of parameters the chosen walker does not declare are disabled,
/// as the original demo did. An algorithm is always chosen.
class ControlPanel : public wxScrolledWindow {
public:
    struct Handlers {
        std::function<void()> editorChanged;   ///< tool, brush cost or display toggles
        std::function<void()> runChanged;      ///< algorithm or walker settings
        std::function<void()> movementChanged; ///< movement rules (an edit of the map)
        std::function<void()> clear;
    };

    ControlPanel(wxWindow* parent, Handlers handlers);

    /// Tool, brush cost and display toggles as chosen.
    EditorState editorState() const;
    void setTool(EditTool tool);

    /// Algorithm and walker settings as chosen; the movement is left at its default.
    RunSettings runChoices() const;
    /// Selects an algorithm by registry name; an unknown name changes nothing.
    void selectAlgorithm(std::string_view name);
    /// Shows a parameter's value, given as parameterValue() spells it; a value the control
    /// cannot show changes nothing.
    void selectParameter(Parameter id, std::string_view value);
    /// Sets the weight w of f = g + w·h.
    void selectWeight(double weight);
    /// Ticks or clears D*'s "Signposts on every cell".
    void selectFloodAll(bool floodAll);

    Movement movement() const;
    void showMovement(const Movement& movement);

private:
    /// The controls of one walker parameter: a choice, a spin control or a check box.
    struct ParameterRow {
        Parameter id;
        wxStaticText* label = nullptr; ///< none for a check box, which carries its own
        wxWindow* control = nullptr;
        wxChoice* choice = nullptr;
        wxSpinCtrl* integer = nullptr;
        wxSpinCtrlDouble* real = nullptr;
        wxCheckBox* flag = nullptr;

        /// The value shown, as parameterValue() spells it.
        std::string value() const;
        void show(std::string_view text);
    };

    ParameterRow buildParameterRow(wxWindow* box, wxFlexGridSizer* grid, const ParameterSpec& spec);
    wxSizer* buildEditBox();
    wxSizer* buildSearchBox();
    wxSizer* buildMovementBox();
    wxSizer* buildDisplayBox();
    void enableForAlgorithm();

    Handlers m_handlers;
    wxRadioBox* m_tool = nullptr;
    wxSpinCtrl* m_brushCost = nullptr;
    wxChoice* m_algorithm = nullptr;
    std::vector<std::string_view> m_algorithmNames; ///< registry name per choice item
    std::vector<ParameterRow> m_parameters;         ///< one per walker parameter, in parameterSpecs() order
    wxChoice* m_neighbours = nullptr;
    wxChoice* m_diagonalRule = nullptr;
    wxChoice* m_diagonalLength = nullptr;
    wxCheckBox* m_arrows = nullptr;
    wxCheckBox* m_signposts = nullptr;
    wxCheckBox* m_legend = nullptr;
};

} // namespace pathfinder::app
