#include "walkers/subgoal/subgoal_listings.h"

namespace pathfinder {

using namespace listing;

const PseudoCodeListing& subgoalGraphListing() {
    static const PseudoCodeListing kept{
        "Subgoal Graph",
        {
            line("at reset, when the cells changed: subgoals \u2190 the free cells at convex corners of "
                 "walls; join each pair reached diagonals first with no subgoal between"),
            line(
                "    in turn, make a subgoal local if it needs no more shortcuts than it has global "
                "neighbours: a shortcut p\u2013q for each pair with no path round it as cheap as through it"),
            line("other movements, costs or map shapes: search as plain A* instead"),
            startLine("join start and goal to the subgoals they reach diagonals first; cone \u2190 those "
                      "joined to the goal and all above them in rank; open \u2190 {start}",
                      K::Generating),
            line("while open is not empty (A*, h the octile distance):"),
            line("    n \u2190 take the open node with the least f = g + h", {K::Expanding}),
            line("    if n = goal: unfold each edge into its cells, shortcuts through the subgoals they pass",
                 {K::End}),
            line("    for each edge n \u2192 m up in rank, or down into the cone:"),
            line("        if g(n) + cost(n, m) < g(m): parent(m) \u2190 n; g(m) \u2190 g(n) + cost(n, m); "
                 "open m",
                 {K::Generating, K::Updating}, P::With),
            line("    close n", {K::Closing}),
            line("return no path"),
            startOverLine(),
        }};
    return kept;
}

} // namespace pathfinder
