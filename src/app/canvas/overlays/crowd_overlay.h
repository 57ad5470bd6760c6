#pragma once

#include "pathfinder/basics/coord.h"

#include "canvas/viewport.h"

#include <vector>

class wxDC;
class wxGraphicsContext;

namespace pathfinder::app {

/// A crowd of agents as it is drawn: whoever runs the crowd fills it in.
struct CrowdPicture {
    std::vector<Coord> agents;             ///< where each agent stands
    std::vector<Coord> goals;              ///< each agent's goal
    std::vector<bool> arrived;             ///< per agent: it stands on its goal
    std::vector<std::vector<Coord>> plans; ///< per agent: the cells still ahead (may be empty)
};

/// Plans narrower than this many pixels a cell are left out: on a whole large map they would hide it.
inline constexpr double kCrowdPlanScale = 5.0;

/// Every agent of `crowd` in its own colour (palette::routeColour of its index): its plan as a thin
/// line, its goal as a ring and the agent as a disc (with a dark rim; an agent that has arrived
/// inside its ring).
void drawCrowd(wxDC& dc, wxGraphicsContext* gc, const CrowdPicture& crowd, const Viewport& view);

} // namespace pathfinder::app
