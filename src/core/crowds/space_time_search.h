#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"

#include "crowds/reservation_table.h"

#include <cstdint>
#include <queue>
#include <unordered_map>
#include <vector>

namespace pathfinder {

/// WHCA*'s search for one agent: A* over (cell, time) with a wait action. For the first `window`
/// ticks a state is a cell at a time and a step must keep out of the cells and edges other agents
/// reserved (ReservationTable); beyond the window time is forgotten and the search goes on over
/// cells alone to the goal, so that the plan's far end follows a route that exists. Cells held for
/// good by other agents are walls all the way. A move costs what the map prices it; a wait costs
/// the map's least entry cost, so that a plan waits only to let another agent pass. The estimate
/// is the map's heuristic times its least entry factor: admissible and consistent, so an agent
/// with nobody in its way plans a least-cost route.
///
/// The search ends at the goal once no other agent reserves the goal later in the window. Memory:
/// at most (window + 2) states per cell of the map, in practice those it reaches.
class SpaceTimeSearch {
public:
    enum class Status { Searching, Found, NoRoute };

    /// Begins at `start` at `startTime`; the grid, movement and table must outlive the search
    /// (the table may change between expansions: each step reads it as it stands).
    SpaceTimeSearch(const MapGrid& grid, const Movement& movement, const ReservationTable& table,
                    std::uint32_t agent, Coord start, Coord goal, std::uint64_t startTime, int window);

    /// Expands one state. Returns the status after it.
    Status expandOne();
    Status status() const { return m_status; }
    /// Found: the plan, a cell per tick from startTime on (a wait repeats the cell), to the goal.
    std::vector<Coord> timedPath() const;
    std::uint64_t startTime() const { return m_startTime; }
    std::uint32_t agent() const { return m_agent; }
    /// Moves out of the start refused because another agent held the cell or the edge.
    std::uint64_t refusedFirstSteps() const { return m_refusedFirstSteps; }

private:
    struct Node {
        std::uint32_t cell; ///< padded index
        int tau;            ///< ticks since the start, window + 1 beyond the window
        double g;
        std::uint32_t parent;
    };
    struct Entry {
        double f;
        double h;
        std::uint64_t order;
        std::uint32_t node;
    };
    struct Later {
        bool operator()(const Entry& a, const Entry& b) const {
            if (a.f != b.f)
                return a.f > b.f;
            if (a.h != b.h)
                return a.h > b.h;
            return a.order > b.order;
        }
    };

    double estimate(std::uint32_t cell) const;
    bool mayEnter(std::uint32_t from, std::uint32_t to, int tau) const;
    bool mayStopAtGoal(int tau) const;
    void push(std::uint32_t cell, int tau, double g, std::uint32_t parent);

    const MapGrid& m_grid;
    Movement m_movement;
    const ReservationTable& m_table;
    std::uint32_t m_agent;
    std::uint32_t m_goal;
    Coord m_goalCoord;
    std::uint64_t m_startTime;
    int m_window;
    double m_waitCost;
    double m_scale;
    std::vector<Node> m_nodes;
    std::unordered_map<std::uint64_t, std::uint32_t> m_index; ///< (cell, tau) to node
    std::priority_queue<Entry, std::vector<Entry>, Later> m_open;
    std::uint64_t m_order = 0;
    std::uint32_t m_found = MapGrid::kNoCell;
    Status m_status = Status::Searching;
    std::uint64_t m_refusedFirstSteps = 0;
};

} // namespace pathfinder
