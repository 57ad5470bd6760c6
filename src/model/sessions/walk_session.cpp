#include "sessions/walk_session.h"

#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/walker_settings_check.h"
#include "pathfinder/walkers/agents/sighted_walk.h"

#include "sessions/map_mirror.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdlib>
#include <set>
#include <stdexcept>
#include <utility>

namespace pathfinder::app {

namespace {

std::int64_t nanosecondsSince(std::chrono::steady_clock::time_point begin) {
    return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - begin)
        .count();
}

} // namespace

WalkSession::WalkSession(const MapGrid& map, const RunSettings& settings)
    : m_movement(settings.walker.movement), m_world(map), m_visits(map.cellCount(), 0) {
    static std::atomic<std::uint64_t> walks{0};
    m_id = ++walks;
    // With limited sight the world is what the agent knows: unseen cells are taken as free.
    if (settings.sight > 0) {
        m_sightNote = SightedWalk::problem(map);
        if (m_sightNote.empty()) {
            m_truth = std::make_unique<MapGrid>(map);
            m_world = freeSpaceMap(map);
            m_sight.emplace(settings.sight, settings.sightRule);
            m_seen.assign(map.cellCount(), 0);
        }
    }
    // A larger unit walks the map of its positions, which follows the world's edits.
    if (const int size = map.unit().size; size > 1 && footprintProblem(map, size).empty())
        m_footprint = std::make_unique<FootprintMap>(m_world, size);
    m_walker = createWalker(settings.algorithm);
    m_walkerSettings = settings.walker;
    if (const auto problem = settingsProblemFor(m_walker->description(), settings.walker))
        throw std::invalid_argument(*problem);
    // A walker that builds from the whole map first (a subgoal graph) is set up once that is built.
    // Reactive walkers move themselves, one cell per iterate(); searches walk with an Agent, which
    // leaves such builds after a change to preparation() too.
    const bool reactive = m_walker->description().traits.movesAgent;
    m_setupDue = !reactive && m_walker->needsPreparation(walked(), settings.walker);
    if (!m_setupDue)
        m_walker->setup(walked(), settings.walker);
    if (!reactive) {
        m_agent = std::make_unique<Agent>(walked(), *m_walker);
        m_agent->setDeferBuilds(true);
    }
    m_scratch = createWalker(kDefaultWalker);
    m_scratch->setup(walked(), settings.walker);
    recordPosition();
    look();
}

WalkSession::~WalkSession() = default;

bool WalkSession::needsPreparation() const {
    if (m_setupDue)
        return m_walker->needsPreparation(walked(), m_walkerSettings);
    return m_agent && m_agent->awaitsPreparation();
}

std::unique_ptr<WalkerPreparation> WalkSession::preparation() const {
    return needsPreparation() ? m_walker->preparation(walked(), m_walkerSettings) : nullptr;
}

void WalkSession::prepared(WalkerPreparation& preparation) {
    m_buildNs += preparation.buildNs();
    m_walker->adopt(preparation);
    if (!needsPreparation())
        setUpIfDue();
}

void WalkSession::setUpIfDue() {
    if (!m_setupDue)
        return;
    m_walker->setup(walked(), m_walkerSettings);
    m_setupDue = false;
}

Coord WalkSession::position() const {
    if (m_agent || m_setupDue || !m_walker->current())
        return walked().start().value_or(Coord{});
    return *m_walker->current();
}

std::uint32_t WalkSession::visits(Coord c) const {
    return m_world.inBounds(c) ? m_visits[m_world.cellIndex(c)] : 0;
}

std::vector<Coord> WalkSession::route() const {
    if (!m_agent)
        return {};
    std::vector<Coord> plan = m_agent->remainingPlan();
    if (plan.empty() && m_agent->needsPlanning()) {
        // Until the repair is made, the route as it was, from the agent's cell on: with limited
        // sight the agent sees something new at almost every move.
        const auto at = std::find(m_routeBefore.begin(), m_routeBefore.end(), position());
        if (at != m_routeBefore.end())
            plan.assign(at, m_routeBefore.end());
    }
    return plan;
}

