#include "commands/command_names.h"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <vector>

namespace pathfinder::cli {

namespace {

/// Edits (insertions, deletions, substitutions) that turn `a` into `b`.
std::size_t editDistance(const std::string& a, const std::string& b) {
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j)
        row[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diagonal = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t above = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diagonal = above;
        }
    }
    return row[b.size()];
}

} // namespace

std::optional<std::string> commandProblem(const CLI::App& app, int argc, const char* const* argv) {
    std::vector<std::string> names;
    for (const CLI::App* command : app.get_subcommands({}))
        names.push_back(command->get_name());
    std::string list;
    for (std::size_t i = 0; i < names.size(); ++i)
        list += (i == 0 ? "" : (i + 1 == names.size() ? " and " : ", ")) + names[i];
    for (int i = 1; i < argc; ++i) {
        const std::string word = argv[i];
        if (word == "--help" || word == "-h" || word == "--version")
            return std::nullopt;
        if (!word.empty() && word[0] == '-')
            continue; // an option of the program's own, which CLI11 judges
        if (std::find(names.begin(), names.end(), word) != names.end())
            return std::nullopt;
        std::string problem = "unknown command '" + word.substr(0, 40) + (word.size() > 40 ? "..." : "") +
                              "'; the commands are " + list;
        const auto nearest = std::min_element(names.begin(), names.end(), [&](const auto& a, const auto& b) {
            return editDistance(word, a) < editDistance(word, b);
        });
        if (nearest != names.end() && editDistance(word, *nearest) <= 2)
            problem += " (did you mean '" + *nearest + "'?)";
        return problem;
    }
    return "expected a command: " + list;
}

std::string exitStatusHelp(const std::string& command) {
    if (command == "trace-diff")
        return "Exit status (as diff's): 0 the traces agree, 1 they differ, 2 a file cannot be read or the "
               "command is wrong.\n";
    const std::string trouble =
        "2 not done: a usage error, an input that cannot be read, an output that cannot "
        "be written, or a run that could not finish (the message says which).\n";
    if (command.empty())
        return "Exit status of every command: 0 done; 1 done, and the results show a fault (scen: a result "
               "off "
               "the optimum; trace-diff: the traces differ); " +
               trouble;
    if (command == "scen")
        return "Exit status: 0 done; 1 done, and a result is off the optimal length (or off the first "
               "walker's); " +
               trouble;
    return "Exit status: 0 done; " + trouble;
}

void addExitStatusHelp(CLI::App& app) {
    for (CLI::App* command : app.get_subcommands({})) {
        const std::string footer = command->get_footer();
        command->footer(exitStatusHelp(command->get_name()) + (footer.empty() ? "" : "\n" + footer));
    }
}

} // namespace pathfinder::cli
