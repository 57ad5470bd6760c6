#include "pathfinder/basics/number_text.h"

#include "pathfinder/basics/printable_text.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace pathfinder {

namespace {

std::string found(std::string_view text) {
    return ", found " + quotedText(text);
}

bool allDigits(std::string_view text) {
    return !text.empty() && text.find_first_not_of("0123456789") == std::string_view::npos;
}

/// Digits with an optional '.' and an optional exponent, after an optional '-': the forms of a
/// real number the rule allows. from_chars alone would also take "inf", "nan" and hexadecimal.
bool isRealText(std::string_view text) {
    if (!text.empty() && text.front() == '-')
        text.remove_prefix(1);
    const std::size_t exponent = text.find_first_of("eE");
    std::string_view mantissa = text.substr(0, exponent);
    const std::size_t point = mantissa.find('.');
    const std::string_view whole = mantissa.substr(0, point);
    const std::string_view fraction =
        point == std::string_view::npos ? std::string_view() : mantissa.substr(point + 1);
    const bool wholeOk = whole.empty() || allDigits(whole);
    const bool fractionOk = fraction.empty() || allDigits(fraction);
    if (!wholeOk || !fractionOk || (whole.empty() && fraction.empty()))
        return false;
    if (exponent == std::string_view::npos)
        return true;
    std::string_view power = text.substr(exponent + 1);
    if (!power.empty() && (power.front() == '-' || power.front() == '+'))
        power.remove_prefix(1);
    return allDigits(power);
}

} // namespace

std::optional<std::uint64_t> parseWholeNumber(std::string_view text, std::uint64_t min, std::uint64_t max) {
    if (!allDigits(text))
        return std::nullopt;
    std::uint64_t value = 0;
    const char* end = text.data() + text.size();
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

bool isIntegerText(std::string_view text) {
    if (!text.empty() && text.front() == '-')
        text.remove_prefix(1);
    return allDigits(text);
}

std::optional<long long> parseInteger(std::string_view text, long long min, long long max) {
    if (!isIntegerText(text))
        return std::nullopt;
    long long value = 0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec != std::errc() || ptr != end || value < min || value > max)
        return std::nullopt;
    return value;
}

std::optional<std::string> integerProblem(std::string_view text, long long min, long long max) {
    if (parseInteger(text, min, max))
        return std::nullopt;
    return "expected a whole number from " + std::to_string(min) + " to " + std::to_string(max) + found(text);
}

std::optional<double> parseRealNumber(std::string_view text, double min, double max) {
    if (!isRealText(text))
        return std::nullopt;
    double value = 0.0;
    const char* end = text.data() + text.size();
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

std::optional<Coord> parseCellText(std::string_view text, int width, int height) {
    const std::size_t comma = text.find(',');
    if (comma == std::string_view::npos)
        return std::nullopt;
    const auto x = parseInteger(text.substr(0, comma), 0, width - 1);
    const auto y = parseInteger(text.substr(comma + 1), 0, height - 1);
    if (!x || !y)
        return std::nullopt;
    return Coord{static_cast<int>(*x), static_cast<int>(*y)};
}

std::optional<std::string> cellTextProblem(std::string_view text, int width, int height) {
    if (parseCellText(text, width, height))
        return std::nullopt;
    const std::size_t comma = text.find(',');
    const bool written = comma != std::string_view::npos && isIntegerText(text.substr(0, comma)) &&
                         isIntegerText(text.substr(comma + 1));
    if (!written)
        return "expected X,Y (two whole numbers separated by a comma, no spaces)" + found(text);
    return quotedText(text) + " is outside the " + std::to_string(width) + " x " + std::to_string(height) +
           " map (X from 0 to " + std::to_string(width - 1) + ", Y from 0 to " + std::to_string(height - 1) +
           ")";
}

std::string quotedText(std::string_view text) {
    constexpr std::size_t kMaxShown = 24;
    if (text.size() > kMaxShown)
        return "'" + printableText(text.substr(0, kMaxShown)) + "...'";
    return "'" + printableText(text) + "'";
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
