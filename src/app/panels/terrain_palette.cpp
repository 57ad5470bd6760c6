#include "panels/terrain_palette.h"

#include "canvas/overlays/terrain_glyphs.h"
#include "document/terrain_text.h"

#include <wx/sizer.h>
#include <wx/tglbtn.h>

#include <utility>

namespace pathfinder::app {

TerrainPalette::TerrainPalette(wxWindow* parent, std::function<void()> picked) : m_picked(std::move(picked)) {
    // Columns as wide as their longest names, so that three fit the panel's width.
    auto* grid = new wxFlexGridSizer(3, wxSize(3, 3));
    for (int column = 0; column < 3; ++column)
        grid->AddGrowableCol(column, 1);
    const int swatch = parent->FromDIP(16);
    for (const Terrain t : allValues<Terrain>()) {
        auto* button = new wxToggleButton(parent, wxID_ANY, terrainName(t), wxDefaultPosition, wxDefaultSize,
                                          wxBU_EXACTFIT | wxBU_LEFT);
        button->SetBitmap(terrainSwatch(t, swatch));
        button->SetBitmapMargins(parent->FromDIP(4), 0);
        button->SetName("terrain " + terrainName(t));
        button->Bind(wxEVT_TOGGLEBUTTON, [this, t](wxCommandEvent&) {
            choose(t, true);
            if (m_picked)
                m_picked();
        });
        m_buttons[static_cast<std::size_t>(t)] = button;
        grid->Add(button, wxSizerFlags().Expand());
    }
    m_sizer = grid;
}

void TerrainPalette::choose(Terrain t, bool active) {
    m_chosen = t;
    showActive(active);
}

void TerrainPalette::showActive(bool active) {
    for (const Terrain t : allValues<Terrain>())
        m_buttons[static_cast<std::size_t>(t)]->SetValue(active && t == m_chosen);
}

void TerrainPalette::setColumns(int columns) {
    auto* grid = static_cast<wxFlexGridSizer*>(m_sizer);
    if (grid->GetCols() == columns)
        return;
    for (int column = grid->GetCols(); column-- > 0;)
        grid->RemoveGrowableCol(static_cast<std::size_t>(column));
    grid->SetCols(columns);
    for (int column = 0; column < columns; ++column)
        grid->AddGrowableCol(static_cast<std::size_t>(column), 1);
}

void TerrainPalette::describeCosts(const std::function<wxString(Terrain)>& costs) {
    for (const Terrain t : allValues<Terrain>())
        m_buttons[static_cast<std::size_t>(t)]->SetToolTip("Paint " + terrainName(t) + ": " + costs(t));
}

} // namespace pathfinder::app
