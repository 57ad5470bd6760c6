#pragma once

#include "pathfinder/grid/terrain.h"

#include "canvas/drawn_text.h"

#include <wx/gdicmn.h>
#include <wx/string.h>

#include <cstddef>
#include <vector>

class wxDC;

namespace pathfinder::app {

/// A terrain of the map in the colour key, with what it costs the map's unit.
struct TerrainKey {
    Terrain terrain = Terrain::Plains;
    wxString text;           ///< e.g. "Forest 1.5", "Water impassable"
    bool impassable = false; ///< drawn hatched, as the map shows it

    friend bool operator==(const TerrainKey& a, const TerrainKey& b) {
        return a.terrain == b.terrain && a.text == b.text && a.impassable == b.impassable;
    }
};

/// One route of All Units in the colour key.
struct RouteKey {
    std::size_t style = 0; ///< palette::routeStyle(style)
    wxString unit;

    friend bool operator==(const RouteKey& a, const RouteKey& b) {
        return a.style == b.style && a.unit == b.unit;
    }
};

/// What the colour key lists besides the cells, the path and the markers.
struct LegendContent {
    bool parentArrows = false;
    bool jumps = false; ///< links from a node to a parent further than one step away
    bool abstractMap =
        false;             ///< HPA*'s clusters, transitions and abstract edges (its links are abstract edges)
    bool subgoals = false; ///< the abstract map is a subgoal graph: subgoals and graph edges, no clusters
    bool abstractPath = false;   ///< HPA*'s abstract path, while it is refined
    bool signposts = false;      ///< signposts, and changed signposts
    bool walk = false;           ///< the agent, its trail and its visits
    bool repairs = false;        ///< a route changed by a repair
    bool suboptimality = false;  ///< an optimal path beside the walk's, where it diverges, what costs
    bool bidirectional = false;  ///< both frontiers of a bidirectional walker, and where they meet
    bool costs = true;           ///< the map has plain cells, whose grey says their cost
    bool sideWalls = false;      ///< walls on sides between cells
    bool oneWaySides = false;    ///< one-way sides
    bool heights = false;        ///< raised cells, shaded by their height
    bool clearance = false;      ///< each cell's clearance (View › Clearance)
    bool heuristicError = false; ///< each cell's h* − h (View › Heuristic Error)
    bool inconsistent = false;   ///< an incremental search (LPA*): its open cells are the inconsistent ones
    bool learned = false;        ///< a real-time agent's learned estimates (LRTA*, RTAA*)
    int unitSize = 1;            ///< a larger unit's route, drawn as the band its square sweeps
    bool fog = false;            ///< a walk with limited sight: fog, and cells changed since seen
    bool crowd = false;          ///< many agents, their goals and plans (Search › Crowd)
    std::vector<TerrainKey> terrains; ///< the terrains on the map, in Terrain order
    std::vector<RouteKey> routes;     ///< All Units: the routes drawn

    friend bool operator==(const LegendContent& a, const LegendContent& b) {
        return a.parentArrows == b.parentArrows && a.jumps == b.jumps && a.abstractMap == b.abstractMap &&
               a.subgoals == b.subgoals && a.abstractPath == b.abstractPath && a.signposts == b.signposts &&
               a.walk == b.walk && a.repairs == b.repairs && a.suboptimality == b.suboptimality &&
               a.bidirectional == b.bidirectional && a.costs == b.costs && a.sideWalls == b.sideWalls &&
               a.oneWaySides == b.oneWaySides && a.heights == b.heights && a.clearance == b.clearance &&
               a.heuristicError == b.heuristicError && a.learned == b.learned &&
               a.inconsistent == b.inconsistent && a.unitSize == b.unitSize && a.fog == b.fog &&
               a.crowd == b.crowd && a.terrains == b.terrains && a.routes == b.routes;
    }
};

/// What the strip under a map shows: how the walk ended, then the colour key. The strip has its
/// own place below the map, so it never hides a cell.
struct FooterContent {
    wxString outcome;     ///< one line on how the walk ended; empty while it goes on
    bool success = false; ///< the outcome is good news (green) rather than bad (red)
    bool legend = true;   ///< show the colour key
    LegendContent key;

    bool empty() const { return outcome.empty() && !legend; }
    friend bool operator==(const FooterContent& a, const FooterContent& b) {
        return a.outcome == b.outcome && a.success == b.success && a.legend == b.legend && a.key == b.key;
    }
    friend bool operator!=(const FooterContent& a, const FooterContent& b) { return !(a == b); }
};

/// The height the footer needs at `width` pixels: the outcome on its own line, the colour key's
/// entries flowed into as many rows as they need. 0 when there is nothing to show.
int footerHeight(wxDC& dc, int width, const FooterContent& content);
/// The height an outcome of `lines` lines adds to the footer.
int outcomeHeight(wxDC& dc, int lines);

/// Draws the footer into `area` (its height as footerHeight() says), over a plain background.
void drawFooter(wxDC& dc, const wxRect& area, const FooterContent& content);

/// The words drawFooter() paints into `area`: the outcome's lines and each entry's label.
std::vector<DrawnText> footerTexts(wxDC& dc, const wxRect& area, const FooterContent& content);

} // namespace pathfinder::app
