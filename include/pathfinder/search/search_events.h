#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/basics/enum_names.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/search/search_view.h"

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
/// them. Restarting concerns no cell. End concerns the goal and carries the path's cost as g and f
/// (infinite when the goal was not reached).
struct SearchEvent {
    SearchEventKind kind = SearchEventKind::End;
    Coord cell;
    std::optional<Coord> parent;
    double g = CellView::kInf;
    double f = CellView::kInf;
    /// The search of a bidirectional walker the event belongs to (Forward for every other walker).
    Frontier frontier = Frontier::Forward;
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
/// its current cell. Cells are kept compactly (40 bytes each), so that a timeline can hold copies.
class SearchReplay final : public SearchListener {
public:
    /// Sized for the grid, which must outlive the replay; Restarting re-reads its size.
    explicit SearchReplay(const MapGrid& grid);
    /// A replay of a grid of this size that does not change.
    SearchReplay(int width, int height);

    void onSearchEvent(const SearchEvent& event) override;

    /// The cell as the events left it (Unseen outside the grid).
    CellView cellState(Coord c) const;
    std::optional<Coord> current() const { return m_current; }
    /// Events received so far.
    std::uint64_t eventCount() const { return m_events; }

    /// Cells open now.
    std::size_t openCount() const { return m_open; }
    /// Expanding and Moving events since the last Restarting.
    std::uint64_t expanded() const { return m_expanded; }
    /// Generating and Updating events since the last Restarting.
    std::uint64_t generated() const { return m_generated; }
    /// When an open cell was last put on the open list (Generating or Updating), counted in events
    /// since the last Restarting: the insertion order a first-in or last-in tie-break goes by.
    std::uint64_t entryOrder(Coord c) const;
    /// The open cells, in row order. Kept as a list beside the cells, so that this takes time in
    /// the number of open cells, not in the size of the map.
    std::vector<Coord> openCells() const;
    int width() const { return m_width; }
    int height() const { return m_height; }
    /// Bytes the cells take.
    std::size_t bytes() const {
        return m_cells.capacity() * sizeof(Cell) + m_openList.capacity() * sizeof(std::uint32_t);
    }

    /// The state of one cell, as kept.
    struct Cell {
        static constexpr std::uint32_t kNoParent = 0xFFFFFFFFu;
        double g = CellView::kInf;
        double f = CellView::kInf;
        std::uint64_t order = 0;
        std::uint32_t parent = kNoParent;   ///< cell index (y · width + x)
        std::uint32_t visits = 0;           ///< times stood on (Moving)
        std::uint32_t openSlot = kNoParent; ///< its place in the list of open cells, while open
        CellVisit visit = CellVisit::Unseen;
        Frontier frontier = Frontier::Forward;
    };
    /// A copy of every cell that is not blank, with the rest of the state: enough to put a replay
    /// back where it was (restore()).
    struct Snapshot {
        std::vector<std::uint32_t> index;
        std::vector<Cell> cells;
        std::optional<Coord> current;
        std::uint64_t events = 0, sinceRestart = 0, expanded = 0, generated = 0;
        std::size_t open = 0;
        std::size_t bytes() const {
            return index.capacity() * sizeof(std::uint32_t) + cells.capacity() * sizeof(Cell);
        }
    };
    Snapshot snapshot() const;
    /// Back to a snapshot taken of a replay of the same size.
    void restore(const Snapshot& snapshot);

private:
    /// Where a cell's state is kept; nothing outside the grid as of the last Restarting.
    std::optional<std::size_t> index(Coord c) const;
    void clear();
    /// Sets a cell's visit, keeping the open count and list.
    void setVisit(std::uint32_t at, CellVisit visit);
    Coord coordOf(std::uint32_t i) const {
        return Coord{static_cast<int>(i % static_cast<std::uint32_t>(m_width)),
                     static_cast<int>(i / static_cast<std::uint32_t>(m_width))};
    }

    const MapGrid* m_grid = nullptr;
    int m_width = 0;
    int m_height = 0;
    std::vector<Cell> m_cells;
    std::optional<Coord> m_current;
    std::uint64_t m_events = 0;
    std::uint64_t m_sinceRestart = 0;
    std::uint64_t m_expanded = 0;
    std::uint64_t m_generated = 0;
    std::size_t m_open = 0;
    std::vector<std::uint32_t> m_openList; ///< the open cells' indices, in no order
};

} // namespace pathfinder
