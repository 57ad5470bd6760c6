#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace CLI {
class App;
class Validator;
} // namespace CLI

namespace pathfinder::cli {

// Checks for options that accept only what the rule of number_text.h allows and say so in words
// when they refuse a value. CLI11 puts the option's name first:
//   --reps: expected a whole number from 1 to 1000, found '0'
// They run on the text as typed, before any conversion, so nothing that is not exactly a value of
// the range (a sign, a space, a fraction, "2^64", "nan", digits past the type's range) gets
// through; a number that passes is handed on as its plain decimal form ("010" as 10, never as the
// octal 8 the conversion behind would read), so the numeric ones go on with ->transform(), which
// lets them change the text (->check() would hand them a copy).

/// A decimal whole number from `min` to `max`.
CLI::Validator wholeNumber(std::uint64_t min, std::uint64_t max);

/// A finite decimal number from `min` to `max` (plain or with an exponent, '.' as the point).
CLI::Validator realNumber(double min, double max);

/// A run's budget: N iterations, or Nx for N × the map's cells, N ≥ 1.
CLI::Validator budget();

/// One of `keys`, as written: "expected one of always, not-both-blocked, no-corner-cutting, found 'x'".
CLI::Validator oneOf(const std::vector<std::string>& keys);

/// A cell written X,Y: two whole numbers separated by a comma, nothing else. Whether it lies on
/// the map is known only once the map is read (parseCellText).
CLI::Validator cellText();

/// A file that exists (not a folder), or a folder that exists.
CLI::Validator existingFile();
CLI::Validator existingFolder();

/// Adds to every option of every command of `app` that takes a value the check that the value is
/// not empty: an empty value never stands for the default.
void refuseEmptyValues(CLI::App& app);

} // namespace pathfinder::cli
