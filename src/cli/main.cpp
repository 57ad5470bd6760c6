#include "pathfinder/basics/parse_error.h"
#include "pathfinder/version.h"

#include "commands/bench_command.h"
#include "commands/command_names.h"
#include "commands/crowd_command.h"
#include "commands/dynamic_command.h"
#include "commands/experiment_command.h"
#include "commands/flow_command.h"
#include "commands/generate_command.h"
#include "commands/run_command.h"
#include "commands/scen_command.h"
#include "commands/trace_command.h"
#include "options/exit_status.h"
#include "options/option_checks.h"
#include "options/walker_options.h"
#include "output/cli_provenance.h"
#include "output/result_output.h"
#include "output/stop_signals.h"
#include "platform/process.h"

#include <CLI/CLI.hpp>
#include <iostream>
#include <new>

namespace {

using namespace pathfinder::cli;

/// "Run 'pathfinder-cli scen --help' for more information." for the command that was chosen.
std::string helpHint(const CLI::App& app) {
    std::string command;
    for (const CLI::App* chosen : app.get_subcommands())
        command = " " + chosen->get_name();
    return "Run 'pathfinder-cli" + command + " --help' for more information.\n";
}

int reportError(const CLI::App& app, const std::string& message, bool usage) {
    std::cerr << "error: " << message << '\n' << (usage ? helpHint(app) : "");
    return kExitTrouble;
}

/// Parses and runs the command; returns its exit status (exit_status.h).
int run(CLI::App& app, int argc, char** argv) {
    try {
        app.parse(argc, argv);
        return kExitDone;
    } catch (const CLI::Success& e) {
        return app.exit(e); // --help, --version
    } catch (const CLI::RuntimeError& e) {
        return e.get_exit_code(); // a command's own status: done, or a fault found
    } catch (const CLI::Error& e) {
        return reportError(app, e.what(), true);
    } catch (const UsageError& e) {
        return reportError(app, e.what(), true);
    } catch (const std::bad_alloc&) {
        return reportError(app, "out of memory", false);
    } catch (const std::exception& e) {
        return reportError(app, e.what(), false);
    }
}

} // namespace

int main(int argc, char** systemArgv) {
    pathfinder::platform::handleStopSignals(removeTemporariesAndStop);
    pathfinder::platform::useBinaryStandardStreams();
    pathfinder::platform::Arguments arguments(argc, systemArgv);
    argc = arguments.count();
    char** argv = arguments.values();
    checkStandardOutput();
    recordCommandLine(argc, argv);
    CLI::App app{"pathfinder-cli: run grid pathfinding algorithms headless"};
    // The same syntax on every system: "/path/to/map" is a file, never a Windows-style "/option".
    app.allow_windows_style_options(false);
    app.set_version_flag("--version", std::string("pathfinder-cli ") + pathfinder::kVersion);
    app.require_subcommand(1);
    addRunCommand(app);
    addFlowCommand(app);
    addDynamicCommand(app);
    addGenerateCommands(app);
    addScenCommand(app);
    addExperimentCommand(app);
    addBenchCommand(app);
    addTraceCommand(app);
    addTraceDiffCommand(app);
    addCrowdCommand(app);
    refuseEmptyValues(app);
    addExitStatusHelp(app);
    // After the commands: a command copies its parent's footer when it is added, and only those
    // that take --algo list the walkers.
    app.footer(exitStatusHelp() + "\n" + walkersHelp());
    if (const auto problem = commandProblem(app, argc, argv)) {
        std::cerr << "error: " << *problem << "\nRun 'pathfinder-cli --help' for more information.\n";
        return kExitTrouble;
    }
    const int status = run(app, argc, argv);
    try {
        flushStandardOutput();
    } catch (const std::exception& e) {
        // A command that failed has said why; a failed write of its output may be that reason.
        if (status != kExitTrouble)
            std::cerr << "error: " << e.what() << '\n';
        return kExitTrouble;
    }
    return status;
}
