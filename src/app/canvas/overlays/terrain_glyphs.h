#pragma once

#include "pathfinder/grid/terrain.h"

#include "canvas/palette.h"

#include <wx/bitmap.h>

#include <vector>

namespace pathfinder::app {

/// The small picture drawn in each terrain cell, so that a map reads without its colours (in grey,
/// or for a reader who does not tell green from brown): trees for jungle and forest, grass for
/// plains, dots for desert, low and high peaks for foothills and mountains, a solid stripe for a
/// roadway, dashes for a trail, tufts for swamp and waves for water.
///
/// The glyphs are coverage masks made once for a cell size, so that drawing them costs the painter
/// one look-up and a blend per pixel whatever the map's size.
class TerrainGlyphs {
public:
    /// Cells narrower than this many pixels show no glyph: it would be noise.
    static constexpr int kMinCellPx = 8;

    /// Makes the masks of the terrains in `terrains` (bit t for terrain t) for cells `cellPx` pixels
    /// square; the masks made already for that size are kept.
    void prepare(int cellPx, unsigned terrains = (1u << kTerrainCount) - 1);
    /// The side of the masks made last, in pixels.
    int cellPx() const { return m_size; }
    /// How much of pixel (u, v) of a cell of terrain t the glyph covers, 0–255; (u, v) counts from
    /// the cell's top-left pixel and is clamped into the cell.
    unsigned char coverage(Terrain t, int u, int v) const {
        const int x = u < m_size ? u : m_size - 1;
        const int y = v < m_size ? v : m_size - 1;
        return m_masks[(static_cast<std::size_t>(t) * static_cast<std::size_t>(m_size) +
                        static_cast<std::size_t>(y)) *
                           static_cast<std::size_t>(m_size) +
                       static_cast<std::size_t>(x)];
    }

private:
    int m_size = 0;
    unsigned m_made = 0;                ///< bit t: terrain t's mask is made for m_size
    std::vector<unsigned char> m_masks; ///< kTerrainCount masks of m_size × m_size
};

/// Blends a pixel toward the ink of terrain t's glyph by `coverage` (0–255).
void inkPixel(unsigned char* rgb, Terrain t, unsigned coverage);

/// True for a pixel of the hatch that marks terrain the map's unit cannot enter: diagonal lines
/// fixed to the window's pixels, so that a region of such cells reads as one hatched area.
inline bool hatchAt(int x, int y) {
    return static_cast<unsigned>(x + y) % 7u < 2u;
}

/// Darkens a pixel of the impassable hatch.
inline void hatchPixel(unsigned char* rgb) {
    for (int ch = 0; ch < 3; ++ch)
        rgb[ch] = static_cast<unsigned char>(rgb[ch] * 3 / 10);
}

/// A square picture of terrain t `size` pixels wide, as a cell shows it (colour and glyph, hatched
/// when `impassable`), with a thin dark frame: for the palette and the legend.
wxBitmap terrainSwatch(Terrain t, int size, bool impassable = false);

} // namespace pathfinder::app
