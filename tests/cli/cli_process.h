#pragma once

#include <array>
#include <cstdio>
#include <map>
#include <stdexcept>
#include <string>
#include <sys/wait.h>

/// Output and exit status of one pathfinder-cli invocation.
struct CliResult {
    int exitCode = -1;
    std::string out; ///< stdout and stderr together
};

/// Runs a shell command and captures its standard output (and its exit status).
inline CliResult runCommand(const std::string& command) {
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

/// What `sha256sum` prints for a file (its 64 hex digits): an independent check of the hashes the
/// program writes.
inline std::string sha256sum(const std::string& path) {
    return runCommand("sha256sum '" + path + "'").out.substr(0, 64);
}

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
