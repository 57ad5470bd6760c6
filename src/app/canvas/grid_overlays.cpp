#include "canvas/grid_overlays.h"

#include "canvas/overlays/unit_overlays.h"
#include "canvas/palette.h"
#include "widgets/text_format.h"

#include <wx/dc.h>
#include <wx/font.h>
#include <wx/pen.h>

#include <algorithm>
#include <cmath>

namespace pathfinder::app {

namespace {

/// A number short enough for a cell: two decimals at most, none from 1000 on, "∞" for no value.
wxString shortNumber(double value) {
    if (std::isnan(value))
        return "?";
    if (std::isinf(value))
        return L"\u221E";
    if (std::fabs(value) >= 1000)
        return wxString::Format("%.0f", value);
    wxString text = wxString::Format("%.2f", value);
    while (text.EndsWith("0"))
        text.RemoveLast();
    if (text.EndsWith("."))
        text.RemoveLast();
    return text;
}

wxPoint pixel(const wxPoint2DDouble& p) {
    return {static_cast<int>(std::lround(p.m_x)), static_cast<int>(std::lround(p.m_y))};
}

std::vector<wxPoint> pixels(const std::vector<Coord>& cells, const Viewport& view, double offset) {
    std::vector<wxPoint> points;
    points.reserve(cells.size());
    for (const Coord c : cells) {
        const wxPoint2DDouble centre = view.cellCentre(c);
        points.push_back(pixel({centre.m_x + offset, centre.m_y + offset}));
    }
    return points;
}

/// The polyline through the centres of `cells` (of the squares of `size` cells whose top-left cells
/// they are), moved `offset` pixels to its left (to its right for a negative offset); at a bend each
/// point moves along the bisector of the two moves' normals.
std::vector<wxPoint> offsetLine(const std::vector<Coord>& cells, const Viewport& view, double offset,
                                int size = 1) {
    const double shift = (size - 1) * view.scale / 2.0;
    std::vector<wxPoint> points;
    points.reserve(cells.size());
    const auto normal = [](Coord a, Coord b) {
        const double dx = b.x - a.x;
        const double dy = b.y - a.y;
        const double length = std::hypot(dx, dy);
        return length > 0 ? wxPoint2DDouble(dy / length, -dx / length) : wxPoint2DDouble(0, 0);
    };
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const wxPoint2DDouble before = i > 0 ? normal(cells[i - 1], cells[i]) : wxPoint2DDouble(0, 0);
        const wxPoint2DDouble after =
            i + 1 < cells.size() ? normal(cells[i], cells[i + 1]) : wxPoint2DDouble(0, 0);
        wxPoint2DDouble n(before.m_x + after.m_x, before.m_y + after.m_y);
        const double length = std::hypot(n.m_x, n.m_y);
        // Along the bisector, as far as keeps the offset from both moves (at most twice, at sharp bends).
        const double cosine = i > 0 && i + 1 < cells.size() ? std::max(0.5, length / 2) : 1.0;
        if (length > 0)
            n = wxPoint2DDouble(n.m_x / length * offset / cosine, n.m_y / length * offset / cosine);
        const wxPoint2DDouble centre = view.cellCentre(cells[i]);
        points.push_back(pixel({centre.m_x + shift + n.m_x, centre.m_y + shift + n.m_y}));
    }
    return points;
}

} // namespace

void drawCellNumbers(wxDC& dc, const SearchView& walker, const Viewport& view,
                     const std::vector<int>& columns, const std::vector<int>& rows) {
    if (view.scale < kCellNumbersScale || !walker.grid())
        return;
    const MapGrid& grid = *walker.grid();
    const int textPx = std::clamp(static_cast<int>(view.scale * 0.2), 8, 12);
    const wxFont small(wxFontInfo(wxSize(0, textPx)));
    const wxFont bold(wxFontInfo(wxSize(0, textPx)).Bold());
    const std::optional<Coord> current = walker.current();
    dc.SetTextForeground(wxColour(25, 25, 30));
    // The numbers go over the parent arrows on a patch of the cell's own colour, so that they stay
    // legible where an arrow runs into a corner.
    dc.SetBackgroundMode(wxBRUSHSTYLE_SOLID);
    const int pad = std::max(2, static_cast<int>(view.scale * 0.05));
    for (const int y : rows) {
        for (const int x : columns) {
            const Coord c{x, y};
            const CellView cell = walker.cellState(c);
            if (cell.visit == CellVisit::Unseen)
                continue;
            const Rgb tint = palette::searchTint(cell.visit, cell.frontier);
            dc.SetTextBackground(
                current == c ? palette::current()
                             : palette::toColour(palette::tint(palette::cellShade(grid.code(c)), tint)));
            const wxRect r = view.cellRect(c).Deflate(pad);
            const wxString f = "f" + shortNumber(cell.f);
            const wxString g = "g" + shortNumber(cell.g);
            const wxString h = "h" + shortNumber(cell.h);
            dc.SetFont(bold);
            const wxSize fSize = dc.GetTextExtent(f);
            dc.DrawText(f, r.x, r.y);
            dc.SetFont(small);
            const wxSize gSize = dc.GetTextExtent(g);
            const wxSize hSize = dc.GetTextExtent(h);
            const int bottom = r.GetBottom() + 1 - gSize.y;
            if (gSize.x + hSize.x + pad <= r.width) { // f on top; g and h side by side at the bottom
                dc.DrawText(g, r.x, bottom);
                dc.DrawText(h, r.GetRight() + 1 - hSize.x, bottom);
            } else { // a narrow cell: three lines down its left side
                dc.DrawText(g, r.x, r.y + fSize.y);
                dc.DrawText(h, r.x, std::max(bottom, r.y + fSize.y + gSize.y));
            }
        }
    }
    dc.SetBackgroundMode(wxBRUSHSTYLE_TRANSPARENT);
}

