#pragma once

// Reads an animated GIF back with giflib's decoder, frame by frame as a browser shows it: each
// frame's rectangle put over the picture the frames before it left.

#include "pathfinder/pictures/search_picture.h"

#include "support/temp_dir.h"

#include <algorithm>
#include <cstring>
#include <gif_lib.h>
#include <stdexcept>
#include <string>
#include <vector>

namespace pathfinder::testing {

struct DecodedGif {
    int width = 0;
    int height = 0;
    /// The whole picture after each frame.
    std::vector<Raster> frames;
    /// Each frame's delay, in hundredths of a second.
    std::vector<int> delays;
    /// Whether the Netscape extension asks for endless looping.
    bool loops = false;
};

/// Where giflib's reader is in the file's bytes.
struct GifBytes {
    std::string bytes;
    std::size_t at = 0;
};

inline int readGifBytes(GifFileType* gif, GifByteType* to, int count) {
    auto* source = static_cast<GifBytes*>(gif->UserData);
    const std::size_t n = std::min(static_cast<std::size_t>(count), source->bytes.size() - source->at);
    std::memcpy(to, source->bytes.data() + source->at, n);
    source->at += n;
    return static_cast<int>(n);
}

inline DecodedGif decodeGif(const std::string& path) {
    // Read whole, in binary, and handed to giflib from memory: the same on every system.
    GifBytes source{readText(path), 0};
    if (source.bytes.empty())
        throw std::runtime_error("cannot read " + path);
    int error = 0;
    GifFileType* gif = DGifOpen(&source, readGifBytes, &error);
    if (!gif)
        throw std::runtime_error("cannot open " + path + ": " + GifErrorString(error));
    if (DGifSlurp(gif) == GIF_ERROR) {
        const std::string reason = GifErrorString(gif->Error);
        DGifCloseFile(gif, &error);
        throw std::runtime_error("cannot read " + path + ": " + reason);
    }
    DecodedGif decoded;
    decoded.width = gif->SWidth;
    decoded.height = gif->SHeight;
    Raster picture(gif->SWidth, gif->SHeight, Rgb{0, 0, 0});
    for (int i = 0; i < gif->ImageCount; ++i) {
        const SavedImage& image = gif->SavedImages[i];
        const GifImageDesc& desc = image.ImageDesc;
        const ColorMapObject* map = desc.ColorMap ? desc.ColorMap : gif->SColorMap;
        if (!map)
            throw std::runtime_error("a frame without colours");
        GraphicsControlBlock control{};
        control.TransparentColor = NO_TRANSPARENT_COLOR;
        decoded.delays.push_back(DGifSavedExtensionToGCB(gif, i, &control) == GIF_OK ? control.DelayTime
                                                                                     : -1);
        // The frame's pixels over the picture, but for those of the transparent colour.
        for (int y = 0; y < desc.Height; ++y)
            for (int x = 0; x < desc.Width; ++x) {
                const int colour = image.RasterBits[y * desc.Width + x];
                if (colour == control.TransparentColor)
                    continue;
                const GifColorType c = map->Colors[colour];
                picture.fill(desc.Left + x, desc.Top + y, 1, 1, Rgb{c.Red, c.Green, c.Blue});
            }
        decoded.frames.push_back(picture);
        for (int e = 0; e + 1 < image.ExtensionBlockCount; ++e) {
            const ExtensionBlock& block = image.ExtensionBlocks[e];
            if (block.Function == APPLICATION_EXT_FUNC_CODE && block.ByteCount == 11 &&
                std::string(reinterpret_cast<const char*>(block.Bytes), 11) == "NETSCAPE2.0")
                decoded.loops = true;
        }
    }
    DGifCloseFile(gif, &error);
    return decoded;
}

} // namespace pathfinder::testing
