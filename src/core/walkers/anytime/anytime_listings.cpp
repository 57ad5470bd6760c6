#include "walkers/anytime/anytime_listings.h"

namespace pathfinder {

using namespace listing;

const PseudoCodeListing& araStarListing() {
    static const PseudoCodeListing kept{
        "ARA* (Anytime Repairing A*)",
        {
            startLine("\u03b5 \u2190 initial weight; g(start) \u2190 0; open \u2190 {start}", K::Generating),
            line("key(n) = g(n) + \u03b5\u00b7h(n); CLOSED, INCONS \u2190 \u2205"),
            line("while g(goal) > the least key on open:"),
            line("    n \u2190 take the open cell with the least key; add it to CLOSED", {K::Expanding}),
            line("    for each neighbour m of n with g(n) + step cost < g(m):"),
            line("        g(m) \u2190 g(n) + step cost; parent(m) \u2190 n"),
            line("        if m is not in CLOSED: open m (or re-rank it)", {K::Generating, K::Updating},
                 P::With),
            line("        else: add m to INCONS", {K::Updating}, P::With),
            line("    close n", {K::Closing}),
            line("publish g(goal), within \u03b5' = min(\u03b5, g(goal) / least g + h over open \u222a "
                 "INCONS)"),
            line("if \u03b5' = 1: return the path along the parents from the goal", {K::End}),
            line("else: \u03b5 \u2190 max(1, \u03b5 \u2212 weight step); open \u2190 open \u222a INCONS, "
                 "re-ranked;",
                 {K::Updating}),
            line("    CLOSED, INCONS \u2190 \u2205; go on with the loop above"),
            line("if open runs dry without the goal: no path", {K::End}),
            startOverLine(),
        }};
    return kept;
}

} // namespace pathfinder
