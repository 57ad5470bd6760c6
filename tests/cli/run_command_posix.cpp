#include "cli/cli_process.h"

#include <sys/wait.h>

CliResult runCommand(const std::string& command) {
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

std::string sha256sum(const std::string& path) {
    return runCommand("sha256sum '" + path + "'").out.substr(0, 64);
}
