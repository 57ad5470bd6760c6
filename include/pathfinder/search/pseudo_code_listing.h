#pragma once

#include "pathfinder/search/agent_decision.h"
#include "pathfinder/search/search_events.h"

#include <cstdint>
#include <string>
#include <vector>

namespace pathfinder {

/// One line of a pseudo-code listing, with the events it makes happen: a viewer highlights the line
/// of the last event.
struct PseudoCodeLine {
    /// Which of the line's events it stands for: the start is generated (or stood on) without a
    /// parent, every other cell with one.
    enum class Parent : std::uint8_t { Any, With, Without };

    std::string text; ///< plain text, indented by four spaces a level
    std::vector<SearchEventKind> events;
    Parent parent = Parent::Any;
    /// For agents: the decisions (AgentDecision::rule) this line makes.
    std::vector<AgentRule> rules;
};

/// A short listing of what a walker family does, faithful to its code (where the goal test happens,
/// what is relaxed, when it starts over). Each walker's description points at its family's listing
/// (WalkerDescription::pseudoCode); teaching/pseudo_code.h finds the line an event stands for.
struct PseudoCodeListing {
    std::string title;
    std::vector<PseudoCodeLine> lines;
};

/// Building blocks of the listings, shared by the walker families (`using namespace listing;`).
namespace listing {

using K = SearchEventKind;
using P = PseudoCodeLine::Parent;
using R = AgentRule;

/// A line of text, standing for `events` (and, for agents, the decisions `rules`).
PseudoCodeLine line(std::string text, std::vector<SearchEventKind> events = {},
                    PseudoCodeLine::Parent parent = PseudoCodeLine::Parent::Any,
                    std::vector<AgentRule> rules = {});

/// The start of a walk: what reset() sends, and the start put on the open list (or stood on) as `first`.
PseudoCodeLine startLine(std::string text, SearchEventKind first);

/// "when the map changes: start again from the top", for the walkers that start over after an edit.
PseudoCodeLine startOverLine();

} // namespace listing

} // namespace pathfinder
