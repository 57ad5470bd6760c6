#include "pathfinder/teaching/pseudo_code.h"

#include <algorithm>
#include <utility>

namespace pathfinder {

namespace {

using K = SearchEventKind;
using P = PseudoCodeLine::Parent;
using R = AgentRule;

PseudoCodeLine line(std::string text, std::vector<SearchEventKind> events = {}, P parent = P::Any,
                    std::vector<AgentRule> rules = {}) {
    return PseudoCodeLine{std::move(text), std::move(events), parent, std::move(rules)};
}

/// The start of a walk: what reset() sends, and the start put on the open list (or stood on).
PseudoCodeLine startLine(std::string text, SearchEventKind first) {
    return line(std::move(text), {K::Restarting, K::Source, K::Destination, first}, P::Without);
}

PseudoCodeLine startOverLine() {
    return line("when the map changes: start again from the top", {K::MapChange});
}

/// The best-first engine (best_first_engine.cpp): the goal test when the goal leaves the open list;
/// only A* reopens closed cells.
PseudoCodeListing engineListing(std::string name, std::string title, std::string key, bool reopens) {
    PseudoCodeListing l;
    l.title = std::move(title);
    l.walkers = {std::move(name)};
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

/// The bidirectional searches (bidirectional_search.cpp): one listing, the stopping rule per ranking.
PseudoCodeListing bidirectionalListing() {
    PseudoCodeListing l;
    l.title = "Bidirectional search";
    l.walkers = {"bidirectional-bfs", "bidirectional-dijkstra", "bidirectional-astar"};
    l.lines = {
        line("f = moves (BFS), g (Dijkstra) or g + w\u00b7h toward the other end (A*); \u03bc \u2190 \u221e"),
        startLine("open_F \u2190 {start}; open_B \u2190 {goal}; g_F(start) \u2190 0; g_B(goal) \u2190 0",
                  K::Generating),
        line("until an open list is empty or \u03bc is proven least:"),
        line("    (Dijkstra, BFS: top_F + top_B \u2265 \u03bc; A*: \u03bc \u2264 max(least f_F, least f_B))"),
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
    };
    return l;
}

/// Jump Point Search (jump_point_search.cpp), and JPS+ (plus: its straight runs read from a table of
/// jump distances kept up to date with the map).
PseudoCodeListing jpsListing(bool plus) {
    PseudoCodeListing l;
    l.title = plus ? "JPS+" : "Jump Point Search";
    l.walkers = {plus ? "jps-plus" : "jps"};
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

/// Theta* and Lazy Theta* (theta_star.cpp): A* whose parents may be any cell in sight.
PseudoCodeListing thetaStarListing(bool lazy) {
    PseudoCodeListing l;
    l.title = lazy ? "Lazy Theta*" : "Theta*";
    l.walkers = {lazy ? "lazy-thetastar" : "thetastar"};
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

PseudoCodeListing dstarListing() {
    PseudoCodeListing l;
    l.title = "D* (incremental, as D* Lite)";
    l.walkers = {"dstar"};
    l.lines = {
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
    };
    return l;
}

PseudoCodeListing pathJoinerListing() {
    PseudoCodeListing l;
    l.title = "PathJoiner";
    l.walkers = {"pathjoiner"};
    l.lines = {
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
    };
    return l;
}

PseudoCodeListing depthFirstListing() {
    PseudoCodeListing l;
    l.title = "Depth-First (iterative deepening)";
    l.walkers = {"depth-first"};
    l.lines = {
        line("limit \u2190 the number of moves from start to goal without walls"),
        line("repeat:"),
        startLine("    stack \u2190 {start}; depth(start) \u2190 0; forget the last round", K::Generating),
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
    };
    return l;
}

PseudoCodeListing idaStarListing() {
    PseudoCodeListing l;
    l.title = "IDA*";
    l.walkers = {"idastar"};
    l.lines = {
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
    };
    return l;
}

PseudoCodeListing stackDepthFirstListing() {
    PseudoCodeListing l;
    l.title = "Depth-First (stack)";
    l.walkers = {"stack-depth-first"};
    l.lines = {
        startLine("stack \u2190 {start}", K::Generating),
        line("while the stack is not empty:"),
        line("    n \u2190 pop the stack (skip it if visited); mark n visited", {K::Expanding, K::Closing}),
        line("    if n = goal: return the path to n, along the parents", {K::End}),
        line("    for each legal step n \u2192 m to an unvisited m, pushed so that N, NE, E, \u2026 come off "
             "first:"),
        line("        parent(m) \u2190 n; push m", {K::Generating, K::Updating}, P::With),
        line("return no path"),
        startOverLine(),
    };
    return l;
}

PseudoCodeListing boundedAStarListing() {
    PseudoCodeListing l;
    l.title = "Bounded A*";
    l.walkers = {"bounded-astar"};
    l.lines = {
        line("f(n) = g(n) + h(n); ties: the tie-break; no closed list"),
        startLine("open \u2190 {start}; g(start) \u2190 0", K::Generating),
        line("while open is not empty:"),
        line("    n \u2190 take the open cell with the least f", {K::Expanding}),
        line("    if n = goal: return the path to n, along the parents", {K::End}),
        line("    for each legal step n \u2192 m:"),
        line("        if m was never opened, or g(n) + step < the least g it had:"),
        line("            parent(m) \u2190 n; g(m) \u2190 g(n) + step; open m", {K::Generating, K::Updating},
             P::With),
        line("            if open holds more than the bound: drop the cell with the worst f",
             {K::Discarding}),
        line("    close n", {K::Closing}),
        line("return no path if nothing was dropped, else give up"),
        startOverLine(),
    };
    return l;
}

PseudoCodeListing wallTraceListing() {
    PseudoCodeListing l;
    l.title = "Wall Trace";
    l.walkers = {"wall-trace"};
    l.lines = {
        startLine("stand on the start; m-line \u2190 the straight line from start to goal", K::Moving),
        line("repeat until on the goal:", {K::End}),
        line("    if following a wall and the stop rule releases it: leave the wall"),
        line("        (heading: facing the blocked way again; sight: the goal in view;"),
        line("         m-line: on the line, closer to the goal than where the wall was met)"),
        line("    if not following a wall:"),
        line("        if the step toward the goal is free: take it", {K::Moving}, P::With,
             {R::TowardGoal, R::LeftWall}),
        line("        else: put the hand on the wall ahead, and follow it", {K::Moving}, P::With,
             {R::WallAhead}),
        line(
            "    if back where it met the wall, facing the same way: change hands (the second time: give up)",
            {K::Moving}, P::With, {R::OtherHand, R::GaveUp}),
        line("    turn away from the hand to the first free step; take it (no free step: stuck)", {K::Moving},
             P::With, {R::FollowWall, R::Stuck}),
        line("give up after the step limit", {}, P::Any, {R::StepLimit}),
        startOverLine(),
    };
    return l;
}

PseudoCodeListing randomBounceListing() {
    PseudoCodeListing l;
    l.title = "Random Bounce";
    l.walkers = {"random-bounce"};
    l.lines = {
        startLine("stand on the start; seed the random generator", K::Moving),
        line("repeat until on the goal:", {K::End}),
        line("    d \u2190 the way that points most directly at the goal"),
        line("    if the step d is free: take it", {K::Moving}, P::With, {R::TowardGoal}),
        line("    else:"),
        line("        steps \u2190 the free steps (N, NE, \u2026, NW) but the one back where it came from"),
        line("        if there are none: steps \u2190 the step back", {}, P::Any, {R::StepBack}),
        line("        if there are still none: stuck, the goal cannot be reached", {}, P::Any, {R::Stuck}),
        line("        take one of steps at random", {K::Moving}, P::With, {R::RandomStep}),
        line("give up after the step limit", {}, P::Any, {R::StepLimit}),
        startOverLine(),
    };
    return l;
}

bool parentMatches(P parent, const SearchEvent& event) {
    switch (parent) {
    case P::Any:
        return true;
    case P::With:
        return event.parent.has_value();
    case P::Without:
        return !event.parent.has_value();
    }
    return true;
}

PseudoCodeListing anyaListing() {
    PseudoCodeListing l;
    l.title = "Anya";
    l.walkers = {"anya"};
    l.lines = {
        line("a node: an interval I of a row and its root r, which sees every point of I"),
        line(
            "f(n) = g(r) + the length from r through I to the goal (mirrored across the row if on r's side)"),
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
        line("        push what c sees on its row and the two rows beside it (one side of a double corner)",
             {K::Generating, K::Updating}, P::With),
        line("    show n's cells closed", {K::Closing}),
        line("return no path"),
        startOverLine(),
    };
    return l;
}

} // namespace

PseudoCodeListing hpaStarListing() {
    PseudoCodeListing l;
    l.title = "HPA*";
    l.walkers = {"hpastar"};
    l.lines = {
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
    };
    return l;
}

const std::vector<PseudoCodeListing>& pseudoCodeListings() {
    static const std::vector<PseudoCodeListing> listings = {
        engineListing("breadth-first", "Breadth-First",
                      "f(n) = g(n) = moves from the start (every step counts 1); ties: the tie-break", false),
        depthFirstListing(),
        engineListing("best-first", "Best-First (greedy)",
                      "f(n) = h(n), the estimate to the goal; ties: the tie-break", false),
        engineListing("dijkstra", "Dijkstra", "f(n) = g(n), the cost from the start; ties: the tie-break",
                      false),
        engineListing("astar", "A*", "f(n) = g(n) + w\u00b7h(n); ties: the tie-break", true),
        dstarListing(),
        pathJoinerListing(),
        randomBounceListing(),
        wallTraceListing(),
        jpsListing(false),
        jpsListing(true),
        bidirectionalListing(),
        hpaStarListing(),
        thetaStarListing(false),
        thetaStarListing(true),
        anyaListing(),
        idaStarListing(),
        stackDepthFirstListing(),
        boundedAStarListing(),
    };
    return listings;
}

const PseudoCodeListing* pseudoCodeFor(std::string_view walkerName) {
    for (const PseudoCodeListing& listing : pseudoCodeListings())
        if (std::find(listing.walkers.begin(), listing.walkers.end(), walkerName) != listing.walkers.end())
            return &listing;
    return nullptr;
}

std::optional<int> lineFor(const PseudoCodeListing& listing, const SearchEvent& lastEvent) {
    for (std::size_t i = 0; i < listing.lines.size(); ++i) {
        const PseudoCodeLine& l = listing.lines[i];
        if (std::find(l.events.begin(), l.events.end(), lastEvent.kind) != l.events.end() &&
            parentMatches(l.parent, lastEvent))
            return static_cast<int>(i);
    }
    return std::nullopt;
}

std::optional<int> lineFor(const PseudoCodeListing& listing, const SearchEvent& lastEvent,
                           const AgentDecision& decision) {
    const bool ends =
        decision.rule == R::Stuck || decision.rule == R::GaveUp || decision.rule == R::StepLimit;
    if ((lastEvent.kind == K::Moving && lastEvent.parent) || (lastEvent.kind == K::End && ends))
        for (std::size_t i = 0; i < listing.lines.size(); ++i) {
            const std::vector<AgentRule>& rules = listing.lines[i].rules;
            if (std::find(rules.begin(), rules.end(), decision.rule) != rules.end())
                return static_cast<int>(i);
        }
    return lineFor(listing, lastEvent);
}

} // namespace pathfinder
