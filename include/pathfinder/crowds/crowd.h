#pragma once

#include "pathfinder/crowds/crowd_report.h"
#include "pathfinder/crowds/crowd_settings.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/search/flow_field.h"
#include "pathfinder/search/walker.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace pathfinder {

class ReservationTable;
class SpaceTimeSearch;

/// Several agents walking at once on one map, in ticks. In a tick every agent makes at most one
/// move to a neighbouring cell, or waits; no two agents ever stand on one cell at the end of a
/// tick, and no two swap cells in one tick. Moves are granted in agent order to the cells free
/// at that moment, again and again until none more can be granted, so an agent may follow another
/// into the cell it leaves but never enters one that is still held (a swap, or a ring of agents
/// each entering the next one's cell, is refused; the refused agent waits).
///
/// Agents of a unit plan on a copy of the map made for that unit, one copy per distinct unit,
/// and share one walker per unit and walker name, which plans for one agent at a time: memory is
/// the map times the units (and walkers), plus each agent's plan. Planning is the only work that
/// grows with the map, and every expansion of it passes the tick's PlanningGate first; an agent
/// whose plan is not ready waits. Given the same agents, settings and expansion budget, two
/// crowds walk the same way.
///
/// The map may be edited between ticks: the crowd listens to it, and the next tick makes the unit
/// maps afresh and has every agent plan again on them. An agent whose cell became a wall stays
/// where it is, stuck, until a later edit frees a way.
class Crowd {
public:
    enum class AgentState { Planning, Walking, Arrived, Stuck };

    /// Sets the agents on `map` (which must outlive the crowd, whose cells the crowd never edits: it only
    /// listens). Throws std::invalid_argument, naming the agent (counted from 1), for a start or goal off the
    /// map or blocked to its unit, two agents on one start or one goal, a unit larger than one
    /// cell, an unknown walker or one that plans any-angle segments, or settings out of range.
    Crowd(MapGrid& map, std::vector<CrowdAgentSpec> agents, CrowdSettings settings);
    ~Crowd();
    Crowd(const Crowd&) = delete;
    Crowd& operator=(const Crowd&) = delete;

    /// One tick: planning, each expansion asked of `gate` first (so a tick never spends more than
    /// an expansions budget allows), then the moves. Does nothing once finished().
    void tick(const PlanningGate& gate);
    /// True when every agent has arrived or is stuck with no route (a further tick would change
    /// nothing until the map is edited).
    bool finished() const;

    std::uint64_t ticks() const { return m_tick; }
    std::size_t size() const { return m_agents.size(); }
    /// Where each agent stands, in agent order.
    std::vector<Coord> positions() const;
    AgentState state(std::size_t agent) const { return m_agents[agent].state; }
    const CrowdAgentReport& report(std::size_t agent) const { return m_agents[agent].report; }
    /// The cells still ahead in the agent's plan, from its own cell on (under WHCA* one a tick, a
    /// wait repeating a cell); empty while it has no plan.
    std::vector<Coord> remainingPlan(std::size_t agent) const;
    const CrowdAgentSpec& spec(std::size_t agent) const { return m_agents[agent].spec; }
    const CrowdSettings& settings() const { return m_settings; }
    /// Planning expansions spent in the last tick.
    std::uint64_t lastTickExpansions() const { return m_spent; }
    CrowdTotals totals() const;

private:
    /// A copy of the map for one unit, and a second one for detours (made on first need).
    struct UnitMap {
        UnitProfile unit;
        MapGrid grid;
        std::unique_ptr<MapGrid> scratch;
        bool scratchCurrent = false;
        /// The detour in progress on `scratch`: its owner and the walls it added (cell, old code).
        std::optional<std::size_t> detourOwner;
        std::vector<std::pair<Coord, std::uint8_t>> detourWalls;
    };
    /// A walker shared by the agents of one unit and walker name, planning for one at a time.
    struct PlannerSlot {
        std::size_t unitIndex = 0;
        std::string walkerName;
        bool onScratch = false; ///< plans detours on the unit's scratch map
        std::unique_ptr<MapGridWalker> walker;
        std::optional<std::size_t> owner;
        std::uint64_t iterations = 0;
    };
    /// CrowdRule::FlowField: the field of one goal for one unit, made on first need.
    struct FlowSlot {
        std::size_t unitIndex = 0;
        Coord goal;
        std::unique_ptr<FlowField> field;
    };
    struct Agent {
        CrowdAgentSpec spec;
        std::size_t flowSlot = 0; ///< FlowField: its FlowSlot
        std::size_t unitIndex = 0;
        std::size_t slot = 0;       ///< WaitThenReplan: its PlannerSlot
        std::size_t detourSlot = 0; ///< WaitThenReplan: its PlannerSlot on the scratch map
        Coord cell;
        AgentState state = AgentState::Planning;
        std::vector<Coord> plan;     ///< WaitThenReplan: cells to the goal; WHCA*: a cell per tick
        std::size_t planStep = 0;    ///< WaitThenReplan: index of the agent's cell in `plan`
        std::uint64_t planTick = 0;  ///< WHCA*: the tick of plan[0]
        std::uint64_t retryTick = 0; ///< WHCA*: the first tick to search again after a search found no plan
        bool detourWanted = false;
        bool plannedThisTick = false;
        int waitsInRow = 0;
        CrowdAgentReport report;
    };

