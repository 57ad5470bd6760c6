#include "pathfinder/grid/movement.h"

#include <cmath>

namespace pathfinder {

double Movement::diagonalStep() const {
    switch (diagonalLength) {
    case DiagonalLength::Sqrt2:
        return std::sqrt(2.0);
    case DiagonalLength::OnePointFour:
        return 1.4;
    case DiagonalLength::Two:
        return 2.0;
    }
    return std::sqrt(2.0);
}

std::string describe(const Movement& movement) {
    if (!movement.allowsDiagonals())
        return "4 neighbours";
    std::string text = "8 neighbours, ";
    switch (movement.diagonalRule) {
    case DiagonalRule::Always:
        text += "corner cutting allowed";
        break;
    case DiagonalRule::NotBothBlocked:
        text += "no squeezing between two walls";
        break;
    case DiagonalRule::NoCornerCutting:
        text += "no corner cutting";
        break;
    }
    text += ", diagonal ";
    text += movement.diagonalLength == DiagonalLength::Sqrt2 ? std::string("\u221a2")
                                                             : std::string(toString(movement.diagonalLength));
    return text;
}

} // namespace pathfinder
