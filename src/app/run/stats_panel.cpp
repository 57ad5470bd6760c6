#include "run/stats_panel.h"

#include "pathfinder/walkers/any_angle/any_angle.h"

#include "canvas/grid_painter.h"
#include "frame/status_text.h"
#include "run/family_figures.h"
#include "run/result_text.h"
#include "run/run_history.h"
#include "sessions/unit_search_map.h"
#include "sessions/walk_session.h"
#include "widgets/text_format.h"
#include "widgets/wrapping_label.h"

#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/wrapsizer.h>

#include <algorithm>
#include <cmath>

namespace pathfinder::app {

namespace {

const wxString kNone = L"\u2013";
const wxString kReady = "No search under way: press Go.";
const wchar_t* const kCostTip =
    L"Cost of the final path; for an agent, of the walk it made. An any-angle walker's path is priced by its "
    L"length: on a map whose costs differ that is a length, not a cost";

/// A figure's text without the breaks a narrow pane put in it.
wxString flat(wxString text) {
    text.Replace("\n", " ");
    return text;
}

wxString walkerName(const SearchView& walker) {
    return wxString::FromUTF8(walker.displayName().data(), walker.displayName().size());
}

} // namespace

StatsPanel::StatsPanel(wxWindow* parent, RunHistory& history)
    : wxScrolled<wxPanel>(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxVSCROLL), m_history(history) {
    m_poll.Bind(wxEVT_TIMER, &StatsPanel::onPoll, this);

    auto* numbers = new wxBoxSizer(wxVERTICAL);
    // The outcome in full, on as many lines as the pane's width needs.
    m_outcome = new WrappingLabel(this, kReady);
    m_outcome->SetFont(m_outcome->GetFont().Bold());
    numbers->Add(m_outcome, wxSizerFlags().Expand().Border(wxBOTTOM, 6));
    // Live re-solve's figures, while it is on.
    m_live = new WrappingLabel(this, wxString());
    numbers->Add(m_live, wxSizerFlags().Expand().Border(wxBOTTOM, 6));
    numbers->Hide(m_live);

    // Label and value pairs flow into as many columns as the pane is wide.
    auto* grid = new wxWrapSizer(wxHORIZONTAL);
    m_searchGrid = grid;
    const auto pair = [this](wxSizer* into, wxStaticText* label, wxStaticText* value) {
        auto* both = new wxBoxSizer(wxHORIZONTAL);
        label->SetMinSize(wxSize(FromDIP(kNameWidth), -1));
        both->Add(label);
        both->Add(value);
        into->Add(both, wxSizerFlags().Border(wxRIGHT | wxBOTTOM, 3));
    };
    m_numbers = numbers;
    // One name per counter, the command line's; the original testbed's names are in the tips.
    const wchar_t* labels[ValueCount] = {
        L"Iterations:", L"Expanded:",  L"Generated:",    L"Open now:", L"Dead ends:",
        L"Steps:",      L"Path cost:", L"Optimal cost:", L"Time:",
    };
    const wchar_t* tips[ValueCount] = {
        L"Calls of iterate(): one expansion, or one move of an agent",
        L"Nodes taken off the open list (\u201csearches\u201d in the original testbed); for an agent, its "
        L"moves",
        L"Nodes put on the open list or given a cheaper route (\u201cpaths created\u201d in the original)",
        L"Nodes waiting on the open list now",
        L"Generated nodes that are not on the final path (\u201cdead paths\u201d in the original)",
        L"Moves on the final path (\u201cpath length\u201d in the original); for an agent, the moves it "
        L"walked",
        kCostTip,
        L"Least possible cost, from a reference Dijkstra",
        L"Median time of repeated runs without drawing (headless), never that of the animation",
    };
    // The result first, then the counters.
    const Value order[] = {Steps,     Cost,     OptimalCost, SearchTime, Expanded,
                           Generated, DeadEnds, OpenNow,     Iterations};
    for (Value v : order) {
        m_labels[v] = new wxStaticText(this, wxID_ANY, labels[v]);
        m_labels[v]->SetToolTip(tips[v]);
        m_values[v] = new wxStaticText(this, wxID_ANY, kNone, wxDefaultPosition, FromDIP(wxSize(120, -1)),
                                       wxST_NO_AUTORESIZE);
        pair(grid, m_labels[v], m_values[v]);
    }
    numbers->Add(grid, wxSizerFlags().Expand());
    // What only some walkers have: ARA*'s solutions, LRTA*'s trials, landmark tables.
    m_family = new WrappingLabel(this, wxString());
    numbers->Add(m_family, wxSizerFlags().Expand().Border(wxTOP, 3));
    numbers->Hide(m_family);

    m_walkGrid = new wxWrapSizer(wxHORIZONTAL);
    const char* walkLabels[WalkValueCount] = {
        "Moves:", "Repairs:", "Repaired:", "From scratch:", "Last repair:", "First plan:"};
    const char* walkTips[WalkValueCount] = {
        "Cells the agent has moved",
        "Plans or repairs after the map changed",
        "Expanded by the latest repair, and by all repairs",
        ("What an A* search from the agent's cell would have expanded for the same changes, the latest and "
         "all"),
        "Time of the latest repair, and of A* from scratch for the same change",
        "Expanded by the plan made before the first move",
    };
    for (int v = 0; v < WalkValueCount; ++v) {
        m_walkLabels[v] = new wxStaticText(this, wxID_ANY, walkLabels[v]);
        m_walkLabels[v]->SetToolTip(walkTips[v]);
        m_walkValues[v] = new wxStaticText(this, wxID_ANY, kNone, wxDefaultPosition, FromDIP(wxSize(120, -1)),
                                           wxST_NO_AUTORESIZE);
        pair(m_walkGrid, m_walkLabels[v], m_walkValues[v]);
    }
    numbers->Add(m_walkGrid, wxSizerFlags().Expand());
    numbers->Hide(m_walkGrid);

    auto* row = new wxBoxSizer(wxHORIZONTAL);
    row->Add(numbers, wxSizerFlags(1).Expand().Border(wxALL, 6));
    SetSizer(row);
    // A pane too short for its figures scrolls: squeezed below their height, the toolkit would leave
    // some where an earlier, wider layout put them, on top of others.
    SetScrollRate(0, FromDIP(10));
    FitInside();
    // Another width may break the long figures otherwise.
    Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
        event.Skip();
        if (GetClientSize().x == m_shownWidth)
            return;
        m_shownWidth = GetClientSize().x;
        CallAfter([this] {
            for (auto& [label, text] : m_valueTexts)
                showValue(label, text, true);
        });
    });
}

