#include "canvas/overlays/heuristic_error_overlay.h"

#include <wx/dc.h>
#include <wx/graphics.h>

#include <algorithm>
#include <cmath>

namespace pathfinder::app {

namespace {

/// An error this small is rounding: the estimate is exact there.
constexpr double kExact = 1e-9;

} // namespace

wxColour heuristicErrorTint(double error, double largest) {
    if (error < -kExact)
        return {210, 20, 20, 150};
    if (error <= kExact || largest <= kExact)
        return {0, 0, 0, 0};
    // The square root spreads the small errors, where most cells are, over more of the scale.
    const double share = std::sqrt(std::min(1.0, error / largest));
    return {90, 30, 160, static_cast<unsigned char>(std::lround(30 + 150 * share))};
}

void drawHeuristicError(wxDC& dc, wxGraphicsContext* gc, const HeuristicErrorMap& map, const Viewport& view,
                        const std::vector<int>& columns, const std::vector<int>& rows) {
    const bool numbers = view.scale >= kHeuristicErrorNumberScale;
    wxFont font = dc.GetFont();
    font.SetPixelSize(wxSize(0, std::max(8, static_cast<int>(view.scale * 0.32))));
    dc.SetFont(font);
    dc.SetBackgroundMode(wxBRUSHSTYLE_TRANSPARENT);
    for (const int y : rows)
        for (const int x : columns) {
            const double error = map.at({x, y});
            if (std::isnan(error))
                continue;
            const wxRect r = view.cellRect({x, y});
            const wxColour tint = heuristicErrorTint(error, map.largest);
            if (gc && tint.Alpha() > 0) {
                gc->SetPen(*wxTRANSPARENT_PEN);
                gc->SetBrush(wxBrush(tint));
                gc->DrawRectangle(r.x, r.y, r.width, r.height);
            } else if (!gc && error < -kExact) {
                // Without translucency the overestimating cells are still marked.
                dc.SetPen(wxPen(wxColour(210, 20, 20), 2));
                dc.SetBrush(*wxTRANSPARENT_BRUSH);
                dc.DrawRectangle(wxRect(r).Deflate(2));
            }
            if (!numbers)
                continue;
            const double shown = std::round(error * 10) / 10;
            dc.SetTextForeground(error < -kExact ? wxColour(150, 0, 0) : wxColour(60, 20, 110));
            const wxString text = wxString::Format("%g", shown == 0 ? 0.0 : shown);
            const wxSize extent = dc.GetTextExtent(text);
            dc.DrawText(text, r.x + 1, r.GetBottom() - extent.y);
        }
}

} // namespace pathfinder::app
