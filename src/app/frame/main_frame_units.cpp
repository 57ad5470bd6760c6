#include "canvas/grid_canvas.h"
#include "canvas/map_footer.h"
#include "document/grid_commands.h"
#include "document/map_grid_document.h"
#include "document/unit_table_dialog.h"
#include "frame/main_frame.h"
#include "frame/main_menu.h"
#include "panels/all_units_panel.h"
#include "panels/control_panel.h"
#include "widgets/user_messages.h"

#include <wx/aui/framemanager.h>

namespace pathfinder::app {

// The map's unit and its table, and All Units: the panel's unit choice, Map › Units and the All
// Units command, pane and routes.

void MainFrame::bindUnits() {
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { onEditUnits(); }, ids::UnitTable);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { onAllUnits(); }, ids::AllUnits);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { togglePane(kAllUnitsPane); }, ids::ShowAllUnits);
    Bind(
        wxEVT_UPDATE_UI,
        [this](wxUpdateUIEvent& event) { event.Check(m_panes.GetPane(kAllUnitsPane).IsShown()); },
        ids::ShowAllUnits);
    // The routes belong to the table: closing it puts them away.
    m_panes.Bind(wxEVT_AUI_PANE_CLOSE, [this](wxAuiManagerEvent& event) {
        event.Skip();
        if (event.GetPane() && event.GetPane()->window == m_allUnits)
            m_allUnits->clear();
    });
    m_allUnits->onChanged = [this] { allUnitsChanged(); };
}

void MainFrame::showUnits() {
    if (!m_doc) {
        if (!m_allUnits->empty())
            m_allUnits->clear();
        return;
    }
    const MapGrid& grid = m_doc->grid();
    m_controls->showUnits(m_doc->units(), grid.unit().name);
    m_controls->showTerrainCosts(grid);
    if (!m_allUnits->empty() && !m_allUnits->shows(grid, m_doc->units(), m_doc->movement()))
        m_allUnits->clear();
}

void MainFrame::onUnitChosen() {
    const std::string unit = m_controls->chosenUnit();
    if (m_doc && !unit.empty() && unit != m_doc->grid().unit().name)
        submit(new ChangeUnitsCommand(*m_doc, unit));
}

void MainFrame::onEditUnits() {
    if (!m_doc)
        return;
    UnitTableDialog dialog(this, m_doc->units(), m_doc->grid().unit().name);
    if (dialog.ShowModal() != wxID_OK)
        return;
    if (dialog.table() != m_doc->units() || dialog.unit() != m_doc->grid().unit().name)
        submit(new ChangeUnitsCommand(*m_doc, dialog.table(), dialog.unit(), "Change Units"));
}

void MainFrame::onAllUnits() {
    if (!m_doc)
        return;
    const MapGrid& grid = m_doc->grid();
    if (!grid.start() || !grid.goal()) {
        showMessage(this, "All Units",
                    "The map needs a start and a goal: place them with the Start and Goal tools.");
        return;
    }
    // The routes take the map's picture: the search shown goes.
    m_search.reset();
    m_allUnits->start(grid, m_doc->units(), m_search.runSettings());
    wxAuiPaneInfo& pane = m_panes.GetPane(kAllUnitsPane);
    if (!pane.IsShown()) {
        pane.Show();
        m_panes.Update();
    }
}

void MainFrame::allUnitsChanged() {
    m_canvas->setRoutes(m_allUnits->routes());
    m_canvas->Refresh();
    m_footer->update();
}

} // namespace pathfinder::app
