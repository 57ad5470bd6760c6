#include "pathfinder/formats/tmx_io.h"

#include "pathfinder/basics/count_text.h"
#include "pathfinder/basics/parse_error.h"

#include "basics/text_scanner.h"
#include "formats/tmx_layer_data.h"
#include "formats/tmx_tileset.h"
#include "formats/xml_reader.h"
#include "platform/files.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <memory>
#include <unordered_map>
#include <vector>

// The format is Tiled's TMX (https://doc.mapeditor.org/en/stable/reference/tmx-map-format/).

namespace pathfinder {

namespace {

/// The top four bits of a gid flip or rotate the tile; the rest name it.
constexpr std::uint32_t kGidMask = 0x0FFFFFFF;

std::string at(Coord c) {
    return "(" + std::to_string(c.x) + ", " + std::to_string(c.y) + ")";
}

/// Reads one .tmx document; one instance per call of readTmxMap().
class TmxReader final : public XmlHandler {
public:
    TmxReader(const std::string& fileName, const TmxMapping& mapping, const TmxOptions& options)
        : m_fileName(fileName), m_mapping(mapping), m_options(options) {}

    MapGrid read(std::istream& in) {
        readXml(in, m_fileName, *this);
        // The first tile layer, when none is named, is read or refused where it stands.
        if (m_layerNames.empty())
            fail(m_mapAt, "the map has no tile layer");
        if (!m_layerDone)
            fail(m_mapAt, "no tile layer named " + pathfinder::quoted(m_options.layer) +
                              " (its tile layers: " + nameList(m_layerNames) + ")");
        MapGrid grid(m_width, m_height);
        grid.setTopology(m_topology);
        if (m_mapping.unit)
            grid.setUnit(*m_mapping.unit);
        for (std::size_t i = 0; i < m_codes.size(); ++i)
            if (m_codes[i] != 1)
                grid.setCode({static_cast<int>(i % static_cast<std::size_t>(m_width)),
                              static_cast<int>(i / static_cast<std::size_t>(m_width))},
                             m_codes[i]);
        return grid;
    }

    void start(const XmlElement& element) override {
        if (m_tileset) {
            m_tileset->start(element);
        } else if (m_path.empty()) {
            readMapElement(element);
        } else if (element.name == "tileset" && m_path.size() == 1) {
            readTilesetElement(element);
        } else if (element.name == "layer" && (m_path.back() == "map" || m_path.back() == "group")) {
            readLayerElement(element);
        } else if (m_layerDepth != 0 && m_path.size() == m_layerDepth + 1 && element.name == "data") {
            readDataElement(element);
        } else if (m_inData && element.name == "chunk") {
            fail(element.at, "a chunk of an infinite map: infinite maps are not read (in Tiled, turn off "
                             "Map > Map Properties > Infinite)");
        } else if (m_inData && !m_decoder && element.name == "tile" && m_path.size() == m_layerDepth + 2) {
            const XmlAttribute* gid = element.find("gid");
            if (m_codes.size() == tiles())
                fail(element.at, "more tiles than a " + size() + " layer has");
            place(gid ? numberAttribute(m_fileName, *gid, 0, 0xFFFFFFFFu) : 0, element.at);
        }
        m_path.emplace_back(element.name);
    }

    void end(std::string_view name, XmlPosition endAt) override {
        m_path.pop_back();
        if (m_tileset) {
            if (m_tileset->end())
                m_tileset.reset();
        } else if (m_inData && m_path.size() == m_layerDepth + 1) {
            if (m_decoder)
                m_decoder->finish(endAt);
            else if (m_codes.size() != tiles())
                fail(endAt, "the layer data holds " + countText(m_codes.size(), "tile") + "; a " + size() +
                                " layer has " + std::to_string(tiles()));
            m_decoder.reset();
            m_inData = false;
            m_layerDone = true;
        } else if (m_layerDepth != 0 && m_path.size() == m_layerDepth && name == "layer") {
            if (!m_layerDone)
                fail(m_layerAt, "the layer " + pathfinder::quoted(m_layerName) + " has no <data>");
            m_layerDepth = 0;
        }
    }

    void text(std::string_view piece, XmlPosition pieceAt) override {
        if (m_tileset) {
            m_tileset->text(piece);
        } else if (m_inData && m_decoder) {
            m_decoder->text(piece, pieceAt);
        } else if (m_inData) {
            const std::size_t word = piece.find_first_not_of(" \t\r\n");
            if (word != std::string_view::npos)
                fail(advance(pieceAt, piece.substr(0, word)),
                     "expected <tile> elements in a <data> without an encoding, found text");
        }
    }

private:
    [[noreturn]] void fail(XmlPosition where, const std::string& message) const {
        throw ParseError(m_fileName, where.line, where.column, message);
    }

