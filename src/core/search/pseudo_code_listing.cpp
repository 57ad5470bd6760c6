#include "pathfinder/search/pseudo_code_listing.h"

#include <utility>

namespace pathfinder::listing {

PseudoCodeLine line(std::string text, std::vector<SearchEventKind> events, PseudoCodeLine::Parent parent,
                    std::vector<AgentRule> rules) {
    return PseudoCodeLine{std::move(text), std::move(events), parent, std::move(rules)};
}

PseudoCodeLine startLine(std::string text, SearchEventKind first) {
    return line(std::move(text), {K::Restarting, K::Source, K::Destination, first},
                PseudoCodeLine::Parent::Without);
}

PseudoCodeLine startOverLine() {
    return line("when the map changes: start again from the top", {SearchEventKind::MapChange});
}

} // namespace pathfinder::listing
