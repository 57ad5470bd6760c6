#include "walkers/bidirectional/bidirectional_listings.h"

namespace pathfinder {

using namespace listing;

/// The bidirectional searches (bidirectional_search.cpp): one listing, the stopping rule per ranking.
const PseudoCodeListing& bidirectionalListing() {
    static const PseudoCodeListing kept{
        "Bidirectional search",
        {
            line("f = moves (BFS), g (Dijkstra) or g + w\u00b7h toward the other end (A*); \u03bc \u2190 "
                 "\u221e"),
            startLine("open_F \u2190 {start}; open_B \u2190 {goal}; g_F(start) \u2190 0; g_B(goal) \u2190 0",
                      K::Generating),
            line("until an open list is empty or \u03bc is proven least:"),
            line("    (Dijkstra, BFS: top_F + top_B \u2265 \u03bc; A*: \u03bc \u2264 max(least f_F, least "
                 "f_B))"),
            line("    side \u2190 the side with the fewer open cells; n \u2190 its best open cell",
                 {K::Expanding}),
            line("    for each legal step between n and m (backward: m \u2192 n, priced by n's entry cost):"),
            line("        if m is new to the side: parent(m) \u2190 n; g(m) \u2190 g(n) + step; open m",
                 {K::Generating}, P::With),
            line("        else if that is cheaper: parent(m) \u2190 n; g(m) \u2190 g(n) + step; open m again",
                 {K::Updating}),
            line("        if both sides reached m: \u03bc \u2190 min(\u03bc, g_F(m) + g_B(m)); meet at m"),
            line("    close n", {K::Closing}),
            line("return start \u2192 meet by the forward parents, meet \u2192 goal by the backward ones",
                 {K::End}),
            line("    (no path when \u03bc is \u221e)"),
            startOverLine(),
        }};
    return kept;
}

} // namespace pathfinder
