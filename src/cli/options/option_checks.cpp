#include "options/option_checks.h"

#include "pathfinder/basics/input_limits.h"
#include "pathfinder/basics/number_text.h"
#include "pathfinder/basics/printable_text.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/search/run.h"

#include <CLI/CLI.hpp>
#include <filesystem>

namespace pathfinder::cli {

namespace {

std::string found(const std::string& text) {
    return ", found " + quotedText(text);
}

/// A path as a message names it: whole, unless it is longer than any path can be.
std::string quotedPath(const std::string& path) {
    return path.size() > kMaxPathBytes ? quotedText(path) : "'" + printableText(path) + "'";
}

} // namespace

CLI::Validator wholeNumber(std::uint64_t min, std::uint64_t max) {
    return CLI::Validator(
        [min, max](std::string& text) {
            const auto value = parseWholeNumber(text, min, max);
            if (!value)
                return wholeNumberProblem(text, min, max).value_or(std::string());
            text = std::to_string(*value);
            return std::string();
        },
        "UINT in [" + std::to_string(min) + ", " + std::to_string(max) + "]");
}

CLI::Validator realNumber(double min, double max) {
    return CLI::Validator(
        [min, max](std::string& text) {
            const auto value = parseRealNumber(text, min, max);
            if (!value)
                return realNumberProblem(text, min, max).value_or(std::string());
            text = exactNumberText(*value);
            return std::string();
        },
        "NUMBER in [" + numberText(min) + ", " + numberText(max) + "]");
}

CLI::Validator budget() {
    return CLI::Validator(
        [](std::string& text) -> std::string {
            const MapGrid probe(1, 1);
            if (!parseBudget(text, probe))
                return "expected a number of iterations N or Nx (N times the map's cells), N a whole number "
                       "from 1 to " +
                       std::to_string(std::numeric_limits<std::uint64_t>::max()) + found(text);
            const bool perCell = text.back() == 'x' || text.back() == 'X';
            const auto n = parseWholeNumber(perCell ? text.substr(0, text.size() - 1) : text, 1,
                                            std::numeric_limits<std::uint64_t>::max());
            text = std::to_string(*n) + (perCell ? "x" : "");
            return {};
        },
        "N|Nx");
}

CLI::Validator oneOf(const std::vector<std::string>& keys) {
    std::string list;
    for (std::size_t i = 0; i < keys.size(); ++i)
        list +=
            (i == 0 ? "" : (i + 1 == keys.size() ? (keys.size() == 2 ? " or " : ", or ") : ", ")) + keys[i];
    return CLI::Validator(
        [keys, list](std::string& text) -> std::string {
            for (const std::string& key : keys)
                if (text == key)
                    return {};
            return "expected " + std::string(keys.size() == 2 ? "" : "one of ") + list + found(text);
        },
        list);
}

CLI::Validator cellText() {
    return CLI::Validator(
        [](std::string& text) -> std::string {
            const std::size_t comma = text.find(',');
            if (comma != std::string::npos && isIntegerText(std::string_view(text).substr(0, comma)) &&
                isIntegerText(std::string_view(text).substr(comma + 1)))
                return {};
            return "expected X,Y (two whole numbers separated by a comma, no spaces)" + found(text);
        },
        "X,Y");
}

CLI::Validator existingFile() {
    return CLI::Validator(
        [](std::string& text) -> std::string {
            std::error_code error;
            const auto status = std::filesystem::status(text, error);
            if (error && error != std::errc::no_such_file_or_directory)
                return "cannot use " + quotedPath(text) + ": " + error.message();
            if (text.empty() || !std::filesystem::exists(status))
                return "no such file: " + quotedPath(text);
            if (std::filesystem::is_directory(status))
                return "expected a file, found the folder " + quotedPath(text);
            return {};
        },
        "FILE");
}

CLI::Validator existingFolder() {
    return CLI::Validator(
        [](std::string& text) -> std::string {
            std::error_code error;
            const auto status = std::filesystem::status(text, error);
            if (error && error != std::errc::no_such_file_or_directory)
                return "cannot use " + quotedPath(text) + ": " + error.message();
            if (text.empty() || !std::filesystem::exists(status))
                return "no such folder: " + quotedPath(text);
            if (!std::filesystem::is_directory(status))
                return "expected a folder, found the file " + quotedPath(text);
            return {};
        },
        "DIR");
}

void refuseEmptyValues(CLI::App& app) {
    const CLI::Validator notEmpty(
        [](std::string& text) -> std::string {
            return text.empty() ? "expected a value, found an empty one" : std::string();
        },
        "");
    for (CLI::App* command : app.get_subcommands({}))
        for (CLI::Option* option : command->get_options())
            if (option->get_type_size_max() > 0 && option->get_expected_max() > 0)
                option->check(notEmpty);
}

} // namespace pathfinder::cli
