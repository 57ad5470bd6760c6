#include "pathfinder/traces/search_timeline.h"

#include "pathfinder/grid/heuristic.h"
#include "pathfinder/registry/walker_registry.h"

#include "platform/memory.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <iterator>

namespace pathfinder {

namespace {

std::uint64_t nextSerial() {
    static std::atomic<std::uint64_t> serials{0};
    return ++serials;
}

/// Huge pages for what `items` has room for: a record fills tens of megabytes in a few tenths of a
/// second, and with 4 KiB pages the faults cost about as much as the recording.
template <class T>
void adviseHugePages(const DroppableVector<T>& items) {
    platform::adviseHugePages(items.storage(), items.capacity() * sizeof(T));
}

} // namespace

SearchTimeline::SearchTimeline(const MapGrid& map, const SearchView& walker, std::size_t byteLimit,
                               std::size_t checkpointSpacing)
    : SearchTimeline(map, walker, Storage{}, byteLimit, checkpointSpacing) {}

SearchTimeline::SearchTimeline(const MapGrid& map, const SearchView& walker,
                               std::unique_ptr<SearchTimeline> previous, std::size_t byteLimit,
                               std::size_t checkpointSpacing)
    : SearchTimeline(map, walker, storageOf(std::move(previous), map, byteLimit), byteLimit,
                     checkpointSpacing) {}

SearchTimeline::Storage SearchTimeline::storageOf(std::unique_ptr<SearchTimeline> previous,
                                                  const MapGrid& map, std::size_t byteLimit) {
    Storage storage;
    if (previous && previous->m_byteLimit == byteLimit &&
        static_cast<std::size_t>(previous->m_width) * static_cast<std::size_t>(previous->m_height) ==
            map.cellCount()) {
        storage.events = std::move(previous->m_events);
        storage.events.clear();
        storage.stepEnds = std::move(previous->m_stepEnds);
        storage.stepEnds.clear();
        storage.agents = std::move(previous->m_agents);
        storage.agents.clear();
        storage.taken = true;
    }
    previous.reset();
    return storage;
}

SearchTimeline::SearchTimeline(const MapGrid& map, const SearchView& walker, Storage storage,
                               std::size_t byteLimit, std::size_t checkpointSpacing)
    : m_description(walker.description()), m_settings(walker.settings()), m_width(map.width()),
      m_height(map.height()), m_byteLimit(byteLimit),
      m_checkpointSpacing(checkpointSpacing > 0 ? checkpointSpacing : defaultSpacing(map, byteLimit)),
      m_serial(nextSerial()), m_baseMap(map), m_events(std::move(storage.events)),
      m_stepEnds(std::move(storage.stepEnds)), m_agents(std::move(storage.agents)),
      m_tookStorage(storage.taken) {}

SearchTimeline::SearchTimeline(const MapGrid& map, const WalkerDescription& description,
                               const WalkerSettings& settings, std::size_t byteLimit)
    : m_description(description), m_settings(settings), m_width(map.width()), m_height(map.height()),
      m_byteLimit(byteLimit), m_checkpointSpacing(defaultSpacing(map, byteLimit)), m_serial(nextSerial()),
      m_baseMap(map) {}

SearchTimeline::~SearchTimeline() = default;

std::size_t SearchTimeline::defaultSpacing(const MapGrid& map, std::size_t byteLimit) {
    // Seeking replays at most this many events. A checkpoint holds the touched cells (44 bytes each
    // at most), so at twice the cell count checkpoints cost at most 22 bytes per event recorded. On a
    // large map twice the cells' events would not fit in the limit: there a checkpoint comes every
    // half the limit's worth of events, so that the oldest stretch can be dropped before the events
    // alone outgrow the limit.
    const std::size_t cellsTwice = 2 * map.cellCount() + (std::size_t{1} << 16);
    return std::max<std::size_t>(1, std::min(cellsTwice, byteLimit / sizeof(PackedEvent) / 2));
}

std::uint32_t SearchTimeline::pack(Coord c) const {
    if (c.x < 0 || c.y < 0 || c.x >= m_width || c.y >= m_height)
        return kNoCell;
    return static_cast<std::uint32_t>(c.y) * static_cast<std::uint32_t>(m_width) +
           static_cast<std::uint32_t>(c.x);
}

SearchEvent SearchTimeline::unpack(const PackedEvent& e) const {
    SearchEvent event;
    event.kind = kindOf(e);
    event.frontier = (e.cellAndKind & kBackwardBit) != 0 ? Frontier::Backward : Frontier::Forward;
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
    packed.cellAndKind = pack(event.cell) | static_cast<std::uint32_t>(event.kind) << kKindShift |
                         (event.frontier == Frontier::Backward ? kBackwardBit : 0u);
    const std::uint32_t parent = event.parent ? pack(*event.parent) : kNoCell;
    packed.parent = parent == kNoCell ? kNoParent : parent;
    m_events.push_back(packed);
    switch (event.kind) {
    case SearchEventKind::Restarting:
        m_eventsExpanded = m_eventsGenerated = m_eventsRoots = 0;
        break;
    case SearchEventKind::Expanding:
    case SearchEventKind::Moving:
        ++m_eventsExpanded;
        break;
    case SearchEventKind::Generating:
    case SearchEventKind::Updating:
        ++m_eventsGenerated;
        m_eventsRoots += event.kind == SearchEventKind::Generating && !event.parent;
        break;
    default:
        break;
    }
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
    adviseHugePages(m_events);
    adviseHugePages(m_stepEnds);
    m_eventsAdvised = m_events.capacity();
    m_description = walker.description();
    m_settings = walker.settings();
    closeStep(walker, agent);
}

void SearchTimeline::endStep(const SearchView& walker, std::optional<Coord> agent) {
    closeStep(walker, agent);
}

void SearchTimeline::endEdit(const MapGrid& map, const std::vector<GridChange>& changes,
                             const SearchView& walker, std::optional<Coord> agent) {
    Edit edit;
    edit.step = m_stepEnds.empty() ? 0 : lastStep() + 1;
    edit.start = map.start();
    edit.goal = map.goal();
    if (map.width() != m_width || map.height() != m_height)
        return; // a record follows one size of map; the caller starts another
    // The cell, side or height the edit changed, from what the map reported: usually one. A change
    // of many at once (a whole map replaced, a new unit) is kept whole.
    std::optional<Coord> cell;
    std::optional<GridChange> shape;
    bool whole = false;
    for (const GridChange& change : changes) {
        switch (change.kind) {
        case GridChange::Kind::WallAdded:
        case GridChange::Kind::WallRemoved:
        case GridChange::Kind::CostChanged:
            whole = whole || shape || (cell && *cell != change.cell);
            cell = change.cell;
            break;
        case GridChange::Kind::SideChanged:
        case GridChange::Kind::HeightChanged:
            whole = whole || shape || cell;
            shape = change;
            break;
        case GridChange::Kind::StartMoved:
        case GridChange::Kind::GoalMoved:
            break;
        case GridChange::Kind::Replaced:
            whole = true;
            break;
        }
    }
    if (whole) {
        edit.whole = std::make_shared<const MapGrid>(map);
    } else if (shape) {
        edit.shape = shape;
    } else if (cell && map.inBounds(*cell)) {
        edit.cell = cell;
        edit.code = map.code(*cell);
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
    } else if (edit.shape && edit.shape->kind == GridChange::Kind::SideChanged) {
        map.setSide(edit.shape->cell, edit.shape->heading, static_cast<SideKind>(edit.shape->newCost));
    } else if (edit.shape) {
        map.setHeight(edit.shape->cell, edit.shape->newCost);
    } else if (edit.cell) {
        map.setCode(*edit.cell, edit.code);
    }
    map.setStart(edit.start);
    map.setGoal(edit.goal);
}

void SearchTimeline::closeStep(const SearchView& walker, std::optional<Coord> agent) {
    m_hasSignposts = walker.keepsSignposts();
    closeStep(walker.state(), walker.path(), walker.anglePath(), agent, walker.meetingPoint(),
              &walker.stats());
}

void SearchTimeline::noteCounters(std::uint64_t step, const RunStats* counters) {
    CounterOffset offset;
    offset.step = step;
    if (counters) {
        offset.iterations = static_cast<std::int64_t>(counters->iterations) - static_cast<std::int64_t>(step);
        offset.expanded =
            static_cast<std::int64_t>(counters->expanded) - static_cast<std::int64_t>(m_eventsExpanded);
        offset.generated =
            static_cast<std::int64_t>(counters->generated) - static_cast<std::int64_t>(m_eventsGenerated);
    } else {
        offset.generated = -static_cast<std::int64_t>(m_eventsRoots);
    }
    if (m_counterOffsets.empty() || !m_counterOffsets.back().sameAs(offset))
        m_counterOffsets.push_back(offset);
}

void SearchTimeline::closeStep(WalkState state, const std::vector<Coord>& path,
                               const std::vector<PathPoint>& anglePath, std::optional<Coord> agent,
                               std::optional<Coord> meetingPoint, const RunStats* counters) {
    m_stepEnds.push_back(eventCount());
    if (m_events.capacity() != m_eventsAdvised) { // the events moved to a larger block
        adviseHugePages(m_events);
        m_eventsAdvised = m_events.capacity();
    }
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
        m_agents.insertFront(m_stepEnds.size() - m_agents.size(), m_agents.front());

    std::optional<RunStats> figures;
    if (counters && state != WalkState::StillLooking)
        figures = *counters;
    const auto sameFigures = [](const std::optional<RunStats>& a, const std::optional<RunStats>& b) {
        if (!a || !b)
            return a.has_value() == b.has_value();
        return a->pathSteps == b->pathSteps && a->deadEnds == b->deadEnds &&
               (a->pathCost == b->pathCost || (std::isnan(a->pathCost) && std::isnan(b->pathCost)));
    };
    if (m_results.empty() || m_results.back().state != state || m_results.back().path != path ||
        m_results.back().anglePath != anglePath || m_results.back().meetingPoint != meetingPoint ||
        !sameFigures(m_results.back().figures, figures)) {
        m_results.push_back({step, state, path, anglePath, meetingPoint, figures});
        m_pathBytes += m_results.back().bytes();
    }
    noteCounters(step, counters);

    // The byte limit, checked every so many events (the live state is then brought up to date, for
    // the checkpoint where the record will start).
    if (eventCount() >= m_nextLimitCheck) {
        m_nextLimitCheck = eventCount() + m_checkpointSpacing / 4 + 1;
        if (historyBytes() > m_byteLimit) {
            catchUp();
            // The last two checkpoints stay, so that a stretch of steps is always held.
            while (historyBytes() > m_byteLimit && m_checkpoints.size() > 2)
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
    m_events.dropFront(event - m_firstEvent);
    m_firstEvent = event;
    m_stepEnds.dropFront(step - m_firstStep);
    if (!m_agents.empty())
        m_agents.dropFront(step - m_firstStep);
    m_firstStep = step;
    m_checkpoints.pop_front();

    auto edit = m_edits.begin();
    for (; edit != m_edits.end() && edit->step <= step; ++edit)
        apply(m_baseMap, *edit);
    m_edits.erase(m_edits.begin(), edit);
    // The result in force at the new first step stays, as the first.
    auto result = m_results.begin();
    while (std::next(result) != m_results.end() && std::next(result)->step <= step) {
        m_pathBytes -= result->bytes();
        ++result;
    }
    m_results.erase(m_results.begin(), result);
    auto offset = m_counterOffsets.begin();
    while (std::next(offset) != m_counterOffsets.end() && std::next(offset)->step <= step)
        ++offset;
    m_counterOffsets.erase(m_counterOffsets.begin(), offset);
    m_marks.erase(m_marks.begin(), std::find_if(m_marks.begin(), m_marks.end(),
                                                [&](const TimelineMark& m) { return m.step >= step; }));
    ++m_baseVersion;
}

bool SearchTimeline::editedAfter(std::uint64_t step) const {
    return !m_edits.empty() && m_edits.back().step > step;
}

std::size_t SearchTimeline::bytes() const {
    std::size_t total = m_events.heldBytes() + m_stepEnds.heldBytes() + m_agents.heldBytes() + m_pathBytes +
                        m_edits.size() * sizeof(Edit) + m_marks.size() * sizeof(TimelineMark) +
                        m_counterOffsets.size() * sizeof(CounterOffset) + (m_live ? m_live->bytes() : 0);
    for (const Checkpoint& c : m_checkpoints)
        total += c.state.bytes() + sizeof(Checkpoint);
    for (const Edit& e : m_edits)
        if (e.whole)
            total += e.whole->cellCount();
    return total;
}

std::size_t SearchTimeline::historyBytes() const {
    return bytes() - (m_live ? m_live->bytes() : 0);
}

} // namespace pathfinder
