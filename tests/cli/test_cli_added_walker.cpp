#include "pathfinder/registry/walker_registry.h"

#include "options/exit_status.h"
#include "options/walker_options.h"
#include "support/added_walker.h"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <catch2/catch.hpp>
#include <optional>
#include <string>
#include <vector>

using namespace pathfinder;
using pathfinder::testing::kAddedWalkerName;

namespace {

/// Parses `args` (without the program's name) with a command that declares the walker options.
void parse(cli::WalkerOptions& options, std::vector<std::string> args) {
    CLI::App command("run");
    options.declare(command);
    std::reverse(args.begin(), args.end());
    command.parse(args);
}

} // namespace

TEST_CASE("The command line's walker options take a walker added from the tests", "[cli][added-walker]") {
    const pathfinder::testing::AddedWalkerRegistration registration;

    cli::WalkerOptions options;
    parse(options, {"--algo", "test-flood", "--search-unreachable"});
    CHECK(options.walkerNames() == std::vector<std::string>{"test-flood"});
    CHECK(options.settings(std::nullopt).searchUnreachable);

    // A setting it does not declare is refused, naming the ones it has.
    cli::WalkerOptions weighted;
    parse(weighted, {"--algo", "test-flood", "--weight", "2"});
    CHECK_THROWS_WITH(weighted.settings(std::nullopt),
                      Catch::Contains("--weight is not a setting of test-flood") &&
                          Catch::Contains("--search-unreachable"));

    // "all" runs it with the others; the help lists it with its summary.
    cli::WalkerOptions all;
    parse(all, {"--algo", "all"});
    const auto names = all.walkerNames();
    CHECK(std::count(names.begin(), names.end(), std::string(kAddedWalkerName)) == 1);
    CHECK(cli::walkersHelp().find("test-flood") != std::string::npos);
    CHECK(cli::walkersHelp().find("A flood from the start") != std::string::npos);
}

TEST_CASE("Once the added walker is gone the command line refuses its name", "[cli][added-walker]") {
    { const pathfinder::testing::AddedWalkerRegistration registration; }
    cli::WalkerOptions options;
    parse(options, {"--algo", "test-flood"});
    CHECK_THROWS_WITH(options.walkerNames(), Catch::Contains("unknown walker"));
}
