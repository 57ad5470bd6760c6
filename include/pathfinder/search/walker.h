#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/basics/enum_names.h"
#include "pathfinder/grid/heuristic.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"
#include "pathfinder/search/run_stats.h"
#include "pathfinder/search/search_events.h"
#include "pathfinder/search/search_view.h"
#include "pathfinder/search/walker_description.h"

#include <atomic>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pathfinder {

class StartRegion;

/// Work a walker does on the whole map before it can search (a graph, tables), taken out of reset()
/// so that it can run on another thread: made by MapGridWalker::preparation() with a copy of what it
/// reads, run anywhere, then given back with MapGridWalker::adopt(). The next reset() finds the work
/// done while the map's cells are still those it was made from, and does it again otherwise.
class WalkerPreparation {
public:
    virtual ~WalkerPreparation() = default;
    /// Does the work; once `stop` is set it returns within milliseconds, having built nothing.
    virtual void run(const std::atomic<bool>& stop) = 0;
    /// What it builds, for a status line: "the subgoal graph".
    virtual std::string what() const = 0;
    /// Nanoseconds run() took (0 before it ran).
    virtual std::int64_t buildNs() const = 0;
};

/// Base of every pathfinding algorithm: the stepping contract. A walker is set up on a grid, then
/// driven by iterate(): one call is one node expansion (searches) or one agent step (reactive
/// walkers), so the app can animate any walker and the CLI can time it with the very same code.
/// What it shows is read through SearchView.
///
/// The grid must outlive the walker's use of it.
class MapGridWalker : public SearchView {
public:
    /// The most padded cells (2²³, about 2,896²) on which reset() asks the grid's region labels
    /// (MapGrid::connected, 4 bytes per cell, kept up to date edit by edit) whether start and goal
    /// share a region: they fit in 32 MiB. On a larger map the walker floods its start's region
    /// into one bit per cell instead (StartRegion), again only when the map has changed or the
    /// start lies outside the region flooded last.
    static constexpr std::size_t kRegionLabelCellLimit = std::size_t{1} << 23;

    /// Binds the walker to a grid and settings, then reset()s it. Throws std::invalid_argument for
    /// settings that settingsProblem() refuses.
    void setup(const MapGrid& grid, const WalkerSettings& settings);
    /// Starts over from the grid's current start and goal; clears the path and stats.
    void reset();
    /// Performs one step. Once the walk has ended, returns the final state without work.
    WalkState iterate();
    /// Tells the walker that its grid changed. A walker with dynamicRepair brings what the change
    /// affects up to date and resumes, so that the following iterate() calls carry out the
    /// repair (its stats keep counting); any other walker starts over with reset().
    void notifyChange(const GridChange& change);
    /// Ends a walk that is still looking as given up (stats().gaveUp), because whoever runs it has
    /// spent the iterations it allowed; a walk that has ended is left as it is.
    void giveUpForBudget();

    WalkState state() const final { return m_state; }
    /// As SearchView::finished, without a virtual call: runners ask it once per iteration.
    bool finished() const { return m_state != WalkState::StillLooking; }
    const RunStats& stats() const final { return m_stats; }
    const std::vector<Coord>& path() const final { return m_path; }
    const std::vector<PathPoint>& anglePath() const final { return m_anglePath; }
    const MapGrid* grid() const final { return m_grid; }
    const WalkerSettings& settings() const final { return m_settings; }
    /// A remark on the last run: "A* does not handle hex cells" when it refused the map,
    /// "unreachable: different regions" when it ended at once because start and goal lie in
    /// different connected regions, else the walker's own (searchNote()).
    /// A walker that refused the map also says so in refusal(); empty otherwise.
    std::string note() const final;
    const std::string& refusal() const { return m_refused ? m_refusal : kNoRefusal; }

    /// Whether reset() on `grid` with `settings` (as setup() would bind them) would first build
    /// something from the whole map (WalkerPreparation); O(1).
    virtual bool needsPreparation(const MapGrid& /*grid*/, const WalkerSettings& /*settings*/) const {
        return false;
    }
    /// That work, to be run elsewhere and adopt()ed; nullptr when needsPreparation() is false. It
    /// holds a copy of the map.
    virtual std::unique_ptr<WalkerPreparation> preparation(const MapGrid& /*grid*/,
                                                           const WalkerSettings& /*settings*/) const {
        return nullptr;
    }
    /// Takes what a preparation of this walker's built (another's, or one stopped, is ignored).
    virtual void adopt(WalkerPreparation& /*preparation*/) {}

    /// How many times the walker has started over (reset() calls, including setup's).
    std::uint64_t resetCount() const { return m_resetCount; }

