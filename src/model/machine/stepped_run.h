#pragma once

#include "pathfinder/grid/map_grid.h"
#include "pathfinder/search/walker.h"

#include "machine/run_settings.h"
#include "sessions/unit_search_map.h"
#include "sessions/walk_session.h"

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>

namespace pathfinder::app {

/// What the app animates one step at a time: a search on the document's map (SearchRun) or an
/// agent's walk (WalkRun). The controller that owns the timer drives either through this.
class SteppedRun {
public:
    using Clock = std::chrono::steady_clock;

    /// What a change of the map did to the run.
    enum class AfterChange {
        Unaffected, ///< the run goes on as it was (a walk sees the change as it moves)
        Repairing,  ///< the walker brings its search up to date over the next steps
        Restarted,  ///< the run starts over and waits to be started again
        Ended,      ///< the run cannot go on (a walk on a map that changed its size)
    };

    virtual ~SteppedRun() = default;

    /// One step; returns false once the run has ended. A run that has ended may go on after a
    /// map change (ended() turns false again).
    virtual bool step() = 0;
    virtual bool ended() const = 0;
    /// Work due before the next step that may take longer than a frame (a walk's planning), and
    /// carrying it forward until it is done or `deadline` has passed.
    virtual bool planning() const { return false; }
    virtual void plan(Clock::time_point /*deadline*/) {}
    /// The walker whose state is shown.
    virtual const MapGridWalker& walker() const = 0;
    /// The settings it runs with.
    virtual const RunSettings& settings() const = 0;
    /// True for an agent, which moves a cell a step and so is animated at most a step a frame.
    virtual bool movesAgent() const = 0;
    /// Tells the run that the document's map `map` changed by `change`.
    virtual AfterChange mapChanged(const MapGrid& map, const GridChange& change) = 0;
    /// Where the walker's events go (nullptr: nowhere); the listener must outlive the run or be
    /// replaced first.
    virtual void setListener(SearchListener* listener) = 0;
    /// Where the agent stands (walks); nothing for a search.
    virtual std::optional<Coord> agent() const { return std::nullopt; }

    /// Whether the walker must build something from the whole map (a graph, tables) before it can
    /// go on; O(1). That work, made on a copy of the map by preparation(), runs on a worker and
    /// is given back with prepared().
    virtual bool needsPreparation() const { return false; }
    virtual std::unique_ptr<WalkerPreparation> preparation() const { return nullptr; }
    virtual void prepared(WalkerPreparation& /*preparation*/) {}
    /// Whether the walker is set up and reset for the run (else walker() is not to be shown).
    virtual bool current() const { return true; }
};

/// A walker searching the document's map, which must outlive the run: the map itself for a unit of
/// one cell, the map of the unit's positions for a larger one (UnitSearchMap), whose cells are the
/// unit's top-left cells.
class SearchRun final : public SteppedRun {
public:
    SearchRun(const MapGrid& map, const RunSettings& settings);

    /// The map the walker searches, and the unit's size and clearance as planned for.
    const UnitSearchMap& unitMap() const { return *m_unitMap; }

    /// Until the walker's preparation is done, restart() leaves the walker as it is (not current()).
    bool needsPreparation() const override {
        return m_walker->needsPreparation(m_unitMap->searched(), m_settings.walker);
    }
    std::unique_ptr<WalkerPreparation> preparation() const override {
        return m_walker->preparation(m_unitMap->searched(), m_settings.walker);
    }
    /// restartNow() then finds the work done while the map's cells are those it was made from.
    void prepared(WalkerPreparation& preparation) override { m_walker->adopt(preparation); }
    bool current() const override { return m_due == Due::Nothing; }

    /// Back to the start of the search: at once when it needs no preparation, else at the next
    /// restartNow() or step(), so that what would build is built on a worker first.
    void restart();
    /// Back to the start of the search at once, building whatever it needs here.
    void restartNow();

    bool step() override {
        if (m_due != Due::Nothing)
            restartNow();
        return m_walker->iterate() == WalkState::StillLooking;
    }
    bool ended() const override { return m_due == Due::Nothing && m_walker->finished(); }
    const MapGridWalker& walker() const override { return *m_walker; }
    const RunSettings& settings() const override { return m_settings; }
    bool movesAgent() const override { return false; }
    void setListener(SearchListener* listener) override {
        m_listener = listener;
        m_walker->setListener(listener);
    }
    /// A walker with dynamicRepair repairs; any other starts over, as every walker does when the
    /// whole map is replaced (its unit may have another size).
    AfterChange mapChanged(const MapGrid& map, const GridChange& change) override {
        return mapChanged(map, change, true);
    }
    /// The same; with `restart` false a walker that does not repair is left as it was, for the
    /// caller to restart() once after several changes (still Restarted).
    AfterChange mapChanged(const MapGrid& map, const GridChange& change, bool restart);

private:
    /// What the walker owes before its next step.
    enum class Due : std::uint8_t {
        Nothing, ///< it is set up and reset
        Reset,   ///< it is set up on the map, its reset put off
        Setup,   ///< it has never been set up on the map (a new run, or the map replaced)
    };

    std::unique_ptr<UnitSearchMap> m_unitMap;
    std::unique_ptr<MapGridWalker> m_walker;
    RunSettings m_settings;
    Due m_due = Due::Setup;
    SearchListener* m_listener = nullptr; ///< given again to a walker made afresh
};

/// An agent's walk (WalkSession) on its own copy of the document's map.
class WalkRun final : public SteppedRun {
public:
    WalkRun(const MapGrid& map, const RunSettings& settings)
        : m_session(map, settings), m_settings(settings) {}

    const WalkSession& session() const { return m_session; }

    bool step() override { return m_session.step() == WalkSession::State::Walking; }
    bool ended() const override { return m_session.ended(); }
    bool planning() const override { return m_session.planning(); }
    void plan(Clock::time_point deadline) override { m_session.plan(deadline); }
    const MapGridWalker& walker() const override { return m_session.walker(); }
    const RunSettings& settings() const override { return m_settings; }
    bool movesAgent() const override { return true; }
    void setListener(SearchListener* listener) override { m_session.setListener(listener); }
    std::optional<Coord> agent() const override { return m_session.position(); }
    /// The walker's subgoal graph, built at the walk's start and after each change of the cells.
    bool needsPreparation() const override { return m_session.needsPreparation(); }
    std::unique_ptr<WalkerPreparation> preparation() const override { return m_session.preparation(); }
    void prepared(WalkerPreparation& preparation) override { m_session.prepared(preparation); }
    bool current() const override { return m_session.setUp(); }
    /// Mirrors the change into the walk's world; Ended when the map's size changed.
    AfterChange mapChanged(const MapGrid& map, const GridChange& change) override {
        return m_session.mirror(map, change) ? AfterChange::Unaffected : AfterChange::Ended;
    }

private:
    WalkSession m_session;
    RunSettings m_settings;
};

} // namespace pathfinder::app
