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

/// The edits that give each cell of `preview` its value (read by `value`) and give the cells that
/// left it (a line or rectangle drawn afresh) back the value they had; `before` notes each cell's
/// value before the drag, once.
template <class Value>
std::vector<CellEdit> followCells(std::map<std::pair<int, int>, int>& before,
                                  const std::vector<std::pair<Coord, int>>& preview, Value value) {
    std::vector<CellEdit> edits;
    std::set<std::pair<int, int>> wanted;
    for (const auto& [cell, wantedValue] : preview) {
        wanted.insert(key(cell));
        before.emplace(key(cell), value(cell));
        if (value(cell) != wantedValue)
            edits.push_back({cell, value(cell), wantedValue});
    }
    for (auto it = before.begin(); it != before.end();) {
        const Coord cell{it->first.first, it->first.second};
        if (wanted.count(it->first)) {
            ++it;
            continue;
        }
        if (value(cell) != it->second)
            edits.push_back({cell, value(cell), it->second});
        it = before.erase(it);
    }
    return edits;
}

/// The edits that give every cell noted in `before` back its value.
template <class Value>
std::vector<CellEdit> restoreCells(const std::map<std::pair<int, int>, int>& before, Value value) {
    std::vector<CellEdit> edits;
    for (const auto& [at, was] : before)
        if (const Coord cell{at.first, at.second}; value(cell) != was)
            edits.push_back({cell, value(cell), was});
    return edits;
}

} // namespace

void LiveDrag::follow(MapGridDocument& doc, const PaintPreview& preview) {
    const MapGrid& grid = doc.grid();
    const auto code = [&grid](Coord c) { return grid.code(c); };
    if (const auto edits = followCells(m_before, preview.cells, code); !edits.empty())
        doc.applyCosts(edits, true);
    const auto height = [&grid](Coord c) { return grid.height(c); };
    if (const auto edits = followCells(m_heightsBefore, preview.heights, height); !edits.empty())
        doc.applyHeights(edits, true);
    followSides(doc, preview);
    moveMarker(doc, m_startBefore, grid.start(), preview.start, grid.goal(), true);
    moveMarker(doc, m_goalBefore, grid.goal(), preview.goal, grid.start(), false);
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
    if (const auto edits = restoreCells(m_before, [&grid](Coord c) { return grid.code(c); }); !edits.empty())
        doc.applyCosts(edits, true);
    if (const auto edits = restoreCells(m_heightsBefore, [&grid](Coord c) { return grid.height(c); });
        !edits.empty())
        doc.applyHeights(edits, true);
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
