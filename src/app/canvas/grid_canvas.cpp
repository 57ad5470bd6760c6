#include "canvas/grid_canvas.h"

#include "pathfinder/grid/grid_line.h"

#include "canvas/palette.h"
#include "canvas/shapes.h"
#include "document/grid_commands.h"
#include "document/map_grid_document.h"
#include "run/search_controller.h"

#include <wx/dcbuffer.h>
#include <wx/region.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <string>

namespace pathfinder::app {

namespace {

constexpr double kMinScale = 0.05;
constexpr double kMaxScale = 96.0;
constexpr int kFitMargin = 12;

} // namespace

GridCanvas::GridCanvas(wxWindow* parent, const SearchController& search, const EditorState& editor)
    : m_search(search), m_editor(editor) {
    // wxBG_STYLE_PAINT: every pixel is painted by onPaint, so no background erase (no flicker).
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    Create(parent, wxID_ANY, wxDefaultPosition, wxSize(640, 560), wxWANTS_CHARS | wxFULL_REPAINT_ON_RESIZE);
    Bind(wxEVT_PAINT, &GridCanvas::onPaint, this);
    Bind(wxEVT_SIZE, &GridCanvas::onSize, this);
    Bind(wxEVT_LEFT_DOWN, &GridCanvas::onLeftDown, this);
    Bind(wxEVT_LEFT_UP, &GridCanvas::onLeftUp, this);
    Bind(wxEVT_LEFT_DCLICK, &GridCanvas::onDoubleClick, this);
    Bind(wxEVT_RIGHT_DOWN, &GridCanvas::onPanDown, this);
    Bind(wxEVT_MIDDLE_DOWN, &GridCanvas::onPanDown, this);
    Bind(wxEVT_RIGHT_UP, &GridCanvas::onPanUp, this);
    Bind(wxEVT_MIDDLE_UP, &GridCanvas::onPanUp, this);
    Bind(wxEVT_MOTION, &GridCanvas::onMotion, this);
    Bind(wxEVT_MOUSEWHEEL, &GridCanvas::onWheel, this);
    Bind(wxEVT_LEAVE_WINDOW, &GridCanvas::onLeave, this);
    Bind(wxEVT_MOUSE_CAPTURE_LOST, &GridCanvas::onCaptureLost, this);
}

void GridCanvas::setDocument(MapGridDocument* doc) {
    if (m_drag != Drag::None)
        endDrag();
    m_doc = doc;
    m_hovered.reset();
    m_selection.reset();
    fitToWindow();
}

void GridCanvas::documentChanged() {
    if (m_doc && (wxSize(m_doc->grid().width(), m_doc->grid().height()) != m_mapSize ||
                  m_doc->grid().topology() != m_view.topology))
        fitToWindow();
    Refresh();
}

void GridCanvas::fitToWindow() {
    m_fitted = true;
    m_fittedColumn = GetParent()->GetClientSize();
    if (m_doc) {
        const MapGrid& grid = m_doc->grid();
        m_mapSize = wxSize(grid.width(), grid.height());
        // Fitted into the whole column less the strips' most room, the map stays where it is as they
        // come and go under it.
        const wxSize area(GetClientSize().x, m_fittedColumn.y - GetPosition().y);
        const int below = std::clamp(fitReserve ? fitReserve() : 0, 0, area.y / 2);
        m_view = Viewport::fit(grid.width(), grid.height(), area, kFitMargin, below, grid.topology());
    }
    Refresh();
    if (onZoom)
        onZoom(m_view.scale);
}

void GridCanvas::zoomBy(double factor) {
    const wxSize size = GetClientSize();
    zoomAbout(wxPoint(size.x / 2, size.y / 2), factor);
}

void GridCanvas::zoomAbout(wxPoint pixel, double factor) {
    const double scale = std::clamp(m_view.scale * factor, kMinScale, kMaxScale);
    const double ratio = scale / m_view.scale;
    // Keep the point under the pointer where it is.
    m_view.originX = pixel.x - (pixel.x - m_view.originX) * ratio;
    m_view.originY = pixel.y - (pixel.y - m_view.originY) * ratio;
    m_view.scale = scale;
    m_fitted = false;
    Refresh();
    if (onZoom)
        onZoom(scale);
}

void GridCanvas::setExercise(const SearchView* walker, const ExerciseMarks* marks) {
    m_exerciseWalker = walker;
    m_exerciseMarks = marks;
    Refresh();
}

PaintScene GridCanvas::scene() const {
    PaintScene s;
    if (m_doc) {
        s = m_search.scene(m_doc->grid());
        if (m_exerciseWalker) {
            s = PaintScene{};
            s.grid = &m_doc->grid();
            s.walker = m_exerciseWalker;
        }
        s.preview = &m_preview;
        if (smoothedPathOf)
            s.smoothedPath = smoothedPathOf(s.walker);
        s.suboptimality = m_suboptimality;
        s.routes = m_routes;
        if (m_editor.display.regions)
            s.regions = &m_doc->grid().regions(m_doc->movement());
        if (m_editor.display.clearance)
            s.clearance = &m_doc->clearance();
        if (crowdOf)
            s.crowd = crowdOf();
        if (heuristicErrorOf)
            s.heuristicError = heuristicErrorOf();
    }
    return s;
}

void GridCanvas::render(wxDC& dc, const wxRect& clip) {
    const wxColour background = palette::toColour(palette::kBackground);
    if (!m_doc) {
        fillRect(dc, clip, background);
        return;
    }
    const MapGrid& grid = m_doc->grid();
    const wxRect map = m_view.mapRect(grid.width(), grid.height());
    // Only what the map does not cover needs the background colour.
    wxRegion around(clip);
    around.Subtract(map);
    for (wxRegionIterator it(around); it; ++it)
        fillRect(dc, it.GetRect(), background);
    m_painter.paint(dc, scene(), m_view, clip, m_editor.display);
    drawBreakpoints(dc);
    if (m_exerciseMarks)
        drawExerciseMarks(dc, *m_exerciseMarks, m_view);
}

void GridCanvas::drawBreakpoints(wxDC& dc) const {
    // A red dot in the top-left corner of each cell with a breakpoint, as a debugger marks a line.
    const auto& breakpoints = m_search.breakpoints().breakpoints();
    if (breakpoints.empty())
        return;
    dc.SetPen(wxPen(wxColour(255, 255, 255), 1));
    dc.SetBrush(wxBrush(wxColour(200, 20, 30)));
    for (const Breakpoint& b : breakpoints) {
        if (!b.concernsCell())
            continue;
        const wxRect r = m_view.cellRect(b.cell);
        const int radius = std::clamp(r.width / 5, 3, 8);
        dc.DrawCircle(r.x + radius + 1, r.y + radius + 1, radius);
    }
}

FooterContent GridCanvas::footer() const {
    return m_painter.footerFor(scene(), m_editor.display);
}

void GridCanvas::onPaint(wxPaintEvent&) {
    const auto began = std::chrono::steady_clock::now();
    {
        wxAutoBufferedPaintDC dc(this);
        render(dc, GetUpdateRegion().GetBox());
        // On the screen only: no exported picture shows them.
        drawSelection(dc);
        drawBrushOutline(dc);
    }
    const std::int64_t ns =
        std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - began)
            .count();
    ++m_paintTimes.count;
    m_paintTimes.lastNs = ns;
    m_paintTimes.longestNs = std::max(m_paintTimes.longestNs, ns);
    m_paintTimes.totalNs += ns;
    if (onPainted)
        CallAfter([this] {
            if (onPainted)
                onPainted();
        });
}

