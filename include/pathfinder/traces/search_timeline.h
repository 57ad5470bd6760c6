#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/search/run_stats.h"
#include "pathfinder/search/search_events.h"
#include "pathfinder/search/search_view.h"
#include "pathfinder/search/walker_description.h"
#include "pathfinder/search/walker_settings.h"
#include "pathfinder/traces/droppable_vector.h"

#include <cstddef>
#include <cstdint>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace pathfinder {

class TimelineFrame;

/// Sees each event as the timeline records it, with the cell as it was before and the state after:
/// what a breakpoint needs to tell an improvement or a threshold crossed.
class TimelineWatcher {
public:
    virtual ~TimelineWatcher() = default;
    virtual void onRecorded(const SearchEvent& event, const CellView& before, const SearchReplay& after) = 0;
    /// At the end of each step, with the state after it.
    virtual void onStepEnd(const SearchReplay& /*after*/) {}
};

/// Something on a timeline besides the walker's own steps.
struct TimelineMark {
    enum class Kind : std::uint8_t {
        Edit,    ///< the map was edited (the step is the edit itself)
        Repair,  ///< the walker began repairing its search after edits
        Restart, ///< the walker forgot its search and began again
    };
    std::uint64_t step = 0;
    Kind kind = Kind::Edit;
};

/// A run recorded as it happens: the walker's event stream cut into steps, with the map's edits and
/// the walker's outcome and path as they changed, so that the state after any step can be shown
/// again (seek()) exactly as the live walker showed it then.
///
/// A step is what ends with a call of endStep(): one iterate() of the walker (one expansion of a
/// search, one move of an agent), or one edit of the map (the walker's reaction to it included).
/// Step 0 is the state after the walker's reset, before its first iterate().
///
/// Storage is 24 bytes per event, 8 per step (12 with an agent), plus checkpoints: the state of
/// the touched cells every so many events (about twice the cell count, or less where the byte limit
/// would not hold that many events twice), so that seeking replays at most that many events.
/// Checkpoints are made when the state is first asked for (a seek, or a watcher), so that recording
/// costs little more than storing the events. Every so many events the record is checked against
/// its byte limit; past it, the oldest checkpoint's stretch is dropped: firstStep() then says where
/// the record starts. The limit bounds all but the state brought up to date (historyBytes()), which
/// takes 40 bytes a cell whatever the run. The last two checkpoints and the steps after the first of
/// them are always kept: on a large map, where two checkpoints (up to 44 bytes a touched cell each)
/// may alone pass the limit, the record holds that much rather than nothing.
///
/// Signposts are shown for the cells the walker has seen (a D* arrow left on a cell it has since
/// forgotten is not part of the stream).
class SearchTimeline final : public SearchListener {
public:
    static constexpr std::size_t kDefaultByteLimit = std::size_t{192} << 20;

    /// A record of `walker` on `map` (the map is copied as it is now; the record's cells follow its
    /// size, which must not change while recording). Recording begins with the next event; call
    /// begin() once the walker has been reset. `checkpointSpacing`: events between checkpoints, 0 for
    /// about twice the map's cell count.
    SearchTimeline(const MapGrid& map, const SearchView& walker, std::size_t byteLimit = kDefaultByteLimit,
                   std::size_t checkpointSpacing = 0);
    /// As above, writing into the storage of `previous`, a record that is done with (it is
    /// destroyed), when its map has as many cells and its byte limit is the same: a run recorded
    /// again then fills pages that are already resident rather than fresh ones, which the system
    /// clears one by one as they are first written.
    SearchTimeline(const MapGrid& map, const SearchView& walker, std::unique_ptr<SearchTimeline> previous,
                   std::size_t byteLimit = kDefaultByteLimit, std::size_t checkpointSpacing = 0);
    /// Whether this record took over a previous one's storage.
    bool tookStorage() const { return m_tookStorage; }
    /// A record of events that no live walker sends (a trace read from a file): `description` and
    /// `settings` say what made them, as far as that is known.
    SearchTimeline(const MapGrid& map, const WalkerDescription& description, const WalkerSettings& settings,
                   std::size_t byteLimit = kDefaultByteLimit);

