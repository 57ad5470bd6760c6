#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/search/search_events.h"
#include "pathfinder/search/search_view.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace pathfinder {

class MapGridWalker;

/// What a trace was recorded on: the map's size, the query and the walker. A trace read from a
/// file another solver wrote may know only the size (from its coordinates) and nothing else.
struct TraceQuery {
    int width = 0;  ///< map width in cells
    int height = 0; ///< map height in cells
    std::optional<Coord> start;
    std::optional<Coord> goal;
    std::string walker;   ///< registry name, e.g. "astar"; empty when unknown
    std::string settings; ///< settingsSummary() of the walker's parameters; empty when unknown
};

/// The events of one run of a walker, in the order they happened, with its query.
struct SearchTrace {
    TraceQuery query;
    std::vector<SearchEvent> events;

    /// Events of one kind.
    std::size_t count(SearchEventKind kind) const;
};

/// The query of a walker that is set up: its grid's size, start and goal, its name and settings.
TraceQuery traceQueryOf(const SearchView& walker);

/// Appends each event it is given to a trace. A Restarting that comes before any other event is
/// left out: a recording begins at a reset, and that reset's Restarting says nothing.
class SearchTraceRecorder final : public SearchListener {
public:
    explicit SearchTraceRecorder(TraceQuery query = {}) { m_trace.query = std::move(query); }

    void onSearchEvent(const SearchEvent& event) override;

    const SearchTrace& trace() const { return m_trace; }
    /// The trace recorded so far, moved out; the recorder is empty afterwards.
    SearchTrace take();

private:
    SearchTrace m_trace;
};

/// Runs a set-up walker to completion as runToCompletion() does (at most `maxIterations`
/// iterations) and returns every event of the run: Source, Destination, the search's events
/// and End. The walker's own listener, if it had one, is put back afterwards (it misses the run).
SearchTrace recordRun(MapGridWalker& walker, std::uint64_t maxIterations);

/// Where two traces part.
struct TraceDifference {
    /// 0-based index of the first event that differs (or that one trace has and the other has
    /// not); nothing when the traces agree.
    std::optional<std::size_t> firstDifference;
    /// One sentence: "The traces agree: 412 events each." or which event differs, naming both.
    std::string sentence;
    std::size_t eventsA = 0;
    std::size_t eventsB = 0;

    bool agree() const { return !firstDifference; }
};

/// Compares two traces event by event: kind, cell, parent, g, f and frontier. Two costs are equal when both
/// are infinite or they differ by at most `tolerance` × max(1, |a|, |b|) (a trace read back from
/// a file another program wrote may round its numbers). The queries are not compared.
TraceDifference diffTraces(const SearchTrace& a, const SearchTrace& b, double tolerance = 1e-9);

/// diffTraces() for traces that come event by event (PosthocTraceReader), holding no more than the
/// first difference: give it the events of both in step, then ask for the result.
class TraceComparison {
public:
    explicit TraceComparison(double tolerance = 1e-9) : m_tolerance(tolerance) {}

    /// The next event of each trace; nullptr once that trace has ended.
    void add(const SearchEvent* a, const SearchEvent* b);
    /// What diffTraces() says of the events given so far.
    TraceDifference result() const;

private:
    double m_tolerance;
    std::size_t m_common = 0; ///< events both traces have
    std::size_t m_eventsA = 0;
    std::size_t m_eventsB = 0;
    std::optional<std::size_t> m_first;
    std::string m_sentence; ///< of the first difference
};

/// An event in words: "expanding (3, 4) g 5 f 9.24 parent (2, 4)"; costs and parent only when
/// the event carries them, and "(backward)" after an event of a backward search.
std::string describeEvent(const SearchEvent& event);

} // namespace pathfinder
