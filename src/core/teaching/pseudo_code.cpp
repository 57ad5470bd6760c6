#include "pathfinder/teaching/pseudo_code.h"

#include "pathfinder/registry/walker_registry.h"

#include <algorithm>

namespace pathfinder {

namespace {

using K = SearchEventKind;
using P = PseudoCodeLine::Parent;
using R = AgentRule;

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

} // namespace

const PseudoCodeListing* pseudoCodeFor(std::string_view walkerName) {
    const WalkerInfo* info = findWalker(walkerName);
    return info && info->pseudoCode ? &info->pseudoCode() : nullptr;
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
