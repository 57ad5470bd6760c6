#include "pathfinder/search_timeline.h"

#include "pathfinder/heuristic.h"
#include "pathfinder/walker_registry.h"

#include <algorithm>
#include <cmath>
#include <iterator>

namespace pathfinder {

namespace {

constexpr std::uint32_t kKindShift = 24;

} // namespace

SearchTimeline::SearchTimeline(const MapGrid& map, const SearchView& walker, std::size_t byteLimit,
                               std::size_t checkpointSpacing)
    : m_description(walker.description()), m_settings(walker.settings()), m_width(map.width()),
      m_height(map.height()), m_byteLimit(byteLimit),
      // Seeking replays at most this many events; checkpoints hold at most the touched cells, so they
      // cost at most 16 bytes per event recorded.
      m_checkpointSpacing(checkpointSpacing > 0 ? checkpointSpacing
                                                : 2 * map.cellCount() + (std::size_t{1} << 16)),
      m_baseMap(map) {}

SearchTimeline::SearchTimeline(const MapGrid& map, const WalkerDescription& description,
                               const WalkerSettings& settings, std::size_t byteLimit)
    : m_description(description), m_settings(settings), m_width(map.width()), m_height(map.height()),
      m_byteLimit(byteLimit), m_checkpointSpacing(2 * map.cellCount() + (std::size_t{1} << 16)),
      m_baseMap(map) {}

SearchTimeline::~SearchTimeline() = default;

std::unique_ptr<SearchTimeline> SearchTimeline::ofEvents(const MapGrid& map,
                                                         const std::vector<SearchEvent>& events,
                                                         const std::string& walkerName) {
    static const WalkerDescription kTrace{"trace", "Trace", {}, {}};
    const WalkerInfo* known = findWalker(walkerName);
    auto timeline = std::make_unique<SearchTimeline>(
        map, known ? static_cast<const WalkerDescription&>(*known) : kTrace, WalkerSettings{});
    timeline->m_hasSignposts = std::any_of(events.begin(), events.end(), [](const SearchEvent& e) {
        return e.kind == SearchEventKind::Signpost;
    });
    WalkState state = WalkState::StillLooking;
    std::vector<Coord> path;
    const auto close = [&] { timeline->closeStep(state, path, std::nullopt); };
    for (const SearchEvent& e : events) {
        const bool stepStarts = e.kind == SearchEventKind::Expanding || e.kind == SearchEventKind::Moving;
        if (stepStarts)
            close();
        timeline->onSearchEvent(e);
        if (e.kind == SearchEventKind::End) {
            state = std::isfinite(e.g) ? WalkState::ReachedGoal : WalkState::UnableToReachGoal;
            // The path: the goal's parents back to the start, as far as the events tell them.
            const SearchReplay& live = timeline->live();
            std::optional<Coord> at = e.cell;
            std::size_t guard = map.cellCount() + 1;
            while (state == WalkState::ReachedGoal && at && guard-- > 0) {
                path.push_back(*at);
                at = live.cellState(*at).parent;
            }
            std::reverse(path.begin(), path.end());
        }
    }
    close();
    return timeline;
}

std::uint32_t SearchTimeline::pack(Coord c) const {
    if (c.x < 0 || c.y < 0 || c.x >= m_width || c.y >= m_height)
        return kNoCell;
    return static_cast<std::uint32_t>(c.y) * static_cast<std::uint32_t>(m_width) +
           static_cast<std::uint32_t>(c.x);
}

SearchEvent SearchTimeline::unpack(const PackedEvent& e) const {
    SearchEvent event;
    event.kind = static_cast<SearchEventKind>(e.cellAndKind >> kKindShift);
    const std::uint32_t cell = e.cellAndKind & kNoCell;
    // A cell outside the map is replayed as a cell outside the map: the replay ignores it.
    event.cell = cell == kNoCell ? Coord{-1, -1} : coordOf(cell);
    if (e.parent != kNoParent)
        event.parent = coordOf(e.parent);
    event.g = e.g;
    event.f = e.f;
    return event;
}

void SearchTimeline::onSearchEvent(const SearchEvent& event) {
    if (m_watcher)
        catchUp(); // the state as of the event before this one
    PackedEvent packed;
    packed.g = event.g;
    packed.f = event.f;
    packed.cellAndKind = pack(event.cell) | static_cast<std::uint32_t>(event.kind) << kKindShift;
    const std::uint32_t parent = event.parent ? pack(*event.parent) : kNoCell;
    packed.parent = parent == kNoCell ? kNoParent : parent;
    m_events.push_back(packed);
    if (m_watcher) {
        // The watcher sees the state with each event: it is kept up to date.
        const CellView before = m_live->cellState(event.cell);
        m_live->onSearchEvent(event);
        ++m_liveAt;
        m_watcher->onRecorded(event, before, *m_live);
    }

    // Marks belong to the step under way: the one after the last step closed.
    const std::uint64_t step = m_stepEnds.empty() ? 0 : lastStep() + 1;
    const auto mark = [&](TimelineMark::Kind kind) {
        if (m_marks.empty() || m_marks.back().step != step || m_marks.back().kind != kind)
            m_marks.push_back({step, kind});
    };
    if (event.kind == SearchEventKind::Repair)
        mark(TimelineMark::Kind::Repair);
    else if (event.kind == SearchEventKind::Restarting && step > 0)
        mark(TimelineMark::Kind::Restart);
}

void SearchTimeline::begin(const SearchView& walker, std::optional<Coord> agent) {
    if (!m_stepEnds.empty())
        return;
    // Room for a search that touches every cell a few times, reserved (not yet resident) so that
    // the first million events are not copied as the vectors grow.
    const std::size_t cells = static_cast<std::size_t>(m_width) * static_cast<std::size_t>(m_height);
    m_events.reserve(std::min(4 * cells, m_byteLimit / sizeof(PackedEvent)));
    m_stepEnds.reserve(std::min(cells, m_byteLimit / sizeof(std::uint64_t) / 4));
    m_description = walker.description();
    m_settings = walker.settings();
    closeStep(walker, agent);
}

void SearchTimeline::endStep(const SearchView& walker, std::optional<Coord> agent) {
    closeStep(walker, agent);
}

void SearchTimeline::endEdit(const MapGrid& map, const SearchView& walker, std::optional<Coord> agent) {
    Edit edit;
    edit.step = m_stepEnds.empty() ? 0 : lastStep() + 1;
    edit.start = map.start();
    edit.goal = map.goal();
    if (map.width() != m_width || map.height() != m_height)
        return; // a record follows one size of map; the caller starts another
    // The cells that differ from the map as recorded so far: usually one. A change of many cells at
    // once (a whole map replaced) is kept whole.
    MapGrid before = m_baseMap;
    for (const Edit& e : m_edits)
        apply(before, e);
    std::vector<Coord> changed;
    for (int y = 0; y < m_height && changed.size() < 2; ++y)
        for (int x = 0; x < m_width && changed.size() < 2; ++x)
            if (before.cost({x, y}) != map.cost({x, y}))
                changed.push_back({x, y});
    if (changed.size() == 1) {
        edit.cell = changed.front();
        edit.cost = map.cost(changed.front());
    } else if (changed.size() > 1) {
        edit.whole = std::make_shared<const MapGrid>(map);
    }
    m_edits.push_back(std::move(edit));
    // Before the repair or restart the edit set off, which the walker reported first.
    const auto at = std::find_if(m_marks.begin(), m_marks.end(),
                                 [&](const TimelineMark& m) { return m.step >= m_edits.back().step; });
    m_marks.insert(at, {m_edits.back().step, TimelineMark::Kind::Edit});
    closeStep(walker, agent);
}

void SearchTimeline::apply(MapGrid& map, const Edit& edit) {
    if (edit.whole) {
        map.assign(*edit.whole);
    } else if (edit.cell) {
        if (edit.cost == MapGrid::kWall)
            map.setWall(*edit.cell, true);
        else
            map.setCost(*edit.cell, edit.cost);
    }
    map.setStart(edit.start);
    map.setGoal(edit.goal);
}

void SearchTimeline::closeStep(const SearchView& walker, std::optional<Coord> agent) {
    m_hasSignposts = walker.keepsSignposts();
    closeStep(walker.state(), walker.path(), agent);
}

void SearchTimeline::closeStep(WalkState state, const std::vector<Coord>& path, std::optional<Coord> agent) {
    m_stepEnds.push_back(eventCount());
    if (m_watcher) {
        catchUp();
        m_watcher->onStepEnd(*m_live);
    }
    if (m_live && m_liveAt == eventCount())
        checkpointAt(lastStep());
    const std::uint64_t step = lastStep();
    if (agent)
        m_agents.push_back(pack(*agent));
    else if (!m_agents.empty())
        m_agents.push_back(m_agents.back());
    if (!m_agents.empty() && m_agents.size() < m_stepEnds.size())
        m_agents.insert(m_agents.begin(), m_stepEnds.size() - m_agents.size(), m_agents.front());

    if (m_results.empty() || m_results.back().state != state || m_results.back().path != path) {
        m_results.push_back({step, state, path});
        m_pathBytes += path.size() * sizeof(Coord) + sizeof(Result);
    }

    // The byte limit, checked every so many events (the live state is then brought up to date, for
    // the checkpoint where the record will start).
    if (eventCount() >= m_nextLimitCheck) {
        m_nextLimitCheck = eventCount() + m_checkpointSpacing / 4 + 1;
        if (bytes() > m_byteLimit) {
            catchUp();
            while (bytes() > m_byteLimit && m_checkpoints.size() > 1)
                dropOldest();
        }
    }
}

void SearchTimeline::checkpointAt(std::uint64_t step) const {
    if (m_checkpoints.empty() || m_liveAt - m_checkpoints.back().state.events >= m_checkpointSpacing)
        m_checkpoints.push_back({step, m_live->snapshot()});
}

void SearchTimeline::catchUp() const {
    if (!m_live) {
        m_live.emplace(m_width, m_height);
        m_liveAt = m_firstEvent;
        if (!m_checkpoints.empty()) {
            m_live->restore(m_checkpoints.back().state);
            m_liveAt = m_checkpoints.back().state.events;
        }
    }
    // Step by step, so that checkpoints fall at the ends of steps.
    auto end = std::upper_bound(m_stepEnds.begin(), m_stepEnds.end(), m_liveAt);
    if (m_checkpoints.empty() && !m_stepEnds.empty() && m_liveAt == m_stepEnds.front())
        checkpointAt(m_firstStep);
    for (; end != m_stepEnds.end(); ++end) {
        for (; m_liveAt < *end; ++m_liveAt)
            m_live->onSearchEvent(unpack(eventAt(m_liveAt)));
        checkpointAt(m_firstStep + static_cast<std::uint64_t>(end - m_stepEnds.begin()));
    }
    // The events of the step under way.
    for (; m_liveAt < eventCount(); ++m_liveAt)
        m_live->onSearchEvent(unpack(eventAt(m_liveAt)));
}

void SearchTimeline::dropOldest() {
    const Checkpoint& next = m_checkpoints[1];
    const std::uint64_t step = next.step;
    const std::uint64_t event = next.state.events;
    m_events.erase(m_events.begin(), m_events.begin() + static_cast<std::ptrdiff_t>(event - m_firstEvent));
    m_firstEvent = event;
    m_stepEnds.erase(m_stepEnds.begin(),
                     m_stepEnds.begin() + static_cast<std::ptrdiff_t>(step - m_firstStep));
    if (!m_agents.empty())
        m_agents.erase(m_agents.begin(), m_agents.begin() + static_cast<std::ptrdiff_t>(step - m_firstStep));
    m_firstStep = step;
    m_checkpoints.pop_front();

    auto edit = m_edits.begin();
    for (; edit != m_edits.end() && edit->step <= step; ++edit)
        apply(m_baseMap, *edit);
    m_edits.erase(m_edits.begin(), edit);
    // The result in force at the new first step stays, as the first.
    auto result = m_results.begin();
    while (std::next(result) != m_results.end() && std::next(result)->step <= step) {
        m_pathBytes -= result->path.size() * sizeof(Coord) + sizeof(Result);
        ++result;
    }
    m_results.erase(m_results.begin(), result);
    m_marks.erase(m_marks.begin(), std::find_if(m_marks.begin(), m_marks.end(),
                                                [&](const TimelineMark& m) { return m.step >= step; }));
    ++m_baseVersion;
}

bool SearchTimeline::editedAfter(std::uint64_t step) const {
    return !m_edits.empty() && m_edits.back().step > step;
}

std::size_t SearchTimeline::bytes() const {
    std::size_t total = m_events.size() * sizeof(PackedEvent) + m_stepEnds.size() * sizeof(std::uint64_t) +
                        m_agents.size() * sizeof(std::uint32_t) + m_pathBytes +
                        m_edits.size() * sizeof(Edit) + m_marks.size() * sizeof(TimelineMark) +
                        (m_live ? m_live->bytes() : 0);
    for (const Checkpoint& c : m_checkpoints)
        total += c.state.bytes() + sizeof(Checkpoint);
    for (const Edit& e : m_edits)
        if (e.whole)
            total += e.whole->cellCount();
    return total;
}

std::vector<SearchEvent> SearchTimeline::stepEvents(std::uint64_t step) const {
    std::vector<SearchEvent> events;
    if (m_stepEnds.empty() || step < m_firstStep || step > lastStep())
        return events;
    const std::uint64_t end = stepEnd(step);
    const std::uint64_t begin = step > m_firstStep ? stepEnd(step - 1) : step == 0 ? 0 : end;
    for (std::uint64_t i = begin; i < end; ++i)
        events.push_back(unpack(eventAt(i)));
    return events;
}

void SearchTimeline::seek(std::uint64_t step, TimelineFrame& frame) const {
    catchUp();
    step = std::clamp(step, m_firstStep, lastStep());
    const std::uint64_t target = stepEnd(step);

    // Where to replay from: the frame as it stands when it is of this record and not past the target,
    // unless a checkpoint is nearer.
    const Checkpoint* from = &m_checkpoints.front();
    for (const Checkpoint& c : m_checkpoints)
        if (c.state.events <= target)
            from = &c;
    const bool fresh = frame.m_timeline != this || frame.m_baseVersion != m_baseVersion;
    if (fresh) {
        frame.m_timeline = this;
        frame.m_baseVersion = m_baseVersion;
        frame.m_description = m_description;
        frame.m_settings = m_settings;
        frame.m_replay = SearchReplay(m_width, m_height);
        frame.m_map = m_baseMap;
        frame.m_editsApplied = 0;
        frame.m_at = 0;
    }
    const bool canContinue =
        !fresh && frame.m_at <= target && frame.m_at >= from->state.events && frame.m_at >= m_firstEvent;
    if (!canContinue) {
        frame.m_replay.restore(from->state);
        frame.m_at = from->state.events;
    }
    for (; frame.m_at < target; ++frame.m_at)
        frame.m_replay.onSearchEvent(unpack(eventAt(frame.m_at)));

    // The map: edits up to the step, forward from where the frame's map stands or from the base.
    std::size_t editsDue = 0;
    while (editsDue < m_edits.size() && m_edits[editsDue].step <= step)
        ++editsDue;
    if (editsDue < frame.m_editsApplied) {
        frame.m_map.assign(m_baseMap);
        frame.m_editsApplied = 0;
    }
    for (; frame.m_editsApplied < editsDue; ++frame.m_editsApplied)
        apply(frame.m_map, m_edits[frame.m_editsApplied]);

    frame.m_step = step;
    frame.m_hasSignposts = m_hasSignposts;
    auto result = std::upper_bound(m_results.begin(), m_results.end(), step,
                                   [](std::uint64_t s, const Result& r) { return s < r.step; });
    if (result != m_results.begin()) {
        --result;
        frame.m_state = result->state;
        frame.m_path = result->path;
    } else {
        frame.m_state = WalkState::StillLooking;
        frame.m_path.clear();
    }

    // The step's own events, and the trail and heading of an agent as of the step.
    frame.m_stepEvents = stepEvents(step);
    frame.m_trail.clear();
    frame.m_heading.reset();
    const bool moves = m_description.traits.movesAgent;
    for (std::uint64_t i = target;
         moves && i > m_firstEvent && frame.m_trail.size() < TimelineFrame::kTrailKept; --i) {
        const PackedEvent& e = eventAt(i - 1);
        const auto kind = static_cast<SearchEventKind>(e.cellAndKind >> kKindShift);
        if (kind == SearchEventKind::Restarting)
            break;
        if (kind != SearchEventKind::Moving)
            continue;
        const SearchEvent moving = unpack(e);
        if (frame.m_trail.empty() && moving.parent)
            frame.m_heading = directionBetween(*moving.parent, moving.cell);
        frame.m_trail.push_back(moving.cell);
    }
    std::reverse(frame.m_trail.begin(), frame.m_trail.end());

    frame.m_agent.reset();
    frame.m_agentTrail.clear();
    if (!m_agents.empty()) {
        const std::uint64_t at = step - m_firstStep;
        frame.m_agent = coordOf(m_agents[at]);
        // A walk's map is the agent's world: its start is where the agent stands.
        frame.m_map.setStart(frame.m_agent);
        const std::uint64_t oldest = at >= TimelineFrame::kTrailKept ? at - TimelineFrame::kTrailKept + 1 : 0;
        for (std::uint64_t i = oldest; i <= at; ++i)
            if (frame.m_agentTrail.empty() || frame.m_agentTrail.back() != coordOf(m_agents[i]))
                frame.m_agentTrail.push_back(coordOf(m_agents[i]));
    }

    RunStats stats;
    stats.iterations = step;
    stats.expanded = frame.m_replay.expanded();
    stats.generated = frame.m_replay.generated();
    stats.peakOpen = frame.m_replay.openCount();
    if (!frame.m_path.empty()) {
        stats.pathSteps = frame.m_path.size() - 1;
        stats.pathCost = pathCost(frame.m_map, m_settings.movement, frame.m_path);
    }
    frame.m_stats = stats;
}

TimelineFrame::TimelineFrame() = default;
TimelineFrame::~TimelineFrame() = default;

CellView TimelineFrame::cellState(Coord c) const {
    CellView view = m_replay.cellState(c);
    if (view.visit != CellVisit::Unseen && m_description.declares(Parameter::Heuristic) && m_map.goal())
        view.h = heuristic(m_settings.heuristic, c, *m_map.goal(), m_settings.movement);
    return view;
}

std::optional<Coord> TimelineFrame::signpost(Coord c) const {
    return m_hasSignposts ? m_replay.cellState(c).parent : std::nullopt;
}

std::vector<Coord> TimelineFrame::changedSignposts() const {
    std::vector<Coord> changed;
    for (const SearchEvent& e : m_stepEvents)
        if (e.kind == SearchEventKind::Signpost)
            changed.push_back(e.cell);
    return changed;
}

} // namespace pathfinder
