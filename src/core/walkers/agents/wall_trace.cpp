#include "walkers/agents/wall_trace.h"

#include "pathfinder/grid/grid_line.h"

#include "walkers/agents/agents_listings.h"

#include <cassert>
#include <cmath>
#include <cstdlib>

namespace pathfinder {

namespace {

std::int64_t distance2(Coord a, Coord b) {
    const auto dx = static_cast<std::int64_t>(a.x - b.x);
    const auto dy = static_cast<std::int64_t>(a.y - b.y);
    return dx * dx + dy * dy;
}

[[maybe_unused]] bool adjacent(Coord a, Coord b) {
    return a != b && std::abs(a.x - b.x) <= 1 && std::abs(a.y - b.y) <= 1;
}

/// True when turning from heading `from` to heading `to` passes over `target` or ends on it. The
/// turn goes the short way round; a U-turn goes the way `uTurnSense` says (+1 clockwise).
bool turnPasses(Direction from, Direction to, Direction target, int uTurnSense) {
    const int delta = (static_cast<int>(to) - static_cast<int>(from) + kDirectionCount) % kDirectionCount;
    if (delta == 0)
        return to == target;
    const int sense = delta < 4 ? 1 : delta > 4 ? -1 : uTurnSense;
    const int steps = sense > 0 ? delta : kDirectionCount - delta;
    for (int k = 1; k <= steps; ++k)
        if (rotate(from, sense * k) == target)
            return true;
    return false;
}

} // namespace

const WalkerDescription& WallTraceWalker::description() const {
    static const WalkerDescription description = [] {
        WalkerDescription d;
        d.name = "wall-trace";
        d.displayName = "Wall Trace";
        d.pseudoCode = &wallTraceListing;
        d.traits.movesAgent = true;
        d.parameters = {Parameter::MaxSteps, Parameter::Hand, Parameter::StopRule};
        return d;
    }();
    return description;
}

void WallTraceWalker::resetAgent() {
    m_hand = settings().hand;
    m_tracing = false;
    m_circuits = 0;
    m_firstStep.reset();
    m_traceStates.fit(gridRef().cellCount());
    m_traceStates.clear();
    m_facedBlocked = false;
    m_mLine.clear();
    m_mLineIndex.clear();
    if (!ready())
        return;
    m_mLine = bresenhamLine(agent(), goal());
    if (!settings().movement.allowsDiagonals()) {
        // With 4 neighbours the line must be walkable: each diagonal step becomes two
        // orthogonal ones, along x first.
        std::vector<Coord> orthogonal{m_mLine.front()};
        for (std::size_t k = 1; k < m_mLine.size(); ++k) {
            const Coord a = m_mLine[k - 1];
            const Coord b = m_mLine[k];
            if (a.x != b.x && a.y != b.y)
                orthogonal.push_back({b.x, a.y});
            orthogonal.push_back(b);
        }
        m_mLine = std::move(orthogonal);
    }
    for (std::size_t k = 0; k < m_mLine.size(); ++k)
        m_mLineIndex.emplace(cellKey(m_mLine[k]), k);
}

std::uint64_t WallTraceWalker::cellKey(Coord c) const {
    return static_cast<std::uint64_t>(static_cast<std::uint32_t>(c.y)) << 32 |
           static_cast<std::uint32_t>(c.x);
}

bool WallTraceWalker::onMLine(Coord c) const {
    return m_mLineIndex.count(cellKey(c)) != 0;
}

Direction WallTraceWalker::wayToGoal() const {
    const Coord here = agent();
    if (settings().stopRule != StopRule::MLine)
        return headingToGoal(here);
    const auto at = m_mLineIndex.find(cellKey(here));
    if (at != m_mLineIndex.end() && at->second + 1 < m_mLine.size())
        return directionBetween(here, m_mLine[at->second + 1]).value_or(Direction::N);
    // Off the line, after leaving the wall where a diagonal step crossed it: back onto the line,
    // at the neighbouring line cell furthest along, if that is closer to the goal.
    std::optional<std::size_t> best;
    Direction bestHeading = Direction::N;
    for (int i = 0; i < kDirectionCount; ++i) {
        const auto d = static_cast<Direction>(i);
        if (isDiagonal(d) && !settings().movement.allowsDiagonals())
            continue;
        const Coord next = here + offsetOf(d);
        const auto found = m_mLineIndex.find(cellKey(next));
        if (found != m_mLineIndex.end() && distance2(next, goal()) < distance2(here, goal()) &&
            (!best || found->second > *best)) {
            best = found->second;
            bestHeading = d;
        }
    }
    return best ? bestHeading : headingToGoal(here);
}

WallTraceWalker::Decision WallTraceWalker::decide() {
    const MapGrid& grid = gridRef();
    const Movement& movement = settings().movement;
    AgentDecision why;
    why.rule = AgentRule::FollowWall;
    if (m_tracing && released()) {
        m_tracing = false;
        noteRelease(why);
    }
    if (!m_tracing) {
        const Direction toward = wayToGoal();
        why.towardGoal = toward;
        if (grid.canStep(agent(), toward, movement)) {
            why.rule = why.releasedBy ? AgentRule::LeftWall : AgentRule::TowardGoal;
            why.step = toward;
            decided(why);
            return Decision::move(toward);
        }
        beginTrace(toward);
        why.rule = AgentRule::WallAhead;
    }
    why.blocked = m_blockedHeading;

    auto step = traceStep();
    if (step && m_firstStep && (agent() == m_traceStart ? step->direction == *m_firstStep : repeatsState())) {
        if (++m_circuits >= 2) {
            why.rule = AgentRule::GaveUp;
            decided(why);
            return Decision::loop();
        }
        // The obstacle may be passable the other way round: trace with the other hand.
        m_hand = m_hand == Hand::Left ? Hand::Right : Hand::Left;
        m_firstStep.reset();
        m_traceStates.clear();
        step = traceStep();
        why.rule = AgentRule::OtherHand;
    }
    why.hand = m_hand;
    if (!step) {
        why.rule = AgentRule::Stuck;
        decided(why);
        return Decision::stuck();
    }
    why.step = step->direction;
    decided(why);
    // A U-turn while tracing happens only at a dead end, where the agent turns away from its hand.
    m_facedBlocked =
        m_firstStep && heading() && turnPasses(*heading(), step->direction, m_blockedHeading, turn());
    if (!m_firstStep)
        m_firstStep = step->direction;
    m_wall = step->wall;
    assert(adjacent(agent() + offsetOf(step->direction), m_wall));
    return Decision::move(step->direction);
}

void WallTraceWalker::noteRelease(AgentDecision& why) const {
    why.releasedBy = settings().stopRule;
    why.blocked = m_blockedHeading;
    why.distance = std::sqrt(static_cast<double>(distance2(agent(), goal())));
    why.distanceAtWall = std::sqrt(static_cast<double>(m_traceStartDistance2));
}

bool WallTraceWalker::repeatsState() {
    // Where the agent stands, where its reference wall is and which way it faces determine the
    // rest of the trace, stop rules included: a state seen before means the trace now repeats.
    const Coord here = agent();
    const auto towardWall = directionBetween(here, m_wall).value_or(Direction::N);
    const auto cell = static_cast<std::size_t>(here.y) * static_cast<std::size_t>(gridRef().width()) +
                      static_cast<std::size_t>(here.x);
    const unsigned state = static_cast<unsigned>(towardWall) * static_cast<unsigned>(kDirectionCount) +
                           static_cast<unsigned>(heading().value_or(Direction::N));
    return !m_traceStates.insert(cell, state);
}

bool WallTraceWalker::metMLine() const {
    const Coord here = agent();
    if (onMLine(here))
        return true;
    // A diagonal step can cross the line between two of its cells without landing on one.
    const auto from = previous();
    if (!from)
        return false;
    const Coord s = m_mLine.front();
    const Coord g = goal();
    const auto side = [&](Coord p) {
        return static_cast<std::int64_t>(g.x - s.x) * (p.y - s.y) -
               static_cast<std::int64_t>(g.y - s.y) * (p.x - s.x);
    };
    const auto along = static_cast<std::int64_t>(here.x - s.x) * (g.x - s.x) +
                       static_cast<std::int64_t>(here.y - s.y) * (g.y - s.y);
    const bool oppositeSides = (side(*from) < 0 && side(here) > 0) || (side(*from) > 0 && side(here) < 0);
    return oppositeSides && along >= 0 && along <= distance2(s, g);
}

bool WallTraceWalker::released() const {
    const Coord here = agent();
    const bool towardGoalFree = gridRef().canStep(here, wayToGoal(), settings().movement);
    switch (settings().stopRule) {
    case StopRule::Heading:
        return towardGoalFree && m_facedBlocked;
    case StopRule::Sight:
        return towardGoalFree && hasLineOfSight(gridRef(), settings().movement, here, goal());
    case StopRule::MLine:
        // Leaving into a blocked step only starts a new trace here, but from a point closer to
        // the goal than this trace's; that is how robust tracing makes progress.
        return metMLine() && distance2(here, goal()) < m_traceStartDistance2;
    }
    return false;
}

void WallTraceWalker::beginTrace(Direction blocked) {
    m_tracing = true;
    m_traceStart = agent();
    m_traceStartDistance2 = distance2(agent(), goal());
    m_blockedHeading = blocked;
    m_firstStep.reset();
    m_traceStates.clear();
    m_facedBlocked = false;
    m_wall = initialWall(blocked);
}

Coord WallTraceWalker::initialWall(Direction blocked) const {
    const MapGrid& grid = gridRef();
    const Coord ahead = agent() + offsetOf(blocked);
    if (grid.isBlocked(ahead))
        return ahead;
    // A free cell the diagonal rule will not let the agent reach: one of the two cells beside
    // the diagonal is a wall.
    const Coord handSide = agent() + offsetOf(rotate(blocked, -turn()));
    const Coord otherSide = agent() + offsetOf(rotate(blocked, turn()));
    return grid.isBlocked(handSide) ? handSide : otherSide;
}

std::optional<WallTraceWalker::TraceStep> WallTraceWalker::traceStep() const {
    const MapGrid& grid = gridRef();
    const Movement& movement = settings().movement;
    const Coord here = agent();
    const auto towardWall = directionBetween(here, m_wall);
    assert(towardWall.has_value());
    if (!towardWall)
        return std::nullopt;
    Coord wall = m_wall;
    for (int k = 1; k < kDirectionCount; ++k) {
        const Direction d = rotate(*towardWall, k * turn());
        if (grid.canStep(here, d, movement))
            return TraceStep{d, wall};
        if (grid.isBlocked(here + offsetOf(d)))
            wall = here + offsetOf(d);
    }
    return std::nullopt;
}

} // namespace pathfinder
