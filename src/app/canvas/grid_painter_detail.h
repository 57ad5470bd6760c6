#pragma once

// What the painter's pieces share: grid_painter.cpp fills the cells, grid_painter_overlays.cpp draws
// over them and grid_painter_picture.cpp makes footers and whole pictures.

#include "canvas/grid_painter.h"
#include "canvas/palette.h"

#include <utility>
#include <vector>

namespace pathfinder::app::painter_detail {

/// Below this scale (pixels per cell) arrows and pointers would be smaller than is useful.
inline constexpr double kArrowScale = 10.0;

/// The walker, if it is bound to the scene's grid and so can be drawn over it.
inline const SearchView* drawableWalker(const PaintScene& scene) {
    if (!scene.walker)
        return nullptr;
    const MapGrid* bound = scene.walker->grid();
    return bound == scene.grid || (scene.searched && bound == scene.searched) ? scene.walker : nullptr;
}

/// What is drawn in a cell over its colour, in a byte: the terrain + 1 whose glyph it shows (0 for
/// none), and kImpassable when it is terrain that the map's unit cannot enter.
inline constexpr unsigned char kImpassable = 0x10;
inline constexpr unsigned char kGlyphMask = 0x0F;

/// The decoration byte of cell c (glyph only when `glyphs`).
unsigned char decorOf(const MapGrid& grid, Coord c, bool glyphs);

/// The colour of a cell. Where `parentDir` is given, the heading to the cell's parent goes there,
/// and a parent that is not a neighbour (a jump) goes into `jumps`.
Rgb cellColour(const MapGrid& grid, const SearchView* walker, const WalkPicture* walk, Coord c,
               signed char* parentDir, std::vector<std::pair<Coord, Coord>>* jumps,
               const ConnectedRegions* regions);

} // namespace pathfinder::app::painter_detail
