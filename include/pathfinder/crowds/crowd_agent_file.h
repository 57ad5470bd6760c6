#pragma once

#include "pathfinder/crowds/crowd_settings.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/terrain.h"

#include <istream>
#include <string>
#include <vector>

namespace pathfinder {

/// Reads a crowd's agents, one a line: `SX SY GX GY [UNIT] [WALKER]`, start and goal as whole
/// numbers, then optionally a unit of `units` ("-" for the map's own unit, so that a walker can
/// follow) and a registered walker. `#` begins a comment to the end of the line; blank lines are
/// skipped. Every start and goal must be on `map` and free to the agent's unit, and no two agents
/// may share a start, nor a goal unless `sharedGoals` (CrowdRule::FlowField, whose agents leave the
/// map at their goal).
///
/// Throws ParseError (`file:line:col: what was expected`) at the first fault, with the column of
/// the field at fault, and for a file without agents.
std::vector<CrowdAgentSpec> readCrowdAgents(std::istream& in, const std::string& fileName, const MapGrid& map,
                                            const UnitTable& units, bool sharedGoals = false);
/// readCrowdAgents() of the file at `path`; a file that cannot be opened is a ParseError at 0:0.
std::vector<CrowdAgentSpec> readCrowdAgentsFile(const std::string& path, const MapGrid& map,
                                                const UnitTable& units, bool sharedGoals = false);

} // namespace pathfinder