    /// Sends the walker's events (SearchEvent) to `listener` from now on; nullptr stops them. The
    /// listener must outlive its use. Without one, a walker spends at most a test of a pointer per
    /// event, and the best-first engine's expansion loop none.
    void setListener(SearchListener* listener);
    SearchListener* listener() const { return m_listener; }

protected:
    /// Prepares a repair for a change of the grid (already applied); returns false when the
    /// walker must start over instead. Only walkers with dynamicRepair override it.
    virtual bool prepareRepair(const GridChange&) { return false; }
    /// Called by reset() after the base state is cleared.
    virtual void doReset() = 0;
    /// One step; must return StillLooking, or finish via reachGoal()/giveUp().
    virtual WalkState doIterate() = 0;

    /// Ends the walk with a path; fills pathSteps, pathCost and deadEnds.
    WalkState reachGoal(std::vector<Coord> path);
    /// Ends an any-angle walk with the points where its path turns (start and goal included) and the
    /// cells its segments cross (path()); pathSteps counts the segments, pathCost is their Euclidean
    /// length.
    WalkState reachGoalAlong(std::vector<PathPoint> points, std::vector<Coord> cells);
    /// Ends the walk without a path: the goal is known to be unreachable (or missing).
    WalkState giveUp();
    /// Ends the walk without a path because a limit or a detected loop stopped it, not because
    /// the goal was shown unreachable; sets stats().gaveUp.
    WalkState abandon();

    /// The walker's own remark on how it searched (e.g. a fallback), empty when it has none.
    virtual std::string searchNote() const { return {}; }
    /// Called when setListener() changes the listener, for walkers that hold inner searches.
    virtual void listenerChanged() {}
    /// Sends an event about a cell carrying its state as cellState() reports it, if there is a
    /// listener.
    void emitCell(SearchEventKind kind, Coord c) const {
        if (!m_listener)
            return;
        const CellView view = cellState(c);
        m_listener->onSearchEvent(SearchEvent{kind, c, view.parent, view.g, view.f, view.frontier});
    }
    /// emitCell() for the cell at a padded index.
    void emitCell(SearchEventKind kind, std::uint32_t paddedCell) const {
        if (m_listener)
            emitCell(kind, m_grid->coordOf(paddedCell));
    }
    /// Sends an event to the listener, if there is one.
    void emit(SearchEventKind kind, Coord cell, std::optional<Coord> parent = std::nullopt,
              double g = CellView::kInf, double f = CellView::kInf,
              Frontier frontier = Frontier::Forward) const {
        if (m_listener)
            m_listener->onSearchEvent(SearchEvent{kind, cell, parent, g, f, frontier});
    }

    const MapGrid& gridRef() const { return *m_grid; }
    /// The coordinate of the padded cell index `cell`, for current(): nothing for MapGrid::kNoCell or
    /// before setup().
    std::optional<Coord> coordOfCell(std::size_t cell) const {
        if (cell == MapGrid::kNoCell || !m_grid)
            return std::nullopt;
        return m_grid->coordOf(cell);
    }
    /// The counters; only the walker writes them.
    RunStats& mutableStats() { return m_stats; }

private:
    /// Sends End as the walk ends.
    void emitEnd() const;
    /// True when the walker declares SearchUnreachable, the setting is off, start and goal are free,
    /// and no walk joins them (MapGrid::connected, or StartRegion above kRegionLabelCellLimit): the
    /// walk can end at once. Exact on square and hex maps, with walls between cells too, under every
    /// movement; always false on a map with one-way sides, where reaching is not the same both ways.
    bool goalInAnotherRegion() const;
    /// Ends the walk at once as unreachable when goalInAnotherRegion().
    void answerIfSeparated();
    /// Ends the walk at once, as gave-up with a note that says why, when the map has features
    /// (MapGrid::features()) that the description does not declare; true when it did.
    bool refuseUnhandledMap();

    const MapGrid* m_grid = nullptr;
    WalkerSettings m_settings;
    WalkState m_state = WalkState::StillLooking;
    RunStats m_stats;
    std::vector<Coord> m_path;
    std::vector<PathPoint> m_anglePath;
    std::uint64_t m_resetCount = 0;
    SearchListener* m_listener = nullptr;
    bool m_separated = false; ///< the walk ended at once: start and goal in different regions
    static inline const std::string kNoRefusal;
    bool m_refused = false; ///< the walk ended at once: the map has features it does not handle
    std::string m_refusal;  ///< its note then: "JPS does not handle hex cells"
    /// The start's region on maps above kRegionLabelCellLimit, made on first need.
    mutable std::shared_ptr<StartRegion> m_startRegion;
};

} // namespace pathfinder
