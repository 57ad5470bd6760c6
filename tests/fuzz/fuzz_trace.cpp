// libFuzzer target: the Posthoc search-trace reader. What it accepts has a map size in range and
// events on it; a small one then plays as a timeline, every step shown once.

#include "pathfinder/basics/parse_error.h"
#include "pathfinder/traces/search_timeline.h"
#include "pathfinder/traces/search_trace_io.h"

#include "fuzz_checks.h"

#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace pathfinder;
    std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
    SearchTrace trace;
    try {
        trace = readPosthocTrace(in, "fuzz.trace.json");
    } catch (const ParseError&) {
        return 0;
    }
    const TraceQuery& q = trace.query;
    fuzz::require(q.width >= 0 && q.height >= 0 && q.width <= MapGrid::kMaxSide &&
                      q.height <= MapGrid::kMaxSide,
                  "map sizes are in range");
    for (const SearchEvent& e : trace.events)
        if (e.kind != SearchEventKind::Restarting)
            fuzz::require(e.cell.x >= 0 && e.cell.y >= 0 && e.cell.x < q.width && e.cell.y < q.height,
                          "every event's cell lies in the map");
    // As the app plays it: a timeline on a map of the trace's size.
    if (q.width >= 1 && q.height >= 1 && q.width * q.height <= 32 * 32 && trace.events.size() <= 4096) {
        const MapGrid grid(q.width, q.height);
        const auto timeline = SearchTimeline::ofEvents(grid, trace.events, q.walker);
        TimelineFrame frame;
        for (std::uint64_t step = timeline->lastStep() + 1; step-- > 0;)
            timeline->seek(step, frame);
        fuzz::require(frame.step() == timeline->firstStep(), "the first step can be shown");
    }
    return 0;
}
