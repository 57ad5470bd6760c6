#pragma once

#include "pathfinder/grid/map_grid.h"
#include "pathfinder/search/walker.h"
#include "pathfinder/traces/breakpoints.h"
#include "pathfinder/traces/search_timeline.h"

#include "canvas/grid_painter.h"
#include "machine/run_machine.h"
#include "machine/run_settings.h"
#include "sessions/walk_session.h"

#include <wx/string.h>
#include <wx/timer.h>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

class wxWindow;

namespace pathfinder::app {

class MapGridDocument;

/// The run state machine (RunMachine, of the model) in the app: it runs the chosen walker on the
/// document's grid, a few steps per timer tick, on the UI thread. This adapter owns the wxTimer
/// that ticks the machine and the one that polls its worker, attaches the document's grid and
/// movement, turns the machine's notices into wxStrings and its warnings into message boxes,
/// and builds the PaintScene of what the machine shows. Everything else is the machine's; see
/// RunMachine for what each call does.
class SearchController {
public:
    using Phase = RunMachine::Phase;

    /// Rate meaning "as many steps per tick as fit in a frame".
    static constexpr double kFastest = RunMachine::kFastest;

    /// `messageParent` is the window that messages to the user belong to.
    explicit SearchController(wxWindow* messageParent);
    ~SearchController();
    SearchController(const SearchController&) = delete;
    SearchController& operator=(const SearchController&) = delete;

    /// The document to search on, or none. The breakpoints on cells belong to the map they were set
    /// on: they go with it (those of the whole run stay).
    void attach(MapGridDocument* doc);
    /// How many cell breakpoints went with maps since the last call; resets the count.
    std::size_t takeDroppedBreakpoints() { return m_machine.takeDroppedBreakpoints(); }

    /// Starts or resumes the walk; starts over once it has finished. Tells the user and does
    /// nothing when the start, the goal or the algorithm is missing.
    void go() {
        m_machine.go();
        tickAtOnce();
    }
    /// Searches from the start with the walker of this registry name instead of the chosen one, the
    /// chosen one staying chosen (a scenario's query): the statistics, the footer and the run history
    /// name the walker that ran. The next Go runs the chosen walker again.
    void goWith(const std::string& algorithm) {
        m_machine.goWith(algorithm);
        tickAtOnce();
    }
    void pause() { m_machine.pause(); }
    /// Go when not running, pause when running.
    void toggle() {
        m_machine.toggle();
        tickAtOnce();
    }
    /// `count` steps (pausing first if running); nothing once the walk has finished. When the
    /// timeline shows the past, it moves the timeline on instead.
    void step(std::uint64_t count = 1) { m_machine.step(count); }
    /// Abandons the walk and clears its display.
    void reset() { m_machine.reset(); }
    /// Starts an agent walking (or resumes a paused walk). Tells the user and does nothing when
    /// the start, the goal or the algorithm is missing.
    void walk() { m_machine.walk(); }
    /// Hands the run's pace to tick(): while held, the timer never starts, so a run advances only
    /// when tick() is called. Tests drive runs so, to see the same steps on any machine.
    void holdTimer(bool held) { m_machine.holdTimer(held); }
    /// Does what one tick of the timer does: the steps the rate owes (one per tick at rates up to
    /// StepRate::kOneStepTickRate), a frame's worth at the fastest, or a part of a plan.
    void tick() { m_machine.tick(); }
    /// The agent's walk under way or just ended; nothing otherwise.
    const WalkSession* walkSession() const { return m_machine.walkSession(); }

    /// Steps per second, or kFastest.
    void setRate(double stepsPerSecond) { m_machine.setRate(stepsPerSecond); }
    double rate() const { return m_machine.rate(); }

    /// The algorithm and walker settings to run (their movement is ignored: the document's map
    /// has its own). The session's choice, kept from one document to the next.
    void setChoices(const RunSettings& choices) { m_machine.setChoices(choices); }
    /// What the next run uses: the choices with the document's movement.
    RunSettings runSettings() const { return m_machine.runSettings(); }
    /// How far a walking agent sees (0: the whole map); a walk under way ends when it changes.
    void setSight(int radius, SightRule rule) { m_machine.setSight(radius, rule); }

    /// To be called when the choices or the document's movement changed: a walker set up with
    /// other settings is dropped, so that the next Go uses the new ones.
    void settingsChanged() { m_machine.settingsChanged(); }
    /// Live re-solve (RunMachine::setLive): the walker's result follows every edit at once.
    void setLive(bool on) { m_machine.setLive(on); }
    bool live() const { return m_machine.live(); }
    const LiveFigures& liveFigures() const { return m_machine.liveFigures(); }
    const std::optional<LiveResolve>& liveResolve() const { return m_machine.liveResolve(); }
    /// See RunMachine::settleLive().
    void settleLive() { m_machine.settleLive(); }

    /// To be called for each change of the document's map (MainFrame hears of them through the
    /// document's views): a search starts over or repairs, a walk mirrors it.
    void mapChanged(const GridChange& change) { m_machine.mapChanged(change); }

