#include "pathfinder/number_text.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace pathfinder {

namespace {

std::string found(std::string_view text) {
    return ", found '" + std::string(text) + "'";
}

} // namespace

std::optional<std::uint64_t> parseWholeNumber(std::string_view text, std::uint64_t min, std::uint64_t max) {
    std::uint64_t value = 0;
    const char* end = text.data() + text.size();
    const bool digits = !text.empty() && text.find_first_not_of("0123456789") == std::string_view::npos;
    if (!digits)
        return std::nullopt;
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec != std::errc() || ptr != end || value < min || value > max)
        return std::nullopt;
    return value;
}

std::optional<std::string> wholeNumberProblem(std::string_view text, std::uint64_t min, std::uint64_t max) {
    if (parseWholeNumber(text, min, max))
        return std::nullopt;
    return "expected a whole number from " + std::to_string(min) + " to " + std::to_string(max) + found(text);
}

std::optional<double> parseRealNumber(std::string_view text, double min, double max) {
    double value = 0.0;
    const char* end = text.data() + text.size();
    // Plain decimals only: from_chars would also take "inf", "nan" and hexadecimal forms.
    const bool plain = !text.empty() && text.find_first_not_of("0123456789.eE+-") == std::string_view::npos;
    if (!plain)
        return std::nullopt;
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec != std::errc() || ptr != end || !std::isfinite(value) || value < min || value > max)
        return std::nullopt;
    return value;
}

std::optional<std::string> realNumberProblem(std::string_view text, double min, double max) {
    if (parseRealNumber(text, min, max))
        return std::nullopt;
    return "expected a number from " + numberText(min) + " to " + numberText(max) + found(text);
}

std::string exactNumberText(double value) {
    for (int digits = 15; digits <= 17; ++digits) {
        char buffer[40];
        std::snprintf(buffer, sizeof buffer, "%.*g", digits, value);
        if (std::strtod(buffer, nullptr) == value)
            return buffer;
    }
    return numberText(value);
}

std::string numberText(double value) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.15g", value);
    return buffer;
}

} // namespace pathfinder
