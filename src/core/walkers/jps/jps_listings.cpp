#include "walkers/jps/jps_listings.h"

#include <string>

namespace pathfinder {

using namespace listing;

namespace {

/// Jump Point Search (jump_point_search.cpp), and JPS+ (plus: its straight runs read from a table of
/// jump distances kept up to date with the map).
PseudoCodeListing makeJpsListing(bool plus) {
    PseudoCodeListing l;
    l.title = plus ? "JPS+" : "Jump Point Search";
    l.lines = {
        line("f(n) = g(n) + h(n), h the octile distance (Manhattan with 4 neighbours); ties: the tie-break"),
    };
    if (plus)
        l.lines.push_back(
            line("jump(c, d) \u2190 steps from c along d to the next forced cell (or \u2212 to the wall), "
                 "rebuilt on the lines around each edited cell"));
    const std::vector<PseudoCodeLine> rest = {
        startLine("open \u2190 {start}; g(start) \u2190 0", K::Generating),
        line("while open is not empty:"),
        line("    n \u2190 take the open jump point with the least f", {K::Expanding}),
        line("    if n = goal: return the path, the runs between jump points filled in", {K::End}),
        line("    for each way d from n: natural for how n was reached, or forced by a wall beside it:"),
        line(plus ? "        jump along d to the first jump point m: straight runs read jump(c, d), "
                    "diagonals step"
                  : "        jump along d to the first jump point m: the goal, or a cell with a forced "
                    "neighbour"),
        line("        if m is unseen or reached cheaper: parent(m) \u2190 n; g(m) \u2190 g(n) + jump; open m",
             {K::Generating, K::Updating}, P::With),
        line("        if m is closed and reached as cheaply from a new way: open m again", {K::Updating}),
        line("        if a jump crossed a cell that costs more than 1: start again as plain A*"),
        line("    close n", {K::Closing}),
        line("return no path"),
        startOverLine(),
    };
    l.lines.insert(l.lines.end(), rest.begin(), rest.end());
    return l;
}

} // namespace

const PseudoCodeListing& jpsListing() {
    static const PseudoCodeListing kept = makeJpsListing(false);
    return kept;
}

const PseudoCodeListing& jpsPlusListing() {
    static const PseudoCodeListing kept = makeJpsListing(true);
    return kept;
}

} // namespace pathfinder
