#include "pathfinder/basics/parse_error.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/walker.h"
#include "pathfinder/traces/search_trace.h"
#include "pathfinder/traces/search_trace_io.h"

#include "support/temp_dir.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <sstream>
#include <string>

using namespace pathfinder;

namespace {

SearchTrace readTraceText(const std::string& text, const std::string& name = "t.trace.json") {
    std::istringstream in(text);
    return readPosthocTrace(in, name);
}

/// Every field of every event equal, costs bit for bit.
void requireSameEvents(const SearchTrace& a, const SearchTrace& b) {
    REQUIRE(a.events.size() == b.events.size());
    for (std::size_t i = 0; i < a.events.size(); ++i) {
        CAPTURE(i, describeEvent(a.events[i]), describeEvent(b.events[i]));
        CHECK(a.events[i].kind == b.events[i].kind);
        CHECK(a.events[i].cell == b.events[i].cell);
        CHECK(a.events[i].parent == b.events[i].parent);
        CHECK(a.events[i].g == b.events[i].g);
        CHECK(a.events[i].f == b.events[i].f);
    }
}

SearchEvent event(SearchEventKind kind, Coord cell, std::optional<Coord> parent = {},
                  double g = CellView::kInf, double f = CellView::kInf) {
    return SearchEvent{kind, cell, parent, g, f};
}

} // namespace

TEST_CASE("A trace written and read back has the same events", "[trace][io]") {
    SECTION("every kind, with costs that need all their digits") {
        SearchTrace trace;
        trace.query = {5, 4, Coord{0, 0}, Coord{4, 3}, "dstar", "8 neighbours, \"quoted\" \\ settings"};
        trace.events = {
            event(SearchEventKind::Source, {0, 0}),
            event(SearchEventKind::Destination, {4, 3}),
            event(SearchEventKind::Generating, {0, 0}, {}, 0, 1.0 / 3.0),
            event(SearchEventKind::Expanding, {0, 0}, {}, 0, 1.0 / 3.0),
            event(SearchEventKind::Generating, {1, 1}, Coord{0, 0}, std::sqrt(2.0), 4.242640687119285),
            event(SearchEventKind::Updating, {1, 1}, Coord{1, 0}, 1e-300, 2.5e17),
            event(SearchEventKind::Closing, {0, 0}, {}, 0, 1.0 / 3.0),
            event(SearchEventKind::Discarding, {2, 2}),
            event(SearchEventKind::Signpost, {3, 3}, Coord{4, 3}, 1, CellView::kInf),
            event(SearchEventKind::Moving, {1, 1}, Coord{0, 0}),
            event(SearchEventKind::MapChange, {2, 1}),
            event(SearchEventKind::Repair, {2, 1}),
            event(SearchEventKind::Restarting, {}),
            event(SearchEventKind::End, {4, 3}),
        };
        std::ostringstream out;
        writePosthocTrace(out, trace, "map name.map");
        const SearchTrace back = readTraceText(out.str());
        requireSameEvents(trace, back);
        CHECK(back.query.width == 5);
        CHECK(back.query.height == 4);
        CHECK(back.query.start == Coord{0, 0});
        CHECK(back.query.goal == Coord{4, 3});
        CHECK(back.query.walker == "dstar");
        CHECK(back.query.settings == trace.query.settings);
    }
    SECTION("a recorded A* run, through files, with the map beside it") {
        MapGrid grid(12, 7);
        for (int y = 1; y < 6; ++y)
            grid.setWall({5, y}, true);
        grid.setStart(Coord{1, 3});
        grid.setGoal(Coord{10, 3});
        auto walker = createWalker("astar");
        walker->setup(grid, WalkerSettings{});
        const SearchTrace trace = recordRun(*walker, 10000);
        const TempDir scratch;
        const std::string path = scratch.file("run.trace.json");
        writePosthocTrace(trace, path, &grid);
        requireSameEvents(trace, readPosthocTraceFile(path));
        CHECK(diffTraces(trace, readPosthocTraceFile(path), 0.0).agree());
        CHECK(readText(scratch.file("run.map")).rfind("type octile\nheight 7\nwidth 12\nmap\n", 0) == 0);
    }
}

TEST_CASE("The map of a trace goes beside it", "[trace][io]") {
    CHECK(posthocMapPathFor("out/run.trace.json") == "out/run.map");
    CHECK(posthocMapPathFor("run.json") == "run.map");
    CHECK(posthocMapPathFor("run") == "run.map");
}

