#pragma once

#include "pathfinder/grid/footprint.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/search/walker.h"
#include "pathfinder/teaching/heuristic_error.h"
#include "pathfinder/teaching/suboptimality.h"

#include "canvas/grid_overlays.h"
#include "canvas/map_legend.h"
#include "canvas/overlays/crowd_overlay.h"
#include "canvas/overlays/terrain_glyphs.h"
#include "canvas/viewport.h"
#include "machine/trail_limit.h"

#include <wx/bitmap.h>
#include <wx/gdicmn.h>
#include <wx/string.h>

#include <cstdint>
#include <functional>
#include <optional>
#include <utility>
#include <vector>

class wxDC;
class wxGraphicsContext;

namespace pathfinder {
class SearchTimeline;
}

namespace pathfinder::app {

/// What the painter draws besides the map itself.
struct PaintOptions {
    bool parentArrows = true; ///< the search tree: an arrow from each reached cell to its parent
    bool signposts = true;    ///< D*-style arrows toward the goal, for walkers that keep them
    bool legend = true;       ///< the colour key in the strip under the map
    /// g, h and f written in each open or closed cell, where cells are kCellNumbersScale pixels or more
    bool cellNumbers = true;
    bool regions = false; ///< each connected region of the map in a colour of its own (PaintScene::regions)
    /// Beside a grid path, the same path pulled taut between cells in sight (PaintScene::smoothedPath)
    bool smoothedPath = false;
    /// Each cell's clearance: the largest square of cells that fits with its top-left cell there
    /// (PaintScene::clearance)
    bool clearance = false;
};

/// What a canvas shows differently from the document for the moment: the cells of a stroke
/// being painted, or the start or goal while it is dragged.
struct PaintPreview {
    std::vector<std::pair<Coord, int>> cells; ///< cell and the code it will get (MapGrid::code(): 0 = wall)
    std::optional<Coord> start;               ///< drawn instead of the grid's start
    std::optional<Coord> goal;                ///< drawn instead of the grid's goal
    std::vector<std::pair<CellSide, SideKind>> sides; ///< side and the kind it will get
    std::vector<std::pair<Coord, int>> heights;       ///< cell and the height it will get
};

/// An agent walking the map while it is edited, as it is drawn: whoever runs the walk fills it in.
struct WalkPicture {
    Coord agent;
    std::optional<Direction> heading;
    std::vector<Coord> trail;    ///< the most recent cells stood on, oldest first
    std::vector<Coord> route;    ///< the plan still ahead; empty for reactive walkers
    std::vector<Coord> repaired; ///< cells of the route that the latest repair changed
    /// Times the agent stood on a cell.
    std::function<std::uint32_t(Coord)> visits;
    bool reactive = false; ///< a reactive walker, which plans nothing and so repairs nothing
    wxString outcome;      ///< how the walk ended; empty while it goes on
    bool arrived = false;
};

/// One picture's content. The walker is drawn only when it is bound to this grid.
struct PaintScene {
    const MapGrid* grid = nullptr;
    const SearchView* walker = nullptr;
    const PaintPreview* preview = nullptr;
    /// An agent walking the map: `grid` is then the walk's world, whose start is the agent; the
    /// start marker stays at `home`, the document's start.
    std::optional<WalkPicture> walk;
    std::optional<Coord> home;
    /// The walker's path set against an optimal one (explainSuboptimality() of the walker on `grid`):
    /// the optimal path, the first divergence and the stretches that cost the walk are drawn.
    const SuboptimalityReport* suboptimality = nullptr;
    /// All Units: each unit's route on the document's map, over the search.
    const RoutesPicture* routes = nullptr;
    /// The map's connected regions under the document's movement rules, drawn when
    /// PaintOptions::regions is on.
    const ConnectedRegions* regions = nullptr;
    /// The walker's path pulled taut between cells in sight (smoothPath(), worked out off the UI
    /// thread), drawn when PaintOptions::smoothedPath is on; nullptr while there is none.
    const std::vector<Coord>* smoothedPath = nullptr;
    /// The size of the unit the walker plans for. A larger unit's walker searches `searched`, the map
    /// of its positions, whose cells are the top-left cells of its squares: its cells are drawn on
    /// `grid` as they are, its paths as the band the unit's squares sweep.
    int unitSize = 1;
    const MapGrid* searched = nullptr;
    /// Each cell's clearance for the map's unit, drawn when PaintOptions::clearance is on.
    const ClearanceMap* clearance = nullptr;
    /// A walking agent's limited sight: `grid` is then the true map and `known` what the agent
    /// knows of it (the map its walker searches); fog covers the cells `seen` says it has not seen.
    std::function<bool(Coord)> seen;
    const MapGrid* known = nullptr;
    /// Many agents walking at once (Search › Crowd).
    const CrowdPicture* crowd = nullptr;
    /// Each cell's h* − h under the run's settings (View › Heuristic Error), drawn when it was
    /// measured on a map of `grid`'s size; nullptr while there is none.
    const HeuristicErrorMap* heuristicError = nullptr;
    /// The record of `walker`'s events as it runs, when `walker` is the live walker it records: a
    /// painter that painted the same walker before then asks for the colours of the cells named by
    /// the events since, not of every cell shown.
    const SearchTimeline* record = nullptr;
};

/// Draws a grid and a walker's search state into any wxDC: the canvas's paint handler, PNG
/// export and the tests' pictures all use this one code path.
///
/// Cell colours are composed in an image at window resolution and drawn as one bitmap, so the
/// cost depends on the pixels shown, not on the cells in the map; lines and markers come on top.
class GridPainter {
public:
    /// Only this many of the last cells of a reactive agent's trail are drawn.
    static constexpr std::size_t kTrailPointsDrawn = kTrailCellsDrawn;

