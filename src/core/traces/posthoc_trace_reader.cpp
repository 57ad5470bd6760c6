#include "pathfinder/traces/posthoc_trace_reader.h"

#include "pathfinder/basics/number_text.h"
#include "pathfinder/basics/parse_error.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/search/search_view.h"

#include "basics/text_scanner.h"
#include "formats/json_reader.h"
#include "formats/json_stream.h"
#include "formats/posthoc_format.h"

#include <array>
#include <cmath>
#include <unordered_map>

namespace pathfinder {

namespace {

using JsonToken = JsonStream::Token;

/// A member's value as read: its first token, its text when it is a string or a number, and where
/// it is. An object or an array is passed over, so only what it is remains, for messages.
struct Scalar {
    JsonToken token = JsonToken::Null;
    std::string text;
    int line = 0;
    int column = 0;
    bool given = false;
};

std::string describe(const Scalar& s) {
    switch (s.token) {
    case JsonToken::BeginObject:
        return "an object";
    case JsonToken::BeginArray:
        return "an array";
    case JsonToken::String:
        return "the string " + quoted(s.text);
    case JsonToken::Number:
        return "the number " + s.text;
    case JsonToken::True:
        return "true";
    case JsonToken::False:
        return "false";
    case JsonToken::Null:
        return "null";
    default:
        return "a value";
    }
}

/// A start or goal of the "pathfinder" section: null, or an object with x and y.
struct CoordMember {
    Scalar value;
    Scalar x;
    Scalar y;
};

} // namespace

class PosthocTraceReader::Impl {
public:
    Impl(std::istream& in, std::string fileName) : m_fileName(std::move(fileName)), m_stream(in, m_fileName) {
        readOpening();
    }

    std::optional<SearchEvent> next() {
        if (!m_inEvents)
            return std::nullopt;
        const JsonToken token = m_stream.next();
        if (token == JsonToken::EndArray) {
            m_inEvents = false;
            readClosing();
            if (!m_sizeKnown) {
                m_query.width = m_maxX + 1;
                m_query.height = m_maxY + 1;
            }
            return std::nullopt;
        }
        return readEvent(token);
    }

    const TraceQuery& query() const { return m_query; }
    std::size_t events() const { return m_events; }
    std::size_t count(SearchEventKind kind) const { return m_counts[static_cast<std::size_t>(kind)]; }

private:
    [[noreturn]] void fail(const Scalar& at, const std::string& message) const {
        m_stream.fail(at.line, at.column, message);
    }

    /// The value whose first token is `token`, passed over when it is an object or an array.
    Scalar scalarOf(JsonToken token) {
        Scalar s{token, m_stream.text(), m_stream.line(), m_stream.column(), true};
        if (token != JsonToken::String && token != JsonToken::Number)
            s.text.clear();
        m_stream.skipValue(token);
        return s;
    }

    Scalar here(JsonToken token) const { return Scalar{token, {}, m_stream.line(), m_stream.column(), true}; }

    void readOpening() {
        const JsonToken root = m_stream.next();
        m_root = here(root);
        if (root != JsonToken::BeginObject)
            fail(m_root,
                 "expected a JSON object (a Posthoc search trace), found " + describe(scalarOf(root)));
        for (;;) {
            if (m_stream.next() == JsonToken::EndObject)
                fail(m_root, "expected an \"events\" member in the trace");
            const std::string key = m_stream.text();
            const JsonToken value = m_stream.next();
            if (key == "events") {
                if (value != JsonToken::BeginArray)
                    fail(here(value),
                         "expected \"events\" to be an array, found " + describe(scalarOf(value)));
                m_inEvents = true;
                return;
            }
            if (key == "pathfinder")
                readQuery(value);
            else
                checkMember(key, value);
        }
    }

    /// A member of the document other than "events" and "pathfinder".
    void checkMember(const std::string& key, JsonToken value) {
        const Scalar s = scalarOf(value);
        if (key == "version" && s.token != JsonToken::String)
            fail(s, "expected \"version\" to be a string, found " + describe(s));
    }

    void readClosing() {
        for (JsonToken key = m_stream.next(); key != JsonToken::EndObject; key = m_stream.next()) {
            const std::string name = m_stream.text();
            if (name == "pathfinder")
                fail(here(key),
                     "expected \"pathfinder\" before \"events\": the events are read as they come, "
                     "and checked against the map's size");
            checkMember(name, m_stream.next());
        }
        m_stream.next(); // the end of the document: nothing may follow
    }

    CoordMember coordMember(JsonToken token) {
        CoordMember member{here(token), {}, {}};
        if (token != JsonToken::BeginObject) {
            member.value = scalarOf(token);
            return member;
        }
        for (JsonToken key = m_stream.next(); key != JsonToken::EndObject; key = m_stream.next()) {
            const std::string name = m_stream.text();
            const JsonToken value = m_stream.next();
            if (name == "x")
                member.x = scalarOf(value);
            else if (name == "y")
                member.y = scalarOf(value);
            else
                m_stream.skipValue(value);
        }
        return member;
    }

