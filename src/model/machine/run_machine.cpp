#include "machine/run_machine.h"

#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/unit_size_support.h"
#include "pathfinder/search/walker_settings_check.h"

#include <algorithm>
#include <cctype>

namespace pathfinder::app {

// Starting, pausing, stepping and ending runs, and the pace of the ticks.

void RunMachine::attach(const MapGrid* grid, const Movement* movement) {
    stopTimer();
    dropTimeline();
    const bool another = grid != m_grid;
    endWalk(); // on the map it walked on
    m_grid = grid;
    m_movement = grid ? movement : nullptr;
    m_search.reset();
    m_run = nullptr;
    if (another)
        dropCellBreakpoints();
    setPhase(Phase::Idle);
    if (m_live && m_grid)
        startLiveSearch();
}

std::size_t RunMachine::dropCellBreakpoints() {
    std::size_t dropped = 0;
    for (std::size_t i = m_breaks.breakpoints().size(); i-- > 0;)
        if (m_breaks.breakpoints()[i].concernsCell()) {
            m_breaks.remove(i);
            ++dropped;
        }
    m_droppedBreakpoints += dropped;
    if (dropped > 0)
        breakpointsChanged();
    return dropped;
}

void RunMachine::setChoices(const RunSettings& choices) {
    m_choices = choices;
}

RunSettings RunMachine::runSettings() const {
    RunSettings settings = m_choices;
    settings.walker.movement = m_movement ? *m_movement : Movement{};
    settings.sight = m_sight;
    settings.sightRule = m_sightRule;
    return settings;
}

bool RunMachine::ready(const RunSettings& settings) {
    if (!m_grid)
        return false;
    std::string missing;
    if (settings.algorithm.empty() || !findWalker(settings.algorithm))
        missing = "No algorithm is chosen.\n\nPick one in the Algorithm list, then press Go again.";
    else if (!m_grid->start())
        missing = "The maze has no start.\n\nChoose the Start tool and click a cell to place it, then press "
                  "Go again.";
    else if (!m_grid->goal())
        missing = "The maze has no goal.\n\nChoose the Goal tool and click a cell to place it, then press Go "
                  "again.";
    else if (const std::string refusal =
                 unitSizeRefusal(*findWalker(settings.algorithm), UnitSearchMap::plannedSize(*m_grid));
             !refusal.empty())
        missing = refusal + ".\n\nPick another algorithm, or a unit of one cell in Map \u203a Units\u2026";
    else if (const auto problem = settingsProblemFor(*findWalker(settings.algorithm), settings.walker))
        missing = "The settings cannot be used: " + *problem +
                  ".\n\nCorrect them in the control panel, then press Go again.";
    if (!missing.empty()) {
        if (m_live) {
            // Live mode waits for what is missing, saying so once in a line.
            std::string line = missing.substr(0, missing.find('\n'));
            if (line != m_liveWaiting) {
                m_liveWaiting = line;
                line[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(line[0])));
                notice("Live re-solve waits: " + line);
            }
        } else if (onWarning) {
            onWarning("Cannot start the search", missing);
        }
        return false;
    }
    m_liveWaiting.clear();
    return true;
}

bool RunMachine::prepare(const RunSettings& settings) {
    endWalk();
    if (!ready(settings))
        return false;
    dropTimeline();
    // A larger unit's search keeps a copy of the map, which an idle search does not follow.
    if (!m_search || m_search->settings() != settings || m_grid->unit().size > 1 ||
        m_search->unitMap().size() > 1)
        m_search = std::make_unique<SearchRun>(*m_grid, settings);
    m_run = m_search.get();
    m_runningSteps = 0;
    m_runningTime = Clock::duration{};
    m_preparation.forgetAfter();
    // What the walker builds from the whole map first is built on a worker; the record begins after.
    if (awaitPreparation())
        m_preparation.recordAfter = true;
    else
        startRecording();
    return true;
}

