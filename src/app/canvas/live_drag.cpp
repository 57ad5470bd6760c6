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
    moveMarker(doc, m_startBefore, grid.start(), preview.start, grid.goal(), true);
    moveMarker(doc, m_goalBefore, grid.goal(), preview.goal, grid.start(), false);
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

} // namespace pathfinder::app
