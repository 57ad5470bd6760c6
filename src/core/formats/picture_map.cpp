#include "pathfinder/formats/picture_map.h"

#include "pathfinder/basics/atomic_file.h"
#include "pathfinder/basics/count_text.h"
#include "pathfinder/basics/parse_error.h"

#include "basics/text_scanner.h"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <png.h>
#include <stdexcept>
#include <unordered_map>

namespace pathfinder {

namespace {

/// Frees a libpng image however its reading ends.
class ImageGuard {
public:
    explicit ImageGuard(png_image& image) : m_image(image) {}
    ImageGuard(const ImageGuard&) = delete;
    ImageGuard& operator=(const ImageGuard&) = delete;
    ~ImageGuard() { png_image_free(&m_image); }

private:
    png_image& m_image;
};

std::string sizeText(std::size_t width, std::size_t height) {
    return std::to_string(width) + " x " + std::to_string(height);
}

/// Decodes 8-bit RGB pixels, three bytes a pixel, row by row.
std::vector<png_byte> decode(std::string_view bytes, const std::string& fileName, int& width, int& height) {
    png_image image{};
    image.version = PNG_IMAGE_VERSION;
    ImageGuard guard(image);
    if (!png_image_begin_read_from_memory(&image, bytes.data(), bytes.size()))
        throw ParseError(fileName, 0, 0, std::string("not a PNG picture that can be read: ") + image.message);
    if (image.width > static_cast<png_uint_32>(MapGrid::kMaxSide) ||
        image.height > static_cast<png_uint_32>(MapGrid::kMaxSide))
        throw ParseError(fileName, 0, 0,
                         "the picture is " + sizeText(image.width, image.height) +
                             " pixels, and a map at most " + sizeText(MapGrid::kMaxSide, MapGrid::kMaxSide) +
                             " cells (a pixel is a cell): scale it down first");
    image.format = PNG_FORMAT_RGB;
    std::vector<png_byte> pixels(std::size_t{3} * image.width * image.height);
    png_color white{255, 255, 255};
    if (!png_image_finish_read(&image, &white, pixels.data(), 0, nullptr))
        throw ParseError(fileName, 0, 0, std::string("the PNG picture is damaged: ") + image.message);
    width = static_cast<int>(image.width);
    height = static_cast<int>(image.height);
    return pixels;
}

} // namespace

bool isPicturePath(const std::string& path) {
    if (path.size() < 4)
        return false;
    std::string extension = path.substr(path.size() - 4);
    std::transform(extension.begin(), extension.end(), extension.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return extension == ".png";
}

PictureMap readPictureMap(std::string_view bytes, const std::string& fileName, const ColourTable& table) {
    if (table.empty())
        throw ParseError(fileName, 0, 0, "the colour table is empty: it says no colour's cell");
    int width = 0;
    int height = 0;
    const std::vector<png_byte> pixels = decode(bytes, fileName, width, height);

    PictureMap map;
    map.grid = MapGrid(width, height);
    std::vector<std::uint8_t> codes(static_cast<std::size_t>(width) * static_cast<std::size_t>(height));
    // Each distinct colour is looked up once: a picture has few colours and many pixels.
    struct Seen {
        PictureCell cell;
        bool exact = true;
    };
    std::unordered_map<PixelColour, Seen> seen;
    std::optional<Coord> start;
    std::optional<Coord> goal;
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            const std::size_t i =
                static_cast<std::size_t>(y) * static_cast<std::size_t>(width) + static_cast<std::size_t>(x);
            const PixelColour colour = static_cast<PixelColour>(pixels[3 * i]) << 16 |
                                       static_cast<PixelColour>(pixels[3 * i + 1]) << 8 |
                                       static_cast<PixelColour>(pixels[3 * i + 2]);
            auto found = seen.find(colour);
            if (found == seen.end()) {
                const std::optional<PictureCell> exact = table.find(colour);
                if (!exact)
                    ++map.approximatedColours;
                found =
                    seen.emplace(colour, Seen{exact ? *exact : table.nearest(colour).cell, exact.has_value()})
                        .first;
            }
            const PictureCell cell = found->second.cell;
            if (!found->second.exact) {
                ++map.approximated;
                if (!map.firstApproximated)
                    map.firstApproximated = Coord{x, y};
            }
            codes[i] = cell.kind == PictureCell::Kind::Cell ? cell.code : std::uint8_t{1};
            if (cell.kind != PictureCell::Kind::Cell) {
                std::optional<Coord>& endpoint = cell.kind == PictureCell::Kind::Start ? start : goal;
                const char* what = cell.kind == PictureCell::Kind::Start ? "start" : "goal";
                if (endpoint)
                    throw ParseError(fileName, y + 1, x + 1,
                                     std::string("a second ") + what + " (colour " + colourText(colour) +
                                         "): the first is at pixel " + std::to_string(endpoint->x) + "," +
                                         std::to_string(endpoint->y) + ", and a map has one " + what);
                endpoint = Coord{x, y};
            }
        }
    }
    map.grid.setCodes(codes);
    map.grid.setStart(start);
    map.grid.setGoal(goal);
    return map;
}

