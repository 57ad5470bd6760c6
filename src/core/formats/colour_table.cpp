#include "pathfinder/basics/atomic_file.h"
#include "pathfinder/basics/parse_error.h"
#include "pathfinder/formats/picture_map.h"

#include "basics/text_scanner.h"

#include <cstdio>
#include <istream>
#include <ostream>
#include <stdexcept>

namespace pathfinder {

namespace {

int channel(PixelColour colour, int shift) {
    return static_cast<int>((colour >> shift) & 0xffu);
}

long squaredDistance(PixelColour a, PixelColour b) {
    long sum = 0;
    for (const int shift : {16, 8, 0}) {
        const long d = channel(a, shift) - channel(b, shift);
        sum += d * d;
    }
    return sum;
}

std::optional<PixelColour> parseColour(std::string_view text) {
    if (text.size() != 6)
        return std::nullopt;
    PixelColour colour = 0;
    for (const char c : text) {
        int digit = 0;
        if (c >= '0' && c <= '9')
            digit = c - '0';
        else if (c >= 'a' && c <= 'f')
            digit = c - 'a' + 10;
        else if (c >= 'A' && c <= 'F')
            digit = c - 'A' + 10;
        else
            return std::nullopt;
        colour = colour << 4 | static_cast<PixelColour>(digit);
    }
    return colour;
}

std::string cellWords() {
    std::string words = "wall, free, 1-9";
    for (const std::string& key : allKeys<Terrain>())
        words += ", " + key;
    return words + ", start, goal";
}

} // namespace

std::string pictureCellWord(PictureCell cell) {
    switch (cell.kind) {
    case PictureCell::Kind::Start:
        return "start";
    case PictureCell::Kind::Goal:
        return "goal";
    case PictureCell::Kind::Cell:
        break;
    }
    if (cell.code == MapGrid::kWall)
        return "wall";
    if (MapGrid::isTerrainCode(cell.code))
        return std::string(toString(MapGrid::terrainOfCode(cell.code)));
    return std::to_string(cell.code);
}

std::optional<PictureCell> pictureCellOfWord(std::string_view word) {
    if (word == "start")
        return PictureCell::start();
    if (word == "goal")
        return PictureCell::goal();
    if (word == "wall")
        return PictureCell::cell(MapGrid::kWall);
    if (word == "free")
        return PictureCell::cell(1);
    if (word.size() == 1 && word[0] >= '1' && word[0] <= '9')
        return PictureCell::cell(static_cast<std::uint8_t>(word[0] - '0'));
    if (const std::optional<Terrain> terrain = parseEnum<Terrain>(word))
        return PictureCell::cell(MapGrid::codeOf(*terrain));
    return std::nullopt;
}

ColourTable ColourTable::standard() {
    ColourTable table;
    table.add(0x000000, PictureCell::cell(MapGrid::kWall));
    table.add(0xffffff, PictureCell::cell(1));
    // Costs 2-9 from light grey to dark grey, 20 steps apart, far from black and from each other.
    for (int cost = 2; cost <= MapGrid::kMaxCost; ++cost) {
        const auto level = static_cast<PixelColour>(255 - 20 * (cost - 1));
        table.add(level << 16 | level << 8 | level, PictureCell::cell(static_cast<std::uint8_t>(cost)));
    }
    constexpr PixelColour terrainColours[kTerrainCount] = {
        0x0b6623, // jungle
        0x228b22, // forest
        0x9acd32, // plains
        0xedc9af, // desert
        0xc19a6b, // foothills
        0x8b5a2b, // mountains
        0xd2691e, // roadway
        0xdeb887, // trail
        0x556b2f, // swamp
        0x1e90ff, // water
    };
    for (int t = 0; t < kTerrainCount; ++t)
        table.add(terrainColours[t], PictureCell::cell(MapGrid::codeOf(static_cast<Terrain>(t))));
    // As the app draws them: a green start and a red goal.
    table.add(0x00ff00, PictureCell::start());
    table.add(0xff0000, PictureCell::goal());
    return table;
}

void ColourTable::add(PixelColour colour, PictureCell cell) {
    if (colour > 0xffffffu)
        throw std::invalid_argument("a colour is 0xRRGGBB, at most 0xffffff");
    if (cell.kind == PictureCell::Kind::Cell && cell.code >= MapGrid::kCodeCount)
        throw std::invalid_argument("no cell has code " + std::to_string(cell.code));
    if (find(colour))
        throw std::invalid_argument("the colour " + colourText(colour) + " is in the table already");
    m_entries.push_back({colour, cell});
}

std::optional<PictureCell> ColourTable::find(PixelColour colour) const {
    for (const Entry& entry : m_entries)
        if (entry.colour == colour)
            return entry.cell;
    return std::nullopt;
}

const ColourTable::Entry& ColourTable::nearest(PixelColour colour) const {
    if (m_entries.empty())
        throw std::logic_error("ColourTable::nearest on an empty table");
    const Entry* best = &m_entries.front();
    long bestDistance = squaredDistance(colour, best->colour);
    for (const Entry& entry : m_entries) {
        const long distance = squaredDistance(colour, entry.colour);
        if (distance < bestDistance) {
            best = &entry;
            bestDistance = distance;
        }
    }
    return *best;
}

std::optional<PixelColour> ColourTable::colourOf(PictureCell cell) const {
    for (const Entry& entry : m_entries)
        if (entry.cell == cell)
            return entry.colour;
    return std::nullopt;
}

std::string colourText(PixelColour colour) {
    char text[8];
    std::snprintf(text, sizeof text, "%06x", static_cast<unsigned>(colour & 0xffffffu));
    return text;
}

ColourTable readColourTable(std::istream& in, const std::string& fileName) {
    TextScanner scanner(in, fileName);
    ColourTable table;
    std::string line;
    while (scanner.next(line)) {
        const std::size_t hash = line.find('#');
        const std::string_view text = std::string_view(line).substr(0, hash);
        if (trim(text).empty())
            continue;
        const std::size_t equals = text.find('=');
        const auto columnOf = [&](std::string_view part) {
            return static_cast<int>(part.data() - line.data()) + 1;
        };
        if (equals == std::string_view::npos)
            scanner.fail(scanner.number(), columnOf(trim(text)),
                         "expected 'CELL = RRGGBB' (e.g. 'wall = 000000'), found " + quoted(trim(text)));
        const std::string_view word = trim(text.substr(0, equals));
        const std::string_view value = trim(text.substr(equals + 1));
        if (word.empty())
            scanner.fail(scanner.number(), static_cast<int>(equals) + 1, "expected a cell before '='");
        const std::optional<PictureCell> cell = pictureCellOfWord(word);
        if (!cell)
            scanner.fail(scanner.number(), columnOf(word),
                         "unknown cell " + quoted(word) + ": expected one of " + cellWords());
        if (value.empty())
            scanner.fail(scanner.number(), static_cast<int>(equals) + 2,
                         "expected a colour RRGGBB after '='");
        const std::optional<PixelColour> colour = parseColour(value);
        if (!colour)
            scanner.fail(scanner.number(), columnOf(value),
                         "expected a colour of six hexadecimal digits RRGGBB (e.g. 1e90ff), found " +
                             quoted(value));
        if (const std::optional<PictureCell> earlier = table.find(*colour))
            scanner.fail(scanner.number(), columnOf(value),
                         "the colour " + colourText(*colour) + " is given already, for " +
                             pictureCellWord(*earlier));
        table.add(*colour, *cell);
    }
    if (table.empty())
        scanner.fail(scanner.number() + 1, 1, "no colours: a colour table has lines 'CELL = RRGGBB'");
    return table;
}

ColourTable readColourTableFile(const std::string& path) {
    std::ifstream in = openForReading(path);
    return readColourTable(in, path);
}

void writeColourTable(std::ostream& out, const ColourTable& table) {
    out << "# What each colour of a picture map is: CELL = RRGGBB.\n"
           "# A cell's first colour is the one written; a colour\n"
           "# not listed takes the cell of the nearest one listed.\n";
    for (const ColourTable::Entry& entry : table.entries())
        out << pictureCellWord(entry.cell) << " = " << colourText(entry.colour) << '\n';
}

void writeColourTableFile(const std::string& path, const ColourTable& table) {
    writeFileAtomically(path, [&](std::ostream& out) { writeColourTable(out, table); });
}

} // namespace pathfinder
