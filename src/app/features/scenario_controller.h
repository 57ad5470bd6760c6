#pragma once

#include "pathfinder/basics/coord.h"

#include <wx/object.h> // before wx/weakref.h, which needs what it includes
#include <wx/weakref.h>

#include <string>

namespace pathfinder::app {

struct FrameParts;
class ScenarioWindow;

/// Search › Run a Scenario: its window, and the queries it shows on the map.
class ScenarioController {
public:
    explicit ScenarioController(FrameParts& parts);

    /// The Run a Scenario window, while it is open.
    ScenarioWindow* window() const { return m_window; }
    /// Puts a query's start and goal on the map (one undo step) and searches it with the walker of
    /// this registry name, leaving the walker chosen in the controls as it is; false, with a message,
    /// when there is no map or an end is now a wall.
    bool showQuery(Coord start, Coord goal, const std::string& walker);
    /// The open document, or what it holds, changed: the window's map and walker follow.
    void documentChanged();

private:
    void onRunScenario();

    FrameParts& m_parts;
    wxWeakRef<ScenarioWindow> m_window;
};

} // namespace pathfinder::app