void drawDivergentStretches(wxDC& dc, const SuboptimalityReport& report, const std::vector<Coord>& walk,
                            const Viewport& view) {
    wxPen band(palette::divergence(), std::max(4, static_cast<int>(std::lround(view.scale * 0.5))));
    band.SetCap(wxCAP_ROUND);
    band.SetJoin(wxJOIN_ROUND);
    dc.SetPen(band);
    for (const DivergentStretch& stretch : report.stretches) {
        if (stretch.walkTo >= walk.size() || stretch.walkFrom >= stretch.walkTo)
            continue;
        const std::vector<Coord> cells(walk.begin() + static_cast<std::ptrdiff_t>(stretch.walkFrom),
                                       walk.begin() + static_cast<std::ptrdiff_t>(stretch.walkTo) + 1);
        const auto points = pixels(cells, view, 0.0);
        dc.DrawLines(static_cast<int>(points.size()), points.data());
    }
}

void drawOptimalPath(wxDC& dc, const SuboptimalityReport& report, const std::vector<Coord>& walk,
                     const Viewport& view) {
    if (report.optimalPath.size() >= 2) {
        const double offset = std::clamp(view.scale * 0.16, 1.5, 8.0);
        wxPen dashed(palette::optimalPath(), std::max(2, static_cast<int>(std::lround(view.scale * 0.12))),
                     wxPENSTYLE_SHORT_DASH);
        dashed.SetCap(wxCAP_BUTT);
        dc.SetPen(dashed);
        const auto points = pixels(report.optimalPath, view, offset);
        dc.DrawLines(static_cast<int>(points.size()), points.data());
    }
    if (report.firstDivergence && *report.firstDivergence < walk.size()) {
        const wxPoint centre = pixel(view.cellCentre(walk[*report.firstDivergence]));
        const int radius = static_cast<int>(std::lround(std::max(6.0, view.scale * 0.55)));
        dc.SetBrush(*wxTRANSPARENT_BRUSH);
        dc.SetPen(wxPen(wxColour(20, 20, 20), std::max(3, static_cast<int>(view.scale * 0.14))));
        dc.DrawCircle(centre, radius);
        dc.SetPen(wxPen(palette::divergence(), std::max(2, static_cast<int>(view.scale * 0.08))));
        dc.DrawCircle(centre, radius);
    }
}

void drawRoutes(wxDC& dc, const RoutesPicture& routes, const Viewport& view) {
    const std::size_t count = routes.paths.size();
    if (count == 0)
        return;
    // Side by side across at most 70 % of a cell, each line at least 2 pixels apart.
    const double spacing = std::clamp(view.scale * 0.7 / static_cast<double>(count), 2.0, 6.0);
    const int width = std::clamp(static_cast<int>(std::lround(spacing * 0.75)), 2, 4);
    const bool highlighting = routes.highlighted >= 0 && static_cast<std::size_t>(routes.highlighted) < count;
    const auto sizeOf = [&](std::size_t i) { return i < routes.sizes.size() ? routes.sizes[i] : 1; };
    // Larger units first, under every line: the band each one's squares sweep.
    for (std::size_t i = 0; i < count; ++i)
        if (sizeOf(i) > 1 && (!highlighting || static_cast<int>(i) == routes.highlighted))
            drawUnitSweep(dc, dc.GetGraphicsContext(), routes.paths[i], sizeOf(i),
                          palette::routeStyle(i).colour, view);
    const auto draw = [&](std::size_t i, int lineWidth) {
        const std::vector<Coord>& path = routes.paths[i];
        if (path.size() < 2)
            return;
        const double offset = (static_cast<double>(i) - static_cast<double>(count - 1) / 2.0) * spacing;
        const std::vector<wxPoint> points = offsetLine(path, view, offset, sizeOf(i));
        const palette::RouteStyle style = palette::routeStyle(i);
        wxPen casing(style.casing, lineWidth + 2);
        casing.SetJoin(wxJOIN_ROUND);
        dc.SetPen(casing);
        dc.DrawLines(static_cast<int>(points.size()), points.data());
        wxPen line(style.colour, lineWidth, style.dash);
        line.SetJoin(wxJOIN_ROUND);
        line.SetCap(style.dash == wxPENSTYLE_SOLID ? wxCAP_ROUND : wxCAP_BUTT);
        dc.SetPen(line);
        dc.DrawLines(static_cast<int>(points.size()), points.data());
    };
    for (std::size_t i = 0; i < count; ++i)
        if (!highlighting || static_cast<int>(i) != routes.highlighted)
            draw(i, highlighting ? std::max(1, width - 1) : width);
    if (highlighting)
        draw(static_cast<std::size_t>(routes.highlighted),
             width + std::max(2, static_cast<int>(view.scale * 0.12)));
}

wxString describeSuboptimality(const SuboptimalityReport& report) {
    wxString text;
    if (report.cause == SuboptimalCause::None)
        text = wxString::Format("Optimal: cost %s.", formatCost(report.walkCost));
    else if (report.cause != SuboptimalCause::NoPath)
        text =
            wxString::Format(L"Cost %s against the optimum %s (%s lost) \u2014 %s.",
                             formatCost(report.walkCost), formatCost(report.optimalCost),
                             formatCost(report.totalLost()), toDisplay(std::string(labelOf(report.cause))));
    if (!report.explanation.empty())
        text += (text.empty() ? "" : "\n") + toDisplay(report.explanation);
    return text;
}

} // namespace pathfinder::app
