#pragma once

#include "pathfinder/search/search_events.h"
#include "pathfinder/traces/search_trace.h"

#include <cstddef>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>

namespace pathfinder {

/// Reads a Posthoc search trace (search_trace_io.h) event by event, so that a trace of any size is
/// read with memory for one event: the opening when it is made, then each event on next(). What it
/// accepts and refuses is readPosthocTrace()'s; besides, a "pathfinder" section must come before
/// "events" (ours always does), since the events are checked against its size as they stream.
///
/// What it keeps besides: the id of each node whose id is not its cell's index y × width + x
/// (ours never have such ids; another solver's may), so that a later "pId" finds its cell.
class PosthocTraceReader {
public:
    /// Reads the document up to its first event. `in` must outlive the reader. Throws ParseError.
    PosthocTraceReader(std::istream& in, std::string fileName);
    ~PosthocTraceReader();
    PosthocTraceReader(const PosthocTraceReader&) = delete;
    PosthocTraceReader& operator=(const PosthocTraceReader&) = delete;

    /// The next event, or nothing after the last; by then the rest of the document has been read
    /// and checked. Throws ParseError at the offending value.
    std::optional<SearchEvent> next();

    /// The query of the "pathfinder" section; without one, the map's size is the largest x and y
    /// plus one, known once next() has returned nothing.
    const TraceQuery& query() const;
    /// Events read so far, and of one kind.
    std::size_t events() const;
    std::size_t count(SearchEventKind kind) const;

private:
    class Impl;
    std::unique_ptr<Impl> m_impl;
};

} // namespace pathfinder
