#include "canvas/overlays/terrain_glyphs.h"

#include <wx/dcmemory.h>
#include <wx/image.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <initializer_list>

namespace pathfinder::app {

namespace {

// A glyph is strokes, discs and filled triangles in cell units: (0, 0) the cell's top-left corner,
// (1, 1) its bottom-right, y downward.

struct Point {
    double x;
    double y;
};

struct Stroke {
    std::vector<Point> points; ///< a polyline
    double width;              ///< in cell units; never thinner than about a pixel
};

struct Disc {
    Point centre;
    double radius;
};

struct Glyph {
    std::vector<Stroke> strokes;
    std::vector<Disc> discs;
    std::vector<std::array<Point, 3>> triangles;
};

/// A wave across the cell at height y: a sine of two periods, as a polyline.
Stroke wave(double y, double amplitude) {
    Stroke s{{}, 0.09};
    for (int i = 0; i <= 16; ++i) {
        const double x = 0.06 + 0.88 * i / 16.0;
        s.points.push_back({x, y + amplitude * std::sin(x * 4.0 * 3.14159265358979)});
    }
    return s;
}

/// A tuft of grass standing at (x, base): three short blades apart at their feet, so that it never
/// reads as an arrow.
std::vector<Stroke> tuft(double x, double base, double height) {
    const double gap = 0.35 * height;
    return {{{{x - gap, base}, {x - 1.6 * gap, base - 0.75 * height}}, 0.07},
            {{{x, base}, {x, base - height}}, 0.07},
            {{{x + gap, base}, {x + 1.6 * gap, base - 0.75 * height}}, 0.07}};
}

/// A conifer: a triangle of foliage on a short trunk.
void addTree(Glyph& g, double x, double top, double halfWidth, double height) {
    g.triangles.push_back(
        {Point{x, top}, Point{x - halfWidth, top + height}, Point{x + halfWidth, top + height}});
    g.strokes.push_back({{{x, top + height - 0.02}, {x, top + height + 0.12}}, 0.08});
}

Glyph glyphOf(Terrain t) {
    Glyph g;
    switch (t) {
    case Terrain::Jungle: // thick with trees
        addTree(g, 0.3, 0.1, 0.2, 0.42);
        addTree(g, 0.72, 0.36, 0.2, 0.42);
        break;
    case Terrain::Forest: // one tree
        addTree(g, 0.5, 0.16, 0.26, 0.56);
        break;
    case Terrain::Plains: // a little grass
        for (Stroke& s : tuft(0.3, 0.72, 0.22))
            g.strokes.push_back(s);
        for (Stroke& s : tuft(0.7, 0.42, 0.22))
            g.strokes.push_back(s);
        break;
    case Terrain::Desert: // sand: dots
        for (const Point p : {Point{0.22, 0.26}, Point{0.66, 0.2}, Point{0.44, 0.52}, Point{0.82, 0.6},
                              Point{0.2, 0.76}, Point{0.6, 0.84}})
            g.discs.push_back({p, 0.06});
        break;
    case Terrain::Foothills: // two low peaks
        g.strokes.push_back({{{0.08, 0.74}, {0.3, 0.46}, {0.5, 0.74}}, 0.09});
        g.strokes.push_back({{{0.5, 0.74}, {0.7, 0.46}, {0.92, 0.74}}, 0.09});
        break;
    case Terrain::Mountains: // one high peak: ^
        g.strokes.push_back({{{0.14, 0.82}, {0.5, 0.16}, {0.86, 0.82}}, 0.12});
        break;
    case Terrain::Roadway: // a solid stripe
        g.strokes.push_back({{{0.0, 0.5}, {1.0, 0.5}}, 0.26});
        break;
    case Terrain::Trail: // dashes
        g.strokes.push_back({{{0.06, 0.5}, {0.36, 0.5}}, 0.1});
        g.strokes.push_back({{{0.62, 0.5}, {0.92, 0.5}}, 0.1});
        break;
    case Terrain::Swamp: // reeds in standing water
        for (Stroke& s : tuft(0.3, 0.6, 0.4))
            g.strokes.push_back(s);
        for (Stroke& s : tuft(0.72, 0.6, 0.4))
            g.strokes.push_back(s);
        g.strokes.push_back({{{0.08, 0.68}, {0.92, 0.68}}, 0.07});
        g.strokes.push_back({{{0.2, 0.84}, {0.8, 0.84}}, 0.07});
        break;
    case Terrain::Water: // waves
        g.strokes.push_back(wave(0.32, 0.08));
        g.strokes.push_back(wave(0.7, 0.08));
        break;
    }
    return g;
}

/// The square of the distance from p to the segment ab.
double squaredDistanceToSegment(Point p, Point a, Point b) {
    const double dx = b.x - a.x;
    const double dy = b.y - a.y;
    const double length2 = dx * dx + dy * dy;
    const double t =
        length2 > 0 ? std::clamp(((p.x - a.x) * dx + (p.y - a.y) * dy) / length2, 0.0, 1.0) : 0.0;
    const double ex = p.x - (a.x + t * dx);
    const double ey = p.y - (a.y + t * dy);
    return ex * ex + ey * ey;
}

bool insideTriangle(Point p, const std::array<Point, 3>& t) {
    const auto side = [&](Point a, Point b) { return (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x); };
    const double d1 = side(t[0], t[1]);
    const double d2 = side(t[1], t[2]);
    const double d3 = side(t[2], t[0]);
    return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0));
}