void RunMachine::go() {
    leaveLive();
    if (m_phase == Phase::Running)
        return;
    if (m_recording) {
        if (shownStep() >= m_timeline->lastStep())
            showFrame(m_timeline->firstStep());
        setPhase(Phase::Running);
        startTimer();
        return;
    }
    if (m_viewStep && !resumeFromPast())
        return;
    m_toBreakpoint = !m_breaks.breakpoints().empty();
    if (m_run && m_phase == Phase::Finished && !m_run->ended()) {
        // A map change let an ended run go on.
        setPhase(Phase::Running);
        startTimer();
        return;
    }
    if (m_phase != Phase::Paused && !prepare(runSettings()))
        return;
    setPhase(Phase::Running);
    startTimer();
}

void RunMachine::goWith(const std::string& algorithm) {
    leaveLive();
    stopTimer();
    m_lastBreak.reset();
    RunSettings settings = runSettings();
    settings.algorithm = algorithm;
    m_toBreakpoint = !m_breaks.breakpoints().empty();
    if (!prepare(settings)) {
        setPhase(Phase::Idle);
        return;
    }
    setPhase(Phase::Running);
    startTimer();
}

void RunMachine::pause() {
    if (m_live) {
        setLive(false); // the result so far stays, paused
        return;
    }
    if (m_phase != Phase::Running)
        return;
    stopTimer();
    setPhase(Phase::Paused);
}

void RunMachine::toggle() {
    if (m_phase == Phase::Running)
        pause();
    else
        go();
}

void RunMachine::step(std::uint64_t count) {
    leaveLive();
    m_lastBreak.reset();
    // A finished run stays on show until Reset or Go starts another.
    if (m_viewStep) {
        seekBy(static_cast<std::int64_t>(count));
        return;
    }
    if (m_phase == Phase::Finished)
        return;
    pause();
    if (m_phase != Phase::Paused) {
        if (!prepare(runSettings()))
            return;
        setPhase(Phase::Paused);
    }
    if (awaitPreparation()) {
        m_preparation.stepsAfter += count; // taken once what the walker needs is built
        return;
    }
    advance(count);
    progress();
}

void RunMachine::reset() {
    leaveLive();
    stopTimer();
    dropTimeline();
    endWalk();
    if (m_search)
        m_search->restart();
    setPhase(Phase::Idle);
}

void RunMachine::walk() {
    leaveLive();
    if (m_walk && m_phase == Phase::Paused) {
        go();
        return;
    }
    if (m_walk && m_phase == Phase::Running)
        return;
    stopTimer();
    dropTimeline();
    endWalk();
    if (m_search)
        m_search->restart();
    if (!ready(runSettings())) {
        setPhase(Phase::Idle);
        return;
    }
    m_walk = std::make_unique<WalkRun>(*m_grid, runSettings());
    m_run = m_walk.get();
    m_preparation.forgetAfter();
    // A walker that builds from the whole map first (the subgoal graph) gets it from a worker, as a
    // search does; the record begins once it is built.
    if (awaitPreparation())
        m_preparation.recordAfter = true;
    else
        startRecording();
    m_toBreakpoint = !m_breaks.breakpoints().empty();
    m_runningSteps = 0;
    m_runningTime = Clock::duration{};
    notice("The agent walks: edit the map as it goes — walls, costs, the goal.");
    setPhase(Phase::Running);
    startTimer();
}

void RunMachine::endWalk() {
    if (m_walk && m_grid && onWalkEnded)
        onWalkEnded(m_walk->session(), m_walk->settings());
    if (m_walk && m_timeline)
        dropTimeline();
    m_walk.reset();
    m_run = m_search.get();
}

void RunMachine::setRate(double stepsPerSecond) {
    m_rate.set(stepsPerSecond);
    if (m_phase == Phase::Running)
        startTimer();
}