    [[noreturn]] void failInMapping(const TmxRule& rule, const std::string& message) const {
        throw ParseError(m_mapping.fileName, rule.line, rule.column, message);
    }

    static std::string nameList(const std::vector<std::string>& names) {
        std::string list;
        for (const std::string& name : names)
            list += (list.empty() ? "" : ", ") + pathfinder::quoted(name);
        return list;
    }

    std::size_t tiles() const {
        return static_cast<std::size_t>(m_width) * static_cast<std::size_t>(m_height);
    }
    std::string size() const { return std::to_string(m_width) + " x " + std::to_string(m_height); }

    int side(const XmlElement& element, const char* name) const {
        const XmlAttribute* value = element.find(name);
        if (!value)
            fail(element.at, "expected a " + std::string(name) + " on <" + std::string(element.name) + ">");
        // Checked before anything is allocated for the map, so a hostile size costs nothing.
        return static_cast<int>(numberAttribute(m_fileName, *value, 1, MapGrid::kMaxSide));
    }

    void readMapElement(const XmlElement& element) {
        if (element.name != "map")
            fail(element.at,
                 "expected a <map> element (a Tiled .tmx map), found <" + std::string(element.name) + ">");
        m_mapAt = element.at;
        if (const XmlAttribute* orientation = element.find("orientation");
            orientation && orientation->value == "hexagonal")
            readHexStagger(element);
        else if (orientation && orientation->value != "orthogonal")
            fail(orientation->at, "only orthogonal and hexagonal maps are read, this one is " +
                                      pathfinder::quoted(orientation->value));
        if (const XmlAttribute* infinite = element.find("infinite")) {
            if (infinite->value == "1")
                fail(infinite->at,
                     "infinite maps are not read (in Tiled, turn off Map > Map Properties > Infinite)");
            if (infinite->value != "0")
                fail(infinite->at,
                     "expected infinite=\"0\" or \"1\", found " + pathfinder::quoted(infinite->value));
        }
        m_width = side(element, "width");
        m_height = side(element, "height");
    }

    /// A hexagonal map is read when its hexes are pointy-top with the odd rows shifted right
    /// (staggeraxis "y", staggerindex "odd", as Tiled takes them when they are left out): the
    /// odd-r rows of Topology::Hex.
    void readHexStagger(const XmlElement& element) {
        const XmlAttribute* axis = element.find("staggeraxis");
        if (axis && axis->value != "y")
            fail(axis->at, "a hexagonal map is read only with staggeraxis=\"y\" (pointy-top hexes in rows), "
                           "this one has " +
                               pathfinder::quoted(axis->value) +
                               " (in Tiled: Map > Map Properties > Stagger Axis Y)");
        const XmlAttribute* index = element.find("staggerindex");
        if (index && index->value != "odd")
            fail(index->at, "a hexagonal map is read only with staggerindex=\"odd\" (the odd rows shifted "
                            "right), this one has " +
                                pathfinder::quoted(index->value) +
                                " (in Tiled: Map > Map Properties > Stagger Index Odd)");
        m_topology = Topology::Hex;
    }

    void readTilesetElement(const XmlElement& element) {
        if (!m_layerNames.empty())
            fail(element.at, "a tileset after a layer (Tiled writes every tileset before the first layer)");
        const XmlAttribute* first = element.find("firstgid");
        if (!first)
            fail(element.at, "expected a firstgid on <tileset>");
        TmxTileset& tileset = m_tilesets.emplace_back();
        tileset.firstGid = numberAttribute(m_fileName, *first, 1, kGidMask);
        tileset.at = element.at;
        if (m_tilesets.size() > 1 && tileset.firstGid <= m_tilesets[m_tilesets.size() - 2].firstGid)
            fail(first->at, "firstgid " + std::to_string(tileset.firstGid) +
                                " is not above the previous tileset's (" +
                                std::to_string(m_tilesets[m_tilesets.size() - 2].firstGid) + ")");
        m_tileset = std::make_unique<TilesetReader>(m_fileName, m_mapping.property, tileset);
        if (const XmlAttribute* source = element.find("source")) {
            readExternalTileset(m_fileName, *source, m_mapping.property, tileset);
            // What the element holds is the .tsx's business; the reader below only walks past it.
            XmlElement bare;
            bare.name = element.name;
            bare.at = element.at;
            m_tileset->start(bare);
        } else {
            m_tileset->start(element);
        }
    }

