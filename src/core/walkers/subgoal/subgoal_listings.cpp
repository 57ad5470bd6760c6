#include "walkers/subgoal/subgoal_listings.h"

namespace pathfinder {

using namespace listing;

const PseudoCodeListing& subgoalGraphListing() {
    static const PseudoCodeListing kept{
        "Subgoal Graph",
        {
            line("at reset, when the cells changed: subgoals \u2190 the free cells at convex corners of "
                 "walls; join each pair reached diagonals first with no subgoal between"),
            line("other movements, costs or map shapes: search as plain A* instead"),
            startLine("join start and goal to the subgoals they reach diagonals first; open \u2190 {start}",
                      K::Generating),
            line("while open is not empty (A*, h the octile distance):"),
            line("    n \u2190 take the open node with the least f = g + h", {K::Expanding}),
            line("    if n = goal: unfold each edge into its cells, diagonals first", {K::End}),
            line("    for each edge n \u2192 m, cost the octile distance between them:"),
            line("        if g(n) + cost < g(m): parent(m) \u2190 n; g(m) \u2190 g(n) + cost; open m",
                 {K::Generating, K::Updating}, P::With),
            line("    close n", {K::Closing}),
            line("return no path"),
            startOverLine(),
        }};
    return kept;
}

} // namespace pathfinder
