#include "grid_overlays.h"

#include "palette.h"
#include "text_format.h"

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
            const Rgb tint = cell.visit == CellVisit::Open ? palette::kOpenTint : palette::kClosedTint;
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
