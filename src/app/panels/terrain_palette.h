#pragma once

#include "pathfinder/grid/terrain.h"

#include <wx/string.h>

#include <array>
#include <functional>

class wxSizer;
class wxToggleButton;
class wxWindow;

namespace pathfinder::app {

/// The terrain brush: a button for each of the ten terrains with its swatch (colour and glyph, as
/// the map shows it) and its name, three to a row (or two: setColumns()). The button of the chosen terrain is
/// pressed while the Terrain tool is in use. The buttons are the parent's own children, laid out by sizer(),
/// with no panel of their own (a panel is a window of its own, which a scrolled parent in wxGTK does not
/// always move with its scroll; see ControlPanel).
class TerrainPalette {
public:
    /// `picked` is called when a button is clicked, after the palette has chosen its terrain.
    TerrainPalette(wxWindow* parent, std::function<void()> picked);

    /// The buttons, three to a row, for the parent's sizer (which takes it over).
    wxSizer* sizer() const { return m_sizer; }

    Terrain chosen() const { return m_chosen; }
    /// Chooses a terrain; its button is pressed when `active`.
    void choose(Terrain t, bool active);
    /// Shows the chosen terrain's button pressed (the Terrain tool is in use) or none.
    void showActive(bool active);
    /// Each button's tooltip: `costs(t)` says what the terrain costs the map's unit.
    void describeCosts(const std::function<wxString(Terrain)>& costs);
    /// Lays the buttons out `columns` to a row.
    void setColumns(int columns);
    /// The button of terrain t (for tests).
    wxToggleButton& button(Terrain t) { return *m_buttons[static_cast<std::size_t>(t)]; }

private:
    std::function<void()> m_picked;
    wxSizer* m_sizer = nullptr;
    std::array<wxToggleButton*, kTerrainCount> m_buttons{};
    Terrain m_chosen = Terrain::Forest;
};

} // namespace pathfinder::app