    /// A record of a trace's events on `map` (of the trace's size): step 0 holds what comes before
    /// the first expansion (or agent's move), and each later step one expansion or move with the
    /// events that follow it. The outcome is read from End (reached when its cost is finite) and the
    /// path from the parents, goal to start; for the events of a bidirectional walker (some of them
    /// Backward), the meeting point is found as the walker finds it, and the path runs through it.
    /// The trace's walker, when registered, describes it; `settings` are what is known of the run's
    /// (its movement prices the path).
    static std::unique_ptr<SearchTimeline> ofEvents(const MapGrid& map,
                                                    const std::vector<SearchEvent>& events,
                                                    const std::string& walkerName = {},
                                                    const WalkerSettings& settings = WalkerSettings{});
    ~SearchTimeline() override;
    SearchTimeline(const SearchTimeline&) = delete;
    SearchTimeline& operator=(const SearchTimeline&) = delete;

    void onSearchEvent(const SearchEvent& event) override;
    /// Who sees each event as it is recorded; nullptr for none.
    void setWatcher(TimelineWatcher* watcher) { m_watcher = watcher; }
    /// The state as of the last event recorded.
    const SearchReplay& live() const {
        catchUp();
        return *m_live;
    }

    /// Ends step 0: the walker as it stands after its reset (its settings are taken from it now).
    /// `agent`: where an agent stands, for walks.
    void begin(const SearchView& walker, std::optional<Coord> agent = std::nullopt);
    /// Ends a step of the walker.
    void endStep(const SearchView& walker, std::optional<Coord> agent = std::nullopt);
    /// Ends a step that is an edit of the map: `map` is the map after it (same size), `changes` what
    /// the edit changed, as the map reported it. Call after the walker has been told of the
    /// change, so that its reaction belongs to the step. An edit of one cell is kept as that cell
    /// and takes time independent of the map's size; a map replaced (or a unit changed) is kept
    /// whole.
    void endEdit(const MapGrid& map, const std::vector<GridChange>& changes, const SearchView& walker,
                 std::optional<Coord> agent = std::nullopt);

    /// The last step recorded: the live state.
    std::uint64_t lastStep() const { return m_firstStep + m_stepEnds.size() - 1; }
    /// The earliest step still held: 0 unless the oldest part was dropped to stay in the byte limit.
    std::uint64_t firstStep() const { return m_firstStep; }
    bool begun() const { return !m_stepEnds.empty(); }
    /// Events recorded (dropped ones included).
    std::uint64_t eventCount() const { return m_firstEvent + m_events.size(); }
    /// Edits, repairs and restarts, in order of step (only those still held).
    const std::vector<TimelineMark>& marks() const { return m_marks; }
    /// Whether the map was edited in a step after `step`.
    bool editedAfter(std::uint64_t step) const;
    /// How many of the events recorded (counted as eventCount() counts them) the state brought up to
    /// date (live()) holds: it is brought up to date only when it is asked for, and this is 0 while
    /// it never was.
    std::uint64_t eventsReplayed() const { return m_live ? m_liveAt : 0; }
    /// Bytes held, checkpoints included.
    std::size_t bytes() const;
    /// What the byte limit bounds: bytes() less the state brought up to date.
    std::size_t historyBytes() const;
    std::size_t byteLimit() const { return m_byteLimit; }

    /// The events of one step held (none for a step whose events were dropped).
    std::vector<SearchEvent> stepEvents(std::uint64_t step) const;

