// Every preset maze solved by every walker through the command line gives the path costs of the
// table in tests/fixtures/preset-costs.csv, written by tests/fixtures/preset-costs.sh from the
// Linux program. The Windows build runs this same test under Wine: both programs agree with the
// table, so they agree with each other. The table's optimal costs are checked here against a plain
// Dijkstra of the test's own (the one that knows hex cells, sides and heights on maps that use them,
// and the one over a unit's positions on maps whose unit is larger than one cell).

#include "pathfinder/formats/maze_io.h"

#include "cli/cli_process.h"
#include "core/reference_dijkstra.h"
#include "core/reference_shaped.h"
#include "core/reference_unit.h"
#include "support/csv_records.h"
#include "support/temp_dir.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <filesystem>
#include <map>
#include <set>
#include <string>

namespace fs = std::filesystem;

namespace {

/// The table: maze → walker → its row.
std::map<std::string, std::map<std::string, std::map<std::string, std::string>>> expectedCosts() {
    std::map<std::string, std::map<std::string, std::map<std::string, std::string>>> table;
    for (const auto& row : csvTable(readText(std::string(PATHFINDER_FIXTURE_DIR) + "/preset-costs.csv")))
        table[row.at("maze")][row.at("walker")] = row;
    return table;
}

bool sameNumber(const std::string& a, const std::string& b) {
    if (a.empty() || b.empty())
        return a == b;
    const double x = std::stod(a);
    const double y = std::stod(b);
    return std::fabs(x - y) <= 1e-9 * std::max(1.0, std::fabs(y));
}

} // namespace

TEST_CASE("Every walker on every preset gives the table's path costs", "[cli][presets]") {
    const auto table = expectedCosts();
    std::set<std::string> mazes;
    for (const auto& entry : fs::directory_iterator(PATHFINDER_MAZE_DIR))
        if (entry.path().extension() == ".maze")
            mazes.insert(entry.path().filename().u8string());
    REQUIRE(mazes.size() == table.size());
    for (const std::string& maze : mazes) {
        CAPTURE(maze);
        REQUIRE(table.count(maze) == 1);
        // The notes of walkers that refuse a map go to standard error, away from the table.
        const CliResult result = runCommand(std::string("'") + PATHFINDER_CLI + "' run --map " +
                                            preset(maze) + " --algo all --csv --quiet 2>/dev/null");
        REQUIRE(result.exitCode == 0);
        const auto rows = csvTable(result.out);
        REQUIRE(rows.size() == table.at(maze).size());
        for (const auto& row : rows) {
            const std::string& walker = row.at("walker");
            CAPTURE(walker);
            REQUIRE(table.at(maze).count(walker) == 1);
            const auto& expected = table.at(maze).at(walker);
            CHECK(row.at("status") == expected.at("status"));
            CHECK(sameNumber(row.at("path_cost"), expected.at("path_cost")));
            CHECK(sameNumber(row.at("path_length"), expected.at("path_length")));
        }
    }
}

TEST_CASE("The table's optimal costs are a plain Dijkstra's", "[cli][presets]") {
    const auto table = expectedCosts();
    for (const auto& [maze, walkers] : table) {
        CAPTURE(maze);
        const pathfinder::MazeFile file =
            pathfinder::readMazeFile(std::string(PATHFINDER_MAZE_DIR) + "/" + maze);
        const pathfinder::Movement movement = file.movement.value_or(pathfinder::Movement{});
        const int size = file.grid.unit().size;
        const double optimum =
            size > 1 ? pathfinder::testing::referenceUnitDijkstra(file.grid, movement, size)
            : file.grid.features() != 0 ? pathfinder::testing::referenceShapedDijkstra(file.grid, movement)
                                        : pathfinder::testing::referenceDijkstra(file.grid, movement);
        for (const std::string walker : {"dijkstra", "astar", "jps"}) {
            CAPTURE(walker);
            const auto& row = walkers.at(walker);
            if (std::isinf(optimum)) {
                CHECK(row.at("path_cost").empty());
            } else {
                REQUIRE_FALSE(row.at("path_cost").empty());
                CHECK(std::stod(row.at("path_cost")) == Approx(optimum).epsilon(1e-9));
            }
        }
    }
}
