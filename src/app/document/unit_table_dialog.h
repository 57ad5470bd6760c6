#pragma once

#include "pathfinder/grid/terrain.h"

#include <wx/dialog.h>
#include <wx/string.h>

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

class wxButton;
class wxGrid;
class wxGridEvent;
class wxSizer;
class wxStaticText;
class wxTextCtrl;

namespace pathfinder::app {

/// Edits a map's unit table: a row per unit with its name and its factor for each of the ten
/// terrains, and the impassable limit. A unit may be added (a copy of the selected row) and an
/// added unit removed; "Reset to the course's values" puts back the course's table. The course's
/// units keep their names (a file names only the units it changes, so a renamed or removed one would
/// come back on reading), and the movingai unit's row is fixed.
///
/// Every cell is checked as it is edited: a wrong one turns red, says what is wrong in its tooltip,
/// and the first problem is written under the table. OK applies nothing while any is wrong.
class UnitTableDialog : public wxDialog {
public:
    /// `table` as it is, `current` the name of the map's unit.
    UnitTableDialog(wxWindow* parent, const UnitTable& table, const std::string& current);

    /// The table as accepted with OK.
    const UnitTable& table() const { return m_table; }
    /// The map's unit after OK: the row that was the map's unit (renamed as it was), or the first
    /// row when that one was removed.
    const std::string& unit() const { return m_unit; }

    /// Reads the table as shown into table() and unit(); marks the cells that are wrong and returns
    /// the first problem, or nothing when the table can be used.
    std::optional<wxString> check();
    /// The problem shown under the table (empty when there is none).
    wxString problemShown() const;

    wxGrid& grid() { return *m_grid; }
    /// The buttons' actions: a copy of the selected unit under a new name, the selected added unit
    /// removed, the course's table.
    void addUnit();
    void removeUnit();
    void resetToCourse();

private:
    /// A cell (row, column) and what is wrong with it.
    using CellProblem = std::pair<std::pair<int, int>, wxString>;

    wxGrid* buildGrid();
    wxSizer* buildLimitRow(double limit);
    wxSizer* buildEditButtons();
    void fill(const UnitTable& table);
    /// The table as shown, with what is wrong in it added to `problems`.
    UnitTable readTable(std::vector<CellProblem>& problems) const;
    /// Colours the wrong cells (and the limit) and keeps their problems for the tooltips.
    void markProblems(const std::vector<CellProblem>& problems);
    void fillRow(int row, const UnitProfile& unit);
    /// Whether the selected row may be removed (an added unit), shown in the Remove button.
    void enableRemove();
    void onOk();
    void onGridMotion(wxMouseEvent& event);

    wxGrid* m_grid = nullptr;
    wxTextCtrl* m_limit = nullptr;
    wxStaticText* m_problem = nullptr;
    wxStaticText* m_mapUnit = nullptr;
    wxButton* m_remove = nullptr;
    std::vector<UnitProfile> m_rows; ///< what each row started as (its fixed parts: water rule, name)
    std::vector<bool> m_course;      ///< the row is one of the course's units: its name is fixed
    int m_currentRow = 0;            ///< the map's unit's row, −1 once it is removed
    std::map<std::pair<int, int>, wxString> m_cellProblems;
    UnitTable m_table;
    std::string m_unit;
};

} // namespace pathfinder::app
