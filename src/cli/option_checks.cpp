#include "option_checks.h"

#include "pathfinder/number_text.h"

#include <CLI/CLI.hpp>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace pathfinder::cli {

namespace {

std::string found(const std::string& text) {
    return ", found '" + text + "'";
}

} // namespace

CLI::Validator wholeNumber(std::uint64_t min, std::uint64_t max) {
    return CLI::Validator(
        [min, max](std::string& text) { return wholeNumberProblem(text, min, max).value_or(std::string()); },
        "UINT in [" + std::to_string(min) + ", " + std::to_string(max) + "]");
}

CLI::Validator realNumber(double min, double max) {
    return CLI::Validator(
        [min, max](std::string& text) { return realNumberProblem(text, min, max).value_or(std::string()); },
        "NUMBER in [" + numberText(min) + ", " + numberText(max) + "]");
}

CLI::Validator budget() {
    return CLI::Validator(
        [](std::string& text) -> std::string {
            const bool perCell = !text.empty() && (text.back() == 'x' || text.back() == 'X');
            const std::string digits = perCell ? text.substr(0, text.size() - 1) : text;
            std::uint64_t value = 0;
            const char* end = digits.data() + digits.size();
            const bool plain = !digits.empty() && digits.find_first_not_of("0123456789") == std::string::npos;
            const auto [ptr, ec] = std::from_chars(digits.data(), end, value);
            if (!plain || ec != std::errc() || ptr != end || value == 0)
                return "expected a number of iterations N or Nx (N times the map's cells), N at least 1" +
                       found(text);
            return {};
        },
        "N|Nx");
}

} // namespace pathfinder::cli