    /// A number that no other record made by this process has, so that a picture of the live walker
    /// made with one record's events is not brought up to date with another's.
    std::uint64_t serial() const { return m_serial; }
    /// Calls `visit(Coord)` with the cell of each event recorded from event number `from` on
    /// (counted as eventCount() counts), in order: the cells whose state may have changed since the
    /// live state was as of `from` events. False when some of those events were dropped already
    /// (nothing is called) or one is a restart, which changes every cell (the visits stop there).
    template <class Visit>
    bool forEachCellSince(std::uint64_t from, Visit&& visit) const {
        if (from < m_firstEvent || from > eventCount())
            return false;
        for (std::uint64_t i = from; i < eventCount(); ++i) {
            const PackedEvent& e = eventAt(i);
            if (kindOf(e) == SearchEventKind::Restarting)
                return false;
            if (const std::uint32_t cell = e.cellAndKind & kNoCell; cell != kNoCell)
                visit(coordOf(cell));
        }
        return true;
    }

    /// Puts the state after `step` (clamped to [firstStep(), lastStep()]) into `frame`, reusing
    /// what the frame holds: stepping forward from where it stands replays only the events between.
    void seek(std::uint64_t step, TimelineFrame& frame) const;

    const WalkerDescription& description() const { return m_description; }
    const WalkerSettings& settings() const { return m_settings; }
    int width() const { return m_width; }
    int height() const { return m_height; }

private:
    friend class TimelineFrame;

    /// An event as stored: the cell's index and the kind in one word, the parent's index.
    struct PackedEvent {
        double g;
        double f;
        /// Index in the low 24 bits (kNoCell: none), kind in the next 7, the top bit set for an event
        /// of the backward search (SearchEvent::frontier).
        std::uint32_t cellAndKind;
        std::uint32_t parent; ///< index, or kNoCell
    };
    static constexpr std::uint32_t kNoCell = 0xFFFFFFu;
    static constexpr std::uint32_t kKindShift = 24;
    static constexpr std::uint32_t kKindMask = 0x7Fu;
    static constexpr std::uint32_t kBackwardBit = 0x80000000u;
    static constexpr std::uint32_t kNoParent = 0xFFFFFFFFu;

    /// The vectors a record takes over from a previous one, emptied with their capacity kept.
    struct Storage {
        DroppableVector<PackedEvent> events;
        DroppableVector<std::uint64_t> stepEnds;
        DroppableVector<std::uint32_t> agents;
        bool taken = false;
    };
    /// Events between checkpoints when the caller leaves it to the record.
    static std::size_t defaultSpacing(const MapGrid& map, std::size_t byteLimit);
    /// The storage of `previous` for a record on `map` with that byte limit, or none; `previous` is
    /// destroyed before the new record copies its map, so that its memory can be used again.
    static Storage storageOf(std::unique_ptr<SearchTimeline> previous, const MapGrid& map,
                             std::size_t byteLimit);
    SearchTimeline(const MapGrid& map, const SearchView& walker, Storage storage, std::size_t byteLimit,
                   std::size_t checkpointSpacing);

    struct Checkpoint {
        std::uint64_t step = 0;
        SearchReplay::Snapshot state;
    };
    /// An edit of the map: the cell's code after it (MapGrid::code()), or the one side or height it
    /// changed, and the start and goal after it.
    struct Edit {
        std::uint64_t step = 0;
        std::optional<Coord> cell;
        std::uint8_t code = 0;
        std::optional<GridChange> shape; ///< a SideChanged or HeightChanged change
        std::optional<Coord> start, goal;
        std::shared_ptr<const MapGrid> whole; ///< the whole map, when it was replaced at once
    };
    /// The walker's outcome, path and meeting point from a step on.
    struct Result {
        std::uint64_t step = 0;
        WalkState state = WalkState::StillLooking;
        std::vector<Coord> path;
        std::vector<PathPoint> anglePath;  ///< an any-angle walker's segments (SearchView::anglePath)
        std::optional<Coord> meetingPoint; ///< a bidirectional walker's (SearchView::meetingPoint)
        /// The walker's path steps, path cost and dead ends as it gave them (an agent counts the moves
        /// it walked, not its route's); none for a record of bare events, whose frames work them out.
        std::optional<RunStats> figures;
        std::size_t bytes() const {
            return path.size() * sizeof(Coord) + anglePath.size() * sizeof(PathPoint) + sizeof(Result);
        }
    };

