#include "pathfinder/search/cost_comparison.h"
#include "pathfinder/search/run.h"

#include "machine/run_machine.h"

#include <algorithm>

namespace pathfinder::app {

// The machine's record of its runs: the timeline, the step shown in the past, going on from
// there, imported records and breakpoints.

bool RunMachine::recordStep() {
    if (m_chase)
        ++m_unrecordedSteps;
    if (!m_timeline)
        return false;
    m_timeline->endStep(m_run->walker(), m_run->agent());
    return takeBreak();
}

bool RunMachine::takeBreak() {
    const auto hit = m_breaks.takeHit();
    if (!hit)
        return false;
    if (m_phase == Phase::Running || m_phase == Phase::Finished) {
        stopTimer();
        setPhase(m_run->ended() ? Phase::Finished : Phase::Paused);
    }
    m_lastBreak = hit;
    notice("Stopped at a breakpoint: " + hit->what + ".");
    if (onBreak)
        onBreak(*hit);
    return true;
}

const MapGrid& RunMachine::shownMap() const {
    if (m_search && m_run == m_search.get() && m_search->unitMap().size() > 1)
        return *m_grid;
    const MapGrid* map = m_run->walker().grid();
    return map ? *map : *m_grid;
}

void RunMachine::startRecording() {
    // The last record's storage goes to the next one (on a map of as many cells).
    std::unique_ptr<SearchTimeline> previous = detachTimeline();
    const MapGridWalker& walker = m_run->walker();
    m_timeline = std::make_unique<SearchTimeline>(shownMap(), walker, std::move(previous));
    m_racedTicks = 0;
    m_breaks.restart();
    m_breaks.setWalkCosts(walker.grid(), walker.settings().movement);
    breakpointsChanged();
    m_run->setListener(m_timeline.get());
    if (m_run == m_search.get())
        m_search->restartNow(); // so that the reset's events are recorded
    m_timeline->begin(walker, m_run->agent());
}

void RunMachine::showRecording(std::unique_ptr<SearchTimeline> timeline) {
    leaveLive();
    stopTimer();
    dropTimeline();
    endWalk();
    if (m_search)
        m_search->restart();
    m_run = nullptr;
    m_timeline = std::move(timeline);
    m_recording = true;
    showFrame(m_timeline->firstStep());
    setPhase(Phase::Paused);
}

void RunMachine::dropTimeline() {
    detachTimeline();
}

std::unique_ptr<SearchTimeline> RunMachine::detachTimeline() {
    m_recording = false;
    m_chase.reset();
    if (m_search)
        m_search->setListener(nullptr);
    if (m_walk)
        m_walk->setListener(nullptr);
    m_frame = TimelineFrame();
    m_viewStep.reset();
    m_resumeTo.reset();
    return std::move(m_timeline);
}

void RunMachine::breakpointsChanged() {
    // The optimum costs a Dijkstra: only when a breakpoint needs it.
    const bool needsOptimum =
        std::any_of(m_breaks.breakpoints().begin(), m_breaks.breakpoints().end(),
                    [](const Breakpoint& b) { return b.kind == Breakpoint::Kind::CostExceeds; });
    // A search's end carries its path figure, which an any-angle walker prices by length: it is set
    // against the optimum only where it is that cost (CostComparison); an agent's walk is priced by its
    // moves, a grid cost.
    const MapGridWalker* walker = m_run ? &m_run->walker() : nullptr;
    const CostComparison comparison =
        walker && walker->grid() && !m_run->movesAgent()
            ? costComparison(walker->description(), *walker->grid(), walker->settings().movement)
            : CostComparison{};
    m_breaks.setOptimum(std::nullopt);
    m_optimumJob.reset();
    if (needsOptimum && walker && walker->grid() && comparison.comparable() &&
        comparison.costPerLength == 1.0) {
        // A Dijkstra over the whole map: on a worker, with a copy of the map; a run that goes on
        // by itself waits for it (tick()).
        m_optimumJob = std::make_unique<BackgroundJob<double>>(
            [map = *walker->grid(), movement = walker->settings().movement](const std::atomic<bool>& stop) {
                return referenceOptimalCost(map, movement, stop);
            });
        if (startPolling)
            startPolling();
    }
    if (m_breaks.breakpoints().empty())
        m_toBreakpoint = false;
    // Watching costs a replay of every event: only while there are breakpoints.
    if (m_timeline && !m_recording)
        m_timeline->setWatcher(m_breaks.breakpoints().empty() ? nullptr : &m_breaks);
}

bool RunMachine::pollJobs() {
    bool pending = false;
    if (m_optimumJob) {
        if (m_optimumJob->ready())
            takeOptimum();
        else
            pending = true;
    }
    if (m_chase && !takeChasedRecord())
        pending = true;
    if (m_preparation.ready())
        takePreparation();
    else if (m_phase == Phase::Paused && preparing() && m_preparation.dueToShow())
        progress(); // the seconds so far, while no tick comes (a Step waits for the build)
    return pending || m_preparation.underWay();
}

void RunMachine::finishJobs() {
    if (m_optimumJob)
        takeOptimum();
    while (m_preparation.underWay())
        takePreparation();
    finishChase();
}

std::optional<std::pair<std::string, double>> RunMachine::preparing() const {
    if (!m_preparation.underWay() || m_recording || m_phase == Phase::Idle || !m_run ||
        !m_run->needsPreparation())
        return std::nullopt;
    return std::pair{m_preparation.what(), m_preparation.seconds()};
}

bool RunMachine::awaitPreparation() {
    if (!m_run || !m_run->needsPreparation())
        return false;
    if (m_preparation.underWay())
        return true; // for these cells, or for cells that changed since: then it starts again
    try {
        m_preparation.start(m_run->preparation());
    } catch (const std::exception& e) {
        // Nothing of the run is lost: it waits for Go, as before it started.
        stopTimer();
        setPhase(Phase::Idle);
        if (onWarning)
            onWarning("Cannot start the search",
                      std::string("The map could not be copied for the build: ") + e.what() + ".");
        return true;
    }
    if (m_preparation.briefWait.count() > 0 && m_preparation.readyWithin(m_preparation.briefWait)) {
        // Built within a fraction of a frame (a small map): the run goes on at once.
        std::string error;
        const std::string what = m_preparation.what();
        if (const std::shared_ptr<WalkerPreparation> built = m_preparation.take(error))
            m_run->prepared(*built);
        if (!m_run->needsPreparation())
            return false;
        stopTimer();
        setPhase(Phase::Idle);
        if (onWarning)
            onWarning("Cannot start the search", "Building " + what + " failed: " + error + ".");
        return true;
    }
    if (startPolling)
        startPolling();
    progress();
    return true;
}

void RunMachine::takePreparation() {
    std::string error;
    const std::string what = m_preparation.what();
    const std::shared_ptr<WalkerPreparation> built = m_preparation.take(error);
    const bool waits =
        m_preparation.recordAfter || m_preparation.stepsAfter > 0 || (m_live && m_phase == Phase::Running);
    // The run's walker takes it (the search's, or the walk's on its copy of the same cells).
    if (built && m_run)
        m_run->prepared(*built);
    else if (built && m_search)
        m_search->prepared(*built);
    if (!waits || m_phase == Phase::Idle) {
        m_preparation.forgetAfter(); // what was built stays with the search for its next run
        return;
    }
    if (!built) {
        stopTimer();
        setPhase(Phase::Idle);
        if (onWarning)
            onWarning("Cannot start the search", "Building " + what + " failed: " + error + ".");
        return;
    }
    if (awaitPreparation())
        return; // the cells changed while it was built: built again for them
    if (std::exchange(m_preparation.recordAfter, false))
        startRecording();
    const std::uint64_t steps = std::exchange(m_preparation.stepsAfter, 0);
    if (steps > 0)
        advance(steps);
    if (m_phase == Phase::Running)
        startTimer();
    progress();
}

void RunMachine::takeOptimum() {
    const std::unique_ptr<BackgroundJob<double>> job = std::move(m_optimumJob);
    const BackgroundJob<double>::Outcome outcome = job->take();
    if (outcome.value && !outcome.stopped)
        m_breaks.setOptimum(*outcome.value);
    else
        notice("The optimal cost for the cost breakpoint could not be worked out: " + outcome.error + ".");
}

std::uint64_t RunMachine::shownStep() const {
    if (m_viewStep)
        return *m_viewStep;
    if (m_chase)
        return m_unrecordedSteps + m_unrecordedEdits;
    return m_timeline && m_timeline->begun() ? m_timeline->lastStep() : 0;
}

void RunMachine::seek(std::uint64_t step) {
    m_lastBreak.reset();
    if (m_chase) {
        const auto [recorded, target] = recordProgress();
        notice("The steps run at full speed are still being recorded for the timeline (" +
               std::to_string(recorded) + " of " + std::to_string(target) +
               "): step through them once they are.");
        return;
    }
    if (!m_timeline || !m_timeline->begun())
        return;
    pause();
    if (step >= m_timeline->lastStep() && !m_recording) {
        seekLive();
        return;
    }
    showFrame(step);
    progress();
}

void RunMachine::seekBy(std::int64_t steps) {
    if (m_chase) {
        seek(0); // says why not
        return;
    }
    if (!m_timeline || !m_timeline->begun())
        return;
    const auto here = static_cast<std::int64_t>(shownStep());
    const auto first = static_cast<std::int64_t>(m_timeline->firstStep());
    seek(static_cast<std::uint64_t>(std::max(first, here + steps)));
}

void RunMachine::seekLive() {
    if (m_recording && m_timeline) {
        seek(m_timeline->lastStep());
        return;
    }
    if (!m_viewStep)
        return;
    m_viewStep.reset();
    progress();
}

void RunMachine::showFrame(std::uint64_t step) {
    m_timeline->seek(step, m_frame);
    m_viewStep = m_frame.step();
}

const SearchView* RunMachine::shownView() const {
    if (m_viewStep)
        return &m_frame;
    return walker();
}

const SearchReplay* RunMachine::shownState() const {
    if (m_viewStep)
        return &m_frame.replay();
    return m_timeline && m_phase != Phase::Idle ? &m_timeline->live() : nullptr;
}

bool RunMachine::racing() const {
    return m_phase == Phase::Running && !m_viewStep && !m_recording && !m_live && m_run &&
           !m_run->movesAgent() && (m_rate.fastest() || m_toBreakpoint);
}

std::vector<SearchEvent> RunMachine::shownStepEvents() const {
    if (m_viewStep)
        return m_frame.stepEvents();
    if (m_timeline && m_timeline->begun() && m_phase != Phase::Idle)
        return m_timeline->stepEvents(m_timeline->lastStep());
    return {};
}

bool RunMachine::resumeFromPast() {
    const std::uint64_t target = *m_viewStep;
    if (m_timeline->editedAfter(0)) {
        notice("Cannot go on from step " + std::to_string(target) +
               ": the map was edited during this run, and the walker would need the map as it was then. "
               "Press End to go back to the present, or Reset to start again.");
        return false;
    }
    // The same walk again, recorded, to the step shown (every walker is deterministic, Random
    // Bounce by its seed); then it goes on from there. Running back may take as long as the steps
    // shown so far, so it goes on over ticks.
    stopTimer();
    if (m_walk) {
        const RunSettings settings = m_walk->settings();
        m_walk->setListener(nullptr);
        m_timeline.reset();
        m_walk = std::make_unique<WalkRun>(*m_grid, settings);
        m_run = m_walk.get();
    }
    m_preparation.forgetAfter();
    if (awaitPreparation())
        m_preparation.recordAfter = true; // the walk's graph first, built on a worker
    else
        startRecording();
    m_resumeTo = target; // the status says so meanwhile
    setPhase(Phase::Paused);
    return true;
}

void RunMachine::replayToResumeStep() {
    const std::uint64_t target = *m_resumeTo;
    const auto deadline = tickDeadline();
    for (int n = 1; m_timeline->lastStep() < target && !m_run->ended(); ++n) {
        m_run->step();
        m_timeline->endStep(m_run->walker(), m_run->agent());
        if (n % kStepsPerClockCheck == 0 && Clock::now() >= deadline)
            break;
    }
    m_lastTickEnd = Clock::now();
    if (m_timeline->lastStep() < target && !m_run->ended())
        return;
    m_resumeTo.reset();
    (void)m_breaks.takeHit(); // what the steps run again met was met before
    if (m_run->ended()) {
        stopTimer();
        setPhase(Phase::Finished);
    }
}

} // namespace pathfinder::app
