#include "pathfinder/generators/maze_generator.h"

#include "pathfinder/basics/number_text.h"
#include "pathfinder/basics/random.h"
#include "pathfinder/generators/terrain_generator.h"

#include "formats/maze_features.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdio>
#include <stdexcept>
#include <string>
#include <utility>

namespace pathfinder {

namespace {

// Cells are built in a plain wall-flag array and copied into the MapGrid once at the end, so
// that a 4096×4096 map does not pay for millions of individually reported edits.
class CellBuffer {
public:
    CellBuffer(int width, int height, bool wall)
        : m_width(width), m_height(height),
          m_walls(static_cast<std::size_t>(width) * static_cast<std::size_t>(height), wall ? 1 : 0) {}

    int width() const { return m_width; }
    int height() const { return m_height; }
    bool isWall(int x, int y) const { return m_walls[index(x, y)] != 0; }
    void setWall(int x, int y, bool wall) { m_walls[index(x, y)] = wall ? 1 : 0; }

    MapGrid toGrid() const {
        MapGrid grid(m_width, m_height);
        for (int y = 0; y < m_height; ++y) {
            for (int x = 0; x < m_width; ++x) {
                if (isWall(x, y)) {
                    grid.setWall({x, y}, true);
                }
            }
        }
        return grid;
    }

private:
    std::size_t index(int x, int y) const {
        return static_cast<std::size_t>(y) * static_cast<std::size_t>(m_width) + static_cast<std::size_t>(x);
    }

