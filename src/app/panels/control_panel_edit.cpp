#include "document/terrain_text.h"
#include "panels/control_panel.h"
#include "panels/control_panel_rows.h"
#include "panels/terrain_palette.h"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/radiobox.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/statbox.h>
#include <wx/stattext.h>

#include <algorithm>
#include <iterator>

namespace pathfinder::app {

// The panel's Edit and Unit boxes: the tools and brushes, and the unit that crosses the map.

ControlPanel::~ControlPanel() = default;

wxSizer* ControlPanel::buildEditBox() {
    auto* sizer = new wxStaticBoxSizer(wxVERTICAL, this, "Edit");
    wxWindow* box = this; // the controls are the panel's children beside the box (see ControlPanel)
    const wxString tools[] = {"Start",   "Goal", "Wall",    "Erase",  "Cost",
                              "Terrain", "Side", "One-way", "Height", "Select"};
    m_tool = new wxRadioBox(box, wxID_ANY, "Tool", wxDefaultPosition, wxDefaultSize, 10, tools, 3,
                            wxRA_SPECIFY_COLS);
    m_tool->SetSelection(static_cast<int>(EditTool::Wall));
    m_tool->SetToolTip(
        L"Click to place; drag to paint. Drag the start or goal to move it. Side: "
        L"a wall on the side nearest the pointer (drag for a run; from a wall, removes). "
        L"One-way: click a side: open \u2192 one way out of the cell \u2192 one way in "
        L"\u2192 open. Height: paint the height brush's height. Select: drag a rectangle for Cut, Copy, "
        L"Paste, Flip and Rotate.");
    sizer->Add(m_tool, wxSizerFlags().Expand());
    auto* grid = twoColumns();
    m_rowGrids.push_back(grid);
    m_brushCost =
        new wxSpinCtrl(box, wxID_ANY, "5", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 1, 9, 5);
    m_brushCost->SetName("brush cost");
    m_brushCost->SetToolTip("Entry cost the Cost tool paints (1 = cheapest, 9 = dearest)");
    addRow(grid, box, "Cost brush:", m_brushCost);
    m_brushHeight =
        new wxSpinCtrl(box, wxID_ANY, "1", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 0, 9, 1);
    m_brushHeight->SetName("brush height");
    m_brushHeight->SetToolTip("Height the Height tool paints (0 = ground, 9 = highest); climbing costs "
                              "more by the map's slope factor");
    addRow(grid, box, "Height brush:", m_brushHeight);
    m_brushSize = new wxChoice(box, wxID_ANY);
    for (const int size : kBrushSizes)
        m_brushSize->Append(wxString::Format(L"%d\u00d7%d", size, size));
    m_brushSize->SetSelection(0);
    m_brushSize->SetName("brush size");
    m_brushSize->SetToolTip(L"How wide the Wall, Erase, Cost, Terrain and Height tools paint, in cells "
                            L"(on a hex map, a hexagon as wide; keys [ and ])");
    m_shape = new wxChoice(box, wxID_ANY);
    for (const wchar_t* shape : {L"Freehand (B)", L"Line (L)", L"Rectangle (U)", L"Fill (G)"})
        m_shape->Append(shape);
    m_shape->SetSelection(static_cast<int>(EditShape::Freehand));
    m_shape->SetName("shape");
    m_shape->SetToolTip(L"How the Wall, Erase, Cost, Terrain and Height tools paint: along the drag, a "
                        L"straight line or a filled rectangle from where the drag began, or a click fills "
                        L"the region of alike cells under it (Edit \u203a Shape)");
    addRow(grid, box, "Brush:", m_brushSize);
    addRow(grid, box, "Shape:", m_shape);
    sizer->Add(grid, wxSizerFlags().Expand().Border(wxTOP, 4));
    sizer->Add(new wxStaticText(box, wxID_ANY, "Terrain brush:"), wxSizerFlags().Border(wxTOP, 6));
    m_terrain = std::make_unique<TerrainPalette>(box, [this] {
        setTool(EditTool::Terrain);
        m_handlers.editorChanged();
    });
    sizer->Add(m_terrain->sizer(), wxSizerFlags().Expand().Border(wxTOP, 2));
    auto* generate = new wxButton(box, wxID_ANY, L"Generate Terrain\u2026");
    generate->SetToolTip(L"A new strategy map of terrain from a seed (File \u203a Generate Terrain)");
    generate->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { m_handlers.generateTerrain(); });
    sizer->Add(generate, wxSizerFlags().Expand().Border(wxTOP, 6));
    auto* clear = new wxButton(box, wxID_ANY, "Clear Walls and Costs");
    clear->SetToolTip(L"Make every cell free with cost 1, terrain too; start and goal stay (undoable, "
                      L"Edit \u203a Clear Walls and Costs)");
    clear->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { m_handlers.clear(); });
    sizer->Add(clear, wxSizerFlags().Expand().Border(wxTOP, 4));

    m_tool->Bind(wxEVT_RADIOBOX, [this](wxCommandEvent&) {
        m_terrain->showActive(m_tool->GetSelection() == static_cast<int>(EditTool::Terrain));
        m_handlers.editorChanged();
    });
    m_brushCost->Bind(wxEVT_SPINCTRL, [this](wxCommandEvent&) {
        setTool(EditTool::Cost);
        m_handlers.editorChanged();
    });
    for (wxChoice* choice : {m_brushSize, m_shape})
        choice->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { m_handlers.editorChanged(); });
    m_brushHeight->Bind(wxEVT_SPINCTRL, [this](wxCommandEvent&) {
        setTool(EditTool::Height);
        m_handlers.editorChanged();
    });
    return sizer;
}

