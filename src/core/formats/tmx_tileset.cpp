#include "formats/tmx_tileset.h"

#include "pathfinder/basics/parse_error.h"

#include "basics/text_scanner.h"
#include "platform/files.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <system_error>

namespace pathfinder {

namespace {

/// The local ids a tileset can have: gids keep their top four bits for flips.
constexpr std::uint32_t kMaxLocalId = 0x0FFFFFFF;

std::string lowerCase(std::string text) {
    for (char& c : text)
        c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    return text;
}

/// The events of a .tsx file: its root is a <tileset>.
class TsxHandler final : public XmlHandler {
public:
    TsxHandler(const std::string& fileName, const std::string& property, TmxTileset& tileset)
        : m_fileName(fileName), m_reader(fileName, property, tileset) {}

    void start(const XmlElement& element) override {
        if (!m_inRoot && element.name != "tileset")
            throw ParseError(m_fileName, element.at.line, element.at.column,
                             "expected a <tileset> element (a Tiled .tsx tileset), found <" +
                                 std::string(element.name) + ">");
        m_inRoot = true;
        m_reader.start(element);
    }
    void end(std::string_view, XmlPosition) override { m_reader.end(); }
    void text(std::string_view piece, XmlPosition) override { m_reader.text(piece); }

private:
    const std::string& m_fileName;
    TilesetReader m_reader;
    bool m_inRoot = false;
};

} // namespace

std::uint32_t numberAttribute(const std::string& fileName, const XmlAttribute& attribute, std::uint32_t min,
                              std::uint32_t max) {
    const std::string name(attribute.name);
    const auto fail = [&](const std::string& message) {
        throw ParseError(fileName, attribute.at.line, attribute.at.column, message);
    };
    const auto value = parseInteger(attribute.value);
    if (!value)
        fail("expected a whole number for " + name + ", found " + quoted(attribute.value));
    if (*value < static_cast<long long>(min))
        fail(name + " must be at least " + std::to_string(min) + ", found " + quoted(attribute.value));
    if (*value > static_cast<long long>(max))
        fail(name + " " + std::string(attribute.value) + " exceeds the maximum " + std::to_string(max));
    return static_cast<std::uint32_t>(*value);
}

void TilesetReader::start(const XmlElement& element) {
    if (m_path.empty()) {
        if (const XmlAttribute* name = element.find("name"))
            m_tileset.name = std::string(name->value);
        if (const XmlAttribute* count = element.find("tilecount"))
            m_tileset.extent = numberAttribute(m_fileName, *count, 0, kMaxLocalId);
    } else if (m_path.size() == 1 && element.name == "tile") {
        const XmlAttribute* id = element.find("id");
        if (!id)
            throw ParseError(m_fileName, element.at.line, element.at.column, "expected an id on <tile>");
        m_tile = numberAttribute(m_fileName, *id, 0, kMaxLocalId);
        // A tileset of single images may number its tiles past its tilecount, leaving gaps.
        if (m_tileset.extent)
            m_tileset.extent = std::max(*m_tileset.extent, *m_tile + 1);
    } else if (m_path.size() == 3 && m_tile && element.name == "property" && m_path[2] == "properties") {
        const XmlAttribute* name = element.find("name");
        if (name && name->value == m_property && !m_tileset.values.count(*m_tile)) {
            if (const XmlAttribute* value = element.find("value"))
                m_tileset.values.emplace(*m_tile, std::string(value->value));
            else
                m_text.emplace(); // a value with line breaks is written as the element's text
        }
    }
    m_path.emplace_back(element.name);
}

bool TilesetReader::end() {
    const std::string closed = m_path.back();
    m_path.pop_back();
    if (closed == "property" && m_text) {
        m_tileset.values.emplace(*m_tile, *m_text);
        m_text.reset();
    } else if (closed == "tile" && m_path.size() == 1) {
        m_tile.reset();
    }
    return m_path.empty();
}

void TilesetReader::text(std::string_view piece) {
    if (m_text && m_path.size() == 4)
        m_text->append(piece);
}

void readExternalTileset(const std::string& mapFile, const XmlAttribute& source, const std::string& property,
                         TmxTileset& tileset) {
    namespace fs = std::filesystem;
    const auto fail = [&](const std::string& message) {
        throw ParseError(mapFile, source.at.line, source.at.column, message);
    };
    const fs::path given = platform::pathFromUtf8(std::string(source.value));
    const fs::path path = given.is_absolute() ? given : platform::pathFromUtf8(mapFile).parent_path() / given;
    const std::string file = platform::utf8FromPath(path);
    const std::string extension = lowerCase(platform::utf8FromPath(path.extension()));
    if (extension == ".tsj" || extension == ".json")
        fail("the tileset " + quoted(source.value) +
             " is in Tiled's JSON format; only .tsx (XML) tilesets are read: save it as .tsx");
    std::error_code error;
    if (!fs::exists(path, error))
        fail("the tileset file " + quoted(source.value) + " is not there (looked for " + file + ")");
    if (!fs::is_regular_file(path, error))
        fail("the tileset " + quoted(source.value) + " is not a file (" + file + ")");
    std::ifstream in = openForReading(file);
    TsxHandler handler(file, property, tileset);
    readXml(in, file, handler);
}

} // namespace pathfinder
