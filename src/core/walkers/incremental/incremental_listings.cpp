#include "walkers/incremental/incremental_listings.h"

namespace pathfinder {

using namespace listing;

const PseudoCodeListing& dstarListing() {
    static const PseudoCodeListing kept{
        "D* (incremental, as D* Lite)",
        {
            line("search from the goal: rhs(goal) \u2190 0; open \u2190 {goal}",
                 {K::Restarting, K::Source, K::Destination}),
            line("key(n) = (min(g, rhs) + h(start, n) + km, min(g, rhs)); g(n) = cost from n to the goal"),
            line("while open holds a key below the start's, or g(start) \u2260 rhs(start):"),
            line("    n \u2190 take the open cell with the least key (an outdated key is re-ranked)",
                 {K::Expanding}),
            line("    if g(n) > rhs(n): g(n) \u2190 rhs(n)    (settled: closed)", {K::Closing}),
            line("    else: g(n) \u2190 \u221e; update n    (it got dearer)"),
            line("    for each neighbour m of n: update m"),
            line("update m: rhs(m) \u2190 least step cost + g over m's steps; open m if g(m) \u2260 rhs(m)",
                 {K::Generating, K::Updating}),
            line("          else close m, or forget it when g and rhs are both \u221e",
                 {K::Closing, K::Discarding}),
            line("signpost(n) \u2190 the step that gives rhs(n), for every cell touched", {K::Signpost}),
            line("return the path along the signposts, or no path if g(start) = \u221e", {K::End}),
            line("when the map changes: km += h(old start, start); update the cells around the change",
                 {K::MapChange, K::Repair}),
            line("    and go on with the loop above: the repair"),
        }};
    return kept;
}

const PseudoCodeListing& lpaStarListing() {
    static const PseudoCodeListing kept{
        "LPA* (Lifelong Planning A*)",
        {
            startLine("search from the start: rhs(start) \u2190 0; open \u2190 {start}", K::Generating),
            line("key(n) = (min(g, rhs) + h(n, goal), min(g, rhs)); g(n) = cost from the start to n"),
            line("while open holds a key below the goal's, or g(goal) \u2260 rhs(goal):"),
            line("    n \u2190 take the open cell with the least key", {K::Expanding}),
            line("    if g(n) > rhs(n): g(n) \u2190 rhs(n)    (settled: closed)", {K::Closing}),
            line("        for each successor m: rhs(m) \u2190 min(rhs(m), g(n) + step cost)"),
            line("    else: g(n) \u2190 \u221e; update n and the successors whose rhs came from n"),
            line("update m: rhs(m) \u2190 least g + step cost over m's predecessors; open m if g(m) \u2260 "
                 "rhs(m)",
                 {K::Generating, K::Updating}),
            line("          else close m, or forget it when g and rhs are both \u221e",
                 {K::Closing, K::Discarding}),
            line("return the path traced back from the goal along the best predecessors,", {K::End}),
            line("    or no path if g(goal) = \u221e"),
            line("when the map changes: update the cells around the change", {K::MapChange, K::Repair}),
            line("    and go on with the loop above: the repair (a moved start or goal starts over)"),
        }};
    return kept;
}

const PseudoCodeListing& pathJoinerListing() {
    static const PseudoCodeListing kept{
        "PathJoiner",
        {
            startLine("path \u2190 A* from start to goal (the settings' heuristic, weight and tie-break)",
                      K::Generating),
            line("    each step: take the open cell with the least f, open its neighbours, close it",
                 {K::Expanding, K::Generating, K::Updating, K::Closing}),
            line("hold the path", {K::End}),
            line("when the map changes:", {K::MapChange, K::Repair}),
            line("    if the start moved onto the path: drop the part before it"),
            line("    if a wall cuts the path: Dijkstra from the last cell before the cut"),
            line("        to the nearest cell of the rest of the path; splice the branch in"),
            line("    if a wall went, or a cost fell, at s: Dijkstra from s (ties: first in, first out)"),
            line("        the first path cell it settles is the locator L; for each later one, T:"),
            line("            if X1 + X2 < Y (the branches s\u2013L and s\u2013T against the path L\u2013T): "
                 "join"),
            line("        stop when X1 + the distance reached exceeds the path's cost"),
            line("    otherwise (a cost raised, a wall elsewhere): the path stands"),
            line("    return the path"),
        }};
    return kept;
}

} // namespace pathfinder
