#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace pathfinder {

// Numbers typed by a person or read from the command line: only a plain decimal number in range
// is accepted (no sign, no "nan", "inf" or hexadecimal, nothing past the type's range), and a
// refusal says so in words, e.g. "expected a whole number from 1 to 1000, found '0'".

/// The whole number `text` spells, or why it is not one from `min` to `max`.
std::optional<std::string> wholeNumberProblem(std::string_view text, std::uint64_t min, std::uint64_t max);
std::optional<std::uint64_t> parseWholeNumber(std::string_view text, std::uint64_t min, std::uint64_t max);

/// The same for a finite number from `min` to `max` (plain or with an exponent, '.' as the point).
std::optional<std::string> realNumberProblem(std::string_view text, double min, double max);
std::optional<double> parseRealNumber(std::string_view text, double min, double max);

/// The text of a number in messages and settings: "1000", "0.5", "1.05", "1000000".
std::string numberText(double value);
/// The shortest decimal that reads back as exactly `value` (for files that must round-trip).
std::string exactNumberText(double value);

} // namespace pathfinder