void WalkSession::recordPosition() {
    const Coord here = position();
    if (!m_trail.empty() && m_trail.back() == here)
        return;
    if (!m_trail.empty()) {
        ++m_counters.moves;
        // A move is a step to a neighbour; the user putting the agent elsewhere costs nothing.
        const Coord from = m_trail.back();
        for (int d = 0; d < kDirectionCount; ++d)
            if (from + offsetOf(static_cast<Direction>(d)) == here)
                m_counters.walkedCost += walked().stepCost(from, static_cast<Direction>(d), m_movement);
    }
    m_trail.push(here);
    if (m_world.inBounds(here))
        ++m_visits[m_world.cellIndex(here)];
}

WalkSession::State WalkSession::step() {
    if (m_state == State::Arrived || m_state == State::GaveUp)
        return m_state;
    if (m_state == State::Stuck && !m_changedSincePlan)
        return m_state;
    m_state = m_agent ? stepAgent() : stepReactive();
    recordPosition();
    look(); // what the agent sees from its new cell, known before it plans its next move
    return m_state;
}

bool WalkSession::planning() const {
    return m_agent && (m_agent->needsPlanning() || m_round != Round::None);
}

void WalkSession::plan(Clock::time_point deadline) {
    if (!planning() || needsPreparation())
        return;
    setUpIfDue();
    if (m_round == Round::None) {
        m_round = Round::Planning;
        m_repairing = m_agent->plans() > 0 && m_changedSincePlan;
        m_roundPlanNs = 0;
        m_roundScratchNs = 0;
    }
    // Slices small enough to look at the clock often, large enough to cost nothing.
    constexpr std::uint64_t kSlice = 4096;
    while (m_round == Round::Planning) {
        const auto begin = Clock::now();
        const bool done = m_agent->planAhead(kSlice);
        m_roundPlanNs += nanosecondsSince(begin);
        if (done) {
            // A* from scratch then plans from the same cell on the same map as the repair.
            m_round = m_repairing ? Round::Scratch : Round::None;
            if (m_repairing)
                m_scratch->reset();
        } else if (Clock::now() >= deadline) {
            return;
        }
    }
    while (m_round == Round::Scratch) {
        const auto begin = Clock::now();
        for (std::uint64_t i = 0; i < kSlice && !m_scratch->finished(); ++i)
            m_scratch->iterate();
        m_roundScratchNs += nanosecondsSince(begin);
        if (m_scratch->finished())
            m_round = Round::None;
        else if (Clock::now() >= deadline)
            return;
    }
    endRound();
}

void WalkSession::endRound() {
    m_changedSincePlan = false;
    const std::int64_t buildNs = std::exchange(m_buildNs, 0);
    if (!m_repairing) {
        if (m_agent->plans() == 1)
            m_counters.firstPlanExpanded = m_agent->lastPlanExpansions();
        return;
    }
    ++m_counters.repairs;
    m_counters.lastRepairExpanded = m_agent->lastPlanExpansions();
    m_counters.repairExpanded += m_counters.lastRepairExpanded;
    m_counters.lastRepairNs = m_roundPlanNs;
    m_counters.lastRepairBuildNs = buildNs;
    m_counters.lastScratchExpanded = m_scratch->stats().expanded;
    m_counters.scratchExpanded += m_counters.lastScratchExpanded;
    m_counters.lastScratchNs = m_roundScratchNs;
    // The part of the new route that the old one did not have: a splice, a detour.
    std::set<std::pair<int, int>> before;
    for (Coord c : m_routeBefore)
        before.insert({c.x, c.y});
    m_repairedSection.clear();
    for (Coord c : m_agent->remainingPlan())
        if (!before.count({c.x, c.y}))
            m_repairedSection.push_back(c);
    m_routeBefore.clear();
}

