#pragma once

#include "pathfinder/coord.h"
#include "pathfinder/enum_names.h"
#include "pathfinder/map_grid.h"
#include "pathfinder/search_view.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace pathfinder {

/// What happened to a cell, in the vocabulary of the Posthoc search-trace format (source,
/// destination, generating, updating, expanding, closing, end) and the few words it lacks for
/// walkers that repair, restart or walk.
enum class SearchEventKind : std::uint8_t {
    Source,      ///< the search starts from this cell (the grid's start)
    Destination, ///< the cell the search looks for (the grid's goal)
    Generating,  ///< a cell opened for the first time: its parent, g and f
    Updating,    ///< an open or closed cell given a new route or key, and open again
    Expanding,   ///< the cell taken off the open list; it becomes the current cell
    Closing,     ///< the cell is closed with this parent, g and f
    Discarding,  ///< the search forgets the cell: unseen again (D*: neither estimate is finite)
    Signpost,    ///< the cell's signpost (its parent) changed (D*)
    Moving,      ///< an agent steps onto the cell from its parent; it becomes the current cell
    Restarting,  ///< every cell is forgotten: a new search begins (a reset, a new round, a fallback)
    MapChange,   ///< a cell of the map changed (a wall, a cost, the start or the goal)
    Repair,      ///< the walker repairs its search after the change (Restarting follows if it cannot)
    End,         ///< the walk ended (the goal reached, or not)
};

template <>
struct EnumNames<SearchEventKind> {
    static constexpr EnumName<SearchEventKind> table[] = {
        {SearchEventKind::Source, "source", "Source"},
        {SearchEventKind::Destination, "destination", "Destination"},
        {SearchEventKind::Generating, "generating", "Generating"},
        {SearchEventKind::Updating, "updating", "Updating"},
        {SearchEventKind::Expanding, "expanding", "Expanding"},
        {SearchEventKind::Closing, "closing", "Closing"},
        {SearchEventKind::Discarding, "discarding", "Discarding"},
        {SearchEventKind::Signpost, "signpost", "Signpost"},
        {SearchEventKind::Moving, "moving", "Moving"},
        {SearchEventKind::Restarting, "restarting", "Restarting"},
        {SearchEventKind::MapChange, "map-change", "Map change"},
        {SearchEventKind::Repair, "repair", "Repair"},
        {SearchEventKind::End, "end", "End"},
    };
};

/// One event: the cell it concerns and, for the events that set a cell's state (Generating,
/// Updating, Closing, Signpost, Moving), the state it leaves: parent, g and f as cellState() reports
/// them. Restarting concerns no cell.
struct SearchEvent {
    SearchEventKind kind = SearchEventKind::End;
    Coord cell;
    std::optional<Coord> parent;
    double g = CellView::kInf;
    double f = CellView::kInf;
};

/// Receives a walker's events as they happen (MapGridWalker::setListener). Called from inside
/// iterate(), reset() and notifyChange(): it must not drive the walker.
class SearchListener {
public:
    virtual ~SearchListener() = default;
    virtual void onSearchEvent(const SearchEvent& event) = 0;
};

/// Passes on the events of a search that a walker runs inside itself (JPS's fallback, PathJoiner's
/// first plan) to the walker's own listener, without the markers the walker sends itself: source,
/// destination and end.
class InnerSearchEvents final : public SearchListener {
public:
    /// Where the events go; nullptr drops them.
    void setTarget(SearchListener* target) { m_target = target; }
    /// This, when there is a target: what to give the inner search's setListener().
    SearchListener* forInner() { return m_target ? this : nullptr; }

    void onSearchEvent(const SearchEvent& event) override {
        if (!m_target || event.kind == SearchEventKind::Source ||
            event.kind == SearchEventKind::Destination || event.kind == SearchEventKind::End)
            return;
        m_target->onSearchEvent(event);
    }

private:
    SearchListener* m_target = nullptr;
};

/// A per-cell view built from events alone: what a viewer that sees only the event stream knows.
/// Replaying a walker's events into it gives, at every step, the walker's own cellState() (visit,
/// g, f, parent and visits; h is the heuristic's value for the cell, not part of the stream) and
/// its current cell.
class SearchReplay final : public SearchListener {
public:
    /// Sized for the grid, which must outlive the replay; Restarting re-reads its size.
    explicit SearchReplay(const MapGrid& grid);

    void onSearchEvent(const SearchEvent& event) override;

    /// The cell as the events left it (Unseen outside the grid).
    CellView cellState(Coord c) const;
    std::optional<Coord> current() const { return m_current; }
    /// Events received so far.
    std::uint64_t eventCount() const { return m_events; }

private:
    /// Where a cell's state is kept; nothing outside the grid as of the last Restarting.
    std::optional<std::size_t> index(Coord c) const;

    const MapGrid& m_grid;
    int m_width = 0;
    int m_height = 0;
    std::vector<CellView> m_cells;
    std::optional<Coord> m_current;
    std::uint64_t m_events = 0;
};

} // namespace pathfinder
