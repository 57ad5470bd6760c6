#include "cli/cli_process.h"
#include "support/temp_dir.h"

#include <catch2/catch.hpp>
#include <string>
#include <utility>
#include <vector>

namespace {

const std::string kMap = fixture("terrain/road-or-water.maze");

/// The path_cost column of the CSV row of `walker`.
std::string pathCostOf(const std::string& csv, const std::string& walker) {
    const std::size_t row = csv.find("\n" + walker + ",");
    if (row == std::string::npos)
        return "no row";
    const std::size_t status = csv.find(',', row + 1);
    const std::size_t cost = csv.find(',', status + 1);
    return csv.substr(cost + 1, csv.find(',', cost + 1) - cost - 1);
}

} // namespace

TEST_CASE("run --unit prices terrain for each unit, with real-valued costs", "[cli][terrain]") {
    // The costs worked by hand in the fixture's comment.
    const std::vector<std::pair<std::string, std::string>> expected = {
        {"light-infantry", "7.2"},
        {"heavy-infantry", "7.3"},
        {"jeep", "7.1"},
        {"apc", "7.1"},
        {"tank", "7"},
        {"mobile-base", "7.2"},
        {"hovercraft", "5.7"},
        {"movingai", "7"},
    };
    for (const auto& [unit, cost] : expected) {
        const CliResult result =
            runCli("run --map " + kMap + " --unit " + unit + " --algo dijkstra,astar --csv");
        INFO(unit << "\n" << result.out);
        REQUIRE(result.exitCode == 0);
        CHECK(pathCostOf(result.out, "dijkstra") == cost);
        CHECK(pathCostOf(result.out, "astar") == cost);
    }
}

TEST_CASE("run --units reads a unit table; its errors say where", "[cli][terrain]") {
    SECTION("a unit of the file, and its limit for the others") {
        const CliResult scout =
            runCli("run --map " + kMap + " --units " + fixture("terrain/cheap-forest.units") +
                   " --unit scout --algo dijkstra --csv");
        INFO(scout.out);
        REQUIRE(scout.exitCode == 0);
        // Down into the forest (0.5), five along it, up to the plains (1): 0.5 + 5 x 0.5 + 1.
        CHECK(pathCostOf(scout.out, "dijkstra") == "4");
        const CliResult hover =
            runCli("run --map " + kMap + " --units " + fixture("terrain/cheap-forest.units") +
                   " --unit hovercraft --algo dijkstra --csv");
        // The limit 1.1 closes the plains (1.3) at both ends to the hovercraft: no route at all.
        CHECK(pathCostOf(hover.out, "dijkstra") == "inf");
    }
    SECTION("a malformed table") {
        const CliResult bad = runCli("run --map " + kMap + " --units " + fixture("terrain/bad.units"));
        CHECK(bad.exitCode != 0);
        CHECK_THAT(bad.out, Catch::Contains("bad.units:3:35: expected 10 factors") &&
                                Catch::Contains("missing water"));
    }
    SECTION("an unknown unit") {
        const CliResult unknown = runCli("run --map " + kMap + " --unit submarine");
        CHECK(unknown.exitCode != 0);
        CHECK_THAT(unknown.out,
                   Catch::Contains("--unit 'submarine': no such unit (known units: light-infantry"));
    }
}
