#include "walkers/classic/classic_listings.h"

#include <string>

namespace pathfinder {

using namespace listing;

namespace {

/// The best-first engine (best_first_engine.cpp): the goal test when the goal leaves the open list;
/// only A* reopens closed cells.
PseudoCodeListing engineListing(std::string title, std::string key, bool reopens) {
    PseudoCodeListing l;
    l.title = std::move(title);
    l.lines = {
        line(std::move(key)),
        startLine("open \u2190 {start}; g(start) \u2190 0", K::Generating),
        line("while open is not empty:"),
        line("    n \u2190 take the open cell with the least f (ties: the tie-break)", {K::Expanding}),
        line("    if n = goal: return the path to n, along the parents", {K::End}),
        line("    for each legal step n \u2192 m:"),
        line("        g' \u2190 g(n) + cost of the step onto m"),
        line("        if m is unseen: parent(m) \u2190 n; g(m) \u2190 g'; open m", {K::Generating}, P::With),
        reopens
            ? line("        else if g' < g(m): parent(m) \u2190 n; g(m) \u2190 g'; open m again (closed or "
                   "not)",
                   {K::Updating})
            : line("        else if m is open and g' < g(m): parent(m) \u2190 n; g(m) \u2190 g'; re-rank m",
                   {K::Updating}),
        line("    close n", {K::Closing}),
        line("return no path"),
        startOverLine(),
    };
    return l;
}

} // namespace

const PseudoCodeListing& breadthFirstListing() {
    static const PseudoCodeListing kept =
        engineListing("Breadth-First",
                      "f(n) = g(n) = moves from the start (every step counts 1); ties: the tie-break", false);
    return kept;
}

const PseudoCodeListing& bestFirstListing() {
    static const PseudoCodeListing kept = engineListing(
        "Best-First (greedy)", "f(n) = h(n), the estimate to the goal; ties: the tie-break", false);
    return kept;
}

const PseudoCodeListing& dijkstraListing() {
    static const PseudoCodeListing kept =
        engineListing("Dijkstra", "f(n) = g(n), the cost from the start; ties: the tie-break", false);
    return kept;
}

const PseudoCodeListing& aStarListing() {
    static const PseudoCodeListing kept =
        engineListing("A*", "f(n) = g(n) + w\u00b7h(n); ties: the tie-break", true);
    return kept;
}

const PseudoCodeListing& depthFirstListing() {
    static const PseudoCodeListing kept{
        "Depth-First (iterative deepening)",
        {
            line("limit \u2190 the number of moves from start to goal without walls"),
            line("repeat:"),
            startLine("    stack \u2190 {start}; depth(start) \u2190 0; forget the last round",
                      K::Generating),
            line("    while the stack is not empty:"),
            line("        n \u2190 pop the stack (skip it if a shallower route replaced it); close n",
                 {K::Expanding, K::Closing}),
            line("        if n = goal: return the path to n, along the parents", {K::End}),
            line("        for each legal step n \u2192 m, pushed so that north is tried first:"),
            line("            if depth(n) + 1 < depth(m):"),
            line("                if depth(n) = limit: note that the limit cut a route; skip m"),
            line("                depth(m) \u2190 depth(n) + 1; parent(m) \u2190 n; push m",
                 {K::Generating, K::Updating}, P::With),
            line("    if no route was cut, or this round reached no new cell: return no path"),
            line("    limit \u2190 limit + 1"),
            startOverLine(),
        }};
    return kept;
}

const PseudoCodeListing& idaStarListing() {
    static const PseudoCodeListing kept{
        "IDA*",
        {
            line("f(n) = g(n) + h(n); children tried by least f (ties: the tie-break)"),
            line("if the goal lies outside the start's region: return no path (unless told to search)"),
            line("threshold \u2190 h(start); repeat:"),
            startLine("    stack \u2190 {start}; path \u2190 (); forget the last iteration", K::Generating),
            line("    while the stack is not empty:"),
            line("        if the budget of expansions is spent: give up"),
            line("        take n off the stack; back the path up to n's parent, closing what it leaves",
                 {K::Closing}),
            line("        put n on the path", {K::Expanding}),
            line("        if n = goal: return the path", {K::End}),
            line("        for each legal step n \u2192 m with m not on the path:"),
            line("            if g(n) + step + h(m) > threshold: next \u2190 min(next, that f); skip m"),
            line("            push m with parent n", {K::Generating, K::Updating}, P::With),
            line("    if no f exceeded the threshold: return no path"),
            line("    threshold \u2190 next"),
            startOverLine(),
        }};
    return kept;
}

const PseudoCodeListing& stackDepthFirstListing() {
    static const PseudoCodeListing kept{
        "Depth-First (stack)",
        {
            startLine("stack \u2190 {start}", K::Generating),
            line("while the stack is not empty:"),
            line("    n \u2190 pop the stack (skip it if visited); mark n visited",
                 {K::Expanding, K::Closing}),
            line("    if n = goal: return the path to n, along the parents", {K::End}),
            line("    for each legal step n \u2192 m to an unvisited m, pushed so that N, NE, E, \u2026 come "
                 "off "
                 "first:"),
            line("        parent(m) \u2190 n; push m", {K::Generating, K::Updating}, P::With),
            line("return no path"),
            startOverLine(),
        }};
    return kept;
}

const PseudoCodeListing& boundedAStarListing() {
    static const PseudoCodeListing kept{
        "Bounded A*",
        {
            line("f(n) = g(n) + h(n); ties: the tie-break; no closed list"),
            startLine("open \u2190 {start}; g(start) \u2190 0", K::Generating),
            line("while open is not empty:"),
            line("    n \u2190 take the open cell with the least f", {K::Expanding}),
            line("    if n = goal: return the path to n, along the parents", {K::End}),
            line("    for each legal step n \u2192 m:"),
            line("        if m was never opened, or g(n) + step < the least g it had:"),
            line("            parent(m) \u2190 n; g(m) \u2190 g(n) + step; open m",
                 {K::Generating, K::Updating}, P::With),
            line("            if open holds more than the bound: drop the cell with the worst f",
                 {K::Discarding}),
            line("    close n", {K::Closing}),
            line("return no path if nothing was dropped, else give up"),
            startOverLine(),
        }};
    return kept;
}

} // namespace pathfinder
