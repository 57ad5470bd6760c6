#pragma once

#include "pathfinder/basics/coord.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace pathfinder {

/// A heuristic typed as an arithmetic expression (the h-expression setting), parsed once and then
/// evaluated per cell. Its variables are dx and dy (the absolute differences of the cell's
/// coordinates to the goal's), x and y (the cell) and gx and gy (the goal); besides the usual
/// operators and functions (min, max, abs, sqrt, …) it offers octile(dx, dy), with the diagonal
/// length of the movement in force (2 without diagonal steps, so octile(dx, dy) = dx + dy),
/// manhattan(dx, dy), euclidean(dx, dy) and chebyshev(dx, dy).
///
/// The value is a distance in orthogonal steps: the searches scale it by the terrain as they scale
/// the built-in heuristics (estimateScale()). A value that is negative, infinite or not a number
/// (0/0) counts as 0, which never overestimates; nonFiniteCount() tells how often that happened.
class HeuristicExpression {
public:
    /// Parses `text`; throws std::invalid_argument with parseProblem()'s message when it is not a
    /// valid expression, or when the build has no expression library.
    HeuristicExpression(std::string_view text, double diagonalStep);
    ~HeuristicExpression();
    HeuristicExpression(const HeuristicExpression&) = delete;
    HeuristicExpression& operator=(const HeuristicExpression&) = delete;

    /// Why `text` is not a valid expression, as "h-expression:1:COLUMN: what" (the column of the
    /// offending character, from 1), or nothing when it is one.
    static std::optional<std::string> parseProblem(std::string_view text);
    /// False when the build has no expression library: every non-empty expression is then refused.
    static bool available();

    /// The expression's value at cell c with the goal at `goal`, 0 in place of a negative or
    /// non-finite value. Not thread-safe: one object serves one search.
    double value(Coord c, Coord goal) const;
    /// How many values were negative, infinite or not a number and counted as 0 (since the last
    /// resetClampedCount()).
    std::uint64_t clampedCount() const { return m_clamped; }
    void resetClampedCount() { m_clamped = 0; }
    const std::string& text() const { return m_text; }
    /// The diagonal length octile() uses.
    double diagonalStep() const { return m_diagonal; }

private:
    struct Impl;
    std::unique_ptr<Impl> m_impl;
    std::string m_text;
    double m_diagonal;
    mutable std::uint64_t m_clamped = 0;
};

} // namespace pathfinder
