// One rule for numbers and cells, in every option and every file: a whole number is digits (with a
// '-' where a negative value can be meant), leading zeros allowed, nothing else; a real number may
// go on with a point and an exponent; a cell is X,Y; a value outside the range is refused, never
// clamped or replaced by a default.

#include "cli/cli_process.h"
#include "support/temp_dir.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace {

std::string quote(const std::string& text) {
    return "'" + text + "'";
}

/// How the rule reads a text where a whole number from 1 to 1000 goes: its value, or -1 (refused).
struct Spelling {
    const char* text;
    int value;
};

// Texts of a whole number and what the rule makes of each, where 1 to 1000 is the range.
const std::vector<Spelling> kWhole = {
    {"5", 5},
    {"05", 5},
    {"0005", 5},
    {"010", 10},
    {"00000000000000000005", 5},
    {"+5", -1},
    {" 5", -1},
    {"5 ", -1},
    {"5.0", -1},
    {"5e0", -1},
    {"0x5", -1},
    {"", -1},
    {"-5", -1},
    {"0", -1},
    {"five", -1},
    {"99999999999999999999999", -1},
    {"5,", -1},
    {"\xd9\xa5", -1},
};

} // namespace

TEST_CASE("Every option that takes a whole number reads it by the one rule", "[cli][numbers]") {
    const TempDir scratch;
    const std::string maze = preset("test-8x8.maze");
    const std::string scen = fixture("small.map.scen");
    // Past the end of each option's range.
    for (const std::string& call :
         {"run --map " + maze + " --reps 1001", "dynamic --map " + maze + " --random 1000001",
          "scen " + scen + " --jobs 1000001",
          "generate --width 4097 --out " + quote(scratch.file("w.maze"))}) {
        const CliResult result = runCli(call);
        INFO(call << "\n" << result.out);
        CHECK(result.exitCode == 2);
        CHECK_THAT(result.out, Catch::Contains("expected a whole number from 1 to"));
    }
    for (const Spelling& s : kWhole) {
        const std::string value = quote(s.text);
        // Options whose ranges start at 1; the value reaches the results where it can be seen.
        const std::vector<std::string> calls = {
            "run --map " + maze + " --reps " + value + " --csv",
            "dynamic --map " + maze + " --random " + value + " --csv",
            "scen " + scen + " --jobs " + value,
            "generate --kind open --width " + value + " --height 2 --out " + quote(scratch.file("w.maze")),
        };
        for (const std::string& call : calls) {
            const CliResult result = runCli(call);
            INFO("'" << s.text << "' in: " << call << "\n" << result.out);
            if (s.value < 0) {
                CHECK(result.exitCode == 2);
                CHECK_THAT(result.out, Catch::Contains("expected a whole number from"));
            } else {
                CHECK(result.exitCode == 0);
            }
        }
        if (s.value > 0) {
            // The value as the rule reads it, never as octal: 010 is ten.
            const CliResult run = runCli("run --map " + maze + " --reps " + value + " --json");
            const auto json = nlohmann::json::parse(run.out.substr(run.out.find('{')));
            CHECK(json["meta"]["repetitions"] == std::to_string(s.value));
            CHECK_THAT(readText(scratch.file("w.maze")),
                       Catch::Contains("size: " + std::to_string(s.value) + " 2"));
        }
    }
}

TEST_CASE("A budget takes any number of digits by the same rule, and never falls back to the default",
          "[cli][numbers]") {
    const std::string maze = preset("open-field.maze");
    const auto expanded = [&](const std::string& budget) {
        const CliResult run =
            runCli("run --map " + maze + " --algo dijkstra --reps 1 --json --budget " + budget);
        INFO(run.out);
        REQUIRE(run.exitCode == 0);
        const auto rows = nlohmann::json::parse(run.out.substr(run.out.find('{')))["rows"];
        CHECK(rows[0]["status"] == "gave-up");
        return rows[0]["expanded"].get<long long>();
    };
    CHECK(expanded("5") == 5);
    CHECK(expanded("00000000000000000005") == 5);
    CHECK(expanded("0000000000000000000000000000005") == 5);
    CHECK(expanded("010") == 10);
    for (const char* refused :
         {"99999999999999999999999", "18446744073709551616", "0", "00x", "+5", "5 ", "x"}) {
        const CliResult run = runCli("run --map " + maze + " --budget " + quote(refused));
        INFO(refused << ": " << run.out);
        CHECK(run.exitCode == 2);
        CHECK_THAT(run.out, Catch::Contains("--budget: expected a number of iterations N or Nx"));
    }
}

