#pragma once

#include "pathfinder/pictures/palette.h"

#include <wx/colour.h>
#include <wx/pen.h>

#include <algorithm>
#include <cmath>
#include <cstddef>

namespace pathfinder::app {

/// The app's colours: the core's palette (pathfinder/pictures/palette.h), which the pictures and
/// animations the core draws share, as wx colours, and the marks only the app draws.
namespace palette {

using namespace pathfinder::colours;

inline wxColour toColour(Rgb rgb) {
    return {rgb.r, rgb.g, rgb.b};
}

inline wxColour current() {
    return toColour(kCurrent);
}
inline wxColour path() {
    return toColour(kPath);
}
inline wxColour arrow() {
    return toColour(kArrow);
}
inline wxColour signpost() {
    return toColour(kSignpost);
}
inline wxColour changedSignpost() {
    return toColour(kChangedSignpost);
}
inline wxColour trail() {
    return toColour(kTrail);
}
inline wxColour agent() {
    return toColour(kAgent);
}
inline wxColour repaired() {
    return toColour(kRepaired);
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
/// A subgoal graph's local subgoals, smaller and paler than its global ones.
inline wxColour localTransition() {
    return {175, 140, 210};
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
    return toColour(kStart);
}
inline wxColour goal() {
    return toColour(kGoal);
}

} // namespace palette

} // namespace pathfinder::app
