#include "sessions/crowd_session.h"

#include "pathfinder/crowds/random_crowd.h"

#include "sessions/map_mirror.h"

#include <stdexcept>

namespace pathfinder::app {

CrowdSession::CrowdSession(const MapGrid& map, const Movement& movement, const CrowdChoices& choices)
    : m_world(map), m_choices(choices) {
    if (map.topology() != Topology::Square)
        throw std::invalid_argument("a crowd walks square cells, not hex cells");
    CrowdSettings settings;
    settings.rule = choices.rule;
    settings.movement = movement;
    settings.window = choices.window;
    std::vector<CrowdAgentSpec> agents = randomCrowdAgents(m_world, movement, choices.agents, choices.seed);
    for (CrowdAgentSpec& agent : agents)
        agent.walker = choices.walker;
    // A flow field leads every agent to the map's goal, where each leaves the map in turn.
    if (choices.rule == CrowdRule::FlowField) {
        if (!map.goal())
            throw std::invalid_argument("a flow-field crowd heads for the map's goal: place one first");
        for (CrowdAgentSpec& agent : agents)
            agent.goal = *map.goal();
    }
    m_crowd = std::make_unique<Crowd>(m_world, std::move(agents), settings);
}

CrowdSession::~CrowdSession() = default;

void CrowdSession::tick(Clock::time_point deadline) {
    const auto begin = Clock::now();
    m_crowd->tick(deadlineGate(deadline));
    m_longestTick =
        std::max(m_longestTick, std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now() - begin));
}

bool CrowdSession::mirror(const MapGrid& map, const GridChange& change) {
    if (map.width() != m_world.width() || map.height() != m_world.height() ||
        map.topology() != Topology::Square)
        return false;
    // The crowd's agents are not the map's start: the document's start and goal stay out of it.
    if (change.kind == GridChange::Kind::StartMoved || change.kind == GridChange::Kind::GoalMoved)
        return true;
    mirrorChange(m_world, map, change);
    return true;
}

} // namespace pathfinder::app
