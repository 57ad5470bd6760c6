#include "pathfinder/pictures/search_picture.h"

#include "pathfinder/grid/topology.h"
#include "pathfinder/traces/search_timeline.h"

#include "pictures/pixel_font.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <stdexcept>
#include <utility>
#include <vector>

namespace pathfinder {

Raster::Raster(int width, int height, Rgb fill) : m_width(std::max(0, width)), m_height(std::max(0, height)) {
    m_pixels.assign(static_cast<std::size_t>(m_width) * static_cast<std::size_t>(m_height), fill);
}

void Raster::fill(int x, int y, int width, int height, Rgb colour) {
    const int left = std::max(0, x);
    const int top = std::max(0, y);
    const int right = std::min(m_width, x + width);
    const int bottom = std::min(m_height, y + height);
    for (int row = top; row < bottom; ++row)
        std::fill(m_pixels.begin() + static_cast<std::ptrdiff_t>(index(left, row)),
                  m_pixels.begin() + static_cast<std::ptrdiff_t>(index(left, row)) +
                      std::max(0, right - left),
                  colour);
}

void Raster::text(int x, int y, std::string_view text, int scale, Rgb colour) {
    for (std::size_t i = 0; i < text.size(); ++i) {
        const int left = x + static_cast<int>(i) * pixel_font::kAdvance * scale;
        for (int row = 0; row < pixel_font::kGlyphHeight; ++row)
            for (int column = 0; column < pixel_font::kGlyphWidth; ++column)
                if (pixel_font::ink(text[i], column, row))
                    fill(left + column * scale, y + row * scale, scale, scale, colour);
    }
}

void Raster::paste(const Raster& picture, int x, int y) {
    for (int row = 0; row < picture.height(); ++row) {
        const int to = y + row;
        if (to < 0 || to >= m_height)
            continue;
        for (int column = 0; column < picture.width(); ++column) {
            const int at = x + column;
            if (at >= 0 && at < m_width)
                m_pixels[index(at, to)] = picture.at(column, row);
        }
    }
}

void Raster::line(int x0, int y0, int x1, int y1, Rgb colour, int width) {
    const int dx = std::abs(x1 - x0);
    const int dy = -std::abs(y1 - y0);
    const int sx = x0 < x1 ? 1 : -1;
    const int sy = y0 < y1 ? 1 : -1;
    int error = dx + dy;
    for (;;) {
        fill(x0, y0, width, width, colour);
        if (x0 == x1 && y0 == y1)
            break;
        const int twice = 2 * error;
        if (twice >= dy) {
            error += dy;
            x0 += sx;
        }
        if (twice <= dx) {
            error += dx;
            y0 += sy;
        }
    }
}

namespace {

constexpr int kMargin = 4;
constexpr Rgb kLegendText{235, 235, 235};

struct LegendItem {
    const char* label;
    Rgb colour;
};

// The colours a search picture uses, in the order the legend names them.
constexpr std::array<LegendItem, 7> kLegend = {
    {{"start", colours::kStart},
     {"goal", colours::kGoal},
     {"open", colours::tint({255, 255, 255}, colours::kOpenTint)},
     {"closed", colours::tint({255, 255, 255}, colours::kClosedTint)},
     {"path", colours::kPath},
     {"current", colours::kCurrent},
     {"wall", colours::kWall}}};

int legendScale(int mapPixelsWide) {
    return mapPixelsWide >= 480 ? 2 : 1;
}

int itemWidth(const LegendItem& item, int scale) {
    return pixel_font::kGlyphHeight * scale + 3 * scale + pixel_font::textWidth(item.label, scale);
}

/// The legend's rows of items for a picture `width` wide: the index of each row's first item.
std::vector<std::size_t> legendRows(int width, int scale) {
    std::vector<std::size_t> rows;
    int x = kMargin;
    for (std::size_t i = 0; i < kLegend.size(); ++i) {
        const int w = itemWidth(kLegend[i], scale);
        if (rows.empty() || x + w > width - kMargin) {
            rows.push_back(i);
            x = kMargin;
        }
        x += w + 4 * scale;
    }
    return rows;
}

int lineHeight(int scale) {
    return pixel_font::kGlyphHeight * scale + kMargin;
}

int legendMinWidth(int scale) {
    int widest = 0;
    for (const LegendItem& item : kLegend)
        widest = std::max(widest, itemWidth(item, scale));
    return widest + 2 * kMargin;
}

int legendHeight(int width, int scale, bool caption) {
    const int lines = static_cast<int>(legendRows(width, scale).size()) + (caption ? 1 : 0);
    return kMargin + lines * lineHeight(scale);
}

void drawLegend(Raster& picture, int top, int scale, const std::string& caption) {
    int y = top + kMargin;
    if (!caption.empty()) {
        picture.text(kMargin, y, caption, scale, kLegendText);
        y += lineHeight(scale);
    }
    const std::vector<std::size_t> rows = legendRows(picture.width(), scale);
    for (std::size_t r = 0; r < rows.size(); ++r) {
        const std::size_t end = r + 1 < rows.size() ? rows[r + 1] : kLegend.size();
        int x = kMargin;
        for (std::size_t i = rows[r]; i < end; ++i) {
            const int swatch = pixel_font::kGlyphHeight * scale;
            picture.fill(x, y, swatch, swatch, kLegendText);
            picture.fill(x + 1, y + 1, swatch - 2, swatch - 2, kLegend[i].colour);
            picture.text(x + swatch + 3 * scale, y, kLegend[i].label, scale, kLegendText);
            x += itemWidth(kLegend[i], scale) + 4 * scale;
        }
        y += lineHeight(scale);
    }
}

/// Where cell c's square begins: odd rows of a hex map are half a cell to the right.
int cellLeft(Coord c, int cellPixels, bool hex) {
    return c.x * cellPixels + (hex && (c.y & 1) != 0 ? cellPixels / 2 : 0);
}

/// A marker on cell c: the whole cell when it is small, else the cell less a border.
void mark(Raster& picture, Coord c, int cellPixels, bool hex, Rgb colour, int inset) {
    const int border = cellPixels >= 4 ? std::min(inset, (cellPixels - 2) / 2) : 0;
    picture.fill(cellLeft(c, cellPixels, hex) + border, c.y * cellPixels + border, cellPixels - 2 * border,
                 cellPixels - 2 * border, colour);
}

/// A side of a cell as the picture draws it: a line `length` pixels long from (x, y), across
/// (vertical) or along (horizontal) the rows.
struct SideLine {
    int x = 0;
    int y = 0;
    int length = 0;
    bool vertical = false;
};

/// The side of cell c in heading d (E or S on a square map; E, SE or SW on a hex map), each side
/// drawn once, by the cell west or north of it. A hex's square is shifted half a cell on odd rows,
/// so its south side is two halves: the south-west neighbour's and the south-east one's.
SideLine sideLine(Coord c, Direction d, int cell, bool hex) {
    const int left = cellLeft(c, cell, hex);
    const int bottom = (c.y + 1) * cell;
    if (d == Direction::E)
        return {left + cell, c.y * cell, cell, true};
    if (!hex)
        return {left, bottom, cell, false};
    // Where the two cells below meet: half a cell in on an even row, the rest of it on an odd one.
    const int split = left + ((c.y & 1) != 0 ? cell - cell / 2 : cell / 2);
    return d == headingOfHexSide(HexSide::SE, c.y) ? SideLine{split, bottom, left + cell - split, false}
                                                   : SideLine{left, bottom, split - left, false};
}

/// Walls between cells: a wall astride the side's line, a one-way side as a thinner line just
/// inside the cell that may not cross it.
void drawSides(Raster& picture, const MapGrid& map, int cell) {
    const bool hex = map.topology() == Topology::Hex;
    const int thick = std::max(1, cell / 6);
    const int thin = std::max(1, thick / 2);
    for (int y = 0; y < map.height(); ++y)
        for (int x = 0; x < map.width(); ++x) {
            const Coord c{x, y};
            const std::array<Direction, 3> sides{Direction::E,
                                                 hex ? headingOfHexSide(HexSide::SW, y) : Direction::S,
                                                 headingOfHexSide(HexSide::SE, y)};
            for (std::size_t i = 0; i < (hex ? 3U : 2U); ++i) {
                const Direction d = sides[i];
                const SideKind kind = map.side(c, d);
                if (kind == SideKind::Open)
                    continue;
                const SideLine side = sideLine(c, d, cell, hex);
                // Astride the line for a wall; for a one-way side, a thin line on the side of the
                // cell it may not be crossed from: OneWayOut is crossed from c only, so the line
                // lies in the neighbour.
                const int width = kind == SideKind::Wall ? thick + 1 : thin;
                const int shift = kind == SideKind::Wall        ? -(thick / 2 + 1)
                                  : kind == SideKind::OneWayOut ? 0
                                                                : -thin;
                if (side.vertical)
                    picture.fill(side.x + shift, side.y, width, side.length, colours::kWall);
                else
                    picture.fill(side.x, side.y + shift, side.length, width, colours::kWall);
            }
        }
}

} // namespace

PictureSize searchPictureSize(int mapWidth, int mapHeight, bool hex, const SearchPictureOptions& options) {
    if (options.cellPixels < SearchPictureOptions::kMinCellPixels ||
        options.cellPixels > SearchPictureOptions::kMaxCellPixels || mapWidth <= 0 || mapHeight <= 0)
        return {};
    const long long cell = options.cellPixels;
    const long long mapWide = mapWidth * cell + (hex && mapHeight > 1 ? cell / 2 : 0);
    const long long mapHigh = mapHeight * cell;
    if (mapWide * mapHigh > kMaxPicturePixels)
        return {};
    int width = static_cast<int>(mapWide);
    int height = static_cast<int>(mapHigh);
    if (options.legend) {
        const int scale = legendScale(width);
        width = std::max(width, legendMinWidth(scale));
        height += legendHeight(width, scale, !options.caption.empty());
    }
    if (static_cast<long long>(width) * height > kMaxPicturePixels)
        return {};
    return {width, height};
}

Raster drawSearch(const SearchView& view, const SearchPictureOptions& options) {
    return drawSearch(view, options, nullptr);
}

Raster drawSearch(const SearchView& view, const SearchPictureOptions& options,
                  const ConnectedRegions* labels) {
    const MapGrid* map = view.grid();
    if (!map)
        throw std::invalid_argument("drawSearch: the view has no map");
    if (labels && (!options.regions || labels->connectivity() != *options.regions))
        throw std::invalid_argument("drawSearch: the regions given are not those the options ask for");
    const bool hex = map->topology() == Topology::Hex;
    const PictureSize size = searchPictureSize(map->width(), map->height(), hex, options);
    if (size.width == 0)
        throw std::invalid_argument("drawSearch: the cell size is out of range or the picture too large");
    const int cell = options.cellPixels;
    Raster picture(size.width, size.height, colours::kBackground);

    const auto* frame = dynamic_cast<const TimelineFrame*>(&view);
    const bool lines = cell >= 6;
    // Each cell's parent, kept as the cells are drawn, for the arrows drawn over them.
    const bool arrows = options.arrows && cell >= SearchPictureOptions::kArrowCellPixels;
    std::vector<std::pair<Coord, Coord>> parents;
    std::optional<ConnectedRegions> ownLabels;
    if (options.regions && !labels)
        ownLabels.emplace(*map, *options.regions);
    const ConnectedRegions* regions = labels ? labels : ownLabels ? &*ownLabels : nullptr;
    for (int y = 0; y < map->height(); ++y)
        for (int x = 0; x < map->width(); ++x) {
            const Coord c{x, y};
            const int code = map->code(c);
            Rgb rgb = colours::cellShade(code);
            if (map->paddedHeights())
                rgb = colours::heightShade(rgb, map->height(c));
            if (regions && code != MapGrid::kWall)
                if (const std::uint32_t region = regions->regionOf(c))
                    rgb = colours::tint(rgb, colours::regionTint(region));
            // A timeline frame's own cell state works out h, which a picture does not show.
            const CellView state = frame ? frame->replay().cellState(c) : view.cellState(c);
            if (code != MapGrid::kWall && state.visit != CellVisit::Unseen)
                rgb = colours::tint(rgb, colours::searchTint(state.visit, state.frontier));
            if (arrows && state.parent && *state.parent != c)
                parents.emplace_back(c, *state.parent);
            const int left = cellLeft(c, cell, hex);
            if (lines) {
                picture.fill(left, y * cell, cell, cell,
                             {colours::gridLine(rgb.r), colours::gridLine(rgb.g), colours::gridLine(rgb.b)});
                picture.fill(left + 1, y * cell + 1, cell - 1, cell - 1, rgb);
            } else {
                picture.fill(left, y * cell, cell, cell, rgb);
            }
        }

    // The parents, as lines from each cell's centre to the side it shares with its parent.
    const int pen = cell >= 24 ? 2 : 1;
    for (const auto& [c, parent] : parents) {
        const int cx = cellLeft(c, cell, hex) + cell / 2;
        const int cy = c.y * cell + cell / 2;
        const int px = cellLeft(parent, cell, hex) + cell / 2;
        const int py = parent.y * cell + cell / 2;
        // Halfway to the parent's centre: the shared side, for a neighbour; a parent further away
        // (a jump point's) is pointed at the same way.
        const int reach = std::max(std::abs(px - cx), std::abs(py - cy));
        const int half = cell / 2;
        picture.line(cx, cy, cx + (px - cx) * half / reach, cy + (py - cy) * half / reach, colours::kArrow,
                     pen);
        picture.fill(cx - pen, cy - pen, 2 * pen, 2 * pen, colours::kArrow);
    }

    if ((map->features() & (kSideWalls | kOneWaySides)) != 0 && cell >= 3)
        drawSides(picture, *map, cell);

    const int inset = std::max(1, cell / 4);
    for (const Coord c : view.path())
        mark(picture, c, cell, hex, colours::kPath, inset);
    if (const auto current = view.current())
        mark(picture, *current, cell, hex, colours::kCurrent, inset);
    if (const auto start = map->start())
        mark(picture, *start, cell, hex, colours::kStart, 1);
    if (const auto goal = map->goal())
        mark(picture, *goal, cell, hex, colours::kGoal, 1);

    if (options.legend)
        drawLegend(picture, map->height() * cell, legendScale(picture.width()), options.caption);
    return picture;
}

Raster sideBySide(const Raster& left, const Raster& right, int gap, Rgb background) {
    Raster picture(left.width() + gap + right.width(), std::max(left.height(), right.height()), background);
    picture.paste(left, 0, 0);
    picture.paste(right, left.width() + gap, 0);
    return picture;
}

} // namespace pathfinder
