#pragma once

#include <cstdint>
#include <string>

namespace pathfinder {

/// What one agent of a crowd did so far.
struct CrowdAgentReport {
    bool reached = false;         ///< it stands on its goal
    std::uint64_t moves = 0;      ///< cells walked
    std::uint64_t waits = 0;      ///< ticks it stood still while not at its goal
    double cost = 0.0;            ///< the steps walked, priced as the map prices them for its unit
    std::uint64_t expansions = 0; ///< planning expansions spent on it (walker iterations or space-time nodes)
    std::uint64_t plans = 0;      ///< plans and detours adopted
    std::string note;             ///< why it is stuck, when it is: "no route", a walker's refusal
};

/// What the whole crowd did so far.
struct CrowdTotals {
    std::uint64_t ticks = 0;
    std::uint64_t reached = 0;
    std::uint64_t waits = 0;
    /// Times an agent was kept from entering a cell or an edge another agent held: a move refused
    /// at the tick (both rules), and under WHCA* a first step of a plan refused by the reservations.
    std::uint64_t collisionsAvoided = 0;
    double cost = 0.0;
    std::uint64_t expansions = 0;
    /// The most planning expansions spent in one tick.
    std::uint64_t mostExpansionsInATick = 0;
};

} // namespace pathfinder
