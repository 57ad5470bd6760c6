#include "formats/tmx_layer_data.h"

#include "pathfinder/basics/count_text.h"
#include "pathfinder/basics/parse_error.h"

#include "basics/text_scanner.h"

// Makes z_stream::next_in a pointer to const: the input is only read.
#define ZLIB_CONST
#include <cstddef>
#include <new>
#include <utility>
#include <vector>
#include <zlib.h>

namespace pathfinder {

namespace {

/// What every decoder knows of its layer.
class LayerShape {
public:
    LayerShape(const std::string& fileName, int width, int height, GidSink sink)
        : m_fileName(fileName), m_width(width), m_height(height), m_sink(std::move(sink)) {}

    std::size_t tiles() const {
        return static_cast<std::size_t>(m_width) * static_cast<std::size_t>(m_height);
    }
    std::string size() const { return std::to_string(m_width) + " x " + std::to_string(m_height); }

    [[noreturn]] void fail(XmlPosition at, const std::string& message) const {
        throw ParseError(m_fileName, at.line, at.column, message);
    }

    /// Refuses a layer whose data ended with `count` tiles.
    void requireAll(std::size_t count, XmlPosition end) const {
        if (count != tiles())
            fail(end, "the layer data holds " + std::to_string(count) + (count == 1 ? " tile" : " tiles") +
                          "; a " + size() + " layer has " + std::to_string(tiles()));
    }

    void emit(std::uint32_t gid, XmlPosition at) const { m_sink(gid, at); }

private:
    const std::string& m_fileName;
    int m_width;
    int m_height;
    GidSink m_sink;
};

bool isXmlSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/// Comma-separated gids, with any white space around them and an optional comma after the last.
class CsvDecoder final : public LayerDataDecoder {
public:
    explicit CsvDecoder(LayerShape shape) : m_shape(std::move(shape)) {}

    void text(std::string_view piece, XmlPosition at) override {
        for (std::size_t i = 0; i < piece.size(); ++i) {
            const char c = piece[i];
            if (c >= '0' && c <= '9')
                digit(c, at);
            else if (c == ',')
                comma(at);
            else if (isXmlSpace(c))
                endNumber();
            else
                m_shape.fail(at, "expected a tile number (a gid) or ',', found " + describeChar(c));
            at = advance(at, piece.substr(i, 1));
        }
    }

    void finish(XmlPosition end) override {
        endNumber();
        m_shape.requireAll(m_count, end);
    }

private:
    enum class State { BeforeNumber, InNumber, AfterNumber };

    void digit(char c, XmlPosition at) {
        if (m_state == State::AfterNumber)
            m_shape.fail(at, "expected ',' between two tile numbers, found " + describeChar(c));
        if (m_state == State::BeforeNumber) {
            if (m_count == m_shape.tiles())
                m_shape.fail(at, "more tiles than a " + m_shape.size() + " layer has");
            m_state = State::InNumber;
            m_value = 0;
            m_numberAt = at;
        }
        m_value = m_value * 10 + static_cast<std::uint64_t>(c - '0');
        if (m_value > 0xFFFFFFFFu)
            m_shape.fail(m_numberAt, "a tile number beyond 32 bits (a gid is at most 4294967295)");
    }

    void comma(XmlPosition at) {
        if (m_state == State::BeforeNumber)
            m_shape.fail(at, "expected a tile number before ','");
        endNumber();
        m_state = State::BeforeNumber;
    }

    void endNumber() {
        if (m_state != State::InNumber)
            return;
        m_shape.emit(static_cast<std::uint32_t>(m_value), m_numberAt);
        ++m_count;
        m_state = State::AfterNumber;
    }

    LayerShape m_shape;
    State m_state = State::BeforeNumber;
    std::uint64_t m_value = 0;
    XmlPosition m_numberAt;
    std::size_t m_count = 0;
};

int base64Value(char c) {
    if (c >= 'A' && c <= 'Z')
        return c - 'A';
    if (c >= 'a' && c <= 'z')
        return c - 'a' + 26;
    if (c >= '0' && c <= '9')
        return c - '0' + 52;
    if (c == '+')
        return 62;
    if (c == '/')
        return 63;
    return -1;
}

/// Ends a z_stream however the inflation ends.
struct InflateGuard {
    z_stream* stream;
    ~InflateGuard() { inflateEnd(stream); }
};

/// Base64 text of little-endian 32-bit gids, maybe zlib- or gzip-compressed.
class Base64Decoder final : public LayerDataDecoder {
public:
    Base64Decoder(LayerShape shape, TmxCompression compression, XmlPosition dataAt)
        : m_shape(std::move(shape)), m_compression(compression), m_dataAt(dataAt) {
        // Compressed data may be a little longer than what it holds (stored blocks, headers); a
        // thousandth and a kilobyte more is far beyond what zlib or gzip ever add.
        const std::size_t raw = m_shape.tiles() * 4;
        m_maxBytes = compression == TmxCompression::None ? raw : raw + raw / 1000 + 1024;
    }

    void text(std::string_view piece, XmlPosition at) override {
        for (std::size_t i = 0; i < piece.size(); ++i) {
            const char c = piece[i];
            if (!isXmlSpace(c))
                character(c, at);
            at = advance(at, piece.substr(i, 1));
        }
    }

