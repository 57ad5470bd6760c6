#pragma once

#include "pathfinder/crowds/crowd.h"
#include "pathfinder/grid/map_grid.h"

#include <chrono>
#include <cstdint>
#include <memory>
#include <string>

namespace pathfinder::app {

/// What the user asks of a crowd: how many agents, how they keep out of each other's way, and the
/// seed that places them.
struct CrowdChoices {
    std::size_t agents = 20;
    CrowdRule rule = CrowdRule::WaitThenReplan; ///< FlowField: every agent heads for the map's goal
    int window = 8;                             ///< WHCA*'s window
    std::uint64_t seed = 1;                     ///< where the agents start and go (randomCrowdAgents())
    std::string walker; ///< the walker each agent plans with (wait-then-replan); empty: A*
};

/// Many agents walking the document's map at once: the core's Crowd on its own copy of the map,
/// which mirrors the document's edits, advanced one tick at a time with each tick's planning cut
/// off at a deadline, so that a crowd of any size on any map leaves the window responsive (agents
/// whose plan is not ready wait that tick).
class CrowdSession {
public:
    using Clock = std::chrono::steady_clock;

    /// Places the agents on a copy of `map`. Throws std::invalid_argument with a message for the
    /// user when the crowd cannot walk there (too few free cells, a hex map, a larger unit).
    CrowdSession(const MapGrid& map, const Movement& movement, const CrowdChoices& choices);
    ~CrowdSession();
    CrowdSession(const CrowdSession&) = delete;
    CrowdSession& operator=(const CrowdSession&) = delete;

    /// One tick, its planning stopped once `deadline` has passed (at least one expansion is made).
    void tick(Clock::time_point deadline);
    bool finished() const { return m_crowd->finished(); }
    /// Applies a change of the document `map` to the crowd's map; false when the map changed its
    /// size or its cells (hex), and the crowd cannot go on.
    bool mirror(const MapGrid& map, const GridChange& change);

    const Crowd& crowd() const { return *m_crowd; }
    const CrowdChoices& choices() const { return m_choices; }
    /// The longest a tick has taken, planning and moves together.
    std::chrono::nanoseconds longestTick() const { return m_longestTick; }

private:
    MapGrid m_world;
    CrowdChoices m_choices;
    std::unique_ptr<Crowd> m_crowd;
    std::chrono::nanoseconds m_longestTick{0};
};

} // namespace pathfinder::app
