#pragma once

#include "pathfinder/basics/coord.h"

#include "canvas/viewport.h"

#include <wx/colour.h>
#include <wx/gdicmn.h>
#include <wx/geometry.h>
#include <wx/string.h>

#include <array>
#include <vector>

class wxDC;
class wxGraphicsContext;

namespace pathfinder::app {

// Drawing helpers of GridPainter. Where the DC offers a graphics context, many shapes go
// into one path and one stroke: one call per shape would dominate the paint time on big maps.

using Triangle = std::array<wxPoint2DDouble, 3>;

void fillRect(wxDC& dc, const wxRect& rect, const wxColour& colour);

/// The cell being expanded, or where an agent stands: an orange square of at least 4 px.
void drawCurrentCell(wxDC& dc, const wxRect& cell);

/// Where a bidirectional walker's two searches meet: a diamond over the cell, at least 9 px across,
/// on a white casing that sets it off both frontiers' tints and the path.
void drawMeetingPoint(wxDC& dc, const wxRect& cell);

/// Start or goal: a filled disc with a dark rim, large enough to find at any zoom.
void drawMarker(wxDC& dc, const Viewport& view, Coord cell, const wxColour& colour);

/// The parts of a polyline (pixels) that can show in `area`: the runs of consecutive points whose
/// segments come within `margin` of it, each with the points inside straight stretches left out.
/// The strokes below draw these only, so that a path of millions of cells, mostly off the screen,
/// costs a pass over its points and a stroke of what is seen.
std::vector<std::vector<wxPoint2DDouble>> visibleRuns(const std::vector<wxPoint2DDouble>& points,
                                                      const wxRect2DDouble& area, double margin);

/// A line through the centres of `cells`, `width` pixels wide.
void strokePolyline(wxDC& dc, wxGraphicsContext* gc, const wxColour& colour, double width,
                    const std::vector<Coord>& cells, const Viewport& view);

/// Straight segments between points of the map's plane (an any-angle path), `width` pixels wide.
void strokeSegments(wxDC& dc, wxGraphicsContext* gc, const wxColour& colour, double width,
                    const std::vector<PathPoint>& points, const Viewport& view);

void fillTriangles(wxDC& dc, wxGraphicsContext* gc, const wxColour& colour,
                   const std::vector<Triangle>& triangles);

/// A triangle inside `cell` pointing in heading d; `size` is a fraction of the cell side.
Triangle pointerTriangle(const Viewport& view, Coord cell, Direction d, double size);

/// Many small arrows, stroked at once.
class ArrowBatch {
public:
    /// An arrow inside `cell` pointing toward its neighbour in heading d.
    void add(const Viewport& view, Coord cell, Direction d);
    /// A line from the centre of `from` to the centre of `to`, with a head at `to`: a jump.
    void addLink(const Viewport& view, Coord from, Coord to);
    void stroke(wxDC& dc, wxGraphicsContext* gc, const wxColour& colour, double width) const;

private:
    std::vector<wxPoint2DDouble> m_from;
    std::vector<wxPoint2DDouble> m_to;
};

/// The walking agent: a yellow disc with a dark rim, a little larger than start and goal.
void drawAgent(wxDC& dc, const Viewport& view, Coord cell);

} // namespace pathfinder::app
