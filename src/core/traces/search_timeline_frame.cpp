#include "pathfinder/basics/polyline.h"
#include "pathfinder/grid/heuristic.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/traces/search_timeline.h"

#include <algorithm>
#include <cmath>

namespace pathfinder {

// Showing a record again: a frame of any step (seek), the events of a step, and a record made of
// bare events (ofEvents).

namespace {

/// The two searches of a bidirectional walker as its events tell them: each side's g and parent per
/// cell, and where they meet, found as the walker finds it (the least g_F + g_B over the cells both
/// have reached, updated as either gives a cell a route), so that a trace shows the meeting point
/// and its path as the walker did.
class MeetingTracker {
public:
    explicit MeetingTracker(const MapGrid& map) : m_width(map.width()), m_height(map.height()) { clear(); }

    void onEvent(const SearchEvent& e) {
        if (e.kind == SearchEventKind::Restarting) {
            clear();
            return;
        }
        const auto at = index(e.cell);
        if (!at)
            return;
        const int side = e.frontier == Frontier::Backward ? 1 : 0;
        if (e.kind == SearchEventKind::Discarding) {
            for (Side& s : m_sides)
                s.g[*at] = CellView::kInf;
            return;
        }
        if (e.kind != SearchEventKind::Generating && e.kind != SearchEventKind::Updating)
            return;
        m_sides[side].g[*at] = e.g;
        const auto parent = e.parent ? index(*e.parent) : std::nullopt;
        m_sides[side].parent[*at] = parent ? static_cast<std::uint32_t>(*parent) : kNone;
        const double through = m_sides[0].g[*at] + m_sides[1].g[*at];
        if (through < m_mu) {
            m_mu = through;
            m_meet = e.cell;
        }
    }

    std::optional<Coord> meetingPoint() const { return m_meet; }

    /// The forward parents from the meeting point back to the start, then the backward ones on.
    std::vector<Coord> path() const {
        std::vector<Coord> path;
        if (!m_meet)
            return path;
        const auto route = [&](int side) {
            std::vector<Coord> cells;
            std::uint32_t at = static_cast<std::uint32_t>(*index(*m_meet));
            for (std::size_t guard = m_sides[side].g.size() + 1; guard > 0 && at != kNone; --guard) {
                cells.push_back(Coord{static_cast<int>(at % static_cast<std::uint32_t>(m_width)),
                                      static_cast<int>(at / static_cast<std::uint32_t>(m_width))});
                at = m_sides[side].parent[at];
            }
            return cells;
        };
        path = route(0);
        std::reverse(path.begin(), path.end());
        const std::vector<Coord> rest = route(1);
        path.insert(path.end(), rest.begin() + 1, rest.end());
        return path;
    }

private:
    static constexpr std::uint32_t kNone = 0xFFFFFFFFu;
    struct Side {
        std::vector<double> g;
        std::vector<std::uint32_t> parent;
    };

    std::optional<std::size_t> index(Coord c) const {
        if (c.x < 0 || c.y < 0 || c.x >= m_width || c.y >= m_height)
            return std::nullopt;
        return static_cast<std::size_t>(c.y) * static_cast<std::size_t>(m_width) +
               static_cast<std::size_t>(c.x);
    }
    void clear() {
        const std::size_t cells = static_cast<std::size_t>(m_width) * static_cast<std::size_t>(m_height);
        for (Side& s : m_sides) {
            s.g.assign(cells, CellView::kInf);
            s.parent.assign(cells, kNone);
        }
        m_mu = CellView::kInf;
        m_meet.reset();
    }

