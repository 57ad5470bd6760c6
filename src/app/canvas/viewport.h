#pragma once

#include "pathfinder/basics/coord.h"

#include <wx/gdicmn.h>
#include <wx/geometry.h>

#include <algorithm>
#include <cmath>

namespace pathfinder::app {

/// Where the grid sits in a window: cell column x covers the pixels from cellLeft(x) up to,
/// not including, cellLeft(x + 1); rows likewise. Below a scale of 1, several cells share a pixel.
struct Viewport {
    double scale = 24.0;  ///< pixels per cell side
    double originX = 0.0; ///< pixel position of the top-left corner of cell (0, 0)
    double originY = 0.0;

    int cellLeft(int x) const { return static_cast<int>(std::floor(originX + x * scale)); }
    int cellTop(int y) const { return static_cast<int>(std::floor(originY + y * scale)); }

    /// The pixels of one cell (at least 1×1).
    wxRect cellRect(Coord c) const {
        const int left = cellLeft(c.x);
        const int top = cellTop(c.y);
        return {left, top, std::max(1, cellLeft(c.x + 1) - left), std::max(1, cellTop(c.y + 1) - top)};
    }

    /// Centre of a cell in pixels.
    wxPoint2DDouble cellCentre(Coord c) const {
        return {originX + (c.x + 0.5) * scale, originY + (c.y + 0.5) * scale};
    }

    /// A point of the map's plane (in cells, as any-angle paths give them) in pixels.
    wxPoint2DDouble pointAt(PathPoint p) const { return {originX + p.x * scale, originY + p.y * scale}; }

    /// The column whose pixels include pixel column px (may lie outside the grid).
    int columnAt(int px) const {
        return indexAt(px, originX, [this](int x) { return cellLeft(x); });
    }
    /// The row whose pixels include pixel row py (may lie outside the grid).
    int rowAt(int py) const {
        return indexAt(py, originY, [this](int y) { return cellTop(y); });
    }
    /// The cell under a pixel (may lie outside the grid).
    Coord cellAt(wxPoint p) const { return {columnAt(p.x), rowAt(p.y)}; }

    /// The largest scale that shows a width × height grid whole inside `area`, centred, with
    /// `margin` pixels to spare on every side and `below` more at the bottom.
    static Viewport fit(int width, int height, wxSize area, int margin, int below = 0) {
        const double w = std::max(1, area.x - 2 * margin);
        const double h = std::max(1, area.y - 2 * margin - below);
        Viewport v;
        v.scale = std::min(w / width, h / height);
        v.originX = std::floor((area.x - width * v.scale) / 2.0);
        v.originY = std::floor((area.y - below - height * v.scale) / 2.0);
        return v;
    }

private:
    // A first guess by division, corrected so that it agrees exactly with cellLeft/cellTop
    // despite rounding: hit-testing and drawing must never disagree about a boundary pixel.
    template <class Edge>
    int indexAt(int p, double origin, Edge edge) const {
        int i = static_cast<int>(std::floor((p - origin) / scale));
        while (edge(i) > p)
            --i;
        while (edge(i + 1) <= p)
            ++i;
        return i;
    }
};

} // namespace pathfinder::app
