#pragma once

#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"
#include "pathfinder/grid/terrain.h"
#include "pathfinder/search/walker_description.h"

#include "document/editor_state.h"
#include "machine/run_settings.h"
#include "run/search_controller.h"

#include <wx/scrolwin.h>

#include <functional>
#include <memory>
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
class wxSizerItem;
class wxTextCtrl;

namespace pathfinder::app {

class TerrainPalette;

/// The side panel: editing tool, cost and terrain brushes and Clear, the map's unit (with the unit
/// table and All Units), algorithm and its settings, movement rules and display toggles (the run
/// buttons are on the RunBar). It scrolls when the window is too short for it, so
/// every control can be reached on a small screen.
///
/// Its controls are children of the panel placed over their boxes, not children of the boxes: in
/// wxGTK 3.2 the children of a wxStaticBox in a scrolled window are drawn where the scroll puts
/// them but keep taking clicks where they were, so a button of a scrolled panel would not work.
///
/// It holds no state of its own beyond its controls; it reports each change through a handler
/// and the main frame applies it. The walker settings are one row per declared parameter
/// (walker_description.h); the rows of parameters the chosen walker does not declare are disabled,
/// as the original demo did. An algorithm is always chosen.
class ControlPanel : public wxScrolledWindow {
public:
    struct Handlers {
        std::function<void()> editorChanged;   ///< tool, brushes or display toggles
        std::function<void()> runChanged;      ///< algorithm or walker settings
        std::function<void()> movementChanged; ///< movement rules (an edit of the map)
        std::function<void()> clear;
        std::function<void()> generateTerrain; ///< the Generate Terrain button
        std::function<void()> unitChanged;     ///< a unit was chosen (an edit of the map)
        std::function<void()> editUnits;       ///< the Units… button
        std::function<void()> allUnits;        ///< the All Units button
    };

    ControlPanel(wxWindow* parent, Handlers handlers);
    ~ControlPanel() override;

    /// The choice of tool, which the tour points at.
    wxWindow& toolChoice() const;

    /// Tool, brushes and display toggles as chosen.
    EditorState editorState() const;
    void setTool(EditTool tool);
    /// Chooses how the cell tools lay their brush.
    void setShape(EditShape shape);
    /// Chooses the brush size, one of kBrushSizes (any other changes nothing).
    void setBrushSize(int size);
    /// The next brush size up (+1) or down (−1), if there is one.
    void stepBrushSize(int by);
    /// Chooses the terrain brush (and the Terrain tool).
    void selectTerrain(Terrain t);

    /// Lists the units of `table` in the unit choice, with `current` chosen.
    void showUnits(const UnitTable& table, const std::string& current);
    /// The unit chosen (its name).
    std::string chosenUnit() const;
    /// Says in the terrain buttons' tooltips what each terrain costs the unit of `grid`.
    void showTerrainCosts(const MapGrid& grid);

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
    /// Shows the movement rules; on a hex map they are disabled (a hex has six neighbours).
    void showMovement(const Movement& movement, Topology topology = Topology::Square);

    /// Lays each setting out under its label (true) or beside it (false), and the terrain brush two
    /// or three to a row: compact, the panel's least width is about its widest choice's, for a
    /// small window.
    void setCompact(bool compact);

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
        wxTextCtrl* textField = nullptr;
        wxSizerItem* spacer = nullptr; ///< a check box's empty label cell, hidden with it

        /// The value shown, as parameterValue() spells it.
        std::string value() const;
        void show(std::string_view text);
    };

    ParameterRow buildParameterRow(wxWindow* box, wxFlexGridSizer* grid, const ParameterSpec& spec);
    wxSizer* buildEditBox();
    wxSizer* buildUnitBox();
    wxSizer* buildSearchBox();
    wxSizer* buildMovementBox();
    wxSizer* buildDisplayBox();
    void enableForAlgorithm();
    /// Asks for the width of the widest row.
    void fitMinWidth();

    Handlers m_handlers;
    wxRadioBox* m_tool = nullptr;
    wxSpinCtrl* m_brushCost = nullptr;
    wxSpinCtrl* m_brushHeight = nullptr;
    wxChoice* m_brushSize = nullptr; ///< one item per kBrushSizes
    wxChoice* m_shape = nullptr;     ///< one item per EditShape, in order
    std::unique_ptr<TerrainPalette> m_terrain;
    wxChoice* m_unit = nullptr;
    std::vector<std::string> m_unitNames; ///< per unit choice item
    wxChoice* m_algorithm = nullptr;
    std::vector<std::string_view> m_algorithmNames; ///< registry name per choice item
    std::vector<ParameterRow> m_parameters;         ///< one per walker parameter, in parameterSpecs() order
    wxChoice* m_neighbours = nullptr;
    wxChoice* m_diagonalRule = nullptr;
    wxChoice* m_diagonalLength = nullptr;
    wxCheckBox* m_arrows = nullptr;
    wxCheckBox* m_signposts = nullptr;
    wxCheckBox* m_legend = nullptr;
    std::vector<wxFlexGridSizer*> m_rowGrids; ///< the boxes' rows of "label: control"
};

} // namespace pathfinder::app