    int m_width;
    int m_height;
    Side m_sides[2];
    double m_mu = CellView::kInf;
    std::optional<Coord> m_meet;
};

} // namespace

std::unique_ptr<SearchTimeline> SearchTimeline::ofEvents(const MapGrid& map,
                                                         const std::vector<SearchEvent>& events,
                                                         const std::string& walkerName,
                                                         const WalkerSettings& settings) {
    static const WalkerDescription kTrace = [] {
        WalkerDescription d;
        d.name = "trace";
        d.displayName = "Trace";
        return d;
    }();
    const WalkerInfo* known = findWalker(walkerName);
    auto timeline = std::make_unique<SearchTimeline>(
        map, known ? static_cast<const WalkerDescription&>(*known) : kTrace, settings);
    timeline->m_hasSignposts = std::any_of(events.begin(), events.end(), [](const SearchEvent& e) {
        return e.kind == SearchEventKind::Signpost;
    });
    // The events of a bidirectional walker: its path runs through where the two searches meet.
    std::optional<MeetingTracker> meeting;
    if (std::any_of(events.begin(), events.end(),
                    [](const SearchEvent& e) { return e.frontier == Frontier::Backward; }))
        meeting.emplace(map);
    WalkState state = WalkState::StillLooking;
    std::vector<Coord> path;
    const auto close = [&] {
        timeline->closeStep(state, path, {}, std::nullopt,
                            meeting && state != WalkState::UnableToReachGoal ? meeting->meetingPoint()
                                                                             : std::nullopt);
    };
    for (const SearchEvent& e : events) {
        const bool stepStarts = e.kind == SearchEventKind::Expanding || e.kind == SearchEventKind::Moving;
        if (stepStarts)
            close();
        timeline->onSearchEvent(e);
        if (meeting)
            meeting->onEvent(e);
        if (e.kind == SearchEventKind::End) {
            state = std::isfinite(e.g) ? WalkState::ReachedGoal : WalkState::UnableToReachGoal;
            if (meeting && state == WalkState::ReachedGoal) {
                path = meeting->path();
                continue;
            }
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
    std::optional<RunStats> figures;
    if (result != m_results.begin()) {
        --result;
        figures = result->figures;
        frame.m_state = result->state;
        frame.m_path = result->path;
        frame.m_anglePath = result->anglePath;
        frame.m_meetingPoint = result->meetingPoint;
    } else {
        frame.m_state = WalkState::StillLooking;
        frame.m_path.clear();
        frame.m_anglePath.clear();
        frame.m_meetingPoint.reset();
    }

    // The step's own events, and the trail and heading of an agent as of the step.
    frame.m_stepEvents = stepEvents(step);
    frame.m_trail.clear();
    frame.m_heading.reset();
    const bool moves = m_description.traits.movesAgent;
    for (std::uint64_t i = target;
         moves && i > m_firstEvent && frame.m_trail.size() < TimelineFrame::kTrailKept; --i) {
        const PackedEvent& e = eventAt(i - 1);
        const auto kind = static_cast<SearchEventKind>((e.cellAndKind >> kKindShift) & kKindMask);
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

    // The counters as the walker had them: the events' counts, set right by the walker's own way
    // of counting.
    CounterOffset offset;
    const auto counted = std::upper_bound(m_counterOffsets.begin(), m_counterOffsets.end(), step,
                                          [](std::uint64_t s, const CounterOffset& o) { return s < o.step; });
    if (counted != m_counterOffsets.begin())
        offset = *std::prev(counted);
    const auto plus = [](std::uint64_t count, std::int64_t by) {
        const std::int64_t sum = static_cast<std::int64_t>(count) + by;
        return sum > 0 ? static_cast<std::uint64_t>(sum) : std::uint64_t{0};
    };
    RunStats stats;
    stats.iterations = plus(step, offset.iterations);
    stats.expanded = plus(frame.m_replay.expanded(), offset.expanded);
    stats.generated = plus(frame.m_replay.generated(), offset.generated);
    stats.peakOpen = frame.m_replay.openCount();
    if (!frame.m_anglePath.empty()) {
        stats.pathSteps = frame.m_anglePath.size() - 1;
        stats.pathCost = polylineLength(frame.m_anglePath);
    } else if (!frame.m_path.empty()) {
        stats.pathSteps = frame.m_path.size() - 1;
        stats.pathCost = pathCost(frame.m_map, m_settings.movement, frame.m_path);
    }
    // Dead ends and the cost of no path, as the walker gave them when it ended, or as it gives them.
    if (figures) {
        stats.pathSteps = figures->pathSteps;
        stats.pathCost = figures->pathCost;
        stats.deadEnds = figures->deadEnds;
    } else if (frame.m_state == WalkState::ReachedGoal) {
        stats.deadEnds = stats.generated > stats.pathSteps ? stats.generated - stats.pathSteps : 0;
    } else if (frame.m_state == WalkState::UnableToReachGoal) {
        stats.deadEnds = stats.generated;
        stats.pathCost = RunStats::kUnreachable;
    }
    frame.m_stats = stats;
}

TimelineFrame::TimelineFrame() = default;
TimelineFrame::~TimelineFrame() = default;

CellView TimelineFrame::cellState(Coord c) const {
    CellView view = m_replay.cellState(c);
    // The backward search of a bidirectional walker estimates the distance to the start.
    const std::optional<Coord> target = view.frontier == Frontier::Backward ? m_map.start() : m_map.goal();
    if (view.visit != CellVisit::Unseen && m_description.declares(Parameter::Heuristic) && target)
        view.h = estimateOnMap(m_map, m_settings.heuristic, m_settings.terrainEstimate, c, *target,
                               m_settings.movement);
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

} // namespace pathfinder
