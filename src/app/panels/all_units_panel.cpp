#include "panels/all_units_panel.h"

#include "pathfinder/registry/walker_registry.h"

#include "canvas/palette.h"
#include "run/result_text.h"
#include "widgets/text_format.h"

#include <wx/dcmemory.h>
#include <wx/imaglist.h>
#include <wx/listctrl.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include <limits>
#include <utility>

namespace pathfinder::app {

namespace {

constexpr int kPollMs = 30;

/// The picture at the start of a row: a stretch of the route's line as the map draws it.
wxBitmap routeIcon(std::size_t style, wxSize size) {
    wxBitmap bitmap(size, 24);
    wxMemoryDC dc(bitmap);
    dc.SetBackground(*wxWHITE_BRUSH);
    dc.Clear();
    const palette::RouteStyle route = palette::routeStyle(style);
    const int y = size.y / 2;
    dc.SetPen(wxPen(route.casing, 6));
    dc.DrawLine(2, y, size.x - 2, y);
    dc.SetPen(wxPen(route.colour, 4, route.dash));
    dc.DrawLine(2, y, size.x - 2, y);
    dc.SelectObject(wxNullBitmap);
    return bitmap;
}

/// "1×1", "2×2" or "3×3".
wxString unitSizeText(int size) {
    return wxString::Format(L"%d\u00d7%d", size, size);
}

wxString walkerName(const RunSettings& run) {
    const WalkerInfo* info = findWalker(run.algorithm);
    return toDisplay(info ? info->displayName : run.algorithm);
}

} // namespace

AllUnitsPanel::AllUnitsPanel(wxWindow* parent) : wxPanel(parent, wxID_ANY), m_timer(this) {
    auto* column = new wxBoxSizer(wxVERTICAL);
    m_heading = new wxStaticText(this, wxID_ANY,
                                 "All Units: Search > All Units solves the start-goal query "
                                 "for every unit");
    column->Add(m_heading, wxSizerFlags().Expand().Border(wxALL, 4));
    m_list = new wxListCtrl(this, wxID_ANY, wxDefaultPosition, FromDIP(wxSize(300, 100)),
                            wxLC_REPORT | wxLC_SINGLE_SEL);
    m_list->SetName("all units");
    const wchar_t* headings[ColumnCount] = {L"Unit", L"Size", L"Cost", L"Steps", L"Expanded"};
    const int widths[ColumnCount] = {150, 44, 80, 56, 80};
    for (int c = 0; c < ColumnCount; ++c)
        m_list->AppendColumn(headings[c], c == Unit ? wxLIST_FORMAT_LEFT : wxLIST_FORMAT_RIGHT,
                             FromDIP(widths[c]));
    column->Add(m_list, wxSizerFlags(1).Expand());
    SetSizer(column);

    m_list->Bind(wxEVT_LIST_ITEM_SELECTED, [this](wxListEvent& event) {
        m_picture.highlighted = static_cast<int>(event.GetIndex());
        if (onChanged)
            onChanged();
    });
    m_list->Bind(wxEVT_LIST_ITEM_DESELECTED, [this](wxListEvent&) {
        m_picture.highlighted = -1;
        if (onChanged)
            onChanged();
    });
    Bind(wxEVT_TIMER, &AllUnitsPanel::onTimer, this);
}

AllUnitsPanel::~AllUnitsPanel() {
    m_timer.Stop();
}

void AllUnitsPanel::start(const MapGrid& grid, const UnitTable& table, const RunSettings& chosen) {
    clear();
    m_stamp = grid.contentStamp();
    m_table = table;
    m_movement = chosen.walker.movement;
    m_runner = std::make_unique<AllUnitsRunner>(grid, table, chosen);
    m_heading->SetLabel(L"All Units: solving for " + countWords(table.units.size(), "unit") + L"\u2026");
    m_timer.Start(kPollMs);
}

void AllUnitsPanel::clear() {
    m_timer.Stop();
    m_runner.reset(); // stops the worker and waits for it
    const bool had = m_result.has_value();
    m_result.reset();
    m_picture = RoutesPicture{};
    m_list->DeleteAllItems();
    m_heading->SetLabel("All Units: the map changed or a search started; Search > All Units solves again");
    if (had && onChanged)
        onChanged();
}

bool AllUnitsPanel::shows(const MapGrid& grid, const UnitTable& table, const Movement& movement) const {
    return grid.contentStamp() == m_stamp && table == m_table && movement == m_movement;
}

void AllUnitsPanel::onTimer(wxTimerEvent&) {
    if (!m_runner || !m_runner->ready())
        return;
    m_timer.Stop();
    m_result = m_runner->take();
    m_runner.reset();
    showResult();
    if (onChanged)
        onChanged();
}

void AllUnitsPanel::showResult() {
    const AllUnitsResult& result = *m_result;
    m_list->DeleteAllItems();
    if (!result.error.empty()) {
        m_heading->SetLabel("All Units: " + toDisplay(result.error));
        return;
    }
    const wxSize iconSize = FromDIP(wxSize(28, 12));
    m_icons =
        std::make_unique<wxImageList>(iconSize.x, iconSize.y, false, static_cast<int>(result.routes.size()));
    for (std::size_t i = 0; i < result.routes.size(); ++i)
        m_icons->Add(routeIcon(i, iconSize));
    m_list->SetImageList(m_icons.get(), wxIMAGE_LIST_SMALL);
    std::size_t reached = 0;
    for (std::size_t i = 0; i < result.routes.size(); ++i) {
        const UnitRoute& route = result.routes[i];
        const long row = m_list->InsertItem(static_cast<long>(i), toDisplay(route.unit), static_cast<int>(i));
        wxString cost = formatCost(route.cost);
        if (route.outcome == Outcome::Unreachable)
            cost = formatCost(std::numeric_limits<double>::infinity()); // "inf", as every table writes it
        else if (route.outcome == Outcome::GaveUp)
            cost = "gave up";
        // A larger unit planned for as one cell (a hex map) says so in its size.
        m_list->SetItem(row, Size,
                        route.note.empty() ? unitSizeText(route.size)
                                           : wxString(L"1 \u2013 ") + toDisplay(route.note));
        m_list->SetItem(row, Cost, cost);
        m_list->SetItem(row, Steps, route.reached() ? formatCount(route.moves) : wxString(L"\u2013"));
        m_list->SetItem(row, Expanded, formatCount(route.expanded));
        m_picture.units.push_back(toDisplay(route.unit));
        m_picture.paths.push_back(route.path);
        m_picture.sizes.push_back(route.size);
        reached += route.reached() ? 1 : 0;
    }
    m_heading->SetLabel(
        wxString::Format("All Units (%s): %zu of %s %s the goal%s", walkerName(result.settings), reached,
                         countWords(result.routes.size(), "unit"), reached == 1 ? "reaches" : "reach",
                         result.cancelled ? ", the rest were not solved" : ""));
}

void AllUnitsPanel::selectRow(int row) {
    if (row < 0 || row >= m_list->GetItemCount()) {
        const long selected = m_list->GetNextItem(-1, wxLIST_NEXT_ALL, wxLIST_STATE_SELECTED);
        if (selected >= 0)
            m_list->SetItemState(selected, 0, wxLIST_STATE_SELECTED);
        row = -1;
    } else {
        m_list->SetItemState(row, wxLIST_STATE_SELECTED, wxLIST_STATE_SELECTED);
        m_list->EnsureVisible(row);
    }
    if (m_picture.highlighted != row) {
        m_picture.highlighted = row;
        if (onChanged)
            onChanged();
    }
}

int AllUnitsPanel::rows() const {
    return m_list->GetItemCount();
}

wxString AllUnitsPanel::cell(int row, int column) const {
    return m_list->GetItemText(row, column);
}

wxString AllUnitsPanel::heading() const {
    return m_heading->GetLabel();
}

} // namespace pathfinder::app
