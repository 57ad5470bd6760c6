#pragma once

#include "pathfinder/formats/provenance.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/traces/search_trace.h"

#include <iosfwd>
#include <string>

namespace pathfinder {

// Search traces as files in the format of Posthoc, ShortestPathLab's search-trace visualiser
// (posthoc.pathfinding.ai/docs/search-trace): a JSON document with "version": "1.4.0", a
// "views" section that draws each event as a unit square at its x, y coloured by its type, and
// "events" with type, id, pId, g, f, x and y. Posthoc draws the map from a separate map layer; a
// grid map is a Moving AI .map (writeMovingAiMap), written beside the trace.

/// The trace as a Posthoc document. `mapFileName` is recorded in the document's "pathfinder"
/// section (Posthoc ignores it) so that a reader knows which map the trace belongs to; it may be
/// empty. Our kinds that Posthoc lacks keep their own type names (Posthoc takes any type). When
/// `meta` is given, what produced the trace goes in a "meta" object of its keys and values (Posthoc
/// ignores it, as it does "pathfinder").
void writePosthocTrace(std::ostream& out, const SearchTrace& trace, const std::string& mapFileName,
                       const Provenance* meta = nullptr);

/// Writes the trace to `path` atomically (AtomicOutputFile); when `grid` is given, writes it too, as
/// a Moving AI .map at `posthocMapPathFor(path)`, and names it in the trace: both files or neither
/// (AtomicOutputFile::commitTogether). `meta` as above. Throws std::runtime_error "cannot write
/// 'PATH': REASON" on failure. PosthocTraceWriter writes a trace as a run goes.
void writePosthocTrace(const SearchTrace& trace, const std::string& path, const MapGrid* grid,
                       const Provenance* meta = nullptr);

/// Where writePosthocTrace puts the map of a trace written to `tracePath`: the same folder and
/// name, with ".trace.json" (or ".json", or nothing) replaced by ".map".
std::string posthocMapPathFor(const std::string& tracePath);

/// Reads a Posthoc trace of a grid search: ours, or another solver's whose events give each
/// cell's x and y. Every field but "events" may be missing; in an event, "type", "x" and "y" are
/// required (Restarting, which concerns no cell, has none), "id", "pId", "g" and "f" are
/// optional. A "pId" names the cell of the latest earlier event with that "id". Without a
/// "pathfinder" section the map's size is taken from the largest x and y.
/// Numbers are read by the rule of number_text.h: x, y, the width and the height are whole numbers
/// written as digits. The JSON is read with the strictness of json_stream.h (valid UTF-8, no member
/// named twice). Throws ParseError at the offending value's line and column: malformed JSON, a value
/// of the wrong type, an unknown event type, a missing or negative x or y, or one beyond the stated
/// width or height, a pId that names no earlier event, a "pathfinder" section after "events".
/// PosthocTraceReader reads a trace event by event.
SearchTrace readPosthocTrace(std::istream& in, const std::string& fileName);
/// Opens and reads a file; a file that cannot be opened is a ParseError at line 0, column 0.
SearchTrace readPosthocTraceFile(const std::string& path);

} // namespace pathfinder
