#include "search_controller.h"

#include "pathfinder/walker_registry.h"

#include "map_grid_document.h"
#include "user_messages.h"

#include <algorithm>
#include <cmath>

namespace pathfinder::app {

namespace {

// Up to this rate every tick makes one step; above it ticks come once a frame.
constexpr double kOneStepTickRate = 60.0;
constexpr int kFrameMs = 16;
// At the fastest rate a tick steps three times as long as the rest of the frame took (painting,
// input), within these bounds, so searching gets about three quarters of the time whatever the
// map's size; the short pause before the next tick lets GTK paint and handle input.
constexpr auto kMinFastestBudget = std::chrono::milliseconds(12);
constexpr auto kMaxFastestBudget = std::chrono::milliseconds(48);
constexpr int kFastestIntervalMs = 2;
// Reading the clock costs about as much as a small step; check it every so many steps.
constexpr int kStepsPerClockCheck = 32;

} // namespace

SearchController::SearchController(wxWindow* messageParent) : m_messageParent(messageParent) {
    m_timer.Bind(wxEVT_TIMER, &SearchController::onTimer, this);
}

SearchController::~SearchController() {
    // The windows these would update may be gone already.
    onProgress = nullptr;
    onFinished = nullptr;
    onNotice = nullptr;
    m_timer.Stop();
    attach(nullptr);
}

void SearchController::attach(MapGridDocument* doc) {
    stopTimer();
    if (m_doc)
        m_doc->removeGridListener(m_listener);
    m_doc = doc;
    m_walker.reset();
    endWalk();
    if (m_doc)
        m_listener = m_doc->addGridListener([this](const GridChange& change) { onGridChanged(change); });
    setPhase(Phase::Idle);
}

bool SearchController::ready() {
    if (!m_doc)
        return false;
    const RunSettings& settings = m_doc->runSettings();
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

bool SearchController::prepare() {
    endWalk();
    if (!ready())
        return false;
    const RunSettings& settings = m_doc->runSettings();
    const MapGrid& grid = m_doc->grid();
    if (!m_walker || m_walkerSettings != settings) {
        m_walker = createWalker(settings.algorithm);
        m_walker->setup(grid, settings.walker);
        m_walkerSettings = settings;
    } else {
        m_walker->reset();
    }
    m_runningSteps = 0;
    m_runningTime = Clock::duration{};
    return true;
}

void SearchController::go() {
    if (m_phase == Phase::Running)
        return;
    if (m_walk && m_phase == Phase::Finished && !m_walk->ended()) {
        // A map change let an ended walk go on.
        setPhase(Phase::Running);
        startTimer();
        return;
    }
    if (m_phase != Phase::Paused && !prepare())
        return;
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

void SearchController::step() {
    // A finished walk stays on show until Reset or Go starts another.
    if (m_phase == Phase::Finished)
        return;
    pause();
    if (m_walk && m_phase == Phase::Paused) {
        advance(1);
        if (onProgress)
            onProgress();
        return;
    }
    if (m_phase != Phase::Paused) {
        if (!prepare())
            return;
        setPhase(Phase::Paused);
    }
    advance(1);
    if (onProgress)
        onProgress();
}

void SearchController::reset() {
    stopTimer();
    endWalk();
    if (m_walker)
        m_walker->reset();
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
    endWalk();
    if (m_walker)
        m_walker->reset();
    if (!ready()) {
        setPhase(Phase::Idle);
        return;
    }
    m_walk = std::make_unique<WalkSession>(m_doc->grid(), m_doc->runSettings());
    m_walkSettings = m_doc->runSettings();
    m_runningSteps = 0;
    m_runningTime = Clock::duration{};
    if (onNotice)
        onNotice(L"The agent walks: edit the map as it goes — walls, costs, the goal.");
    setPhase(Phase::Running);
    startTimer();
}

void SearchController::endWalk() {
    m_walk.reset();
}

void SearchController::finishWalk() {
    stopTimer();
    setPhase(Phase::Finished);
    if (onNotice)
        onNotice(describeWalk(*m_walk));
}

void SearchController::setRate(double stepsPerSecond) {
    m_rate = stepsPerSecond;
    if (m_phase == Phase::Running)
        startTimer();
}

void SearchController::settingsChanged() {
    if (m_walk && m_doc && m_doc->runSettings() != m_walkSettings) {
        stopTimer();
        endWalk();
        setPhase(Phase::Idle);
        if (onNotice)
            onNotice("The settings changed, so the walk ended. Press Walk to start again.");
        return;
    }
    if (!m_walker || !m_doc || m_doc->runSettings() == m_walkerSettings)
        return;
    stopTimer();
    m_walker.reset();
    setPhase(Phase::Idle);
}

PaintScene SearchController::scene(const MapGrid& map) const {
    PaintScene s;
    s.grid = &map;
    s.walker = walker();
    if (m_walk) {
        s.grid = &m_walk->world();
        s.walk = m_walk.get();
        s.home = map.start();
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
    int interval = kFrameMs;
    if (m_walk && m_rate == kFastest)
        interval = kFrameMs; // an agent at full speed moves a cell a frame, so it can be followed
    else if (m_rate == kFastest)
        interval = kFastestIntervalMs;
    else if (m_rate <= kOneStepTickRate)
        interval = std::max(1, static_cast<int>(std::lround(1000.0 / m_rate)));
    m_carry = 0.0;
    m_lastTick = Clock::now();
    m_lastTickEnd = Clock::time_point{};
    m_timer.Start(interval);
}

void SearchController::stopTimer() {
    m_timer.Stop();
}

void SearchController::advance(std::uint64_t steps) {
    if (m_walk) {
        for (std::uint64_t i = 0; i < steps; ++i) {
            ++m_runningSteps;
            if (m_walk->step() != WalkSession::State::Walking) {
                finishWalk();
                return;
            }
        }
        return;
    }
    for (std::uint64_t i = 0; i < steps; ++i) {
        ++m_runningSteps;
        if (m_walker->iterate() != WalkState::StillLooking) {
            finish();
            return;
        }
    }
}

SearchController::Clock::time_point SearchController::tickDeadline() const {
    const auto start = Clock::now();
    Clock::duration budget = kMinFastestBudget;
    if (m_lastTickEnd != Clock::time_point{}) {
        const auto outside = start - m_lastTickEnd;
        budget = std::clamp<Clock::duration>(3 * outside, kMinFastestBudget, kMaxFastestBudget);
    }
    return start + budget;
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
    if (onFinished)
        onFinished(*m_walker, m_walkerSettings);
}

void SearchController::setPhase(Phase phase) {
    const auto now = Clock::now();
    if (m_phase == Phase::Running && phase != Phase::Running)
        m_runningTime += now - m_runningSince;
    if (phase == Phase::Running && m_phase != Phase::Running)
        m_runningSince = now;
    m_phase = phase;
    if (onProgress)
        onProgress();
}

void SearchController::onTimer(wxTimerEvent&) {
    if ((!m_walker && !m_walk) || m_phase != Phase::Running) {
        stopTimer();
        return;
    }
    if (m_walk && m_walk->planning()) {
        // A plan or repair too long for one frame goes on over the next frames, drawn as it
        // grows, with as much of each frame as the fastest search rate gets; the agent moves
        // again once it is done.
        m_walk->plan(tickDeadline());
        m_lastTickEnd = Clock::now();
        if (m_walk->planning()) {
            if (!m_planningTicks) {
                m_planningTicks = true;
                m_timer.Start(kFastestIntervalMs);
            }
            if (onProgress)
                onProgress();
            return;
        }
        if (m_planningTicks) {
            m_planningTicks = false;
            startTimer();
            m_carry = 0.0;
        }
    }
    if (m_walk && m_rate == kFastest) {
        advance(1);
    } else if (m_rate == kFastest) {
        runForBudget();
    } else if (m_rate <= kOneStepTickRate) {
        advance(1);
    } else {
        // Steps owed since the last tick; a backlog (after a stall) is dropped, not caught up.
        const auto now = Clock::now();
        m_carry += m_rate * std::chrono::duration<double>(now - m_lastTick).count();
        m_lastTick = now;
        const double owed = std::min(std::floor(m_carry), std::ceil(m_rate / 10.0));
        m_carry = std::min(m_carry - owed, 1.0);
        advance(static_cast<std::uint64_t>(owed));
    }
    if (onProgress)
        onProgress();
}

void SearchController::onGridChanged(const GridChange& change) {
    if (m_walk) {
        if (!m_walk->mirror(m_doc->grid(), change)) {
            stopTimer();
            endWalk();
            setPhase(Phase::Idle);
            if (onNotice)
                onNotice("The map's size changed, so the walk ended.");
            return;
        }
        // An agent that stopped (stuck, or at a goal that has moved) walks on.
        if (m_phase == Phase::Finished && !m_walk->ended()) {
            setPhase(Phase::Running);
            startTimer();
        }
        return;
    }
    // An idle walker is not shown, and is reset before it runs again.
    if (!m_walker || m_phase == Phase::Idle)
        return;
    if (m_walker->description().traits.dynamicRepair) {
        // It brings its search up to date over the next steps; a finished walk resumes so that
        // the repair can be watched.
        m_walker->notifyChange(change);
        if (m_phase == Phase::Finished && !m_walker->finished()) {
            setPhase(Phase::Running);
            startTimer();
        }
        if (onNotice)
            onNotice("The map changed: the search is being repaired.");
        return;
    }
    stopTimer();
    m_walker->reset();
    setPhase(Phase::Idle);
    if (onNotice)
        onNotice("The map changed, so the search was reset. Press Go to search again.");
}

} // namespace pathfinder::app