    int m_width;
    int m_height;
    std::vector<char> m_walls;
};

/// An edge between two orthogonally adjacent nodes of a cols × rows lattice, as node indices
/// (row-major); `horizontal` is true when b is the east neighbour of a, false when it is south.
struct LatticeEdge {
    int a = 0;
    int b = 0;
    bool horizontal = false;
};

/// A uniformly seeded depth-first spanning tree of a cols × rows lattice, grown from node 0.
/// Neighbours are tried in N, E, S, W order and one is picked with Random::below, so the tree
/// depends only on the seed. Returns the cols·rows − 1 tree edges in the order they were added.
std::vector<LatticeEdge> depthFirstSpanningTree(int cols, int rows, Random& rng) {
    std::vector<LatticeEdge> edges;
    if (cols <= 0 || rows <= 0) {
        return edges;
    }
    const auto count = static_cast<std::size_t>(cols) * static_cast<std::size_t>(rows);
    edges.reserve(count - 1);
    std::vector<char> visited(count, 0);
    std::vector<int> stack;
    stack.push_back(0);
    visited[0] = 1;
    while (!stack.empty()) {
        const int node = stack.back();
        const int cx = node % cols;
        const int cy = node / cols;
        int candidates[4];
        int candidateCount = 0;
        if (cy > 0 && visited[static_cast<std::size_t>(node - cols)] == 0) {
            candidates[candidateCount++] = node - cols;
        }
        if (cx + 1 < cols && visited[static_cast<std::size_t>(node + 1)] == 0) {
            candidates[candidateCount++] = node + 1;
        }
        if (cy + 1 < rows && visited[static_cast<std::size_t>(node + cols)] == 0) {
            candidates[candidateCount++] = node + cols;
        }
        if (cx > 0 && visited[static_cast<std::size_t>(node - 1)] == 0) {
            candidates[candidateCount++] = node - 1;
        }
        if (candidateCount == 0) {
            stack.pop_back();
            continue;
        }
        const int next = candidates[rng.below(static_cast<std::uint32_t>(candidateCount))];
        visited[static_cast<std::size_t>(next)] = 1;
        const bool horizontal = next / cols == cy;
        edges.push_back({std::min(node, next), std::max(node, next), horizontal});
        stack.push_back(next);
    }
    return edges;
}

// Corridor cells sit on odd coordinates with walls between them; (width − 1) / 2 cells fit
// across, so even sizes leave their last column / row as a second wall.
CellBuffer makeBacktracker(int width, int height, Random& rng) {
    CellBuffer cells(width, height, true);
    const int cols = (width - 1) / 2;
    const int rows = (height - 1) / 2;
    if (cols == 0 || rows == 0) {
        return cells;
    }
    for (int cy = 0; cy < rows; ++cy) {
        for (int cx = 0; cx < cols; ++cx) {
            cells.setWall(2 * cx + 1, 2 * cy + 1, false);
        }
    }
    for (const LatticeEdge& edge : depthFirstSpanningTree(cols, rows, rng)) {
        const int ax = 2 * (edge.a % cols) + 1;
        const int ay = 2 * (edge.a / cols) + 1;
        cells.setWall(edge.horizontal ? ax + 1 : ax, edge.horizontal ? ay : ay + 1, false);
    }
    return cells;
}

struct Chamber {
    int x0, y0, x1, y1; // inclusive bounds
};

// Chambers always start on even coordinates; walls go on odd coordinates and gaps on even
// ones, so a later wall can never run into the gap of an earlier one and every chamber stays
// connected to its neighbours.
CellBuffer makeDivision(int width, int height, Random& rng) {
    CellBuffer cells(width, height, false);
    std::vector<Chamber> pending{{0, 0, width - 1, height - 1}};
    while (!pending.empty()) {
        const Chamber c = pending.back();
        pending.pop_back();
        const int w = c.x1 - c.x0 + 1;
        const int h = c.y1 - c.y0 + 1;
        const bool canSplitVertically = w >= 3;
        const bool canSplitHorizontally = h >= 3;
        if (!canSplitVertically && !canSplitHorizontally) {
            continue;
        }
        bool vertical = canSplitVertically;
        if (canSplitVertically && canSplitHorizontally) {
            vertical = w > h || (w == h && rng.below(2) == 0);
        }
        // Odd offsets from the chamber's even origin: x0 + 1, x0 + 3, … strictly inside.
        const auto oddChoices = [](int span) { return static_cast<std::uint32_t>((span - 1) / 2); };
        const auto evenChoices = [](int span) { return static_cast<std::uint32_t>((span + 1) / 2); };
        if (vertical) {
            const int wallX = c.x0 + 1 + 2 * static_cast<int>(rng.below(oddChoices(w)));
            const int gapY = c.y0 + 2 * static_cast<int>(rng.below(evenChoices(h)));
            for (int y = c.y0; y <= c.y1; ++y) {
                cells.setWall(wallX, y, y != gapY);
            }
            pending.push_back({wallX + 1, c.y0, c.x1, c.y1});
            pending.push_back({c.x0, c.y0, wallX - 1, c.y1});
        } else {
            const int wallY = c.y0 + 1 + 2 * static_cast<int>(rng.below(oddChoices(h)));
            const int gapX = c.x0 + 2 * static_cast<int>(rng.below(evenChoices(w)));
            for (int x = c.x0; x <= c.x1; ++x) {
                cells.setWall(x, wallY, x != gapX);
            }
            pending.push_back({c.x0, wallY + 1, c.x1, c.y1});
            pending.push_back({c.x0, c.y0, c.x1, wallY - 1});
        }
    }
    return cells;
}

CellBuffer makeRandomWalls(int width, int height, double density, Random& rng) {
    CellBuffer cells(width, height, false);
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            cells.setWall(x, y, rng.unit() < density);
        }
    }
    // The corners become start and goal; keep them usable whatever the density.
    cells.setWall(0, 0, false);
    cells.setWall(width - 1, height - 1, false);
    return cells;
}

/// A run of cells [first, last] along one axis.
struct Span {
    int first = 0;
    int last = 0;
};

constexpr int kMinRoomSide = 3;
constexpr int kMaxRoomSide = 8;
/// Chance that two adjacent rooms not joined by the spanning tree still get a door.
constexpr double kExtraDoorChance = 0.2;