StatsPanel::~StatsPanel() {
    m_poll.Stop();
    // Each timing stops its worker and waits for it: within milliseconds, whatever the map's size.
    for (Pending& p : m_pending)
        p.timing->stop();
    m_pending.clear();
}

void StatsPanel::set(Value value, const wxString& text) {
    showValue(m_values[value], text);
}

void StatsPanel::showValue(wxStaticText* label, const wxString& text, bool again) {
    wxString& shown = m_valueTexts[label];
    if (shown == text && !again)
        return;
    shown = text;
    label->SetLabel(text);
    // A figure wider than the room beside its name breaks between words rather than being cut.
    const int room = GetClientSize().x - FromDIP(kNameWidth + 18);
    if (room > FromDIP(60) && label->GetTextExtent(text).x > room)
        label->Wrap(room);
    wxSize size;
    for (const wxString& line : wxSplit(label->GetLabel(), '\n', '\0')) {
        const wxSize extent = label->GetTextExtent(line.empty() ? wxString(" ") : line);
        size.x = std::max(size.x, extent.x);
        size.y += extent.y;
    }
    // At least as wide as the usual figures, so that the pairs do not jump about while a search
    // counts.
    size.x = std::max(size.x, FromDIP(kValueWidth));
    if (label->GetMinSize() != size) {
        label->SetMinSize(size);
        label->SetSize(size);
        Layout();
        FitInside();
    }
}

void StatsPanel::setTimeTip(const wxString& text) {
    wxStaticText* time = m_values[SearchTime];
    if (time->GetToolTipText() == text)
        return;
    if (text.empty())
        time->UnsetToolTip();
    else
        time->SetToolTip(text);
}

void StatsPanel::setOutcome(const wxString& text) {
    m_outcome->setText(text);
}

