#pragma once

#include <cmath>

namespace pathfinder::anya {

// Arithmetic shared by Anya's search and its root expansion, on the lattice of half cells.

/// Tolerance for the ends of intervals, which are fractions of whole half cells.
inline constexpr double kEps = 1e-9;

/// A value within kEps of a whole number, made that number, so that corners are recognised.
inline double snap(double v) {
    const double r = std::round(v);
    return std::abs(v - r) < kEps ? r : v;
}

/// The length of (dx, dy); the lattice is small enough that the squares cannot overflow.
inline double length(double dx, double dy) {
    return std::sqrt(dx * dx + dy * dy);
}

inline bool isWhole(double v) {
    return std::abs(v - std::round(v)) < kEps;
}

} // namespace pathfinder::anya
