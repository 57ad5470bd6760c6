#pragma once

#include "pathfinder/grid/map_grid.h"
#include "pathfinder/search/search_view.h"

#include <wx/colour.h>
#include <wx/pen.h>

#include <algorithm>
#include <cmath>
#include <cstddef>

namespace pathfinder::app {

struct Rgb {
    unsigned char r = 0;
    unsigned char g = 0;
    unsigned char b = 0;
};

/// The app's colours, shared by the painter and the legend so that they always agree.
/// Start, goal, path and search edges keep the original testbed's green, red and blue.
namespace palette {

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

/// Multiplies a colour by a tint, so that a search's colours keep the cost shading visible.
inline Rgb tint(Rgb base, Rgb by) {
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

inline wxColour toColour(Rgb rgb) {
    return {rgb.r, rgb.g, rgb.b};
}

inline wxColour current() {
    return {255, 140, 0};
}
inline wxColour path() {
    return {220, 20, 20};
}
inline wxColour arrow() {
    return {20, 60, 210};
}
inline wxColour signpost() {
    return {30, 80, 220};
}
inline wxColour changedSignpost() {
    return {220, 20, 20};
}
inline wxColour trail() {
    return {150, 60, 170};
}
/// The walking agent: yellow, unlike every other marker.
inline wxColour agent() {
    return {255, 215, 0};
}
/// The part of a route that the latest repair changed.
inline wxColour repaired() {
    return {255, 120, 0};
}
/// HPA*'s abstract map: cluster borders, abstract edges, transition cells and the abstract path.
inline wxColour clusterBorder() {
    return {90, 60, 150};
}
inline wxColour abstractEdge() {
    return {150, 130, 200};
}
inline wxColour transition() {
    return {110, 40, 170};
}
inline wxColour abstractPath() {
    return {200, 0, 160};
}
/// A wall between two cells, and a one-way side with its arrow.
inline wxColour sideWall() {
    return {28, 28, 32};
}
inline wxColour oneWaySide() {
    return {196, 98, 16};
}
/// An optimal path drawn beside the walk's, for comparison.
inline wxColour optimalPath() {
    return {0, 150, 60};
}
/// Where a walk leaves every optimal path, and the stretches that cost it.
inline wxColour divergence() {
    return {255, 185, 0};
}
/// Cells an agent stood on, from once (light) to `kHeatFull` times or more (deep).
inline constexpr int kHeatFull = 8;
inline Rgb heat(unsigned visits) {
    const int level = static_cast<int>(visits < static_cast<unsigned>(kHeatFull) ? visits : kHeatFull);
    // From a pale rose to a deep red, as a tint that keeps the cost shading.
    return {255, static_cast<unsigned char>(215 - 17 * level), static_cast<unsigned char>(200 - 20 * level)};
}

/// How one unit's route of All Units is drawn: a line of its colour on a casing that sets it off
/// any ground, dashed from the ninth unit on (the colours come round again).
struct RouteStyle {
    wxColour colour;
    wxColour casing;
    wxPenStyle dash = wxPENSTYLE_SOLID;
};

/// The colour of route i, for any number of routes: first Okabe and Ito's eight colours, which
/// readers with every common colour vision deficiency tell apart (Okabe & Ito, "Color Universal
/// Design", 2008); after them hues a golden angle apart (each as far from those before as the
/// circle allows), in two saturations and two brightnesses, so that no two routes share a colour.
inline wxColour routeColour(std::size_t i) {
    static const wxColour kColourBlindSafe[8] = {{230, 159, 0},   {86, 180, 233}, {0, 158, 115},
                                                 {240, 228, 66},  {0, 114, 178},  {213, 94, 0},
                                                 {204, 121, 167}, {0, 0, 0}};
    if (i < 8)
        return kColourBlindSafe[i];
    const std::size_t k = i - 8;
    const double goldenTurn = 0.6180339887498949;
    const double turns = 0.05 + static_cast<double>(k % 100000) * goldenTurn;
    const double hue = 6.0 * (turns - std::floor(turns)); // in sixths of the circle
    const double saturation = k % 2 == 0 ? 0.9 : 0.55;
    const double value = (k / 2) % 2 == 0 ? 0.95 : 0.6;
    // HSV to RGB.
    const double chroma = value * saturation;
    const double x = chroma * (1.0 - std::abs(std::fmod(hue, 2.0) - 1.0));
    const double rgb[6][3] = {{chroma, x, 0}, {x, chroma, 0}, {0, chroma, x},
                              {0, x, chroma}, {x, 0, chroma}, {chroma, 0, x}};
    const double* c = rgb[std::min(5, static_cast<int>(hue))];
    const auto channel = [&](double v) {
        return static_cast<unsigned char>(std::lround((v + value - chroma) * 255));
    };
    return {channel(c[0]), channel(c[1]), channel(c[2])};
}

/// The style of route i: its colour (routeColour()), a casing that stands out from it, and past the
/// first eight a dash as well.
inline RouteStyle routeStyle(std::size_t i) {
    static const wxPenStyle kDashes[3] = {wxPENSTYLE_SOLID, wxPENSTYLE_LONG_DASH, wxPENSTYLE_SHORT_DASH};
    const wxColour colour = routeColour(i);
    const double luminance = 0.2126 * colour.Red() + 0.7152 * colour.Green() + 0.0722 * colour.Blue();
    return {colour, luminance < 90 ? wxColour(250, 250, 250) : wxColour(25, 25, 25), kDashes[(i / 8) % 3]};
}

/// Where the two searches of a bidirectional walker meet: a purple diamond on a white casing.
inline wxColour meetingPoint() {
    return {120, 30, 160};
}

inline wxColour start() {
    return {0, 125, 5};
}
inline wxColour goal() {
    return {255, 2, 5};
}

} // namespace palette

} // namespace pathfinder::app
