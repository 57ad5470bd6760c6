#include "option_checks.h"

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

std::string numberText(double value) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.15g", value);
    return buffer;
}

CLI::Validator wholeNumber(std::uint64_t min, std::uint64_t max) {
    const std::string range = "a whole number from " + std::to_string(min) + " to " + std::to_string(max);
    return CLI::Validator(
        [min, max, range](std::string& text) -> std::string {
            std::uint64_t value = 0;
            const char* end = text.data() + text.size();
            const bool digits = !text.empty() && text.find_first_not_of("0123456789") == std::string::npos;
            const auto [ptr, ec] = std::from_chars(text.data(), end, value);
            if (!digits || ec != std::errc() || ptr != end || value < min || value > max)
                return "expected " + range + found(text);
            return {};
        },
        "UINT in [" + std::to_string(min) + ", " + std::to_string(max) + "]");
}

CLI::Validator realNumber(double min, double max) {
    const std::string range = "a number from " + numberText(min) + " to " + numberText(max);
    return CLI::Validator(
        [min, max, range](std::string& text) -> std::string {
            double value = 0.0;
            const char* end = text.data() + text.size();
            // Plain decimals only: from_chars would also take "inf", "nan" and hexadecimal forms.
            const bool plain =
                !text.empty() && text.find_first_not_of("0123456789.eE+-") == std::string::npos;
            const auto [ptr, ec] = std::from_chars(text.data(), end, value);
            if (!plain || ec != std::errc() || ptr != end || !std::isfinite(value) || value < min ||
                value > max)
                return "expected " + range + found(text);
            return {};
        },
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
