#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/topology.h"

#include <wx/gdicmn.h>
#include <wx/geometry.h>

#include <algorithm>
#include <array>
#include <cmath>

namespace pathfinder::app {

/// A side of a cell: the cell and the heading that crosses it.
struct CellSide {
    Coord cell;
    Direction heading = Direction::N;
};

/// Where the grid sits in a window, and the one place that turns cells into pixels and back.
///
/// Square maps: cell column x covers the pixels from cellLeft(x) up to, not including,
/// cellLeft(x + 1); rows likewise. Below a scale of 1, several cells share a pixel.
///
/// Hex maps (pointy-top, odd-r rows): a hex is `scale` pixels wide and 2·scale/√3 high; rows are
/// three quarters of a hex's height apart and every odd row is shifted right by half a hex. A pixel
/// belongs to the hex whose centre is nearest to the pixel's centre.
struct Viewport {
    double scale = 24.0;  ///< pixels per cell side (square), or a hex's width (hex)
    double originX = 0.0; ///< pixel position of the top-left corner of cell (0, 0)'s bounding box
    double originY = 0.0;
    Topology topology = Topology::Square;

    static constexpr double kSqrt3 = 1.7320508075688772;

    bool hex() const { return topology == Topology::Hex; }
    /// A hex's height in pixels.
    double hexHeight() const { return 2.0 * scale / kSqrt3; }
    /// The distance between the centres of two hex rows in pixels.
    double rowPitch() const { return scale * kSqrt3 / 2.0; }

    int cellLeft(int x) const { return static_cast<int>(std::floor(originX + x * scale)); }
    int cellTop(int y) const { return static_cast<int>(std::floor(originY + y * scale)); }

    /// The pixels of one cell (at least 1×1). On a hex map, the square as wide as the hex centred on
    /// it: room for markers and text that stays inside the hex.
    wxRect cellRect(Coord c) const {
        if (hex()) {
            const wxPoint2DDouble m = cellCentre(c);
            const int left = static_cast<int>(std::floor(m.m_x - scale / 2));
            const int top = static_cast<int>(std::floor(m.m_y - scale / 2));
            const int side = std::max(1, static_cast<int>(std::floor(m.m_x + scale / 2)) - left);
            return {left, top, side, side};
        }
        const int left = cellLeft(c.x);
        const int top = cellTop(c.y);
        return {left, top, std::max(1, cellLeft(c.x + 1) - left), std::max(1, cellTop(c.y + 1) - top)};
    }

    /// Every pixel a cell may touch: cellRect() on square maps, the hex's bounding box on hex maps.
    wxRect cellBounds(Coord c) const {
        if (!hex())
            return cellRect(c);
        const wxPoint2DDouble m = cellCentre(c);
        const int left = static_cast<int>(std::floor(m.m_x - scale / 2));
        const int top = static_cast<int>(std::floor(m.m_y - hexHeight() / 2));
        return {left, top, static_cast<int>(std::ceil(m.m_x + scale / 2)) - left + 1,
                static_cast<int>(std::ceil(m.m_y + hexHeight() / 2)) - top + 1};
    }

    /// The pixels of a whole width × height map.
    wxRect mapRect(int width, int height) const {
        if (hex()) {
            const int left = static_cast<int>(std::floor(originX));
            const int top = static_cast<int>(std::floor(originY));
            const double w = (width + (height > 1 ? 0.5 : 0.0)) * scale;
            const double h = (height - 1) * rowPitch() + hexHeight();
            return {left, top, static_cast<int>(std::ceil(originX + w)) - left,
                    static_cast<int>(std::ceil(originY + h)) - top};
        }
        const int left = cellLeft(0);
        const int top = cellTop(0);
        return {left, top, cellLeft(width) - left, cellTop(height) - top};
    }

    /// Centre of a cell in pixels.
    wxPoint2DDouble cellCentre(Coord c) const {
        if (hex())
            return {originX + (c.x + 0.5 + 0.5 * (c.y & 1)) * scale,
                    originY + c.y * rowPitch() + hexHeight() / 2};
        return {originX + (c.x + 0.5) * scale, originY + (c.y + 0.5) * scale};
    }

    /// The six corners of a hex, clockwise from the top; on square maps the four corners of the cell
    /// and two repeated.
    std::array<wxPoint2DDouble, 6> hexCorners(Coord c) const {
        const wxPoint2DDouble m = cellCentre(c);
        if (!hex()) {
            const double h = scale / 2;
            return {{{m.m_x - h, m.m_y - h},
                     {m.m_x + h, m.m_y - h},
                     {m.m_x + h, m.m_y + h},
                     {m.m_x + h, m.m_y + h},
                     {m.m_x - h, m.m_y + h},
                     {m.m_x - h, m.m_y + h}}};
        }
        const double hw = scale / 2, hh = hexHeight() / 2, q = hexHeight() / 4;
        return {{{m.m_x, m.m_y - hh},
                 {m.m_x + hw, m.m_y - q},
                 {m.m_x + hw, m.m_y + q},
                 {m.m_x, m.m_y + hh},
                 {m.m_x - hw, m.m_y + q},
                 {m.m_x - hw, m.m_y - q}}};
    }