    std::optional<Coord> coordOf(const CoordMember& member, const char* name) const {
        if (!member.value.given || member.value.token == JsonToken::Null)
            return std::nullopt;
        if (member.value.token != JsonToken::BeginObject)
            fail(member.value, std::string("expected \"") + name + "\" to be an object with x and y, found " +
                                   describe(member.value));
        return Coord{coordinate(member.value, member.x, "x", m_query.width),
                     coordinate(member.value, member.y, "y", m_query.height)};
    }

    void readQuery(JsonToken token) {
        if (token != JsonToken::BeginObject) {
            const Scalar s = scalarOf(token);
            fail(s, "expected \"pathfinder\" to be an object, found " + describe(s));
        }
        Scalar width;
        Scalar height;
        CoordMember start;
        CoordMember goal;
        for (JsonToken key = m_stream.next(); key != JsonToken::EndObject; key = m_stream.next()) {
            const std::string name = m_stream.text();
            const JsonToken value = m_stream.next();
            if (name == "width")
                width = scalarOf(value);
            else if (name == "height")
                height = scalarOf(value);
            else if (name == "start")
                start = coordMember(value);
            else if (name == "goal")
                goal = coordMember(value);
            else if (name == "walker" || name == "settings")
                (name == "walker" ? m_query.walker : m_query.settings) = stringMember(value, name);
            else
                m_stream.skipValue(value);
        }
        if (width.given && height.given) {
            m_query.width = static_cast<int>(whole(width, 1, MapGrid::kMaxSide, "\"width\""));
            m_query.height = static_cast<int>(whole(height, 1, MapGrid::kMaxSide, "\"height\""));
            m_sizeKnown = true;
        }
        m_query.start = coordOf(start, "start");
        m_query.goal = coordOf(goal, "goal");
    }

    std::string stringMember(JsonToken token, const std::string& name) {
        const Scalar s = scalarOf(token);
        if (s.token != JsonToken::String)
            fail(s, "expected \"" + name + "\" to be a string, found " + describe(s));
        return s.text;
    }

    /// A whole number from `min` to `max`, by the rule of number_text.h.
    long long whole(const Scalar& s, long long min, long long max, const std::string& what) const {
        const auto value = s.token == JsonToken::Number ? parseInteger(s.text, min, max) : std::nullopt;
        if (!value)
            fail(s, "expected " + what + " to be a whole number from " + std::to_string(min) + " to " +
                        std::to_string(max) + ", found " + describe(s));
        return *value;
    }

    /// An "x" or "y" of `owner`: required, and on the map when its size is known.
    int coordinate(const Scalar& owner, const Scalar& value, const char* name, int limit) const {
        if (!value.given)
            fail(owner, std::string("expected \"") + name + "\" in the event (its cell's " +
                            (name[0] == 'x' ? "column" : "row") + ")");
        const int max = (m_sizeKnown ? limit : MapGrid::kMaxSide) - 1;
        return static_cast<int>(whole(value, 0, max, std::string("\"") + name + "\""));
    }

    static std::optional<SearchEventKind> kindOf(const std::string& type) {
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
        return std::nullopt;
    }

    /// The key of an "id" or "pId": Posthoc keys nodes by the id's text, so 5 and "5" are one.
    std::string idKey(const Scalar& s, const char* name) const {
        if (s.token == JsonToken::String)
            return s.text;
        if (s.token == JsonToken::Number && std::isfinite(jsonNumberValue(s.text)))
            return jsonNumber(jsonNumberValue(s.text));
        fail(s, std::string("expected \"") + name + "\" to be a number or a string, found " + describe(s));
    }

    /// The cell's index, for ids written as numbers on a map of known size: y × width + x.
    std::optional<long long> indexOf(const Scalar& s) const {
        if (!m_sizeKnown || s.token != JsonToken::Number)
            return std::nullopt;
        const long long cells = static_cast<long long>(m_query.width) * m_query.height;
        return parseInteger(idKey(s, "pId"), 0, cells - 1);
    }

    /// Our own ids are their cells' indices, which a "pId" finds without an entry; only another
    /// solver's ids need one.
    void recordId(const Scalar& id, Coord cell) {
        const std::string key = idKey(id, "id");
        const auto index = indexOf(id);
        if (index && *index == static_cast<long long>(cell.y) * m_query.width + cell.x) {
            m_cellOfId.erase(key);
            return;
        }
        m_cellOfId[key] = cell;
    }

