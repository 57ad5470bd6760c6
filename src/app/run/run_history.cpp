#include "run/run_history.h"

#include "pathfinder/formats/provenance.h"

#include "run/result_text.h"
#include "widgets/list_columns.h"
#include "widgets/text_format.h"

namespace pathfinder::app {

namespace {

const wxString kNone = L"\u2013";

wxString walkerName(const SearchView& walker) {
    return wxString::FromUTF8(walker.displayName().data(), walker.displayName().size());
}

/// A walk's outcome in the words of every table: it reached the goal, stopped with the goal cut off
/// (unreachable from where it stood), gave up, or was ended while it still walked.
Outcome walkOutcome(const WalkSession& walk) {
    switch (walk.state()) {
    case WalkSession::State::Arrived:
        return Outcome::Reached;
    case WalkSession::State::Stuck:
        return Outcome::Unreachable;
    case WalkSession::State::GaveUp:
        return Outcome::GaveUp;
    case WalkSession::State::Walking:
        break;
    }
    return Outcome::Searching;
}

std::string statusWord(Outcome outcome) {
    return outcome == Outcome::Searching ? std::string("cancelled") : std::string(toString(outcome));
}

} // namespace

RunHistory::RunHistory(wxWindow* parent)
    : wxListCtrl(parent, wxID_ANY, wxDefaultPosition, wxSize(560, 120), wxLC_REPORT | wxLC_SINGLE_SEL) {
    // The columns that compare runs come first; the list scrolls sideways for the rest.
    const wchar_t* headings[ColumnCount] = {L"#",        L"Kind",      L"Algorithm",    L"Unit",
                                            L"Result",   L"Path cost", L"Optimal cost", L"Time",
                                            L"Expanded", L"Steps",     L"Repairs",      L"Generated",
                                            L"Settings", L"Movement",  L"Map"};
    const int widths[ColumnCount] = {30, 56, 120, 100, 86, 96, 90, 72, 76, 56, 60, 80, 230, 260, 160};
    for (int c = 0; c < ColumnCount; ++c) {
        const bool number = c >= PathCost && c <= Generated;
        AppendColumn(headings[c], number ? wxLIST_FORMAT_RIGHT : wxLIST_FORMAT_LEFT, FromDIP(widths[c]));
    }
    widenColumnsFor(*this, 0); // each heading whole
}

RunHistory::Record RunHistory::describe(const SearchView& walker, const MapGrid& grid,
                                        const RunSettings& settings, const wxString& mapName) {
    // Hashing writes the whole map: done once per map content, not once per run.
    if (grid.contentStamp() != m_factsStamp) {
        m_facts = Provenance();
        addGridProvenance(m_facts, mapName.utf8_string(), grid);
        m_factsStamp = grid.contentStamp();
    }
    Record record;
    record.walker = settings.algorithm;
    record.comparison = costComparison(walker.description(), grid, settings.walker.movement);
    record.settings = settings.walker;
    record.settingsText = settingsSummary(walker.description(), settings.walker);
    record.unit = grid.unit().name;
    record.map = mapName.utf8_string();
    record.mapSize = m_facts.find("map_size").value_or("");
    record.mapHash = m_facts.find("map_content_sha256").value_or("");
    record.start = m_facts.find("start").value_or("");
    record.goal = m_facts.find("goal").value_or("");
    return record;
}

void RunHistory::showWhat(long row, const Record& record, const SearchView& walker, const wxString& mapName) {
    SetItem(row, Kind, record.kind);
    SetItem(row, Algorithm, walkerName(walker));
    SetItem(row, Unit, toDisplay(record.unit));
    SetItem(row, Result, toDisplay(record.status));
    SetItem(row, PathCost, figureText(record.comparison, record.outcome, record.stats.pathCost));
    SetItem(row, Settings,
            toDisplay(record.settingsText.empty() ? std::string("none") : record.settingsText) +
                (record.note.empty() ? wxString() : L" \u2014 " + toDisplay(record.note)));
    SetItem(row, MovementRules, toDisplay(pathfinder::describe(record.settings.movement)));
    SetItem(row, Map, mapName);
    widenColumnsFor(*this, row);
    EnsureVisible(row);
}

long RunHistory::addRun(const SearchView& walker, const MapGrid& grid, const RunSettings& settings,
                        const wxString& mapName) {
    Record record = describe(walker, grid, settings, mapName);
    record.outcome = walker.outcome();
    record.status = statusWord(record.outcome);
    record.stats = walker.stats();
    record.note = resultNote(walker.note(), record.comparison);
    const long row = GetItemCount();
    InsertItem(row, wxString::Format("%ld", row + 1));
    showWhat(row, record, walker, mapName);
    SetItem(row, Optimal, L"\u2026");
    SetItem(row, Time, L"measuring\u2026");
    SetItem(row, Expanded, formatCount(record.stats.expanded));
    SetItem(row, Steps,
            record.outcome == Outcome::Reached ? pathStepsText(record.comparison, record.stats.pathSteps)
                                               : kNone);
    SetItem(row, Repairs, kNone);
    SetItem(row, Generated, formatCount(record.stats.generated));
    m_records.push_back(std::move(record));
    return row;
}

void RunHistory::setTiming(long row, const TimingResult& timing) {
    if (row < 0 || row >= GetItemCount())
        return;
    SetItem(row, Optimal, formatCost(timing.optimalCost));
    SetItem(row, Time, timing.error.empty() ? formatDuration(timing.medianNs) : wxString("failed"));
    widenColumnsFor(*this, row);
    if (static_cast<std::size_t>(row) < m_records.size()) {
        m_records[static_cast<std::size_t>(row)].optimalCost = timing.optimalCost;
        m_records[static_cast<std::size_t>(row)].timeNs = timing.error.empty() ? timing.medianNs : -1;
    }
}

long RunHistory::addWalk(const WalkSession& walk, const RunSettings& settings, const MapGrid& grid,
                         const wxString& mapName) {
    long row = -1;
    for (std::size_t i = 0; i < m_records.size(); ++i)
        if (m_records[i].walkId == walk.id())
            row = static_cast<long>(i);
    Record record = describe(walk.walker(), grid, settings, mapName);
    const WalkCounters& n = walk.counters();
    record.kind = "walk";
    record.walkId = walk.id();
    record.outcome = walkOutcome(walk);
    record.status = statusWord(record.outcome);
    record.moves = n.moves;
    record.repairs = n.repairs;
    // A walk's figures: what its moves cost (a grid cost, whatever walker planned them) and what its
    // plans and repairs expanded. No optimum stands beside them: the map may change as it walks.
    record.comparison = CostComparison{};
    record.stats.pathCost = n.walkedCost;
    record.stats.expanded =
        walk.reactive() ? walk.walker().stats().expanded : n.firstPlanExpanded + n.repairExpanded;
    record.note = walk.stoppedOnMisfit() ? "stopped: its plan held a step the movement refuses" : "";
    if (row < 0) {
        row = GetItemCount();
        InsertItem(row, wxString::Format("%ld", row + 1));
        m_records.push_back(record);
    } else {
        m_records[static_cast<std::size_t>(row)] = record;
    }
    showWhat(row, record, walk.walker(), mapName);
    // The moves were made whatever the outcome, so their cost stands even when the goal was not reached.
    SetItem(row, PathCost, formatCost(n.walkedCost));
    SetItem(row, Optimal, kNone);
    SetItem(row, Time, kNone);
    SetItem(row, Expanded, formatCount(record.stats.expanded));
    SetItem(row, Steps, formatCount(record.moves));
    SetItem(row, Repairs, walk.reactive() ? kNone : formatCount(record.repairs));
    SetItem(row, Generated, kNone);
    return row;
}

ResultTable RunHistory::table() const {
    ResultTable table(
        {"run",         "kind",        "walker",          "unit",       "status",   "path_cost",
         "path_length", "cost_basis",  "optimal_cost",    "cost_ratio", "time_ns",  "expanded",
         "generated",   "path_steps",  "moves",           "repairs",    "settings", "note",
         "neighbours",  "corner_rule", "diagonal_length", "map",        "map_size", "map_content_sha256",
         "start",       "goal"});
    for (std::size_t i = 0; i < m_records.size(); ++i) {
        const Record& r = m_records[i];
        const Movement& m = r.settings.movement;
        const CostComparison& c = r.comparison;
        const bool walk = r.kind == "walk";
        const bool reached = r.outcome == Outcome::Reached;
        const double cost = walk ? r.stats.pathCost : c.cost(resultCost(r.outcome, r.stats.pathCost));
        table.addRow({std::to_string(i + 1),
                      r.kind,
                      r.walker,
                      r.unit,
                      r.status,
                      csvNumber(cost),
                      reached && !walk ? csvNumber(c.length(r.stats.pathCost)) : "",
                      std::string(toString(c.basis)),
                      csvNumber(r.optimalCost),
                      reached && !walk ? csvNumber(c.ratio(r.stats.pathCost, r.optimalCost)) : "",
                      r.timeNs >= 0 ? std::to_string(r.timeNs) : "",
                      std::to_string(r.stats.expanded),
                      walk ? "" : std::to_string(r.stats.generated),
                      reached && !walk ? std::to_string(r.stats.pathSteps) : "",
                      walk ? std::to_string(r.moves) : "",
                      walk ? std::to_string(r.repairs) : "",
                      r.settingsText,
                      r.note,
                      std::to_string(m.neighbours),
                      std::string(toString(m.diagonalRule)),
                      std::string(toString(m.diagonalLength)),
                      r.map,
                      r.mapSize,
                      r.mapHash,
                      r.start,
                      r.goal});
    }
    return table;
}

std::string RunHistory::csv() const {
    return table().csv(programProvenance("pathfinder"));
}

} // namespace pathfinder::app
