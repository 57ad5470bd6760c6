#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/map_region.h"

#include "canvas/grid_painter.h"
#include "canvas/live_drag.h"
#include "canvas/viewport.h"
#include "document/editor_state.h"
#include "panels/exercise_marks.h"

#include <wx/modalhook.h>
#include <wx/window.h>

#include <cstdint>
#include <functional>
#include <optional>
#include <set>
#include <utility>
#include <vector>

namespace pathfinder::app {

class MapGridDocument;
class SearchController;

/// The window that shows the maze and turns mouse input into edits.
///
/// Painting is buffered and limited to the invalidated region. A left click or drag edits with
/// the current tool; the edit is previewed while the button is down and submitted to the
/// document as one undoable command when it is released. Dragging the start or the goal moves
/// it. The right or middle button pans; the wheel zooms about the pointer. While an exercise is
/// on, a left click is the exercise's (onCellClick), and its walker and marks are drawn.
class GridCanvas : public wxWindow {
public:
    GridCanvas(wxWindow* parent, const SearchController& search, const EditorState& editor);
    /// The tools and what the view shows, as the canvas follows them.
    const EditorState& editor() const { return m_editor; }

    /// The document to show and edit, or none.
    void setDocument(MapGridDocument* doc);
    /// Repaints after a change of the document; refits when the map's size changed.
    void documentChanged();

    /// The selected rectangle of the map (the Select tool), clipped to the map as it is now; none
    /// when nothing is selected.
    std::optional<CellRect> selection() const;
    void setSelection(std::optional<CellRect> rect);
    /// The cell under the pointer, if it is over the map.
    std::optional<Coord> hovered() const { return m_hovered; }
    /// Forgets the cell under the pointer, as when the pointer leaves the window: the brush's rim
    /// goes. Done when a modal dialog opens, which takes the pointer without the canvas being told
    /// that it left.
    void forgetPointer();

    /// Zooms about the middle of the window by `factor` (> 1 enlarges).
    void zoomBy(double factor);
    /// Shows the whole map, as large as it fits above the room the strips under the canvas may take
    /// (fitReserve); it stays fitted as the window is resized. Nothing else moves the map: the strips
    /// growing or shrinking (a banner, the timeline's past) leave its scale and place as they are.
    void fitToWindow();
    /// The height the strips that share the canvas's column, under it, may take at most.
    std::function<int()> fitReserve;
    const Viewport& viewport() const { return m_view; }

    /// Renders what the window shows into `dc`, restricted to `clip`.
    void render(wxDC& dc, const wxRect& clip);
    /// What the strip under the canvas shows for the scene as last painted.
    FooterContent footer() const;
    /// Called after each paint, once the event in hand is done: the strip follows what was drawn.
    std::function<void()> onPainted;
    /// What the window's paints cost: how many, the last one, the longest and all together, in
    /// nanoseconds of the paint handler (what the user waits for each frame).
    struct PaintTimes {
        std::uint64_t count = 0;
        std::int64_t lastNs = 0;
        std::int64_t longestNs = 0;
        std::int64_t totalNs = 0;
    };
    const PaintTimes& paintTimes() const { return m_paintTimes; }
    void resetPaintTimes() { m_paintTimes = PaintTimes{}; }

    /// Called with the cell under the pointer when it changes (nothing when it leaves the map).
    std::function<void(std::optional<Coord>)> onHover;
    /// Called when the zoom changes, with the new scale in pixels per cell.
    std::function<void(double)> onZoom;
    /// The explanation of the path to draw over the walk (nullptr: none); it must outlive its use.
    void setSuboptimality(const SuboptimalityReport* report) { m_suboptimality = report; }
    /// All Units' routes to draw over the map (nullptr: none); they must outlive their use.
    void setRoutes(const RoutesPicture* routes) { m_routes = routes; }
    /// The path pulled taut of the walker drawn, asked at each paint (nullptr: none worked out).
    std::function<const std::vector<Coord>*(const SearchView*)> smoothedPathOf;
    /// The crowd walking the map, if any (Search › Crowd).
    std::function<const CrowdPicture*()> crowdOf;
    /// Each cell's h* − h, if measured (View › Heuristic Error).
    std::function<const HeuristicErrorMap*()> heuristicErrorOf;
    /// A right click on a cell (without panning), with the pixel clicked.
    std::function<void(Coord, wxPoint)> onCellMenu;
    /// A left click on a cell of the map, before any edit: returns true when it took the click (an
    /// exercise's guess), which then edits nothing.
    std::function<bool(Coord)> onCellClick;
    /// While an exercise is on: the walker drawn instead of the search's, and the marks drawn over
    /// it (nullptr: the search as usual). Both must outlive their use.
    void setExercise(const SearchView* walker, const ExerciseMarks* marks);

private:
    enum class Drag { None, Stroke, Start, Goal, Pan, Sides, Heights, Select };