/// Splits [0, length) into rooms of kMinRoomSide..kMaxRoomSide cells separated by one-cell
/// walls; a length too short to split is a single room.
std::vector<Span> splitIntoRooms(int length, Random& rng) {
    std::vector<Span> rooms;
    int pos = 0;
    while (length - pos > kMaxRoomSide) {
        const int largest = std::min(kMaxRoomSide, length - pos - 1 - kMinRoomSide);
        const int side = kMinRoomSide +
                         static_cast<int>(rng.below(static_cast<std::uint32_t>(largest - kMinRoomSide + 1)));
        rooms.push_back({pos, pos + side - 1});
        pos += side + 1;
    }
    rooms.push_back({pos, length - 1});
    return rooms;
}

CellBuffer makeRooms(int width, int height, Random& rng) {
    CellBuffer cells(width, height, true);
    const std::vector<Span> columns = splitIntoRooms(width, rng);
    const std::vector<Span> rows = splitIntoRooms(height, rng);
    for (const Span& row : rows) {
        for (const Span& column : columns) {
            for (int y = row.first; y <= row.last; ++y) {
                for (int x = column.first; x <= column.last; ++x) {
                    cells.setWall(x, y, false);
                }
            }
        }
    }
    const int cols = static_cast<int>(columns.size());
    const int rowCount = static_cast<int>(rows.size());
    const auto openDoor = [&](int a, bool horizontal) {
        const Span& column = columns[static_cast<std::size_t>(a % cols)];
        const Span& row = rows[static_cast<std::size_t>(a / cols)];
        if (horizontal) {
            const auto choices = static_cast<std::uint32_t>(row.last - row.first + 1);
            cells.setWall(column.last + 1, row.first + static_cast<int>(rng.below(choices)), false);
        } else {
            const auto choices = static_cast<std::uint32_t>(column.last - column.first + 1);
            cells.setWall(column.first + static_cast<int>(rng.below(choices)), row.last + 1, false);
        }
    };
    const std::vector<LatticeEdge> tree = depthFirstSpanningTree(cols, rowCount, rng);
    const auto roomCount = static_cast<std::size_t>(cols) * static_cast<std::size_t>(rowCount);
    // Per room: bit 0 = door to the east neighbour, bit 1 = door to the south neighbour.
    std::vector<char> doors(roomCount, 0);
    for (const LatticeEdge& edge : tree) {
        doors[static_cast<std::size_t>(edge.a)] |= static_cast<char>(edge.horizontal ? 1 : 2);
        openDoor(edge.a, edge.horizontal);
    }
    // A few extra doors make loops, so there is more than one way between most rooms.
    for (int room = 0; room < cols * rowCount; ++room) {
        const char mask = doors[static_cast<std::size_t>(room)];
        if (room % cols + 1 < cols && (mask & 1) == 0 && rng.unit() < kExtraDoorChance) {
            openDoor(room, true);
        }
        if (room / cols + 1 < rowCount && (mask & 2) == 0 && rng.unit() < kExtraDoorChance) {
            openDoor(room, false);
        }
    }
    return cells;
}

void validate(const MazeOptions& options) {
    const auto validSide = [](int side) { return side >= 1 && side <= MapGrid::kMaxSide; };
    if (!validSide(options.width) || !validSide(options.height)) {
        throw std::invalid_argument("maze size " + std::to_string(options.width) + "x" +
                                    std::to_string(options.height) + " is outside 1.." +
                                    std::to_string(MapGrid::kMaxSide));
    }
    if (!(options.density >= 0.0 && options.density <= 1.0)) {
        throw std::invalid_argument("wall density " + std::to_string(options.density) + " is outside 0..1");
    }
    if (options.topology == Topology::Hex)
        if (const auto refusal = hexRefusal(options.kind))
            throw std::invalid_argument(*refusal + " (choose another kind of map for hex cells)");
    if (!(std::isfinite(options.slope) && options.slope >= 0.0 && options.slope <= kMaxMazeSlope))
        throw std::invalid_argument("slope factor " + numberText(options.slope) + " is outside 0.." +
                                    numberText(kMaxMazeSlope));
    if (options.slope > 0.0 && options.kind != MazeKind::Terrain)
        throw std::invalid_argument(std::string(labelOf(options.kind)) +
                                    " leaves every cell at height 0, where a slope factor prices nothing "
                                    "(a slope factor above 0 is for terrain maps)");
}