TEST_CASE("Every option that takes a real number, a cell or a word refuses what the rule does",
          "[cli][numbers]") {
    const std::string maze = preset("test-8x8.maze");
    struct Case {
        const char* option;
        const char* text;
        bool accepted;
        const char* refusal;
    };
    const Case cases[] = {
        {"--weight", "1.5", true, ""},
        {"--weight", "015", true, ""},
        {"--weight", "1e0", true, ""},
        {"--weight", ".5", true, ""},
        {"--weight", "+1", false, "expected a number from 0 to"},
        {"--weight", " 1", false, "expected a number from 0 to"},
        {"--weight", "1 ", false, "expected a number from 0 to"},
        {"--weight", "nan", false, "expected a number from 0 to"},
        {"--weight", "inf", false, "expected a number from 0 to"},
        {"--weight", "0x1p0", false, "expected a number from 0 to"},
        {"--weight", "1,5", false, "expected a number from 0 to"},
        {"--weight", "", false, "expected a number from 0 to"},
        {"--start", "1,1", true, ""},
        {"--start", "01,001", true, ""},
        {"--start", " 1,1", false, "expected X,Y (two whole numbers separated by a comma, no spaces)"},
        {"--start", "1, 1", false, "expected X,Y"},
        {"--start", "1,1 ", false, "expected X,Y"},
        {"--start", "+1,+1", false, "expected X,Y"},
        {"--start", "1;1", false, "expected X,Y"},
        {"--start", "", false, "expected X,Y"},
        {"--start", "99999999999,1", false, "--start 99999999999,1 is outside the 8 x 8 map"},
        {"--start", "-1,1", false, "--start -1,1 is outside the 8 x 8 map"},
        {"--neighbours", "4", true, ""},
        {"--neighbours", "", false, "--neighbours: expected 4 or 8, found ''"},
        {"--neighbours", "abc", false, "--neighbours: expected 4 or 8, found 'abc'"},
        {"--neighbours", "04", false, "--neighbours: expected 4 or 8"},
        {"--diagonal", "always", true, ""},
        {"--diagonal", "", false,
         "--diagonal: expected one of always, not-both-blocked, or no-corner-cutting"},
        {"--tie-break", "fifo", true, ""},
        {"--tie-break", "FIFO", false, "--tie-break: expected one of larger-g, fifo, or lifo, found 'FIFO'"},
        {"--unit", "jeep", true, ""},
        {"--unit", "", false, "--unit: expected a value, found an empty one"},
        {"--algo", "", false, "--algo: expected a value, found an empty one"},
    };
    for (const Case& c : cases) {
        const std::string algo = std::string(c.option) == "--weight" || std::string(c.option) == "--tie-break"
                                     ? " --algo astar"
                                     : "";
        const CliResult result =
            runCli("run --map " + maze + " --reps 1" + algo + " " + c.option + " " + quote(c.text));
        INFO(c.option << " '" << c.text << "': " << result.out);
        CHECK(result.exitCode == (c.accepted ? 0 : 2));
        if (!c.accepted)
            CHECK_THAT(result.out, Catch::Contains(c.refusal));
    }
}

TEST_CASE("Every file format reads its whole numbers by the same rule, and says where one is refused",
          "[cli][numbers]") {
    const TempDir scratch;
    // Tokens of files, where spaces separate tokens: the rule's spellings without them.
    const std::vector<Spelling> tokens = {{"3", 3},    {"03", 3},     {"0003", 3},
                                          {"+3", -1},  {"3.0", -1},   {"3e0", -1},
                                          {"0x3", -1}, {"three", -1}, {"\xd9\xa3", -1}};
    for (const Spelling& t : tokens) {
        const std::string n = t.text;
        struct Place {
            std::string what;
            std::string command;
            std::string located; ///< file:line:col of the token (file:line in JSON)
            bool json = false;   ///< JSON's own grammar refuses leading zeros before the rule reads a number
        };
        const std::string maze = scratch.write("m.maze", "size: " + n + " 2\nmap:\n...\n...\n");
        const std::string map =
            scratch.write("m.map", "type octile\nheight 2\nwidth " + n + "\nmap\n...\n...\n");
        const std::string scen =
            scratch.write("q.scen", "version 1\n0\tm.map\t" + n + "\t2\t0\t0\t2\t1\t2.41421356\n");
        const std::string changes = scratch.write("c.txt", "cost 1 1 " + n + "\n");
        const std::string trace = scratch.write(
            "t.json",
            "{\"pathfinder\": {\"width\": 4, \"height\": 2},\n\"events\": [{\"type\": \"source\", \"x\": " +
                n + ", \"y\": 0}]}");
        const std::string experiment = scratch.write(
            "e.json",
            "{\"walkers\": [{\"algo\": \"astar\"}],\n\"scenarios\": [\"q.scen\"], \"repetitions\": " + n +
                "}");
        const std::vector<Place> places = {
            {".maze size", "run --map " + quote(maze), "m.maze:1:7: "},
            {".map width", "run --map " + quote(map), "m.map:3:7: "},
            {".scen width", "scen " + quote(scen), "q.scen:2:9: "},
            {"change script", "dynamic --map " + preset("test-8x8.maze") + " --changes " + quote(changes),
             "c.txt:1:10: "},
            {"trace", "trace-diff " + quote(trace) + " " + quote(trace), "t.json:2:", true},
            {"experiment", "experiment " + quote(experiment) + " --out " + quote(scratch.file("r" + n)),
             "e.json:2:", true},
        };
        for (const Place& place : places) {
            // The map, the queries and the script are made for a width of 3 (and the trace for 4).
            const CliResult result = runCli(place.command);
            INFO(place.what << " with '" << n << "': " << result.out);
            const bool leadingZero = n.size() > 1 && n[0] == '0';
            if (t.value > 0 && !(place.json && leadingZero)) {
                CHECK(result.exitCode == 0);
            } else {
                CHECK(result.exitCode == 2);
                CHECK_THAT(result.out, Catch::Contains(place.located));
            }
        }
    }
}
