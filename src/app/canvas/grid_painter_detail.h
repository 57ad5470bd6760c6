#pragma once

// What the painter's pieces share: grid_painter.cpp fills the cells, grid_painter_overlays.cpp draws
// over them and grid_painter_picture.cpp makes footers and whole pictures.

#include "canvas/grid_painter.h"

namespace pathfinder::app::painter_detail {

/// Below this scale (pixels per cell) arrows and pointers would be smaller than is useful.
inline constexpr double kArrowScale = 10.0;

/// The walker, if it is bound to the scene's grid and so can be drawn over it.
inline const SearchView* drawableWalker(const PaintScene& scene) {
    return scene.walker && scene.walker->grid() == scene.grid ? scene.walker : nullptr;
}

} // namespace pathfinder::app::painter_detail
