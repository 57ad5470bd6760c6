#include "features/units_controller.h"

#include "canvas/grid_canvas.h"
#include "canvas/map_footer.h"
#include "document/grid_commands.h"
#include "document/map_grid_document.h"
#include "document/unit_table_dialog.h"
#include "features/frame_parts.h"
#include "frame/main_menu.h"
#include "panels/all_units_panel.h"
#include "panels/control_panel.h"
#include "widgets/user_messages.h"

#include <wx/aui/framemanager.h>
#include <wx/frame.h>

namespace pathfinder::app {

UnitsController::UnitsController(FrameParts& parts) : m_parts(parts) {
    wxFrame& frame = m_parts.frame;
    onMenu(frame, ids::UnitTable, [this] { onEditUnits(); });
    onMenu(frame, ids::AllUnits, [this] { onAllUnits(); });
    onMenu(frame, ids::ShowAllUnits, [this] { m_parts.togglePane(pane_names::kAllUnits); });
    checkMenu(frame, ids::ShowAllUnits,
              [this] { return m_parts.panes.GetPane(pane_names::kAllUnits).IsShown(); });
    // The routes belong to the table: closing it puts them away.
    m_parts.panes.Bind(wxEVT_AUI_PANE_CLOSE, [this](wxAuiManagerEvent& event) {
        event.Skip();
        if (event.GetPane() && event.GetPane()->window == &m_parts.allUnits)
            m_parts.allUnits.clear();
    });
    m_parts.allUnits.onChanged = [this] { routesChanged(); };
}

void UnitsController::documentChanged() {
    AllUnitsPanel& allUnits = m_parts.allUnits;
    const MapGridDocument* doc = m_parts.document();
    if (!doc) {
        if (!allUnits.empty())
            allUnits.clear();
        return;
    }
    const MapGrid& grid = doc->grid();
    m_parts.controls.showUnits(doc->units(), grid.unit().name);
    m_parts.controls.showTerrainCosts(grid);
    if (!allUnits.empty() && !allUnits.shows(grid, doc->units(), doc->movement()))
        allUnits.clear();
}

void UnitsController::searchProgressed() {
    const SearchController::Phase phase = m_parts.search.phase();
    if (m_shownPhase == SearchController::Phase::Idle && phase != SearchController::Phase::Idle &&
        !m_parts.allUnits.empty())
        m_parts.allUnits.clear();
    m_shownPhase = phase;
}

void UnitsController::onUnitChosen() {
    MapGridDocument* doc = m_parts.document();
    const std::string unit = m_parts.controls.chosenUnit();
    if (doc && !unit.empty() && unit != doc->grid().unit().name)
        m_parts.submit(new ChangeUnitsCommand(*doc, unit));
}

void UnitsController::onEditUnits() {
    MapGridDocument* doc = m_parts.document();
    if (!doc)
        return;
    UnitTableDialog dialog(&m_parts.frame, doc->units(), doc->grid().unit().name);
    if (dialog.ShowModal() != wxID_OK)
        return;
    if (dialog.table() != doc->units() || dialog.unit() != doc->grid().unit().name)
        m_parts.submit(new ChangeUnitsCommand(*doc, dialog.table(), dialog.unit(), "Change Units"));
}

void UnitsController::onAllUnits() {
    const MapGridDocument* doc = m_parts.document();
    if (!doc)
        return;
    const MapGrid& grid = doc->grid();
    if (!grid.start() || !grid.goal()) {
        showMessage(&m_parts.frame, "All Units",
                    "The map needs a start and a goal: place them with the Start and Goal tools.");
        return;
    }
    // The routes take the map's picture: the search shown goes.
    m_parts.search.reset();
    m_parts.allUnits.start(grid, doc->units(), m_parts.search.runSettings());
    wxAuiPaneInfo& pane = m_parts.panes.GetPane(pane_names::kAllUnits);
    if (!pane.IsShown()) {
        pane.Show();
        m_parts.panes.Update();
    }
}

void UnitsController::routesChanged() {
    m_parts.canvas.setRoutes(m_parts.allUnits.routes());
    m_parts.canvas.Refresh();
    m_parts.footer.update();
}

} // namespace pathfinder::app
