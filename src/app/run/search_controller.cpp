#include "run/search_controller.h"

#include "document/map_grid_document.h"
#include "frame/status_text.h"
#include "widgets/user_messages.h"

#include <algorithm>

namespace pathfinder::app {

SearchController::SearchController(wxWindow* messageParent) : m_messageParent(messageParent) {
    m_timer.Bind(wxEVT_TIMER, [this](wxTimerEvent&) { onTimer(); });
    m_jobTimer.Bind(wxEVT_TIMER, [this](wxTimerEvent&) {
        if (!m_machine.pollJobs())
            m_jobTimer.Stop();
    });
    m_machine.startTicking = [this](int intervalMs) {
        m_intervalMs = intervalMs;
        m_rearm = intervalMs <= StepRate::kFastestIntervalMs;
        if (m_rearm)
            m_timer.StartOnce(intervalMs);
        else
            m_timer.Start(intervalMs);
    };
    m_machine.stopTicking = [this] {
        m_rearm = false;
        m_timer.Stop();
    };
    m_machine.startPolling = [this] { m_jobTimer.Start(kJobPollMs); };
    m_machine.onProgress = [this] {
        if (onProgress)
            onProgress();
    };
    m_machine.onFinished = [this](const SearchView& walker, const RunSettings& settings) {
        if (onFinished)
            onFinished(walker, settings);
    };
    m_machine.onWalkEnded = [this](const WalkSession& walk, const RunSettings& settings) {
        if (m_doc && onWalkEnded)
            onWalkEnded(walk, settings, *m_doc);
    };
    m_machine.onWalkOver = [this](const WalkSession& walk) { notice(describeWalk(walk)); };
    m_machine.onNotice = [this](const std::string& text) { notice(wxString::FromUTF8(text)); };
    m_machine.onWarning = [this](const std::string& title, const std::string& text) {
        showMessage(m_messageParent, wxString::FromUTF8(title), wxString::FromUTF8(text),
                    MessageKind::Warning);
    };
    m_machine.onBreak = [this](const BreakpointWatch::Hit& hit) {
        if (onBreak)
            onBreak(hit);
    };
    m_machine.onLiveChanged = [this](bool on) {
        if (onLiveChanged)
            onLiveChanged(on);
    };
}

void SearchController::onTimer() {
    m_machine.tick();
    if (onTicked)
        onTicked();
    // Armed again only once the tick is done: see m_rearm.
    if (m_rearm && !m_timer.IsRunning())
        m_timer.StartOnce(m_intervalMs);
}

void SearchController::tickAtOnce() {
    // At the fastest rate a run's first tick would otherwise wait for the toolkit to redraw what
    // Go changed (the run bar, the status, the whole map): on a large map that is tens of
    // milliseconds before the first step. The tick paints the frame it made; the toolkit redraws
    // its controls in the pause before the next one.
    if (!m_rearm || !m_timer.IsRunning())
        return;
    m_timer.Stop();
    onTimer();
}

SearchController::~SearchController() {
    // The windows these would update may be gone already.
    onProgress = nullptr;
    onFinished = nullptr;
    onWalkEnded = nullptr;
    onNotice = nullptr;
    onLiveChanged = nullptr;
    m_timer.Stop();
    m_jobTimer.Stop();
    attach(nullptr);
}

void SearchController::attach(MapGridDocument* doc) {
    // A walk on the document attached so far is told of with that document.
    m_machine.attach(doc ? &doc->grid() : nullptr, doc ? &doc->movement() : nullptr);
    m_doc = doc;
}

void SearchController::notice(const wxString& text) {
    if (onNotice)
        onNotice(text);
}

PaintScene SearchController::scene(const MapGrid& map) const {
    PaintScene s;
    s.grid = &map;
    s.walker = walker();
    s.record = m_machine.liveRecord();
    // A larger unit's walker searches the map of its positions.
    s.unitSize = m_machine.unitSize();
    if (s.unitSize > 1 && s.walker)
        s.searched = s.walker->grid();
    const WalkSession* walk = walkSession();
    if (viewedStep()) {
        const TimelineFrame& frame = m_machine.frame();
        s.walker = &frame;
        s.grid = &frame.map();
        if (walk) {
            s.home = map.start();
            WalkPicture& picture = s.walk.emplace();
            picture.agent = frame.agent().value_or(Coord{});
            picture.heading = frame.heading();
            const bool reactive = walk->reactive();
            const std::vector<Coord>& trail = reactive ? frame.trail() : frame.agentTrail();
            const std::size_t from = trail.size() > kTrailCellsDrawn ? trail.size() - kTrailCellsDrawn : 0;
            picture.trail.assign(trail.begin() + static_cast<std::ptrdiff_t>(from), trail.end());
            // The plan still ahead: the path from the agent's cell on.
            const std::vector<Coord>& path = frame.path();
            const auto at = std::find(path.begin(), path.end(), picture.agent);
            if (!reactive && at != path.end())
                picture.route.assign(at, path.end());
            // At the present step, a plan due to be repaired is shown as it was (WalkSession::route()).
            if (!reactive && picture.route.empty() && timeline() && frame.step() >= timeline()->lastStep())
                picture.route = walk->route();
            const TimelineFrame* shown = &frame;
            picture.visits = [shown](Coord c) {
                return static_cast<std::uint32_t>(shown->cellState(c).visits);
            };
            picture.reactive = reactive;
        }
        return s;
    }
    if (walk) {
        s.grid = &walk->world();
        if (const MapGrid* truth = walk->truth()) {
            // Limited sight: the true map, under fog where the agent has not seen it.
            s.grid = truth;
            s.searched = &walk->world();
            s.known = &walk->world();
            s.seen = [walk](Coord c) { return walk->seen(c); };
        }
        s.home = map.start();
        WalkPicture& picture = s.walk.emplace();
        picture.agent = walk->position();
        picture.heading = walk->walker().heading();
        const std::vector<Coord>& trail = walk->trail();
        const std::size_t from = trail.size() > kTrailCellsDrawn ? trail.size() - kTrailCellsDrawn : 0;
        picture.trail.assign(trail.begin() + static_cast<std::ptrdiff_t>(from), trail.end());
        picture.route = walk->route();
        picture.repaired = walk->repairedSection();
        picture.visits = [walk](Coord c) { return walk->visits(c); };
        picture.reactive = walk->reactive();
        if (walk->ended()) {
            picture.outcome = describeWalk(*walk);
            picture.arrived = walk->state() == WalkSession::State::Arrived;
        }
    }
    return s;
}

} // namespace pathfinder::app
