#pragma once

// The entries of the map's colour key and the samples drawn beside their labels (map_legend.cpp
// lays them out).

#include <wx/colour.h>
#include <wx/gdicmn.h>
#include <wx/string.h>

#include <cstddef>

class wxDC;

namespace pathfinder::app::legend {

/// How an entry's sample is drawn.
enum class Swatch {
    Cell,
    Square, ///< a small filled square inside the cell
    Border, ///< a cell's outline
    Costs,
    Heat,
    Line,
    Dashed,
    Band,
    Ring,
    Arrow,
    Link,
    Pointer,
    Disc,
    Diamond,
    Terrain,
    Route,
    SideWall, ///< two cells with a wall on the side between them
    OneWay,   ///< two cells with a one-way side between them, its arrow pointing the way across
    Heights   ///< a plain cell at three heights
};

/// One entry of the key: its sample and its label.
struct Entry {
    Swatch swatch;
    wxColour colour;
    wxString label;
    std::size_t index = 0;   ///< Terrain: the terrain; Route: the route's style
    bool impassable = false; ///< Terrain: hatched
};

/// Draws the sample of `e` into `sw`, as the map draws what it stands for.
void drawSwatch(wxDC& dc, const wxRect& sw, const Entry& e);

} // namespace pathfinder::app::legend
