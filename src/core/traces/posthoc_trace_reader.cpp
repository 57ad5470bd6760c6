#include "pathfinder/traces/posthoc_trace_reader.h"

#include "pathfinder/basics/number_text.h"
#include "pathfinder/basics/parse_error.h"
#include "pathfinder/grid/map_grid.h"

#include "basics/text_scanner.h"
#include "formats/posthoc_format.h"
#include "traces/posthoc_trace_reader_impl.h"

#include <memory>
#include <string>
#include <utility>

namespace pathfinder {

// The document around the events: its opening, the "pathfinder" section with the query, and its
// closing. Each event is read by posthoc_trace_events.cpp.

using posthoc_detail::CoordMember;
using posthoc_detail::describe;
using posthoc_detail::JsonToken;
using posthoc_detail::Scalar;

std::string posthoc_detail::describe(const Scalar& s) {
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

PosthocTraceReader::Impl::Impl(std::istream& in, std::string fileName)
    : m_fileName(std::move(fileName)), m_stream(in, m_fileName) {
    readOpening();
}

std::optional<SearchEvent> PosthocTraceReader::Impl::next() {
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

void PosthocTraceReader::Impl::fail(const Scalar& at, const std::string& message) const {
    m_stream.fail(at.line, at.column, message);
}

Scalar PosthocTraceReader::Impl::scalarOf(JsonToken token) {
    Scalar s{token, m_stream.text(), m_stream.line(), m_stream.column(), true};
    if (token != JsonToken::String && token != JsonToken::Number)
        s.text.clear();
    m_stream.skipValue(token);
    return s;
}

Scalar PosthocTraceReader::Impl::here(JsonToken token) const {
    return Scalar{token, {}, m_stream.line(), m_stream.column(), true};
}

void PosthocTraceReader::Impl::readOpening() {
    const JsonToken root = m_stream.next();
    m_root = here(root);
    if (root != JsonToken::BeginObject)
        fail(m_root, "expected a JSON object (a Posthoc search trace), found " + describe(scalarOf(root)));
    for (;;) {
        if (m_stream.next() == JsonToken::EndObject)
            fail(m_root, "expected an \"events\" member in the trace");
        const std::string key = m_stream.text();
        const JsonToken value = m_stream.next();
        if (key == "events") {
            if (value != JsonToken::BeginArray)
                fail(here(value), "expected \"events\" to be an array, found " + describe(scalarOf(value)));
            m_inEvents = true;
            return;
        }
        if (key == "pathfinder")
            readQuery(value);
        else
            checkMember(key, value);
    }
}

void PosthocTraceReader::Impl::checkMember(const std::string& key, JsonToken value) {
    const Scalar s = scalarOf(value);
    if (key == "version" && s.token != JsonToken::String)
        fail(s, "expected \"version\" to be a string, found " + describe(s));
}

void PosthocTraceReader::Impl::readClosing() {
    for (JsonToken key = m_stream.next(); key != JsonToken::EndObject; key = m_stream.next()) {
        const std::string name = m_stream.text();
        if (name == "pathfinder")
            fail(here(key), "expected \"pathfinder\" before \"events\": the events are read as they come, "
                            "and checked against the map's size");
        checkMember(name, m_stream.next());
    }
    m_stream.next(); // the end of the document: nothing may follow
}

CoordMember PosthocTraceReader::Impl::coordMember(JsonToken token) {
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

std::optional<Coord> PosthocTraceReader::Impl::coordOf(const CoordMember& member, const char* name) const {
    if (!member.value.given || member.value.token == JsonToken::Null)
        return std::nullopt;
    if (member.value.token != JsonToken::BeginObject)
        fail(member.value, std::string("expected \"") + name + "\" to be an object with x and y, found " +
                               describe(member.value));
    return Coord{coordinate(member.value, member.x, "x", m_query.width),
                 coordinate(member.value, member.y, "y", m_query.height)};
}

void PosthocTraceReader::Impl::readQuery(JsonToken token) {
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

std::string PosthocTraceReader::Impl::stringMember(JsonToken token, const std::string& name) {
    const Scalar s = scalarOf(token);
    if (s.token != JsonToken::String)
        fail(s, "expected \"" + name + "\" to be a string, found " + describe(s));
    return s.text;
}

long long PosthocTraceReader::Impl::whole(const Scalar& s, long long min, long long max,
                                          const std::string& what) const {
    const auto value = s.token == JsonToken::Number ? parseInteger(s.text, min, max) : std::nullopt;
    if (!value)
        fail(s, "expected " + what + " to be a whole number from " + std::to_string(min) + " to " +
                    std::to_string(max) + ", found " + describe(s));
    return *value;
}

int PosthocTraceReader::Impl::coordinate(const Scalar& owner, const Scalar& value, const char* name,
                                         int limit) const {
    if (!value.given)
        fail(owner, std::string("expected \"") + name + "\" in the event (its cell's " +
                        (name[0] == 'x' ? "column" : "row") + ")");
    const int max = (m_sizeKnown ? limit : MapGrid::kMaxSide) - 1;
    return static_cast<int>(whole(value, 0, max, std::string("\"") + name + "\""));
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
