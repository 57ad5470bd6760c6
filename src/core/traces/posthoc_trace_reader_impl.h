#pragma once

// The state of a PosthocTraceReader (posthoc_trace_reader.h), shared by the two files that read:
// posthoc_trace_reader.cpp reads the document around the events (its opening, the "pathfinder"
// section and its closing) and posthoc_trace_events.cpp reads each event.

#include "pathfinder/basics/coord.h"
#include "pathfinder/search/search_events.h"
#include "pathfinder/search/search_view.h"
#include "pathfinder/traces/posthoc_trace_reader.h"
#include "pathfinder/traces/search_trace.h"

#include "formats/json_stream.h"

#include <array>
#include <cstddef>
#include <istream>
#include <optional>
#include <string>
#include <unordered_map>

namespace pathfinder {

namespace posthoc_detail {

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

/// The value as a message names it: "an object", "the string \"a\"", "the number 5", "null", …
std::string describe(const Scalar& s);

/// A start or goal of the "pathfinder" section: null, or an object with x and y.
struct CoordMember {
    Scalar value;
    Scalar x;
    Scalar y;
};

} // namespace posthoc_detail

class PosthocTraceReader::Impl {
public:
    Impl(std::istream& in, std::string fileName);

    std::optional<SearchEvent> next();

    const TraceQuery& query() const { return m_query; }
    std::size_t events() const { return m_events; }
    std::size_t count(SearchEventKind kind) const { return m_counts[static_cast<std::size_t>(kind)]; }

private:
    using JsonToken = posthoc_detail::JsonToken;
    using Scalar = posthoc_detail::Scalar;
    using CoordMember = posthoc_detail::CoordMember;

    // The document around the events (posthoc_trace_reader.cpp).

    [[noreturn]] void fail(const Scalar& at, const std::string& message) const;
    /// The value whose first token is `token`, passed over when it is an object or an array.
    Scalar scalarOf(JsonToken token);
    Scalar here(JsonToken token) const;
    void readOpening();
    /// A member of the document other than "events" and "pathfinder".
    void checkMember(const std::string& key, JsonToken value);
    void readClosing();
    CoordMember coordMember(JsonToken token);
    std::optional<Coord> coordOf(const CoordMember& member, const char* name) const;
    void readQuery(JsonToken token);
    std::string stringMember(JsonToken token, const std::string& name);
    /// A whole number from `min` to `max`, by the rule of number_text.h.
    long long whole(const Scalar& s, long long min, long long max, const std::string& what) const;
    /// An "x" or "y" of `owner`: required, and on the map when its size is known.
    int coordinate(const Scalar& owner, const Scalar& value, const char* name, int limit) const;

    // Each event (posthoc_trace_events.cpp).

    SearchEvent readEvent(JsonToken token);
    static std::optional<SearchEventKind> kindOf(const std::string& type);
    /// The key of an "id" or "pId": Posthoc keys nodes by the id's text, so 5 and "5" are one.
    std::string idKey(const Scalar& s, const char* name) const;
    /// The cell's index, for ids written as numbers on a map of known size: y × width + x.
    std::optional<long long> indexOf(const Scalar& s) const;
    /// Our own ids are their cells' indices, which a "pId" finds without an entry; only another
    /// solver's ids need one.
    void recordId(const Scalar& id, Coord cell);
    Coord parentOf(const Scalar& pId) const;
    double cost(const Scalar& s, const char* name) const;
    Frontier frontierOf(const Scalar& s) const;

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

} // namespace pathfinder
