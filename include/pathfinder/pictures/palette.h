#pragma once

#include "pathfinder/grid/map_grid.h"
#include "pathfinder/search/search_view.h"

#include <cstddef>
#include <cstdint>

namespace pathfinder {

/// A colour of 8 bits a channel.
struct Rgb {
    unsigned char r = 0;
    unsigned char g = 0;
    unsigned char b = 0;

    friend bool operator==(Rgb one, Rgb other) {
        return one.r == other.r && one.g == other.g && one.b == other.b;
    }
    friend bool operator!=(Rgb one, Rgb other) { return !(one == other); }
};

/// The colours of a map and of a search on it, one set for every picture of them: the app's canvas
/// and legend, and the pictures and animations the core draws (pictures/search_picture.h).
/// Start, goal, path and search edges keep the original testbed's green, red and blue.
namespace colours {

inline constexpr Rgb kBackground{72, 76, 82};
inline constexpr Rgb kWall{34, 34, 38};
inline constexpr Rgb kOpenTint{150, 225, 150};
inline constexpr Rgb kClosedTint{170, 198, 240};
/// The backward search of a bidirectional walker: yellow open and rose closed cells. Under the
/// simulated protan, deutan and tritan deficiencies (Machado et al. 2009) each of the four search
/// tints stays at least 24 CIELAB units from the three others, except the forward pair, which is
/// 14 apart under tritanopia.
inline constexpr Rgb kBackwardOpenTint{245, 240, 120};
inline constexpr Rgb kBackwardClosedTint{210, 150, 165};

inline constexpr Rgb kStart{0, 125, 5};
inline constexpr Rgb kGoal{255, 2, 5};
inline constexpr Rgb kPath{220, 20, 20};
inline constexpr Rgb kCurrent{255, 140, 0};
inline constexpr Rgb kArrow{20, 60, 210};
inline constexpr Rgb kSignpost{30, 80, 220};
inline constexpr Rgb kChangedSignpost{220, 20, 20};
inline constexpr Rgb kTrail{150, 60, 170};
/// The walking agent: yellow, unlike every other marker.
inline constexpr Rgb kAgent{255, 215, 0};
/// The part of a route that the latest repair changed.
inline constexpr Rgb kRepaired{255, 120, 0};

/// The tint of a search's cell: open or closed, of the forward or the backward search.
inline Rgb searchTint(CellVisit visit, Frontier frontier) {
    const bool backward = frontier == Frontier::Backward;
    if (visit == CellVisit::Open)
        return backward ? kBackwardOpenTint : kOpenTint;
    return backward ? kBackwardClosedTint : kClosedTint;
}

/// Free cells darken with their entry cost: white for 1, mid grey for 9.
inline Rgb costShade(int cost) {
    const auto v = static_cast<unsigned char>(255 - (cost - 1) * 17);
    return {v, v, v};
}

/// The ground colour of each terrain, in Terrain order.
inline Rgb terrainShade(Terrain t) {
    static constexpr Rgb kShades[kTerrainCount] = {
        {46, 125, 50},   // jungle
        {110, 175, 90},  // forest
        {215, 230, 145}, // plains
        {240, 214, 150}, // desert
        {190, 160, 120}, // foothills
        {140, 120, 110}, // mountains
        {200, 120, 80},  // roadway
        {225, 190, 140}, // trail
        {115, 140, 95},  // swamp
        {90, 150, 220},  // water
    };
    return kShades[static_cast<std::size_t>(t)];
}

/// The colour of a cell of code `code` (MapGrid::code()): a terrain's shade or a plain cost's grey.
inline Rgb cellShade(int code) {
    if (MapGrid::isTerrainCode(code))
        return terrainShade(MapGrid::terrainOfCode(code));
    return code == MapGrid::kWall ? kWall : costShade(code);
}

/// A cell's colour shaded for its height 0–9: each step darkens it and warms it toward brown.
inline Rgb heightShade(Rgb rgb, int height) {
    if (height <= 0)
        return rgb;
    const auto shade = [height](unsigned char v, int warm) {
        const int value = v * (100 - 6 * height) / 100 + warm * height / 9;
        return static_cast<unsigned char>(value < 0 ? 0 : value > 255 ? 255 : value);
    };
    return Rgb{shade(rgb.r, 20), shade(rgb.g, 4), shade(rgb.b, -20)};
}

/// Multiplies a colour by a tint, so that a search's colours keep the cost shading visible.
constexpr Rgb tint(Rgb base, Rgb by) {
    return {static_cast<unsigned char>(base.r * by.r / 255), static_cast<unsigned char>(base.g * by.g / 255),
            static_cast<unsigned char>(base.b * by.b / 255)};
}

/// The tint of connected region `label` (View › Connected Regions): one of eight pale hues, spread so
/// that regions with nearby labels differ; regions apart are parted by walls anyway.
inline Rgb regionTint(std::uint32_t label) {
    static constexpr Rgb kTints[8] = {{255, 214, 170}, {180, 220, 255}, {200, 240, 190}, {255, 200, 230},
                                      {235, 225, 160}, {210, 200, 255}, {170, 235, 230}, {255, 190, 180}};
    return kTints[(label * 5u) % 8u];
}

/// A grid line is its cell's colour, a little darker.
inline unsigned char gridLine(unsigned char channel) {
    return static_cast<unsigned char>(channel * 13 / 16);
}

/// Cells an agent stood on, from once (light) to `kHeatFull` times or more (deep).
inline constexpr int kHeatFull = 8;
inline Rgb heat(unsigned visits) {
    const int level = static_cast<int>(visits < static_cast<unsigned>(kHeatFull) ? visits : kHeatFull);
    // From a pale rose to a deep red, as a tint that keeps the cost shading.
    return {255, static_cast<unsigned char>(215 - 17 * level), static_cast<unsigned char>(200 - 20 * level)};
}

} // namespace colours

} // namespace pathfinder
