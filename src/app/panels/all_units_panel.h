#pragma once

#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"
#include "pathfinder/grid/terrain.h"

#include "canvas/grid_overlays.h"
#include "machine/run_settings.h"
#include "workers/all_units.h"

#include <wx/panel.h>
#include <wx/timer.h>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>

class wxImageList;
class wxListCtrl;
class wxListEvent;
class wxStaticText;

namespace pathfinder::app {

/// All Units: the map's start–goal query solved for every unit of its table on a worker thread
/// (AllUnitsRunner), shown as a table — each unit's cost, moves and expansions, or "no route" —
/// whose rows carry the colours the routes are drawn in. Selecting a row highlights that route.
class AllUnitsPanel : public wxPanel {
public:
    enum Column { Unit, Size, Cost, Steps, Expanded, ColumnCount };

    explicit AllUnitsPanel(wxWindow* parent);
    ~AllUnitsPanel() override;

    /// Solves the query of `grid` for every unit of `table` with allUnitsSettings(chosen); what was
    /// shown goes, and the new routes come when the worker is done (onChanged).
    void start(const MapGrid& grid, const UnitTable& table, const RunSettings& chosen);
    /// Drops the routes and any solving under way.
    void clear();
    /// True while the worker solves.
    bool busy() const { return m_runner != nullptr; }
    /// The routes to draw, or nothing.
    const RoutesPicture* routes() const { return m_result ? &m_picture : nullptr; }
    /// What the last solving gave, once it is done.
    const std::optional<AllUnitsResult>& result() const { return m_result; }
    /// True when what is shown (or being solved) was asked of this map, table and movement as
    /// they are now.
    bool shows(const MapGrid& grid, const UnitTable& table, const Movement& movement) const;
    bool empty() const { return !m_runner && !m_result; }

    /// Highlights a route, as clicking its row does (−1: none).
    void selectRow(int row);
    int rows() const;
    wxString cell(int row, int column) const;
    /// The line over the table: the walker and the query, or what is happening.
    wxString heading() const;

    /// The routes appeared, went, or another was highlighted.
    std::function<void()> onChanged;

private:
    void onTimer(wxTimerEvent& event);
    void showResult();

    wxStaticText* m_heading = nullptr;
    wxListCtrl* m_list = nullptr;
    std::unique_ptr<wxImageList> m_icons;
    wxTimer m_timer;
    std::unique_ptr<AllUnitsRunner> m_runner;
    std::optional<AllUnitsResult> m_result;
    RoutesPicture m_picture;
    std::uint64_t m_stamp = 0; ///< the content stamp of the grid asked about
    UnitTable m_table;
    Movement m_movement;
};

} // namespace pathfinder::app
