#pragma once

#include "pathfinder/grid/connected_regions.h"
#include "pathfinder/pictures/palette.h"
#include "pathfinder/search/search_view.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pathfinder {

/// A picture: width × height colours in row order, top row first.
class Raster {
public:
    Raster() = default;
    Raster(int width, int height, Rgb fill);

    int width() const { return m_width; }
    int height() const { return m_height; }
    /// The colour at (x, y), which must be inside.
    Rgb at(int x, int y) const { return m_pixels[index(x, y)]; }
    const std::vector<Rgb>& pixels() const { return m_pixels; }

    /// Paints the part of the rectangle that is inside the picture.
    void fill(int x, int y, int width, int height, Rgb colour);
    /// Draws `text` in the core's 5×7 pixel font, `scale` pixels a font pixel, its top left at (x, y);
    /// what falls outside is left out.
    void text(int x, int y, std::string_view text, int scale, Rgb colour);
    /// Copies `picture` with its top left at (x, y); what falls outside is left out.
    void paste(const Raster& picture, int x, int y);
    /// A straight line from (x0, y0) to (x1, y1), both ends drawn, `width` pixels wide (a square
    /// pen whose top left follows the line); what falls outside is left out.
    void line(int x0, int y0, int x1, int y1, Rgb colour, int width = 1);

    friend bool operator==(const Raster& a, const Raster& b) {
        return a.m_width == b.m_width && a.m_height == b.m_height && a.m_pixels == b.m_pixels;
    }

private:
    std::size_t index(int x, int y) const {
        return static_cast<std::size_t>(y) * static_cast<std::size_t>(m_width) + static_cast<std::size_t>(x);
    }

    int m_width = 0;
    int m_height = 0;
    std::vector<Rgb> m_pixels;
};

/// How drawSearch() draws.
struct SearchPictureOptions {
    /// Pixels a cell's side (kMinCellPixels to kMaxCellPixels).
    int cellPixels = 8;
    /// A strip below the map with the caption and the colours' names.
    bool legend = true;
    /// The legend's first line, e.g. "A* - step 120 of 560"; nothing when empty.
    std::string caption;
    /// At kArrowCellPixels a cell or more, each cell the search reached points to its parent (D*'s
    /// signposts are its parents) with a line from its centre to the side it shares with the
    /// parent.
    bool arrows = true;
    /// With a connectivity, each connected region of the map (ConnectedRegions under it, as the
    /// app's View › Connected Regions shows them) is tinted a colour of its own.
    std::optional<Connectivity> regions;

    static constexpr int kArrowCellPixels = 8;
    static constexpr int kMinCellPixels = 1;
    static constexpr int kMaxCellPixels = 64;
};

/// The largest picture drawSearch() makes, in pixels (width × height); larger ones are refused.
inline constexpr long long kMaxPicturePixels = 64LL << 20;

/// The size drawSearch() gives a map of width × height cells; 0 × 0 when the options are out of
/// range or the picture would exceed kMaxPicturePixels.
struct PictureSize {
    int width = 0;
    int height = 0;
};
PictureSize searchPictureSize(int mapWidth, int mapHeight, bool hex, const SearchPictureOptions& options);

/// A picture of a search as the app shows it, in the app's colours (pictures/palette.h): each cell
/// its ground (wall, cost grey or terrain, shaded for its height on a map with heights), tinted as
/// the search left it (open or closed, of the forward or backward search), the parent arrows
/// (SearchPictureOptions::arrows), the connected regions (SearchPictureOptions::regions), the walls between
/// cells (a one-way side as a thinner line on the side it cannot be crossed from), the cells of the path, the
/// current cell, start and goal. Hex maps are drawn in their offset rows, a hex as a square whose bottom edge
/// is two halves, the sides to its south-west and south-east neighbours. With the legend, a strip below the
/// map says what the colours mean. The view's grid() must be set; throws std::invalid_argument when the
/// options are out of range or the picture would exceed kMaxPicturePixels.
Raster drawSearch(const SearchView& view, const SearchPictureOptions& options);
/// drawSearch() with the connected regions labelled beforehand (`labels`: those of the view's map
/// under options.regions, which an animation labels once for all its frames); with none, as above.
/// Throws std::invalid_argument when the labels are of another connectivity than options.regions.
Raster drawSearch(const SearchView& view, const SearchPictureOptions& options,
                  const ConnectedRegions* labels);

/// Two pictures side by side, `gap` pixels apart, on `background`, their tops aligned.
Raster sideBySide(const Raster& left, const Raster& right, int gap, Rgb background);

} // namespace pathfinder