PictureMap readPictureMapFile(const std::string& path, const ColourTable& table) {
    std::ifstream in = openForReading(path);
    std::string bytes;
    char buffer[1 << 16];
    while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
        bytes.append(buffer, static_cast<std::size_t>(in.gcount()));
        if (bytes.size() > kMaxPictureBytes)
            throw ParseError(path, 0, 0,
                             "the file is larger than " + std::to_string(kMaxPictureBytes >> 20) +
                                 " MiB, more than any picture of a map holds");
    }
    if (in.bad())
        throw ParseError(path, 0, 0, "cannot read the file");
    return readPictureMap(bytes, path, table);
}

std::vector<std::string> pictureLosses(const MapGrid& grid, const ColourTable& table) {
    std::vector<std::string> losses;
    for (int code = 0; code < MapGrid::kCodeCount; ++code) {
        const std::size_t count = grid.codeCount(code);
        const PictureCell cell = PictureCell::cell(static_cast<std::uint8_t>(code));
        if (count > 0 && !table.colourOf(cell))
            losses.push_back(countText(count, "cell") + " of " + pictureCellWord(cell) +
                             ", for which the colour table has no colour");
    }
    const auto endpoint = [&](const std::optional<Coord>& at, PictureCell cell) {
        if (!at)
            return;
        const std::string word = pictureCellWord(cell);
        if (!table.colourOf(cell))
            losses.push_back("the " + word + ", for which the colour table has no colour");
        else if (grid.code(*at) != 1)
            losses.push_back("the " + word + "'s cell, " +
                             pictureCellWord(PictureCell::cell(grid.code(*at))) + " (the " + word +
                             "'s colour reads back as a free cell of cost 1)");
    };
    endpoint(grid.start(), PictureCell::start());
    endpoint(grid.goal(), PictureCell::goal());
    if (grid.topology() != Topology::Square)
        losses.emplace_back("the hex cells (a picture's pixels are square)");
    if (grid.wallSideCount() > 0)
        losses.push_back(countText(grid.wallSideCount(), "wall") + " between cells");
    if (grid.oneWaySideCount() > 0)
        losses.push_back(countText(grid.oneWaySideCount(), "one-way side"));
    if (grid.paddedHeights())
        losses.emplace_back("the cells' heights");
    if (grid.slope() > 0.0)
        losses.emplace_back("the slope factor");
    if (grid.unit().name != MapGrid().unit().name)
        losses.push_back("the unit '" + grid.unit().name + "'");
    return losses;
}

std::string writePictureMap(const MapGrid& grid, const ColourTable& table) {
    PixelColour colours[MapGrid::kCodeCount] = {};
    for (int code = 0; code < MapGrid::kCodeCount; ++code) {
        const PictureCell cell = PictureCell::cell(static_cast<std::uint8_t>(code));
        const std::optional<PixelColour> colour = table.colourOf(cell);
        if (!colour && grid.codeCount(code) > 0)
            throw std::invalid_argument("the colour table has no colour for " + pictureCellWord(cell) + " (" +
                                        countText(grid.codeCount(code), "cell") + " of the map)");
        colours[code] = colour.value_or(0);
    }
    const int width = grid.width();
    const int height = grid.height();
    std::vector<png_byte> pixels(3 * grid.cellCount());
    const auto paint = [&](Coord c, PixelColour colour) {
        const std::size_t i = 3 * grid.cellIndex(c);
        pixels[i] = static_cast<png_byte>(colour >> 16 & 0xffu);
        pixels[i + 1] = static_cast<png_byte>(colour >> 8 & 0xffu);
        pixels[i + 2] = static_cast<png_byte>(colour & 0xffu);
    };
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x)
            paint({x, y}, colours[grid.code({x, y})]);
    if (const auto start = table.colourOf(PictureCell::start()); start && grid.start())
        paint(*grid.start(), *start);
    if (const auto goal = table.colourOf(PictureCell::goal()); goal && grid.goal())
        paint(*grid.goal(), *goal);

    png_image image{};
    image.version = PNG_IMAGE_VERSION;
    image.width = static_cast<png_uint_32>(width);
    image.height = static_cast<png_uint_32>(height);
    image.format = PNG_FORMAT_RGB;
    png_alloc_size_t size = 0;
    if (!png_image_write_to_memory(&image, nullptr, &size, 0, pixels.data(), 0, nullptr))
        throw std::runtime_error(std::string("cannot make the PNG picture: ") + image.message);
    std::string bytes(size, '\0');
    if (!png_image_write_to_memory(&image, bytes.data(), &size, 0, pixels.data(), 0, nullptr))
        throw std::runtime_error(std::string("cannot make the PNG picture: ") + image.message);
    bytes.resize(size);
    return bytes;
}

void writePictureMapFile(const std::string& path, const MapGrid& grid, const ColourTable& table) {
    writeFileAtomically(path, writePictureMap(grid, table));
}

} // namespace pathfinder
