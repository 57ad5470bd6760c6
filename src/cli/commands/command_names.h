#pragma once

#include <optional>
#include <string>

namespace CLI {
class App;
}

namespace pathfinder::cli {

/// What is wrong with the command the program was asked to run, before anything else is parsed: no
/// command, or a word that names none ("unknown command 'explode'; the commands are run, ..., and
/// trace-diff (did you mean 'experiment'?)"); nothing when the first word is a command or help.
std::optional<std::string> commandProblem(const CLI::App& app, int argc, const char* const* argv);

/// The exit statuses of `command` (exit_status.h) as its --help ends; "" for the program's own help.
std::string exitStatusHelp(const std::string& command = {});

/// Ends the help of every command of `app` with its exit statuses.
void addExitStatusHelp(CLI::App& app);

} // namespace pathfinder::cli
