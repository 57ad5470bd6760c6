#pragma once

#include "pathfinder/grid/edit_shapes.h"
#include "pathfinder/grid/terrain.h"

#include "canvas/grid_painter.h"

namespace pathfinder::app {

/// What a left click or drag on the grid does.
enum class EditTool {
    Start,    ///< place (or drag) the start
    Goal,     ///< place (or drag) the goal
    Wall,     ///< paint walls; a stroke that begins on a wall erases instead
    Erase,    ///< make cells free with cost 1
    Cost,     ///< give cells the brush's entry cost
    Terrain,  ///< give cells the brush's terrain
    SideWall, ///< put a wall on the side nearest the pointer; a stroke that begins on a wall removes
    OneWay,   ///< click a side: open → one way out of the clicked cell → one way in → open
    Height,   ///< give cells the brush's height
    Select,   ///< drag a rectangle: the selection that Cut, Copy, Paste, Flip and Rotate act on
};

/// How the cell tools (Wall, Erase, Cost, Terrain, Height) lay their brush on the map.
enum class EditShape {
    Freehand,  ///< the brush follows the pointer
    Line,      ///< a straight line of the brush from where the drag began to the pointer
    Rectangle, ///< the filled rectangle from where the drag began to the pointer
    Fill,      ///< a click fills the region of alike cells under it (pathfinder::fillRuns)
};

/// The editing and display choices the canvas follows; owned by the main frame.
struct EditorState {
    EditTool tool = EditTool::Wall;
    int brushCost = 5;                      ///< 1–9, for EditTool::Cost
    Terrain brushTerrain = Terrain::Forest; ///< for EditTool::Terrain
    int brushHeight = 1;                    ///< 0–9, for EditTool::Height
    int brushSize = 1;                      ///< one of kBrushSizes: the brush's width in cells
    EditShape shape = EditShape::Freehand;
    PaintOptions display;
};

} // namespace pathfinder::app
