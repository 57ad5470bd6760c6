#include "pathfinder/walkers/any_angle/any_angle.h"

#include "canvas/grid_overlays.h"
#include "canvas/grid_painter.h"
#include "canvas/grid_painter_detail.h"
#include "canvas/overlays/crowd_overlay.h"
#include "canvas/overlays/fog_overlay.h"
#include "canvas/overlays/heuristic_error_overlay.h"
#include "canvas/overlays/learned_values.h"
#include "canvas/overlays/side_marks.h"
#include "canvas/overlays/unit_overlays.h"
#include "canvas/palette.h"
#include "canvas/shapes.h"

#include <wx/dc.h>
#include <wx/graphics.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <set>
#include <utility>

namespace pathfinder::app {

// What GridPainter draws over the cells (grid_painter.cpp): the search tree's arrows, signposts, an
// abstract map, trails and paths, an agent's walk, and the start and goal markers.

using painter_detail::drawableWalker;
using painter_detail::kArrowScale;

namespace {

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

/// The pixels a paint can change: the DC's clipping box, else the whole DC.
wxRect paintedArea(wxDC& dc) {
    wxCoord x = 0, y = 0, width = 0, height = 0;
    dc.GetClippingBox(&x, &y, &width, &height);
    if (width > 0 && height > 0)
        return {x, y, width, height};
    const wxSize size = dc.GetSize();
    return {0, 0, size.x, size.y};
}

/// Small squares on cells (a walker's transitions), inset by a `divisor`-th of their side once that
/// side reaches `minSide`, only where they show. Below two pixels a cell, many fall on one pixel:
/// the pixels they cover are marked once and filled as runs along each row, so that a paint costs
/// what the area shows, not how many squares there are (millions on the largest maps).
void fillMarks(wxDC& dc, const std::vector<Coord>& cells, const Viewport& view, const wxRect& area,
               int minSide, int divisor, const wxColour& colour) {
    if (view.scale >= 2.0) {
        for (Coord t : cells) {
            wxRect r = view.cellRect(t);
            if (!r.Intersects(area))
                continue;
            r.Deflate(r.width >= minSide ? r.width / divisor : 0);
            fillRect(dc, r, colour);
        }
        return;
    }
    const auto width = static_cast<std::size_t>(area.width);
    std::vector<std::uint8_t> marked(width * static_cast<std::size_t>(area.height), 0);
    bool any = false;
    for (Coord t : cells) {
        const wxRect r = view.cellRect(t);
        const int x = r.x - area.x;
        const int y = r.y - area.y;
        if (x < 0 || y < 0 || x >= area.width || y >= area.height)
            continue;
        marked[static_cast<std::size_t>(y) * width + static_cast<std::size_t>(x)] = 1;
        any = true;
    }
    if (!any)
        return;
    for (int y = 0; y < area.height; ++y) {
        const std::uint8_t* line = marked.data() + static_cast<std::size_t>(y) * width;
        for (int x = 0; x < area.width;) {
            if (!line[x]) {
                ++x;
                continue;
            }
            int end = x + 1;
            while (end < area.width && line[end])
                ++end;
            fillRect(dc, wxRect(area.x + x, area.y + y, end - x, 1), colour);
            x = end;
        }
    }
}

/// A hierarchical walker's abstract map: cluster borders as thin lines (while clusters are at least
/// 4 pixels apart), the abstract edges as thinner lines between transition centres (from 3 pixels a
/// cell), transition cells as small squares (local ones smaller and paler), and the abstract path
/// bold while the walker refines it (thin once the grid path is there to see). Only what falls in
/// the painted area is drawn.
void drawAbstractMap(wxDC& dc, wxGraphicsContext* gc, const AbstractMapView& map, const Viewport& view) {
    const wxRect area = paintedArea(dc);
    const auto shows = [&](double x0, double y0, double x1, double y1) {
        return std::max(x0, x1) >= area.x && std::min(x0, x1) <= area.GetRight() &&
               std::max(y0, y1) >= area.y && std::min(y0, y1) <= area.GetBottom();
    };
    std::vector<std::pair<wxPoint2DDouble, wxPoint2DDouble>> borders;
    const bool spaced = !map.clusters.empty() &&
                        std::min(map.clusters.front().width, map.clusters.front().height) * view.scale >= 4.0;
    for (const AbstractMapView::Cluster& c :
         spaced ? map.clusters : std::vector<AbstractMapView::Cluster>{}) {
        const double right = view.originX + (c.x0 + c.width) * view.scale;
        const double bottom = view.originY + (c.y0 + c.height) * view.scale;
        const double left = view.originX + c.x0 * view.scale;
        const double top = view.originY + c.y0 * view.scale;
        if (!shows(left, top, right, bottom))
            continue;
        borders.push_back({{right, top}, {right, bottom}});
        borders.push_back({{left, bottom}, {right, bottom}});
    }
    strokeSegments(dc, gc, palette::clusterBorder(), 1.0, borders);
    if (view.scale >= 3.0) {
        std::vector<std::pair<wxPoint2DDouble, wxPoint2DDouble>> edges;
        for (const auto& [a, b] : map.edges) {
            const wxPoint2DDouble from = view.cellCentre(a);
            const wxPoint2DDouble to = view.cellCentre(b);
            if (shows(from.m_x, from.m_y, to.m_x, to.m_y))
                edges.push_back({from, to});
        }
        strokeSegments(dc, gc, palette::abstractEdge(), 1.0, edges);
    }
    fillMarks(dc, map.localTransitions, view, area, 6, 3, palette::localTransition());
    fillMarks(dc, map.transitions, view, area, 8, 4, palette::transition());
    if (!map.abstractPath.empty() && map.refining) {
        std::vector<std::pair<wxPoint2DDouble, wxPoint2DDouble>> legs;
        for (std::size_t i = 1; i < map.abstractPath.size(); ++i)
            legs.push_back({view.cellCentre(map.abstractPath[i - 1]), view.cellCentre(map.abstractPath[i])});
        strokeSegments(dc, gc, palette::abstractPath(), std::max(2.0, view.scale * 0.15), legs);
    }
}

} // namespace

void GridPainter::drawOverlays(wxDC& dc, const PaintScene& scene, const Viewport& view,
                               const PaintOptions& options) {
    const MapGrid& grid = *scene.grid;
    const SearchView* walker = drawableWalker(scene);
    wxGraphicsContext* gc = dc.GetGraphicsContext();
    if (gc)
        gc->SetAntialiasMode(wxANTIALIAS_DEFAULT);

    if (scene.preview) {
        for (const auto& [cell, code] : scene.preview->cells)
            fillCellShape(dc, view, cell, palette::toColour(palette::cellShade(code)));
        for (const auto& [cell, height] : scene.preview->heights)
            fillCellShape(
                dc, view, cell,
                palette::toColour(palette::heightShade(palette::cellShade(grid.code(cell)), height)));
    }
    drawSides(dc, gc, grid, view, m_sampledColumns, m_sampledRows);
    if (scene.seen && scene.known)
        drawFog(dc, gc, scene.seen, grid, *scene.known, view, m_sampledColumns, m_sampledRows);
    if (scene.heuristicError && scene.heuristicError->width == grid.width() &&
        scene.heuristicError->height == grid.height())
        drawHeuristicError(dc, gc, *scene.heuristicError, view, m_sampledColumns, m_sampledRows);
    if (options.clearance && scene.clearance)
        drawClearance(dc, gc, *scene.clearance, grid.unit().size, view, m_sampledColumns, m_sampledRows);
    if (scene.preview)
        drawSidePreview(dc, gc, view, scene.preview->sides);
    if (walker && scene.walk) {
        drawArrows(gc, dc, scene, view, options);
        drawWalk(gc, dc, *scene.walk, scene.unitSize, view);
    } else if (walker) {
        m_learnedShown = drawLearnedValues(gc, *walker, grid, view, m_sampledColumns, m_sampledRows);
        if (const AbstractMapView* map = walker->abstraction())
            drawAbstractMap(dc, gc, *map, view);
        // The cell being expanded, in its own shape: a hexagon on a hex map.
        if (const auto current = walker->current()) {
            if (view.hex())
                fillCellShape(dc, view, *current, palette::current());
            else
                drawCurrentCell(dc, view.cellRect(*current));
        }
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
        else if (!walker->path().empty() && scene.unitSize > 1) {
            drawUnitSweep(dc, gc, walker->path(), scene.unitSize, palette::path(), view);
            strokeSegments(dc, gc, palette::path(), std::max(2.0, view.scale * 0.18),
                           squareCentres(walker->path(), scene.unitSize), view);
        } else if (!walker->path().empty())
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
    if (scene.crowd)
        drawCrowd(dc, gc, *scene.crowd, view);

    auto start = scene.walk ? scene.home : grid.start();
    if (scene.preview && scene.preview->start)
        start = scene.preview->start;
    const auto goal = scene.preview && scene.preview->goal ? scene.preview->goal : grid.goal();
    if (start)
        drawMarker(dc, view, *start, palette::start());
    if (goal)
        drawMarker(dc, view, *goal, palette::goal());
    if (scene.walk && walker) {
        drawAgent(dc, view, scene.walk->agent);
        if (scene.unitSize > 1)
            outlineUnitSquare(dc, scene.walk->agent, scene.unitSize, palette::agent(), view);
    }
}

void GridPainter::drawWalk(wxGraphicsContext* gc, wxDC& dc, const WalkPicture& walk, int unitSize,
                           const Viewport& view) {
    const auto& trail = walk.trail;
    const std::size_t from =
        trail.size() > GridPainter::kTrailPointsDrawn ? trail.size() - GridPainter::kTrailPointsDrawn : 0;
    const std::vector<Coord> recent(trail.begin() + static_cast<std::ptrdiff_t>(from), trail.end());
    strokePolyline(dc, gc, palette::trail(), std::max(1.5, view.scale * 0.1), recent, view);
    const std::vector<Coord>& route = walk.route;
    if (unitSize > 1) {
        drawUnitSweep(dc, gc, route, unitSize, palette::path(), view);
        strokeSegments(dc, gc, palette::path(), std::max(2.0, view.scale * 0.18),
                       squareCentres(route, unitSize), view);
    } else {
        strokePolyline(dc, gc, palette::path(), std::max(2.0, view.scale * 0.18), route, view);
    }
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
