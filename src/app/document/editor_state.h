#pragma once

#include "pathfinder/grid/terrain.h"

#include "canvas/grid_painter.h"

namespace pathfinder::app {

/// What a left click or drag on the grid does.
enum class EditTool {
    Start,   ///< place (or drag) the start
    Goal,    ///< place (or drag) the goal
    Wall,    ///< paint walls; a stroke that begins on a wall erases instead
    Erase,   ///< make cells free with cost 1
    Cost,    ///< give cells the brush's entry cost
    Terrain, ///< give cells the brush's terrain
};

/// The editing and display choices the canvas follows; owned by the main frame.
struct EditorState {
    EditTool tool = EditTool::Wall;
    int brushCost = 5;                      ///< 1–9, for EditTool::Cost
    Terrain brushTerrain = Terrain::Forest; ///< for EditTool::Terrain
    PaintOptions display;
};

} // namespace pathfinder::app
