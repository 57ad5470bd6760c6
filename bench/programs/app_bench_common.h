#pragma once

// What the app bench's measurements share: the clock, medians, the rows of output and the rooms
// maps they are taken on.

#include "pathfinder/generators/maze_generator.h"

#include "app_driver.h"
#include "canvas/grid_canvas.h"
#include "document/grid_commands.h"
#include "document/map_grid_document.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

namespace pathfinder::app::testing {

using Clock = std::chrono::steady_clock;

inline double msSince(Clock::time_point began) {
    return std::chrono::duration<double, std::milli>(Clock::now() - began).count();
}

inline double median(std::vector<double> samples) {
    std::sort(samples.begin(), samples.end());
    return samples.empty() ? 0.0 : samples[samples.size() / 2];
}

inline void row(const std::string& what, int side, double value, const char* unit) {
    std::printf("row\t%s\t%dx%d\t%.2f\t%s\n", what.c_str(), side, side, value, unit);
    std::fflush(stdout);
}

inline MapGrid roomsMap(int side) {
    MazeOptions options;
    options.kind = MazeKind::Rooms;
    options.width = options.height = side;
    options.seed = 7;
    MapGrid grid = generateMaze(options);
    return grid;
}

/// Replaces the open document's map with a rooms map of side × side cells.
inline MapGridDocument& showRooms(int side) {
    MapGridDocument& doc = newMap(side, side);
    doc.GetCommandProcessor()->Submit(new ReplaceGridCommand(doc, roomsMap(side), "Generate"));
    runFor(50);
    return doc;
}

inline GridCanvas& canvas() {
    return frame().canvas();
}

} // namespace pathfinder::app::testing
