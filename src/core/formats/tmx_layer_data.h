#pragma once

#include "formats/xml_reader.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>

namespace pathfinder {

/// How a TMX <data> element holds its tiles.
enum class TmxEncoding { Csv, Base64 };
enum class TmxCompression { None, Zlib, Gzip };

/// Receives a layer's gids in reading order (row by row from the top left), each with the place
/// in the file it was read from.
using GidSink = std::function<void(std::uint32_t gid, XmlPosition at)>;

/// Turns the text of one <data> element into the gids of a width × height layer, as the text
/// arrives. Errors are ParseErrors in `fileName`.
class LayerDataDecoder {
public:
    virtual ~LayerDataDecoder() = default;
    /// A piece of the element's text, which starts at `at`.
    virtual void text(std::string_view piece, XmlPosition at) = 0;
    /// The element ends at `end` (its end tag): the last gids are handed on, and a layer with too
    /// few tiles is refused.
    virtual void finish(XmlPosition end) = 0;
};

/// CSV: every gid is placed at its number. Base64: the gids are handed on at finish() and placed
/// at the <data> element (`dataAt`), the bytes being decompressed no further than the layer's size.
std::unique_ptr<LayerDataDecoder> makeLayerDataDecoder(const std::string& fileName, int width, int height,
                                                       TmxEncoding encoding, TmxCompression compression,
                                                       XmlPosition dataAt, GidSink sink);

} // namespace pathfinder
