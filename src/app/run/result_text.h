#pragma once

#include "pathfinder/search/cost_comparison.h"
#include "pathfinder/search/search_view.h"

#include <wx/string.h>

#include <cstdint>

namespace pathfinder::app {

// How the app's tables and panels show a walk's path figure beside the optimum, read from the core's
// CostComparison so that each says what the command line's reports say.

/// The path's figure: its cost ("42.941"), "length 27" for an any-angle length that is no cost,
/// "inf" when the goal is unreachable, "–" when there is none (the walker gave up or did not run).
wxString figureText(const CostComparison& comparison, Outcome outcome, double pathCost);

/// Its ratio to the optimum: "1.000", "0.629 (any-angle)" for an any-angle cost (which may be
/// below 1), "–" for a length, an unknown optimum or a walk that found no path.
wxString ratioText(const CostComparison& comparison, Outcome outcome, double pathCost, double optimalCost);

/// Moves on the path: "33", or an any-angle walker's "1 segment", "13 segments".
wxString pathStepsText(const CostComparison& comparison, std::uint64_t steps);

/// A count and its noun in the app's way of grouping digits: "1 query", "1 048 576 cells".
wxString countWords(std::uint64_t count, const char* singular, const char* plural = nullptr);

} // namespace pathfinder::app