    /// Draws the part of the map that falls inside `clip` (device pixels) with the map placed
    /// by `view`. Paints nothing outside the map: the caller clears the background.
    void paint(wxDC& dc, const PaintScene& scene, const Viewport& view, const wxRect& clip,
               const PaintOptions& options);

    /// What the strip under the map shows for this scene as last painted: the outcome once the walk
    /// has ended, and the colour key with the entries that the scene uses. All Units' routes are in
    /// the key of a picture (`picture`) only: on screen their table beside the map says which is which.
    FooterContent footerFor(const PaintScene& scene, const PaintOptions& options, bool picture = false) const;

    /// Paints whose cell colours were brought up to date from the record's events (PaintScene::record)
    /// rather than asked of every cell shown.
    std::uint64_t refreshedPaints() const { return m_refreshedPaints; }

    /// The whole map fitted into a picture `size` pixels wide and at most that high, with the footer
    /// (outcome and colour key) under the map rather than on it.
    wxBitmap render(const PaintScene& scene, wxSize size, const PaintOptions& options);

private:
    /// What the cells' colours were last worked out from: the same again, with a record that holds
    /// every change of the walker since, lets a paint ask only for the cells those changes name.
    struct CellsSource {
        const MapGrid* grid = nullptr;
        std::uint64_t revision = 0;
        const SearchView* walker = nullptr;
        std::uint64_t record = 0; ///< the record's serial, 0 for none
        std::uint64_t events = 0; ///< events it held then
        wxRect area;
        double scale = 0.0;
        double originX = 0.0;
        double originY = 0.0;
        const ConnectedRegions* regions = nullptr;
        bool parents = false;
        bool jumps = false;
        bool glyphs = false;
        bool sameBut(const CellsSource& o) const; ///< all the same but the events
    };

    /// Brings the sampled cells' colours up to date from the record's events since the last paint;
    /// false when they must be worked out afresh.
    bool refreshCells(const PaintScene& scene, const CellsSource& source);
    /// The colour and parent heading of sampled cell k, at cell c, as `source` asks.
    void sampleCell(const PaintScene& scene, const CellsSource& source, std::size_t k, Coord c);
    void fillCells(wxDC& dc, const PaintScene& scene, const Viewport& view, const wxRect& area,
                   bool wantParents, bool wantJumps, bool showRegions);
    /// fillCells() for a hex map: every pixel takes the colour of the hex that contains it.
    void fillHexCells(wxDC& dc, const PaintScene& scene, const Viewport& view, const wxRect& area,
                      bool wantParents, bool wantJumps, bool showRegions);
    void drawOverlays(wxDC& dc, const PaintScene& scene, const Viewport& view, const PaintOptions& options);
    void drawArrows(wxGraphicsContext* gc, wxDC& dc, const PaintScene& scene, const Viewport& view,
                    const PaintOptions& options);
    void drawWalk(wxGraphicsContext* gc, wxDC& dc, const WalkPicture& walk, int unitSize,
                  const Viewport& view);

    // Reused between paints so that animation does not allocate per frame.
    std::vector<int> m_columns;                ///< sampled column of each pixel column
    std::vector<int> m_rows;                   ///< sampled row of each pixel row
    std::vector<int> m_sampledColumns;         ///< distinct grid columns on screen, left to right
    std::vector<int> m_sampledRows;            ///< distinct grid rows on screen, top to bottom
    std::vector<int> m_columnOffset;           ///< each pixel column's offset in its cell
    std::vector<int> m_rowOffset;              ///< each pixel row's offset in its cell
    std::vector<unsigned char> m_columnIsLine; ///< 1 where a pixel column is a cell's first
    std::vector<unsigned char> m_rowIsLine;    ///< 1 where a pixel row is a cell's first
    std::vector<unsigned char> m_cellRgb;
    std::vector<unsigned char> m_cellDecor; ///< per sampled cell: its glyph and hatch (terrain maps only)
    TerrainGlyphs m_glyphs;
    std::vector<signed char> m_parentDir; ///< heading to the parent per sampled cell, −1 = none
    /// (parent, cell) of the sampled cells whose parent is not a neighbour, as last painted.
    std::vector<std::pair<Coord, Coord>> m_jumps;
    bool m_learnedShown = false; ///< a real-time agent's learned values were drawn, as last painted
    std::vector<unsigned char> m_pixels;
    CellsSource m_cellsSource;         ///< what m_cellRgb was worked out from (grid nullptr: nothing)
    std::vector<int> m_sampleOfColumn; ///< per map column, its index in m_sampledColumns, or −1
    std::vector<int> m_sampleOfRow;    ///< per map row, its index in m_sampledRows, or −1
    std::uint64_t m_refreshedPaints = 0;
    std::vector<int> m_hexRow;      ///< on hex maps, the cell index (or −1) of each pixel of a row
    std::vector<int> m_hexRowAbove; ///< the same for the row above
};

/// One line on how a finished walk ended, e.g. "A* reached the goal: cost 28.4, 27 steps, 55
/// expanded", with the walker's note when it has one; empty while it is still looking.
wxString describeOutcome(const SearchView& walker);

} // namespace pathfinder::app
