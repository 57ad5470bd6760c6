#pragma once

#include "pathfinder/search/agent_decision.h"
#include "pathfinder/search/pseudo_code_listing.h"
#include "pathfinder/search/search_events.h"

#include <optional>
#include <string_view>

namespace pathfinder {

/// The listing of the walker with this registry name (its description's pseudoCode), or nullptr for
/// an unknown walker or one without a listing. The listing lives as long as the program.
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
