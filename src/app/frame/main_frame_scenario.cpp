#include "document/grid_commands.h"
#include "document/map_grid_document.h"
#include "frame/main_frame.h"
#include "panels/control_panel.h"
#include "widgets/text_format.h"
#include "widgets/user_messages.h"
#include "windows/scenario_window.h"

namespace pathfinder::app {

// Search › Run a Scenario, and the queries it shows on the map.

void MainFrame::onRunScenario() {
    if (!m_doc) {
        showMessage(this, "Run a Scenario",
                    "Open or draw a map first: a scenario's queries run on the map that is open.");
        return;
    }
    const bool opened = m_scenario != nullptr;
    if (!m_scenario) {
        m_scenario = new ScenarioWindow(
            this, [this]() -> const MapGridDocument* { return m_doc; },
            [this] { return m_search.runSettings().walker; },
            [this](Coord start, Coord goal, const std::string& walker) { showQuery(start, goal, walker); });
        m_scenario->Show();
    }
    m_scenario->Raise();
    if (!opened) {
        const wxString path = askForFile(m_scenario, "Open a scenario to run on this map", wxEmptyString,
                                         "Moving AI scenarios (*.scen)|*.scen|All files|*", FileAction::Open);
        if (!path.empty())
            m_scenario->openScenario(path);
    }
}

bool MainFrame::showQuery(Coord start, Coord goal, const std::string& walker) {
    if (!m_doc)
        return false;
    const MapGrid& grid = m_doc->grid();
    for (const Coord cell : {start, goal})
        if (!grid.inBounds(cell) || grid.isWall(cell)) {
            showMessage(this, "Cannot show the query",
                        coordText(cell) +
                            (grid.inBounds(cell) ? " is now a wall of the map." : " lies outside the map."),
                        MessageKind::Warning);
            return false;
        }
    m_search.reset();
    if (grid.start() != start || grid.goal() != goal)
        submit(new MoveEndpointsCommand(*m_doc, start, goal));
    // The query's walker searches it; the main window's choice of walker stays the person's.
    m_search.goWith(walker);
    return true;
}

} // namespace pathfinder::app
