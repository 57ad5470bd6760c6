#pragma once

#include "formats/xml_reader.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pathfinder {

/// What a TMX reader keeps of one tileset: enough to name a gid's tile and read its property.
struct TmxTileset {
    std::string name;
    std::uint32_t firstGid = 1;
    /// How many local ids it has (its tilecount, or past its highest <tile id>); nothing when the
    /// file does not say (then it reaches up to the next tileset's firstgid).
    std::optional<std::uint32_t> extent;
    /// Local id -> the value of the mapping's property, for the tiles that have it.
    std::map<std::uint32_t, std::string> values;
    XmlPosition at; ///< its <tileset> element in the map
};

/// A whole number attribute from `min` to `max`, or a ParseError at its value in `fileName`.
std::uint32_t numberAttribute(const std::string& fileName, const XmlAttribute& attribute, std::uint32_t min,
                              std::uint32_t max);

/// Reads one <tileset> element and what is inside it into a TmxTileset: its name and tilecount,
/// and each <tile id>'s property `property` (from <properties><property name value>, or the
/// property's text when it has no value attribute). Other elements are passed over.
class TilesetReader {
public:
    TilesetReader(const std::string& fileName, const std::string& property, TmxTileset& tileset)
        : m_fileName(fileName), m_property(property), m_tileset(tileset) {}

    /// The <tileset> element itself, then each element inside it.
    void start(const XmlElement& element);
    /// True when this was the end of the <tileset> element.
    bool end();
    void text(std::string_view piece);

private:
    const std::string& m_fileName;
    const std::string& m_property;
    TmxTileset& m_tileset;
    std::vector<std::string> m_path; ///< elements open inside the tileset, the tileset first
    std::optional<std::uint32_t> m_tile;
    std::optional<std::string> m_text; ///< the property's text, while it is read from the element
};

/// Reads the external tileset `source` names (a .tsx, found from the folder of `mapFile`) into
/// `tileset`: errors in it are ParseErrors in the .tsx; a file that is not there, or not a file,
/// is one at the source attribute in `mapFile`.
void readExternalTileset(const std::string& mapFile, const XmlAttribute& source, const std::string& property,
                         TmxTileset& tileset);

} // namespace pathfinder
