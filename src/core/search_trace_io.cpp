#include "pathfinder/search_trace_io.h"

#include "pathfinder/atomic_file.h"
#include "pathfinder/movingai_io.h"
#include "pathfinder/parse_error.h"

#include "json_reader.h"
#include "text_scanner.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <filesystem>
#include <iterator>
#include <ostream>
#include <sstream>
#include <unordered_map>

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

// The shortest text that reads back as the same double.
std::string jsonNumber(double value) {
    char buffer[32];
    const auto result = std::to_chars(std::begin(buffer), std::end(buffer), value);
    return std::string(buffer, result.ptr);
}

std::string coordObject(const std::optional<Coord>& c) {
    if (!c)
        return "null";
    return "{ \"x\": " + std::to_string(c->x) + ", \"y\": " + std::to_string(c->y) + " }";
}

int traceWidth(const SearchTrace& trace) {
    if (trace.query.width > 0)
        return trace.query.width;
    int width = 0;
    for (const SearchEvent& e : trace.events)
        width = std::max(width, e.cell.x + 1);
    return width;
}

void writeEvent(std::ostream& out, const SearchEvent& e, int width) {
    out << "{ \"type\": " << jsonString(toString(e.kind));
    if (e.kind != SearchEventKind::Restarting) {
        const auto id = [width](Coord c) { return static_cast<long long>(c.y) * width + c.x; };
        out << ", \"id\": " << id(e.cell) << ", \"pId\": ";
        if (e.parent)
            out << id(*e.parent);
        else
            out << "null";
        // Infinite costs (not known, or not carried by the event) have no JSON form: left out.
        if (std::isfinite(e.g))
            out << ", \"g\": " << jsonNumber(e.g);
        if (std::isfinite(e.f))
            out << ", \"f\": " << jsonNumber(e.f);
        out << ", \"x\": " << e.cell.x << ", \"y\": " << e.cell.y;
        // The backward search of a bidirectional walker: a key of our own, which Posthoc ignores.
        if (e.frontier == Frontier::Backward)
            out << ", \"frontier\": " << jsonString(toString(e.frontier));
    }
    out << " }";
}

} // namespace

void writePosthocTrace(std::ostream& out, const SearchTrace& trace, const std::string& mapFileName,
                       const Provenance* meta) {
    const TraceQuery& q = trace.query;
    const int width = traceWidth(trace);
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
    for (std::size_t i = 0; i < trace.events.size(); ++i) {
        out << (i == 0 ? "\n    " : ",\n    ");
        writeEvent(out, trace.events[i], width);
    }
    out << (trace.events.empty() ? "]\n}\n" : "\n  ]\n}\n");
}

std::string posthocMapPathFor(const std::string& tracePath) {
    std::filesystem::path path(tracePath);
    std::string name = path.filename().string();
    for (const char* suffix : {".trace.json", ".json"}) {
        const std::string_view s(suffix);
        if (name.size() > s.size() && name.compare(name.size() - s.size(), s.size(), s) == 0) {
            name.erase(name.size() - s.size());
            break;
        }
    }
    return (path.parent_path() / (name + ".map")).string();
}

void writePosthocTrace(const SearchTrace& trace, const std::string& path, const MapGrid* grid,
                       const Provenance* meta) {
    std::string mapName;
    if (grid) {
        const std::string mapPath = posthocMapPathFor(path);
        writeMovingAiMapFile(mapPath, *grid);
        mapName = std::filesystem::path(mapPath).filename().string();
    }
    writeFileAtomically(path, [&](std::ostream& out) { writePosthocTrace(out, trace, mapName, meta); });
}

// ---------------------------------------------------------------------------------------------
// Reading

namespace {

class TraceReader {
public:
    explicit TraceReader(const std::string& fileName) : m_fileName(fileName) {}

    SearchTrace read(const JsonValue& root) {
        if (root.type != JsonValue::Type::Object)
            fail(root, "expected a JSON object (a Posthoc search trace), found " + root.describe());
        if (const JsonValue* version = root.find("version"))
            expectType(*version, JsonValue::Type::String, "\"version\" to be a string");
        if (const JsonValue* section = root.find("pathfinder"))
            readQuery(*section);
        const JsonValue* events = root.find("events");
        if (!events)
            fail(root, "expected an \"events\" member in the trace");
        expectType(*events, JsonValue::Type::Array, "\"events\" to be an array");
        for (const JsonValue& event : events->items)
            readEvent(event);
        if (!m_sizeKnown) {
            m_trace.query.width = m_maxX + 1;
            m_trace.query.height = m_maxY + 1;
        }
        return std::move(m_trace);
    }

private:
    [[noreturn]] void fail(const JsonValue& at, const std::string& message) const {
        throw ParseError(m_fileName, at.line, at.column, message);
    }

