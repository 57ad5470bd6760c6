#pragma once

#include <cstdint>
#include <string>

namespace CLI {
class Validator;
}

namespace pathfinder::cli {

// Checks for numeric options that accept only a plain number in range and say so in words when
// they refuse one. CLI11 puts the option's name first:
//   --reps: expected a whole number from 1 to 1000, found '0'
// They run on the text as typed, before any conversion, so nothing that is not exactly a number
// of the range (a sign, a fraction, "2^64", "nan", digits past the type's range) gets through.

/// A decimal whole number from `min` to `max`.
CLI::Validator wholeNumber(std::uint64_t min, std::uint64_t max);

/// A finite decimal number from `min` to `max` (plain or with an exponent, '.' as the point).
CLI::Validator realNumber(double min, double max);

/// A run's budget: N iterations, or Nx for N × the map's cells, N ≥ 1.
CLI::Validator budget();

} // namespace pathfinder::cli
