#pragma once

#include "pathfinder/formats/provenance.h"
#include "pathfinder/search/search_events.h"
#include "pathfinder/traces/search_trace.h"

#include <array>
#include <cstddef>
#include <iosfwd>
#include <string>

namespace pathfinder {

/// Writes a search trace in the format of Posthoc (search_trace_io.h) as the events come, so that a
/// run of any length is written with no memory for its events: the document's opening when it is
/// made, each event as it is heard (as a SearchListener) or given, and the closing on finish().
class PosthocTraceWriter final : public SearchListener {
public:
    /// Writes the opening: the version, the views, the "pathfinder" section of `query` naming
    /// `mapFileName` (may be empty), and `meta` when given. Ids are y × `idWidth` + x; 0 takes the
    /// query's width.
    PosthocTraceWriter(std::ostream& out, TraceQuery query, const std::string& mapFileName,
                       const Provenance* meta = nullptr, int idWidth = 0);

    /// An event of the run: written, except a Restarting before any other event (a recording
    /// begins at a reset, whose Restarting says nothing), as SearchTraceRecorder keeps them.
    void onSearchEvent(const SearchEvent& event) override;
    /// Writes `event` as it is.
    void write(const SearchEvent& event);
    /// Closes the document; nothing may be written afterwards.
    void finish();

    /// Events written so far, and of one kind.
    std::size_t events() const { return m_events; }
    std::size_t count(SearchEventKind kind) const { return m_counts[static_cast<std::size_t>(kind)]; }

private:
    std::ostream& m_out;
    int m_idWidth;
    std::size_t m_events = 0;
    std::array<std::size_t, 16> m_counts{};
};

} // namespace pathfinder
