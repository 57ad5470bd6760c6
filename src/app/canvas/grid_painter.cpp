#include "canvas/grid_painter.h"

#include "pathfinder/walkers/any_angle/any_angle.h"

#include "canvas/grid_overlays.h"
#include "canvas/palette.h"
#include "canvas/shapes.h"
#include "canvas/terrain_glyphs.h"

#include <wx/dc.h>
#include <wx/graphics.h>
#include <wx/image.h>

#include <algorithm>
#include <cmath>
#include <set>
#include <utility>

namespace pathfinder::app {

namespace {

// Below these scales (pixels per cell) the detail would be smaller than it is useful.
constexpr double kGridLineScale = 6.0;
constexpr double kArrowScale = 10.0;

/// The walker, if it is bound to the scene's grid and so can be drawn over it.
const SearchView* drawableWalker(const PaintScene& scene) {
    return scene.walker && scene.walker->grid() == scene.grid ? scene.walker : nullptr;
}

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

/// What is drawn in a cell over its colour, in a byte: the terrain + 1 whose glyph it shows (0 for
/// none), and kImpassable when it is terrain that the map's unit cannot enter.
constexpr unsigned char kImpassable = 0x10;
constexpr unsigned char kGlyphMask = 0x0F;

unsigned char decorOf(const MapGrid& grid, Coord c, bool glyphs) {
    const int code = grid.code(c);
    if (!MapGrid::isTerrainCode(code))
        return 0;
    const auto glyph = glyphs ? static_cast<unsigned char>(code - MapGrid::kTerrainCode + 1) : 0;
    return static_cast<unsigned char>(glyph | (grid.stepCode(c) == MapGrid::kWall ? kImpassable : 0));
}

/// The colour of a cell. Where `parentDir` is given, the heading to the cell's parent goes there,
/// and a parent that is not a neighbour (a jump) goes into `jumps`.
Rgb cellColour(const MapGrid& grid, const SearchView* walker, const WalkPicture* walk, Coord c,
               signed char* parentDir, std::vector<std::pair<Coord, Coord>>* jumps,
               const ConnectedRegions* regions) {
    const int code = grid.code(c);
    if (code == MapGrid::kWall)
        return palette::kWall; // never visited: no need to ask the walker
    Rgb rgb = palette::cellShade(code);
    if (regions)
        if (const std::uint32_t region = regions->regionOf(c))
            rgb = palette::tint(rgb, palette::regionTint(region));
    if (!walker)
        return rgb;
    const CellView view = walker->cellState(c);
    // Where an agent stood, the heat of its visits says more than the search's sets.
    const unsigned visits = walk && walk->visits ? walk->visits(c) : static_cast<unsigned>(view.visits);
    if (visits > 0)
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

/// Straight lines between pixel points, pairwise (from[i] to to[i]), stroked at once.
void strokeSegments(wxDC& dc, wxGraphicsContext* gc, const wxColour& colour, double width,
                    const std::vector<std::pair<wxPoint2DDouble, wxPoint2DDouble>>& segments) {
    if (segments.empty())
        return;
    if (gc) {
        gc->SetPen(wxPen(colour, std::max(1, static_cast<int>(std::lround(width)))));
        wxGraphicsPath path = gc->CreatePath();
        for (const auto& [a, b] : segments) {
            path.MoveToPoint(a);
            path.AddLineToPoint(b);
        }
        gc->StrokePath(path);
        return;
    }
    dc.SetPen(wxPen(colour, std::max(1, static_cast<int>(std::lround(width)))));
    for (const auto& [a, b] : segments)
        dc.DrawLine(static_cast<int>(std::lround(a.m_x)), static_cast<int>(std::lround(a.m_y)),
                    static_cast<int>(std::lround(b.m_x)), static_cast<int>(std::lround(b.m_y)));
}

/// A hierarchical walker's abstract map: cluster borders as thin lines, the abstract edges as
/// thinner lines between transition centres, transition cells as small squares, and the abstract
/// path bold while the walker refines it (thin once the grid path is there to see).
void drawAbstractMap(wxDC& dc, wxGraphicsContext* gc, const AbstractMapView& map, const Viewport& view) {
    std::vector<std::pair<wxPoint2DDouble, wxPoint2DDouble>> borders;
    for (const AbstractMapView::Cluster& c : map.clusters) {
        const double right = view.originX + (c.x0 + c.width) * view.scale;
        const double bottom = view.originY + (c.y0 + c.height) * view.scale;
        const double left = view.originX + c.x0 * view.scale;
        const double top = view.originY + c.y0 * view.scale;
        borders.push_back({{right, top}, {right, bottom}});
        borders.push_back({{left, bottom}, {right, bottom}});
    }
    strokeSegments(dc, gc, palette::clusterBorder(), 1.0, borders);
    if (view.scale >= 3.0) {
        std::vector<std::pair<wxPoint2DDouble, wxPoint2DDouble>> edges;
        for (const auto& [a, b] : map.edges)
            edges.push_back({view.cellCentre(a), view.cellCentre(b)});
        strokeSegments(dc, gc, palette::abstractEdge(), 1.0, edges);
    }
    for (Coord t : map.transitions) {
        wxRect r = view.cellRect(t);
        const int inset = r.width >= 8 ? r.width / 4 : 0;
        r.Deflate(inset);
        fillRect(dc, r, palette::transition());
    }
    if (!map.abstractPath.empty() && map.refining) {
        std::vector<std::pair<wxPoint2DDouble, wxPoint2DDouble>> legs;
        for (std::size_t i = 1; i < map.abstractPath.size(); ++i)
            legs.push_back({view.cellCentre(map.abstractPath[i - 1]), view.cellCentre(map.abstractPath[i])});
        strokeSegments(dc, gc, palette::abstractPath(), std::max(2.0, view.scale * 0.15), legs);
    }
}

} // namespace

void GridPainter::paint(wxDC& dc, const PaintScene& scene, const Viewport& view, const wxRect& clip,
                        const PaintOptions& options) {
    if (!scene.grid)
        return;
    const bool wantParents = options.parentArrows && view.scale >= kArrowScale && drawableWalker(scene);
    m_jumps.clear();
    fillCells(dc, scene, view, clip, wantParents, options.parentArrows, options.regions);
    drawOverlays(dc, scene, view, options);
}

void GridPainter::fillCells(wxDC& dc, const PaintScene& scene, const Viewport& view, const wxRect& area,
                            bool wantParents, bool wantJumps, bool showRegions) {
    const MapGrid& grid = *scene.grid;
    const int left = view.cellLeft(0);
    const int top = view.cellTop(0);
    const wxRect mapRect(left, top, view.cellLeft(grid.width()) - left, view.cellTop(grid.height()) - top);
    const wxRect r = area.Intersect(mapRect);
    if (r.IsEmpty()) {
        m_sampledColumns.clear();
        m_sampledRows.clear();
        return;
    }
    sampleAxis(
        r.x, r.width, grid.width(), [&](int p) { return view.columnAt(p); },
        [&](int x) { return view.cellLeft(x); }, m_columns, m_sampledColumns, m_columnOffset, m_columnIsLine);
    sampleAxis(
        r.y, r.height, grid.height(), [&](int p) { return view.rowAt(p); },
        [&](int y) { return view.cellTop(y); }, m_rows, m_sampledRows, m_rowOffset, m_rowIsLine);

    // One colour per distinct visible cell: at most one cell state query per pixel, however
    // many cells the map has.
    const SearchView* walker = drawableWalker(scene);
    const ConnectedRegions* regions = showRegions ? scene.regions : nullptr;
    const std::size_t nc = m_sampledColumns.size();
    const std::size_t nr = m_sampledRows.size();
    m_cellRgb.resize(nc * nr * 3);
    if (wantParents)
        m_parentDir.assign(nc * nr, -1);
    // Terrain glyphs where cells are big enough to show them; the impassable hatch at any size.
    const bool glyphs = view.scale >= TerrainGlyphs::kMinCellPx;
    const bool terrain = grid.hasTerrain();
    m_cellDecor.assign(terrain ? nc * nr : 0, 0);
    unsigned shownTerrains = 0; // bit t: a cell of terrain t shows its glyph
    for (std::size_t j = 0; j < nr; ++j) {
        for (std::size_t i = 0; i < nc; ++i) {
            const std::size_t k = j * nc + i;
            const Coord c{m_sampledColumns[i], m_sampledRows[j]};
            const Rgb rgb =
                cellColour(grid, walker, scene.walk ? &*scene.walk : nullptr, c,
                           wantParents ? &m_parentDir[k] : nullptr, wantJumps ? &m_jumps : nullptr, regions);
            m_cellRgb[3 * k] = rgb.r;
            m_cellRgb[3 * k + 1] = rgb.g;
            m_cellRgb[3 * k + 2] = rgb.b;
            if (terrain) {
                m_cellDecor[k] = decorOf(grid, c, glyphs);
                if (m_cellDecor[k] & kGlyphMask)
                    shownTerrains |= 1u << ((m_cellDecor[k] & kGlyphMask) - 1);
            }
        }
    }
    if (shownTerrains)
        m_glyphs.prepare(static_cast<int>(std::lround(view.scale)), shownTerrains);

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

void GridPainter::drawOverlays(wxDC& dc, const PaintScene& scene, const Viewport& view,
                               const PaintOptions& options) {
    const MapGrid& grid = *scene.grid;
    const SearchView* walker = drawableWalker(scene);
    wxGraphicsContext* gc = dc.GetGraphicsContext();
    if (gc)
        gc->SetAntialiasMode(wxANTIALIAS_DEFAULT);

    if (scene.preview) {
        for (const auto& [cell, code] : scene.preview->cells)
            fillRect(dc, view.cellRect(cell), palette::toColour(palette::cellShade(code)));
    }
    if (walker && scene.walk) {
        drawArrows(gc, dc, scene, view, options);
        drawWalk(gc, dc, *scene.walk, view);
    } else if (walker) {
        if (const AbstractMapView* map = walker->abstraction())
            drawAbstractMap(dc, gc, *map, view);
        if (const auto current = walker->current())
            drawCurrentCell(dc, view.cellRect(*current));
        drawArrows(gc, dc, scene, view, options);
        if (options.cellNumbers)
            drawCellNumbers(dc, *walker, view, m_sampledColumns, m_sampledRows);
        // An agent's recent trail, and over it the route it found (its walk without the loops).
        const auto& trail = walker->trail();
        if (!trail.empty()) {
            const std::size_t from = trail.size() > GridPainter::kTrailPointsDrawn
                                         ? trail.size() - GridPainter::kTrailPointsDrawn
                                         : 0;
            const std::vector<Coord> recent(trail.begin() + static_cast<std::ptrdiff_t>(from), trail.end());
            strokePolyline(dc, gc, palette::trail(), std::max(1.5, view.scale * 0.1), recent, view);
        }
        if (scene.suboptimality)
            drawDivergentStretches(dc, *scene.suboptimality, walker->path(), view);
        // An any-angle path is drawn as its straight segments, not through the centres of its cells.
        if (!walker->anglePath().empty())
            strokeSegments(dc, gc, palette::path(), std::max(2.0, view.scale * 0.18), walker->anglePath(),
                           view);
        else if (!walker->path().empty())
            strokePolyline(dc, gc, palette::path(), std::max(2.0, view.scale * 0.18), walker->path(), view);
        if (options.smoothedPath && scene.smoothedPath && walker->anglePath().empty())
            strokeSegments(dc, gc, palette::path().ChangeLightness(150), std::max(1.5, view.scale * 0.1),
                           centresOf(*scene.smoothedPath), view);
        if (scene.suboptimality)
            drawOptimalPath(dc, *scene.suboptimality, walker->path(), view);
        if (const auto meeting = walker->meetingPoint())
            drawMeetingPoint(dc, view.cellRect(*meeting));
        if (const auto heading = walker->heading(); heading && walker->current() && view.scale >= kArrowScale)
            fillTriangles(dc, gc, palette::current().ChangeLightness(60),
                          {pointerTriangle(view, *walker->current(), *heading, 0.3)});
    }

    if (scene.routes && !scene.walk)
        drawRoutes(dc, *scene.routes, view);

    auto start = scene.walk ? scene.home : grid.start();
    if (scene.preview && scene.preview->start)
        start = scene.preview->start;
    const auto goal = scene.preview && scene.preview->goal ? scene.preview->goal : grid.goal();
    if (start)
        drawMarker(dc, view, *start, palette::start());
    if (goal)
        drawMarker(dc, view, *goal, palette::goal());
    if (scene.walk && walker)
        drawAgent(dc, view, scene.walk->agent);
}

void GridPainter::drawWalk(wxGraphicsContext* gc, wxDC& dc, const WalkPicture& walk, const Viewport& view) {
    const auto& trail = walk.trail;
    const std::size_t from =
        trail.size() > GridPainter::kTrailPointsDrawn ? trail.size() - GridPainter::kTrailPointsDrawn : 0;
    const std::vector<Coord> recent(trail.begin() + static_cast<std::ptrdiff_t>(from), trail.end());
    strokePolyline(dc, gc, palette::trail(), std::max(1.5, view.scale * 0.1), recent, view);
    const std::vector<Coord>& route = walk.route;
    strokePolyline(dc, gc, palette::path(), std::max(2.0, view.scale * 0.18), route, view);
    // The repaired section: every move of the route that enters or leaves a repaired cell, so
    // that even a one-cell change shows as a stretch of the route.
    std::set<std::pair<int, int>> repaired;
    for (Coord c : walk.repaired)
        repaired.insert({c.x, c.y});
    std::vector<Coord> stretch;
    const auto flush = [&] {
        strokePolyline(dc, gc, palette::repaired(), std::max(3.0, view.scale * 0.3), stretch, view);
        stretch.clear();
    };
    for (std::size_t i = 0; i + 1 < route.size(); ++i) {
        const bool marked =
            repaired.count({route[i].x, route[i].y}) || repaired.count({route[i + 1].x, route[i + 1].y});
        if (!marked) {
            if (!stretch.empty())
                flush();
            continue;
        }
        if (stretch.empty())
            stretch.push_back(route[i]);
        stretch.push_back(route[i + 1]);
    }
    if (!stretch.empty())
        flush();
    if (walk.heading && view.scale >= kArrowScale)
        fillTriangles(dc, gc, wxColour(20, 20, 20), {pointerTriangle(view, walk.agent, *walk.heading, 0.3)});
}

void GridPainter::drawArrows(wxGraphicsContext* gc, wxDC& dc, const PaintScene& scene, const Viewport& view,
                             const PaintOptions& options) {
    const SearchView* walker = drawableWalker(scene);
    if (walker && !m_jumps.empty()) {
        // Jump Point Search's jumps: from each expanded jump point to each successor it found.
        ArrowBatch jumps;
        for (const auto& [from, to] : m_jumps)
            jumps.addLink(view, from, to);
        jumps.stroke(dc, gc, palette::arrow(), view.scale >= 24 ? 2.0 : 1.5);
    }
    if (!walker || view.scale < kArrowScale || m_sampledColumns.empty() || m_sampledRows.empty())
        return;
    const std::size_t nc = m_sampledColumns.size();
    if (options.parentArrows && m_parentDir.size() == nc * m_sampledRows.size()) {
        ArrowBatch arrows;
        for (std::size_t j = 0; j < m_sampledRows.size(); ++j) {
            for (std::size_t i = 0; i < nc; ++i) {
                const signed char d = m_parentDir[j * nc + i];
                if (d >= 0)
                    arrows.add(view, {m_sampledColumns[i], m_sampledRows[j]}, static_cast<Direction>(d));
            }
        }
        arrows.stroke(dc, gc, palette::arrow(), view.scale >= 24 ? 1.5 : 1.0);
    }
    if (options.signposts) {
        // As in the original, signposts changed by the last repair are red, the others blue.
        std::set<std::pair<int, int>> changed;
        for (Coord c : walker->changedSignposts())
            changed.insert({c.x, c.y});
        std::vector<Triangle> posts;
        std::vector<Triangle> changedPosts;
        for (int y : m_sampledRows) {
            for (int x : m_sampledColumns) {
                const Coord c{x, y};
                if (const auto to = walker->signpost(c)) {
                    if (const auto d = directionBetween(c, *to))
                        (changed.count({x, y}) ? changedPosts : posts)
                            .push_back(pointerTriangle(view, c, *d, 0.28));
                }
            }
        }
        fillTriangles(dc, gc, palette::signpost(), posts);
        fillTriangles(dc, gc, palette::changedSignpost(), changedPosts);
    }
}

} // namespace pathfinder::app