    void readLayerElement(const XmlElement& element) {
        const XmlAttribute* name = element.find("name");
        const std::string layerName = name ? std::string(name->value) : std::string();
        if (m_layerNames.empty())
            checkMappingAgainstTilesets();
        m_layerNames.push_back(layerName);
        if (m_layerDone || m_layerDepth != 0 || (!m_options.layer.empty() && layerName != m_options.layer))
            return;
        for (const char* side : {"width", "height"})
            if (const XmlAttribute* value = element.find(side);
                value && numberAttribute(m_fileName, *value, 1, MapGrid::kMaxSide) !=
                             static_cast<std::uint32_t>(side[0] == 'w' ? m_width : m_height))
                fail(value->at, "the layer's " + std::string(side) + " " + std::string(value->value) +
                                    " differs from the map's " +
                                    std::to_string(side[0] == 'w' ? m_width : m_height));
        m_layerDepth = m_path.size();
        m_layerName = layerName;
        m_layerAt = element.at;
    }

    void readDataElement(const XmlElement& element) {
        if (m_layerDone)
            fail(element.at, "a second <data> in the layer " + pathfinder::quoted(m_layerName));
        const XmlAttribute* encoding = element.find("encoding");
        const XmlAttribute* compression = element.find("compression");
        if (encoding && encoding->value != "csv" && encoding->value != "base64")
            fail(encoding->at,
                 "expected the encoding csv or base64, found " + pathfinder::quoted(encoding->value));
        const bool base64 = encoding && encoding->value == "base64";
        TmxCompression packing = TmxCompression::None;
        if (compression && !base64)
            fail(compression->at, "compression applies to base64 data only");
        if (compression) {
            if (compression->value == "zstd")
                fail(compression->at, "zstd-compressed layers are not read: in Tiled, choose the tile layer "
                                      "format Base64 (zlib compressed) or CSV in Map > Map Properties");
            if (compression->value != "zlib" && compression->value != "gzip")
                fail(compression->at, "expected the compression zlib or gzip, found " +
                                          pathfinder::quoted(compression->value));
            packing = compression->value == "zlib" ? TmxCompression::Zlib : TmxCompression::Gzip;
        }
        m_codes.reserve(tiles());
        m_inData = true;
        if (encoding)
            m_decoder = makeLayerDataDecoder(
                m_fileName, m_width, m_height, base64 ? TmxEncoding::Base64 : TmxEncoding::Csv, packing,
                element.at, [this](std::uint32_t gid, XmlPosition gidAt) { place(gid, gidAt); });
    }

    /// A mapping rule naming a tileset or a tile the map does not have is an error in the mapping.
    void checkMappingAgainstTilesets() const {
        const auto checkId = [&](const TmxTileset& tileset, std::uint32_t id, const TmxRule& rule) {
            if (tileset.extent && id >= *tileset.extent)
                failInMapping(rule, "tile id " + std::to_string(id) + " is not in the tileset " +
                                        pathfinder::quoted(tileset.name) + " of " + m_fileName + " (it has " +
                                        countText(*tileset.extent, "tile") + ")");
        };
        for (const auto& [key, rule] : m_mapping.byTilesetId) {
            const std::string& name = key.first;
            const auto found = std::find_if(m_tilesets.begin(), m_tilesets.end(),
                                            [&name](const TmxTileset& t) { return t.name == name; });
            if (found == m_tilesets.end()) {
                std::vector<std::string> names;
                for (const TmxTileset& t : m_tilesets)
                    names.push_back(t.name);
                failInMapping(rule, "no tileset " + pathfinder::quoted(name) + " in " + m_fileName +
                                        (names.empty() ? std::string(" (it has none)")
                                                       : " (its tilesets: " + nameList(names) + ")"));
            }
            checkId(*found, key.second, rule);
        }
        for (const auto& [id, rule] : m_mapping.byId) {
            if (m_tilesets.empty())
                failInMapping(rule, "tile id " + std::to_string(id) +
                                        " names a tile of the first tileset, and " + m_fileName +
                                        " has none");
            checkId(m_tilesets.front(), id, rule);
        }
    }

    void place(std::uint32_t gid, XmlPosition gidAt) {
        gid &= kGidMask;
        const Coord cell{static_cast<int>(m_codes.size() % static_cast<std::size_t>(m_width)),
                         static_cast<int>(m_codes.size() / static_cast<std::size_t>(m_width))};
        auto found = m_known.find(gid);
        if (found == m_known.end())
            found = m_known.emplace(gid, codeOf(gid, cell, gidAt)).first;
        m_codes.push_back(found->second);
    }

