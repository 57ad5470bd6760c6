#include "document/unit_table_dialog.h"

#include "pathfinder/basics/number_text.h"

#include "document/terrain_text.h"

#include <wx/button.h>
#include <wx/display.h>
#include <wx/grid.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>
#include <wx/utils.h>

#include <algorithm>

namespace pathfinder::app {

namespace {

constexpr int kNameColumn = 0;
/// The unit's size in cells a side, after the terrain factors.
constexpr int kSizeColumn = 1 + kTerrainCount;
constexpr double kMaxFactor = 1e6;

/// Where a problem of the impassable limit is filed among the cells' problems.
const std::pair<int, int> kLimitCell{-1, -1};

const wxColour kBadCell(255, 200, 200);
const wxColour kFixedCell(236, 236, 238);

int columnOf(Terrain t) {
    return 1 + static_cast<int>(t);
}

std::string trimmed(const wxString& text) {
    wxString copy = text;
    return copy.Trim(true).Trim(false).utf8_string();
}

} // namespace

UnitTableDialog::UnitTableDialog(wxWindow* parent, const UnitTable& table, const std::string& current)
    : wxDialog(parent, wxID_ANY, "Units", wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      m_table(table), m_unit(current) {
    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(new wxStaticText(this, wxID_ANY,
                              L"Entering a terrain cell costs the move's length \u00d7 the unit's factor "
                              L"for that terrain;\na factor at or above the impassable limit keeps the unit "
                              L"out.\nA unit of size 2 or 3 covers a square of 2\u00d72 or 3\u00d73 cells, "
                              L"named by its top-left cell."),
             wxSizerFlags().Border(wxALL, 10));
    top->Add(buildGrid(), wxSizerFlags(1).Expand().Border(wxLEFT | wxRIGHT, 10));
    top->Add(buildLimitRow(table.impassableLimit),
             wxSizerFlags().Expand().Border(wxLEFT | wxRIGHT | wxTOP, 10));
    top->Add(buildEditButtons(), wxSizerFlags().Border(wxLEFT | wxRIGHT | wxTOP, 10));
    m_problem = new wxStaticText(this, wxID_ANY, wxEmptyString);
    m_problem->SetForegroundColour(wxColour(170, 20, 20));
    m_problem->SetName("problem");
    top->Add(m_problem, wxSizerFlags().Expand().Border(wxLEFT | wxRIGHT | wxTOP, 10));
    top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), wxSizerFlags().Expand().Border(wxALL, 8));

    for (std::size_t row = 0; row < table.units.size(); ++row)
        if (table.units[row].name == current)
            m_currentRow = static_cast<int>(row);
    fill(table);
    SetSizer(top);
    // As large as the table wants, but never larger than the screen: the table scrolls then.
    const int display = wxDisplay::GetFromWindow(parent);
    const wxRect screen =
        wxDisplay(display == wxNOT_FOUND ? 0u : static_cast<unsigned>(display)).GetClientArea();
    const wxSize best = top->GetMinSize();
    SetSize(std::min(best.x + 20, screen.width - 20), std::min(best.y + 40, screen.height - 20));
    CentreOnParent();

    Bind(
        wxEVT_BUTTON, [this](wxCommandEvent&) { onOk(); }, wxID_OK);
    m_grid->Bind(wxEVT_GRID_CELL_CHANGED, [this](wxGridEvent& event) {
        check();
        event.Skip();
    });
    m_grid->Bind(wxEVT_GRID_SELECT_CELL, [this](wxGridEvent& event) {
        event.Skip();
        CallAfter([this] { enableRemove(); }); // the cursor moves after this event
    });
    m_limit->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { check(); });
    m_grid->GetGridWindow()->Bind(wxEVT_MOTION, &UnitTableDialog::onGridMotion, this);
}

wxGrid* UnitTableDialog::buildGrid() {
    m_grid = new wxGrid(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxWANTS_CHARS | wxBORDER_SUNKEN);
    m_grid->SetName("units");
    m_grid->CreateGrid(0, 2 + kTerrainCount, wxGrid::wxGridSelectRows);
    m_grid->SetRowLabelSize(0);
    m_grid->SetColLabelValue(kNameColumn, "Unit");
    for (const Terrain t : allValues<Terrain>())
        m_grid->SetColLabelValue(columnOf(t), terrainName(t));
    m_grid->SetColLabelValue(kSizeColumn, "Size");
    m_grid->SetDefaultCellAlignment(wxALIGN_RIGHT, wxALIGN_CENTRE);
    return m_grid;
}