wxString StatsPanel::value(const wxString& label) const {
    for (int v = 0; v < ValueCount; ++v)
        if (m_labels[static_cast<std::size_t>(v)]->GetLabel() == label + ":")
            return flat(m_values[static_cast<std::size_t>(v)]->GetLabel());
    return {};
}

wxString StatsPanel::outcome() const {
    return m_outcome->text();
}

wxString StatsPanel::familyText() const {
    return m_numbers->IsShown(m_family) ? m_family->text() : wxString();
}

void StatsPanel::showFamily(const wxString& text) {
    showLine(m_family, text);
}

void StatsPanel::showLine(WrappingLabel* line, const wxString& text) {
    if (text == line->text() && m_numbers->IsShown(line) == !text.empty())
        return;
    line->setText(text);
    m_numbers->Show(line, !text.empty());
    Layout();
    FitInside();
}

void StatsPanel::showProgress(const SearchView* walker, const wxString& waiting) {
    if (!walker) {
        showFamily(wxString());
        m_showingResult = false;
        setOutcome(waiting.empty() ? kReady : waiting);
        for (int v = 0; v < ValueCount; ++v)
            set(static_cast<Value>(v), kNone);
        return;
    }
    showFamily(familyFigures(*walker));
    const RunStats& stats = walker->stats();
    set(Iterations, formatCount(stats.iterations));
    set(Expanded, formatCount(stats.expanded));
    set(Generated, formatCount(stats.generated));
    set(OpenNow, formatCount(walker->openSize()));
    if (walker->finished()) {
        if (isResult(*walker))
            showResult();
        else
            showFinished(*walker);
        return;
    }
    m_showingResult = false;
    if (m_result && m_result->walker == walker)
        m_result->walker = nullptr; // its walker runs again: the figures are of a run gone
    // A walker's note says how it is searching (IDA*: its threshold and iteration).
    const std::string note = walker->note();
    setOutcome(wxString::Format(L"%s is searching\u2026", walkerName(*walker)) +
               (note.empty() ? wxString() : L" \u2014 " + toDisplay(note)));
    for (Value v : {DeadEnds, Steps, Cost, OptimalCost, SearchTime})
        set(v, kNone);
    setTimeTip(wxString());
}

bool StatsPanel::isResult(const SearchView& walker) const {
    return m_result && m_result->walker == &walker && walker.stats().iterations == m_result->iterations;
}

void StatsPanel::showFinished(const SearchView& walker) {
    m_showingResult = false;
    const RunStats& stats = walker.stats();
    const bool reached = walker.state() == WalkState::ReachedGoal;
    setOutcome(describeOutcome(walker));
    set(DeadEnds, formatCount(stats.deadEnds));
    const MapGrid* map = walker.grid();
    showPath(map ? costComparison(walker.description(), *map, walker.settings().movement) : CostComparison{},
             reached ? Outcome::Reached : walker.outcome(), stats, wxString());
    // Not measured for this view: a trace read from a file, or the end of an earlier run.
    set(OptimalCost, kNone);
    set(SearchTime, kNone);
    setTimeTip("Measured only for the last run of a walker, not for a trace or an earlier run shown again");
}

void StatsPanel::showResult() {
    m_showingResult = true;
    const Result& r = *m_result;
    setOutcome(r.failure.empty() ? r.outcome : r.outcome + L" \u2014 timing failed: " + r.failure);
    set(DeadEnds, formatCount(r.stats.deadEnds));
    showPath(r.comparison, r.result, r.stats,
             !r.smoothable                ? wxString()
             : std::isnan(r.smoothedCost) ? wxString(L"\u2026")
                                          : formatCost(r.smoothedCost));
    set(OptimalCost, r.optimal);
    set(SearchTime, r.time);
    setTimeTip(r.timeTip);
}

void StatsPanel::showPath(const CostComparison& comparison, Outcome outcome, const RunStats& stats,
                          const wxString& smoothed) {
    const bool reached = outcome == Outcome::Reached;
    set(Steps, reached ? pathStepsText(comparison, stats.pathSteps) : kNone);
    // The length of the path pulled taut between cells in sight is a length, which a map whose costs
    // differ never sets against a cost.
    wxString cost = figureText(comparison, outcome, stats.pathCost);
    if (reached && comparison.basis == CostBasis::AnyAngle)
        cost += " (any-angle)";
    if (reached && comparison.basis == CostBasis::Grid && !smoothed.empty())
        cost += L" \u00b7 smoothed length " + smoothed;
    set(Cost, cost);
    m_values[Cost]->SetToolTip(comparison.note.empty()
                                   ? wxString(kCostTip)
                                   : wxString(kCostTip) + "\n" + toDisplay(comparison.note));
}

