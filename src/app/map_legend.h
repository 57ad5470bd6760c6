#pragma once

#include <wx/gdicmn.h>
#include <wx/string.h>

class wxDC;

namespace pathfinder::app {

/// What the colour key lists besides the cells, the path and the markers.
struct LegendContent {
    bool parentArrows = false;
    bool jumps = false;         ///< links from a node to a parent further than one step away
    bool signposts = false;     ///< signposts, and changed signposts
    bool walk = false;          ///< the agent, its trail and its visits
    bool repairs = false;       ///< a route changed by a repair
    bool suboptimality = false; ///< an optimal path beside the walk's, where it diverges, what costs

    friend bool operator==(const LegendContent& a, const LegendContent& b) {
        return a.parentArrows == b.parentArrows && a.jumps == b.jumps && a.signposts == b.signposts &&
               a.walk == b.walk && a.repairs == b.repairs && a.suboptimality == b.suboptimality;
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

/// Draws the footer into `area` (its height as footerHeight() says), over a plain background.
void drawFooter(wxDC& dc, const wxRect& area, const FooterContent& content);

} // namespace pathfinder::app
