#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/basics/enum_names.h"
#include "pathfinder/traces/search_timeline.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace pathfinder {

/// A condition that stops a run at full speed at the end of the step in which it comes true.
struct Breakpoint {
    enum class Kind : std::uint8_t {
        CellOpened,   ///< `cell` is put on the open list (first opened, or opened again)
        CellExpanded, ///< `cell` is expanded (or an agent steps onto it)
        CellImproved, ///< `cell` gets a lower g than the one it had
        GoalReached,  ///< the walk ends at the goal
        RepairStarts, ///< the walker begins a repair after an edit
        OpenExceeds, ///< the open list holds more than `limit` cells at the end of a step, and did not before
        CostExceeds, ///< the path found (or walked) so far costs more than `ratio` × the optimum
    };
    Kind kind = Kind::CellExpanded;
    Coord cell;            ///< the cell kinds
    std::size_t limit = 0; ///< OpenExceeds
    double ratio = 1.0;    ///< CostExceeds

    bool concernsCell() const {
        return kind == Kind::CellOpened || kind == Kind::CellExpanded || kind == Kind::CellImproved;
    }
    /// "break when (3, 4) is expanded", "break when the open list exceeds 100 cells", …
    std::string describe() const;

    friend bool operator==(const Breakpoint& a, const Breakpoint& b) {
        return a.kind == b.kind && a.cell == b.cell && a.limit == b.limit && a.ratio == b.ratio;
    }
};

template <>
struct EnumNames<Breakpoint::Kind> {
    static constexpr EnumName<Breakpoint::Kind> table[] = {
        {Breakpoint::Kind::CellOpened, "opened", "When the cell is opened"},
        {Breakpoint::Kind::CellExpanded, "expanded", "When the cell is expanded"},
        {Breakpoint::Kind::CellImproved, "improved", "When the cell's g improves"},
        {Breakpoint::Kind::GoalReached, "goal", "When the goal is reached"},
        {Breakpoint::Kind::RepairStarts, "repair", "When a repair starts"},
        {Breakpoint::Kind::OpenExceeds, "open", "When the open list exceeds N"},
        {Breakpoint::Kind::CostExceeds, "cost", "When the path costs more than optimum × r"},
    };
};

/// The breakpoints of a run, watching the events a SearchTimeline records: the first one to come
/// true in a step is held until taken, so that the run stops at the end of that step.
class BreakpointWatch final : public TimelineWatcher {
public:
    /// Adds a breakpoint (nothing when an equal one is there).
    void add(const Breakpoint& breakpoint);
    void remove(std::size_t index);
    void clear();
    const std::vector<Breakpoint>& breakpoints() const { return m_breakpoints; }
    /// Whether a cell breakpoint of this kind is set on `cell`.
    bool has(Breakpoint::Kind kind, Coord cell) const;

    /// The optimal cost of the query, for CostExceeds; none disables it.
    void setOptimum(std::optional<double> optimum) { m_optimum = optimum; }
    /// Movement and map for the cost an agent has walked (CostExceeds on Moving events); the map
    /// must outlive the watch or be replaced.
    void setWalkCosts(const MapGrid* map, const Movement& movement);

    void onRecorded(const SearchEvent& event, const CellView& before, const SearchReplay& after) override;
    void onStepEnd(const SearchReplay& after) override;

    /// A breakpoint that came true, with what happened, e.g. "(3, 4) expanded with g 7"; taken
    /// once (the next call returns nothing until another comes true).
    struct Hit {
        Breakpoint breakpoint;
        std::string what;
    };
    std::optional<Hit> takeHit();
    /// Forgets a hit not taken and the costs walked: for a run that starts again.
    void restart();

private:
    void hit(const Breakpoint& breakpoint, std::string what);

    std::vector<Breakpoint> m_breakpoints;
    std::optional<double> m_optimum;
    const MapGrid* m_map = nullptr;
    Movement m_movement;
    double m_walked = 0.0;
    std::size_t m_lastOpen = 0; ///< open cells at the end of the last step
    std::optional<Hit> m_hit;
};

} // namespace pathfinder
