#pragma once

#include <array>
#include <cstdio>
#include <map>
#include <stdexcept>
#include <string>

/// Output and exit status of one pathfinder-cli invocation.
struct CliResult {
    int exitCode = -1;
    std::string out; ///< stdout and stderr together
};

/// Runs a command written for a POSIX shell and captures its standard output and exit status
/// (run_command_posix.cpp; run_command_windows.cpp runs the commands that need no shell of their
/// own: words in quotes, redirections, and nothing else).
CliResult runCommand(const std::string& command);

/// Runs pathfinder-cli with the given argument string (already shell-quoted) and captures
/// its output.
inline CliResult runCli(const std::string& arguments) {
    return runCommand(std::string("'") + PATHFINDER_CLI + "' " + arguments + " 2>&1");
}

/// A path inside the test fixtures folder, quoted for the shell.
inline std::string fixture(const std::string& name) {
    return std::string("'") + PATHFINDER_FIXTURE_DIR + "/" + name + "'";
}

/// A path to a preset maze, quoted for the shell.
inline std::string preset(const std::string& name) {
    return std::string("'") + PATHFINDER_MAZE_DIR + "/" + name + "'";
}

/// A file's SHA-256 in 64 hex digits, by the system's own implementation (`sha256sum` on POSIX
/// systems, the CNG library on Windows): an independent check of the hashes the program writes.
std::string sha256sum(const std::string& path);

/// The `# key: value` lines at the top of a CSV the program wrote, as key → value.
inline std::map<std::string, std::string> csvProvenance(const std::string& text) {
    std::map<std::string, std::string> entries;
    std::size_t at = 0;
    while (text.compare(at, 2, "# ") == 0) {
        const std::size_t end = text.find('\n', at);
        const std::string line = text.substr(at + 2, end - at - 2);
        const std::size_t colon = line.find(": ");
        if (colon != std::string::npos)
            entries[line.substr(0, colon)] = line.substr(colon + 2);
        if (end == std::string::npos)
            break;
        at = end + 1;
    }
    return entries;
}
