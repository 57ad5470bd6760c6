#include "run/search_controller.h"

#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"

#include "document/map_grid_document.h"
#include "frame/status_text.h"
#include "widgets/user_messages.h"

namespace pathfinder::app {

SearchController::SearchController(wxWindow* messageParent) : m_messageParent(messageParent) {
    m_timer.Bind(wxEVT_TIMER, &SearchController::onTimer, this);
}

SearchController::~SearchController() {
    // The windows these would update may be gone already.
    onProgress = nullptr;
    onFinished = nullptr;
    onWalkEnded = nullptr;
    onNotice = nullptr;
    m_timer.Stop();
    attach(nullptr);
}

void SearchController::attach(MapGridDocument* doc) {
    stopTimer();
    dropTimeline();
    const bool another = doc != m_doc;
    endWalk(); // on the document it walked on
    m_doc = doc;
    m_search.reset();
    m_run = nullptr;
    if (another)
        dropCellBreakpoints();
    setPhase(Phase::Idle);
}

std::size_t SearchController::dropCellBreakpoints() {
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

void SearchController::setChoices(const RunSettings& choices) {
    m_choices = choices;
}

RunSettings SearchController::runSettings() const {
    RunSettings settings = m_choices;
    settings.walker.movement = m_doc ? m_doc->movement() : Movement{};
    return settings;
}

bool SearchController::ready(const RunSettings& settings) {
    if (!m_doc)
        return false;
    const MapGrid& grid = m_doc->grid();
    wxString missing;
    if (settings.algorithm.empty() || !findWalker(settings.algorithm))
        missing = "No algorithm is chosen.\n\nPick one in the Algorithm list, then press Go again.";
    else if (!grid.start())
        missing = "The maze has no start.\n\nChoose the Start tool and click a cell to place it, then press "
                  "Go again.";
    else if (!grid.goal())
        missing = "The maze has no goal.\n\nChoose the Goal tool and click a cell to place it, then press Go "
                  "again.";
    if (!missing.empty()) {
        showMessage(m_messageParent, "Cannot start the search", missing, MessageKind::Warning);
        return false;
    }
    return true;
}

bool SearchController::prepare(const RunSettings& settings) {
    endWalk();
    if (!ready(settings))
        return false;
    dropTimeline();
    if (!m_search || m_search->settings() != settings)
        m_search = std::make_unique<SearchRun>(m_doc->grid(), settings);
    m_run = m_search.get();
    startRecording();
    m_runningSteps = 0;
    m_runningTime = Clock::duration{};
    return true;
}

void SearchController::go() {
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

void SearchController::goWith(const std::string& algorithm) {
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

void SearchController::pause() {
    if (m_phase != Phase::Running)
        return;
    stopTimer();
    setPhase(Phase::Paused);
}

void SearchController::toggle() {
    if (m_phase == Phase::Running)
        pause();
    else
        go();
}

void SearchController::step(std::uint64_t count) {
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
    advance(count);
    if (onProgress)
        onProgress();
}

void SearchController::reset() {
    stopTimer();
    dropTimeline();
    endWalk();
    if (m_search)
        m_search->restart();
    setPhase(Phase::Idle);
}

void SearchController::walk() {
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
    m_walk = std::make_unique<WalkRun>(m_doc->grid(), runSettings());
    m_run = m_walk.get();
    startRecording();
    m_toBreakpoint = !m_breaks.breakpoints().empty();
    m_runningSteps = 0;
    m_runningTime = Clock::duration{};
    if (onNotice)
        onNotice(L"The agent walks: edit the map as it goes — walls, costs, the goal.");
    setPhase(Phase::Running);
    startTimer();
}

void SearchController::endWalk() {
    if (m_walk && m_doc && onWalkEnded)
        onWalkEnded(m_walk->session(), m_walk->settings(), *m_doc);
    if (m_walk && m_timeline)
        dropTimeline();
    m_walk.reset();
    m_run = m_search.get();
}

void SearchController::setRate(double stepsPerSecond) {
    m_rate.set(stepsPerSecond);
    if (m_phase == Phase::Running)
        startTimer();
}

void SearchController::settingsChanged() {
    if (!m_doc || !m_run || runSettings() == m_run->settings())
        return;
    stopTimer();
    dropTimeline();
    if (m_walk) {
        endWalk();
        setPhase(Phase::Idle);
        if (onNotice)
            onNotice("The settings changed, so the walk ended. Press Walk to start again.");
        return;
    }
    m_search.reset();
    m_run = nullptr;
    setPhase(Phase::Idle);
}

PaintScene SearchController::scene(const MapGrid& map) const {
    PaintScene s;
    s.grid = &map;
    s.walker = walker();
    if (m_viewStep) {
        s.walker = &m_frame;
        s.grid = &m_frame.map();
        if (m_walk) {
            s.home = map.start();
            WalkPicture& picture = s.walk.emplace();
            picture.agent = m_frame.agent().value_or(Coord{});
            picture.heading = m_frame.heading();
            const bool reactive = m_walk->session().reactive();
            const std::vector<Coord>& trail = reactive ? m_frame.trail() : m_frame.agentTrail();
            const std::size_t from = trail.size() > kTrailCellsDrawn ? trail.size() - kTrailCellsDrawn : 0;
            picture.trail.assign(trail.begin() + static_cast<std::ptrdiff_t>(from), trail.end());
            // The plan still ahead: the path from the agent's cell on.
            const std::vector<Coord>& path = m_frame.path();
            const auto at = std::find(path.begin(), path.end(), picture.agent);
            if (!reactive && at != path.end())
                picture.route.assign(at, path.end());
            const TimelineFrame* frame = &m_frame;
            picture.visits = [frame](Coord c) {
                return static_cast<std::uint32_t>(frame->cellState(c).visits);
            };
            picture.reactive = reactive;
        }
        return s;
    }
    if (m_walk) {
        const WalkSession& walk = m_walk->session();
        s.grid = &walk.world();
        s.home = map.start();
        WalkPicture& picture = s.walk.emplace();
        picture.agent = walk.position();
        picture.heading = walk.walker().heading();
        const std::vector<Coord>& trail = walk.trail();
        const std::size_t from = trail.size() > kTrailCellsDrawn ? trail.size() - kTrailCellsDrawn : 0;
        picture.trail.assign(trail.begin() + static_cast<std::ptrdiff_t>(from), trail.end());
        picture.route = walk.route();
        picture.repaired = walk.repairedSection();
        picture.visits = [&walk](Coord c) { return walk.visits(c); };
        picture.reactive = walk.reactive();
        if (walk.ended()) {
            picture.outcome = describeWalk(walk);
            picture.arrived = walk.state() == WalkSession::State::Arrived;
        }
    }
    return s;
}

double SearchController::measuredRate() const {
    Clock::duration time = m_runningTime;
    if (m_phase == Phase::Running)
        time += Clock::now() - m_runningSince;
    const double seconds = std::chrono::duration<double>(time).count();
    return seconds > 0.0 ? static_cast<double>(m_runningSteps) / seconds : 0.0;
}

void SearchController::startTimer() {
    m_planningTicks = false;
    m_rate.restart(Clock::now());
    m_lastTickEnd = Clock::time_point{};
    if (!m_timerHeld)
        m_timer.Start(m_rate.tickInterval(m_run && m_run->movesAgent()));
}

void SearchController::holdTimer(bool held) {
    m_timerHeld = held;
    if (held)
        m_timer.Stop();
    else if (m_phase == Phase::Running)
        startTimer();
}

void SearchController::stopTimer() {
    m_timer.Stop();
}

void SearchController::advance(std::uint64_t steps) {
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

SearchController::Clock::time_point SearchController::tickDeadline() const {
    return StepRate::deadline(Clock::now(), m_lastTickEnd);
}

void SearchController::runForBudget() {
    const auto deadline = tickDeadline();
    while (m_phase == Phase::Running) {
        advance(kStepsPerClockCheck);
        if (Clock::now() >= deadline)
            break;
    }
    m_lastTickEnd = Clock::now();
}

void SearchController::finish() {
    stopTimer();
    setPhase(Phase::Finished);
    if (m_walk) {
        if (m_doc && onWalkEnded)
            onWalkEnded(m_walk->session(), m_walk->settings(), *m_doc);
        if (onNotice)
            onNotice(describeWalk(m_walk->session()));
    } else if (onFinished) {
        onFinished(m_run->walker(), m_run->settings());
    }
}

void SearchController::setPhase(Phase phase) {
    const auto now = Clock::now();
    if (phase != m_phase)
        m_lastBreak.reset();
    if (m_phase == Phase::Running && phase != Phase::Running)
        m_runningTime += now - m_runningSince;
    if (phase == Phase::Running && m_phase != Phase::Running)
        m_runningSince = now;
    m_phase = phase;
    if (onProgress)
        onProgress();
}

void SearchController::onTimer(wxTimerEvent&) {
    tick();
}

void SearchController::tick() {
    if (m_recording && m_phase == Phase::Running) {
        // Playing a record: as many steps a tick as the rate asks for, a frame's worth at the fastest.
        const std::uint64_t steps =
            m_rate.fastest() ? 1000 : std::max<std::uint64_t>(1, m_rate.stepsAt(Clock::now()));
        m_timeline->seek(shownStep() + steps, m_frame);
        m_viewStep = m_frame.step();
        if (*m_viewStep >= m_timeline->lastStep()) {
            stopTimer();
            setPhase(Phase::Finished);
        }
        if (onProgress)
            onProgress();
        return;
    }
    if (!m_run || m_phase != Phase::Running) {
        stopTimer();
        return;
    }
    if (workingOutOptimum()) {
        // A cost breakpoint cannot be checked before its optimum is known (the status says so).
        if (onProgress)
            onProgress();
        return;
    }
    if (m_resumeTo) {
        replayToResumeStep();
        if (onProgress)
            onProgress();
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
                if (!m_timerHeld)
                    m_timer.Start(StepRate::kFastestIntervalMs);
            }
            if (onProgress)
                onProgress();
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
    if (onProgress)
        onProgress();
}

void SearchController::mapChanged(const GridChange& change) {
    // An idle run is not shown, and is reset before it runs again (a walk is never idle).
    if (!m_run || m_phase == Phase::Idle)
        return;
    m_viewStep.reset(); // an edit is made in the present
    m_resumeTo.reset(); // and the run goes on from there
    const SteppedRun::AfterChange after = m_run->mapChanged(m_doc->grid(), change);
    if (m_timeline &&
        (after == SteppedRun::AfterChange::Repairing || after == SteppedRun::AfterChange::Unaffected)) {
        const MapGrid* map = m_run->walker().grid();
        m_timeline->endEdit(map ? *map : m_doc->grid(), {change}, m_run->walker(), m_run->agent());
        if (takeBreak())
            return;
    }
    switch (after) {
    case SteppedRun::AfterChange::Ended:
        stopTimer();
        dropTimeline();
        endWalk();
        setPhase(Phase::Idle);
        if (onNotice)
            onNotice("The map's size changed, so the walk ended.");
        return;
    case SteppedRun::AfterChange::Restarted:
        stopTimer();
        dropTimeline();
        setPhase(Phase::Idle);
        if (onNotice)
            onNotice("The map changed, so the search was reset. Press Go to search again.");
        return;
    case SteppedRun::AfterChange::Repairing:
        if (onNotice)
            onNotice("The map changed: the search is being repaired.");
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
