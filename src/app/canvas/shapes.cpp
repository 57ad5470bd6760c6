#include "canvas/shapes.h"

#include "canvas/palette.h"

#include <wx/dc.h>
#include <wx/graphics.h>

#include <algorithm>
#include <cmath>

namespace pathfinder::app {

namespace {

wxPoint2DDouble along(wxPoint2DDouble from, wxPoint2DDouble unit, double distance) {
    return {from.m_x + unit.m_x * distance, from.m_y + unit.m_y * distance};
}

wxPoint2DDouble across(wxPoint2DDouble from, wxPoint2DDouble unit, double distance) {
    return {from.m_x - unit.m_y * distance, from.m_y + unit.m_x * distance};
}

wxPoint toPoint(wxPoint2DDouble p) {
    return {static_cast<int>(std::lround(p.m_x)), static_cast<int>(std::lround(p.m_y))};
}

void usePen(wxGraphicsContext& gc, const wxColour& colour, double width) {
    gc.SetPen(gc.CreatePen(wxGraphicsPenInfo(colour).Width(width).Join(wxJOIN_ROUND).Cap(wxCAP_ROUND)));
}

int penWidth(double width) {
    return std::max(1, static_cast<int>(std::lround(width)));
}

} // namespace

void fillRect(wxDC& dc, const wxRect& rect, const wxColour& colour) {
    dc.SetPen(*wxTRANSPARENT_PEN);
    dc.SetBrush(wxBrush(colour));
    dc.DrawRectangle(rect);
}

void drawCurrentCell(wxDC& dc, const wxRect& cell) {
    wxRect r = cell;
    if (r.width < 4)
        r.Inflate((5 - r.width) / 2, 0);
    if (r.height < 4)
        r.Inflate(0, (5 - r.height) / 2);
    dc.SetPen(wxPen(palette::current().ChangeLightness(70), 1));
    dc.SetBrush(wxBrush(palette::current()));
    dc.DrawRectangle(r);
}

void drawMeetingPoint(wxDC& dc, const wxRect& cell) {
    const int half = std::max(4, std::min(cell.width, cell.height) * 2 / 5);
    const wxPoint c(cell.x + cell.width / 2, cell.y + cell.height / 2);
    const wxPoint corners[4] = {{c.x, c.y - half}, {c.x + half, c.y}, {c.x, c.y + half}, {c.x - half, c.y}};
    dc.SetPen(wxPen(wxColour(250, 250, 250), half >= 8 ? 3 : 2));
    dc.SetBrush(wxBrush(palette::meetingPoint()));
    dc.DrawPolygon(4, corners);
}

void drawMarker(wxDC& dc, const Viewport& view, Coord cell, const wxColour& colour) {
    const wxPoint2DDouble c = view.cellCentre(cell);
    const double radius = std::max(4.0, view.scale * 0.38);
    dc.SetPen(wxPen(wxColour(20, 20, 20), view.scale >= 16 ? 2 : 1));
    dc.SetBrush(wxBrush(colour));
    const int r = static_cast<int>(std::lround(radius));
    dc.DrawEllipse(static_cast<int>(std::lround(c.m_x)) - r, static_cast<int>(std::lround(c.m_y)) - r, 2 * r,
                   2 * r);
}

void drawAgent(wxDC& dc, const Viewport& view, Coord cell) {
    const wxPoint2DDouble c = view.cellCentre(cell);
    const int r = static_cast<int>(std::lround(std::max(5.0, view.scale * 0.45)));
    const int x = static_cast<int>(std::lround(c.m_x));
    const int y = static_cast<int>(std::lround(c.m_y));
    dc.SetPen(wxPen(wxColour(20, 20, 20), view.scale >= 16 ? 3 : 2));
    dc.SetBrush(wxBrush(palette::agent()));
    dc.DrawEllipse(x - r, y - r, 2 * r, 2 * r);
    // A dark dot in the middle tells the agent from a start or goal at any zoom.
    const int dot = std::max(1, r / 3);
    dc.SetPen(*wxTRANSPARENT_PEN);
    dc.SetBrush(wxBrush(wxColour(20, 20, 20)));
    dc.DrawEllipse(x - dot, y - dot, 2 * dot, 2 * dot);
}

namespace {

void strokeRun(wxDC& dc, wxGraphicsContext* gc, const std::vector<wxPoint2DDouble>& points) {
    if (gc) {
        gc->StrokeLines(points.size(), points.data());
        return;
    }
    std::vector<wxPoint> pixels;
    pixels.reserve(points.size());
    for (const auto& p : points)
        pixels.push_back(toPoint(p));
    dc.DrawLines(static_cast<int>(pixels.size()), pixels.data());
}

void strokePoints(wxDC& dc, wxGraphicsContext* gc, const wxColour& colour, double width,
                  const std::vector<wxPoint2DDouble>& points) {
    // What the DC shows: its clipping box while it paints a part, else all of it.
    wxRect shown;
    dc.GetClippingBox(shown);
    if (shown.IsEmpty())
        shown = wxRect(dc.GetSize());
    const std::vector<std::vector<wxPoint2DDouble>> runs =
        visibleRuns(points, wxRect2DDouble(shown.x, shown.y, shown.width, shown.height), width + 2.0);
    if (runs.empty())
        return;
    if (gc)
        usePen(*gc, colour, width);
    else
        dc.SetPen(wxPen(colour, penWidth(width)));
    for (const auto& run : runs)
        strokeRun(dc, gc, run);
}

} // namespace

std::vector<std::vector<wxPoint2DDouble>> visibleRuns(const std::vector<wxPoint2DDouble>& points,
                                                      const wxRect2DDouble& area, double margin) {
    const double left = area.m_x - margin, top = area.m_y - margin;
    const double right = area.m_x + area.m_width + margin, bottom = area.m_y + area.m_height + margin;
    std::vector<std::vector<wxPoint2DDouble>> runs;
    std::vector<wxPoint2DDouble> run;
    for (std::size_t i = 1; i < points.size(); ++i) {
        const wxPoint2DDouble a = points[i - 1], b = points[i];
        const bool seen = std::max(a.m_x, b.m_x) >= left && std::min(a.m_x, b.m_x) <= right &&
                          std::max(a.m_y, b.m_y) >= top && std::min(a.m_y, b.m_y) <= bottom;
        if (!seen) {
            if (!run.empty())
                runs.push_back(std::move(run));
            run.clear();
            continue;
        }
        if (run.empty()) {
            run.push_back(a);
        } else if (run.size() >= 2) {
            // b goes on in the direction the run's last segment took: that segment grows instead.
            const wxPoint2DDouble p = run[run.size() - 2], q = run.back();
            const double cross = (q.m_x - p.m_x) * (b.m_y - q.m_y) - (q.m_y - p.m_y) * (b.m_x - q.m_x);
            const double dot = (q.m_x - p.m_x) * (b.m_x - q.m_x) + (q.m_y - p.m_y) * (b.m_y - q.m_y);
            if (std::abs(cross) <= 1e-9 * (std::abs(dot) + 1.0) && dot > 0) {
                run.back() = b;
                continue;
            }
        }
        run.push_back(b);
    }
    if (!run.empty())
        runs.push_back(std::move(run));
    return runs;
}

void strokePolyline(wxDC& dc, wxGraphicsContext* gc, const wxColour& colour, double width,
                    const std::vector<Coord>& cells, const Viewport& view) {
    if (cells.size() < 2)
        return;
    std::vector<wxPoint2DDouble> points;
    points.reserve(cells.size());
    for (Coord c : cells)
        points.push_back(view.cellCentre(c));
    strokePoints(dc, gc, colour, width, points);
}

void strokeSegments(wxDC& dc, wxGraphicsContext* gc, const wxColour& colour, double width,
                    const std::vector<PathPoint>& points, const Viewport& view) {
    if (points.size() < 2)
        return;
    std::vector<wxPoint2DDouble> pixels;
    pixels.reserve(points.size());
    for (const PathPoint p : points)
        pixels.push_back(view.pointAt(p));
    strokePoints(dc, gc, colour, width, pixels);
}

void fillTriangles(wxDC& dc, wxGraphicsContext* gc, const wxColour& colour,
                   const std::vector<Triangle>& triangles) {
    if (triangles.empty())
        return;
    if (gc) {
        wxGraphicsPath path = gc->CreatePath();
        for (const Triangle& t : triangles) {
            path.MoveToPoint(t[0]);
            path.AddLineToPoint(t[1]);
            path.AddLineToPoint(t[2]);
            path.CloseSubpath();
        }
        gc->SetBrush(gc->CreateBrush(wxBrush(colour)));
        gc->FillPath(path);
        return;
    }
    dc.SetPen(*wxTRANSPARENT_PEN);
    dc.SetBrush(wxBrush(colour));
    for (const Triangle& t : triangles) {
        wxPoint corners[3] = {toPoint(t[0]), toPoint(t[1]), toPoint(t[2])};
        dc.DrawPolygon(3, corners);
    }
}

Triangle pointerTriangle(const Viewport& view, Coord cell, Direction d, double size) {
    const wxPoint2DDouble u = view.headingUnit(cell, d);
    const wxPoint2DDouble c = view.cellCentre(cell);
    const double s = view.scale * size;
    const wxPoint2DDouble base = along(c, u, -0.6 * s);
    return {along(c, u, s), across(base, u, 0.7 * s), across(base, u, -0.7 * s)};
}

void ArrowBatch::add(const Viewport& view, Coord cell, Direction d) {
    const wxPoint2DDouble u = view.headingUnit(cell, d);
    const wxPoint2DDouble c = view.cellCentre(cell);
    const double s = view.scale;
    const wxPoint2DDouble tip = along(c, u, 0.45 * s);
    const wxPoint2DDouble headBase = along(tip, u, -0.2 * s);
    m_from.push_back(along(c, u, -0.25 * s));
    m_to.push_back(tip);
    m_from.push_back(tip);
    m_to.push_back(across(headBase, u, 0.12 * s));
    m_from.push_back(tip);
    m_to.push_back(across(headBase, u, -0.12 * s));
}

void ArrowBatch::addLink(const Viewport& view, Coord from, Coord to) {
    const wxPoint2DDouble a = view.cellCentre(from);
    const wxPoint2DDouble b = view.cellCentre(to);
    const double dx = b.m_x - a.m_x;
    const double dy = b.m_y - a.m_y;
    const double length = std::hypot(dx, dy);
    if (length <= 0.0)
        return;
    const wxPoint2DDouble u{dx / length, dy / length};
    m_from.push_back(a);
    m_to.push_back(b);
    // A head of at most a third of a cell, and at least a few pixels, so it shows at any zoom.
    const double head = std::max(3.0, 0.3 * view.scale);
    const wxPoint2DDouble headBase = along(b, u, -head);
    m_from.push_back(b);
    m_to.push_back(across(headBase, u, 0.5 * head));
    m_from.push_back(b);
    m_to.push_back(across(headBase, u, -0.5 * head));
}

void ArrowBatch::stroke(wxDC& dc, wxGraphicsContext* gc, const wxColour& colour, double width) const {
    if (m_from.empty())
        return;
    if (gc) {
        usePen(*gc, colour, width);
        gc->StrokeLines(m_from.size(), m_from.data(), m_to.data());
        return;
    }
    dc.SetPen(wxPen(colour, penWidth(width)));
    for (std::size_t i = 0; i < m_from.size(); ++i)
        dc.DrawLine(toPoint(m_from[i]), toPoint(m_to[i]));
}

} // namespace pathfinder::app
