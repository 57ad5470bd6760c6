// The one list of result columns, the table every result CSV is written through, and counts in words.
#include "pathfinder/basics/count_text.h"
#include "pathfinder/experiments/result_columns.h"
#include "pathfinder/experiments/result_table.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <fstream>
#include <limits>
#include <map>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>

using namespace pathfinder;

TEST_CASE("Every result column has one snake_case name, a meaning, and its unit in its name",
          "[result-columns]") {
    std::set<std::string_view> names;
    for (const ResultColumn& column : resultColumns()) {
        CAPTURE(column.name);
        CHECK(names.insert(column.name).second);
        CHECK_FALSE(column.meaning.empty());
        for (const char c : column.name)
            CHECK(((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_'));
        const bool nanoseconds = column.meaning.find("nanoseconds") != std::string_view::npos ||
                                 column.meaning.find("time until") != std::string_view::npos ||
                                 column.meaning.find("longest slice") != std::string_view::npos;
        if (nanoseconds)
            CHECK(column.name.substr(column.name.size() - 3) == "_ns");
        if (column.meaning.find("milliseconds") != std::string_view::npos)
            CHECK(column.name.substr(column.name.size() - 3) == "_ms");
        if (column.name.find("time") != std::string_view::npos)
            CHECK((column.name.substr(column.name.size() - 3) == "_ns" ||
                   column.name.substr(column.name.size() - 3) == "_ms"));
    }
    // The names that said the same thing in two ways are gone.
    for (const char* old : {"cost", "optimal", "outcome", "time_us", "off_optimal", "steps", "algo",
                            "smoothed_cost", "median_time_ns", "repetitions", "mean_ratio"})
        CHECK(findResultColumn(old) == nullptr);
    CHECK_THROWS_WITH(resultColumn("cost"), Catch::Contains("'cost' is not a column"));
}

TEST_CASE("A result table takes only listed columns, once each, and writes them below its provenance",
          "[result-columns]") {
    CHECK_THROWS_AS(ResultTable({"walker", "speed"}), std::logic_error);
    CHECK_THROWS_AS(ResultTable({"walker", "walker"}), std::logic_error);
    ResultTable table({"walker", "path_cost", "note"});
    CHECK_THROWS_AS(table.addRow({"astar"}), std::logic_error);
    table.addRow({"astar", csvNumber(12.5), "fell back, then \"searched\""});
    table.addRow({"anya", csvNumber(std::numeric_limits<double>::quiet_NaN()), ""});
    Provenance provenance;
    provenance.set("program", "test");
    CHECK(table.csvHeader() == "walker,path_cost,note");
    CHECK(table.indexOf("path_cost") == 1);
    CHECK(table.indexOf("time_ns") == 3);
    CHECK(
        table.csv(provenance) ==
        "# program: test\nwalker,path_cost,note\nastar,12.5,\"fell back, then \"\"searched\"\"\"\nanya,,\n");
}

TEST_CASE("Numbers in result CSVs: twelve digits, a point in any locale, inf for no path, empty for none",
          "[result-columns]") {
    CHECK(csvNumber(42.941125497) == "42.941125497");
    CHECK(csvNumber(1.0 / 3.0) == "0.333333333333");
    CHECK(csvNumber(7) == "7");
    CHECK(csvNumber(std::numeric_limits<double>::infinity()) == "inf");
    CHECK(csvNumber(std::numeric_limits<double>::quiet_NaN()).empty());
    CHECK(csvText("a,b") == "\"a,b\"");
    CHECK(csvText("plain") == "plain");
}

TEST_CASE("Counts in words take the plural unless the count is one", "[count-text]") {
    CHECK(countText(1, "query") == "1 query");
    CHECK(countText(0, "query") == "0 queries");
    CHECK(countText(2, "scenario file") == "2 scenario files");
    CHECK(countText(1, "scenario file") == "1 scenario file");
    CHECK(countText(3, "match") == "3 matches");
    CHECK(countText(3, "box") == "3 boxes");
    CHECK(countText(3, "key") == "3 keys");
    CHECK(countText(3, "family", "families") == "3 families");
    CHECK(countText(1, "family", "families") == "1 family");
    CHECK(pluralOf("family") == "families");
    CHECK(pluralOf("walker") == "walkers");
    CHECK(pluralOf("repair") == "repairs");
    CHECK(nounFor(1, "run") == "run");
    CHECK(nounFor(5, "run") == "runs");
}

TEST_CASE("The user guide documents every result column once, as the list says", "[result-columns]") {
    std::ifstream in(std::string(PATHFINDER_SOURCE_DIR) + "/../docs/user-guide.md");
    REQUIRE(in);
    std::map<std::string, std::string> documented;
    std::map<std::string, int> times;
    for (std::string line; std::getline(in, line);) {
        // A row of the table of columns: | `name` | meaning |
        if (line.rfind("| `", 0) != 0)
            continue;
        const std::size_t nameEnd = line.find("` | ", 3);
        if (nameEnd == std::string::npos || line.size() < nameEnd + 6 ||
            line.compare(line.size() - 2, 2, " |") != 0)
            continue;
        const std::string name = line.substr(3, nameEnd - 3);
        if (!findResultColumn(name))
            continue; // another table of the guide (walkers, keys)
        documented[name] = line.substr(nameEnd + 4, line.size() - nameEnd - 6);
        ++times[name];
    }
    for (const ResultColumn& column : resultColumns()) {
        CAPTURE(column.name);
        REQUIRE(documented.count(std::string(column.name)) == 1);
        CHECK(times[std::string(column.name)] == 1);
        CHECK(documented[std::string(column.name)] == column.meaning);
    }
}