wxSizer* ControlPanel::buildUnitBox() {
    auto* sizer = new wxStaticBoxSizer(wxVERTICAL, this, "Unit");
    wxWindow* box = this; // the controls are the panel's children beside the box (see ControlPanel)
    auto* grid = twoColumns();
    m_rowGrids.push_back(grid);
    m_unit = new wxChoice(box, wxID_ANY);
    m_unit->SetName("unit");
    m_unit->SetToolTip("The unit that crosses the map: what each terrain costs it, and where it cannot go "
                       "(undoable; saved with the map)");
    addRow(grid, box, "Unit:", m_unit);
    sizer->Add(grid, wxSizerFlags().Expand());
    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    auto* table = new wxButton(box, wxID_ANY, L"Units\u2026");
    table->SetToolTip(L"The units and what each terrain costs them (Map \u203a Units)");
    auto* all = new wxButton(box, wxID_ANY, "All Units");
    all->SetToolTip("The cheapest route from start to goal for every unit, each in its own colour "
                    "(Search > All Units)");
    buttons->Add(table, wxSizerFlags(1).Expand());
    buttons->Add(all, wxSizerFlags(1).Expand().Border(wxLEFT, 4));
    sizer->Add(buttons, wxSizerFlags().Expand().Border(wxTOP, 4));

    m_unit->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { m_handlers.unitChanged(); });
    table->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { m_handlers.editUnits(); });
    all->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { m_handlers.allUnits(); });
    return sizer;
}

wxWindow& ControlPanel::toolChoice() const {
    return *m_tool;
}

EditorState ControlPanel::editorState() const {
    EditorState state;
    state.tool = static_cast<EditTool>(m_tool->GetSelection());
    state.brushCost = m_brushCost->GetValue();
    state.brushHeight = m_brushHeight->GetValue();
    state.brushTerrain = m_terrain->chosen();
    const int sizes = static_cast<int>(std::size(kBrushSizes));
    state.brushSize = kBrushSizes[std::clamp(m_brushSize->GetSelection(), 0, sizes - 1)];
    state.shape =
        static_cast<EditShape>(std::clamp(m_shape->GetSelection(), 0, static_cast<int>(EditShape::Fill)));
    state.display.parentArrows = m_arrows->GetValue();
    state.display.signposts = m_signposts->GetValue();
    state.display.legend = m_legend->GetValue();
    return state;
}

void ControlPanel::setTool(EditTool tool) {
    m_tool->SetSelection(static_cast<int>(tool));
    m_terrain->showActive(tool == EditTool::Terrain);
}

void ControlPanel::setShape(EditShape shape) {
    m_shape->SetSelection(static_cast<int>(shape));
}

void ControlPanel::setBrushSize(int size) {
    const auto at = std::find(std::begin(kBrushSizes), std::end(kBrushSizes), size);
    if (at != std::end(kBrushSizes))
        m_brushSize->SetSelection(static_cast<int>(at - std::begin(kBrushSizes)));
}

void ControlPanel::stepBrushSize(int by) {
    const int count = static_cast<int>(std::size(kBrushSizes));
    m_brushSize->SetSelection(std::clamp(m_brushSize->GetSelection() + by, 0, count - 1));
}

void ControlPanel::selectTerrain(Terrain t) {
    m_terrain->choose(t, true);
    setTool(EditTool::Terrain);
}

void ControlPanel::showUnits(const UnitTable& table, const std::string& current) {
    std::vector<std::string> names;
    for (const UnitProfile& unit : table.units)
        names.push_back(unit.name);
    if (names != m_unitNames) {
        m_unitNames = names;
        m_unit->Clear();
        for (const std::string& name : names)
            m_unit->Append(wxString::FromUTF8(name));
    }
    const auto at = std::find(m_unitNames.begin(), m_unitNames.end(), current);
    m_unit->SetSelection(at == m_unitNames.end() ? wxNOT_FOUND : static_cast<int>(at - m_unitNames.begin()));
}

std::string ControlPanel::chosenUnit() const {
    const int at = m_unit->GetSelection();
    return at >= 0 && static_cast<std::size_t>(at) < m_unitNames.size()
               ? m_unitNames[static_cast<std::size_t>(at)]
               : std::string();
}

void ControlPanel::showTerrainCosts(const MapGrid& grid) {
    const wxString unit = wxString::FromUTF8(grid.unit().name);
    m_terrain->describeCosts([&](Terrain t) -> wxString {
        if (terrainBlocks(grid, t))
            return "impassable for " + unit;
        return L"entering it costs " + unit + " " + terrainCostText(grid, t) + L" × the move's length";
    });
}

} // namespace pathfinder::app
