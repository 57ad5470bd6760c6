#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pathfinder {

/// The most landmarks a table holds.
inline constexpr std::size_t kMaxLandmarks = 64;

/// The cells a landmark-cells text names, or why it names none: each pair written X,Y, pairs
/// separated by spaces. With a grid, a pair off the map or on a cell the unit cannot enter is
/// refused with its coordinates; without one only the writing is checked.
struct LandmarkCells {
    std::vector<Coord> cells;
    std::string problem; ///< empty when the text is good: "pair 2 '3;4': expected X,Y ..."
};
LandmarkCells parseLandmarkCells(std::string_view text, const MapGrid* grid = nullptr);

/// Exact distance tables from and to a few landmark cells, for the differential heuristic (ALT):
/// the triangle inequality gives, for every landmark L,
///   d(v, goal) ≥ d(L, goal) − d(L, v)   and   d(v, goal) ≥ d(v, L) − d(goal, L),
/// and their largest over the landmarks is admissible and consistent (entries of cells a landmark
/// does not reach, or that do not reach it, are left out). The distances are the map's own step
/// costs (LegalMoves: the movement, entry costs, climbs, closed and one-way sides, hex cells), by a
/// Dijkstra from each landmark forwards and, unless the map's steps are symmetric, one backwards
/// into it. A map is symmetric when it has no closed sides, no climbs and every cell the unit can
/// enter costs the same: then d(L, v) = d(v, L) and one table per landmark serves both bounds.
///
/// Landmarks not placed by hand are chosen farthest first: the first is the cell farthest from a
/// seed cell (the caller's, normally the search's start; the first free cell in row order when it
/// is blocked), each next the cell whose least distance from those chosen is the largest (ties to
/// the first in row order); only cells the chosen landmarks reach are candidates.
class LandmarkTable {
public:
    static constexpr double kUnreached = std::numeric_limits<double>::infinity();
    /// The most bytes the tables may take; a table that would take more is not built.
    static constexpr std::uint64_t kByteLimit = std::uint64_t{256} << 20;

    /// Builds the tables for `count` landmarks: `placed` first (cells the unit can enter), then
    /// farthest first from `seed`. Takes O(landmarks × cells log cells). When the tables would take
    /// more than kByteLimit nothing is built and problem() says why.
    void build(const MapGrid& grid, const Movement& movement, std::size_t count,
               const std::vector<Coord>& placed, Coord seed);
    /// True when the tables were built for this grid's cells (MapGrid::cellsStamp()), movement
    /// and request, so that they still hold.
    bool builtFor(const MapGrid& grid, const Movement& movement, std::size_t count,
                  std::string_view cellsText) const;
    /// Remembers the request the tables answer, for builtFor(); build() does not know the text.
    void setRequest(std::string_view cellsText) { m_cellsText = std::string(cellsText); }
    /// Forgets the tables; builtFor() is false afterwards.
    void clear();

    bool ready() const { return !m_landmarks.empty(); }
    const std::vector<Coord>& landmarks() const { return m_landmarks; }
    bool symmetric() const { return m_symmetric; }
    /// Why the last build() made no tables ("... would take 300 MiB, above the limit of 256 MiB").
    const std::string& problem() const { return m_problem; }
    std::uint64_t bytes() const;
    std::int64_t buildNs() const { return m_buildNs; }

    /// d(landmark i → cell at padded index p), kUnreached when the landmark does not reach it.
    double fromLandmark(std::size_t i, std::size_t p) const { return m_from[p * m_landmarks.size() + i]; }
    /// d(cell at padded index p → landmark i), kUnreached when it does not reach the landmark.
    double toLandmark(std::size_t i, std::size_t p) const {
        return (m_symmetric ? m_from : m_to)[p * m_landmarks.size() + i];
    }
    /// True when the cell at padded index p is reached from or reaches some landmark.
    bool covers(std::size_t p) const;

    /// The goal's entries, read once per search: for each landmark d(L, goal) and d(goal, L).
    std::vector<double> goalRow(std::size_t goalCell) const;
    /// The largest of the landmarks' bounds on d(cell at padded index p, goal); 0 when none applies.
    double estimate(std::size_t p, const std::vector<double>& goal) const;

private:
    std::vector<Coord> m_landmarks;
    std::vector<double> m_from; ///< per padded cell, one entry per landmark
    std::vector<double> m_to;   ///< the same into the landmarks; empty when symmetric
    bool m_symmetric = true;
    std::string m_problem;
    std::int64_t m_buildNs = 0;
    // What the tables were built for.
    std::uint64_t m_cellsStamp = 0;
    Movement m_movement;
    std::size_t m_count = 0;
    std::string m_cellsText;
    bool m_built = false;
};

} // namespace pathfinder