/// True when the glyph covers point p; `pixel` is one pixel in cell units, the least half-width.
bool covers(const Glyph& g, Point p, double pixel) {
    for (const Stroke& s : g.strokes) {
        const double half = std::max(s.width / 2, 0.55 * pixel);
        for (std::size_t i = 0; i + 1 < s.points.size(); ++i)
            if (squaredDistanceToSegment(p, s.points[i], s.points[i + 1]) <= half * half)
                return true;
    }
    for (const Disc& d : g.discs) {
        const double r = std::max(d.radius, 0.7 * pixel);
        if ((p.x - d.centre.x) * (p.x - d.centre.x) + (p.y - d.centre.y) * (p.y - d.centre.y) <= r * r)
            return true;
    }
    for (const auto& t : g.triangles)
        if (insideTriangle(p, t))
            return true;
    return false;
}

/// The colour a glyph is drawn in over a cell: dark over light ground, light over dark ground.
struct Ink {
    Rgb colour;
    unsigned strength; ///< 0–256: how far a fully covered pixel goes toward the colour
};

Ink inkOf(Terrain t) {
    constexpr Rgb kDark{25, 30, 20};
    constexpr Rgb kLight{245, 250, 240};
    switch (t) {
    case Terrain::Jungle:
        return {kLight, 150};
    case Terrain::Mountains:
    case Terrain::Water:
        return {kLight, 190};
    case Terrain::Roadway:
        return {{70, 60, 60}, 200};
    default:
        return {kDark, 150};
    }
}

} // namespace

void TerrainGlyphs::prepare(int cellPx, unsigned terrains) {
    cellPx = std::max(1, cellPx);
    const auto side = static_cast<std::size_t>(cellPx);
    if (cellPx != m_size) {
        m_size = cellPx;
        m_made = 0;
        m_masks.assign(static_cast<std::size_t>(kTerrainCount) * side * side, 0);
    }
    // Sub-samples per pixel side: smooth edges on small cells, quick masks on big ones.
    const int samples = cellPx <= 24 ? 4 : cellPx <= 48 ? 3 : 2;
    const double pixel = 1.0 / cellPx;
    for (int t = 0; t < kTerrainCount; ++t) {
        const unsigned bit = 1u << t;
        if ((terrains & bit) == 0 || (m_made & bit) != 0)
            continue;
        m_made |= bit;
        const Glyph glyph = glyphOf(static_cast<Terrain>(t));
        unsigned char* mask = &m_masks[static_cast<std::size_t>(t) * side * side];
        for (int v = 0; v < cellPx; ++v)
            for (int u = 0; u < cellPx; ++u) {
                int hits = 0;
                for (int j = 0; j < samples; ++j)
                    for (int i = 0; i < samples; ++i)
                        hits += covers(glyph,
                                       {(u + (i + 0.5) / samples) * pixel, (v + (j + 0.5) / samples) * pixel},
                                       pixel);
                mask[static_cast<std::size_t>(v) * side + static_cast<std::size_t>(u)] =
                    static_cast<unsigned char>(255 * hits / (samples * samples));
            }
    }
}

void inkPixel(unsigned char* rgb, Terrain t, unsigned coverage) {
    const Ink ink = inkOf(t);
    const unsigned a = coverage * ink.strength / 256;
    const unsigned char target[3] = {ink.colour.r, ink.colour.g, ink.colour.b};
    for (int ch = 0; ch < 3; ++ch)
        rgb[ch] = static_cast<unsigned char>((rgb[ch] * (255 - a) + target[ch] * a) / 255);
}

wxBitmap terrainSwatch(Terrain t, int size, bool impassable) {
    TerrainGlyphs glyphs;
    glyphs.prepare(size);
    const Rgb shade = palette::terrainShade(t);
    std::vector<unsigned char> pixels(static_cast<std::size_t>(size) * static_cast<std::size_t>(size) * 3);
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x) {
            unsigned char* rgb = &pixels[(static_cast<std::size_t>(y) * static_cast<std::size_t>(size) +
                                          static_cast<std::size_t>(x)) *
                                         3];
            const bool frame = x == 0 || y == 0 || x == size - 1 || y == size - 1;
            rgb[0] = frame ? 90 : shade.r;
            rgb[1] = frame ? 90 : shade.g;
            rgb[2] = frame ? 95 : shade.b;
            if (frame)
                continue;
            inkPixel(rgb, t, glyphs.coverage(t, x, y));
            if (impassable && hatchAt(x, y))
                hatchPixel(rgb);
        }
    wxImage image(size, size, pixels.data(), true);
    return wxBitmap(image.Copy());
}

} // namespace pathfinder::app
