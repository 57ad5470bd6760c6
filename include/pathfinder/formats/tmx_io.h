#pragma once

#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/terrain.h"

#include <cstdint>
#include <iosfwd>
#include <map>
#include <optional>
#include <string>
#include <utility>

namespace pathfinder {

/// True when `path` names a Tiled map: its extension is ".tmx" in any case.
bool isTmxPath(const std::string& path);

/// What one kind of tile becomes, and where the mapping file says so.
struct TmxRule {
    std::uint8_t code = MapGrid::kWall; ///< a MapGrid code: 0 wall, 1-9 plain cost, a terrain's code
    int line = 0;
    int column = 0; ///< of the rule's first word
};

/// How the tiles of a Tiled map become the cells of a MapGrid: a mapping file, read by
/// readTmxMapping().
///
/// The file has one statement a line; '#' starts a comment (outside quotes), blank lines are
/// ignored:
///
///     # the tile property the value rules read (this line may be left out: "terrain")
///     property terrain
///     # the unit that crosses the map, from the standard table (left out: the default unit)
///     unit movingai
///     forest = forest          # a tile whose property "terrain" is "forest"
///     "deep water" = water     # a quoted value may hold spaces, or be a word below
///     3 = wall                 # the tile of local id 3 in the map's first tileset
///     tileset Overworld 12 = 4 # local id 12 of the tileset named Overworld (quote a name with spaces)
///     empty = free             # a cell without a tile (gid 0)
///     default = wall           # any tile no other rule maps
///
/// Left of '=': a whole number is a tile id (a gid minus its tileset's firstgid, as Tiled shows it);
/// "tileset NAME ID" an id in a named tileset; "empty" and "default" the cells above; anything else
/// a value of the property, quoted when it is a number or one of the words property, unit,
/// tileset, empty, default. Right of '=': "wall", "free" (cost 1), a cost 1-9, or a terrain
/// (jungle, forest, plains, desert, foothills, mountains, roadway, trail, swamp, water).
///
/// A tile takes the first rule that applies, in this order: its tileset and id, its id in the first
/// tileset, its property's value, default. A cell without a tile takes "empty", else "default".
/// A tile no rule maps is an error naming the tile and where it is.
struct TmxMapping {
    std::string fileName;                   ///< the mapping file, for messages
    std::string property = "terrain";       ///< the tile property the value rules read
    std::optional<UnitProfile> unit;        ///< the map's unit, when the file names one
    std::map<std::string, TmxRule> byValue; ///< property value -> rule
    std::map<std::uint32_t, TmxRule> byId;  ///< first tileset's id -> rule
    std::map<std::pair<std::string, std::uint32_t>, TmxRule> byTilesetId; ///< (tileset, id) -> rule
    std::optional<TmxRule> empty;                                         ///< gid 0
    std::optional<TmxRule> fallback;                                      ///< "default"
};

/// Parses a mapping file (see TmxMapping). Throws ParseError (file:line:col: what was expected) on
/// any malformed line, a key given twice, an unknown unit, and a file without a single rule.
TmxMapping readTmxMapping(std::istream& in, const std::string& fileName);
/// Opens and parses a file; a file that cannot be opened is a ParseError at line 0, column 0.
TmxMapping readTmxMappingFile(const std::string& path);

/// Choices for reading a .tmx.
struct TmxOptions {
    std::string layer; ///< the name of the tile layer to read; empty: the first tile layer
};

/// Reads one tile layer of a Tiled .tmx map (mapeditor.org's TMX format) into a grid of its size,
/// each tile becoming a cell as `mapping` says; the grid gets the mapping's unit, and no start or
/// goal.
///
/// Read: orthogonal maps, and hexagonal maps of pointy-top hexes whose odd rows are shifted right
/// (staggeraxis "y", staggerindex "odd"; Tiled's defaults when they are left out), which become
/// Topology::Hex maps of the same rows, of at most MapGrid::kMaxSide a side; tile layers (also inside groups)
/// stored as CSV, as base64 (uncompressed, zlib or gzip) or as <tile gid> elements; the flip bits
/// of a gid are ignored; tilesets in the map or in external .tsx files (found from the .tmx's
/// folder), each tile's property `mapping.property`. Refused with a clear error: other
/// orientations, infinite maps, zstd compression, a gid that names no tile of the tilesets, a tile
/// no rule maps, hexagonal maps of another stagger, a mapping rule that names a tileset or a tile the map
/// does not have, a tileset after a layer (Tiled writes them first).
///
/// Errors are ParseErrors at file:line:col in the .tmx, the .tsx or the mapping file; columns count
/// characters, as expat does. A tile is placed at its number in CSV data, at its element, or, in
/// base64 data, at the <data> element, with the cell's (x, y). The size is checked before anything
/// is allocated for it, and compressed data is never inflated past the layer's size.
/// `fileName` names the document in errors and is the folder external tilesets are found from.
MapGrid readTmxMap(std::istream& in, const std::string& fileName, const TmxMapping& mapping,
                   const TmxOptions& options = {});
/// Opens and reads a file; a file that cannot be opened is a ParseError at line 0, column 0.
MapGrid readTmxMap(const std::string& tmxPath, const TmxMapping& mapping, const TmxOptions& options = {});

} // namespace pathfinder