    /// The code of the tile a gid names, as the mapping says; `cell` and `gidAt` are where it was
    /// first met, for the error when there is none.
    std::uint8_t codeOf(std::uint32_t gid, Coord cell, XmlPosition gidAt) const {
        const std::string rules =
            m_mapping.fileName.empty() ? std::string("the mapping") : m_mapping.fileName;
        if (gid == 0) {
            if (const auto& rule = m_mapping.empty ? m_mapping.empty : m_mapping.fallback)
                return rule->code;
            fail(gidAt, "an empty cell (gid 0) at " + at(cell) + " has no mapping in " + rules +
                            " (give one with 'empty = ...' or 'default = ...')");
        }
        const auto next =
            std::upper_bound(m_tilesets.begin(), m_tilesets.end(), gid,
                             [](std::uint32_t g, const TmxTileset& t) { return g < t.firstGid; });
        if (next == m_tilesets.begin())
            fail(gidAt, "tile " + std::to_string(gid) + " at " + at(cell) + " is in no tileset" +
                            (m_tilesets.empty() ? std::string(": the map has none")
                                                : " (the first starts at gid " +
                                                      std::to_string(m_tilesets.front().firstGid) + ")"));
        const TmxTileset& tileset = *(next - 1);
        const std::uint32_t id = gid - tileset.firstGid;
        if (tileset.extent && id >= *tileset.extent)
            fail(gidAt, "tile " + std::to_string(gid) + " at " + at(cell) +
                            " is in no tileset: " + pathfinder::quoted(tileset.name) + " has gids " +
                            std::to_string(tileset.firstGid) + " to " +
                            std::to_string(tileset.firstGid + *tileset.extent - 1));
        if (const auto rule = m_mapping.byTilesetId.find({tileset.name, id});
            rule != m_mapping.byTilesetId.end())
            return rule->second.code;
        if (&tileset == &m_tilesets.front())
            if (const auto rule = m_mapping.byId.find(id); rule != m_mapping.byId.end())
                return rule->second.code;
        const auto value = tileset.values.find(id);
        if (value != tileset.values.end())
            if (const auto rule = m_mapping.byValue.find(value->second); rule != m_mapping.byValue.end())
                return rule->second.code;
        if (m_mapping.fallback)
            return m_mapping.fallback->code;
        fail(gidAt, "tile " + std::to_string(gid) + " (tileset " + pathfinder::quoted(tileset.name) + " id " +
                        std::to_string(id) + ") at " + at(cell) + " has no mapping in " + rules + " (" +
                        (value == tileset.values.end()
                             ? "it has no property " + pathfinder::quoted(m_mapping.property)
                             : "its property " + pathfinder::quoted(m_mapping.property) + " is " +
                                   pathfinder::quoted(value->second)) +
                        ")");
    }

    const std::string& m_fileName;
    const TmxMapping& m_mapping;
    const TmxOptions& m_options;
    std::vector<std::string> m_path; ///< the elements open, the root first
    int m_width = 0;
    int m_height = 0;
    Topology m_topology = Topology::Square;
    XmlPosition m_mapAt;
    std::vector<TmxTileset> m_tilesets;
    std::unique_ptr<TilesetReader> m_tileset; ///< while inside a <tileset> of the map
    std::vector<std::string> m_layerNames;    ///< every tile layer met
    std::size_t m_layerDepth = 0;             ///< elements open around the chosen layer's; 0 outside it
    std::string m_layerName;
    XmlPosition m_layerAt;
    bool m_inData = false;
    bool m_layerDone = false;
    std::unique_ptr<LayerDataDecoder> m_decoder;             ///< null for <tile> elements
    std::vector<std::uint8_t> m_codes;                       ///< the layer's cells so far, row by row
    std::unordered_map<std::uint32_t, std::uint8_t> m_known; ///< gid -> code, for gids met before
};

} // namespace

bool isTmxPath(const std::string& path) {
    const std::string extension = platform::utf8FromPath(platform::pathFromUtf8(path).extension());
    return extension.size() == 4 && extension[0] == '.' && (extension[1] | 0x20) == 't' &&
           (extension[2] | 0x20) == 'm' && (extension[3] | 0x20) == 'x';
}

MapGrid readTmxMap(std::istream& in, const std::string& fileName, const TmxMapping& mapping,
                   const TmxOptions& options) {
    return TmxReader(fileName, mapping, options).read(in);
}

MapGrid readTmxMap(const std::string& tmxPath, const TmxMapping& mapping, const TmxOptions& options) {
    std::ifstream in = openForReading(tmxPath);
    return readTmxMap(in, tmxPath, mapping, options);
}

} // namespace pathfinder
