#include "canvas/overlays/side_marks.h"

#include "canvas/palette.h"

#include <wx/dc.h>
#include <wx/graphics.h>

#include <algorithm>
#include <cmath>
#include <utility>

namespace pathfinder::app {

namespace {

/// Below this scale (pixels per cell) sides would be drawn over one another.
constexpr double kSideScale = 3.0;

wxPoint toPixel(wxPoint2DDouble p) {
    return {static_cast<int>(std::lround(p.m_x)), static_cast<int>(std::lround(p.m_y))};
}

void strokeLines(wxDC& dc, wxGraphicsContext* gc, const wxColour& colour, double width,
                 const std::vector<std::pair<wxPoint2DDouble, wxPoint2DDouble>>& lines) {
    if (lines.empty())
        return;
    if (gc) {
        gc->SetPen(gc->CreatePen(wxGraphicsPenInfo(colour).Width(width).Cap(wxCAP_ROUND)));
        wxGraphicsPath path = gc->CreatePath();
        for (const auto& [a, b] : lines) {
            path.MoveToPoint(a);
            path.AddLineToPoint(b);
        }
        gc->StrokePath(path);
        return;
    }
    dc.SetPen(wxPen(colour, std::max(1, static_cast<int>(std::lround(width)))));
    for (const auto& [a, b] : lines)
        dc.DrawLine(toPixel(a), toPixel(b));
}

} // namespace

void fillCellShape(wxDC& dc, const Viewport& view, Coord cell, const wxColour& colour) {
    dc.SetPen(*wxTRANSPARENT_PEN);
    dc.SetBrush(wxBrush(colour));
    if (!view.hex()) {
        dc.DrawRectangle(view.cellRect(cell));
        return;
    }
    const auto corners = view.hexCorners(cell);
    wxPoint points[6];
    for (std::size_t i = 0; i < corners.size(); ++i)
        points[i] = toPixel(corners[i]);
    dc.DrawPolygon(6, points);
}

void drawSides(wxDC& dc, wxGraphicsContext* gc, const MapGrid& grid, const Viewport& view,
               const std::vector<int>& columns, const std::vector<int>& rows) {
    if (view.scale < kSideScale || (grid.wallSideCount() == 0 && grid.oneWaySideCount() == 0))
        return;
    std::vector<std::pair<wxPoint2DDouble, wxPoint2DDouble>> walls;
    std::vector<std::pair<wxPoint2DDouble, wxPoint2DDouble>> oneWay;
    std::vector<std::array<wxPoint2DDouble, 3>> arrows;
    for (const int y : rows) {
        for (const int x : columns) {
            const Coord c{x, y};
            for (int i = 0; i < kDirectionCount; ++i) {
                const auto d = static_cast<Direction>(i);
                if (!isSideHeading(grid.topology(), d, y))
                    continue;
                const SideKind kind = grid.side(c, d);
                // A wall is seen from both of its cells and a one-way side is drawn from the cell
                // it leads out of; each is drawn once.
                if (kind == SideKind::Wall && static_cast<int>(d) < 4) {
                    const auto ends = view.sideEnds(c, d);
                    walls.push_back({ends[0], ends[1]});
                } else if (kind == SideKind::OneWayOut) {
                    const auto ends = view.sideEnds(c, d);
                    oneWay.push_back({ends[0], ends[1]});
                    const wxPoint2DDouble u = view.headingUnit(c, d);
                    const wxPoint2DDouble mid{(ends[0].m_x + ends[1].m_x) / 2,
                                              (ends[0].m_y + ends[1].m_y) / 2};
                    const double s = std::max(3.0, view.scale * 0.22);
                    const wxPoint2DDouble tip{mid.m_x + u.m_x * s, mid.m_y + u.m_y * s};
                    const wxPoint2DDouble base{mid.m_x - u.m_x * s * 0.5, mid.m_y - u.m_y * s * 0.5};
                    arrows.push_back({tip,
                                      {base.m_x - u.m_y * s * 0.6, base.m_y + u.m_x * s * 0.6},
                                      {base.m_x + u.m_y * s * 0.6, base.m_y - u.m_x * s * 0.6}});
                }
            }
        }
    }
    // The walls seen only from the neighbour's side (headings S..NW): the neighbour is the cell on
    // the other side, so the wall was not drawn above when that neighbour is out of view.
    for (const int y : rows) {
        for (const int x : columns) {
            const Coord c{x, y};
            for (int i = 4; i < kDirectionCount; ++i) {
                const auto d = static_cast<Direction>(i);
                if (!isSideHeading(grid.topology(), d, y) || grid.side(c, d) != SideKind::Wall)
                    continue;
                const Coord o = offsetOf(d);
                const Coord n{x + o.x, y + o.y};
                const bool seen = std::find(rows.begin(), rows.end(), n.y) != rows.end() &&
                                  std::find(columns.begin(), columns.end(), n.x) != columns.end();
                if (!seen) {
                    const auto ends = view.sideEnds(c, d);
                    walls.push_back({ends[0], ends[1]});
                }
            }
        }
    }
    strokeLines(dc, gc, palette::oneWaySide(), std::max(1.5, view.scale * 0.08), oneWay);
    strokeLines(dc, gc, palette::sideWall(), std::max(2.0, view.scale * 0.16), walls);
    if (arrows.empty())
        return;
    if (gc) {
        wxGraphicsPath path = gc->CreatePath();
        for (const auto& t : arrows) {
            path.MoveToPoint(t[0]);
            path.AddLineToPoint(t[1]);
            path.AddLineToPoint(t[2]);
            path.CloseSubpath();
        }
        gc->SetBrush(gc->CreateBrush(wxBrush(palette::oneWaySide())));
        gc->FillPath(path);
        return;
    }
    dc.SetPen(*wxTRANSPARENT_PEN);
    dc.SetBrush(wxBrush(palette::oneWaySide()));
    for (const auto& t : arrows) {
        wxPoint corners[3] = {toPixel(t[0]), toPixel(t[1]), toPixel(t[2])};
        dc.DrawPolygon(3, corners);
    }
}

void drawSidePreview(wxDC& dc, wxGraphicsContext* gc, const Viewport& view,
                     const std::vector<std::pair<CellSide, SideKind>>& sides) {
    std::vector<std::pair<wxPoint2DDouble, wxPoint2DDouble>> walls;
    std::vector<std::pair<wxPoint2DDouble, wxPoint2DDouble>> opened;
    for (const auto& [side, kind] : sides) {
        const auto ends = view.sideEnds(side.cell, side.heading);
        (kind == SideKind::Open ? opened : walls).push_back({ends[0], ends[1]});
    }
    const double width = std::max(2.0, view.scale * 0.16);
    strokeLines(dc, gc, wxColour(235, 235, 235), width, opened);
    strokeLines(dc, gc, palette::sideWall(), width, walls);
}

} // namespace pathfinder::app