wxSizer* UnitTableDialog::buildLimitRow(double limit) {
    auto* row = new wxBoxSizer(wxHORIZONTAL);
    row->Add(new wxStaticText(this, wxID_ANY, "Impassable at a factor of:"), wxSizerFlags().CenterVertical());
    m_limit = new wxTextCtrl(this, wxID_ANY, wxString::FromUTF8(numberText(limit)));
    m_limit->SetName("impassable");
    m_limit->SetToolTip("A terrain whose factor for a unit is at least this keeps the unit out");
    row->Add(m_limit, wxSizerFlags().Border(wxLEFT, 6));
    m_mapUnit = new wxStaticText(this, wxID_ANY, wxEmptyString);
    row->AddStretchSpacer();
    row->Add(m_mapUnit, wxSizerFlags().CenterVertical());
    return row;
}

wxSizer* UnitTableDialog::buildEditButtons() {
    auto* row = new wxBoxSizer(wxHORIZONTAL);
    auto* add = new wxButton(this, wxID_ANY, "Add Unit");
    add->SetToolTip("A new unit with the selected unit's factors");
    m_remove = new wxButton(this, wxID_ANY, "Remove Unit");
    auto* reset = new wxButton(this, wxID_ANY, "Reset to the Course's Values");
    reset->SetToolTip("The course's seven units and the movingai unit with their factors, and the limit 100; "
                      "added units go");
    row->Add(add);
    row->Add(m_remove, wxSizerFlags().Border(wxLEFT, 6));
    row->Add(reset, wxSizerFlags().Border(wxLEFT, 6));
    add->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { addUnit(); });
    m_remove->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { removeUnit(); });
    reset->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { resetToCourse(); });
    return row;
}

void UnitTableDialog::fill(const UnitTable& table) {
    if (m_grid->GetNumberRows() > 0)
        m_grid->DeleteRows(0, m_grid->GetNumberRows());
    m_rows.clear();
    m_course.clear();
    const UnitTable course = UnitTable::standard();
    for (const UnitProfile& unit : table.units) {
        m_grid->AppendRows(1);
        m_rows.push_back(unit);
        m_course.push_back(course.find(unit.name) != nullptr);
        fillRow(m_grid->GetNumberRows() - 1, unit);
    }
    m_limit->ChangeValue(wxString::FromUTF8(numberText(table.impassableLimit)));
    m_grid->AutoSizeColumns(false);
    for (int col = 1; col <= kSizeColumn; ++col)
        m_grid->SetColSize(col, std::max(m_grid->GetColSize(col), FromDIP(44)));
    m_grid->SetColSize(kNameColumn, std::max(m_grid->GetColSize(kNameColumn), FromDIP(100)));
    check();
    enableRemove();
}

void UnitTableDialog::fillRow(int row, const UnitProfile& unit) {
    const bool fixed = unit.name == kMovingAiUnit;
    m_grid->SetCellValue(row, kNameColumn, wxString::FromUTF8(unit.name));
    m_grid->SetCellAlignment(row, kNameColumn, wxALIGN_LEFT, wxALIGN_CENTRE);
    const bool nameFixed = m_course[static_cast<std::size_t>(row)];
    m_grid->SetReadOnly(row, kNameColumn, nameFixed);
    m_grid->SetCellBackgroundColour(row, kNameColumn, nameFixed ? kFixedCell : *wxWHITE);
    for (const Terrain t : allValues<Terrain>()) {
        m_grid->SetCellValue(row, columnOf(t), wxString::FromUTF8(numberText(unit.factorOf(t))));
        m_grid->SetReadOnly(row, columnOf(t), fixed);
        m_grid->SetCellBackgroundColour(row, columnOf(t), fixed ? kFixedCell : *wxWHITE);
    }
    // The Moving AI unit is one cell, as the benchmarks count it.
    m_grid->SetCellValue(row, kSizeColumn, wxString::Format("%d", unit.size));
    m_grid->SetReadOnly(row, kSizeColumn, fixed);
    m_grid->SetCellBackgroundColour(row, kSizeColumn, fixed ? kFixedCell : *wxWHITE);
}

