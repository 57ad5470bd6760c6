#include "canvas/live_drag.h"

#include "document/map_grid_document.h"

#include <set>

namespace pathfinder::app {

namespace {

std::pair<int, int> key(Coord c) {
    return {c.x, c.y};
}

/// Moves a marker to `to` when that is a free cell other than `other`, noting where it was first.
void moveMarker(MapGridDocument& doc, std::optional<std::optional<Coord>>& before, std::optional<Coord> now,
                std::optional<Coord> to, std::optional<Coord> other, bool start) {
    const MapGrid& grid = doc.grid();
    if (!to || to == now || to == other || !grid.inBounds(*to) || grid.isWall(*to))
        return;
    if (!before)
        before = now;
    start ? doc.setStart(to) : doc.setGoal(to);
}

} // namespace

void LiveDrag::follow(MapGridDocument& doc, const PaintPreview& preview) {
    const MapGrid& grid = doc.grid();
    std::vector<CellEdit> edits;
    std::set<std::pair<int, int>> wanted;
    for (const auto& [cell, code] : preview.cells) {
        wanted.insert(key(cell));
        m_before.emplace(key(cell), grid.code(cell));
        if (grid.code(cell) != code)
            edits.push_back({cell, grid.code(cell), code});
    }
    // A line or rectangle drawn afresh leaves cells it covered before: they go back.
    for (auto it = m_before.begin(); it != m_before.end();) {
        const Coord cell{it->first.first, it->first.second};
        if (wanted.count(it->first)) {
            ++it;
            continue;
        }
        if (grid.code(cell) != it->second)
            edits.push_back({cell, grid.code(cell), it->second});
        it = m_before.erase(it);
    }
    if (!edits.empty())
        doc.applyCosts(edits, true);
    followHeights(doc, preview);
    followSides(doc, preview);
    moveMarker(doc, m_startBefore, grid.start(), preview.start, grid.goal(), true);
    moveMarker(doc, m_goalBefore, grid.goal(), preview.goal, grid.start(), false);
}

void LiveDrag::followHeights(MapGridDocument& doc, const PaintPreview& preview) {
    const MapGrid& grid = doc.grid();
    std::vector<CellEdit> edits;
    std::set<std::pair<int, int>> wanted;
    for (const auto& [cell, height] : preview.heights) {
        wanted.insert(key(cell));
        m_heightsBefore.emplace(key(cell), grid.height(cell));
        if (grid.height(cell) != height)
            edits.push_back({cell, grid.height(cell), height});
    }
    for (auto it = m_heightsBefore.begin(); it != m_heightsBefore.end();) {
        const Coord cell{it->first.first, it->first.second};
        if (wanted.count(it->first)) {
            ++it;
            continue;
        }
        if (grid.height(cell) != it->second)
            edits.push_back({cell, grid.height(cell), it->second});
        it = m_heightsBefore.erase(it);
    }
    if (!edits.empty())
        doc.applyHeights(edits, true);
}

void LiveDrag::followSides(MapGridDocument& doc, const PaintPreview& preview) {
    // A side stroke only grows: each side of the preview is set once, and stays.
    const MapGrid& grid = doc.grid();
    std::vector<SideEdit> edits;
    for (const auto& [side, kind] : preview.sides) {
        const SideKind now = grid.side(side.cell, side.heading);
        m_sidesBefore.emplace(SideKey{side.cell.x, side.cell.y, static_cast<int>(side.heading)}, now);
        if (now != kind)
            edits.push_back({side.cell, side.heading, now, kind});
    }
    if (!edits.empty())
        doc.applySides(edits, true);
}

void LiveDrag::takeBack(MapGridDocument& doc) {
    if (!active())
        return;
    const MapGrid& grid = doc.grid();
    std::vector<CellEdit> edits;
    for (const auto& [at, before] : m_before)
        if (const Coord cell{at.first, at.second}; grid.code(cell) != before)
            edits.push_back({cell, grid.code(cell), before});
    if (!edits.empty())
        doc.applyCosts(edits, true);
    std::vector<CellEdit> heights;
    for (const auto& [at, before] : m_heightsBefore)
        if (const Coord cell{at.first, at.second}; grid.height(cell) != before)
            heights.push_back({cell, grid.height(cell), before});
    if (!heights.empty())
        doc.applyHeights(heights, true);
    std::vector<SideEdit> sides;
    for (const auto& [at, before] : m_sidesBefore) {
        const Coord cell{std::get<0>(at), std::get<1>(at)};
        const auto heading = static_cast<Direction>(std::get<2>(at));
        if (grid.side(cell, heading) != before)
            sides.push_back({cell, heading, grid.side(cell, heading), before});
    }
    if (!sides.empty())
        doc.applySides(sides, true);
    if (m_startBefore)
        doc.setStart(*m_startBefore);
    if (m_goalBefore)
        doc.setGoal(*m_goalBefore);
    *this = LiveDrag{};
}

int LiveDrag::codeBefore(const MapGrid& grid, Coord cell) const {
    const auto it = m_before.find(key(cell));
    return it == m_before.end() ? grid.code(cell) : it->second;
}

int LiveDrag::heightBefore(const MapGrid& grid, Coord cell) const {
    const auto it = m_heightsBefore.find(key(cell));
    return it == m_heightsBefore.end() ? grid.height(cell) : it->second;
}

} // namespace pathfinder::app