TEST_CASE("A trace another solver wrote with few fields reads", "[trace][io]") {
    // Posthoc's documented short type names, string ids, no g or f, no section of ours.
    const SearchTrace trace = readTraceText(R"({"version": "1.4.0", "events": [
        {"type": "source", "id": "s", "x": 2, "y": 1},
        {"type": "expand", "id": "s", "g": 0, "f": 0, "x": 2, "y": 1},
        {"type": "generate", "id": "n1", "pId": "s", "x": 3, "y": 1},
        {"type": "close", "id": "s", "x": 2, "y": 1},
        {"type": "expanding", "id": "n1", "x": 3, "y": 1, "label": "anything else is ignored"},
        {"type": "end", "id": "n1", "x": 3, "y": 1}
    ]})");
    REQUIRE(trace.events.size() == 6);
    CHECK(trace.events[1].kind == SearchEventKind::Expanding);
    CHECK(trace.events[1].g == 0);
    CHECK(trace.events[2].kind == SearchEventKind::Generating);
    CHECK(trace.events[2].parent == Coord{2, 1});
    CHECK(std::isinf(trace.events[2].g));
    CHECK(trace.events[3].kind == SearchEventKind::Closing);
    CHECK_FALSE(trace.events[3].parent);
    CHECK(trace.query.width == 4);
    CHECK(trace.query.height == 2);
    CHECK(trace.query.walker.empty());
}

namespace {

struct Malformed {
    const char* name;
    std::string text;
    int line;
    int column;
    const char* phrase;
};

} // namespace

TEST_CASE("A malformed trace is a ParseError at the offending value", "[trace][io]") {
    // Lines and columns counted by hand; columns are bytes, from 1.
    const Malformed cases[] = {
        {"a missing comma", "{\n  \"events\": [\n    { \"type\": \"source\" \"x\": 1 }\n  ]\n}\n", 3, 24,
         "expected ',' or '}'"},
        {"an unknown type", "{\"events\": [\n  {\"type\": \"teleport\", \"x\": 0, \"y\": 0}\n]}", 2, 12,
         "unknown event type 'teleport'"},
        {"a missing x", "{\"events\": [\n  {\"type\": \"expanding\", \"y\": 0}\n]}", 2, 3, "expected \"x\""},
        {"x beyond the stated width",
         "{\n  \"pathfinder\": {\"width\": 4, \"height\": 3},\n  \"events\": [\n"
         "    {\"type\": \"expanding\", \"x\": 4, \"y\": 0}\n  ]\n}",
         4, 32, "from 0 to 3"},
        {"not an object", "[1, 2]", 1, 1, "expected a JSON object"},
        {"an event that is not an object", "{\"events\": [3]}", 1, 13, "expected an event"},
        {"an empty file", "", 1, 1, "expected a JSON value"},
        {"a pId that names nothing",
         "{\"events\": [{\"type\": \"generating\", \"id\": 7, \"pId\": 3, \"x\": 1, \"y\": 0}]}", 1, 52,
         "names no earlier event"},
        {"a bad escape", "{\"events\": \"\\q\"}", 1, 14, "expected an escape"},
        {"g as a string", "{\"events\": [{\"type\": \"closing\", \"x\": 0, \"y\": 0, \"g\": \"1\"}]}", 1, 54,
         "\"g\" to be a finite number"},
        {"events not an array, after a CRLF", "{\r\n\"events\": 5}", 2, 11, "\"events\" to be an array"},
        {"text after the value", "{\"events\": []}\n}", 2, 1, "expected the end of the file"},
        {"no events", "{\n  \"version\": \"1.4.0\"\n}", 1, 1, "expected an \"events\" member"},
    };
    for (const Malformed& c : cases) {
        CAPTURE(c.name);
        try {
            readTraceText(c.text, "bad.trace.json");
            FAIL("no error for " << c.name);
        } catch (const ParseError& e) {
            CHECK(e.file() == "bad.trace.json");
            CHECK(e.line() == c.line);
            CHECK(e.column() == c.column);
            CHECK_THAT(e.message(), Catch::Contains(c.phrase));
        }
    }
}

TEST_CASE("A trace file that cannot be opened is a ParseError at line 0", "[trace][io]") {
    const TempDir scratch;
    try {
        readPosthocTraceFile(scratch.file("absent.trace.json"));
        FAIL("no error");
    } catch (const ParseError& e) {
        CHECK(e.line() == 0);
        CHECK(e.column() == 0);
    }
}
