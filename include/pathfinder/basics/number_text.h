#pragma once

#include "pathfinder/basics/coord.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace pathfinder {

// Numbers typed by a person or written in a file, read by one rule everywhere (every command-line
// option and every file format):
//
// - A whole number is decimal digits only, with a '-' in front where a negative value can be meant
//   (parseInteger); leading zeros are allowed ("007" is 7). Nothing else is part of it: no '+', no
//   spaces around it, no point, exponent or hexadecimal, no digits of other scripts.
// - A real number is a whole number that may go on with a '.' and digits and an exponent ("1.5",
//   "2e-3", ".5"); it is finite: no "nan" or "inf".
// - A number outside the range the place allows is refused, never clamped to it; a refusal says so
//   in words and quotes the text as written (shortened when long):
//   "expected a whole number from 1 to 1000, found '0'".
// - A cell is written X,Y: two whole numbers separated by a comma, nothing else (parseCellText).

/// The whole number `text` spells, or why it is not one from `min` to `max`.
std::optional<std::string> wholeNumberProblem(std::string_view text, std::uint64_t min, std::uint64_t max);
std::optional<std::uint64_t> parseWholeNumber(std::string_view text, std::uint64_t min, std::uint64_t max);

/// The same for a whole number that may be negative: an optional '-', then digits.
std::optional<std::string> integerProblem(std::string_view text, long long min, long long max);
std::optional<long long> parseInteger(std::string_view text, long long min, long long max);

/// True when `text` is written as a whole number (optionally with '-') by the rule above, whatever
/// its value: a reader can then say "out of range" rather than "not a number".
bool isIntegerText(std::string_view text);

/// The same for a finite number from `min` to `max` (plain or with an exponent, '.' as the point).
std::optional<std::string> realNumberProblem(std::string_view text, double min, double max);
std::optional<double> parseRealNumber(std::string_view text, double min, double max);

/// A cell written "X,Y" with 0 ≤ X < width and 0 ≤ Y < height, or why it is not one: not two
/// whole numbers separated by a comma, or off the map.
std::optional<std::string> cellTextProblem(std::string_view text, int width, int height);
std::optional<Coord> parseCellText(std::string_view text, int width, int height);

/// `text` as a message quotes it: in single quotes, its first 24 bytes and "..." when it is longer,
/// bytes that are not printable UTF-8 as \xNN.
std::string quotedText(std::string_view text);

/// The text of a number in messages and settings: "1000", "0.5", "1.05", "1000000".
std::string numberText(double value);
/// The shortest decimal that reads back as exactly `value` (for files that must round-trip).
std::string exactNumberText(double value);

} // namespace pathfinder
