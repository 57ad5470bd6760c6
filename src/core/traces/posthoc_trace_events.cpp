#include "pathfinder/basics/enum_names.h"
#include "pathfinder/basics/number_text.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/search/search_view.h"

#include "basics/text_scanner.h"
#include "formats/json_reader.h"
#include "formats/posthoc_format.h"
#include "traces/posthoc_trace_reader_impl.h"

#include <algorithm>
#include <cmath>

namespace pathfinder {

// Each event of a Posthoc trace, as PosthocTraceReader::next() reads it (posthoc_trace_reader.cpp
// reads the document around the events).

using posthoc_detail::describe;
using posthoc_detail::JsonToken;
using posthoc_detail::Scalar;

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

std::optional<SearchEventKind> PosthocTraceReader::Impl::kindOf(const std::string& type) {
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

std::string PosthocTraceReader::Impl::idKey(const Scalar& s, const char* name) const {
    if (s.token == JsonToken::String)
        return s.text;
    if (s.token == JsonToken::Number && std::isfinite(jsonNumberValue(s.text)))
        return jsonNumber(jsonNumberValue(s.text));
    fail(s, std::string("expected \"") + name + "\" to be a number or a string, found " + describe(s));
}

std::optional<long long> PosthocTraceReader::Impl::indexOf(const Scalar& s) const {
    if (!m_sizeKnown || s.token != JsonToken::Number)
        return std::nullopt;
    const long long cells = static_cast<long long>(m_query.width) * m_query.height;
    return parseInteger(idKey(s, "pId"), 0, cells - 1);
}

void PosthocTraceReader::Impl::recordId(const Scalar& id, Coord cell) {
    const std::string key = idKey(id, "id");
    const auto index = indexOf(id);
    if (index && *index == static_cast<long long>(cell.y) * m_query.width + cell.x) {
        m_cellOfId.erase(key);
        return;
    }
    m_cellOfId[key] = cell;
}

Coord PosthocTraceReader::Impl::parentOf(const Scalar& pId) const {
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

double PosthocTraceReader::Impl::cost(const Scalar& s, const char* name) const {
    if (!s.given || s.token == JsonToken::Null)
        return CellView::kInf;
    const double value = s.token == JsonToken::Number ? jsonNumberValue(s.text) : CellView::kInf;
    if (!std::isfinite(value))
        fail(s, std::string("expected \"") + name + "\" to be a finite number, found " + describe(s));
    return value;
}

Frontier PosthocTraceReader::Impl::frontierOf(const Scalar& s) const {
    if (s.token != JsonToken::String)
        fail(s, "expected \"frontier\" to be a string, found " + describe(s));
    if (const auto frontier = parseEnum<Frontier>(s.text))
        return *frontier;
    fail(s, "expected \"frontier\" to be " + keyList<Frontier>() + ", found " + quoted(s.text));
}

} // namespace pathfinder
