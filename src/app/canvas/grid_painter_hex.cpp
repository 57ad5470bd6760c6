#include "canvas/grid_painter.h"
#include "canvas/grid_painter_detail.h"
#include "canvas/overlays/terrain_glyphs.h"
#include "canvas/palette.h"

#include <wx/dc.h>
#include <wx/image.h>

#include <algorithm>
#include <cmath>

namespace pathfinder::app {

// The cells of a hex map. Each pixel takes the colour of the hex that contains it (Viewport::cellAt);
// a pixel whose left or upper neighbour lies in another hex, or whose right or lower neighbour lies
// off the map, is a grid line. The columns and rows in view go into m_sampledColumns and
// m_sampledRows, as on square maps, so that the overlays find the cells to draw over.

using painter_detail::cellColour;
using painter_detail::decorOf;
using painter_detail::kGlyphMask;
using painter_detail::kImpassable;

namespace {

constexpr double kGridLineScale = 6.0;

} // namespace

void GridPainter::fillHexCells(wxDC& dc, const PaintScene& scene, const Viewport& view, const wxRect& area,
                               bool wantParents, bool wantJumps, bool showRegions) {
    const MapGrid& grid = *scene.grid;
    const wxRect r = area.Intersect(view.mapRect(grid.width(), grid.height()));
    m_sampledColumns.clear();
    m_sampledRows.clear();
    if (r.IsEmpty())
        return;
    // The cells that can show in r and in the pixels around it that decide its grid lines: a hex
    // reaches half a hex beyond its column and rows overlap, so a margin of cells on every side.
    const double margin = 2.0 + 2.0 / view.scale;
    const auto clampTo = [](double v, int size) {
        return std::clamp(static_cast<int>(std::floor(v)), 0, size - 1);
    };
    const int x0 = clampTo((r.x - view.originX) / view.scale - margin, grid.width());
    const int x1 = clampTo((r.GetRight() - view.originX) / view.scale + margin, grid.width());
    const int y0 = clampTo((r.y - view.originY) / view.rowPitch() - margin, grid.height());
    const int y1 = clampTo((r.GetBottom() - view.originY) / view.rowPitch() + margin, grid.height());
    for (int x = x0; x <= x1; ++x)
        m_sampledColumns.push_back(x);
    for (int y = y0; y <= y1; ++y)
        m_sampledRows.push_back(y);
    const std::size_t nc = m_sampledColumns.size();
    const std::size_t nr = m_sampledRows.size();

    // Colours are worked out for the cells that some pixel shows, when it first does.
    const SearchView* walker = painter_detail::drawableWalker(scene);
    const ConnectedRegions* regions = showRegions ? scene.regions : nullptr;
    m_cellRgb.assign(nc * nr * 3, 0);
    m_cellDecor.assign(nc * nr, 0);
    std::vector<unsigned char> known(nc * nr, 0);
    if (wantParents)
        m_parentDir.assign(nc * nr, -1);
    const bool glyphs = view.scale >= TerrainGlyphs::kMinCellPx && grid.hasTerrain();
    if (glyphs)
        m_glyphs.prepare(static_cast<int>(std::lround(view.scale)));
    const auto indexOf = [&](Coord c) -> int {
        if (c.x < x0 || c.x > x1 || c.y < y0 || c.y > y1)
            return -1;
        return (c.y - y0) * static_cast<int>(nc) + (c.x - x0);
    };
    const auto ensure = [&](int k, Coord c) {
        if (known[static_cast<std::size_t>(k)])
            return;
        known[static_cast<std::size_t>(k)] = 1;
        const auto i = static_cast<std::size_t>(k);
        const Rgb rgb =
            cellColour(grid, walker, scene.walk ? &*scene.walk : nullptr, c,
                       wantParents ? &m_parentDir[i] : nullptr, wantJumps ? &m_jumps : nullptr, regions);
        m_cellRgb[3 * i] = rgb.r;
        m_cellRgb[3 * i + 1] = rgb.g;
        m_cellRgb[3 * i + 2] = rgb.b;
        if (grid.hasTerrain())
            m_cellDecor[i] = decorOf(grid, c, glyphs);
    };
    // The cell index of each pixel of pixel row py, from one pixel left of r to one right of it.
    const auto sampleRow = [&](int py, std::vector<int>& out) {
        out.resize(static_cast<std::size_t>(r.width) + 2);
        for (int k = 0; k < r.width + 2; ++k) {
            const Coord c = view.cellAt({r.x - 1 + k, py});
            out[static_cast<std::size_t>(k)] = grid.inBounds(c) ? indexOf(c) : -1;
        }
    };

    const bool lines = view.scale >= kGridLineScale;
    const int glyphPx = m_glyphs.cellPx();
    const Rgb background = palette::kBackground;
    m_pixels.resize(static_cast<std::size_t>(r.width) * static_cast<std::size_t>(r.height) * 3);
    unsigned char* out = m_pixels.data();
    std::vector<int> below;
    sampleRow(r.y - 1, m_hexRowAbove);
    sampleRow(r.y, m_hexRow);
    for (int py = r.y; py < r.y + r.height; ++py) {
        sampleRow(py + 1, below);
        for (int k = 1; k <= r.width; ++k) {
            const int px = r.x + k - 1;
            const int index = m_hexRow[static_cast<std::size_t>(k)];
            if (index < 0) {
                *out++ = background.r;
                *out++ = background.g;
                *out++ = background.b;
                continue;
            }
            const int column = x0 + index % static_cast<int>(nc);
            const int row = y0 + index / static_cast<int>(nc);
            ensure(index, {column, row});
            const unsigned char* rgb = &m_cellRgb[3 * static_cast<std::size_t>(index)];
            const bool edge = m_hexRow[static_cast<std::size_t>(k) - 1] != index ||
                              m_hexRowAbove[static_cast<std::size_t>(k)] != index ||
                              m_hexRow[static_cast<std::size_t>(k) + 1] < 0 ||
                              below[static_cast<std::size_t>(k)] < 0;
            if (lines && edge) {
                for (int ch = 0; ch < 3; ++ch)
                    *out++ = palette::gridLine(rgb[ch]);
                continue;
            }
            out[0] = rgb[0];
            out[1] = rgb[1];
            out[2] = rgb[2];
            if (const unsigned char decor = m_cellDecor[static_cast<std::size_t>(index)]) {
                if ((decor & kGlyphMask) && glyphPx > 0) {
                    // The glyph sits in the square as wide as the hex, centred on it.
                    const wxRect square = view.cellRect({column, row});
                    const int u = px - square.x;
                    const int v = py - square.y;
                    const auto t = static_cast<Terrain>((decor & kGlyphMask) - 1);
                    if (u >= 0 && v >= 0 && u < glyphPx && v < glyphPx)
                        if (const unsigned char cover = m_glyphs.coverage(t, u, v))
                            inkPixel(out, t, cover);
                }
                if ((decor & kImpassable) && hatchAt(px, py))
                    hatchPixel(out);
            }
            out += 3;
        }
        std::swap(m_hexRowAbove, m_hexRow);
        std::swap(m_hexRow, below);
    }
    const wxImage image(r.width, r.height, m_pixels.data(), true);
    dc.DrawBitmap(wxBitmap(image), r.x, r.y);
}

} // namespace pathfinder::app
