// One JSON strictness for every JSON the program reads: the experiment files (parseJson) and the
// search traces (PosthocTraceReader) refuse the same documents at the same place.

#include "pathfinder/basics/input_limits.h"
#include "pathfinder/basics/parse_error.h"
#include "pathfinder/traces/posthoc_trace_reader.h"
#include "pathfinder/traces/search_trace_io.h"

#include "formats/json_reader.h"

#include <catch2/catch.hpp>
#include <optional>
#include <sstream>
#include <streambuf>
#include <string>

using namespace pathfinder;

namespace {

std::optional<ParseError> treeError(const std::string& text) {
    try {
        parseJson(text, "doc.json");
    } catch (const ParseError& e) {
        return e;
    }
    return std::nullopt;
}

std::optional<ParseError> traceError(const std::string& text) {
    std::istringstream in(text);
    try {
        readPosthocTrace(in, "doc.json");
    } catch (const ParseError& e) {
        return e;
    }
    return std::nullopt;
}

struct Refused {
    const char* name;
    std::string text;
    int line;
    int column;
    const char* phrase;
};

const std::string kEvent = R"({"type": "source", "x": 0, "y": 0})";

} // namespace

TEST_CASE("Every JSON reader refuses a member named twice and text that is not UTF-8, at one place",
          "[io][json]") {
    // Each document is a valid trace but for its one fault; columns count bytes from 1.
    const Refused cases[] = {
        {"a key twice at the top", R"({"events": [], "events": []})", 1, 16,
         "the member 'events' is given twice"},
        {"a key twice in an event", R"({"events": [{"type": "source", "x": 0, "x": 1, "y": 0}]})", 1, 40,
         "the member 'x' is given twice"},
        {"a key twice where nothing is read", R"({"meta": {"a": 1, "a": 2}, "events": []})", 1, 19,
         "the member 'a' is given twice"},
        {"a lone continuation byte", "{\"version\": \"a\x80\", \"events\": []}", 1, 15,
         "expected UTF-8 text"},
        {"an overlong form", "{\"version\": \"\xC0\xAF\", \"events\": []}", 1, 14, "expected UTF-8 text"},
        {"a surrogate in UTF-8", "{\"version\": \"\xED\xA0\x80\", \"events\": []}", 1, 15,
         "expected UTF-8 text"},
        {"a cut sequence", "{\"version\": \"\xE2\x82\", \"events\": []}", 1, 16, "expected UTF-8 text"},
        {"past U+10FFFF", "{\"version\": \"\xF4\x90\x80\x80\", \"events\": []}", 1, 15,
         "expected UTF-8 text"},
        {"not UTF-8 in a key", "{\"\xFF\": 1, \"events\": []}", 1, 3, "expected UTF-8 text"},
        {"not UTF-8 where nothing is read", "{\"meta\": {\"c\": \"\xFE\"}, \"events\": []}", 1, 17,
         "expected UTF-8 text"},
        {"a byte outside any string", "{\"events\": [] \xC3\xA9}", 1, 15, "expected ',' or '}'"},
        // A NUL is neither white space nor the end of the text: one after the value is text after it.
        {"a NUL after the value", std::string("{\"events\": []}\0", 15), 1, 15,
         "expected the end of the file after the JSON value, found byte 0x00"},
        {"a NUL in a string", std::string("{\"version\": \"a\0\", \"events\": []}", 30), 1, 15,
         "control characters must be escaped"},
    };
    for (const Refused& c : cases) {
        CAPTURE(c.name);
        for (const auto& error : {treeError(c.text), traceError(c.text)}) {
            REQUIRE(error);
            CHECK(error->line() == c.line);
            CHECK(error->column() == c.column);
            CHECK_THAT(error->message(), Catch::Contains(c.phrase));
        }
    }
}

TEST_CASE("Valid UTF-8 and escapes read the same in every JSON reader", "[io][json]") {
    const std::string text =
        "{\"pathfinder\": {\"walker\": \"A\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80\\u00e9\"},"
        " \"events\": [" +
        kEvent + "]}";
    const JsonValue tree = parseJson(text, "ok.json");
    const std::string expected = "A\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80\xC3\xA9";
    CHECK(tree.find("pathfinder")->find("walker")->text == expected);
    std::istringstream in(text);
    CHECK(readPosthocTrace(in, "ok.json").query.walker == expected);
}

TEST_CASE("A kept JSON string has a limit; a skipped one does not", "[io][json]") {
    const std::string huge(kMaxJsonTokenBytes + 1, 'w');
    const auto kept = traceError("{\"pathfinder\": {\"walker\": \"" + huge + "\"}, \"events\": []}");
    REQUIRE(kept);
    CHECK(kept->line() == 1);
    CHECK(kept->column() == 27);
    CHECK_THAT(kept->message(), Catch::Contains("the most one may hold here"));
    CHECK_FALSE(traceError("{\"meta\": {\"command\": \"" + huge + "\"}, \"events\": [" + kEvent + "]}"));
}

namespace {

/// A trace whose events never end: its opening, then the same event again and again.
class EndlessTrace : public std::streambuf {
public:
    std::size_t served() const { return m_served; }

protected:
    int_type underflow() override {
        m_block = m_served == 0
                      ? std::string(R"({"pathfinder": {"width": 4, "height": 4}, "events": [)") + kEvent
                      : std::string(4096, ' ') + ", " + kEvent;
        setg(m_block.data(), m_block.data(), m_block.data() + m_block.size());
        m_served += m_block.size();
        return traits_type::to_int_type(m_block.front());
    }

private:
    std::string m_block;
    std::size_t m_served = 0;
};

} // namespace

TEST_CASE("A trace is read event by event, as it streams", "[io][json][trace]") {
    EndlessTrace endless;
    std::istream in(&endless);
    PosthocTraceReader reader(in, "endless.trace.json");
    for (int i = 0; i < 100000; ++i) {
        const auto event = reader.next();
        REQUIRE(event);
        REQUIRE(event->kind == SearchEventKind::Source);
    }
    CHECK(reader.events() == 100000);
    CHECK(reader.query().width == 4);
    // All that was read is what the events needed, and a buffer.
    CHECK(endless.served() < 100000 * (4096 + 2 + kEvent.size()) + (std::size_t{1} << 17));
}

TEST_CASE("A \"pathfinder\" section after the events is refused: they were checked without it",
          "[io][json][trace]") {
    const auto error =
        traceError("{\"events\": [" + kEvent + "],\n \"pathfinder\": {\"width\": 1, \"height\": 1}}");
    REQUIRE(error);
    CHECK(error->line() == 2);
    CHECK(error->column() == 2);
    CHECK_THAT(error->message(), Catch::Contains("expected \"pathfinder\" before \"events\""));
}

TEST_CASE("Whole numbers in a trace follow the one rule", "[io][json][trace]") {
    const auto trace = [](const std::string& x) {
        return traceError(R"({"pathfinder": {"width": 8, "height": 8}, "events": [{"type": "source", "x": )" +
                          x + R"(, "y": 0}]})");
    };
    CHECK_FALSE(trace("7"));
    for (const char* refused : {"7.0", "7e0", "-1", "8", "1e400", "\"7\""}) {
        CAPTURE(refused);
        const auto error = trace(refused);
        REQUIRE(error);
        CHECK_THAT(error->message(), Catch::Contains("expected \"x\" to be a whole number from 0 to 7"));
    }
}