void GridCanvas::onSize(wxSizeEvent& event) {
    // Only a change of the column the canvas shares with the strips under it (the window resized, a
    // pane shown or hidden) fits the map again.
    if (m_fitted && GetParent()->GetClientSize() != m_fittedColumn)
        fitToWindow();
    event.Skip();
}

void GridCanvas::onLeftDown(wxMouseEvent& event) {
    event.Skip(); // lets the window take the focus
    if (!m_doc || m_drag != Drag::None)
        return;
    const MapGrid& grid = m_doc->grid();
    const Coord cell = m_view.cellAt(event.GetPosition());
    if (!grid.inBounds(cell))
        return;
    if ((onCellClick && onCellClick(cell)) || beginToolEdit(event.GetPosition()))
        return;
    const EditTool tool = m_editor.tool;
    if ((grid.start() == cell && tool != EditTool::Goal) || tool == EditTool::Start) {
        beginDrag(Drag::Start, event.GetPosition());
        moveMarkerPreview(cell);
        return;
    }
    if (grid.goal() == cell || tool == EditTool::Goal) {
        beginDrag(Drag::Goal, event.GetPosition());
        moveMarkerPreview(cell);
        return;
    }
    switch (tool) {
    case EditTool::Wall:
        m_strokeCode = grid.isWall(cell) ? MapGrid::kMinCost : MapGrid::kWall;
        break;
    case EditTool::Erase:
        m_strokeCode = MapGrid::kMinCost;
        break;
    case EditTool::Terrain:
        m_strokeCode = MapGrid::codeOf(m_editor.brushTerrain);
        break;
    default:
        m_strokeCode = std::clamp(m_editor.brushCost, MapGrid::kMinCost, MapGrid::kMaxCost);
        break;
    }
    beginShape(Drag::Stroke, event.GetPosition());
}

void GridCanvas::onDoubleClick(wxMouseEvent& event) {
    // The second press of a double click comes as this event, not as a press: an exercise counts
    // it as a click of its own (two guesses of the same cell); editing ignores it.
    event.Skip();
    // Each click of the One-way tool turns the side one step further, however quick the clicks.
    if (m_doc && m_drag == Drag::None && m_editor.tool == EditTool::OneWay && !m_exerciseWalker) {
        beginToolEdit(event.GetPosition());
        return;
    }
    if (!m_doc || m_drag != Drag::None || !onCellClick)
        return;
    const Coord cell = m_view.cellAt(event.GetPosition());
    if (m_doc->grid().inBounds(cell))
        onCellClick(cell);
}

