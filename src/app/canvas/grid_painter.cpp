#include "canvas/grid_painter.h"

#include "pathfinder/traces/search_timeline.h"

#include "canvas/grid_painter_detail.h"
#include "canvas/overlays/terrain_glyphs.h"
#include "canvas/palette.h"

#include <wx/dc.h>
#include <wx/image.h>

#include <algorithm>
#include <cmath>
#include <utility>

namespace pathfinder::app {

// The map's cells: their colours, grid lines, terrain glyphs and hatching composed in one image.
// What goes over them is in grid_painter_overlays.cpp.

using painter_detail::cellColour;
using painter_detail::decorOf;
using painter_detail::drawableWalker;
using painter_detail::kArrowScale;
using painter_detail::kGlyphMask;
using painter_detail::kImpassable;

namespace {

// Below this scale (pixels per cell) grid lines would be smaller than is useful.
constexpr double kGridLineScale = 6.0;

/// For each pixel of [first, first + count): the index of its cell among the distinct cells
/// that these pixels show, its offset from the cell's first pixel, and whether it is that first
/// pixel (where a grid line goes).
template <class IndexAt, class Edge>
void sampleAxis(int first, int count, int cells, IndexAt indexAt, Edge edge, std::vector<int>& pixelToSample,
                std::vector<int>& sampled, std::vector<int>& offset, std::vector<unsigned char>& isLine) {
    pixelToSample.resize(static_cast<std::size_t>(count));
    offset.resize(static_cast<std::size_t>(count));
    isLine.resize(static_cast<std::size_t>(count));
    sampled.clear();
    for (int k = 0; k < count; ++k) {
        const int p = first + k;
        const int cell = std::clamp(indexAt(p), 0, cells - 1);
        if (sampled.empty() || sampled.back() != cell)
            sampled.push_back(cell);
        pixelToSample[static_cast<std::size_t>(k)] = static_cast<int>(sampled.size()) - 1;
        offset[static_cast<std::size_t>(k)] = std::max(0, p - edge(cell));
        isLine[static_cast<std::size_t>(k)] = edge(cell) == p ? 1 : 0;
    }
}

} // namespace

namespace painter_detail {

unsigned char decorOf(const MapGrid& grid, Coord c, bool glyphs) {
    const int code = grid.code(c);
    if (!MapGrid::isTerrainCode(code))
        return 0;
    const auto glyph = glyphs ? static_cast<unsigned char>(code - MapGrid::kTerrainCode + 1) : 0;
    return static_cast<unsigned char>(glyph | (grid.stepCode(c) == MapGrid::kWall ? kImpassable : 0));
}

Rgb cellColour(const MapGrid& grid, const SearchView* walker, const WalkPicture* walk, Coord c,
               signed char* parentDir, std::vector<std::pair<Coord, Coord>>* jumps,
               const ConnectedRegions* regions) {
    const int code = grid.code(c);
    if (code == MapGrid::kWall)
        return palette::kWall; // never visited: no need to ask the walker
    Rgb rgb = palette::cellShade(code);
    if (grid.paddedHeights())
        rgb = palette::heightShade(rgb, grid.height(c));
    if (regions)
        if (const std::uint32_t region = regions->regionOf(c))
            rgb = palette::tint(rgb, palette::regionTint(region));
    if (!walker)
        return rgb;
    const CellView view = walker->cellState(c);
    // Where an agent stood, the heat of its visits says more than the search's sets; an agent that
    // learns (a lookahead walker: LRTA*, RTAA*) shows what it learned instead (drawLearnedValues()).
    const unsigned visits = walk && walk->visits ? walk->visits(c) : static_cast<unsigned>(view.visits);
    if (visits > 0 && (walk || !walker->description().declares(Parameter::Lookahead)))
        rgb = palette::tint(rgb, palette::heat(visits));
    else if (view.visit != CellVisit::Unseen)
        rgb = palette::tint(rgb, palette::searchTint(view.visit, view.frontier));
    if (view.parent) {
        const auto d = directionBetween(c, *view.parent);
        if (d && parentDir)
            *parentDir = static_cast<signed char>(*d);
        else if (!d && jumps)
            jumps->emplace_back(*view.parent, c);
    }
    return rgb;
}

} // namespace painter_detail

bool GridPainter::CellsSource::sameBut(const CellsSource& o) const {
    return grid == o.grid && revision == o.revision && walker == o.walker && record == o.record &&
           area == o.area && scale == o.scale && originX == o.originX && originY == o.originY &&
           regions == o.regions && parents == o.parents && jumps == o.jumps && glyphs == o.glyphs;
}

void GridPainter::sampleCell(const PaintScene& scene, const CellsSource& source, std::size_t k, Coord c) {
    const Rgb rgb = cellColour(*scene.grid, source.walker, scene.walk ? &*scene.walk : nullptr, c,
                               source.parents ? &m_parentDir[k] : nullptr, source.jumps ? &m_jumps : nullptr,
                               source.regions);
    m_cellRgb[3 * k] = rgb.r;
    m_cellRgb[3 * k + 1] = rgb.g;
    m_cellRgb[3 * k + 2] = rgb.b;
}

bool GridPainter::refreshCells(const PaintScene& scene, const CellsSource& source) {
    if (source.record == 0 || !source.sameBut(m_cellsSource) || source.events < m_cellsSource.events)
        return false;
    const std::size_t nc = m_sampledColumns.size();
    m_jumps.clear();
    const bool whole = scene.record->forEachCellSince(m_cellsSource.events, [&](Coord c) {
        const int i = m_sampleOfColumn[static_cast<std::size_t>(c.x)];
        const int j = m_sampleOfRow[static_cast<std::size_t>(c.y)];
        if (i < 0 || j < 0)
            return;
        const std::size_t k = static_cast<std::size_t>(j) * nc + static_cast<std::size_t>(i);
        if (source.parents)
            m_parentDir[k] = -1;
        sampleCell(scene, source, k, c);
    });
    if (!whole || !m_jumps.empty())
        return false;
    m_cellsSource = source;
    ++m_refreshedPaints;
    return true;
}

void GridPainter::paint(wxDC& dc, const PaintScene& scene, const Viewport& view, const wxRect& clip,
                        const PaintOptions& options) {
    if (!scene.grid)
        return;
    const bool wantParents = options.parentArrows && view.scale >= kArrowScale && drawableWalker(scene);
    m_jumps.clear();
    m_learnedShown = false;
    fillCells(dc, scene, view, clip, wantParents, options.parentArrows, options.regions);
    drawOverlays(dc, scene, view, options);
}

void GridPainter::fillCells(wxDC& dc, const PaintScene& scene, const Viewport& view, const wxRect& area,
                            bool wantParents, bool wantJumps, bool showRegions) {
    const MapGrid& grid = *scene.grid;
    if (view.hex()) {
        m_cellsSource = CellsSource{};
        fillHexCells(dc, scene, view, area, wantParents, wantJumps, showRegions);
        return;
    }
    const wxRect r = area.Intersect(view.mapRect(grid.width(), grid.height()));
    if (r.IsEmpty()) {
        m_sampledColumns.clear();
        m_sampledRows.clear();
        m_cellsSource = CellsSource{};
        return;
    }
    sampleAxis(
        r.x, r.width, grid.width(), [&](int p) { return view.columnAt(p); },
        [&](int x) { return view.cellLeft(x); }, m_columns, m_sampledColumns, m_columnOffset, m_columnIsLine);
    sampleAxis(
        r.y, r.height, grid.height(), [&](int p) { return view.rowAt(p); },
        [&](int y) { return view.cellTop(y); }, m_rows, m_sampledRows, m_rowOffset, m_rowIsLine);

    // One colour per distinct visible cell: at most one cell state query per pixel, however
    // many cells the map has; while a recorded walker runs, only for the cells it changed.
    const ConnectedRegions* regions = showRegions ? scene.regions : nullptr;
    // Terrain glyphs where cells are big enough to show them; the impassable hatch at any size.
    const bool glyphs = view.scale >= TerrainGlyphs::kMinCellPx;
    const bool terrain = grid.hasTerrain();
    CellsSource source;
    source.grid = &grid;
    source.revision = grid.revision();
    source.walker = drawableWalker(scene);
    source.record =
        scene.record && source.walker && !scene.walk && !scene.searched ? scene.record->serial() : 0;
    source.events = source.record ? scene.record->eventCount() : 0;
    source.area = r;
    source.scale = view.scale;
    source.originX = view.originX;
    source.originY = view.originY;
    source.regions = regions;
    source.parents = wantParents;
    source.jumps = wantJumps;
    source.glyphs = glyphs;
    const std::size_t nc = m_sampledColumns.size();
    const std::size_t nr = m_sampledRows.size();
    if (!refreshCells(scene, source)) {
        m_cellRgb.resize(nc * nr * 3);
        if (wantParents)
            m_parentDir.assign(nc * nr, -1);
        m_cellDecor.assign(terrain ? nc * nr : 0, 0);
        m_jumps.clear();
        unsigned shownTerrains = 0; // bit t: a cell of terrain t shows its glyph
        for (std::size_t j = 0; j < nr; ++j) {
            for (std::size_t i = 0; i < nc; ++i) {
                const std::size_t k = j * nc + i;
                const Coord c{m_sampledColumns[i], m_sampledRows[j]};
                sampleCell(scene, source, k, c);
                if (terrain) {
                    m_cellDecor[k] = decorOf(grid, c, glyphs);
                    if (m_cellDecor[k] & kGlyphMask)
                        shownTerrains |= 1u << ((m_cellDecor[k] & kGlyphMask) - 1);
                }
            }
        }
        if (shownTerrains)
            m_glyphs.prepare(static_cast<int>(std::lround(view.scale)), shownTerrains);
        // A picture with a jump (a parent not beside its cell) in it is made afresh each time: the
        // jumps are gathered over every cell shown.
        m_cellsSource = m_jumps.empty() ? source : CellsSource{};
        // Where each map column and row is among those sampled, for the paints that follow.
        const auto index = [](std::vector<int>& sampleOf, const std::vector<int>& sampled, int cells) {
            sampleOf.assign(static_cast<std::size_t>(cells), -1);
            for (std::size_t i = 0; i < sampled.size(); ++i)
                sampleOf[static_cast<std::size_t>(sampled[i])] = static_cast<int>(i);
        };
        if (m_cellsSource.record) {
            index(m_sampleOfColumn, m_sampledColumns, grid.width());
            index(m_sampleOfRow, m_sampledRows, grid.height());
        }
    }

    const bool lines = view.scale >= kGridLineScale;
    const auto width = static_cast<std::size_t>(r.width);
    m_pixels.resize(width * static_cast<std::size_t>(r.height) * 3);
    unsigned char* out = m_pixels.data();
    for (int py = 0; py < r.height; ++py) {
        const auto row = static_cast<std::size_t>(py);
        const std::size_t rowStart = static_cast<std::size_t>(m_rows[row]) * nc;
        const unsigned char* rowRgb = &m_cellRgb[rowStart * 3];
        const unsigned char* rowDecor = terrain ? &m_cellDecor[rowStart] : nullptr;
        const bool rowLine = lines && m_rowIsLine[row];
        for (std::size_t px = 0; px < width; ++px) {
            const unsigned char* rgb = rowRgb + static_cast<std::size_t>(m_columns[px]) * 3;
            if (rowLine || (lines && m_columnIsLine[px])) {
                for (int ch = 0; ch < 3; ++ch)
                    *out++ = palette::gridLine(rgb[ch]);
                continue;
            }
            out[0] = rgb[0];
            out[1] = rgb[1];
            out[2] = rgb[2];
            if (const unsigned char decor = rowDecor ? rowDecor[m_columns[px]] : 0) {
                if (decor & kGlyphMask) {
                    const auto t = static_cast<Terrain>((decor & kGlyphMask) - 1);
                    if (const unsigned char cover =
                            m_glyphs.coverage(t, m_columnOffset[px], m_rowOffset[row]))
                        inkPixel(out, t, cover);
                }
                if ((decor & kImpassable) && hatchAt(r.x + static_cast<int>(px), r.y + py))
                    hatchPixel(out);
            }
            out += 3;
        }
    }
    const wxImage image(r.width, r.height, m_pixels.data(), true);
    dc.DrawBitmap(wxBitmap(image), r.x, r.y);
}

} // namespace pathfinder::app