    /// The unit vector in pixels from a cell's centre toward the centre of its neighbour in heading d.
    wxPoint2DDouble headingUnit(Coord c, Direction d) const {
        const Coord o = offsetOf(d);
        if (!hex()) {
            const double length = isDiagonal(d) ? std::sqrt(2.0) : 1.0;
            return {o.x / length, o.y / length};
        }
        const wxPoint2DDouble a = cellCentre(c);
        const wxPoint2DDouble b = cellCentre({c.x + o.x, c.y + o.y});
        const double length = std::hypot(b.m_x - a.m_x, b.m_y - a.m_y);
        return {(b.m_x - a.m_x) / length, (b.m_y - a.m_y) / length};
    }

    /// The two ends in pixels of the side of cell c crossed by heading d (a side heading of c).
    std::array<wxPoint2DDouble, 2> sideEnds(Coord c, Direction d) const {
        const Coord o = offsetOf(d);
        const wxPoint2DDouble a = cellCentre(c);
        const wxPoint2DDouble b = cellCentre({c.x + o.x, c.y + o.y});
        const wxPoint2DDouble mid{(a.m_x + b.m_x) / 2, (a.m_y + b.m_y) / 2};
        const wxPoint2DDouble u = headingUnit(c, d);
        // A hex's side is as long as the distance from its centre to a corner, half its height.
        const double half = hex() ? hexHeight() / 4 : scale / 2;
        return {{{mid.m_x - u.m_y * half, mid.m_y + u.m_x * half},
                 {mid.m_x + u.m_y * half, mid.m_y - u.m_x * half}}};
    }

    /// A point of the map's plane (in cells, as any-angle paths give them) in pixels: (x + ½, y + ½)
    /// is the centre of cell (x, y).
    wxPoint2DDouble pointAt(PathPoint p) const {
        if (hex()) {
            const int row = static_cast<int>(std::floor(p.y));
            return {originX + (p.x + 0.5 * (row & 1)) * scale,
                    originY + (p.y - 0.5) * rowPitch() + hexHeight() / 2};
        }
        return {originX + p.x * scale, originY + p.y * scale};
    }

    /// The column whose pixels include pixel column px (square maps; may lie outside the grid).
    int columnAt(int px) const {
        return indexAt(px, originX, [this](int x) { return cellLeft(x); });
    }
    /// The row whose pixels include pixel row py (square maps; may lie outside the grid).
    int rowAt(int py) const {
        return indexAt(py, originY, [this](int y) { return cellTop(y); });
    }

    /// The cell under a pixel (may lie outside the grid).
    Coord cellAt(wxPoint p) const {
        if (!hex())
            return {columnAt(p.x), rowAt(p.y)};
        return hexAt(p.x + 0.5, p.y + 0.5);
    }

    /// The hex whose centre is nearest to a point in pixels: the hex that contains it.
    Coord hexAt(double px, double py) const {
        // Only the hexes of row r0 and of the row above reach down to rows of pixels in
        // [r0·pitch, (r0 + 1)·pitch), and in each row only the hex whose columns include px.
        const int r0 = static_cast<int>(std::floor((py - originY) / rowPitch()));
        Coord best{};
        double bestDistance = -1.0;
        for (int r = r0 - 1; r <= r0; ++r) {
            const int q = static_cast<int>(std::floor((px - originX) / scale - 0.5 * (r & 1)));
            const wxPoint2DDouble m = cellCentre({q, r});
            const double d = (m.m_x - px) * (m.m_x - px) + (m.m_y - py) * (m.m_y - py);
            if (bestDistance < 0.0 || d < bestDistance) {
                bestDistance = d;
                best = {q, r};
            }
        }
        return best;
    }

    /// The side of the cell under pixel p that lies nearest to p (the cell may lie outside the grid).
    CellSide sideAt(wxPoint p) const {
        const Coord c = cellAt(p);
        CellSide best{c, Direction::N};
        double bestDistance = -1.0;
        for (int i = 0; i < kDirectionCount; ++i) {
            const auto d = static_cast<Direction>(i);
            if (!isSideHeading(topology, d, c.y))
                continue;
            const auto ends = sideEnds(c, d);
            const double mx = (ends[0].m_x + ends[1].m_x) / 2 - (p.x + 0.5);
            const double my = (ends[0].m_y + ends[1].m_y) / 2 - (p.y + 0.5);
            const double distance = mx * mx + my * my;
            if (bestDistance < 0.0 || distance < bestDistance) {
                bestDistance = distance;
                best.heading = d;
            }
        }
        return best;
    }

    /// The largest scale that shows a width × height grid whole inside `area`, centred, with
    /// `margin` pixels to spare on every side and `below` more at the bottom.
    static Viewport fit(int width, int height, wxSize area, int margin, int below = 0,
                        Topology topology = Topology::Square) {
        const double w = std::max(1, area.x - 2 * margin);
        const double h = std::max(1, area.y - 2 * margin - below);
        Viewport v;
        v.topology = topology;
        if (topology == Topology::Hex) {
            // In hex widths: the rows' shift adds half a hex, and the rows overlap by a quarter.
            const double across = width + (height > 1 ? 0.5 : 0.0);
            const double down = (height - 1) * kSqrt3 / 2 + 2.0 / kSqrt3;
            v.scale = std::min(w / across, h / down);
            v.originX = std::floor((area.x - across * v.scale) / 2.0);
            v.originY = std::floor((area.y - below - down * v.scale) / 2.0);
            return v;
        }
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
