#include "run_history.h"

#include "pathfinder/provenance.h"

#include "compare_export.h"
#include "list_columns.h"
#include "text_format.h"

#include <sstream>

namespace pathfinder::app {

namespace {

const wxString kNone = L"\u2013";

wxString walkerName(const SearchView& walker) {
    return wxString::FromUTF8(walker.displayName().data(), walker.displayName().size());
}

} // namespace

RunHistory::RunHistory(wxWindow* parent)
    : wxListCtrl(parent, wxID_ANY, wxDefaultPosition, wxSize(560, 120), wxLC_REPORT | wxLC_SINGLE_SEL) {
    // The columns that compare runs come first; the list scrolls sideways for the rest.
    const wchar_t* headings[ColumnCount] = {
        L"#",        L"Algorithm", L"Result",    L"Path cost", L"Optimal cost", L"Time",
        L"Expanded", L"Steps",     L"Generated", L"Settings",  L"Movement",     L"Map"};
    const int widths[ColumnCount] = {30, 120, 86, 72, 90, 72, 76, 56, 80, 230, 260, 160};
    for (int c = 0; c < ColumnCount; ++c) {
        const bool number = c >= PathCost && c <= Generated;
        AppendColumn(headings[c], number ? wxLIST_FORMAT_RIGHT : wxLIST_FORMAT_LEFT, FromDIP(widths[c]));
    }
    widenColumnsFor(*this, 0); // each heading whole
}

long RunHistory::addRun(const SearchView& walker, const MapGrid& grid, const RunSettings& settings,
                        const wxString& mapName) {
    const RunStats& stats = walker.stats();
    const bool reached = walker.state() == WalkState::ReachedGoal;
    const long row = GetItemCount();
    InsertItem(row, wxString::Format("%ld", row + 1));
    SetItem(row, Algorithm, walkerName(walker));
    SetItem(row, Result, toDisplay(std::string(toString(walker.outcome()))));
    SetItem(row, PathCost, formatCost(stats.pathCost));
    SetItem(row, Optimal, L"\u2026");
    SetItem(row, Time, L"measuring\u2026");
    SetItem(row, Expanded, formatCount(stats.expanded));
    SetItem(row, Steps, reached ? formatCount(stats.pathSteps) : kNone);
    SetItem(row, Generated, formatCount(stats.generated));
    const std::string used = settingsSummary(walker.description(), settings.walker);
    const std::string note = walker.note();
    SetItem(row, Settings,
            toDisplay(used.empty() ? std::string("none") : used) +
                (note.empty() ? wxString() : L" \u2014 " + toDisplay(note)));
    SetItem(row, MovementRules, toDisplay(describe(settings.walker.movement)));
    SetItem(row, Map, mapName);
    widenColumnsFor(*this, row);
    EnsureVisible(row);

    // Hashing writes the whole map: done once per map content, not once per run.
    if (grid.contentStamp() != m_factsStamp) {
        m_facts = Provenance();
        addGridProvenance(m_facts, mapName.utf8_string(), grid);
        m_factsStamp = grid.contentStamp();
    }
    const Provenance& facts = m_facts;
    Record record;
    record.walker = settings.algorithm;
    record.status = std::string(toString(walker.outcome()));
    record.stats = stats;
    record.settings = settings.walker;
    record.settingsText = used;
    record.map = mapName.utf8_string();
    record.mapSize = facts.find("map_size").value_or("");
    record.mapHash = facts.find("map_content_sha256").value_or("");
    record.start = facts.find("start").value_or("");
    record.goal = facts.find("goal").value_or("");
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

std::string RunHistory::csv() const {
    std::ostringstream out;
    programProvenance("pathfinder").writeCsvComments(out);
    out << "run,walker,status,path_cost,optimal_cost,time_ns,expanded,generated,steps,settings,neighbours,"
           "corner_rule,diagonal_length,map,map_size,map_content_sha256,start,goal\n";
    const auto quoted = csvText;
    for (std::size_t i = 0; i < m_records.size(); ++i) {
        const Record& r = m_records[i];
        const Movement& m = r.settings.movement;
        out << i + 1 << ',' << r.walker << ',' << r.status << ',' << csvNumber(r.stats.pathCost) << ','
            << csvNumber(r.optimalCost) << ',' << (r.timeNs >= 0 ? std::to_string(r.timeNs) : "") << ','
            << r.stats.expanded << ',' << r.stats.generated << ',' << r.stats.pathSteps << ','
            << quoted(r.settingsText) << ',' << m.neighbours << ',' << toString(m.diagonalRule) << ','
            << toString(m.diagonalLength) << ',' << quoted(r.map) << ',' << r.mapSize << ',' << r.mapHash
            << ',' << quoted(r.start) << ',' << quoted(r.goal) << '\n';
    }
    return out.str();
}

} // namespace pathfinder::app
