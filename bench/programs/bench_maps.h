#pragma once

#include "pathfinder/generators/maze_generator.h"
#include "pathfinder/grid/map_grid.h"

namespace pathfinder::bench {

/// The benchmarks' generated map: `side` × `side` cells of `kind`, seed 2009, 20 % walls where the
/// kind takes a density.
inline MapGrid generatedMap(MazeKind kind, int side) {
    MazeOptions options;
    options.kind = kind;
    options.width = side;
    options.height = side;
    options.seed = 2009;
    options.density = 0.2;
    return generateMaze(options);
}

} // namespace pathfinder::bench
