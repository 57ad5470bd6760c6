#include "pathfinder/traces/posthoc_trace_writer.h"

#include "formats/posthoc_format.h"

#include <charconv>
#include <cmath>
#include <iterator>
#include <ostream>

namespace pathfinder {

namespace {

// Format facts relied on (Posthoc's documentation and its app's source, posthoc-app):
// - "version": "1.4.0" selects the current trace schema: top-level "views" (a "main" list of
//   components such as {"$": "rect", ...} whose properties may be "${{ expression }}" over the
//   event as "$") and "pivot"; any other version is read with the older "render" schema.
// - An event's "type" is free text. The seven search words (source, destination, generating,
//   updating, expanding, closing, end) get Posthoc's own colours ("color[type]"); any other word
//   is accepted and listed as it is. So our kinds that Posthoc lacks (discarding, signpost,
//   moving, restarting, map-change, repair) are written under their own names rather than bent
//   to the nearest Posthoc word, which would make a replay in Posthoc lie about what happened;
//   the view gives them a neutral grey.
// - "id" names a node and "pId" its parent's id; Posthoc follows the latest pId of each id to draw
//   the path to an event. Ours: id = y * width + x, the cell's index in the map.
// - The map is a separate layer: a grid map is a Moving AI map, read by its extension (.map or
//   .grid), header "type octile", "height H", "width W", "map" in that order.
constexpr const char* kVersion = "1.4.0";

constexpr const char* kViews = R"("views": {
    "main": [
      {
        "$": "rect",
        "width": 1,
        "height": 1,
        "x": "${{ $.x }}",
        "y": "${{ $.y }}",
        "fill": "${{ color[$.type] ?? '#9e9e9e' }}",
        "$if": "${{ $.x !== undefined }}"
      }
    ]
  },
  "pivot": { "x": "${{ $.x + 0.5 }}", "y": "${{ $.y + 0.5 }}", "scale": 1 })";

std::string coordObject(const std::optional<Coord>& c) {
    if (!c)
        return "null";
    return "{ \"x\": " + std::to_string(c->x) + ", \"y\": " + std::to_string(c->y) + " }";
}

static_assert(static_cast<std::size_t>(SearchEventKind::End) < 16, "a count per kind");

} // namespace

std::string jsonString(std::string_view text) {
    std::string out = "\"";
    for (const char c : text) {
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\r':
            out += "\\r";
            break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                static const char hex[] = "0123456789abcdef";
                out += "\\u00";
                out += hex[(c >> 4) & 0xF];
                out += hex[c & 0xF];
            } else {
                out += c;
            }
        }
    }
    return out + "\"";
}

std::string jsonNumber(double value) {
    char buffer[32];
    const auto result = std::to_chars(std::begin(buffer), std::end(buffer), value);
    return std::string(buffer, result.ptr);
}

PosthocTraceWriter::PosthocTraceWriter(std::ostream& out, TraceQuery query, const std::string& mapFileName,
                                       const Provenance* meta, int idWidth)
    : m_out(out), m_idWidth(idWidth > 0 ? idWidth : query.width) {
    const TraceQuery& q = query;
    out << "{\n  \"version\": \"" << kVersion << "\",\n  " << kViews << ",\n";
    out << "  \"pathfinder\": {\n    \"map\": " << jsonString(mapFileName) << ",\n";
    if (q.width > 0 && q.height > 0)
        out << "    \"width\": " << q.width << ",\n    \"height\": " << q.height << ",\n";
    out << "    \"start\": " << coordObject(q.start) << ",\n    \"goal\": " << coordObject(q.goal)
        << ",\n    \"walker\": " << jsonString(q.walker) << ",\n    \"settings\": " << jsonString(q.settings)
        << "\n  },\n";
    if (meta) {
        out << "  \"meta\": {";
        const auto& entries = meta->entries();
        for (std::size_t i = 0; i < entries.size(); ++i)
            out << (i == 0 ? "\n    " : ",\n    ") << jsonString(entries[i].first) << ": "
                << jsonString(entries[i].second);
        out << (entries.empty() ? "},\n" : "\n  },\n");
    }
    out << "  \"events\": [";
}

void PosthocTraceWriter::onSearchEvent(const SearchEvent& event) {
    if (m_events == 0 && event.kind == SearchEventKind::Restarting)
        return;
    write(event);
}

void PosthocTraceWriter::write(const SearchEvent& e) {
    m_out << (m_events == 0 ? "\n    " : ",\n    ");
    ++m_events;
    ++m_counts[static_cast<std::size_t>(e.kind)];
    m_out << "{ \"type\": " << jsonString(toString(e.kind));
    if (e.kind != SearchEventKind::Restarting) {
        const auto id = [this](Coord c) { return static_cast<long long>(c.y) * m_idWidth + c.x; };
        m_out << ", \"id\": " << id(e.cell) << ", \"pId\": ";
        if (e.parent)
            m_out << id(*e.parent);
        else
            m_out << "null";
        // Infinite costs (not known, or not carried by the event) have no JSON form: left out.
        if (std::isfinite(e.g))
            m_out << ", \"g\": " << jsonNumber(e.g);
        if (std::isfinite(e.f))
            m_out << ", \"f\": " << jsonNumber(e.f);
        m_out << ", \"x\": " << e.cell.x << ", \"y\": " << e.cell.y;
        // The backward search of a bidirectional walker: a key of our own, which Posthoc ignores.
        if (e.frontier == Frontier::Backward)
            m_out << ", \"frontier\": " << jsonString(toString(e.frontier));
    }
    m_out << " }";
}

void PosthocTraceWriter::finish() {
    m_out << (m_events == 0 ? "]\n}\n" : "\n  ]\n}\n");
}

} // namespace pathfinder