    void expectType(const JsonValue& value, JsonValue::Type type, const std::string& expected) const {
        if (value.type != type)
            fail(value, "expected " + expected + ", found " + value.describe());
    }

    /// A whole number from `min` to `max`.
    long long wholeNumber(const JsonValue& value, long long min, long long max,
                          const std::string& what) const {
        const std::string expected = "expected " + what + " to be a whole number from " +
                                     std::to_string(min) + " to " + std::to_string(max);
        if (value.type != JsonValue::Type::Number || !std::isfinite(value.number) ||
            std::floor(value.number) != value.number || value.number < static_cast<double>(min) ||
            value.number > static_cast<double>(max))
            fail(value, expected + ", found " + value.describe());
        return static_cast<long long>(value.number);
    }

    std::optional<Coord> coordMember(const JsonValue& section, const char* name) const {
        const JsonValue* value = section.find(name);
        if (!value || value->type == JsonValue::Type::Null)
            return std::nullopt;
        expectType(*value, JsonValue::Type::Object,
                   std::string("\"") + name + "\" to be an object with x and y");
        const Coord c{coordinate(*value, "x", m_trace.query.width),
                      coordinate(*value, "y", m_trace.query.height)};
        return c;
    }

    std::string stringMember(const JsonValue& section, const char* name) const {
        const JsonValue* value = section.find(name);
        if (!value)
            return {};
        expectType(*value, JsonValue::Type::String, std::string("\"") + name + "\" to be a string");
        return value->text;
    }

    void readQuery(const JsonValue& section) {
        expectType(section, JsonValue::Type::Object, "\"pathfinder\" to be an object");
        TraceQuery& q = m_trace.query;
        const JsonValue* width = section.find("width");
        const JsonValue* height = section.find("height");
        if (width && height) {
            q.width = static_cast<int>(wholeNumber(*width, 1, MapGrid::kMaxSide, "\"width\""));
            q.height = static_cast<int>(wholeNumber(*height, 1, MapGrid::kMaxSide, "\"height\""));
            m_sizeKnown = true;
        }
        q.start = coordMember(section, "start");
        q.goal = coordMember(section, "goal");
        q.walker = stringMember(section, "walker");
        q.settings = stringMember(section, "settings");
    }

    /// An event's "x" or "y": required, and on the map when its size is known.
    int coordinate(const JsonValue& owner, const char* name, int limit) const {
        const JsonValue* value = owner.find(name);
        if (!value)
            fail(owner, std::string("expected \"") + name + "\" in the event (its cell's " +
                            (name[0] == 'x' ? "column" : "row") + ")");
        const int max = (m_sizeKnown ? limit : MapGrid::kMaxSide) - 1;
        return static_cast<int>(wholeNumber(*value, 0, max, std::string("\"") + name + "\""));
    }

    static SearchEventKind kindOf(const std::string& type, bool& known) {
        known = true;
        if (const auto kind = parseEnum<SearchEventKind>(type))
            return *kind;
        // Posthoc's own aliases of its search words (and the short forms its documentation uses).
        static const std::pair<const char*, SearchEventKind> aliases[] = {
            {"start", SearchEventKind::Source},        {"goal", SearchEventKind::Destination},
            {"generate", SearchEventKind::Generating}, {"open", SearchEventKind::Generating},
            {"opening", SearchEventKind::Generating},  {"update", SearchEventKind::Updating},
            {"expand", SearchEventKind::Expanding},    {"close", SearchEventKind::Closing},
            {"solution", SearchEventKind::End},
        };
        for (const auto& [word, kind] : aliases)
            if (type == word)
                return kind;
        known = false;
        return SearchEventKind::End;
    }

