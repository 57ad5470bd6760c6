#include "machine/run_machine.h"

#include <algorithm>

namespace pathfinder::app {

// What moves a run on between the user's commands: the ticks, and the changes of the map and of
// the settings.

void RunMachine::tick() {
    pollJobs();
    if (m_recording && m_phase == Phase::Running) {
        playRecording();
        return;
    }
    if (!m_run || m_phase != Phase::Running) {
        stopTimer();
        return;
    }
    if (awaitPreparation()) {
        // The walker's graph or tables are being built on a worker (the status says so).
        progress();
        return;
    }
    if (workingOutOptimum()) {
        // A cost breakpoint cannot be checked before its optimum is known (the status says so).
        progress();
        return;
    }
    if (waitingForRecord()) {
        // Breakpoints watch the record's events: a run that lags its record waits for it.
        progress();
        return;
    }
    if (m_live) {
        liveTick();
        progress();
        return;
    }
    if (m_resumeTo) {
        replayToResumeStep();
        progress();
        return;
    }
    if (m_run->planning()) {
        // A plan or repair too long for one frame goes on over the next frames, drawn as it
        // grows, with as much of each frame as the fastest search rate gets; the agent moves
        // again once it is done.
        m_run->plan(tickDeadline());
        m_lastTickEnd = Clock::now();
        if (m_run->planning()) {
            if (!m_planningTicks) {
                m_planningTicks = true;
                if (!m_timerHeld && startTicking)
                    startTicking(StepRate::kFastestIntervalMs);
            }
            progress();
            return;
        }
        if (m_planningTicks) {
            m_planningTicks = false;
            startTimer();
        }
    }
    if ((m_rate.fastest() || m_toBreakpoint) && !m_run->movesAgent())
        runForBudget();
    else
        advance(m_rate.stepsAt(Clock::now()));
    progress();
}

void RunMachine::playRecording() {
    // As many steps a tick as the rate asks for, a frame's worth at the fastest.
    const std::uint64_t steps =
        m_rate.fastest() ? 1000 : std::max<std::uint64_t>(1, m_rate.stepsAt(Clock::now()));
    m_timeline->seek(shownStep() + steps, m_frame);
    m_viewStep = m_frame.step();
    if (*m_viewStep >= m_timeline->lastStep()) {
        stopTimer();
        setPhase(Phase::Finished);
    }
    progress();
}

void RunMachine::settingsChanged() {
    if (m_live) {
        if (m_grid && (!m_run || m_phase == Phase::Idle || runSettings() != m_run->settings()))
            startLiveSearch();
        return;
    }
    if (!m_grid || !m_run || runSettings() == m_run->settings())
        return;
    stopTimer();
    dropTimeline();
    if (m_walk) {
        endWalk();
        setPhase(Phase::Idle);
        notice("The settings changed, so the walk ended. Press Walk to start again.");
        return;
    }
    m_search.reset();
    m_run = nullptr;
    setPhase(Phase::Idle);
}

void RunMachine::mapChanged(const GridChange& change) {
    if (m_live) {
        liveMapChanged(change);
        return;
    }
    // An idle run is not shown, and is reset before it runs again (a walk is never idle).
    if (!m_run || !m_grid || m_phase == Phase::Idle)
        return;
    m_viewStep.reset(); // an edit is made in the present
    m_resumeTo.reset(); // and the run goes on from there
    const SteppedRun::AfterChange after = m_run->mapChanged(*m_grid, change);
    if (m_timeline &&
        (after == SteppedRun::AfterChange::Repairing || after == SteppedRun::AfterChange::Unaffected)) {
        m_timeline->endEdit(shownMap(), {change}, m_run->walker(), m_run->agent());
        if (takeBreak())
            return;
    } else if (m_chase && after == SteppedRun::AfterChange::Repairing) {
        // The worker makes the same edit after as many steps.
        m_chase->setTarget(m_unrecordedSteps);
        m_chase->addEdit(RecordChase::editOf(*m_grid, change, m_unrecordedSteps));
        ++m_unrecordedEdits;
    }
    switch (after) {
    case SteppedRun::AfterChange::Ended:
        stopTimer();
        dropTimeline();
        endWalk();
        setPhase(Phase::Idle);
        notice("The map's size changed, so the walk ended.");
        return;
    case SteppedRun::AfterChange::Restarted:
        stopTimer();
        dropTimeline();
        setPhase(Phase::Idle);
        notice("The map changed, so the search was reset. Press Go to search again.");
        return;
    case SteppedRun::AfterChange::Repairing:
        notice("The map changed: the search is being repaired.");
        break;
    case SteppedRun::AfterChange::Unaffected:
        break;
    }
    // A run that ended resumes when the change lets it go on: a repair, to be watched, or an agent
    // that stopped (stuck, or at a goal that has moved).
    if (m_phase == Phase::Finished && !m_run->ended()) {
        setPhase(Phase::Running);
        startTimer();
    }
}

} // namespace pathfinder::app
