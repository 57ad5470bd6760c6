#pragma once

#include "pathfinder/search/walker.h"

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

namespace pathfinder {

/// What a finished walker leaves to be drawn, without the walker's working state: where it searched
/// (each cell's place in the open and closed sets and its frontier, or an agent's visits), its path, trail,
/// last cell and heading, its counters and its outcome. One byte per cell, plus a visit count per cell for
/// reactive walkers, where the walker itself may keep tens of bytes per cell (costs, parents, open-list
/// slots, bit copies of the map).
///
/// It answers cellState() with the set and the visits only: g, h, f, rhs, parents and signposts are
/// not kept. An anytime walker's solutions are. It refers to the walker's grid, which must outlive it.
class WalkerFootprint final : public SearchView {
public:
    /// Takes the footprint of `walker`, which must be bound to a grid. Of its trail only the last
    /// `trailCells` cells are kept (the visit counts stay whole): a reactive agent that gave up on a
    /// big map may have walked tens of millions of steps.
    explicit WalkerFootprint(const SearchView& walker,
                             std::size_t trailCells = std::numeric_limits<std::size_t>::max());

    const WalkerDescription& description() const override { return m_description; }
    const MapGrid* grid() const override { return m_grid; }
    const WalkerSettings& settings() const override { return m_settings; }
    WalkState state() const override { return m_state; }
    const RunStats& stats() const override { return m_stats; }
    const std::vector<Coord>& path() const override { return m_path; }
    const std::vector<PathPoint>& anglePath() const override { return m_anglePath; }

    CellView cellState(Coord c) const override;
    std::optional<Coord> current() const override { return m_current; }
    std::optional<Direction> heading() const override { return m_heading; }
    const std::vector<Coord>& trail() const override { return m_trail; }
    std::vector<Coord> changedSignposts() const override { return m_changedSignposts; }
    std::string note() const override { return m_note; }
    std::optional<Coord> meetingPoint() const override { return m_meetingPoint; }
    std::vector<AnytimeSolution> solutions() const override { return m_solutions; }

private:
    const WalkerDescription& m_description;
    const MapGrid* m_grid;
    WalkerSettings m_settings;
    WalkState m_state;
    RunStats m_stats;
    std::vector<Coord> m_path;
    std::vector<PathPoint> m_anglePath;
    /// Per cell of the map, row by row: the CellVisit, plus kBackward for the backward frontier.
    std::vector<std::uint8_t> m_visit;
    static constexpr std::uint8_t kBackward = 0x80;
    std::vector<std::uint32_t> m_visits; ///< per cell, for walkers whose agent moved; else empty
    std::optional<Coord> m_current;
    std::optional<Coord> m_meetingPoint;
    std::optional<Direction> m_heading;
    std::vector<Coord> m_trail;
    std::vector<Coord> m_changedSignposts;
    std::string m_note;
    std::vector<AnytimeSolution> m_solutions;
};

} // namespace pathfinder
