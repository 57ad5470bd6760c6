#include "machine/run_machine.h"

#include <chrono>
#include <exception>
#include <string>
#include <thread>

namespace pathfinder::app {

// A fast search's record made on a worker: recording every event costs a search at the fastest
// rate about as much as searching does, and the run shown goes on without it (RecordChase).

bool RunMachine::mayRaceUnrecorded() const {
    // A run watched by breakpoints needs its events as they come; one whose map was edited cannot
    // be run again from its start on the map as it is. On a small map a whole record costs a few
    // milliseconds: it is made as the search runs.
    return !m_chase && m_grid && m_grid->cellCount() >= kUnrecordedRaceCells && m_timeline &&
           m_timeline->begun() && m_timeline->firstStep() == 0 && m_timeline->marks().empty() &&
           m_rate.fastest() && !m_toBreakpoint && m_breaks.breakpoints().empty() && !m_recording && !m_live &&
           !m_walk && m_search && m_run == m_search.get() && !m_viewStep && !m_resumeTo;
}

void RunMachine::raceUnrecorded() {
    m_unrecordedSteps = m_timeline->lastStep();
    m_unrecordedEdits = 0;
    const RunSettings settings = m_search->settings();
    std::unique_ptr<SearchTimeline> previous = detachTimeline(); // the walker keeps no listener
    try {
        m_chase = std::make_unique<RecordChase>(*m_grid, settings, m_unrecordedSteps, std::move(previous));
    } catch (const std::exception& e) {
        // No thread to be had: the search goes on without a record rather than stop.
        notice(std::string("The run cannot be recorded for the timeline: ") + e.what() + ".");
        return;
    }
    if (startPolling)
        startPolling();
}

bool RunMachine::recordWaitsForRace() const {
    // Handing the record over while the run races would only start another worker; a run with
    // breakpoints waits for the record instead (waitingForRecord()).
    return m_phase == Phase::Running && m_rate.fastest() && !waitingForRecord();
}

void RunMachine::finishChase() {
    while (m_chase && !recordWaitsForRace())
        if (!takeChasedRecord())
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
}

bool RunMachine::takeChasedRecord() {
    if (!m_chase->failed()) {
        if (recordWaitsForRace())
            return false;
        m_chase->setTarget(m_unrecordedSteps);
        if (!m_chase->caughtUp()) {
            // A run that waits shows how far the worker has got (the ticks say so while it runs).
            if (m_phase != Phase::Running)
                progress();
            return false;
        }
    }
    RecordChase::Result result = m_chase->take();
    m_chase.reset();
    const RunStats& shown = m_run->walker().stats();
    if (!result.record) {
        notice("The run could not be recorded for the timeline: " + result.error + ".");
    } else if (result.stats.iterations != shown.iterations || result.stats.expanded != shown.expanded ||
               result.stats.generated != shown.generated || result.finished != m_run->ended()) {
        // Every walker is meant to run alike from the same start; one that did not is not shown a
        // record of another run.
        notice("The run could not be recorded for the timeline: run again, the walker went another way.");
    } else {
        m_timeline = std::move(result.record);
        m_run->setListener(m_timeline.get());
        if (!m_breaks.breakpoints().empty())
            m_timeline->setWatcher(&m_breaks);
    }
    progress();
    return true;
}

} // namespace pathfinder::app