    void checkSettings() const;
    void addAgent(CrowdAgentSpec spec, std::size_t index);
    /// The index of the unit's map, made on first need; throws for a unit that keeps water apart.
    std::size_t unitIndexFor(const UnitProfile& unit, const std::string& who);
    std::size_t slotFor(std::size_t unitIndex, const std::string& walker, bool onScratch);
    void refreshMaps();
    std::optional<Coord> wantedCell(const Agent& agent) const;
    void moveAgents();
    void afterMove(std::size_t index, Coord from);
    void afterRefusal(std::size_t index);
    bool mayExpand(const PlanningGate& gate) const;
    void spendOne(Agent& agent);

    // The wait-then-replan rule (crowd_wait_rule.cpp).
    void planWaitRule(const PlanningGate& gate);
    bool planWithSlot(std::size_t index, const PlanningGate& gate);
    void beginSlotPlan(PlannerSlot& slot, std::size_t index);
    void finishSlotPlan(PlannerSlot& slot, std::size_t index);
    void placeDetourWalls(UnitMap& map, std::size_t index);
    void removeDetourWalls(UnitMap& map);

    // The flow-field rule (crowd_flow_rule.cpp).
    std::size_t flowSlotFor(std::size_t unitIndex, Coord goal);
    void planFlowRule();
    /// An agent that has arrived under the flow rule leaves the map: its cell is free.
    bool leavesOnArrival() const { return m_settings.rule == CrowdRule::FlowField; }

    // WHCA* (crowd_whca.cpp).
    void planWhca(const PlanningGate& gate);
    void reserveStanding();
    void beginWhcaSearch(std::size_t index);
    void adoptWhcaPlan(std::size_t index, std::vector<Coord> timedCells);
    void reservePlan(std::size_t index);

    MapGrid& m_map;
    MapGrid::ListenerId m_listener = 0;
    bool m_mapEdited = false;
    bool m_sizeChanged = false; ///< the map took another size: every agent is stuck for good
    CrowdSettings m_settings;
    std::vector<UnitMap> m_units;
    std::vector<PlannerSlot> m_slots;
    std::vector<FlowSlot> m_flows;
    std::vector<Agent> m_agents;
    std::vector<std::uint32_t> m_occupant; ///< per cell (row-major): agent index + 1, or 0
    std::unique_ptr<ReservationTable> m_reservations;
    std::unique_ptr<SpaceTimeSearch> m_search;
    std::optional<std::size_t> m_searchOwner;
    std::uint64_t m_tick = 0;
    std::uint64_t m_spent = 0;
    std::uint64_t m_mostSpent = 0;
    std::uint64_t m_collisionsAvoided = 0;
};

} // namespace pathfinder
