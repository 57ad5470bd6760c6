#include "pathfinder/grid/edit_shapes.h"

#include "canvas/grid_canvas.h"
#include "canvas/palette.h"
#include "document/grid_commands.h"
#include "document/map_grid_document.h"
#include "document/side_commands.h"
#include "run/search_controller.h"

#include <wx/dc.h>

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

namespace pathfinder::app {

// The canvas's edits that become commands: strokes of the cell brushes, moves of the start and
// goal, and the tools for sides between cells and for heights.

namespace {

/// The undo menu's name for a stroke that gives cells `code`.
wxString strokeName(int code) {
    if (code == MapGrid::kWall)
        return "Paint Walls";
    if (code == MapGrid::kMinCost)
        return "Erase";
    if (MapGrid::isTerrainCode(code))
        return "Paint " + wxString::FromUTF8(std::string(labelOf(MapGrid::terrainOfCode(code))));
    return wxString::Format("Paint Cost %d", code);
}

/// The undo menu's name for a fill with `code`.
wxString fillName(int code) {
    return code == MapGrid::kMinCost ? wxString("Erase Region") : "Fill" + strokeName(code).Mid(5);
}

/// The neighbour across a side.
Coord across(CellSide side) {
    return side.cell + offsetOf(side.heading);
}

} // namespace

bool GridCanvas::beginToolEdit(wxPoint at) {
    const MapGrid& grid = m_doc->grid();
    const EditTool tool = m_editor.tool;
    if (tool == EditTool::Select) {
        beginDrag(Drag::Select, at);
        m_shapeFrom = m_view.cellAt(at);
        setSelection(cellRectBetween(grid, m_shapeFrom, m_shapeFrom));
        return true;
    }
    if (tool == EditTool::Height) {
        m_strokeCode = std::clamp(m_editor.brushHeight, 0, 9);
        beginShape(Drag::Heights, at);
        return true;
    }
    if (tool != EditTool::SideWall && tool != EditTool::OneWay)
        return false;
    const CellSide side = m_view.sideAt(at);
    if (!grid.inBounds(side.cell) || !grid.inBounds(across(side)))
        return true; // a side on the map's edge is no side to edit
    if (tool == EditTool::OneWay) {
        const SideKind before = grid.side(side.cell, side.heading);
        const SideKind after = nextOneWayKind(before);
        m_doc->GetCommandProcessor()->Submit(
            new EditSidesCommand(*m_doc, {{side.cell, side.heading, before, after}},
                                 after == SideKind::Open ? "Open Side" : "One-way Side"));
        return true;
    }
    m_strokeSide = grid.side(side.cell, side.heading) == SideKind::Wall ? SideKind::Open : SideKind::Wall;
    beginDrag(Drag::Sides, at);
    m_lastPixel = at;
    addSideToStroke(side);
    followLive();
    return true;
}

void GridCanvas::toolDragTo(wxPoint at) {
    if (m_drag == Drag::Select) {
        setSelection(cellRectBetween(m_doc->grid(), m_shapeFrom, m_view.cellAt(at)));
        return;
    }
    if (m_drag == Drag::Heights) {
        shapeTo(m_view.cellAt(at));
        return;
    }
    if (m_drag != Drag::Sides)
        return;
    // The sides along the way from the last point, a few pixels apart, so a fast drag leaves no gaps.
    const double dx = at.x - m_lastPixel.x, dy = at.y - m_lastPixel.y;
    const int steps =
        std::max(1, static_cast<int>(std::ceil(std::hypot(dx, dy) / std::max(1.0, m_view.scale / 4))));
    for (int i = 1; i <= steps; ++i) {
        const wxPoint p(m_lastPixel.x + static_cast<int>(std::lround(dx * i / steps)),
                        m_lastPixel.y + static_cast<int>(std::lround(dy * i / steps)));
        // Only a side the pointer passes close to: crossing a cell's middle walls nothing.
        const CellSide side = m_view.sideAt(p);
        const auto ends = m_view.sideEnds(side.cell, side.heading);
        const double mx = (ends[0].m_x + ends[1].m_x) / 2 - p.x, my = (ends[0].m_y + ends[1].m_y) / 2 - p.y;
        if (std::hypot(mx, my) <= 0.3 * m_view.scale)
            addSideToStroke(side);
    }
    m_lastPixel = at;
    followLive();
}

void GridCanvas::beginShape(Drag drag, wxPoint at) {
    const Coord cell = m_view.cellAt(at);
    if (m_editor.shape == EditShape::Fill) {
        m_drag = drag; // for fillFrom: cells or heights
        fillFrom(cell);
        m_drag = Drag::None;
        return;
    }
    beginDrag(drag, at);
    m_shapeFrom = cell;
    addToShape(
        brushCells(m_doc->grid(), cell, m_editor.shape == EditShape::Rectangle ? 1 : m_editor.brushSize));
    followLive();
}

void GridCanvas::shapeTo(Coord cell) {
    const MapGrid& grid = m_doc->grid();
    if (m_editor.shape == EditShape::Freehand) {
        // Every cell of the brush along the line from the last one, so a fast drag leaves no gaps.
        addToShape(brushLine(grid, m_lastCell, cell, m_editor.brushSize));
        m_lastCell = cell;
        followLive();
        return;
    }
    if (cell == m_lastCell)
        return;
    m_lastCell = cell;
    // The line or rectangle from where the drag began, drawn afresh.
    m_preview.cells.clear();
    m_preview.heights.clear();
    m_strokeCells.clear();
    addToShape(m_editor.shape == EditShape::Line ? brushLine(grid, m_shapeFrom, cell, m_editor.brushSize)
                                                 : rectangleCells(grid, m_shapeFrom, cell));
    Refresh();
    followLive();
}

void GridCanvas::addToShape(const std::vector<Coord>& cells) {
    for (const Coord c : cells)
        m_drag == Drag::Heights ? addHeightToStroke(c) : addToStroke(c);
}

void GridCanvas::fillFrom(Coord cell) {
    const MapGrid& grid = m_doc->grid();
    const bool heights = m_drag == Drag::Heights;
    const FillKey key = heights ? FillKey::Height : FillKey::Code;
    // Every cell of the region holds the clicked cell's value.
    const int before = heights ? grid.height(cell) : grid.code(cell);
    if (before == m_strokeCode)
        return;
    std::vector<CellRun> runs = fillRuns(grid, cell, key);
    // The start and the goal keep their cells, as under a stroke.
    for (const std::optional<Coord>& marker : {grid.start(), grid.goal()})
        if (!heights && marker)
            runs = withoutCell(std::move(runs), *marker);
    if (runs.empty())
        return;
    m_doc->GetCommandProcessor()->Submit(
        new FillCommand(*m_doc, std::move(runs), key, before, m_strokeCode,
                        heights ? wxString::Format("Fill Height %d", m_strokeCode) : fillName(m_strokeCode)));
}

std::vector<Coord> GridCanvas::brushUnderPointer() const {
    const EditTool tool = m_editor.tool;
    const bool cellTool = tool == EditTool::Wall || tool == EditTool::Erase || tool == EditTool::Cost ||
                          tool == EditTool::Terrain || tool == EditTool::Height;
    const bool brushShape = m_editor.shape == EditShape::Freehand || m_editor.shape == EditShape::Line;
    if (!m_doc || !m_hovered || !cellTool || !brushShape || m_editor.brushSize <= 1 || m_exerciseWalker ||
        (m_drag != Drag::None && m_drag != Drag::Stroke && m_drag != Drag::Heights))
        return {};
    return brushCells(m_doc->grid(), *m_hovered, m_editor.brushSize);
}

void GridCanvas::drawBrushOutline(wxDC& dc) const {
    const std::vector<Coord> cells = brushUnderPointer();
    if (cells.empty())
        return;
    const MapGrid& grid = m_doc->grid();
    const auto inBrush = [&](Coord c) { return std::find(cells.begin(), cells.end(), c) != cells.end(); };
    // The sides between a cell of the brush and one outside it: the brush's rim, square or hex.
    dc.SetPen(wxPen(palette::current(), 2));
    for (const Coord c : cells)
        for (int d = 0; d < kDirectionCount; ++d) {
            const auto heading = static_cast<Direction>(d);
            if (!isSideHeading(grid.topology(), heading, c.y) || inBrush(c + offsetOf(heading)))
                continue;
            const auto ends = m_view.sideEnds(c, heading);
            dc.DrawLine(wxRound(ends[0].m_x), wxRound(ends[0].m_y), wxRound(ends[1].m_x),
                        wxRound(ends[1].m_y));
        }
}

std::optional<CellRect> GridCanvas::selection() const {
    if (!m_doc || !m_selection)
        return std::nullopt;
    const CellRect on =
        cellRectBetween(m_doc->grid(), m_selection->topLeft,
                        m_selection->topLeft + Coord{m_selection->width - 1, m_selection->height - 1});
    if (on.width == 0)
        return std::nullopt;
    return on;
}

void GridCanvas::setSelection(std::optional<CellRect> rect) {
    if (rect && rect->width <= 0)
        rect.reset();
    if (rect == m_selection)
        return;
    m_selection = rect;
    Refresh();
}

void GridCanvas::drawSelection(wxDC& dc) const {
    const std::optional<CellRect> rect = selection();
    if (!rect)
        return;
    const Coord last = rect->topLeft + Coord{rect->width - 1, rect->height - 1};
    const wxRect area = m_view.cellBounds(rect->topLeft).Union(m_view.cellBounds(last));
    dc.SetBrush(*wxTRANSPARENT_BRUSH);
    // Dark dashes over light ones: the outline shows on walls and on free cells alike.
    dc.SetPen(wxPen(*wxWHITE, 3));
    dc.DrawRectangle(area);
    dc.SetPen(wxPen(palette::current(), 3, wxPENSTYLE_SHORT_DASH));
    dc.DrawRectangle(area);
}

void GridCanvas::forgetPointer() {
    if (m_hovered) {
        refreshBrushOutline();
        m_hovered.reset();
        if (onHover)
            onHover(std::nullopt);
    }
}

void GridCanvas::refreshBrushOutline() {
    wxRect area;
    for (const Coord c : brushUnderPointer())
        area = area.IsEmpty() ? m_view.cellBounds(c) : area.Union(m_view.cellBounds(c));
    if (!area.IsEmpty())
        RefreshRect(area.Inflate(3));
}

void GridCanvas::addSideToStroke(CellSide side) {
    const MapGrid& grid = m_doc->grid();
    const Coord other = across(side);
    if (!grid.inBounds(side.cell) || !grid.inBounds(other))
        return;
    if (!m_strokeSides.insert({{side.cell.x, side.cell.y}, static_cast<int>(side.heading)}).second)
        return;
    m_strokeSides.insert({{other.x, other.y}, static_cast<int>(opposite(side.heading))});
    if (grid.side(side.cell, side.heading) == m_strokeSide)
        return;
    m_preview.sides.emplace_back(side, m_strokeSide);
    RefreshRect(m_view.cellBounds(side.cell).Union(m_view.cellBounds(other)).Inflate(4));
}

void GridCanvas::addHeightToStroke(Coord cell) {
    const MapGrid& grid = m_doc->grid();
    if (!grid.inBounds(cell) || !m_strokeCells.insert({cell.x, cell.y}).second ||
        m_liveDrag.heightBefore(grid, cell) == m_strokeCode)
        return;
    m_preview.heights.emplace_back(cell, m_strokeCode);
    RefreshRect(m_view.cellBounds(cell).Inflate(2));
}

void GridCanvas::commitDrag() {
    if (!m_doc)
        return;
    // The drag's edits made live go back, to come again as one undo step.
    m_liveDrag.takeBack(*m_doc);
    const MapGrid& grid = m_doc->grid();
    wxCommandProcessor* history = m_doc->GetCommandProcessor();
    if (m_drag == Drag::Stroke && !m_preview.cells.empty()) {
        std::vector<CellEdit> edits;
        edits.reserve(m_preview.cells.size());
        for (const auto& [cell, cost] : m_preview.cells)
            edits.push_back({cell, grid.code(cell), cost});
        history->Submit(new PaintCellsCommand(*m_doc, std::move(edits), strokeName(m_strokeCode)));
    } else if (m_drag == Drag::Heights && !m_preview.heights.empty()) {
        std::vector<CellEdit> edits;
        for (const auto& [cell, height] : m_preview.heights)
            edits.push_back({cell, grid.height(cell), height});
        history->Submit(new PaintHeightsCommand(*m_doc, std::move(edits),
                                                wxString::Format("Paint Height %d", m_strokeCode)));
    } else if (m_drag == Drag::Sides && !m_preview.sides.empty()) {
        std::vector<SideEdit> edits;
        for (const auto& [side, kind] : m_preview.sides)
            edits.push_back({side.cell, side.heading, grid.side(side.cell, side.heading), kind});
        history->Submit(
            new EditSidesCommand(*m_doc, std::move(edits),
                                 m_strokeSide == SideKind::Wall ? "Draw Side Walls" : "Remove Side Walls"));
    } else if (m_drag == Drag::Start && m_preview.start && m_preview.start != grid.start()) {
        history->Submit(new MoveMarkerCommand(*m_doc, MoveMarkerCommand::Marker::Start, m_preview.start));
    } else if (m_drag == Drag::Goal && m_preview.goal && m_preview.goal != grid.goal()) {
        history->Submit(new MoveMarkerCommand(*m_doc, MoveMarkerCommand::Marker::Goal, m_preview.goal));
    }
}

void GridCanvas::followLive() {
    const bool edits = m_drag == Drag::Stroke || m_drag == Drag::Heights || m_drag == Drag::Sides ||
                       m_drag == Drag::Start || m_drag == Drag::Goal;
    if (m_doc && m_search.live() && edits)
        m_liveDrag.follow(*m_doc, m_preview);
}

} // namespace pathfinder::app
