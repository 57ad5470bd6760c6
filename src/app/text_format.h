#pragma once

#include "pathfinder/coord.h"

#include <wx/string.h>

#include <cstdint>

namespace pathfinder::app {

/// A path cost for people: up to three decimals without trailing zeros ("28.4", "26.971");
/// "none" for infinity and "?" for an unknown (NaN) value.
wxString formatCost(double cost);

/// A duration given in nanoseconds, in the unit that suits it ("812 ns", "35.2 µs", "4.71 ms").
wxString formatDuration(std::int64_t nanoseconds);

/// A count with thin grouping for readability ("1 048 576").
wxString formatCount(std::uint64_t count);

/// A cell as "(x, y)".
wxString coordText(Coord c);

} // namespace pathfinder::app
