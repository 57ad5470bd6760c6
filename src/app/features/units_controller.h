#pragma once

#include "run/search_controller.h"

namespace pathfinder::app {

struct FrameParts;

/// The map's unit and its table, and All Units: the controls' unit choice, Map › Units… and the
/// All Units command, pane and routes.
class UnitsController {
public:
    explicit UnitsController(FrameParts& parts);

    /// The controls' unit choice changed: the map's unit changes (an edit of the map).
    void onUnitChosen();
    /// Map › Units…: the unit table's dialog.
    void onEditUnits();
    /// Search › All Units: the routes of every unit of the table.
    void onAllUnits();
    /// The unit choice and the terrain costs as the document has them; All Units' routes go when
    /// they no longer belong to the map.
    void documentChanged();
    /// The search's phase changed, or its view: a search or walk that starts puts the routes away.
    void searchProgressed();

private:
    /// All Units' routes appeared, went or another was highlighted.
    void routesChanged();

    FrameParts& m_parts;
    SearchController::Phase m_shownPhase = SearchController::Phase::Idle; ///< as searchProgressed last saw it
};

} // namespace pathfinder::app