    /// The walker's counters less those its events give since its last restart, from a step on: a
    /// walker counts in its own way (not the start's generation, on across restarts, an agent's
    /// moves), and a frame adds this to what it replays. Kept only when it changes.
    struct CounterOffset {
        std::uint64_t step = 0;
        std::int64_t iterations = 0; ///< less the step
        std::int64_t expanded = 0;
        std::int64_t generated = 0;
        bool sameAs(const CounterOffset& o) const {
            return iterations == o.iterations && expanded == o.expanded && generated == o.generated;
        }
    };

    void closeStep(const SearchView& walker, std::optional<Coord> agent);
    /// `counters`: the walker's at the end of the step (nullptr for a record of bare events, whose
    /// counts are the events', the roots of its searches not counted as generated).
    void closeStep(WalkState state, const std::vector<Coord>& path, const std::vector<PathPoint>& anglePath,
                   std::optional<Coord> agent, std::optional<Coord> meetingPoint = std::nullopt,
                   const RunStats* counters = nullptr);
    void noteCounters(std::uint64_t step, const RunStats* counters);
    SearchEvent unpack(const PackedEvent& e) const;
    static SearchEventKind kindOf(const PackedEvent& e) {
        return static_cast<SearchEventKind>((e.cellAndKind >> kKindShift) & kKindMask);
    }
    std::uint32_t pack(Coord c) const;
    Coord coordOf(std::uint32_t index) const {
        return Coord{static_cast<int>(index % static_cast<std::uint32_t>(m_width)),
                     static_cast<int>(index / static_cast<std::uint32_t>(m_width))};
    }
    std::uint64_t stepEnd(std::uint64_t step) const { return m_stepEnds[step - m_firstStep]; }
    const PackedEvent& eventAt(std::uint64_t index) const { return m_events[index - m_firstEvent]; }
    void dropOldest();
    /// Brings the live state up to the last event, making checkpoints on the way.
    void catchUp() const;
    /// A checkpoint of the live state at the end of `step`, when the last is far enough behind.
    void checkpointAt(std::uint64_t step) const;
    static void apply(MapGrid& map, const Edit& edit);

    WalkerDescription m_description;
    WalkerSettings m_settings;
    int m_width;
    int m_height;
    std::size_t m_byteLimit;
    std::size_t m_checkpointSpacing; ///< events between checkpoints
    std::uint64_t m_baseVersion = 0; ///< bumps when the oldest part is dropped
    std::uint64_t m_serial;

    MapGrid m_baseMap; ///< the map at firstStep()
    // Vectors rather than deques: a deque allocates a block every 21 events, which costs more than
    // the rest of the recording.
    DroppableVector<PackedEvent> m_events;
    std::uint64_t m_firstEvent = 0;
    DroppableVector<std::uint64_t> m_stepEnds; ///< events recorded by the end of each step held
    std::size_t m_eventsAdvised = 0;           ///< m_events' capacity when huge pages were last asked for
    std::uint64_t m_firstStep = 0;
    DroppableVector<std::uint32_t> m_agents;      ///< per step held, the agent's cell (walks only)
    mutable std::deque<Checkpoint> m_checkpoints; ///< made as the live state catches up
    std::vector<Edit> m_edits;
    std::vector<Result> m_results;               ///< the first is in force at firstStep()
    std::vector<CounterOffset> m_counterOffsets; ///< the first is in force at firstStep()
    std::uint64_t m_eventsExpanded = 0;          ///< Expanding and Moving events since the last Restarting
    std::uint64_t m_eventsGenerated = 0;         ///< Generating and Updating events since then
    std::uint64_t m_eventsRoots = 0;             ///< of those, Generating events without a parent
    std::vector<TimelineMark> m_marks;
    std::size_t m_pathBytes = 0;
    bool m_hasSignposts = false;
    bool m_tookStorage = false;
    std::optional<Edit> m_pendingEdit;