UnitTable UnitTableDialog::readTable(std::vector<CellProblem>& problems) const {
    UnitTable table;
    for (int row = 0; row < m_grid->GetNumberRows(); ++row) {
        UnitProfile unit = m_rows[static_cast<std::size_t>(row)];
        const bool movingAi = unit.name == kMovingAiUnit; // its row is fixed
        unit.name = trimmed(m_grid->GetCellValue(row, kNameColumn));
        if (const auto problem = unitProblem(UnitProfile{unit.name, {1, 1, 1, 1, 1, 1, 1, 1, 1, 1}, false}))
            problems.push_back({{row, kNameColumn}, wxString::FromUTF8(*problem)});
        else if (unit.name == kMovingAiUnit && !movingAi)
            problems.push_back(
                {{row, kNameColumn}, "movingai is the name of the Moving AI unit; choose another"});
        else if (table.find(unit.name))
            problems.push_back(
                {{row, kNameColumn}, "unit '" + wxString::FromUTF8(unit.name) + "' is named twice"});
        for (const Terrain t : allValues<Terrain>()) {
            const std::string text = trimmed(m_grid->GetCellValue(row, columnOf(t)));
            const auto factor = parseRealNumber(text, 0.0, kMaxFactor);
            if (factor && *factor > 0.0)
                unit.factor[static_cast<std::size_t>(t)] = *factor;
            else
                problems.push_back({{row, columnOf(t)},
                                    wxString::FromUTF8(unit.name) + "'s factor for " + terrainName(t) +
                                        " must be a number above 0 and at most 1000000, found '" +
                                        wxString::FromUTF8(text) + "'"});
        }
        const std::string sizeText = trimmed(m_grid->GetCellValue(row, kSizeColumn));
        if (const auto size = parseInteger(sizeText, 1, kMaxUnitSize))
            unit.size = static_cast<int>(*size);
        else
            problems.push_back({{row, kSizeColumn},
                                wxString::FromUTF8(unit.name) +
                                    wxString::Format("'s size must be a whole number of "
                                                     "cells a side from 1 to %d, found '",
                                                     kMaxUnitSize) +
                                    wxString::FromUTF8(sizeText) + "'"});
        table.units.push_back(unit);
    }
    const std::string limitText = trimmed(m_limit->GetValue());
    const auto limit = parseRealNumber(limitText, 0.0, kMaxFactor);
    if (limit && *limit > 0.0)
        table.impassableLimit = *limit;
    else
        problems.push_back(
            {kLimitCell, "the impassable limit must be a number above 0 and at most 1000000, found '" +
                             wxString::FromUTF8(limitText) + "'"});
    return table;
}

void UnitTableDialog::markProblems(const std::vector<CellProblem>& problems) {
    m_cellProblems.clear();
    for (int row = 0; row < m_grid->GetNumberRows(); ++row)
        for (int col = 0; col <= kSizeColumn; ++col)
            if (m_grid->GetCellBackgroundColour(row, col) == kBadCell)
                m_grid->SetCellBackgroundColour(row, col,
                                                m_grid->IsReadOnly(row, col) ? kFixedCell : *wxWHITE);
    bool badLimit = false;
    for (const auto& [cell, text] : problems) {
        if (cell == kLimitCell) {
            badLimit = true;
            continue;
        }
        m_cellProblems[cell] = text;
        m_grid->SetCellBackgroundColour(cell.first, cell.second, kBadCell);
    }
    m_limit->SetBackgroundColour(badLimit ? kBadCell : wxNullColour);
    m_grid->ForceRefresh();
    m_limit->Refresh();
}

std::optional<wxString> UnitTableDialog::check() {
    std::vector<CellProblem> problems;
    const UnitTable table = readTable(problems);
    markProblems(problems);
    const int rows = m_grid->GetNumberRows();
    if (rows == 0) {
        m_problem->SetLabel("the table needs a unit");
        return m_problem->GetLabel();
    }
    const bool hasCurrent = m_currentRow >= 0 && m_currentRow < rows;
    m_mapUnit->SetLabel(
        "The map's unit: " + m_grid->GetCellValue(hasCurrent ? m_currentRow : 0, kNameColumn) +
        (hasCurrent ? "" : " (its unit was removed)"));
    if (!problems.empty()) {
        const wxString more =
            problems.size() > 1 ? wxString::Format(" (and %zu more)", problems.size() - 1) : "";
        const wxString text = problems.front().second + more;
        m_problem->SetLabel(text);
        Layout();
        return text;
    }
    m_problem->SetLabel(wxEmptyString);
    m_table = table;
    m_unit = table.units[static_cast<std::size_t>(hasCurrent ? m_currentRow : 0)].name;
    return std::nullopt;
}

