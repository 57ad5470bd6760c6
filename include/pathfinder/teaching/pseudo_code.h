#pragma once

#include "pathfinder/search/agent_decision.h"
#include "pathfinder/search/search_events.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
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

/// A short listing of what a walker family does, faithful to our code (where the goal test happens,
/// what is relaxed, when it starts over).
struct PseudoCodeListing {
    std::string title;
    std::vector<std::string> walkers; ///< the registry names it describes
    std::vector<PseudoCodeLine> lines;
};

/// Every listing: the best-first engine's walkers (one each: breadth-first, best-first, dijkstra,
/// astar), jps, jps-plus, dstar, pathjoiner, depth-first, wall-trace, random-bounce, one for the three
/// bidirectional searches, hpastar, thetastar, lazy-thetastar, anya, idastar, stack-depth-first and
/// bounded-astar.
const std::vector<PseudoCodeListing>& pseudoCodeListings();

/// The listing of the walker with this registry name, or nullptr.
const PseudoCodeListing* pseudoCodeFor(std::string_view walkerName);

/// The line (0-based) to highlight after `lastEvent`: the first line that lists its kind (and whose
/// parent condition it meets); nothing for an event no line stands for. The event alone does not
/// tell everything: End marks the goal test whether the goal was reached or not; PathJoiner's
/// repair searches highlight the lines of its first plan; JPS's fall back to plain A* highlights its
/// start.
std::optional<int> lineFor(const PseudoCodeListing& listing, const SearchEvent& lastEvent);

/// lineFor() for an agent, with the walker's lastDecision(): a Moving or End event highlights the
/// line of the rule that decided the move (wall ahead, following the wall, …) when a line names it.
std::optional<int> lineFor(const PseudoCodeListing& listing, const SearchEvent& lastEvent,
                           const AgentDecision& decision);

} // namespace pathfinder