    // The state as of m_liveAt events. Recording only stores events; the state is brought up to
    // date when it is asked for (a seek, live(), the byte limit) or, while a watcher is set, with
    // every event: replaying an event costs more than recording it.
    mutable std::optional<SearchReplay> m_live;
    mutable std::uint64_t m_liveAt = 0;
    std::uint64_t m_nextLimitCheck = 0;
    TimelineWatcher* m_watcher = nullptr;
};

/// The state of a recorded run after one step, read like the live walker (SearchView): what the
/// painter, the cell inspector and the explanations show when the timeline is moved into the past.
class TimelineFrame final : public SearchView {
public:
    TimelineFrame();
    ~TimelineFrame() override;

    /// The step shown.
    std::uint64_t step() const { return m_step; }
    /// The map as it was after that step; for a walk, with its start on the agent.
    const MapGrid& map() const { return m_map; }
    /// The agent's cell after that step (walks).
    std::optional<Coord> agent() const { return m_agent; }
    /// The last cells the agent stood on, up to and including that step, oldest first (walks).
    const std::vector<Coord>& agentTrail() const { return m_agentTrail; }
    /// The event-stream state behind the frame (open cells, their entry order, counters).
    const SearchReplay& replay() const { return m_replay; }
    /// The events of the step shown, in order.
    const std::vector<SearchEvent>& stepEvents() const { return m_stepEvents; }

    // SearchView
    const WalkerDescription& description() const override { return m_description; }
    const MapGrid* grid() const override { return &m_map; }
    const WalkerSettings& settings() const override { return m_settings; }
    WalkState state() const override { return m_state; }
    const RunStats& stats() const override { return m_stats; }
    const std::vector<Coord>& path() const override { return m_path; }
    const std::vector<PathPoint>& anglePath() const override { return m_anglePath; }
    CellView cellState(Coord c) const override;
    std::optional<Coord> current() const override { return m_replay.current(); }
    std::size_t openSize() const override { return m_replay.openCount(); }
    std::optional<Coord> meetingPoint() const override { return m_meetingPoint; }
    bool keepsSignposts() const override { return m_hasSignposts; }
    std::optional<Coord> signpost(Coord c) const override;
    std::vector<Coord> changedSignposts() const override;
    std::optional<Direction> heading() const override { return m_heading; }
    const std::vector<Coord>& trail() const override { return m_trail; }

    /// Most cells of a trail a frame gathers.
    static constexpr std::size_t kTrailKept = 4096;

private:
    friend class SearchTimeline;

    const SearchTimeline* m_timeline = nullptr;
    std::uint64_t m_baseVersion = 0;
    std::uint64_t m_at = 0; ///< events applied
    std::uint64_t m_step = 0;
    std::size_t m_editsApplied = 0;
    SearchReplay m_replay{0, 0};
    MapGrid m_map;
    WalkerDescription m_description;
    WalkerSettings m_settings;
    WalkState m_state = WalkState::StillLooking;
    RunStats m_stats;
    std::vector<Coord> m_path;
    std::vector<PathPoint> m_anglePath;
    std::vector<Coord> m_trail;
    std::vector<Coord> m_agentTrail;
    std::optional<Coord> m_agent;
    std::optional<Coord> m_meetingPoint;
    std::optional<Direction> m_heading;
    std::vector<SearchEvent> m_stepEvents;
    bool m_hasSignposts = false;
};

} // namespace pathfinder
