#include "pathfinder/parse_error.h"
#include "pathfinder/version.h"

#include "bench_command.h"
#include "cli_provenance.h"
#include "dynamic_command.h"
#include "experiment_command.h"
#include "generate_command.h"
#include "run_command.h"
#include "scen_command.h"
#include "trace_command.h"
#include "walker_options.h"

#include <CLI/CLI.hpp>
#include <iostream>

int main(int argc, char** argv) {
    pathfinder::cli::recordCommandLine(argc, argv);
    CLI::App app{"pathfinder-cli: run grid pathfinding algorithms headless"};
    app.set_version_flag("--version", std::string("pathfinder-cli ") + pathfinder::kVersion);
    app.require_subcommand(1);
    pathfinder::cli::addRunCommand(app);
    pathfinder::cli::addDynamicCommand(app);
    pathfinder::cli::addGenerateCommands(app);
    pathfinder::cli::addScenCommand(app);
    pathfinder::cli::addExperimentCommand(app);
    pathfinder::cli::addBenchCommand(app);
    pathfinder::cli::addTraceCommand(app);
    pathfinder::cli::addTraceDiffCommand(app);
    // After the commands: a command copies its parent's footer when it is added, and only those
    // that take --algo list the walkers.
    app.footer(pathfinder::cli::walkersHelp());
    try {
        app.parse(argc, argv);
    } catch (const CLI::Error& e) {
        return app.exit(e);
    } catch (const pathfinder::ParseError& e) {
        std::cerr << "error: " << e.what() << '\n';
        return 1;
    } catch (const std::exception& e) {
        std::cerr << "error: " << e.what() << '\n';
        return 1;
    }
    return 0;
}
