#pragma once

#include <cstddef>

namespace pathfinder::app {

/// The last cells of an agent's trail that are drawn, and that a comparison keeps: a trail can be
/// millions of steps long, and its recent part tells the story.
inline constexpr std::size_t kTrailCellsDrawn = 5000;

} // namespace pathfinder::app
