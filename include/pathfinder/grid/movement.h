#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/basics/enum_names.h"

#include <optional>
#include <string>
#include <string_view>

namespace pathfinder {

/// When a diagonal step may pass between the two orthogonal cells it squeezes past.
enum class DiagonalRule {
    Always,          ///< only the target cell must be free
    NotBothBlocked,  ///< not when both side cells are walls
    NoCornerCutting, ///< not when either side cell is a wall (Moving AI convention)
};

/// The length of one diagonal step, in units of an orthogonal step.
enum class DiagonalLength {
    Sqrt2,        ///< √2, the geometric length (Moving AI "octile")
    OnePointFour, ///< 1.4, the original testbed's value
    Two,          ///< 2, the thesis's worked examples
};

/// How an agent may move between cells; one value is shared by every walker of a run.
struct Movement {
    int neighbours = 8; ///< 4 or 8
    DiagonalRule diagonalRule = DiagonalRule::NoCornerCutting;
    DiagonalLength diagonalLength = DiagonalLength::Sqrt2;

    bool allowsDiagonals() const { return neighbours == 8; }
    /// Length of one diagonal step (√2, 1.4 or 2).
    double diagonalStep() const;
    /// Length of a step in heading d: 1 for orthogonal headings, diagonalStep() otherwise.
    double stepLength(Direction d) const { return isDiagonal(d) ? diagonalStep() : 1.0; }

    friend bool operator==(const Movement& a, const Movement& b) {
        return a.neighbours == b.neighbours && a.diagonalRule == b.diagonalRule &&
               a.diagonalLength == b.diagonalLength;
    }
    friend bool operator!=(const Movement& a, const Movement& b) { return !(a == b); }
};

template <>
struct EnumNames<DiagonalRule> {
    static constexpr EnumName<DiagonalRule> table[] = {
        {DiagonalRule::Always, "always", "Always"},
        {DiagonalRule::NotBothBlocked, "not-both-blocked", "Not between two walls"},
        {DiagonalRule::NoCornerCutting, "no-corner-cutting", "No corner cutting"},
    };
};

template <>
struct EnumNames<DiagonalLength> {
    static constexpr EnumName<DiagonalLength> table[] = {
        {DiagonalLength::Sqrt2, "sqrt2", "\u221a2"},
        {DiagonalLength::OnePointFour, "1.4", "1.4"},
        {DiagonalLength::Two, "2", "2"},
    };
};

/// Human-readable summary such as "8 neighbours, no corner cutting, diagonal √2".
std::string describe(const Movement& movement);

} // namespace pathfinder
