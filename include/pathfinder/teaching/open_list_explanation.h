#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/search/search_events.h"
#include "pathfinder/search/search_view.h"
#include "pathfinder/search/walker_settings.h"

#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace pathfinder {

// Why a best-first search takes the cell it takes next, worked out from the event stream alone:
// the open cells as a viewer of the events knows them, ranked the way the search's open list ranks
// them (the key f, then the tie-break, then the order of entry), and in words why the first one
// goes before the second.
//
// Valid for the walkers whose open list is ranked by f then the tie-break (open_list.h, Ranker):
// breadth-first, best-first, dijkstra and astar (the best-first engine), jps, both while it
// jumps and when it searches as plain A*, and bounded-astar (a dropped cell leaves with its
// Discarding event). For PathJoiner it holds during the first plan (the engine's A*) only; its
// repairs rank by exact g, first in first out. Not valid for D* (two-part keys, re-ranked lazily),
// the depth-first searches and IDA* (a stack) or the reactive agents (no open list):
// explainsOpenList() tells which.

/// One cell on the open list, as the events put it there.
struct OpenCell {
    Coord cell;
    double g = CellView::kInf; ///< the cost of its route, as the event's g
    double f = CellView::kInf; ///< the key it is ranked by, as the event's f (CellView::f)
    double h = std::numeric_limits<double>::quiet_NaN(); ///< its heuristic, or NaN when not known
    std::uint64_t order = 0; ///< index of the event (Generating or Updating) that last put it on
};

/// Why the first open cell goes before the second.
enum class OpenChoice : std::uint8_t {
    None,     ///< the open list is empty
    OnlyCell, ///< there is no other
    LowerF,   ///< its f is lower
    LargerG,  ///< equal f; the larger-g tie-break prefers its g
    Fifo,     ///< equal f (and g, under the larger-g tie-break); it entered first
    Lifo,     ///< equal f; it entered last
};

/// An open cell in the ranking, with its tie-break key in words.
struct RankedOpenCell {
    OpenCell open;
    std::string tieKey; ///< "g 7" under the larger-g tie-break, else "entry #123" (its event index)
};

/// The open list ranked, and why its first cell is the one taken next.
struct OpenListExplanation {
    std::vector<RankedOpenCell> ranked; ///< the first cells in the order the search takes them
    std::size_t openCount = 0;          ///< cells open in all
    std::optional<OpenCell> chosen;     ///< the cell the search expands next
    std::optional<OpenCell> runnerUp;   ///< the one after it
    OpenChoice choice = OpenChoice::None;
    /// In words: "lower f (12 < 13)", "equal f 12; larger g first (9 > 7)", "equal f and g; first
    /// in, first out (entered at event 40 before 52)", "equal f 12; last in, first out (entered at
    /// event 52 after 40)", "the only open cell", or "no open cell".
    std::string reason;
};

/// A number as the explanations write it: up to three decimals, no trailing zeros ("12", "12.485"),
/// "infinity" for an infinite value.
std::string explanationNumber(double value);

/// True when `a` leaves the open list before `b` under `tieBreak`: rankBits() of f, then (larger g)
/// rankBits() of g, then order (reversed for last in, first out), as the engines' OpenEntry.
bool takenBefore(const OpenCell& a, const OpenCell& b, TieBreak tieBreak);

/// Ranks `open` (any order; one entry per cell) under `tieBreak` and explains the choice; the
/// ranking keeps the first `shown` cells. O(n log shown).
OpenListExplanation explainOpenList(std::vector<OpenCell> open, TieBreak tieBreak, std::size_t shown = 10);

/// True for the registry names whose open list explainOpenList() ranks exactly as the walker does:
/// those whose description gives a ranking (WalkerDescription::ranking).
bool explainsOpenList(std::string_view walkerName);

/// Keeps the open cells of a search from its events, so that the open list can be explained at
/// any moment: Generating and Updating put a cell on (again), with the event's index as its order;
/// Expanding (the search takes it off), Closing and Discarding take it off; Restarting empties it.
/// Attach it to a walker with setListener() (or pass it events from another listener); the order
/// counts every event it receives.
class OpenListTracker final : public SearchListener {
public:
    void onSearchEvent(const SearchEvent& event) override;

    /// The open cells, in no particular order; h is NaN.
    std::vector<OpenCell> openCells() const;
    std::size_t openCount() const { return m_open.size(); }
    /// explainOpenList() of the open cells; with a view, each cell's h is the view's cellState().h.
    OpenListExplanation explain(TieBreak tieBreak, std::size_t shown = 10,
                                const SearchView* view = nullptr) const;
    /// Events received so far: the order the next Generating or Updating will get.
    std::uint64_t eventCount() const { return m_events; }

private:
    static std::uint64_t keyOf(Coord c) {
        return static_cast<std::uint64_t>(static_cast<std::uint32_t>(c.y)) << 32 |
               static_cast<std::uint32_t>(c.x);
    }

    std::unordered_map<std::uint64_t, OpenCell> m_open;
    std::uint64_t m_events = 0;
};

} // namespace pathfinder