const std::vector<Coord>* StatsPanel::smoothedPath(const SearchView* shown) const {
    if (!shown || !isResult(*shown) || !shown->finished() || m_result->smoothedPath.empty())
        return nullptr;
    return &m_result->smoothedPath;
}

void StatsPanel::showWalk(const WalkSession* walk) {
    const bool walking = walk != nullptr;
    if (m_numbers->IsShown(m_walkGrid) != walking) {
        m_numbers->Show(m_walkGrid, walking);
        m_numbers->Show(m_searchGrid, !walking);
        Layout();
        FitInside();
    }
    if (!walk)
        return;
    setOutcome(describeWalk(*walk));
    const WalkCounters& n = walk->counters();
    const auto lastAndTotal = [](std::uint64_t last, std::uint64_t total) {
        return wxString::Format(L"%s last \u00b7 %s total", formatCount(last), formatCount(total));
    };
    const auto put = [this](WalkValue v, const wxString& text) { showValue(m_walkValues[v], text); };
    put(AgentMoves, formatCount(n.moves));
    put(Repairs, formatCount(n.repairs));
    put(RepairExpanded, n.repairs ? lastAndTotal(n.lastRepairExpanded, n.repairExpanded) : kNone);
    put(ScratchExpanded, n.repairs ? lastAndTotal(n.lastScratchExpanded, n.scratchExpanded) : kNone);
    // A graph built for the repair on a worker is time the agent waited too: shown beside it.
    const wxString built = n.lastRepairBuildNs > 0
                               ? wxString::Format(" + %s build", formatDuration(n.lastRepairBuildNs))
                               : wxString();
    put(RepairTime, n.repairs ? wxString::Format("%s%s (A* %s)", formatDuration(n.lastRepairNs), built,
                                                 formatDuration(n.lastScratchNs))
                              : kNone);
    put(FirstPlan, n.firstPlanExpanded ? formatCount(n.firstPlanExpanded) + " expanded" : kNone);
}

wxString StatsPanel::walkSummary() const {
    wxString text;
    for (int v = 0; v < WalkValueCount; ++v)
        text += m_walkLabels[v]->GetLabel() + " " + flat(m_walkValues[v]->GetLabel()) + "\n";
    return text;
}

void StatsPanel::addResult(const SearchView& walker, const MapGrid& grid, const RunSettings& settings,
                           const wxString& mapName) {
    // Assigned, not emplace()d: clang judges the nested Result not default-constructible too early.
    m_result = Result{};
    Result& r = *m_result;
    r.walker = &walker;
    r.iterations = walker.stats().iterations;
    r.stats = walker.stats();
    r.reached = walker.state() == WalkState::ReachedGoal;
    // Not a larger unit's path: pulled taut as a point's, its square would clip corners.
    r.smoothable = r.reached && walker.anglePath().empty() && walker.path().size() > 2 &&
                   pathfinder::smoothable(grid) && UnitSearchMap::plannedSize(grid) == 1;
    r.outcome = describeOutcome(walker);
    r.result = walker.outcome();
    r.comparison = costComparison(walker.description(), grid, walker.settings().movement);
    r.optimal = L"\u2026";
    r.time = L"measuring\u2026";
    r.timeTip = "Median of repeated runs without drawing, being measured";
    showProgress(&walker);

    m_latestRow = m_history.addRun(walker, grid, settings, mapName);
    // Everything that grows with the map is worked out on the timing's worker, on its own copy.
    m_pending.push_back(
        {m_latestRow, std::make_unique<HeadlessTiming>(grid, settings.algorithm, settings.walker, m_factory,
                                                       r.smoothable ? walker.path() : std::vector<Coord>{})});
    if (!m_poll.IsRunning())
        m_poll.Start(50);
}

int StatsPanel::historyRows() const {
    return m_history.rows();
}

wxString StatsPanel::historyCell(int row, int column) const {
    return m_history.cell(row, column);
}

} // namespace pathfinder::app
