#include "pathfinder/registry/walker_guide.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/version.h"

#include "cli/cli_process.h"

#include <catch2/catch.hpp>
#include <string>

using namespace pathfinder;

TEST_CASE("pathfinder-cli --help and a command's --help describe every walker from its guide page",
          "[cli][guide]") {
    for (const std::string arguments : {"--help", "run --help", "scen --help"}) {
        INFO(arguments);
        const CliResult result = runCli(arguments);
        CHECK(result.exitCode == 0);
        for (const WalkerInfo& info : walkerRegistry()) {
            INFO(info.name);
            CHECK(result.out.find("  " + std::string(info.name) + " (" + std::string(info.displayName) +
                                  ")") != std::string::npos);
            // The summary's first words, as the page's first paragraph has them.
            const std::string summary = walkerGuideSummary(info.name);
            REQUIRE(summary.size() > 20);
            CHECK(result.out.find(summary.substr(0, summary.find(' ', 15))) != std::string::npos);
        }
    }
}

TEST_CASE("Commands that take no walker do not list the walkers", "[cli][guide]") {
    for (const std::string arguments : {"generate --help", "trace-diff --help"}) {
        INFO(arguments);
        const CliResult result = runCli(arguments);
        CHECK(result.exitCode == 0);
        CHECK(result.out.find("Walkers (--algo NAME") == std::string::npos);
    }
}

TEST_CASE("pathfinder-cli --version names the program and its version", "[cli]") {
    const CliResult result = runCli("--version");
    CHECK(result.exitCode == 0);
    CHECK(result.out == std::string("pathfinder-cli ") + kVersion + "\n");
}
