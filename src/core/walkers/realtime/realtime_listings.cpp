#include "walkers/realtime/realtime_listings.h"

namespace pathfinder {

using namespace listing;

namespace {

/// The lines both agents share around their learning rule (`learning`).
PseudoCodeListing realTimeListing(std::string title, std::vector<std::string> learning) {
    std::vector<PseudoCodeLine> lines = {
        startLine("stand on the start; h(s) \u2190 the estimate wherever nothing is learned yet", K::Moving),
        line("repeat for each trial:"),
        line("    repeat until on the goal (give up after max-steps moves):"),
        line("        A* from the agent by f = g + h: expand up to lookahead cells, never the goal"),
        line("        s\u0305 \u2190 the open cell with the least f (none: the goal cannot be reached)"),
    };
    for (std::string& text : learning)
        lines.push_back(line("        " + std::move(text)));
    lines.push_back(line("        step to the first cell of the route to s\u0305", {K::Moving}, P::With));
    lines.push_back(line("    if no h rose in the trial, or the trials are done: return its walk, loops "
                         "erased",
                         {K::End}));
    lines.push_back(line("    back to the start, keeping every h learned"));
    lines.push_back(startOverLine());
    return PseudoCodeListing{std::move(title), std::move(lines)};
}

} // namespace

const PseudoCodeListing& lrtaStarListing() {
    static const PseudoCodeListing kept = realTimeListing(
        "LRTA*", {
                     "for each expanded s: h'(s) \u2190 least over open s' of cost(s \u2192 s') + h(s')",
                     "    (a Dijkstra search backwards over the expanded cells from the open ones)",
                     "    h(s) \u2190 max(h(s), h'(s))",
                 });
    return kept;
}

const PseudoCodeListing& rtaaStarListing() {
    static const PseudoCodeListing kept = realTimeListing(
        "RTAA*", {
                     "for each expanded s: h(s) \u2190 max(h(s), g(s\u0305) + h(s\u0305) \u2212 g(s))",
                 });
    return kept;
}

} // namespace pathfinder
