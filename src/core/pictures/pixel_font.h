#pragma once

#include <string_view>

/// A small bitmap font of 5×7 pixels, for the captions and legends of the pictures the core draws
/// without a windowing system (the animations of the command line).
namespace pathfinder::pixel_font {

inline constexpr int kGlyphWidth = 5;
inline constexpr int kGlyphHeight = 7;
/// From one character's left edge to the next one's: the glyph and a column of space.
inline constexpr int kAdvance = kGlyphWidth + 1;

/// Whether the font has a glyph of its own for `c` (small letters are drawn as capitals).
bool drawn(char c);
/// Whether pixel (column, row) of `c`'s glyph is inked; a character the font lacks is drawn as '?'.
bool ink(char c, int column, int row);
/// The width in pixels of `text` drawn at `scale` pixels a font pixel.
int textWidth(std::string_view text, int scale);

} // namespace pathfinder::pixel_font
