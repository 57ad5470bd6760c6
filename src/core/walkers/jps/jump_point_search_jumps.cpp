#include "walkers/jps/jump_point_search.h"
#include "walkers/jps/jump_rays.h"
#include "walkers/jps/table_rays.h"

namespace pathfinder {

// The expansion of Jump Point Search: the jumps from a jump point, and the jump points they find
// opened or given a better route.

namespace {

/// g values within these factors of each other count as one cost: sums of the same steps in
/// another order may differ in the last bits.
constexpr double kImproves = 1.0 - 1e-12;
constexpr double kTies = 1.0 + 1e-12;

} // namespace

using namespace jump_rays;

JumpPointSearchWalker::HeapEntry JumpPointSearchWalker::relax(std::uint32_t cell, Coord at, double g,
                                                              std::uint32_t parent, unsigned heading) {
    Node& node = m_nodes[cell];
    if (node.epoch != m_nodes.epoch())
        node.closedBefore = false;
    node.g = g;
    node.parent = parent;
    node.epoch = m_nodes.epoch();
    node.visit = CellVisit::Open;
    node.heading = static_cast<std::uint8_t>(heading);
    node.arrivals = heading == kNoDirection ? 0 : static_cast<std::uint8_t>(bit(heading));
    node.expandedArrivals = 0;
    return entryFor(cell, at, g);
}

void JumpPointSearchWalker::addArrival(std::uint32_t cell, unsigned heading) {
    Node& node = m_nodes[cell];
    if ((node.arrivals & bit(heading)) != 0)
        return;
    node.arrivals = static_cast<std::uint8_t>(node.arrivals | bit(heading));
    if (node.visit != CellVisit::Closed)
        return; // still open: its expansion will cover the new heading
    node.visit = CellVisit::Open;
    m_open.push(entryFor(cell, gridRef().coordOf(cell), node.g));
    ++mutableStats().generated;
    emitCell(SearchEventKind::Updating, cell);
}

JumpPointSearchWalker::HeapEntry JumpPointSearchWalker::entryFor(std::uint32_t cell, Coord at, double g) {
    return m_rank.entry(rankBits(g + hValue(at)), g, cell);
}

void JumpPointSearchWalker::expandJumping(std::uint32_t cell, Node& node) {
    // The start: every heading (the orthogonal ones with 4 neighbours).
    const unsigned every = m_rules == JumpRules::FourNeighbours ? 0x55u : 0xFFu;
    unsigned headings = node.parent == MapGrid::kNoCell ? every : 0u;
    for (unsigned fresh = node.arrivals & ~node.expandedArrivals; fresh != 0; fresh &= fresh - 1)
        headings |= jumpHeadings(cell, lowestBit(fresh));
    node.expandedArrivals = node.arrivals;

    // All jumps first: the states of the cells they find are scattered over a large array, and
    // fetching them while the other jumps scan hides most of the wait.
    const auto stride = static_cast<std::uint32_t>(gridRef().stride());
    const auto x = static_cast<int>(cell % stride);
    const auto y = static_cast<int>(cell / stride);
    const bool hasGoal = m_goalCell != MapGrid::kNoCell;
    const Rays rays{&m_bits, m_cells, hasGoal ? static_cast<std::ptrdiff_t>(m_goalCell) : -1,
                    hasGoal ? m_goal.x + 1 : -1, hasGoal ? m_goal.y + 1 : -1};
    m_found.clear();
    switch (m_rules) {
    case JumpRules::NoCornerCutting:
        if (m_bits.uniform() && readsTable())
            jumpAll<JumpRules::NoCornerCutting, true, true>(rays, cell, x, y, headings);
        else if (m_bits.uniform())
            jumpAll<JumpRules::NoCornerCutting, true>(rays, cell, x, y, headings);
        else
            jumpAll<JumpRules::NoCornerCutting, false>(rays, cell, x, y, headings);
        break;
    case JumpRules::NotBothBlocked:
        jumpAll<JumpRules::NotBothBlocked, false>(rays, cell, x, y, headings);
        break;
    case JumpRules::Always:
        jumpAll<JumpRules::Always, false>(rays, cell, x, y, headings);
        break;
    case JumpRules::FourNeighbours:
        if (m_bits.uniform() && readsTable())
            jumpAll<JumpRules::FourNeighbours, true, true>(rays, cell, x, y, headings);
        else if (m_bits.uniform())
            jumpAll<JumpRules::FourNeighbours, true>(rays, cell, x, y, headings);
        else
            jumpAll<JumpRules::FourNeighbours, false>(rays, cell, x, y, headings);
        break;
    }
    const double g = node.g;
    for (const Successor& next : m_found)
        reach(cell, g, next);
}

void JumpPointSearchWalker::reach(std::uint32_t from, double fromG, const Successor& next) {
    const double g = fromG + (next.firstSteps * m_firstStep + next.straightSteps);
    const Node& node = m_nodes[next.cell];
    const bool seen = node.epoch == m_nodes.epoch();
    if (seen && !(g < node.g * kImproves)) {
        if (g <= node.g * kTies)
            addArrival(next.cell, next.heading);
        return;
    }
    const bool wasOpen = seen && node.visit == CellVisit::Open;
    m_open.offer(relax(next.cell, next.at, g, from, next.heading), wasOpen);
    ++mutableStats().generated;
    emitCell(seen ? SearchEventKind::Updating : SearchEventKind::Generating, next.cell);
}

unsigned JumpPointSearchWalker::jumpHeadings(std::uint32_t cell, unsigned heading) const {
    const auto c = static_cast<std::ptrdiff_t>(cell);
    const std::ptrdiff_t* off = m_offsets;
    const unsigned d = heading;
    if ((d & 1u) == 0) {
        const unsigned left = turn(d, 6);
        const unsigned right = turn(d, 2);
        unsigned headings = bit(d);
        switch (m_rules) {
        case JumpRules::FourNeighbours:
            if (d == 2 || d == 6)
                return headings | bit(left) | bit(right); // a row step may turn either way
            // A column step turns into a row only where the cell beside the one before it is a wall:
            // else the row step could have come first.
            if (free(c + off[right]) && !free(c + off[right] - off[d]))
                headings |= bit(right);
            if (free(c + off[left]) && !free(c + off[left] - off[d]))
                headings |= bit(left);
            break;
        case JumpRules::NoCornerCutting:
            // A side cell is forced when the cell before this one had a wall beside it, so the
            // diagonal that would otherwise reach it without passing here was not allowed.
            if (free(c + off[right]) && !free(c + off[right] - off[d]))
                headings |= bit(right) | bit(turn(d, 1));
            if (free(c + off[left]) && !free(c + off[left] - off[d]))
                headings |= bit(left) | bit(turn(d, 7));
            break;
        case JumpRules::NotBothBlocked:
        case JumpRules::Always:
            if (!free(c + off[right]) && free(c + off[right] + off[d]))
                headings |= bit(turn(d, 1));
            if (!free(c + off[left]) && free(c + off[left] + off[d]))
                headings |= bit(turn(d, 7));
            break;
        }
        return headings;
    }
    unsigned headings = bit(turn(d, 7)) | bit(d) | bit(turn(d, 1));
    if (m_rules != JumpRules::NoCornerCutting) {
        if (!free(c + off[turn(d, 3)]) && free(c + off[turn(d, 2)]))
            headings |= bit(turn(d, 2));
        if (!free(c + off[turn(d, 5)]) && free(c + off[turn(d, 6)]))
            headings |= bit(turn(d, 6));
    }
    return headings;
}

template <JumpRules kRules, bool kUniform, bool kTable>
void JumpPointSearchWalker::jumpAll(const jump_rays::Rays& rays, std::uint32_t from, int x, int y,
                                    unsigned headings) {
    // A test per heading, each a branch of its own: which headings a jump point keeps is hard to
    // predict, and a loop over them mispredicts more.
    constexpr bool kDiagonals = kRules != JumpRules::FourNeighbours;
    if ((headings & bit(0)) != 0)
        jump<kRules, kUniform, kTable, 0>(rays, from, x, y);
    if constexpr (kDiagonals)
        if ((headings & bit(1)) != 0)
            jump<kRules, kUniform, kTable, 1>(rays, from, x, y);
    if ((headings & bit(2)) != 0)
        jump<kRules, kUniform, kTable, 2>(rays, from, x, y);
    if constexpr (kDiagonals)
        if ((headings & bit(3)) != 0)
            jump<kRules, kUniform, kTable, 3>(rays, from, x, y);
    if ((headings & bit(4)) != 0)
        jump<kRules, kUniform, kTable, 4>(rays, from, x, y);
    if constexpr (kDiagonals)
        if ((headings & bit(5)) != 0)
            jump<kRules, kUniform, kTable, 5>(rays, from, x, y);
    if ((headings & bit(6)) != 0)
        jump<kRules, kUniform, kTable, 6>(rays, from, x, y);
    if constexpr (kDiagonals)
        if ((headings & bit(7)) != 0)
            jump<kRules, kUniform, kTable, 7>(rays, from, x, y);
}

template <JumpRules kRules, bool kUniform, bool kTable, unsigned kHeading>
void JumpPointSearchWalker::jump(const jump_rays::Rays& rays, std::uint32_t from, int x, int y) {
    const auto found = [this](std::ptrdiff_t cell, int px, int py, int firstSteps, int straightSteps,
                              unsigned along) {
        prefetch(&m_nodes[static_cast<std::size_t>(cell)]);
        m_found.push_back(
            {static_cast<std::uint32_t>(cell), along, firstSteps, straightSteps, Coord{px - 1, py - 1}});
    };
    constexpr Coord step = kDirectionOffsets[kHeading];
    const std::ptrdiff_t offset = m_offsets[kHeading];
    const std::ptrdiff_t stride = m_offsets[static_cast<unsigned>(Direction::S)];
    int steps;
    if constexpr (kTable) {
        static_assert(kUniform && stopsBehindWalls(kRules),
                      "the table knows walls and these rules' stops only");
        if constexpr (kRules == JumpRules::FourNeighbours && step.y == 0) {
            steps = table_rays::walkRow<step.x == 1>(m_table, rays, from, x, y, stride, found);
        } else if constexpr (kHeading % 2 == 0) {
            steps = table_rays::straight<kHeading>(m_table, rays, from, x, y);
            if (steps > 0)
                found(from + steps * offset, x + steps * step.x, y + steps * step.y, 0, steps, kHeading);
        } else {
            steps =
                table_rays::walkDiagonal<step.x == 1, step.y == 1>(m_table, rays, from, x, y, stride, found);
        }
    } else if constexpr (kRules == JumpRules::FourNeighbours && step.y == 0) {
        steps = walkRow<step.x == 1, kUniform>(rays, from, x, y, stride, found);
    } else if constexpr (kHeading % 2 == 0) {
        steps = scanStraight<kRules, kHeading, kUniform>(rays, x, y);
        if (steps > 0)
            found(from + steps * offset, x + steps * step.x, y + steps * step.y, 0, steps, kHeading);
    } else if constexpr (kRules == JumpRules::NoCornerCutting) {
        steps = walkDiagonal<step.x == 1, step.y == 1, kUniform>(rays, from, x, y, stride, found);
    } else {
        steps = scanDiagonal<step.x == 1, step.y == 1, kRules == JumpRules::Always>(rays, from, x, y, stride);
        if (steps > 0)
            found(from + steps * offset, x + steps * step.x, y + steps * step.y, steps, 0, kHeading);
    }
    if (steps == kDearerCell)
        m_costsVary = true;
}

} // namespace pathfinder
