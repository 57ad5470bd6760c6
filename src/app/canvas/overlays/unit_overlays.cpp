#include "canvas/overlays/unit_overlays.h"

#include "canvas/shapes.h"

#include <wx/dc.h>
#include <wx/graphics.h>

#include <algorithm>
#include <cmath>

namespace pathfinder::app {

namespace {

/// The clearance tint: teal, deeper for larger squares.
wxColour clearanceTint(int clearance) {
    return {0, 128, 128, static_cast<unsigned char>(std::min(3, clearance) * 45)};
}

} // namespace

std::vector<PathPoint> squareCentres(const std::vector<Coord>& path, int size) {
    const double half = size / 2.0;
    std::vector<PathPoint> centres;
    centres.reserve(path.size());
    for (const Coord c : path)
        centres.push_back({c.x + half, c.y + half});
    return centres;
}

void outlineUnitSquare(wxDC& dc, Coord cell, int size, const wxColour& colour, const Viewport& view) {
    const wxRect first = view.cellRect(cell);
    const wxRect last = view.cellRect({cell.x + size - 1, cell.y + size - 1});
    const wxRect square(first.GetTopLeft(), last.GetBottomRight());
    dc.SetBrush(*wxTRANSPARENT_BRUSH);
    dc.SetPen(wxPen(wxColour(20, 20, 20), std::max(3, static_cast<int>(std::lround(view.scale * 0.16)))));
    dc.DrawRectangle(square);
    dc.SetPen(wxPen(colour, std::max(1, static_cast<int>(std::lround(view.scale * 0.08)))));
    dc.DrawRectangle(square);
}

void drawUnitSweep(wxDC& dc, wxGraphicsContext* gc, const std::vector<Coord>& path, int size,
                   const wxColour& colour, const Viewport& view) {
    if (path.empty() || size <= 1)
        return;
    if (gc && path.size() >= 2) {
        const wxColour band(colour.Red(), colour.Green(), colour.Blue(), 70);
        strokeSegments(dc, gc, band, view.scale * size, squareCentres(path, size), view);
    }
    outlineUnitSquare(dc, path.front(), size, colour, view);
    outlineUnitSquare(dc, path.back(), size, colour, view);
}

void drawClearance(wxDC& dc, wxGraphicsContext* gc, const ClearanceMap& clearance, int unitSize,
                   const Viewport& view, const std::vector<int>& columns, const std::vector<int>& rows) {
    const bool numbers = view.scale >= kClearanceNumberScale;
    wxFont font = dc.GetFont();
    font.SetPixelSize(wxSize(0, std::max(8, static_cast<int>(view.scale * 0.42))));
    dc.SetFont(font);
    dc.SetBackgroundMode(wxBRUSHSTYLE_TRANSPARENT);
    for (const int y : rows)
        for (const int x : columns) {
            const int value = clearance.at({x, y});
            if (value <= 0)
                continue;
            const wxRect r = view.cellRect({x, y});
            if (gc) {
                gc->SetPen(*wxTRANSPARENT_PEN);
                gc->SetBrush(wxBrush(clearanceTint(value)));
                gc->DrawRectangle(r.x, r.y, r.width, r.height);
            }
            if (!numbers)
                continue;
            const bool fits = unitSize > 1 && value >= unitSize;
            wxFont shown = font;
            shown.SetWeight(fits ? wxFONTWEIGHT_BOLD : wxFONTWEIGHT_NORMAL);
            dc.SetFont(shown);
            dc.SetTextForeground(fits ? wxColour(0, 70, 70) : wxColour(40, 90, 90));
            const wxString text = wxString::Format("%d", value);
            const wxSize extent = dc.GetTextExtent(text);
            dc.DrawText(text, r.GetRight() - extent.x - 1, r.GetBottom() - extent.y);
        }
}

} // namespace pathfinder::app
