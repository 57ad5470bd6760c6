#include "canvas/overlays/crowd_overlay.h"

#include "canvas/palette.h"
#include "canvas/shapes.h"

#include <wx/dc.h>

#include <algorithm>
#include <cmath>

namespace pathfinder::app {

void drawCrowd(wxDC& dc, wxGraphicsContext* gc, const CrowdPicture& crowd, const Viewport& view) {
    const std::size_t count = crowd.agents.size();
    if (view.scale >= kCrowdPlanScale)
        for (std::size_t i = 0; i < count && i < crowd.plans.size(); ++i)
            strokePolyline(dc, gc, palette::routeColour(i), std::max(1.0, view.scale * 0.08), crowd.plans[i],
                           view);
    const int ring = std::max(2, static_cast<int>(std::lround(view.scale * 0.42)));
    const int disc = std::max(2, static_cast<int>(std::lround(view.scale * 0.32)));
    dc.SetBrush(*wxTRANSPARENT_BRUSH);
    for (std::size_t i = 0; i < count && i < crowd.goals.size(); ++i) {
        dc.SetPen(wxPen(palette::routeColour(i), std::max(1, static_cast<int>(view.scale * 0.1))));
        const wxPoint2DDouble centre = view.cellCentre(crowd.goals[i]);
        dc.DrawCircle(static_cast<int>(std::lround(centre.m_x)), static_cast<int>(std::lround(centre.m_y)),
                      ring);
    }
    dc.SetPen(wxPen(wxColour(20, 20, 20), std::max(1, static_cast<int>(view.scale * 0.06))));
    for (std::size_t i = 0; i < count; ++i) {
        dc.SetBrush(wxBrush(palette::routeColour(i)));
        const wxPoint2DDouble centre = view.cellCentre(crowd.agents[i]);
        const bool arrived = i < crowd.arrived.size() && crowd.arrived[i];
        dc.DrawCircle(static_cast<int>(std::lround(centre.m_x)), static_cast<int>(std::lround(centre.m_y)),
                      arrived ? std::max(2, disc * 2 / 3) : disc);
    }
}

} // namespace pathfinder::app