    /// The record of the run under way or just finished (nothing while idle).
    const SearchTimeline* timeline() const { return m_machine.timeline(); }
    /// See RunMachine::recordLags(), waitingForRecord() and recordProgress().
    bool recordLags() const { return m_machine.recordLags(); }
    bool waitingForRecord() const { return m_machine.waitingForRecord(); }
    std::pair<std::uint64_t, std::uint64_t> recordProgress() const { return m_machine.recordProgress(); }
    /// The step shown when the timeline was moved into the past; nothing when the present is shown.
    std::optional<std::uint64_t> viewedStep() const { return m_machine.viewedStep(); }
    /// The step shown: viewedStep(), or the timeline's last (0 without one).
    std::uint64_t shownStep() const { return m_machine.shownStep(); }
    /// Shows the state after `step` (pausing the run); a step at or past the last shows the present.
    void seek(std::uint64_t step) { m_machine.seek(step); }
    /// seek() by so many steps from the step shown, back (negative) or on.
    void seekBy(std::int64_t steps) { m_machine.seekBy(steps); }
    /// Back to the present.
    void seekLive() { m_machine.seekLive(); }
    /// What the picture, the inspector and the explanations show: the recorded frame in the past,
    /// else the live walker (nothing while idle).
    const SearchView* shownView() const { return m_machine.shownView(); }
    /// The event-stream state behind shownView() (nothing without a timeline).
    const SearchReplay* shownState() const { return m_machine.shownState(); }
    /// The events of the step shown.
    std::vector<SearchEvent> shownStepEvents() const { return m_machine.shownStepEvents(); }
    /// See RunMachine::racing().
    bool racing() const { return m_machine.racing(); }
    /// Whether the timer ticks once and is armed again after each tick (the fastest rate), rather
    /// than periodically or not at all.
    bool armsTimerAfterEachTick() const { return m_rearm; }

    /// Shows a record that no walker runs (a trace read from a file) from its first step.
    void showRecording(std::unique_ptr<SearchTimeline> timeline) {
        m_machine.showRecording(std::move(timeline));
    }
    /// True while such a record is shown.
    bool showingRecording() const { return m_machine.showingRecording(); }

    /// The breakpoints: they stay from run to run, those on cells while the map is the same.
    BreakpointWatch& breakpoints() { return m_machine.breakpoints(); }
    const BreakpointWatch& breakpoints() const { return m_machine.breakpoints(); }
    /// Whether the optimal cost a cost breakpoint needs is being worked out on a worker.
    bool workingOutOptimum() const { return m_machine.workingOutOptimum(); }
    /// See RunMachine::preparing().
    std::optional<std::pair<std::string, double>> preparing() const { return m_machine.preparing(); }
    /// The step a run that goes on from the past is being run back to, over ticks, if it is.
    std::optional<std::uint64_t> resumingTo() const { return m_machine.resumingTo(); }
    /// Waits for the work under way on a worker and takes it (for tests).
    void finishJobs() { m_machine.finishJobs(); }
    /// See RunMachine::setBriefBuild() (tests take every build to a worker).
    void setBriefBuild(std::chrono::milliseconds wait) { m_machine.setBriefBuild(wait); }
    /// What the last breakpoint to stop the run met, while the run stays where it stopped.
    const std::optional<BreakpointWatch::Hit>& lastBreak() const { return m_machine.lastBreak(); }
    /// To be called when breakpoints were added or removed.
    void breakpointsChanged() { m_machine.breakpointsChanged(); }

    /// The walker of the walk under way or just finished; nothing while idle. During an agent's
    /// walk, the walk's walker (bound to the walk's own map, not the document's).
    const MapGridWalker* walker() const { return m_machine.walker(); }
    Phase phase() const { return m_machine.phase(); }
    /// What to draw over the document's map `map`: the search, or the walk with its own map.
    PaintScene scene(const MapGrid& map) const;
    /// Steps per second achieved while running, over the current walk.
    double measuredRate() const { return m_machine.measuredRate(); }

    /// After every tick and every change of phase.
    std::function<void()> onProgress;
    /// After each tick of the timer, when the run's state is whole: the place to paint. The timer's
    /// ticks come before the toolkit's paints, so at the fastest rate nothing would be painted
    /// until the run ended.
    std::function<void()> onTicked;
    /// When a walk ends, with the settings it ran with.
    std::function<void(const SearchView&, const RunSettings&)> onFinished;
    /// When an agent's walk ends (it arrived, stopped or gave up) or is ended (Reset, another walk or
    /// search, a change of settings or document), with the settings it walked with and the document it
    /// walked on; a walk that ends, walks on after a change and ends again is told of twice.
    std::function<void(const WalkSession&, const RunSettings&, const MapGridDocument&)> onWalkEnded;
    /// A short notice for the status bar, e.g. why a walk was reset.
    std::function<void(const wxString&)> onNotice;
    /// A breakpoint stopped the run, with what happened.
    std::function<void(const BreakpointWatch::Hit&)> onBreak;
    /// Live re-solve turned on or off (by its command, or by Go, Step, Walk or Reset).
    std::function<void(bool on)> onLiveChanged;

private:
    /// How often the worker's outcome is looked for while it works.
    static constexpr int kJobPollMs = 25;

    void notice(const wxString& text);
    /// A tick of the timer: the machine's, then the frame painted (onTicked).
    void onTimer();
    /// The first tick of a run at the fastest rate, made at once rather than when the timer fires.
    void tickAtOnce();

    wxWindow* m_messageParent;
    wxTimer m_timer; ///< ticks the machine
    /// Whether the timer ticks once and is armed again after each tick rather than periodically: at
    /// the fastest rate, where a tick takes most of a frame. A periodic timer whose period passed
    /// during the tick is due again at once, and the toolkit, which redraws its own controls below
    /// the timers' priority (GTK), would not redraw them until the run ends: the run bar would go on
    /// showing Go enabled and Pause disabled through a run. Armed after the tick, it leaves a pause.
    bool m_rearm = false;
    int m_intervalMs = 0;
    wxTimer m_jobTimer; ///< polls the machine's worker
    MapGridDocument* m_doc = nullptr;
    RunMachine m_machine;
};

} // namespace pathfinder::app
