#include "canvas/legend_swatches.h"

#include "canvas/overlays/terrain_glyphs.h"
#include "canvas/palette.h"
#include "canvas/shapes.h"

#include <wx/dc.h>

#include <algorithm>

namespace pathfinder::app::legend {

namespace {

/// Two plain cells side by side filling `sw`, left and right of its middle.
void drawCellPair(wxDC& dc, const wxRect& sw) {
    fillRect(dc, sw, palette::toColour(palette::costShade(1)));
    dc.SetPen(wxPen(wxColour(120, 120, 120)));
    dc.SetBrush(*wxTRANSPARENT_BRUSH);
    dc.DrawRectangle(sw);
}

} // namespace

void drawSwatch(wxDC& dc, const wxRect& sw, const Entry& e) {
    const int midY = sw.y + sw.height / 2;
    switch (e.swatch) {
    case Swatch::Cell:
        dc.SetPen(wxPen(wxColour(120, 120, 120)));
        dc.SetBrush(wxBrush(e.colour));
        dc.DrawRectangle(sw);
        break;
    case Swatch::Square: {
        wxRect inner = sw;
        inner.Deflate(sw.width / 4);
        fillRect(dc, inner, e.colour);
        break;
    }
    case Swatch::Border:
        dc.SetPen(wxPen(e.colour));
        dc.SetBrush(*wxTRANSPARENT_BRUSH);
        dc.DrawRectangle(sw);
        break;
    case Swatch::Costs:
        for (int i = 0; i < 3; ++i) {
            const int x0 = sw.x + i * sw.width / 3;
            fillRect(dc, {x0, sw.y, sw.x + (i + 1) * sw.width / 3 - x0, sw.height},
                     palette::toColour(palette::costShade(1 + 4 * i)));
        }
        break;
    case Swatch::Heat:
        for (int i = 0; i < 3; ++i) {
            const int x0 = sw.x + i * sw.width / 3;
            fillRect(dc, {x0, sw.y, sw.x + (i + 1) * sw.width / 3 - x0, sw.height},
                     palette::toColour(palette::heat(1 + 3 * static_cast<unsigned>(i) + (i == 2 ? 1 : 0))));
        }
        break;
    case Swatch::Pointer: {
        dc.SetPen(*wxTRANSPARENT_PEN);
        dc.SetBrush(wxBrush(e.colour));
        const wxPoint corners[3] = {
            {sw.GetRight(), midY}, {sw.x + 2, sw.y + 1}, {sw.x + 2, sw.GetBottom() - 1}};
        dc.DrawPolygon(3, corners);
        break;
    }
    case Swatch::Line:
        dc.SetPen(wxPen(e.colour, 3));
        dc.DrawLine(sw.x, midY, sw.GetRight(), midY);
        break;
    case Swatch::Dashed:
        dc.SetPen(wxPen(e.colour, 3, wxPENSTYLE_SHORT_DASH));
        dc.DrawLine(sw.x, midY, sw.GetRight(), midY);
        break;
    case Swatch::Band:
        fillRect(dc, {sw.x, midY - 3, sw.width, 7}, e.colour);
        dc.SetPen(wxPen(palette::path(), 2));
        dc.DrawLine(sw.x, midY, sw.GetRight(), midY);
        break;
    case Swatch::Ring:
        dc.SetBrush(*wxTRANSPARENT_BRUSH);
        dc.SetPen(wxPen(wxColour(20, 20, 20), 3));
        dc.DrawEllipse(sw);
        dc.SetPen(wxPen(e.colour, 2));
        dc.DrawEllipse(sw);
        break;
    case Swatch::Arrow:
        dc.SetPen(wxPen(e.colour, 1));
        dc.DrawLine(sw.x, midY, sw.GetRight(), midY);
        dc.DrawLine(sw.GetRight(), midY, sw.GetRight() - 4, midY - 3);
        dc.DrawLine(sw.GetRight(), midY, sw.GetRight() - 4, midY + 3);
        break;
    case Swatch::Link: // longer than a parent arrow, and slanted: it spans cells
        dc.SetPen(wxPen(e.colour, 2));
        dc.DrawLine(sw.x - 3, sw.GetBottom(), sw.GetRight(), sw.y + 1);
        dc.DrawLine(sw.GetRight(), sw.y + 1, sw.GetRight() - 5, sw.y + 2);
        dc.DrawLine(sw.GetRight(), sw.y + 1, sw.GetRight() - 1, sw.y + 6);
        break;
    case Swatch::Disc:
        dc.SetPen(wxPen(wxColour(20, 20, 20)));
        dc.SetBrush(wxBrush(e.colour));
        dc.DrawEllipse(sw);
        break;
    case Swatch::Diamond:
        drawMeetingPoint(dc, sw);
        break;
    case Swatch::Terrain:
        dc.DrawBitmap(terrainSwatch(static_cast<Terrain>(e.index), sw.height, e.impassable), sw.x, sw.y);
        break;
    case Swatch::SideWall: {
        drawCellPair(dc, sw);
        const int midX = sw.x + sw.width / 2;
        fillRect(dc, {midX - 1, sw.y, 3, sw.height}, e.colour);
        break;
    }
    case Swatch::OneWay: {
        drawCellPair(dc, sw);
        const int midX = sw.x + sw.width / 2;
        fillRect(dc, {midX - 1, sw.y, 2, sw.height}, e.colour);
        // The arrow across the side, pointing the way it may be crossed (left to right).
        const int s = std::max(3, sw.width / 2 - 1);
        const int half = std::max(2, s * 3 / 4);
        dc.SetPen(*wxTRANSPARENT_PEN);
        dc.SetBrush(wxBrush(e.colour));
        const wxPoint corners[3] = {
            {midX + s, midY}, {midX - s / 2, midY - half}, {midX - s / 2, midY + half}};
        dc.DrawPolygon(3, corners);
        break;
    }
    case Swatch::Heights:
        for (int i = 0; i < 3; ++i) {
            const int x0 = sw.x + i * sw.width / 3;
            fillRect(dc, {x0, sw.y, sw.x + (i + 1) * sw.width / 3 - x0, sw.height},
                     palette::toColour(palette::heightShade(palette::costShade(1), 4 * i + (i == 2))));
        }
        break;
    case Swatch::Route: {
        const palette::RouteStyle style = palette::routeStyle(e.index);
        dc.SetPen(wxPen(style.casing, 5));
        dc.DrawLine(sw.x, midY, sw.GetRight(), midY);
        dc.SetPen(wxPen(style.colour, 3, style.dash));
        dc.DrawLine(sw.x, midY, sw.GetRight(), midY);
        break;
    }
    }
}

} // namespace pathfinder::app::legend
