#include "stats_panel.h"

#include "grid_painter.h"
#include "text_format.h"
#include "walk_session.h"

#include <wx/listctrl.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include <chrono>

namespace pathfinder::app {

namespace {

const wxString kNone = L"\u2013";
const wxString kReady = "No search under way: press Go.";

wxString walkerName(const MapGridWalker& walker) {
    return wxString::FromUTF8(walker.displayName().data(), walker.displayName().size());
}

wxString resultWord(const MapGridWalker& walker) {
    if (walker.state() == WalkState::ReachedGoal)
        return "reached";
    return walker.stats().gaveUp ? "gave up" : "no path";
}

} // namespace

StatsPanel::StatsPanel(wxWindow* parent) : wxPanel(parent, wxID_ANY) {
    m_poll.Bind(wxEVT_TIMER, &StatsPanel::onPoll, this);

    auto* numbers = new wxBoxSizer(wxVERTICAL);
    m_outcome = new wxStaticText(this, wxID_ANY, kReady);
    m_outcome->SetFont(m_outcome->GetFont().Bold());
    numbers->Add(m_outcome, wxSizerFlags().Border(wxBOTTOM, 6));

    auto* grid = new wxFlexGridSizer(4, wxSize(8, 3));
    m_searchGrid = grid;
    m_numbers = numbers;
    const char* labels[ValueCount] = {
        "Steps:",       "Searches (expanded):", "Paths created:", "Open list now:",          "Dead paths:",
        "Path length:", "Path cost:",           "Optimal cost:",  "Search time (headless):",
    };
    const char* tips[ValueCount] = {
        "Calls of iterate(): one node expansion, or one move of an agent",
        "Nodes taken off the open list",
        "Nodes put on the open list or given a cheaper route",
        "Nodes waiting on the open list",
        "Paths created that are not on the final path",
        "Moves on the final path",
        "Cost of the final path",
        "Least possible cost, from a reference Dijkstra",
        "Median time of repeated runs without drawing",
    };
    // Counters on the left, the result on the right.
    const Value order[] = {Steps,       PathLength, Searches,  Cost,      PathsCreated,
                           OptimalCost, OpenNow,    DeadPaths, SearchTime};
    for (Value v : order) {
        auto* label = new wxStaticText(this, wxID_ANY, labels[v]);
        label->SetToolTip(tips[v]);
        m_values[v] =
            new wxStaticText(this, wxID_ANY, kNone, wxDefaultPosition, wxSize(90, -1), wxST_NO_AUTORESIZE);
        grid->Add(label);
        grid->Add(m_values[v], wxSizerFlags().Expand());
    }
    m_values[SearchTime]->SetMinSize(wxSize(180, -1));
    numbers->Add(grid);

    m_walkGrid = new wxFlexGridSizer(4, wxSize(8, 3));
    const char* walkLabels[WalkValueCount] = {
        "Agent moves:", "Repairs:", "Repair expansions:", "A* from scratch:", "Last repair:", "First plan:"};
    const char* walkTips[WalkValueCount] = {
        "Cells the agent has moved",
        "Plans or repairs after the map changed",
        "Expansions of the latest repair, and of all repairs",
        "Expansions an A* search from the agent's cell would have needed for the same changes",
        "Time of the latest repair, and of A* from scratch for the same change",
        "Expansions of the plan made before the first move",
    };
    for (int v = 0; v < WalkValueCount; ++v) {
        m_walkLabels[v] = new wxStaticText(this, wxID_ANY, walkLabels[v]);
        m_walkLabels[v]->SetToolTip(walkTips[v]);
        m_walkValues[v] =
            new wxStaticText(this, wxID_ANY, kNone, wxDefaultPosition, wxSize(150, -1), wxST_NO_AUTORESIZE);
        m_walkGrid->Add(m_walkLabels[v]);
        m_walkGrid->Add(m_walkValues[v], wxSizerFlags().Expand());
    }
    numbers->Add(m_walkGrid);
    numbers->Hide(m_walkGrid);

    m_history =
        new wxListCtrl(this, wxID_ANY, wxDefaultPosition, wxSize(560, 120), wxLC_REPORT | wxLC_SINGLE_SEL);
    // The columns that compare runs come first; the list scrolls sideways for the rest.
    const char* headings[ColumnCount] = {"#",    "Algorithm", "Result", "Path cost", "Optimal",
                                         "Time", "Expanded",  "Moves",  "Generated", "Map"};
    const int widths[ColumnCount] = {30, 92, 66, 72, 66, 72, 76, 56, 80, 120};
    for (int c = 0; c < ColumnCount; ++c) {
        const bool number = c >= PathCost && c <= Generated;
        m_history->AppendColumn(headings[c], number ? wxLIST_FORMAT_RIGHT : wxLIST_FORMAT_LEFT, widths[c]);
    }

    auto* row = new wxBoxSizer(wxHORIZONTAL);
    row->Add(numbers, wxSizerFlags().Border(wxALL, 8));
    row->Add(m_history, wxSizerFlags(1).Expand().Border(wxALL, 6));
    SetSizer(row);
}

void StatsPanel::set(Value value, const wxString& text) {
    if (m_values[value]->GetLabel() != text)
        m_values[value]->SetLabel(text);
}

void StatsPanel::showProgress(const MapGridWalker* walker) {
    if (!walker) {
        if (m_outcome->GetLabel() != kReady)
            m_outcome->SetLabel(kReady);
        for (wxStaticText* v : m_values)
            if (v->GetLabel() != kNone)
                v->SetLabel(kNone);
        return;
    }
    const RunStats& stats = walker->stats();
    set(Steps, formatCount(stats.iterations));
    set(Searches, formatCount(stats.expanded));
    set(PathsCreated, formatCount(stats.generated));
    set(OpenNow, formatCount(walker->openSize()));
    if (walker->finished())
        return;
    const wxString searching = wxString::Format(L"%s is searching\u2026", walkerName(*walker));
    if (m_outcome->GetLabel() != searching)
        m_outcome->SetLabel(searching);
    for (Value v : {DeadPaths, PathLength, Cost, OptimalCost, SearchTime})
        set(v, kNone);
}

void StatsPanel::showWalk(const WalkSession* walk) {
    const bool walking = walk != nullptr;
    if (m_numbers->IsShown(m_walkGrid) != walking) {
        m_numbers->Show(m_walkGrid, walking);
        m_numbers->Show(m_searchGrid, !walking);
        Layout();
    }
    if (!walk)
        return;
    const wxString outcome = describeWalk(*walk);
    if (m_outcome->GetLabel() != outcome)
        m_outcome->SetLabel(outcome);
    const WalkCounters& n = walk->counters();
    const auto lastAndTotal = [](std::uint64_t last, std::uint64_t total) {
        return wxString::Format(L"%s last · %s total", formatCount(last), formatCount(total));
    };
    const auto put = [this](WalkValue v, const wxString& text) {
        if (m_walkValues[v]->GetLabel() != text)
            m_walkValues[v]->SetLabel(text);
    };
    put(AgentMoves, formatCount(n.moves));
    put(Repairs, formatCount(n.repairs));
    put(RepairExpanded, n.repairs ? lastAndTotal(n.lastRepairExpanded, n.repairExpanded) : kNone);
    put(ScratchExpanded, n.repairs ? lastAndTotal(n.lastScratchExpanded, n.scratchExpanded) : kNone);
    put(RepairTime, n.repairs ? wxString::Format("%s (A* %s)", formatDuration(n.lastRepairNs),
                                                 formatDuration(n.lastScratchNs))
                              : kNone);
    put(FirstPlan, n.firstPlanExpanded ? formatCount(n.firstPlanExpanded) + " expansions" : kNone);
}

wxString StatsPanel::walkSummary() const {
    wxString text;
    for (int v = 0; v < WalkValueCount; ++v)
        text += m_walkLabels[v]->GetLabel() + " " + m_walkValues[v]->GetLabel() + "\n";
    return text;
}

void StatsPanel::addResult(const MapGridWalker& walker, const MapGrid& grid, const RunSettings& settings,
                           const wxString& mapName) {
    const RunStats& stats = walker.stats();
    const bool reached = walker.state() == WalkState::ReachedGoal;
    m_outcome->SetLabel(describeOutcome(walker));
    showProgress(&walker);
    set(DeadPaths, formatCount(stats.deadEnds));
    set(PathLength, reached ? formatCount(stats.pathSteps) : kNone);
    set(Cost, formatCost(stats.pathCost));
    set(OptimalCost, L"\u2026");
    set(SearchTime, L"measuring\u2026");

    const long row = m_history->GetItemCount();
    m_history->InsertItem(row, wxString::Format("%ld", row + 1));
    m_history->SetItem(row, Algorithm, walkerName(walker));
    m_history->SetItem(row, Map, mapName);
    m_history->SetItem(row, Result, resultWord(walker));
    m_history->SetItem(row, PathCost, formatCost(stats.pathCost));
    m_history->SetItem(row, Moves, reached ? formatCount(stats.pathSteps) : kNone);
    m_history->SetItem(row, Expanded, formatCount(stats.expanded));
    m_history->SetItem(row, Generated, formatCount(stats.generated));
    m_history->SetItem(row, Time, L"measuring\u2026");
    m_history->EnsureVisible(row);
    m_latestRow = row;

    m_pending.push_back({row, timeHeadlessAsync(grid, settings.algorithm, settings.walker)});
    if (!m_poll.IsRunning())
        m_poll.Start(50);
}

void StatsPanel::onPoll(wxTimerEvent&) {
    for (auto it = m_pending.begin(); it != m_pending.end();) {
        if (it->timing.wait_for(std::chrono::seconds(0)) == std::future_status::ready) {
            showTiming(it->row, it->timing.get());
            it = m_pending.erase(it);
        } else {
            ++it;
        }
    }
    if (m_pending.empty())
        m_poll.Stop();
}

void StatsPanel::finishTimings() {
    for (Pending& p : m_pending)
        showTiming(p.row, p.timing.get());
    m_pending.clear();
    m_poll.Stop();
}

void StatsPanel::showTiming(long row, const TimingResult& timing) {
    m_history->SetItem(row, Optimal, formatCost(timing.optimalCost));
    m_history->SetItem(row, Time, formatDuration(timing.medianNs));
    if (row != m_latestRow)
        return;
    set(OptimalCost, formatCost(timing.optimalCost));
    set(SearchTime, wxString::Format("%s (median of %d)", formatDuration(timing.medianNs), timing.runs));
}

int StatsPanel::historyRows() const {
    return m_history->GetItemCount();
}

wxString StatsPanel::historyCell(int row, int column) const {
    return m_history->GetItemText(row, column);
}

} // namespace pathfinder::app
