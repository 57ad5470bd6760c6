#include "canvas/overlays/fog_overlay.h"

#include <wx/dc.h>
#include <wx/graphics.h>

namespace pathfinder::app {

namespace {

/// Fog: a grey that leaves the map beneath faintly visible (opaque grey without translucency).
const wxColour kFog(128, 132, 140, 170);
const wxColour kFogOpaque(168, 170, 176);
const wxColour kStale(200, 0, 160);

bool differs(const MapGrid& truth, const MapGrid& known, Coord c) {
    return truth.code(c) != known.code(c) || truth.height(c) != known.height(c);
}

} // namespace

void drawFog(wxDC& dc, wxGraphicsContext* gc, const std::function<bool(Coord)>& seen, const MapGrid& truth,
             const MapGrid& known, const Viewport& view, const std::vector<int>& columns,
             const std::vector<int>& rows) {
    if (gc) {
        gc->SetPen(*wxTRANSPARENT_PEN);
        gc->SetBrush(wxBrush(kFog));
    } else {
        dc.SetPen(*wxTRANSPARENT_PEN);
        dc.SetBrush(wxBrush(kFogOpaque));
    }
    const auto fill = [&](const wxRect& r) {
        if (gc)
            gc->DrawRectangle(r.x, r.y, r.width, r.height);
        else
            dc.DrawRectangle(r);
    };
    std::vector<Coord> stale;
    for (const int y : rows) {
        wxRect run;
        bool inRun = false;
        for (const int x : columns) {
            const Coord c{x, y};
            if (seen(c)) {
                if (inRun)
                    fill(run);
                inRun = false;
                if (differs(truth, known, c))
                    stale.push_back(c);
                continue;
            }
            const wxRect r = view.cellRect(c);
            if (inRun && run.GetRight() + 1 >= r.x) {
                run.SetRight(r.GetRight());
            } else {
                if (inRun)
                    fill(run);
                run = r;
                inRun = true;
            }
        }
        if (inRun)
            fill(run);
    }
    dc.SetBrush(*wxTRANSPARENT_BRUSH);
    dc.SetPen(wxPen(kStale, std::max(1, static_cast<int>(view.scale * 0.08)), wxPENSTYLE_SHORT_DASH));
    for (const Coord c : stale)
        dc.DrawRectangle(view.cellRect(c).Deflate(1));
}

} // namespace pathfinder::app