void GridCanvas::onLeftUp(wxMouseEvent&) {
    if (m_drag != Drag::None && m_drag != Drag::Pan) {
        commitDrag();
        endDrag();
    }
}

void GridCanvas::onPanDown(wxMouseEvent& event) {
    if (m_drag == Drag::None) {
        beginDrag(Drag::Pan, event.GetPosition());
        m_panStart = event.GetPosition();
    }
}

void GridCanvas::onPanUp(wxMouseEvent& event) {
    if (m_drag != Drag::Pan)
        return;
    endDrag();
    // A right click that did not pan opens the cell's menu (breakpoints).
    const wxPoint moved = event.GetPosition() - m_panStart;
    if (event.GetButton() == wxMOUSE_BTN_RIGHT && std::abs(moved.x) + std::abs(moved.y) <= 3 && m_doc &&
        onCellMenu) {
        const Coord cell = m_view.cellAt(event.GetPosition());
        if (m_doc->grid().inBounds(cell))
            onCellMenu(cell, event.GetPosition());
    }
}

void GridCanvas::onMotion(wxMouseEvent& event) {
    const wxPoint at = event.GetPosition();
    hover(at);
    if (!m_doc)
        return;
    switch (m_drag) {
    case Drag::Pan:
        m_view.originX += at.x - m_panFrom.x;
        m_view.originY += at.y - m_panFrom.y;
        m_panFrom = at;
        m_fitted = false;
        Refresh();
        break;
    case Drag::Stroke:
        shapeTo(m_view.cellAt(at));
        break;
    case Drag::Start:
    case Drag::Goal:
        moveMarkerPreview(m_view.cellAt(at));
        break;
    default:
        toolDragTo(at);
        break;
    }
}

void GridCanvas::onWheel(wxMouseEvent& event) {
    const int delta = std::max(1, event.GetWheelDelta());
    zoomAbout(event.GetPosition(), std::pow(1.2, static_cast<double>(event.GetWheelRotation()) / delta));
}

void GridCanvas::onLeave(wxMouseEvent& event) {
    event.Skip();
    forgetPointer();
}

void GridCanvas::onCaptureLost(wxMouseCaptureLostEvent&) {
    // The edit in progress is dropped: the press that began it never got its release.
    if (m_doc)
        m_liveDrag.takeBack(*m_doc);
    m_drag = Drag::None;
    m_preview = PaintPreview{};
    m_strokeCells.clear();
    m_strokeSides.clear();
    Refresh();
}

void GridCanvas::hover(wxPoint pixel) {
    std::optional<Coord> cell;
    if (m_doc && m_doc->grid().inBounds(m_view.cellAt(pixel)))
        cell = m_view.cellAt(pixel);
    if (cell != m_hovered) {
        refreshBrushOutline();
        m_hovered = cell;
        refreshBrushOutline();
        if (onHover)
            onHover(cell);
    }
}

void GridCanvas::beginDrag(Drag drag, wxPoint at) {
    m_drag = drag;
    m_panFrom = at;
    m_lastCell = m_view.cellAt(at);
    m_preview = PaintPreview{};
    m_strokeCells.clear();
    m_strokeSides.clear();
    if (!HasCapture())
        CaptureMouse();
}

void GridCanvas::endDrag() {
    if (m_doc)
        m_liveDrag.takeBack(*m_doc); // a drag dropped; after a commit there is nothing left
    if (HasCapture())
        ReleaseMouse();
    m_drag = Drag::None;
    m_preview = PaintPreview{};
    m_strokeCells.clear();
    m_strokeSides.clear();
    Refresh();
}

void GridCanvas::addToStroke(Coord cell) {
    const MapGrid& grid = m_doc->grid();
    if (!grid.inBounds(cell) || grid.start() == cell || grid.goal() == cell)
        return;
    if (!m_strokeCells.insert({cell.x, cell.y}).second || m_liveDrag.codeBefore(grid, cell) == m_strokeCode)
        return;
    m_preview.cells.emplace_back(cell, m_strokeCode);
    RefreshRect(m_view.cellBounds(cell).Inflate(2));
}

void GridCanvas::moveMarkerPreview(Coord cell) {
    const MapGrid& grid = m_doc->grid();
    if (!grid.inBounds(cell))
        return;
    const bool start = m_drag == Drag::Start;
    // The start and the goal never share a cell.
    if ((start && grid.goal() == cell) || (!start && grid.start() == cell))
        return;
    (start ? m_preview.start : m_preview.goal) = cell;
    // Before the live edit, whose paint (in live mode at once) then takes this with it.
    Refresh();
    followLive();
}

} // namespace pathfinder::app
