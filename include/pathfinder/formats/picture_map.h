#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/map_grid.h"

#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pathfinder {

/// A colour, 0xRRGGBB.
using PixelColour = std::uint32_t;

/// What one colour of a picture map stands for: a cell code (MapGrid's: 0 wall, 1–9 entry cost, a
/// terrain code), or the start or the goal, each on a free cell of cost 1.
struct PictureCell {
    enum class Kind : std::uint8_t { Cell, Start, Goal };
    Kind kind = Kind::Cell;
    std::uint8_t code = 1; ///< Kind::Cell only

    static PictureCell cell(std::uint8_t code) { return {Kind::Cell, code}; }
    static PictureCell start() { return {Kind::Start, 1}; }
    static PictureCell goal() { return {Kind::Goal, 1}; }
    friend bool operator==(const PictureCell& a, const PictureCell& b) {
        return a.kind == b.kind && (a.kind != Kind::Cell || a.code == b.code);
    }
    friend bool operator!=(const PictureCell& a, const PictureCell& b) { return !(a == b); }
};

/// The word a colour table uses for a cell: "wall", "1"–"9" (entry costs; "free" reads as "1"),
/// the terrains' names ("jungle", ...), "start", "goal".
std::string pictureCellWord(PictureCell cell);
/// The cell a word of a colour table stands for, or nothing.
std::optional<PictureCell> pictureCellOfWord(std::string_view word);

/// How the colours of a picture become cells, and cells colours. Each colour stands for one cell;
/// a cell may have several colours, the first of which is the one written. A colour that is not in
/// the table takes the cell of the nearest colour that is (the least squared distance in red, green
/// and blue; a tie goes to the earlier entry).
///
/// As a file, a colour table is text, one "CELL = RRGGBB" a line (six hexadecimal digits, in any
/// case); '#' starts a comment, blank lines are ignored:
///
///     # walls are black, corridors white
///     wall = 000000
///     free = ffffff
///     water = 1e90ff
class ColourTable {
public:
    struct Entry {
        PixelColour colour = 0;
        PictureCell cell;
        friend bool operator==(const Entry& a, const Entry& b) {
            return a.colour == b.colour && a.cell == b.cell;
        }
    };

    /// An empty table (which reads no picture: add entries first).
    ColourTable() = default;
    /// Black walls, white free cells, the costs 2–9 in ever darker greys, a colour for each terrain,
    /// a green start and a red goal (as the app draws them).
    static ColourTable standard();

    /// Adds `colour` for `cell`; throws std::invalid_argument when the colour is in the table.
    void add(PixelColour colour, PictureCell cell);
    const std::vector<Entry>& entries() const { return m_entries; }
    bool empty() const { return m_entries.empty(); }
    /// The cell of exactly this colour, or nothing.
    std::optional<PictureCell> find(PixelColour colour) const;
    /// The entry of the nearest colour; the table must not be empty.
    const Entry& nearest(PixelColour colour) const;
    /// The colour written for `cell`: its first entry's, or nothing.
    std::optional<PixelColour> colourOf(PictureCell cell) const;

    friend bool operator==(const ColourTable& a, const ColourTable& b) { return a.m_entries == b.m_entries; }
    friend bool operator!=(const ColourTable& a, const ColourTable& b) { return !(a == b); }

private:
    std::vector<Entry> m_entries;
};

/// "RRGGBB" in lower case.
std::string colourText(PixelColour colour);

/// Parses a colour table. Throws ParseError (file:line:col) on a malformed line, an unknown cell, a
/// colour given twice, and a table without entries; `fileName` is used only in messages.
ColourTable readColourTable(std::istream& in, const std::string& fileName);
ColourTable readColourTableFile(const std::string& path);
/// Writes the table as readColourTable() reads it back, one entry a line, in order.
void writeColourTable(std::ostream& out, const ColourTable& table);
/// Writes atomically (writeFileAtomically); std::runtime_error says why it failed.
void writeColourTableFile(const std::string& path, const ColourTable& table);

/// The largest picture file read, in bytes: a 4096 × 4096 picture, stored without compression,
/// three bytes a pixel, fits with room to spare.
inline constexpr std::size_t kMaxPictureBytes = std::size_t{128} << 20;

/// A map read from a picture, and how well its colours matched the table.
struct PictureMap {
    MapGrid grid;
    /// Pixels whose colour was not in the table and took the nearest one's cell.
    std::size_t approximated = 0;
    /// How many different colours that was, and the first such pixel (row by row).
    std::size_t approximatedColours = 0;
    std::optional<Coord> firstApproximated;
};

/// True for a path ending in .png, in any case.
bool isPicturePath(const std::string& path);

/// Reads a PNG picture as a map: each pixel a cell, through `table`. Transparent pixels are seen
/// over white. Throws ParseError when the bytes are not a PNG picture (libpng's reason), when the
/// picture is larger than MapGrid::kMaxSide on a side (before decoding it), when the table is
/// empty, and at the pixel's row and column (line = row + 1, column = column + 1) for a second
/// start or goal. The start and the goal are optional.
PictureMap readPictureMap(std::string_view bytes, const std::string& fileName, const ColourTable& table);
/// Reads the file (at most kMaxPictureBytes; ParseError at 0:0 when it cannot be read or is
/// larger) and then as above.
PictureMap readPictureMapFile(const std::string& path, const ColourTable& table);

/// What a picture written with `table` cannot keep of the map, one item per entry, in words for a
/// warning: a cell code without a colour (with how many cells have it), the start or the goal when
/// the table has no colour for it or its cell is not a free cell of cost 1, hex cells, walls between
/// cells, one-way sides, heights, the slope factor, and a unit other than the standard one.
/// Empty when reading the picture back with the same table gives the same cells, start and goal.
std::vector<std::string> pictureLosses(const MapGrid& grid, const ColourTable& table);

/// The map as an 8-bit RGB PNG picture, a pixel a cell, in the table's colours (the start and the
/// goal over their cells when the table has their colours). Throws std::invalid_argument, naming
/// the code, when a cell's code has no colour in the table.
std::string writePictureMap(const MapGrid& grid, const ColourTable& table);
/// Writes the picture atomically (writeFileAtomically); std::runtime_error says why it failed.
void writePictureMapFile(const std::string& path, const MapGrid& grid, const ColourTable& table);

} // namespace pathfinder
