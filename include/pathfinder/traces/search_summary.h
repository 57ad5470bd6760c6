#pragma once

#include "pathfinder/search/search_view.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace pathfinder {

/// What a walk came to, apart from the walker and its map: a copy of the map it walked, its
/// description, settings, outcome, counters and path, and nothing of its cells. Taking one costs a
/// copy of the map's cells and of the path, and it may go to another thread, where the walker may
/// not; an explanation of the path (explainSuboptimality()) reads no more than this.
///
/// cellState() answers Unseen for every cell: the search's sets are not kept.
class SearchSummary final : public SearchView {
public:
    /// A summary of `walker`, which must be bound to a grid.
    explicit SearchSummary(const SearchView& walker);

    const WalkerDescription& description() const override { return m_description; }
    const MapGrid* grid() const override { return m_grid.get(); }
    const WalkerSettings& settings() const override { return m_settings; }
    WalkState state() const override { return m_state; }
    const RunStats& stats() const override { return m_stats; }
    const std::vector<Coord>& path() const override { return m_path; }
    const std::vector<PathPoint>& anglePath() const override { return m_anglePath; }
    std::string note() const override { return m_note; }
    CellView cellState(Coord) const override { return CellView{}; }
    std::optional<Coord> current() const override { return m_current; }
    std::optional<Coord> meetingPoint() const override { return m_meetingPoint; }

private:
    WalkerDescription m_description;
    std::shared_ptr<const MapGrid> m_grid;
    WalkerSettings m_settings;
    WalkState m_state;
    RunStats m_stats;
    std::vector<Coord> m_path;
    std::vector<PathPoint> m_anglePath;
    std::string m_note;
    std::optional<Coord> m_current;
    std::optional<Coord> m_meetingPoint;
};

} // namespace pathfinder