    /// The key of an "id" or "pId" value: Posthoc keys nodes by the id's text, so 5 and "5" are one.
    std::string idKey(const JsonValue& value, const char* name) const {
        if (value.type == JsonValue::Type::String)
            return value.text;
        if (value.type == JsonValue::Type::Number && std::isfinite(value.number))
            return jsonNumber(value.number);
        fail(value,
             std::string("expected \"") + name + "\" to be a number or a string, found " + value.describe());
    }

    void readEvent(const JsonValue& json) {
        expectType(json, JsonValue::Type::Object, "an event (an object)");
        const JsonValue* type = json.find("type");
        if (!type)
            fail(json, "expected \"type\" in the event");
        expectType(*type, JsonValue::Type::String, "\"type\" to be a string");
        bool known = false;
        SearchEvent event;
        event.kind = kindOf(type->text, known);
        if (!known) {
            std::string words;
            for (const auto& entry : EnumNames<SearchEventKind>::table)
                words += std::string(words.empty() ? "" : ", ") + std::string(entry.key);
            fail(*type,
                 "unknown event type " + pathfinder::quoted(type->text) + "; expected one of " + words);
        }
        if (event.kind != SearchEventKind::Restarting) {
            event.cell = Coord{coordinate(json, "x", m_trace.query.width),
                               coordinate(json, "y", m_trace.query.height)};
            m_maxX = std::max(m_maxX, event.cell.x);
            m_maxY = std::max(m_maxY, event.cell.y);
        }
        if (const JsonValue* pId = json.find("pId"); pId && pId->type != JsonValue::Type::Null)
            event.parent = parentOf(*pId);
        event.g = cost(json, "g");
        event.f = cost(json, "f");
        if (const JsonValue* frontier = json.find("frontier"))
            event.frontier = frontierOf(*frontier);
        if (const JsonValue* id = json.find("id"); id && event.kind != SearchEventKind::Restarting)
            m_cellOfId[idKey(*id, "id")] = event.cell;
        m_trace.events.push_back(event);
    }

    Coord parentOf(const JsonValue& pId) const {
        const std::string key = idKey(pId, "pId");
        if (const auto it = m_cellOfId.find(key); it != m_cellOfId.end())
            return it->second;
        // Our own files number cells y * width + x; a parent need not have had an event of its own.
        if (m_sizeKnown && pId.type == JsonValue::Type::Number) {
            const long long cells = static_cast<long long>(m_trace.query.width) * m_trace.query.height;
            const long long index = wholeNumber(pId, 0, cells - 1, "\"pId\"");
            return Coord{static_cast<int>(index % m_trace.query.width),
                         static_cast<int>(index / m_trace.query.width)};
        }
        fail(pId, "\"pId\" " + pathfinder::quoted(key) + " names no earlier event's \"id\"");
    }

    /// Our "frontier" key: which search of a bidirectional walker the event belongs to.
    Frontier frontierOf(const JsonValue& value) const {
        expectType(value, JsonValue::Type::String, "\"frontier\" to be a string");
        if (const auto frontier = parseEnum<Frontier>(value.text))
            return *frontier;
        fail(value, "expected \"frontier\" to be " + keyList<Frontier>() + ", found " +
                        pathfinder::quoted(value.text));
    }

    double cost(const JsonValue& json, const char* name) const {
        const JsonValue* value = json.find(name);
        if (!value || value->type == JsonValue::Type::Null)
            return CellView::kInf;
        if (value->type != JsonValue::Type::Number || !std::isfinite(value->number))
            fail(*value,
                 std::string("expected \"") + name + "\" to be a finite number, found " + value->describe());
        return value->number;
    }

    const std::string& m_fileName;
    SearchTrace m_trace;
    bool m_sizeKnown = false;
    int m_maxX = -1;
    int m_maxY = -1;
    std::unordered_map<std::string, Coord> m_cellOfId;
};

} // namespace

SearchTrace readPosthocTrace(std::istream& in, const std::string& fileName) {
    std::ostringstream text;
    text << in.rdbuf();
    if (in.bad())
        throw ParseError(fileName, 0, 0, "cannot read the file");
    const std::string bytes = text.str();
    const JsonValue root = parseJson(bytes, fileName);
    return TraceReader(fileName).read(root);
}

SearchTrace readPosthocTraceFile(const std::string& path) {
    std::ifstream in = openForReading(path);
    return readPosthocTrace(in, path);
}

} // namespace pathfinder
