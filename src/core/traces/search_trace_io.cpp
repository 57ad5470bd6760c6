#include "pathfinder/traces/search_trace_io.h"

#include "pathfinder/basics/atomic_output_file.h"
#include "pathfinder/formats/movingai_io.h"
#include "pathfinder/traces/posthoc_trace_reader.h"
#include "pathfinder/traces/posthoc_trace_writer.h"

#include "basics/text_scanner.h"
#include "platform/files.h"

#include <algorithm>
#include <filesystem>
#include <ostream>

namespace pathfinder {

namespace {

/// The width ids are counted in: the query's, else one past the largest x of the events.
int traceWidth(const SearchTrace& trace) {
    if (trace.query.width > 0)
        return trace.query.width;
    int width = 0;
    for (const SearchEvent& e : trace.events)
        width = std::max(width, e.cell.x + 1);
    return width;
}

} // namespace

void writePosthocTrace(std::ostream& out, const SearchTrace& trace, const std::string& mapFileName,
                       const Provenance* meta) {
    PosthocTraceWriter writer(out, trace.query, mapFileName, meta, traceWidth(trace));
    for (const SearchEvent& event : trace.events)
        writer.write(event);
    writer.finish();
}

std::string posthocMapPathFor(const std::string& tracePath) {
    std::string name = platform::utf8FromPath(platform::pathFromUtf8(tracePath).filename());
    // The folder as the caller wrote it (its separators too), then the new name.
    const std::string folder = tracePath.substr(0, tracePath.size() - name.size());
    for (const char* suffix : {".trace.json", ".json"}) {
        const std::string_view s(suffix);
        if (name.size() > s.size() && name.compare(name.size() - s.size(), s.size(), s) == 0) {
            name.erase(name.size() - s.size());
            break;
        }
    }
    return folder + name + ".map";
}

void writePosthocTrace(const SearchTrace& trace, const std::string& path, const MapGrid* grid,
                       const Provenance* meta) {
    AtomicOutputFile traceFile(path);
    if (!grid) {
        writePosthocTrace(traceFile.stream(), trace, {}, meta);
        traceFile.commit();
        return;
    }
    const std::string mapPath = posthocMapPathFor(path);
    AtomicOutputFile mapFile(mapPath);
    writeMovingAiMap(mapFile.stream(), *grid);
    writePosthocTrace(traceFile.stream(), trace,
                      platform::utf8FromPath(platform::pathFromUtf8(mapPath).filename()), meta);
    AtomicOutputFile::commitTogether({&mapFile, &traceFile});
}

SearchTrace readPosthocTrace(std::istream& in, const std::string& fileName) {
    PosthocTraceReader reader(in, fileName);
    SearchTrace trace;
    while (const auto event = reader.next())
        trace.events.push_back(*event);
    trace.query = reader.query();
    return trace;
}

SearchTrace readPosthocTraceFile(const std::string& path) {
    std::ifstream in = openForReading(path);
    return readPosthocTrace(in, path);
}

} // namespace pathfinder