double RunMachine::measuredRate() const {
    Clock::duration time = m_runningTime;
    if (m_phase == Phase::Running)
        time += Clock::now() - m_runningSince;
    const double seconds = std::chrono::duration<double>(time).count();
    return seconds > 0.0 ? static_cast<double>(m_runningSteps) / seconds : 0.0;
}

void RunMachine::startTimer() {
    m_planningTicks = false;
    m_rate.restart(Clock::now());
    m_lastTickEnd = Clock::time_point{};
    if (!m_timerHeld && startTicking)
        startTicking(m_live ? StepRate::kFastestIntervalMs
                            : m_rate.tickInterval(m_run && m_run->movesAgent()));
}

void RunMachine::holdTimer(bool held) {
    m_timerHeld = held;
    if (held)
        stopTimer();
    else if (m_phase == Phase::Running)
        startTimer();
}

void RunMachine::stopTimer() {
    if (stopTicking)
        stopTicking();
}

void RunMachine::notice(const std::string& text) {
    if (onNotice)
        onNotice(text);
}

void RunMachine::progress() {
    if (onProgress)
        onProgress();
}

void RunMachine::advance(std::uint64_t steps) {
    advanceSteps(steps);
    if (m_chase)
        m_chase->setTarget(m_unrecordedSteps);
}

void RunMachine::advanceSteps(std::uint64_t steps) {
    for (std::uint64_t i = 0; i < steps; ++i) {
        ++m_runningSteps;
        const bool goesOn = m_run->step();
        const bool stopped = recordStep();
        if (!goesOn) {
            finish();
            return;
        }
        // A plan the next step needs (after a change, or a plan that did not fit) is made by the
        // next tick, within a frame's time, rather than at once by step().
        if (stopped || m_run->planning())
            return;
    }
}

RunMachine::Clock::time_point RunMachine::tickDeadline() const {
    return StepRate::deadline(Clock::now(), m_lastTickEnd);
}

void RunMachine::runForBudget() {
    // A search that outlasts the first few milliseconds of its first tick goes on unrecorded, its
    // record made on a worker; a shorter one is recorded as it runs.
    const auto deadline = tickDeadline();
    auto now = Clock::now();
    const auto raceAt = m_racedTicks++ > 0 ? now : now + kRecordedBeforeRace;
    bool mayRace = mayRaceUnrecorded();
    while (m_phase == Phase::Running) {
        if (mayRace && now >= raceAt) {
            raceUnrecorded();
            mayRace = false;
        }
        advance(kStepsPerClockCheck);
        now = Clock::now();
        if (now >= deadline)
            break;
    }
    // The worker copies the map while the search runs: it must hold its copy before the map can
    // change, after the tick.
    if (m_chase)
        m_chase->waitForMap();
    m_lastTickEnd = Clock::now();
}

void RunMachine::finish() {
    if (m_chase) {
        m_chase->waitForMap(); // what is told of the end may edit the map
        m_chase->setTarget(m_unrecordedSteps);
    }
    stopTimer();
    if (m_live)
        endResolve();
    setPhase(Phase::Finished);
    if (m_walk) {
        if (m_grid && onWalkEnded)
            onWalkEnded(m_walk->session(), m_walk->settings());
        if (onWalkOver)
            onWalkOver(m_walk->session());
    } else if (onFinished) {
        onFinished(m_run->walker(), m_run->settings());
    }
}

void RunMachine::setPhase(Phase phase) {
    const auto now = Clock::now();
    if (phase != m_phase)
        m_lastBreak.reset();
    if (m_phase == Phase::Running && phase != Phase::Running)
        m_runningTime += now - m_runningSince;
    if (phase == Phase::Running && m_phase != Phase::Running)
        m_runningSince = now;
    m_phase = phase;
    if (phase == Phase::Idle)
        m_preparation.forgetAfter();
    progress();
}

} // namespace pathfinder::app