/// The map of `options` on square cells.
MapGrid generateSquareMaze(const MazeOptions& options) {
    Random rng(options.seed);
    const int w = options.width;
    const int h = options.height;
    const auto withCornerEndpoints = [](const CellBuffer& cells) {
        MapGrid grid = cells.toGrid();
        placeCornerEndpoints(grid);
        return grid;
    };
    switch (options.kind) {
    case MazeKind::RecursiveBacktracker:
        return withCornerEndpoints(makeBacktracker(w, h, rng));
    case MazeKind::RecursiveDivision:
        return withCornerEndpoints(makeDivision(w, h, rng));
    case MazeKind::RandomWalls:
        return withCornerEndpoints(makeRandomWalls(w, h, options.density, rng));
    case MazeKind::Rooms:
        return withCornerEndpoints(makeRooms(w, h, rng));
    case MazeKind::Terrain:
        return generateTerrain(w, h, options.seed);
    case MazeKind::Open:
        break;
    }
    return withCornerEndpoints(CellBuffer(w, h, false));
}

} // namespace

std::optional<std::string> hexRefusal(MazeKind kind) {
    if (kind != MazeKind::RecursiveBacktracker)
        return std::nullopt;
    return std::string(labelOf(kind)) + " makes square mazes: on hex cells its corridors would touch at "
                                        "their corners";
}

MapGrid generateMaze(const MazeOptions& options) {
    validate(options);
    MapGrid grid = generateSquareMaze(options);
    // The kinds made here keep their ways and walls on hex cells (MazeOptions::topology).
    grid.setTopology(options.topology);
    grid.setSlope(options.slope);
    return grid;
}

std::optional<Coord> nearestFreeCell(const MapGrid& grid, bool fromBottomRight) {
    const int w = grid.width();
    const int h = grid.height();
    for (int d = 0; d <= (w - 1) + (h - 1); ++d) {
        for (int dy = std::max(0, d - (w - 1)); dy <= std::min(d, h - 1); ++dy) {
            const int dx = d - dy;
            const Coord c{fromBottomRight ? w - 1 - dx : dx, fromBottomRight ? h - 1 - dy : dy};
            if (!grid.isBlocked(c))
                return c;
        }
    }
    return std::nullopt;
}

void placeCornerEndpoints(MapGrid& grid) {
    grid.setStart(nearestFreeCell(grid, false));
    grid.setGoal(nearestFreeCell(grid, true));
}

std::string mazeName(const MazeOptions& options) {
    // The terrain kind's label explains itself for a menu; a map is simply a strategy map.
    const std::string kind =
        options.kind == MazeKind::Terrain ? "Strategy map" : std::string(labelOf(options.kind));
    std::string name =
        kind + " " + std::to_string(options.width) + "\xc3\x97" + std::to_string(options.height);
    if (options.kind == MazeKind::RandomWalls) {
        char share[32];
        std::snprintf(share, sizeof share, "%.3g", options.density * 100.0);
        name += std::string(", ") + share + " % walls";
    }
    if (options.topology == Topology::Hex)
        name += ", hex cells";
    if (options.slope > 0.0)
        name += ", slope " + numberText(options.slope);
    return name + ", seed " + std::to_string(options.seed);
}

} // namespace pathfinder
