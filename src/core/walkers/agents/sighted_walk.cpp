#include "pathfinder/walkers/agents/sighted_walk.h"

#include "pathfinder/search/run.h"

#include <cassert>
#include <chrono>

namespace pathfinder {

namespace {

/// The code of the cheapest ground the unit can enter on `truth` (the first such cell's, row by
/// row, among equals); plain cost 1 on a map it can enter nowhere.
std::uint8_t cheapestCode(const MapGrid& truth) {
    std::uint8_t best = 1;
    double bestCost = 0.0;
    for (int y = 0; y < truth.height(); ++y)
        for (int x = 0; x < truth.width(); ++x) {
            const Coord c{x, y};
            if (truth.stepCode(c) == MapGrid::kWall)
                continue;
            if (bestCost == 0.0 || truth.entryCost(c) < bestCost) {
                bestCost = truth.entryCost(c);
                best = truth.code(c);
            }
        }
    return best;
}

constexpr Direction kSides[] = {Direction::N, Direction::E, Direction::S, Direction::W};

/// True when `known` holds `cell` otherwise than `truth` does.
bool differs(const MapGrid& known, const MapGrid& truth, Coord cell) {
    if (truth.code(cell) != known.code(cell) || truth.height(cell) != known.height(cell))
        return true;
    for (const Direction d : kSides)
        if (truth.side(cell, d) != known.side(cell, d))
            return true;
    return false;
}

} // namespace

MapGrid freeSpaceMap(const MapGrid& truth) {
    MapGrid known(truth.width(), truth.height());
    known.setUnit(truth.unit(), truth.impassableLimit());
    known.setSlope(truth.slope());
    if (const std::uint8_t code = cheapestCode(truth); code != 1)
        for (int y = 0; y < truth.height(); ++y)
            for (int x = 0; x < truth.width(); ++x)
                known.setCode({x, y}, code);
    known.setStart(truth.start());
    known.setGoal(truth.goal());
    return known;
}

bool revealCell(MapGrid& known, const MapGrid& truth, Coord cell) {
    bool changed = false;
    if (truth.code(cell) != known.code(cell)) {
        known.setCode(cell, truth.code(cell));
        changed = true;
    }
    if (truth.height(cell) != known.height(cell)) {
        known.setHeight(cell, truth.height(cell));
        changed = true;
    }
    for (const Direction d : kSides)
        if (truth.side(cell, d) != known.side(cell, d)) {
            known.setSide(cell, d, truth.side(cell, d));
            changed = true;
        }
    return changed;
}

std::string SightedWalk::problem(const MapGrid& truth) {
    if (truth.topology() != Topology::Square)
        return "limited sight measures square cells, not hex cells";
    if (truth.unit().size > 1)
        return "limited sight walks units of one cell";
    if (!truth.start() || !truth.goal())
        return "limited sight needs a start and a goal";
    return {};
}

SightedWalk::SightedWalk(const MapGrid& truth, std::unique_ptr<MapGridWalker> walker,
                         const WalkerSettings& settings, Sight sight)
    : m_truth(truth), m_sight(sight), m_movement(settings.movement), m_known(freeSpaceMap(truth)),
      m_seen(truth.cellCount(), 0), m_walker(std::move(walker)) {
    assert(problem(truth).empty());
    m_walker->setup(m_known, settings);
    m_agent = std::make_unique<Agent>(m_known, *m_walker);
}

SightedWalk::~SightedWalk() = default;

template <class Edit>
void SightedWalk::timed(Edit&& edit) {
    // An edit of the known map runs the walker's notifyChange() (and the map's region labels), which
    // is repair work: it counts as planning.
    const auto begin = std::chrono::steady_clock::now();
    edit();
    m_stats.planningNs +=
        std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - begin)
            .count();
}

void SightedWalk::reveal(Coord cell) {
    std::uint8_t& seen = m_seen[m_known.cellIndex(cell)];
    if (seen == 0) {
        seen = 1;
        ++m_stats.cellsSeen;
    }
    if (differs(m_known, m_truth, cell))
        timed([&] { revealCell(m_known, m_truth, cell); });
}

void SightedWalk::look() {
    if (m_truth.unit() != m_known.unit() || m_truth.impassableLimit() != m_known.impassableLimit())
        timed([this] { m_known.setUnit(m_truth.unit(), m_truth.impassableLimit()); });
    if (m_truth.slope() != m_known.slope())
        timed([this] { m_known.setSlope(m_truth.slope()); });
    if (m_truth.goal() != m_known.goal())
        timed([this] { m_known.setGoal(m_truth.goal()); });
    m_sight.forEachSeen(m_truth, position(), [this](Coord cell) { reveal(cell); });
}

SightedWalk::State SightedWalk::step() {
    look();
    if (m_agent->needsPlanning() && m_agent->state() != State::Arrived) {
        timed([this] { m_agent->planAhead(iterationLimit(m_known)); });
    }
    const Coord from = position();
    const State state = m_agent->step();
    m_stats.plans = m_agent->plans();
    m_stats.expansions = m_agent->planningExpansions();
    if (const Coord to = position(); to != from) {
        const Direction d = *directionBetween(from, to);
        // The agent touches the cells around it, so the known map agreed with the truth on all
        // this step reads.
        assert(m_truth.canStep(from, d, m_movement));
        ++m_stats.moves;
        m_stats.walkedCost += m_truth.stepCost(from, d, m_movement);
    }
    return state;
}

} // namespace pathfinder
