#pragma once

#include "pathfinder/grid/map_grid.h"
#include "pathfinder/search/walker.h"
#include "pathfinder/traces/breakpoints.h"
#include "pathfinder/traces/search_timeline.h"

#include "machine/live_figures.h"
#include "machine/record_chase.h"
#include "machine/run_preparation.h"
#include "machine/run_settings.h"
#include "machine/step_rate.h"
#include "machine/stepped_run.h"
#include "sessions/walk_session.h"
#include "workers/background_job.h"

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace pathfinder::app {

/// The run state machine of the app: runs the chosen walker on a map (the document's), a few steps
/// per tick, on the thread that calls it, so that nothing else touches the map while a step runs. It
/// owns one SteppedRun at a time, a search (SearchRun) or a walk (WalkRun), the pace (StepRate), the
/// record of the run (SearchTimeline) and the breakpoints. It has no window: what drives it and
/// what it tells are hooks (the timer that calls tick(), the notices, the warnings, the end of a
/// run), which the app's SearchController turns into wx calls and the tests into plain calls.
///
/// Any edit of the map while a walker is under way resets the walk (the search waits for Go); a
/// walker that repairs itself after changes (D*) is told of the change and carries on, repairing.
///
/// Walk mode puts an agent on the start that moves one cell per step along the walker's plan
/// (a WalkSession, on its own copy of the map). Edits of the map go on during a walk: they are
/// mirrored to the walk, whose walker repairs or plans again from the agent's cell. Go/Pause,
/// Step and Reset act on the walk while there is one.
class RunMachine {
public:
    enum class Phase {
        Idle,     ///< no walk under way (the next Go or Step starts from the start)
        Running,  ///< the ticks are stepping the walker
        Paused,   ///< a walk is under way but stopped
        Finished, ///< the walker reached the goal or proved it unreachable
    };

    /// Rate meaning "as many steps per tick as fit in a frame".
    static constexpr double kFastest = StepRate::kFastest;

    RunMachine() = default;
    RunMachine(const RunMachine&) = delete;
    RunMachine& operator=(const RunMachine&) = delete;

    /// The map to run on and the movement it is searched with (both the caller's, read afresh
    /// whenever needed, and to outlive the attachment), or none (nullptr). The breakpoints on cells
    /// belong to the map they were set on: they go with it (those of the whole run stay).
    void attach(const MapGrid* grid, const Movement* movement);
    /// The map attached; nullptr when there is none.
    const MapGrid* grid() const { return m_grid; }
    /// How many cell breakpoints went with maps since the last call; resets the count.
    std::size_t takeDroppedBreakpoints() { return std::exchange(m_droppedBreakpoints, 0); }

    /// Starts or resumes the walk; starts over once it has finished. Warns (onWarning) and does
    /// nothing when the start, the goal or the algorithm is missing.
    void go();
    /// Searches from the start with the walker of this registry name instead of the chosen one, the
    /// chosen one staying chosen (a scenario's query). The next Go runs the chosen walker again.
    void goWith(const std::string& algorithm);
    void pause();
    /// Go when not running, pause when running.
    void toggle();
    /// `count` steps (pausing first if running); nothing once the walk has finished. When the
    /// timeline shows the past, it moves the timeline on instead.
    void step(std::uint64_t count = 1);
    /// Abandons the walk and clears its record.
    void reset();
    /// Starts an agent walking (or resumes a paused walk). Warns and does nothing when the start,
    /// the goal or the algorithm is missing.
    void walk();
    /// Hands the run's pace to tick(): while held, the ticks are never asked for (startTicking), so
    /// a run advances only when tick() is called. Tests drive runs so, to see the same steps on any
    /// machine.
    void holdTimer(bool held);
    /// Does what one tick does: the steps the rate owes (one per tick at rates up to
    /// StepRate::kOneStepTickRate), a frame's worth at the fastest, or a part of a plan. Takes the
    /// outcome of work done on a worker first, when it is ready (pollJobs()).
    void tick();
    /// The agent's walk under way or just ended; nothing otherwise.
    const WalkSession* walkSession() const { return m_walk ? &m_walk->session() : nullptr; }

    /// Steps per second, or kFastest.
    void setRate(double stepsPerSecond);
    double rate() const { return m_rate.rate(); }

    /// The algorithm and walker settings to run (their movement is ignored: the map has its own).
    /// The session's choice, kept from one map to the next.
    void setChoices(const RunSettings& choices);
    /// What the next run uses: the choices with the attached movement.
    RunSettings runSettings() const;
    /// How far a walking agent sees (0: the whole map), as runSettings() gives it.
    void setSight(int radius, SightRule rule) {
        m_sight = radius;
        m_sightRule = rule;
    }

    /// To be called when the choices or the movement changed: a walker set up with other settings
    /// is dropped, so that the next Go uses the new ones (in live mode, it searches at once).
    void settingsChanged();

    /// Live mode: the chosen walker's result follows every edit of the map, its start and goal and
    /// the settings. Each change starts a re-solve at once: a walker that repairs (D*) repairs, any
    /// other searches again from the start. It runs a frame's budget a tick (as at the fastest
    /// rate), unrecorded (no timeline, no breakpoints), until it ends; an edit before then starts
    /// the next one. Turning it on searches the map as it is; while the start, the goal or the
    /// algorithm is missing it waits, saying so once (onNotice), without a warning. Go, Step,
    /// Walk, Reset and a recording shown turn it off; turning it off leaves the result shown.
    void setLive(bool on);
    bool live() const { return m_live; }
    /// The figures of the re-solves since live mode was last turned on.
    const LiveFigures& liveFigures() const { return m_liveFigures; }
    /// The re-solve under way, if one is.
    const std::optional<LiveResolve>& liveResolve() const { return m_liveResolve; }
    /// In live mode, gives the re-solve under way its tick at once rather than at the timer's next
    /// (a frame's budget): to be called after a batch of changes, so that the paint they ask for
    /// shows the result. Nothing while the timer is held or no re-solve is under way.
    void settleLive() {
        if (m_live && !m_timerHeld && m_phase == Phase::Running)
            tick();
    }
    /// To be called for each change of the attached map: a search starts over or repairs, a walk
    /// mirrors it.
    void mapChanged(const GridChange& change);

    /// The record of the run under way or just finished (nothing while idle): every step of it,
    /// the map's edits meanwhile, to be shown again. Nothing while recordLags().
    const SearchTimeline* timeline() const { return m_timeline.get(); }
    /// Whether the record is being made on a worker (RecordChase) while the search goes on without
    /// one. A search on a map of kUnrecordedRaceCells cells or more that outlasts the first
    /// kRecordedBeforeRace of its first tick at the fastest rate does so, unless it must be watched
    /// (breakpoints) or the map was edited during it; the worker's record becomes timeline() once
    /// it holds every step and the run no longer races (a tick or pollJobs() hands it over).
    /// Meanwhile the timeline cannot be moved, and edits are passed on to the worker.
    bool recordLags() const { return m_chase != nullptr; }
    /// Whether the run waits for its record before it goes on: breakpoints, set while the record
    /// lagged, watch its events.
    bool waitingForRecord() const {
        return m_chase && m_phase == Phase::Running && !m_breaks.breakpoints().empty();
    }
    static constexpr std::size_t kUnrecordedRaceCells = std::size_t{1} << 16;
    /// While recordLags(): the steps the worker has recorded, and the steps it is to record.
    std::pair<std::uint64_t, std::uint64_t> recordProgress() const {
        return m_chase ? std::pair{m_chase->recorded(), m_chase->target()}
                       : std::pair<std::uint64_t, std::uint64_t>{};
    }
    /// The timeline while it records every event of walker(), a search's, shown in the present:
    /// nothing while a walk, the past or a record read from a file is shown.
    const SearchTimeline* liveRecord() const {
        return m_viewStep || m_walk || m_recording || !m_search || m_run != m_search.get() || !walker()
                   ? nullptr
                   : m_timeline.get();
    }
    /// The step shown when the timeline was moved into the past; nothing when the present is shown.
    std::optional<std::uint64_t> viewedStep() const { return m_viewStep; }
    /// The step shown: viewedStep(), or the timeline's last (0 without one).
    std::uint64_t shownStep() const;
    /// Shows the state after `step` (pausing the run); a step at or past the last shows the present.
    void seek(std::uint64_t step);
    /// seek() by so many steps from the step shown, back (negative) or on.
    void seekBy(std::int64_t steps);
    /// Back to the present.
    void seekLive();
    /// What is shown: the recorded frame in the past, else the live walker (nothing while idle).
    const SearchView* shownView() const;
    /// The event-stream state behind shownView(): which cells are open, and in what order they
    /// entered (nothing without a timeline).
    const SearchReplay* shownState() const;
    /// The events of the step shown.
    std::vector<SearchEvent> shownStepEvents() const;
    /// Whether a search runs for as long as each frame allows with the present shown (at the fastest
    /// rate, or on to a breakpoint): thousands of cells change a frame, too fast to be read, so what
    /// is worked out from the events for reading (shownState()) can wait until the run pauses or
    /// ends. Asking for it every frame would replay every event as it is recorded. A live re-solve,
    /// whose result is shown as it ends, does not race.
    bool racing() const;
    /// The recorded frame of the step shown in the past (meaningful while viewedStep() is set).
    const TimelineFrame& frame() const { return m_frame; }

    /// Shows a record that no walker runs (a trace read from a file) from its first step: the run
    /// there was ends; Go plays the record at the chosen rate, the timeline keys step through it.
    void showRecording(std::unique_ptr<SearchTimeline> timeline);
    /// True while such a record is shown.
    bool showingRecording() const { return m_recording; }

    /// The breakpoints: they stay from run to run, those on cells while the map is the same. A run
    /// with any goes at full speed on Go, and stops (Paused) at the end of the step in which one
    /// comes true.
    BreakpointWatch& breakpoints() { return m_breaks; }
    const BreakpointWatch& breakpoints() const { return m_breaks; }
    /// Whether the optimal cost a cost breakpoint needs is being worked out on a worker: a run
    /// that goes on by itself waits for it.
    bool workingOutOptimum() const { return m_optimumJob != nullptr; }
    /// What the search's walker is building from the whole map on a worker before the run goes on
    /// (its subgoal graph), and for how many seconds so far; the run waits, its walker not shown.
    std::optional<std::pair<std::string, double>> preparing() const;
    /// Takes the outcome of the work on a worker if it is ready; true while work is still under way.
    bool pollJobs();
    /// Waits for the work under way on a worker and takes it (a record made on a worker only once
    /// the run no longer races).
    void finishJobs();
    /// How long a build that has just started is waited for before the run waits over ticks.
    void setBriefBuild(std::chrono::milliseconds wait) { m_preparation.briefWait = wait; }
    /// The step a run that goes on from the past is being run back to, over ticks, if it is.
    std::optional<std::uint64_t> resumingTo() const { return m_resumeTo; }
    /// What the last breakpoint to stop the run met, while the run stays where it stopped.
    const std::optional<BreakpointWatch::Hit>& lastBreak() const { return m_lastBreak; }
    /// To be called when breakpoints were added or removed.
    void breakpointsChanged();

    /// The walker of the walk under way or just finished; nothing while idle. During an agent's
    /// walk, the walk's walker (bound to the walk's own map, not the attached one).
    const MapGridWalker* walker() const {
        if (m_walk)
            return m_walk->current() ? &m_walk->walker() : nullptr;
        return m_phase == Phase::Idle || !m_search || m_recording || !m_search->current()
                   ? nullptr
                   : &m_search->walker();
    }
    /// The size of the unit the shown run plans for: a larger unit's walker searches the map of its
    /// positions (top-left cells), not the attached map. 1 while idle.
    int unitSize() const {
        if (m_walk)
            return m_walk->session().unitSize();
        return m_search && m_run == m_search.get() ? m_search->unitMap().size() : 1;
    }
    Phase phase() const { return m_phase; }
    /// Steps per second achieved while running, over the current walk.
    double measuredRate() const;

    // What drives the machine: tick() is to be called every `intervalMs` from startTicking until
    // stopTicking (never while the timer is held).
    std::function<void(int intervalMs)> startTicking;
    std::function<void()> stopTicking;
    /// When work starts on a worker: pollJobs() is to be called every few milliseconds until it
    /// returns false (tick() polls too, and finishJobs() waits).
    std::function<void()> startPolling;

    // What the machine tells.
    /// After every tick and every change of phase.
    std::function<void()> onProgress;
    /// When a search ends, with the settings it ran with.
    std::function<void(const SearchView&, const RunSettings&)> onFinished;
    /// When an agent's walk ends (it arrived, stopped or gave up) or is ended (Reset, another walk or
    /// search, a change of settings or map), with the settings it walked with, while the map it
    /// walked on is still attached; a walk that ends, walks on after a change and ends again is told
    /// of twice.
    std::function<void(const WalkSession&, const RunSettings&)> onWalkEnded;
    /// When an agent's walk comes to its end by itself (after onWalkEnded): a notice of how it ended.
    std::function<void(const WalkSession&)> onWalkOver;
    /// A short notice (UTF-8) for the status bar, e.g. why a walk was reset.
    std::function<void(const std::string&)> onNotice;
    /// Something the user must read before going on (UTF-8): why a run cannot start.
    std::function<void(const std::string& title, const std::string& text)> onWarning;
    /// A breakpoint stopped the run, with what happened.
    std::function<void(const BreakpointWatch::Hit&)> onBreak;
    /// Live mode turned on or off, by setLive() or by a command that ends it.
    std::function<void(bool on)> onLiveChanged;

private:
    /// Reading the clock costs about as much as a small step; it is read every so many steps.
    static constexpr int kStepsPerClockCheck = 32;
    using Clock = std::chrono::steady_clock;
    /// How long a search on a large map runs recorded before it races unrecorded (recordLags()).
    static constexpr Clock::duration kRecordedBeforeRace = std::chrono::milliseconds(2);

    /// True when the map and `settings` can be run; otherwise says what is missing: a warning,
    /// or in live mode a notice.
    bool ready(const RunSettings& settings);
    /// Ends live mode, telling onLiveChanged (a command that runs the walker by hand).
    void leaveLive();
    /// Starts a live search of the map as it is from the start (or waits, Idle, when it cannot).
    void startLiveSearch();
    /// Starts a re-solve after a change (the walker already reset or told of the change).
    void beginResolve(bool repair);
    /// Ends the re-solve under way when the walker has ended, adding it to the figures.
    void endResolve();
    /// One tick of live mode: a frame's budget of the re-solve under way.
    void liveTick();
    /// Adds the work since the tick began (or since the last charge) to the re-solve under way.
    void chargeTick();
    /// mapChanged() in live mode.
    void liveMapChanged(const GridChange& change);
    /// Makes a search with `settings` ready to run from its start: the one there is, reset, when its
    /// settings are the same, else a new one.
    bool prepare(const RunSettings& settings);
    void endWalk();
    void startTimer();
    void stopTimer();
    void notice(const std::string& text);
    void advance(std::uint64_t steps);
    /// advance() but for telling a worker that records the run of the steps made.
    void advanceSteps(std::uint64_t steps);
    /// Records the run from its start: a new timeline, listening to the walker (a search is
    /// reset so that its start is recorded).
    void startRecording();
    /// The map a record shows: the walker's own, except for a larger unit's search, whose walker
    /// searches the map of the unit's positions while the document's map is what is shown.
    const MapGrid& shownMap() const;
    void dropTimeline();
    /// Stops recording and showing the record, and hands it over (to give its storage to the next).
    std::unique_ptr<SearchTimeline> detachTimeline();
    /// Removes the breakpoints on cells; returns how many there were.
    std::size_t dropCellBreakpoints();
    /// Records one step just taken; true when a breakpoint stopped the run.
    bool recordStep();
    /// Whether the search may go on unrecorded, its record made on a worker (recordLags()).
    bool mayRaceUnrecorded() const;
    /// Hands the record over to a worker that records the search again, and goes on without it.
    void raceUnrecorded();
    /// Takes the worker's record when it has caught up and the run no longer races, or says why it
    /// failed; true when the worker is done with.
    bool takeChasedRecord();
    /// Whether the worker's record is kept back because the run races.
    bool recordWaitsForRace() const;
    /// Waits for the worker's record and takes it, unless the run races.
    void finishChase();
    /// Stops the run when a breakpoint came true, and says so; true when one did.
    bool takeBreak();
    /// Hands the optimum worked out (or why it could not be) to the breakpoints.
    void takeOptimum();
    /// True when the search must wait for what its walker builds from the map (RunPreparation),
    /// which it starts on a worker when it is not under way.
    bool awaitPreparation();
    /// Hands what was built to the search, then does what was to follow (or builds again for cells
    /// that changed meanwhile).
    void takePreparation();
    /// Goes on from the step shown in the past: starts the walk again, to be run back to that step
    /// over the next ticks (replayToResumeStep()), or says why it cannot. True when the run may go on.
    bool resumeFromPast();
    /// Runs the walk on towards the step it goes on from, for a tick's time; then on from there.
    void replayToResumeStep();
    /// One tick of a record being played.
    void playRecording();
    /// Frame content for the step shown.
    void showFrame(std::uint64_t step);
    /// When a tick at full speed should stop (StepRate::deadline).
    Clock::time_point tickDeadline() const;
    void runForBudget();
    void finish();
    void setPhase(Phase phase);
    void progress();

    const MapGrid* m_grid = nullptr;
    const Movement* m_movement = nullptr;
    std::unique_ptr<SearchRun> m_search; ///< kept while idle, to be reset and run again
    std::unique_ptr<WalkRun> m_walk;
    int m_sight = 0;
    SightRule m_sightRule = SightRule::Line;
    SteppedRun* m_run = nullptr; ///< the walk while there is one, else the search
    RunSettings m_choices;
    Phase m_phase = Phase::Idle;
    StepRate m_rate;
    std::optional<std::uint64_t> m_resumeTo; ///< see resumingTo()
    bool m_planningTicks = false;            ///< the ticks come once a frame while a walk plans
    bool m_timerHeld = false;                ///< tick() alone advances runs (holdTimer)
    Clock::time_point m_lastTickEnd;         ///< when the last fastest-rate tick returned
    Clock::time_point m_runningSince;
    Clock::duration m_runningTime{};
    std::uint64_t m_runningSteps = 0;
    std::unique_ptr<SearchTimeline> m_timeline;
    std::unique_ptr<RecordChase> m_chase; ///< see recordLags()
    std::uint64_t m_unrecordedSteps = 0;  ///< the search's steps since its reset, while m_chase
    std::uint64_t m_unrecordedEdits = 0;  ///< edits passed on to m_chase
    int m_racedTicks = 0;                 ///< fastest-rate ticks since the record began
    TimelineFrame m_frame;
    std::optional<std::uint64_t> m_viewStep;
    BreakpointWatch m_breaks;
    std::unique_ptr<BackgroundJob<double>> m_optimumJob; ///< the optimum a cost breakpoint needs
    RunPreparation m_preparation;
    bool m_toBreakpoint = false; ///< Go with breakpoints set: full speed until one stops it
    bool m_recording = false;    ///< the timeline is a record of its own, not of a run
    std::optional<BreakpointWatch::Hit> m_lastBreak;
    std::size_t m_droppedBreakpoints = 0; ///< cell breakpoints gone with their maps, not yet told
    bool m_live = false;                  ///< see setLive()
    std::string m_liveWaiting;            ///< why live mode waits, once said
    LiveFigures m_liveFigures;
    std::optional<LiveResolve> m_liveResolve;
    bool m_liveStale = false;            ///< the live search is to be reset by the next tick
    Clock::time_point m_tickBegan;       ///< when the live tick under way began
    std::uint64_t m_tickStepsBefore = 0; ///< m_runningSteps then
};

} // namespace pathfinder::app