    Coord parentOf(const Scalar& pId) const {
        const std::string key = idKey(pId, "pId");
        if (const auto it = m_cellOfId.find(key); it != m_cellOfId.end())
            return it->second;
        // Our own files number cells y * width + x; a parent need not have had an event of its own.
        if (m_sizeKnown && pId.token == JsonToken::Number) {
            const long long cells = static_cast<long long>(m_query.width) * m_query.height;
            const auto index = indexOf(pId);
            if (!index)
                fail(pId, "expected \"pId\" to be a whole number from 0 to " + std::to_string(cells - 1) +
                              ", found " + describe(pId));
            return Coord{static_cast<int>(*index % m_query.width), static_cast<int>(*index / m_query.width)};
        }
        fail(pId, "\"pId\" " + quoted(key) + " names no earlier event's \"id\"");
    }

    double cost(const Scalar& s, const char* name) const {
        if (!s.given || s.token == JsonToken::Null)
            return CellView::kInf;
        const double value = s.token == JsonToken::Number ? jsonNumberValue(s.text) : CellView::kInf;
        if (!std::isfinite(value))
            fail(s, std::string("expected \"") + name + "\" to be a finite number, found " + describe(s));
        return value;
    }

    Frontier frontierOf(const Scalar& s) const {
        if (s.token != JsonToken::String)
            fail(s, "expected \"frontier\" to be a string, found " + describe(s));
        if (const auto frontier = parseEnum<Frontier>(s.text))
            return *frontier;
        fail(s, "expected \"frontier\" to be " + keyList<Frontier>() + ", found " + quoted(s.text));
    }

    SearchEvent readEvent(JsonToken token);

    std::string m_fileName; // before m_stream, which holds a reference to it
    JsonStream m_stream;
    Scalar m_root;
    bool m_inEvents = false;
    TraceQuery m_query;
    bool m_sizeKnown = false;
    int m_maxX = -1;
    int m_maxY = -1;
    std::unordered_map<std::string, Coord> m_cellOfId;
    std::size_t m_events = 0;
    std::array<std::size_t, 16> m_counts{};
};

SearchEvent PosthocTraceReader::Impl::readEvent(JsonToken token) {
    const Scalar object = here(token);
    if (token != JsonToken::BeginObject)
        fail(object, "expected an event (an object), found " + describe(scalarOf(token)));
    Scalar type, x, y, id, pId, g, f, frontier;
    for (JsonToken key = m_stream.next(); key != JsonToken::EndObject; key = m_stream.next()) {
        const std::string name = m_stream.text();
        Scalar* member = name == "type"       ? &type
                         : name == "x"        ? &x
                         : name == "y"        ? &y
                         : name == "id"       ? &id
                         : name == "pId"      ? &pId
                         : name == "g"        ? &g
                         : name == "f"        ? &f
                         : name == "frontier" ? &frontier
                                              : nullptr;
        const JsonToken value = m_stream.next();
        if (member)
            *member = scalarOf(value);
        else
            m_stream.skipValue(value);
    }
    if (!type.given)
        fail(object, "expected \"type\" in the event");
    if (type.token != JsonToken::String)
        fail(type, "expected \"type\" to be a string, found " + describe(type));
    const auto kind = kindOf(type.text);
    if (!kind) {
        std::string words;
        for (const auto& entry : EnumNames<SearchEventKind>::table)
            words += std::string(words.empty() ? "" : ", ") + std::string(entry.key);
        fail(type, "unknown event type " + quoted(type.text) + "; expected one of " + words);
    }
    SearchEvent event;
    event.kind = *kind;
    if (event.kind != SearchEventKind::Restarting) {
        event.cell =
            Coord{coordinate(object, x, "x", m_query.width), coordinate(object, y, "y", m_query.height)};
        m_maxX = std::max(m_maxX, event.cell.x);
        m_maxY = std::max(m_maxY, event.cell.y);
    }
    if (pId.given && pId.token != JsonToken::Null)
        event.parent = parentOf(pId);
    event.g = cost(g, "g");
    event.f = cost(f, "f");
    if (frontier.given)
        event.frontier = frontierOf(frontier);
    if (id.given && event.kind != SearchEventKind::Restarting)
        recordId(id, event.cell);
    ++m_events;
    ++m_counts[static_cast<std::size_t>(event.kind)];
    return event;
}

PosthocTraceReader::PosthocTraceReader(std::istream& in, std::string fileName)
    : m_impl(std::make_unique<Impl>(in, std::move(fileName))) {}

PosthocTraceReader::~PosthocTraceReader() = default;

std::optional<SearchEvent> PosthocTraceReader::next() {
    return m_impl->next();
}

const TraceQuery& PosthocTraceReader::query() const {
    return m_impl->query();
}

std::size_t PosthocTraceReader::events() const {
    return m_impl->events();
}

std::size_t PosthocTraceReader::count(SearchEventKind kind) const {
    return m_impl->count(kind);
}

} // namespace pathfinder
