#include "walkers/hierarchical/hierarchical_listings.h"

namespace pathfinder {

using namespace listing;

const PseudoCodeListing& hpaStarListing() {
    static const PseudoCodeListing kept{
        "HPA*",
        {
            line("at reset: build the abstract map, or rebuild only the clusters an edit touched"),
            startLine("insert start and goal into their clusters; open \u2190 {start}; g(start) \u2190 0",
                      K::Generating),
            line("while open is not empty (the abstract search, A*):"),
            line("    n \u2190 take the open node with the least f = g + h", {K::Expanding}),
            line("    if n = goal: refine the abstract path (below)"),
            line("    for each abstract edge n \u2192 m (a crossing, or a route inside a cluster):"),
            line("        if g(n) + cost < g(m): parent(m) \u2190 n; g(m) \u2190 g(n) + cost; open m",
                 {K::Generating, K::Updating}),
            line("    close n", {K::Closing}),
            line("refine: for each abstract edge u \u2192 v: a crossing is one step, else"),
            line("    A* from u to v inside their cluster, one expansion per step"),
            line("return the pieces joined (no path when open ran empty)", {K::End}),
            startOverLine(),
        }};
    return kept;
}

} // namespace pathfinder
