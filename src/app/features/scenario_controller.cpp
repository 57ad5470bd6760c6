#include "features/scenario_controller.h"

#include "document/grid_commands.h"
#include "document/map_grid_document.h"
#include "features/frame_parts.h"
#include "frame/main_menu.h"
#include "run/search_controller.h"
#include "widgets/text_format.h"
#include "widgets/user_messages.h"
#include "windows/scenario_window.h"

#include <wx/frame.h>

namespace pathfinder::app {

ScenarioController::ScenarioController(FrameParts& parts) : m_parts(parts) {
    onMenu(m_parts.frame, ids::RunScenario, [this] { onRunScenario(); });
}

void ScenarioController::documentChanged() {
    if (m_window)
        m_window->documentChanged();
}

void ScenarioController::onRunScenario() {
    if (!m_parts.document()) {
        showMessage(&m_parts.frame, "Run a Scenario",
                    "Open or draw a map first: a scenario's queries run on the map that is open.");
        return;
    }
    const bool opened = m_window != nullptr;
    if (!m_window) {
        m_window = new ScenarioWindow(
            &m_parts.frame, [this]() -> const MapGridDocument* { return m_parts.document(); },
            [this] { return m_parts.search.runSettings().walker; },
            [this](Coord start, Coord goal, const std::string& walker) { showQuery(start, goal, walker); });
        m_window->Show();
    }
    m_window->Raise();
    if (!opened) {
        const wxString path = askForFile(m_window, "Open a scenario to run on this map", wxEmptyString,
                                         "Moving AI scenarios (*.scen)|*.scen|All files|*", FileAction::Open);
        if (!path.empty())
            m_window->openScenario(path);
    }
}

bool ScenarioController::showQuery(Coord start, Coord goal, const std::string& walker) {
    MapGridDocument* doc = m_parts.document();
    if (!doc)
        return false;
    const MapGrid& grid = doc->grid();
    for (const Coord cell : {start, goal})
        if (!grid.inBounds(cell) || grid.isWall(cell)) {
            showMessage(&m_parts.frame, "Cannot show the query",
                        coordText(cell) +
                            (grid.inBounds(cell) ? " is now a wall of the map." : " lies outside the map."),
                        MessageKind::Warning);
            return false;
        }
    m_parts.search.reset();
    if (grid.start() != start || grid.goal() != goal)
        m_parts.submit(new MoveEndpointsCommand(*doc, start, goal));
    // The query's walker searches it; the main window's choice of walker stays the person's.
    m_parts.search.goWith(walker);
    return true;
}

} // namespace pathfinder::app