WalkSession::State WalkSession::stepAgent() {
    if (needsPreparation()) {
        // No one built it elsewhere: built here, so that the plan below is made and counted as usual.
        const std::atomic<bool> stop{false};
        const std::unique_ptr<WalkerPreparation> work = preparation();
        work->run(stop);
        prepared(*work);
    }
    plan(Clock::time_point::max());
    switch (m_agent->step()) {
    case Agent::State::Walking:
        return State::Walking;
    case Agent::State::Arrived:
        return State::Arrived;
    case Agent::State::Stuck:
        return State::Stuck;
    }
    return State::Stuck;
}

WalkSession::State WalkSession::stepReactive() {
    if (m_changedSincePlan && m_walker->finished())
        restartReactive(); // stuck before; the change may have opened a way
    m_changedSincePlan = false;
    switch (m_walker->iterate()) {
    case WalkState::StillLooking:
        return State::Walking;
    case WalkState::ReachedGoal:
        return State::Arrived;
    case WalkState::UnableToReachGoal:
        return m_walker->stats().gaveUp ? State::GaveUp : State::Stuck;
    }
    return State::Stuck;
}

bool WalkSession::seen(Coord c) const {
    if (!m_truth)
        return true;
    return m_world.inBounds(c) && m_seen[m_world.cellIndex(c)] != 0;
}

void WalkSession::noteChange(std::vector<Coord> routeBefore) {
    if (!m_changedSincePlan)
        m_routeBefore = std::move(routeBefore);
    m_changedSincePlan = true;
    m_round = Round::None;
}

void WalkSession::look() {
    if (!m_truth || m_truth->topology() != Topology::Square)
        return;
    // The route before the agent sees anything new: a change makes the walker's plan out of date.
    std::vector<Coord> before = route();
    bool changed = false;
    m_sight->forEachSeen(*m_truth, position(), [&](Coord cell) {
        m_seen[m_world.cellIndex(cell)] = 1;
        changed = revealCell(m_world, *m_truth, cell) || changed;
    });
    if (changed && m_agent && m_agent->plans() > 0)
        noteChange(std::move(before));
}

void WalkSession::restartReactive() {
    // A reactive walker starts from the world's start: put it where the agent stands.
    const Coord here = position();
    walked().setStart(here);
    m_walker->reset();
}

bool WalkSession::mirror(const MapGrid& map, const GridChange& change) {
    if (map.width() != m_world.width() || map.height() != m_world.height())
        return false;
    if (!m_changedSincePlan)
        m_routeBefore = route();
    m_changedSincePlan = true;
    m_round = Round::None; // a repair under way starts again on the changed map
    if (m_truth) {
        // The true map follows every edit; the agent learns of one when it sees it.
        mirrorChange(*m_truth, map, change, /*keepStart=*/true);
        if (change.kind == GridChange::Kind::StartMoved)
            m_world.setStart(map.start());
        if (change.kind == GridChange::Kind::GoalMoved)
            m_world.setGoal(map.goal());
        if (change.kind == GridChange::Kind::Replaced) {
            m_world.setUnit(map.unit(), map.impassableLimit());
            m_world.setSlope(map.slope());
        }
        look();
    } else {
        // The agent stays where it is when the whole map is replaced.
        mirrorChange(m_world, map, change, /*keepStart=*/true);
    }
    if (m_footprint && change.kind == GridChange::Kind::StartMoved)
        m_footprint->positions().setStart(map.start()); // even where the world's start already was
    if (change.kind == GridChange::Kind::StartMoved && !m_agent)
        m_walker->reset(); // the user put the agent somewhere else
    if (change.kind == GridChange::Kind::GoalMoved && !m_agent)
        restartReactive(); // it heads for the goal it was given at its start
    if (m_state == State::Arrived && change.kind == GridChange::Kind::GoalMoved && map.goal() != position())
        m_state = State::Walking;
    if (m_state == State::Stuck)
        m_state = State::Walking;
    if (!m_agent && m_state == State::Walking && m_walker->finished())
        restartReactive();
    return true;
}

} // namespace pathfinder::app
