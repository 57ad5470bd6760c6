#include "pathfinder/basics/atomic_file.h"
#include "pathfinder/pictures/animation.h"

#include <algorithm>
#include <cmath>
#include <gif_lib.h>
#include <stdexcept>
#include <unordered_map>

namespace pathfinder {

namespace {

std::uint32_t key(Rgb c) {
    return std::uint32_t{c.r} << 16 | std::uint32_t{c.g} << 8 | c.b;
}

[[noreturn]] void fail(const char* what, int code) {
    throw std::runtime_error(std::string("cannot write the GIF: ") + what + ": " +
                             (GifErrorString(code) ? GifErrorString(code) : "unknown error"));
}

int writeToStream(GifFileType* gif, const GifByteType* bytes, int count) {
    auto* out = static_cast<std::ostream*>(gif->UserData);
    out->write(reinterpret_cast<const char*>(bytes), count);
    return *out ? count : 0;
}

/// The rectangle of pixels in which two pictures of one size differ; empty when they agree.
struct Box {
    int left = 0, top = 0, right = 0, bottom = 0; // right and bottom past the end
    bool empty() const { return right <= left || bottom <= top; }
};

Box changed(const Raster& before, const Raster& after) {
    Box box{after.width(), after.height(), 0, 0};
    for (int y = 0; y < after.height(); ++y)
        for (int x = 0; x < after.width(); ++x)
            if (before.at(x, y) != after.at(x, y)) {
                box.left = std::min(box.left, x);
                box.right = std::max(box.right, x + 1);
                box.top = std::min(box.top, y);
                box.bottom = std::max(box.bottom, y + 1);
            }
    return box;
}

} // namespace

struct GifWriter::State {
    GifFileType* gif = nullptr;
};

GifWriter::GifWriter(std::ostream& out, int width, int height)
    : m_out(out), m_width(width), m_height(height), m_state(new State) {
    if (width <= 0 || height <= 0 || width > 65535 || height > 65535) {
        delete m_state;
        throw std::invalid_argument("a GIF is 1 to 65535 pixels a side");
    }
    int error = 0;
    m_state->gif = EGifOpen(&m_out, writeToStream, &error);
    if (!m_state->gif) {
        delete m_state;
        fail("opening", error);
    }
    EGifSetGifVersion(m_state->gif, true);
    if (EGifPutScreenDesc(m_state->gif, width, height, 8, 0, nullptr) == GIF_ERROR)
        fail("the screen", m_state->gif->Error);
    // Loop for ever (the Netscape application extension, which every browser reads).
    static const GifByteType kLoop[] = {1, 0, 0};
    if (EGifPutExtensionLeader(m_state->gif, APPLICATION_EXT_FUNC_CODE) == GIF_ERROR ||
        EGifPutExtensionBlock(m_state->gif, 11, "NETSCAPE2.0") == GIF_ERROR ||
        EGifPutExtensionBlock(m_state->gif, 3, kLoop) == GIF_ERROR ||
        EGifPutExtensionTrailer(m_state->gif) == GIF_ERROR)
        fail("the loop", m_state->gif->Error);
}

GifWriter::~GifWriter() {
    if (m_state && m_state->gif) {
        int error = 0;
        EGifCloseFile(m_state->gif, &error);
    }
    delete m_state;
}

void GifWriter::add(const Raster& frame, int delayHundredths) {
    if (!m_state->gif)
        throw std::logic_error("GifWriter::add after finish");
    if (frame.width() != m_width || frame.height() != m_height)
        throw std::invalid_argument("a frame of another size than the GIF's");
    GifFileType* gif = m_state->gif;
    Box box{0, 0, m_width, m_height};
    if (m_frames > 0) {
        box = changed(m_previous, frame);
        if (box.empty())
            box = {0, 0, 1, 1}; // a frame must hold a pixel: the unchanged top left one
    }

    // The frame's colours; past 256 (which the palette never reaches), the nearest of them. After
    // the first frame, index 0 is transparent: a pixel that has not changed shows the one before,
    // and the runs of it compress to little.
    const bool transparent = m_frames > 0;
    std::unordered_map<std::uint32_t, int> index;
    std::vector<GifColorType> colours;
    if (transparent)
        colours.push_back({0, 0, 0});
    const auto indexOf = [&](Rgb c) {
        const auto found = index.find(key(c));
        if (found != index.end())
            return found->second;
        if (colours.size() < 256) {
            colours.push_back({c.r, c.g, c.b});
            index.emplace(key(c), static_cast<int>(colours.size() - 1));
            return static_cast<int>(colours.size() - 1);
        }
        int best = transparent ? 1 : 0;
        long bestDistance = -1;
        for (std::size_t i = static_cast<std::size_t>(best); i < colours.size(); ++i) {
            const long dr = colours[i].Red - c.r, dg = colours[i].Green - c.g, db = colours[i].Blue - c.b;
            const long d = dr * dr + dg * dg + db * db;
            if (bestDistance < 0 || d < bestDistance) {
                bestDistance = d;
                best = static_cast<int>(i);
            }
        }
        index.emplace(key(c), best);
        return best;
    };
    std::vector<GifPixelType> pixels;
    pixels.reserve(static_cast<std::size_t>(box.right - box.left) *
                   static_cast<std::size_t>(box.bottom - box.top));
    // Neighbouring pixels mostly share a colour: the last one's index is kept at hand.
    Rgb last = frame.at(box.left, box.top);
    int lastIndex = indexOf(last);
    for (int y = box.top; y < box.bottom; ++y)
        for (int x = box.left; x < box.right; ++x) {
            const Rgb c = frame.at(x, y);
            if (transparent && m_previous.at(x, y) == c) {
                pixels.push_back(0);
                continue;
            }
            if (c != last) {
                last = c;
                lastIndex = indexOf(c);
            }
            pixels.push_back(static_cast<GifPixelType>(lastIndex));
        }

    int size = 2;
    while (size < static_cast<int>(colours.size()))
        size *= 2;
    colours.resize(static_cast<std::size_t>(size), GifColorType{0, 0, 0});
    ColorMapObject* map = GifMakeMapObject(size, colours.data());
    if (!map)
        throw std::runtime_error("cannot write the GIF: out of memory");

    GraphicsControlBlock control{};
    control.DisposalMode = DISPOSE_DO_NOT;
    control.UserInputFlag = false;
    control.DelayTime = std::clamp(delayHundredths, 0, 65535);
    control.TransparentColor = transparent ? 0 : NO_TRANSPARENT_COLOR;
    GifByteType extension[4];
    const auto extensionSize = static_cast<int>(EGifGCBToExtension(&control, extension));
    const int width = box.right - box.left;
    bool ok = EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, extensionSize, extension) != GIF_ERROR &&
              EGifPutImageDesc(gif, box.left, box.top, width, box.bottom - box.top, false, map) != GIF_ERROR;
    for (int row = 0; ok && row < box.bottom - box.top; ++row)
        ok = EGifPutLine(gif, pixels.data() + static_cast<std::size_t>(row) * static_cast<std::size_t>(width),
                         width) != GIF_ERROR;
    GifFreeMapObject(map);
    if (!ok)
        fail("a frame", gif->Error);
    m_previous = frame;
    ++m_frames;
}

void GifWriter::finish() {
    if (!m_state->gif)
        return;
    int error = 0;
    const int result = EGifCloseFile(m_state->gif, &error);
    m_state->gif = nullptr;
    if (result == GIF_ERROR)
        fail("the end", error);
    m_out.flush();
    if (!m_out)
        throw std::runtime_error("cannot write the GIF: the stream failed");
}

} // namespace pathfinder
