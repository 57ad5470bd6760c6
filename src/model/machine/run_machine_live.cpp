#include "machine/run_machine.h"

#include <algorithm>

namespace pathfinder::app {

// Live mode: the walker's result follows every change at once, a re-solve per change, each given a
// frame's budget a tick until it ends.

void RunMachine::setLive(bool on) {
    if (on == m_live)
        return;
    m_live = on;
    m_liveWaiting.clear();
    m_liveResolve.reset();
    if (on) {
        m_liveFigures = LiveFigures{};
        m_toBreakpoint = false;
        m_lastBreak.reset();
        startLiveSearch();
    } else if (m_phase == Phase::Running) {
        // The result so far stays on show; Go carries it on.
        if (m_liveStale)
            m_search->restart();
        m_liveStale = false;
        stopTimer();
        setPhase(Phase::Paused);
    }
    if (onLiveChanged)
        onLiveChanged(on);
}

void RunMachine::leaveLive() {
    if (!m_live)
        return;
    m_live = false;
    m_liveWaiting.clear();
    m_liveResolve.reset();
    // The command that ends live mode starts from the beginning, recorded.
    stopTimer();
    dropTimeline();
    if (m_search)
        m_search->restart();
    setPhase(Phase::Idle);
    if (onLiveChanged)
        onLiveChanged(false);
}

void RunMachine::startLiveSearch() {
    if (m_liveResolve && m_phase == Phase::Running && m_liveResolve->frames > 0)
        ++m_liveFigures.overtaken;
    stopTimer();
    dropTimeline();
    endWalk();
    m_liveResolve.reset();
    const RunSettings settings = runSettings();
    if (!ready(settings)) {
        setPhase(Phase::Idle);
        return;
    }
    // A larger unit's search keeps a copy of the map, made afresh.
    if (!m_search || m_search->settings() != settings || m_grid->unit().size > 1 ||
        m_search->unitMap().size() > 1)
        m_search = std::make_unique<SearchRun>(*m_grid, settings);
    else
        m_search->restart();
    m_liveStale = false;
    m_run = m_search.get();
    m_runningSteps = 0;
    m_runningTime = Clock::duration{};
    // The timer was stopped above, whatever the phase: it starts again.
    m_liveResolve = LiveResolve{};
    setPhase(Phase::Running);
    startTimer();
}

void RunMachine::beginResolve(bool repair) {
    const bool underWay = m_liveResolve && m_phase == Phase::Running;
    if (underWay && m_liveResolve->frames == 0) {
        // Another change of the same batch (a stroke's cells), before any work: one re-solve.
        m_liveResolve->repair = repair;
        m_viewStep.reset();
        return;
    }
    if (underWay)
        ++m_liveFigures.overtaken;
    m_liveResolve = LiveResolve{};
    m_liveResolve->repair = repair;
    m_viewStep.reset();
    if (m_phase == Phase::Running) {
        // The ticks already come; starting the timer again would put the next one off.
        progress();
        return;
    }
    setPhase(Phase::Running);
    startTimer();
}

void RunMachine::liveTick() {
    if (!m_liveResolve)
        m_liveResolve = LiveResolve{};
    ++m_liveResolve->frames;
    m_tickBegan = Clock::now();
    if (m_liveStale) {
        m_search->restart();
        m_liveStale = false;
    }
    m_tickStepsBefore = m_runningSteps;
    runForBudget(); // ends the re-solve (endResolve) when the walker ends
    if (m_liveResolve)
        chargeTick();
}

void RunMachine::chargeTick() {
    const auto now = Clock::now();
    m_liveResolve->workNs += static_cast<std::uint64_t>(
        std::chrono::duration_cast<std::chrono::nanoseconds>(now - m_tickBegan).count());
    m_liveResolve->steps += m_runningSteps - m_tickStepsBefore;
    m_tickBegan = now;
    m_tickStepsBefore = m_runningSteps;
}

void RunMachine::endResolve() {
    if (!m_liveResolve)
        return;
    chargeTick();
    const LiveResolve done = *m_liveResolve;
    m_liveResolve.reset();
    LiveFigures& f = m_liveFigures;
    ++f.resolves;
    if (done.frames > 1)
        ++f.overAFrame;
    f.totalWorkNs += done.workNs;
    f.longestWorkNs = std::max(f.longestWorkNs, done.workNs);
    f.last = done;
}

void RunMachine::liveMapChanged(const GridChange& change) {
    if (!m_grid)
        return;
    // Without a search under way, or without a start or a goal to search between, or on a map
    // replaced whole (another size, another unit), the search starts afresh or waits.
    if (!m_search || m_run != m_search.get() || m_phase == Phase::Idle || !m_grid->start() ||
        !m_grid->goal() || change.kind == GridChange::Kind::Replaced) {
        startLiveSearch();
        return;
    }
    // A walker that searches again is reset once, by the next tick, for all the changes made
    // before it (a stroke's cells): a reset reads the map, its start and goal as they are then.
    const SteppedRun::AfterChange after = m_search->mapChanged(*m_grid, change, false);
    if (after == SteppedRun::AfterChange::Restarted)
        m_liveStale = true;
    beginResolve(after == SteppedRun::AfterChange::Repairing);
}

} // namespace pathfinder::app