wxString UnitTableDialog::problemShown() const {
    return m_problem->GetLabel();
}

void UnitTableDialog::addUnit() {
    const int selected = std::clamp(m_grid->GetGridCursorRow(), 0, std::max(0, m_grid->GetNumberRows() - 1));
    UnitProfile unit = m_rows.empty() ? UnitProfile{"", {1, 1, 1, 1, 1, 1, 1, 1, 1, 1}, false}
                                      : m_rows[static_cast<std::size_t>(selected)];
    if (m_grid->GetNumberRows() > 0)
        for (const Terrain t : allValues<Terrain>())
            if (const auto factor =
                    parseRealNumber(trimmed(m_grid->GetCellValue(selected, columnOf(t))), 0.0, kMaxFactor))
                unit.factor[static_cast<std::size_t>(t)] = *factor;
    if (m_grid->GetNumberRows() > 0)
        if (const auto size =
                parseInteger(trimmed(m_grid->GetCellValue(selected, kSizeColumn)), 1, kMaxUnitSize))
            unit.size = static_cast<int>(*size);
    unit.separateWater = false;
    // A name no row has yet: new-unit, new-unit-2, ...
    std::vector<std::string> names;
    for (int row = 0; row < m_grid->GetNumberRows(); ++row)
        names.push_back(trimmed(m_grid->GetCellValue(row, kNameColumn)));
    unit.name = "new-unit";
    for (int n = 2; std::find(names.begin(), names.end(), unit.name) != names.end(); ++n)
        unit.name = "new-unit-" + std::to_string(n);
    m_grid->AppendRows(1);
    m_rows.push_back(unit);
    m_course.push_back(false);
    const int row = m_grid->GetNumberRows() - 1;
    fillRow(row, unit);
    m_grid->SetGridCursor(row, kNameColumn);
    m_grid->MakeCellVisible(row, kNameColumn);
    check();
    enableRemove();
}

void UnitTableDialog::removeUnit() {
    const int row = m_grid->GetGridCursorRow();
    if (row < 0 || row >= m_grid->GetNumberRows() || m_course[static_cast<std::size_t>(row)])
        return;
    m_grid->DeleteRows(row, 1);
    m_rows.erase(m_rows.begin() + row);
    m_course.erase(m_course.begin() + row);
    if (m_currentRow == row)
        m_currentRow = -1;
    else if (m_currentRow > row)
        --m_currentRow;
    check();
    enableRemove();
}

void UnitTableDialog::resetToCourse() {
    const wxString current = m_currentRow >= 0 && m_currentRow < m_grid->GetNumberRows()
                                 ? m_grid->GetCellValue(m_currentRow, kNameColumn)
                                 : "";
    const UnitTable course = UnitTable::standard();
    m_currentRow = -1;
    for (std::size_t row = 0; row < course.units.size(); ++row)
        if (wxString::FromUTF8(course.units[row].name) == current)
            m_currentRow = static_cast<int>(row);
    fill(course);
}

void UnitTableDialog::enableRemove() {
    const int row = m_grid->GetGridCursorRow();
    const bool added = row >= 0 && row < m_grid->GetNumberRows() && !m_course[static_cast<std::size_t>(row)];
    m_remove->Enable(added);
    m_remove->SetToolTip(added ? "Remove the selected unit"
                               : "Select a unit you added: the course's units stay in every table");
}

void UnitTableDialog::onOk() {
    if (m_grid->IsCellEditControlEnabled()) {
        m_grid->SaveEditControlValue();
        m_grid->HideCellEditControl();
        m_grid->DisableCellEditControl();
    }
    if (check()) {
        wxBell();
        return;
    }
    EndModal(wxID_OK);
}

void UnitTableDialog::onGridMotion(wxMouseEvent& event) {
    event.Skip();
    const wxPoint at = m_grid->CalcUnscrolledPosition(event.GetPosition());
    const int row = m_grid->YToRow(at.y);
    const int col = m_grid->XToCol(at.x);
    const auto found = m_cellProblems.find({row, col});
    m_grid->GetGridWindow()->SetToolTip(found == m_cellProblems.end() ? wxString() : found->second);
}

} // namespace pathfinder::app