    void drawBreakpoints(wxDC& dc) const;
    void onPaint(wxPaintEvent& event);
    void onSize(wxSizeEvent& event);
    void onLeftDown(wxMouseEvent& event);
    void onLeftUp(wxMouseEvent& event);
    void onDoubleClick(wxMouseEvent& event);
    void onPanDown(wxMouseEvent& event);
    void onPanUp(wxMouseEvent& event);
    void onMotion(wxMouseEvent& event);
    void onWheel(wxMouseEvent& event);
    void onLeave(wxMouseEvent& event);
    void onCaptureLost(wxMouseCaptureLostEvent& event);

    void beginDrag(Drag drag, wxPoint at);
    void endDrag();
    void addToStroke(Coord cell);
    void moveMarkerPreview(Coord cell);
    /// In live mode, puts the drag's preview on the map at once (LiveDrag).
    void followLive();
    void commitDrag();
    // The tools that edit sides and heights (grid_canvas_edit.cpp).
    /// Starts the current tool's edit at pixel `at` when it is one of these tools; true if it was.
    bool beginToolEdit(wxPoint at);
    /// Starts a stroke of cells (Drag::Stroke) or heights (Drag::Heights) in the editor's shape at
    /// pixel `at`, m_strokeCode chosen; a fill is done at once, with no drag.
    void beginShape(Drag drag, wxPoint at);
    /// Continues the stroke to `cell`: the brush along the way, or the line or rectangle redrawn.
    void shapeTo(Coord cell);
    /// Adds the cells to the stroke's preview (cells or heights, as the drag is).
    void addToShape(const std::vector<Coord>& cells);
    /// Gives the region of alike cells at `cell` the stroke's code or height: one undo step.
    void fillFrom(Coord cell);
    /// The cells the brush would paint at the hovered cell, when a brush wider than a cell is in use
    /// (a cell tool, the freehand or line shape); none otherwise.
    std::vector<Coord> brushUnderPointer() const;
    /// Draws the outline of brushUnderPointer(), and asks for the part of the window it covers to
    /// be drawn again (before and after the pointer moves).
    void drawBrushOutline(wxDC& dc) const;
    void refreshBrushOutline();
    /// Draws the selection's dashed outline.
    void drawSelection(wxDC& dc) const;
    /// Continues a side or height stroke to pixel `at`.
    void toolDragTo(wxPoint at);
    void addSideToStroke(CellSide side);
    void addHeightToStroke(Coord cell);
    void zoomAbout(wxPoint pixel, double factor);
    void hover(wxPoint pixel);
    PaintScene scene() const;

    const SearchController& m_search;
    const EditorState& m_editor;
    MapGridDocument* m_doc = nullptr;
    GridPainter m_painter;
    Viewport m_view;
    bool m_fitted = true;  ///< follow the window size until the user zooms or pans
    wxSize m_fittedColumn; ///< the size of the canvas's column when the map was last fitted

    Drag m_drag = Drag::None;
    wxPoint m_panFrom;
    const SuboptimalityReport* m_suboptimality = nullptr;
    const RoutesPicture* m_routes = nullptr;
    const SearchView* m_exerciseWalker = nullptr;
    const ExerciseMarks* m_exerciseMarks = nullptr;
    wxPoint m_panStart; ///< where a pan began, to tell a right click from a drag
    Coord m_lastCell;
    Coord m_shapeFrom;    ///< where a line or rectangle began
    int m_strokeCode = 0; ///< the code the stroke gives its cells (MapGrid::code(): 0 = wall)
    std::set<std::pair<int, int>> m_strokeCells;
    std::set<std::pair<std::pair<int, int>, int>> m_strokeSides; ///< (cell, heading) both ways round
    SideKind m_strokeSide = SideKind::Wall; ///< the kind a Side Wall stroke gives its sides
    wxPoint m_lastPixel;                    ///< where a side stroke was last continued to
    PaintPreview m_preview;
    LiveDrag m_liveDrag; ///< the preview put on the map in live mode, until the drag ends

    /// Calls forgetPointer() before any modal dialog is shown.
    class ModalHook : public wxModalDialogHook {
    public:
        explicit ModalHook(GridCanvas& canvas) : m_canvas(canvas) { Register(); }

    protected:
        int Enter(wxDialog*) override {
            m_canvas.forgetPointer();
            return wxID_NONE;
        }

    private:
        GridCanvas& m_canvas;
    };
    ModalHook m_modalHook{*this};
    std::optional<Coord> m_hovered;
    std::optional<CellRect> m_selection;
    wxSize m_mapSize; ///< size in cells of the map last shown
    PaintTimes m_paintTimes;
};

} // namespace pathfinder::app
