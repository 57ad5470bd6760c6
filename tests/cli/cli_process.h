#pragma once

#include <array>
#include <cstdio>
#include <stdexcept>
#include <string>
#include <sys/wait.h>

/// Output and exit status of one pathfinder-cli invocation.
struct CliResult {
    int exitCode = -1;
    std::string out; ///< stdout and stderr together
};

/// Runs pathfinder-cli with the given argument string (already shell-quoted) and captures
/// its output.
inline CliResult runCli(const std::string& arguments) {
    const std::string command = std::string("'") + PATHFINDER_CLI + "' " + arguments + " 2>&1";
    FILE* pipe = popen(command.c_str(), "r");
    if (!pipe)
        throw std::runtime_error("cannot start " + command);
    CliResult result;
    std::array<char, 4096> buffer{};
    while (std::fgets(buffer.data(), static_cast<int>(buffer.size()), pipe))
        result.out += buffer.data();
    const int status = pclose(pipe);
    result.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return result;
}

/// A path inside the test fixtures folder, quoted for the shell.
inline std::string fixture(const std::string& name) {
    return std::string("'") + PATHFINDER_FIXTURE_DIR + "/" + name + "'";
}

/// A path to a preset maze, quoted for the shell.
inline std::string preset(const std::string& name) {
    return std::string("'") + PATHFINDER_MAZE_DIR + "/" + name + "'";
}
