#include "walkers/any_angle/anya_lattice.h"

namespace pathfinder {

void AnyaLattice::build(const MapGrid& grid, const Movement& movement) {
    m_width = 2 * grid.width();
    m_height = 2 * grid.height();
    m_passDoubleCorners = movement.allowsDiagonals() && movement.diagonalRule == DiagonalRule::Always;
    m_cells = grid.paddedCells();
    m_stride = static_cast<std::size_t>(grid.stride());
}

bool AnyaLattice::isCorner(int x, int y) const {
    if ((x & 1) != 0 || (y & 1) != 0)
        return false;
    const bool upLeft = !freeCell(x - 1, y - 1);
    const bool upRight = !freeCell(x, y - 1);
    const bool downLeft = !freeCell(x - 1, y);
    const bool downRight = !freeCell(x, y);
    const int blocked = upLeft + upRight + downLeft + downRight;
    return blocked == 1 || (blocked == 2 && upLeft == downRight);
}

bool AnyaLattice::isClosedDoubleCorner(int x, int y) const {
    if (m_passDoubleCorners)
        return false;
    const bool upLeft = !freeCell(x - 1, y - 1);
    const bool upRight = !freeCell(x, y - 1);
    const bool downLeft = !freeCell(x - 1, y);
    const bool downRight = !freeCell(x, y);
    return (upLeft && downRight) || (upRight && downLeft);
}

bool AnyaLattice::runAround(int x, int hy, int& left, int& right) const {
    int cell = -1;
    if (freeCell(x - 1, hy))
        cell = x - 1;
    else if (freeCell(x, hy))
        cell = x;
    if (cell < 0)
        return false;
    left = cell;
    while (freeCell(left - 1, hy))
        --left;
    right = cell + 1;
    while (freeCell(right, hy))
        ++right;
    return true;
}

bool AnyaLattice::nextRun(int from, int to, int hy, int& left, int& right) const {
    if (from < 0)
        from = 0;
    while (from < to && from < m_width && !freeCell(from, hy))
        ++from;
    if (from >= to || from >= m_width)
        return false;
    left = from;
    right = from + 1;
    while (right < to && freeCell(right, hy))
        ++right;
    return true;
}

} // namespace pathfinder
