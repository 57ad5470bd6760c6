#pragma once

#include "pathfinder/grid/map_grid.h"
#include "pathfinder/search/run_stats.h"
#include "pathfinder/traces/search_timeline.h"

#include "machine/run_settings.h"

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

namespace pathfinder::app {

/// The record of a search made on a worker thread, by running the search again, while the search
/// shown goes on without one: recording every event costs a fast search as much as searching, and
/// the second core does it instead.
///
/// The worker runs its own walker on its own copy of the map, from the reset, with the same
/// settings, and records it as the machine records a run: every walker is deterministic, so that
/// after as many steps (and the same edits after the same steps) its record is the one the shown
/// walker would have made. The machine says how many steps the shown run has made (setTarget())
/// and which edits it met (addEdit()); the worker follows, and waits when it has caught up. Once
/// it has and the machine wants the record (the run pauses or ends), take() hands it over with the
/// worker's walker's figures, which the machine compares with its own.
class RecordChase {
public:
    /// An edit of the map the shown run met, with what it set (the map goes on changing).
    struct Edit {
        std::uint64_t afterSteps = 0; ///< the run's steps before the edit
        GridChange change;
        std::uint8_t code = 0;          ///< a cell's code after it (walls and costs)
        SideKind side = SideKind::Open; ///< a side's kind after it
        int height = 0;                 ///< a cell's height after it
        std::optional<Coord> start, goal;
    };
    /// The edit `change` of `map` (already made), after the run's `afterSteps` steps.
    static Edit editOf(const MapGrid& map, const GridChange& change, std::uint64_t afterSteps);

    /// What the worker made.
    struct Result {
        std::unique_ptr<SearchTimeline> record; ///< nothing when the worker failed
        RunStats stats;                         ///< its walker's figures at the end
        bool finished = false;                  ///< whether its walker had finished
        std::string error;                      ///< why it failed
    };

    /// Starts the worker: a search with `settings` on a copy of `map` (the document's map as it is
    /// now, which must be the map the shown walker searches), recorded up to `steps` steps.
    /// `previous`: a record that is done with, whose storage the new one may take over.
    ///
    /// The worker makes the copy, so that the thread that searches does not wait for it: `map` may be
    /// read meanwhile, but must stay as it is, and alive, until waitForMap() has returned.
    RecordChase(const MapGrid& map, RunSettings settings, std::uint64_t steps,
                std::unique_ptr<SearchTimeline> previous);
    /// Stops the worker and waits for it (within a step).
    ~RecordChase();
    RecordChase(const RecordChase&) = delete;
    RecordChase& operator=(const RecordChase&) = delete;

    /// Waits until the worker holds its copy of the map given to the constructor (or has failed to
    /// make it): from then on that map may change.
    void waitForMap();
    /// The shown run has made `steps` steps since its reset.
    void setTarget(std::uint64_t steps);
    /// The shown run met `edit`; edits come in the order they were made.
    void addEdit(Edit edit);
    /// The steps the worker has recorded, and the steps it is to record.
    std::uint64_t recorded() const { return m_recorded.load(std::memory_order_relaxed); }
    std::uint64_t target() const;
    /// Whether the record holds every step and edit given so far.
    bool caughtUp() const;
    /// Whether the worker stopped on an error (take() says which).
    bool failed() const;
    /// Stops the worker and gives what it made: call once, when caughtUp() or failed().
    Result take();

private:
    void work();
    /// Marks the copy of the map made (or failed, with `error`) and wakes waitForMap().
    void mapCopied(bool failed, const std::string& error);
    /// Makes `edit` on the worker's copy of the map.
    void applyToMap(const Edit& edit);

    const MapGrid* m_source; ///< the map to copy, until m_copied
    MapGrid m_map;           ///< the worker's copy
    RunSettings m_settings;
    std::unique_ptr<SearchTimeline> m_previous;
    Result m_result;

    mutable std::mutex m_mutex;
    std::condition_variable m_wake;
    std::uint64_t m_target = 0; ///< under m_mutex
    std::uint64_t m_done = 0;   ///< steps recorded, under m_mutex (updated after each stretch)
    std::deque<Edit> m_edits;   ///< waiting, under m_mutex
    bool m_failed = false;      ///< under m_mutex
    bool m_copied = false;      ///< m_map holds its copy (or the copy failed), under m_mutex
    std::condition_variable m_copiedWake;
    std::atomic<bool> m_stop{false};
    std::atomic<std::uint64_t> m_recorded{0};
    std::thread m_thread;
};

} // namespace pathfinder::app