    void finish(XmlPosition end) override {
        if (m_quadSize != 0)
            m_shape.fail(end, "the base64 text is cut short: its last group has " +
                                  std::to_string(m_quadSize) + " of 4 characters");
        if (m_compression == TmxCompression::None) {
            if (m_bytes.size() != m_shape.tiles() * 4)
                m_shape.fail(end, "the layer data holds " + countText(m_bytes.size(), "byte") + "; a " +
                                      m_shape.size() + " layer needs " + std::to_string(m_shape.tiles() * 4) +
                                      " (4 a tile)");
            emitAll(m_bytes);
        } else {
            emitAll(inflated());
        }
    }

private:
    void character(char c, XmlPosition at) {
        if (m_padding > 0 && c != '=')
            m_shape.fail(at, "base64 text goes on after its '=' padding");
        if (c == '=') {
            if (m_quadSize < 2)
                m_shape.fail(at, "'=' pads only the last two characters of a base64 group");
            ++m_padding;
        } else if (base64Value(c) < 0) {
            m_shape.fail(at, "expected base64 text (A-Z, a-z, 0-9, '+', '/', '='), found " + describeChar(c));
        }
        m_quad[m_quadSize++] = c == '=' ? 0 : base64Value(c);
        if (m_quadSize < 4)
            return;
        const std::uint32_t bits =
            static_cast<std::uint32_t>(m_quad[0]) << 18 | static_cast<std::uint32_t>(m_quad[1]) << 12 |
            static_cast<std::uint32_t>(m_quad[2]) << 6 | static_cast<std::uint32_t>(m_quad[3]);
        const int bytes = 3 - m_padding;
        for (int b = 0; b < bytes; ++b)
            m_bytes.push_back(static_cast<unsigned char>(bits >> (16 - 8 * b)));
        m_quadSize = 0;
        if (m_bytes.size() > m_maxBytes)
            m_shape.fail(at, "more data than a " + m_shape.size() + " layer holds");
    }

    std::vector<unsigned char> inflated() const {
        const bool gzip = m_compression == TmxCompression::Gzip;
        const std::string kind = gzip ? "gzip" : "zlib";
        z_stream z{};
        if (inflateInit2(&z, gzip ? 16 + MAX_WBITS : MAX_WBITS) != Z_OK)
            throw std::bad_alloc();
        const InflateGuard guard{&z};
        std::vector<unsigned char> out(m_shape.tiles() * 4);
        z.next_in = m_bytes.data();
        z.avail_in = static_cast<uInt>(m_bytes.size());
        z.next_out = out.data();
        z.avail_out = static_cast<uInt>(out.size());
        int status = inflate(&z, Z_FINISH);
        if (status == Z_BUF_ERROR && z.avail_out == 0) {
            // The layer is full: the stream may only have its end left.
            unsigned char extra = 0;
            z.next_out = &extra;
            z.avail_out = 1;
            status = inflate(&z, Z_FINISH);
            if (z.avail_out == 0)
                m_shape.fail(m_dataAt, "the " + kind + " data holds more than a " + m_shape.size() +
                                           " layer (" + countText(out.size(), "byte") + ")");
        }
        if (status == Z_MEM_ERROR)
            throw std::bad_alloc();
        if (status == Z_DATA_ERROR || status == Z_NEED_DICT || status == Z_STREAM_ERROR)
            m_shape.fail(m_dataAt,
                         "the " + kind + " data is corrupt" + (z.msg ? std::string(" (") + z.msg + ")" : ""));
        if (status != Z_STREAM_END)
            m_shape.fail(m_dataAt, "the " + kind + " data is cut short (it ends before its last block)");
        if (z.avail_in != 0)
            m_shape.fail(m_dataAt, countText(z.avail_in, "byte") +
                                       (z.avail_in == 1 ? " follows" : " follow") + " the end of the " +
                                       kind + " data");
        if (z.total_out != out.size())
            m_shape.fail(m_dataAt, "the " + kind + " data holds " + countText(z.total_out, "byte") + "; a " +
                                       m_shape.size() + " layer needs " + std::to_string(out.size()) +
                                       " (4 a tile)");
        return out;
    }

    void emitAll(const std::vector<unsigned char>& bytes) const {
        for (std::size_t i = 0; i + 3 < bytes.size(); i += 4)
            m_shape.emit(static_cast<std::uint32_t>(bytes[i]) |
                             static_cast<std::uint32_t>(bytes[i + 1]) << 8 |
                             static_cast<std::uint32_t>(bytes[i + 2]) << 16 |
                             static_cast<std::uint32_t>(bytes[i + 3]) << 24,
                         m_dataAt);
    }

    LayerShape m_shape;
    TmxCompression m_compression;
    XmlPosition m_dataAt;
    std::size_t m_maxBytes = 0;
    std::vector<unsigned char> m_bytes;
    int m_quad[4] = {0, 0, 0, 0};
    int m_quadSize = 0;
    int m_padding = 0;
};

} // namespace

std::unique_ptr<LayerDataDecoder> makeLayerDataDecoder(const std::string& fileName, int width, int height,
                                                       TmxEncoding encoding, TmxCompression compression,
                                                       XmlPosition dataAt, GidSink sink) {
    LayerShape shape(fileName, width, height, std::move(sink));
    if (encoding == TmxEncoding::Csv)
        return std::make_unique<CsvDecoder>(std::move(shape));
    return std::make_unique<Base64Decoder>(std::move(shape), compression, dataAt);
}

} // namespace pathfinder
