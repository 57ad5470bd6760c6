#include "walkers/fringe/fringe_listing.h"

namespace pathfinder {

using namespace listing;

const PseudoCodeListing& fringeSearchListing() {
    static const PseudoCodeListing kept{
        "Fringe Search",
        {
            line("f(n) = g(n) + h(n); g, h and the parent of every cell seen stay in the cache"),
            line("if the goal lies outside the start's region: return no path (unless told to search)"),
            startLine("fringe \u2190 (start); g(start) \u2190 0; flimit \u2190 h(start)", K::Generating),
            line("while the fringe is not empty: fmin \u2190 \u221e"),
            line("    for each cell n of the fringe, from left to right (cells put in on the way too):"),
            line("        if f(n) > flimit: fmin \u2190 min(fmin, f(n)); leave n where it is; next n"),
            line("        expand n", {K::Expanding}),
            line("        if n = goal: return the path to n, along the parents", {K::End}),
            line("        for each legal step n \u2192 m with g' = g(n) + its cost:"),
            line("            if m was seen and g' \u2265 g(m): skip m"),
            line("            take m out of the fringe if there; put it after n and n's children so far",
                 {K::Generating, K::Updating}, P::With),
            line("        take n out of the fringe", {K::Closing}),
            line("    flimit \u2190 fmin"),
            line("return no path"),
            startOverLine(),
        }};
    return kept;
}

} // namespace pathfinder
