#include "walkers/any_angle/any_angle_listings.h"

#include <string>

namespace pathfinder {

using namespace listing;

namespace {

/// Theta* and Lazy Theta* (theta_star.cpp): A* whose parents may be any cell in sight.
PseudoCodeListing makeThetaStarListing(bool lazy) {
    PseudoCodeListing l;
    l.title = lazy ? "Lazy Theta*" : "Theta*";
    l.lines = {
        line("f(n) = g(n) + h(n): g the length of the straight segments, h the straight line to the goal"),
        startLine("open \u2190 {start}; parent(start) \u2190 start; g(start) \u2190 0", K::Generating),
        line("while open is not empty:"),
        line("    n \u2190 take the open cell with the least f (ties: the tie-break)", {K::Expanding}),
    };
    if (lazy)
        l.lines.push_back(
            line("    if parent(n) does not see n: parent(n) \u2190 the closed neighbour m with the "
                 "least g(m) + |m n|"));
    l.lines.push_back(line("    if n = goal: return the centres along the parents", {K::End}));
    l.lines.push_back(line("    for each legal step n \u2192 m, m not closed:"));
    l.lines.push_back(lazy ? line("        p \u2190 parent(n), assumed to see m")
                           : line("        p \u2190 parent(n) if it sees m's centre from its own, else n"));
    l.lines.push_back(line("        if m is unseen: parent(m) \u2190 p; g(m) \u2190 g(p) + |p m|; open m",
                           {K::Generating}, P::With));
    l.lines.push_back(
        line("        else if g(p) + |p m| < g(m): parent(m) \u2190 p; g(m) \u2190 g(p) + |p m|; "
             "re-rank m",
             {K::Updating}));
    l.lines.push_back(line("    close n", {K::Closing}));
    l.lines.push_back(line("return no path"));
    l.lines.push_back(startOverLine());
    return l;
}

} // namespace

const PseudoCodeListing& thetaStarListing() {
    static const PseudoCodeListing kept = makeThetaStarListing(false);
    return kept;
}

const PseudoCodeListing& lazyThetaStarListing() {
    static const PseudoCodeListing kept = makeThetaStarListing(true);
    return kept;
}

const PseudoCodeListing& anyaListing() {
    static const PseudoCodeListing kept{
        "Anya",
        {
            line("a node: an interval I of a row and its root r, which sees every point of I"),
            line("f(n) = g(r) + the length from r through I to the goal (mirrored across the row if on r's "
                 "side)"),
            startLine("r \u2190 start; push what r sees on its row and the two rows beside it", K::Closing),
            line("    each interval split at the obstacle corners inside it", {K::Generating}, P::With),
            line("while open is not empty:"),
            line("    n = (I, r) \u2190 take the node with the least f", {K::Expanding}),
            line("    if I holds the goal: return start, the roots, goal", {K::End}),
            line("    flat n (r on I's row): if I's far end is a corner c, it is a new root"),
            line("    cone n: project I from r onto the next row, cut by the obstacles; push each piece",
                 {K::Generating, K::Updating}, P::With),
            line("        for each end c of I that is a corner: c is a new root"),
            line("    a new root c, unless reached as cheaply before: g(c) \u2190 g(r) + |rc|;"),
            line("        push what c sees on its row and the two rows beside it (one side of a double "
                 "corner)",
                 {K::Generating, K::Updating}, P::With),
            line("    show n's cells closed", {K::Closing}),
            line("return no path"),
            startOverLine(),
        }};
    return kept;
}

} // namespace pathfinder
