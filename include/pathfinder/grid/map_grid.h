#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/connected_regions.h"
#include "pathfinder/grid/movement.h"
#include "pathfinder/grid/terrain.h"
#include "pathfinder/grid/topology.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace pathfinder {

/// What one edit of a MapGrid changed. The kind and the two codes are what the edit means for the
/// map's unit: a terrain cell the unit cannot pass is a wall to it (code 0), so painting water where
/// a jeep drove is WallAdded. An edit that changes a cell's ground but not what it is to the unit
/// (water to swamp for a jeep) is CostChanged with equal codes.
///
/// SideChanged is one side between two cells: `cell` and the neighbour in `heading`, the two codes
/// the SideKind seen from `cell` before and after. HeightChanged is one cell's height, the two codes
/// the heights before and after.
struct GridChange {
    enum class Kind {
        WallAdded,
        WallRemoved,
        CostChanged,
        StartMoved,
        GoalMoved,
        SideChanged,
        HeightChanged,
        Replaced
    };
    Kind kind = Kind::Replaced;
    Coord cell;      ///< the edited cell, or the new start/goal position
    int oldCost = 0; ///< the cell's step code before the edit (MapGrid::stepCode(); 0 = blocked)
    int newCost = 0; ///< its step code after the edit
    Direction heading = Direction::N; ///< SideChanged: the side's heading from `cell`

    /// SideChanged: the cell across the side.
    Coord across() const { return cell + offsetOf(heading); }
    /// SideChanged: true when the side now lets through every step it let through before.
    bool sideOpened() const;
};

/// What a side between two neighbouring cells lets through, seen from one of them.
enum class SideKind : std::uint8_t {
    Open,      ///< crossed both ways
    Wall,      ///< crossed neither way
    OneWayOut, ///< crossed only from this cell outwards
    OneWayIn,  ///< crossed only from the neighbour into this cell
};

/// What a map holds beyond square cells with entry costs; a walker declares which it handles.
enum MapFeature : unsigned {
    kHexCells = 1u << 0,    ///< Topology::Hex
    kSideWalls = 1u << 1,   ///< walls between cells
    kOneWaySides = 1u << 2, ///< sides crossed one way only
    kSlopes = 1u << 3,      ///< heights that cost something to climb (a slope factor above 0)
};
inline constexpr unsigned kAllMapFeatures = kHexCells | kSideWalls | kOneWaySides | kSlopes;

/// The features of `features` in words, "hex cells, one-way sides"; empty for none.
std::string describeMapFeatures(unsigned features);

/// A rectangular grid of cells, plus optional start and goal positions, and the unit that crosses
/// it. A cell is a wall, a plain cell with an entry cost of 1–9 (the same for every unit), or a
/// terrain cell (Terrain), whose entry cost is the unit's factor for that terrain; a factor at or
/// above the impassable limit makes the cell a wall to that unit.
///
/// Each cell has a code: 0 wall, 1–9 plain entry cost, kTerrainCode + t terrain t. code() is what
/// the cell is; stepCode() what it is to the unit — the same, or 0 where the unit cannot pass —
/// and searches read only step codes (paddedCells()) and entryCosts(), the cost of each code.
/// Cells are stored with a one-cell ring of walls around the map ("padded" layout) so that
/// searches can look at every neighbour of an in-bounds cell without a bounds check.
/// Every mutator reports what it changed to the registered listeners and bumps revision().
class MapGrid {
public:
    static constexpr int kMaxSide = 4096;
    static constexpr int kMinCost = 1;
    static constexpr int kMaxCost = 9;
    /// Code of a wall (and step code of any cell the unit cannot pass).
    static constexpr std::uint8_t kWall = 0;
    /// Code of the first terrain (Terrain::Jungle); terrain t has code kTerrainCode + t.
    static constexpr std::uint8_t kTerrainCode = 10;
    /// Codes run from 0 to kCodeCount - 1.
    static constexpr int kCodeCount = kTerrainCode + kTerrainCount;
    static constexpr std::uint8_t codeOf(Terrain t) {
        return static_cast<std::uint8_t>(kTerrainCode + static_cast<int>(t));
    }
    static constexpr bool isTerrainCode(int code) { return code >= kTerrainCode && code < kCodeCount; }
    static constexpr Terrain terrainOfCode(int code) { return static_cast<Terrain>(code - kTerrainCode); }

    using Listener = std::function<void(const GridChange&)>;
    using ListenerId = std::uint64_t;

    /// An all-free 1×1 grid.
    MapGrid();
    /// An all-free grid; throws std::invalid_argument unless 1 ≤ width, height ≤ kMaxSide.
    MapGrid(int width, int height);

    /// Copies cells, start and goal; listeners are not copied.
    MapGrid(const MapGrid& other);
    MapGrid& operator=(const MapGrid& other);
    MapGrid(MapGrid&&) noexcept;
    MapGrid& operator=(MapGrid&&) noexcept;
    ~MapGrid();

    int width() const { return m_width; }
    int height() const { return m_height; }
    std::size_t cellCount() const { return static_cast<std::size_t>(m_width) * m_height; }
    /// Row-major index of an in-bounds cell among the cellCount() cells (no padding), for per-cell
    /// arrays the size of the map.
    std::size_t cellIndex(Coord c) const {
        return static_cast<std::size_t>(c.y) * static_cast<std::size_t>(m_width) +
               static_cast<std::size_t>(c.x);
    }
    bool inBounds(Coord c) const { return c.x >= 0 && c.y >= 0 && c.x < m_width && c.y < m_height; }

    /// True when the unit cannot enter the cell: a wall, a terrain it cannot pass, or a cell
    /// outside the map.
    bool isBlocked(Coord c) const { return !inBounds(c) || m_cells[paddedIndex(c)] == kWall; }
    /// True for a wall (whatever the unit); cells outside the map count as walls.
    bool isWall(Coord c) const { return !inBounds(c) || m_codes[paddedIndex(c)] == kWall; }
    /// What the cell is (0 wall, 1–9 plain entry cost, a terrain code); 0 outside the map.
    std::uint8_t code(Coord c) const { return inBounds(c) ? m_codes[paddedIndex(c)] : kWall; }
    /// What the cell is to the unit: code(), or 0 where the unit cannot pass.
    std::uint8_t stepCode(Coord c) const { return inBounds(c) ? m_cells[paddedIndex(c)] : kWall; }
    /// The cell's terrain, or nothing for a wall or a plain cell.
    std::optional<Terrain> terrain(Coord c) const {
        const int k = code(c);
        return isTerrainCode(k) ? std::optional<Terrain>(terrainOfCode(k)) : std::nullopt;
    }
    /// What entering the cell costs the unit per unit of move length: its plain entry cost or the
    /// unit's factor for its terrain; 0 when it is blocked.
    double entryCost(Coord c) const { return m_entryCost[stepCode(c)]; }
    /// The entry cost of each step code (entryCosts()[0] is 0): kCodeCount values.
    const double* entryCosts() const { return m_entryCost.data(); }

    /// Makes a cell a wall (true) or free with cost 1 (false). Out-of-bounds cells are ignored.
    void setWall(Coord c, bool wall);
    /// Makes a cell plain with the entry cost 1–9 (clamped), or a wall for 0.
    void setCost(Coord c, int cost);
    /// Makes a cell terrain t.
    void setTerrain(Coord c, Terrain t) { setCode(c, codeOf(t)); }
    /// Sets a cell's code (0 wall, 1–9 plain, a terrain code; other values are ignored).
    void setCode(Coord c, std::uint8_t code);
    /// Sets every cell's code at once from `codes`, row by row (width() × height() of them), with
    /// one change told to the listeners: what the readers of map files use, in time linear in the
    /// map. Throws std::invalid_argument for a wrong count or a code out of range.
    void setCodes(const std::vector<std::uint8_t>& codes);
    /// Every cell's code, row by row (width() × height() of them): what setCodes() takes back.
    std::vector<std::uint8_t> codes() const { return unpadded(m_codes); }

    /// The shape of the cells. Changing it opens every side (the sides name other neighbours on
    /// the other shape) and is reported as one Kind::Replaced.
    Topology topology() const { return m_topology; }
    void setTopology(Topology topology);
    /// Bit d set for each heading that leads to a neighbour of a cell on row y (topology.h).
    unsigned headingMask(int y) const { return pathfinder::headingMask(m_topology, y); }

    /// What the side of cell c in heading d lets through. d must be a side heading of c
    /// (isSideHeading(): N, E, S, W on square maps, the six hex headings on hex maps); any other
    /// heading, or a side on the map's edge, is Open.
    SideKind side(Coord c, Direction d) const;
    /// Sets the side of c in heading d (seen from c; the neighbour sees it mirrored) and reports
    /// Kind::SideChanged. Throws std::invalid_argument for a heading that is not a side of c or a side
    /// on the map's edge.
    void setSide(Coord c, Direction d, SideKind kind);
    /// True when the side of c in heading d may not be crossed from c (a wall, or one way inwards).
    bool sideClosed(Coord c, Direction d) const {
        return !m_sides.empty() && inBounds(c) &&
               (m_sides[paddedIndex(c)] >> static_cast<unsigned>(d) & 1u) != 0;
    }
    /// Per padded cell, bit d set when its side in heading d may not be crossed outwards; nullptr
    /// on a map without closed sides.
    const std::uint8_t* paddedSides() const { return m_closedSides ? m_sides.data() : nullptr; }
    /// How many sides are walls, and how many are one way.
    std::size_t wallSideCount() const { return m_wallSides; }
    std::size_t oneWaySideCount() const { return m_oneWaySides; }

    /// A cell's height, 0–9 (0 off the map and on a map without heights).
    int height(Coord c) const { return m_heights.empty() || !inBounds(c) ? 0 : m_heights[paddedIndex(c)]; }
    /// Sets a cell's height (clamped to 0–9) and reports Kind::HeightChanged.
    void setHeight(Coord c, int height);
    /// Sets every cell's height at once from `heights`, row by row (width() × height() of them,
    /// each 0–9), with one change told to the listeners (Kind::Replaced), in time linear in the
    /// map. Throws std::invalid_argument for a wrong count or a height out of range.
    void setHeights(const std::vector<std::uint8_t>& heights);
    /// Every cell's height, row by row (all 0 on a map without heights): what setHeights() takes back.
    std::vector<std::uint8_t> heights() const {
        return m_heights.empty() ? std::vector<std::uint8_t>(cellCount(), 0) : unpadded(m_heights);
    }
    /// Per padded cell its height; nullptr when no cell is above 0.
    const std::uint8_t* paddedHeights() const { return m_raisedCells ? m_heights.data() : nullptr; }
    /// The slope factor s: a step from a to b costs (1 + s·max(0, h(b) − h(a))) times its plain cost.
    double slope() const { return m_slope; }
    /// Sets s (at least 0, finite; else std::invalid_argument) and reports Kind::Replaced.
    void setSlope(double slope);
    /// What climbing from a to b multiplies a step's cost by (both padded indices of map cells).
    double climbFactor(std::size_t paddedFrom, std::size_t paddedTo) const {
        if (m_raisedCells == 0 || m_slope == 0.0)
            return 1.0;
        const int rise = static_cast<int>(m_heights[paddedTo]) - static_cast<int>(m_heights[paddedFrom]);
        return rise > 0 ? 1.0 + m_slope * rise : 1.0;
    }
    /// The features this map uses (MapFeature bits): hex cells, wall sides, one-way sides, and slopes
    /// when some cell is raised and the slope factor is above 0.
    unsigned features() const;

    /// The unit that crosses the map, and the factor at which a terrain blocks it.
    const UnitProfile& unit() const { return m_unit; }
    double impassableLimit() const { return m_impassableLimit; }
    /// Changes the unit (and the limit): the step codes of terrain cells change, reported as one
    /// Kind::Replaced. Throws std::invalid_argument when unitProblem() finds one, or when the
    /// limit is not above 0.
    void setUnit(const UnitProfile& unit, double impassableLimit = kDefaultImpassableLimit);
    /// True when the unit can pass terrain t (its factor is below the limit). With separate water
    /// it says whether the ground is passable at all; which medium is open depends on the start.
    bool unitPasses(Terrain t) const { return m_unit.factorOf(t) < m_impassableLimit; }
    /// How many cells have code k (the walls exclude the border ring).
    std::size_t codeCount(int k) const { return m_codeCount[static_cast<std::size_t>(k)]; }
    /// True when some cell is terrain.
    bool hasTerrain() const;
    /// The least entry cost a unit can pay on this map where it matters for estimates: the least
    /// factor of a passable terrain present, and at most 1 (a plain cell's least cost, and the
    /// scale of the distances a heuristic measures). 1 on a map without terrain. Distances times
    /// this never exceed the cost of a route.
    double leastEntryFactor() const;
    /// The least and the greatest entry cost of a cell the unit can enter (1 when there is none),
    /// from the census of codes: O(kCodeCount), however large the map.
    double leastEntryCost() const;
    double greatestEntryCost() const;
    void setStart(std::optional<Coord> c);
    void setGoal(std::optional<Coord> c);
    /// Replaces the whole grid (size, cells, start, goal) and reports Kind::Replaced.
    void assign(const MapGrid& other);
    /// Exchanges the whole grid (size, cells, start, goal) with `other` without copying a cell,
    /// and reports Kind::Replaced to the listeners of both, which stay with their grids.
    void exchange(MapGrid& other);
    /// The bytes the grid's cells take: codes, step codes, sides and heights.
    std::size_t heldBytes() const {
        return m_codes.capacity() + m_cells.capacity() + m_sides.capacity() + m_heights.capacity();
    }

    std::optional<Coord> start() const { return m_start; }
    std::optional<Coord> goal() const { return m_goal; }

    /// True when the step from `from` (a cell of the map) in heading `d` is allowed: the target is
    /// in the map and free, no closed side is in the way, and for a diagonal the movement's
    /// neighbour count and diagonal rule permit it. On a hex map the six hex headings are the steps
    /// and the movement's rules do not apply. A step from a cell off the map is never allowed.
    ///
    /// A diagonal of a square map passes the corner it points at between two routes, through one
    /// side cell or the other; a route is closed by a wall cell or by a side it would cross the
    /// wrong way (the side out of `from` or the side from the side cell into the target). No
    /// diagonal passes where closed sides close both routes; for the rest the diagonal rule counts a
    /// closed route as it counts a wall beside the diagonal.
    bool canStep(Coord from, Direction d, const Movement& movement) const {
        return inBounds(from) && canStepFrom(paddedIndex(from), d, movement);
    }
    /// canStep() from the cell at a padded index (the cell must be in the map).
    bool canStepFrom(std::size_t paddedFrom, Direction d, const Movement& movement) const;
    /// Cost of that step: its length × the entry cost of the target cell for the unit × the climb
    /// factor (climbFactor()). Every step of a hex map has length 1.
    double stepCost(Coord from, Direction d, const Movement& movement) const;

    /// Counts every edit; a walker can compare revisions to tell that the map changed.
    std::uint64_t revision() const { return m_revision; }
    /// Names the grid's contents: two grids with the same stamp have the same size and cells, even
    /// when they are different objects. A new grid and every edit take a stamp never given before
    /// (from a counter shared by all grids of the process); a copy keeps the stamp of what it copied.
    /// So a search that prepared itself for one stamp can tell in O(1) that nothing changed.
    std::uint64_t contentStamp() const { return m_stamp; }
    /// As contentStamp(), for the cells alone (their codes and what they are to the unit): moving
    /// the start or the goal keeps it. So what depends on the cells only (a jump table, a flooded
    /// region) survives a new query in O(1).
    std::uint64_t cellsStamp() const { return m_cellsStamp; }

    /// The connectivity whose labels join cells as `movement`'s steps do on this map:
    /// connectivityOf(movement) on a square map, Orthogonal on a hex map whatever the movement.
    Connectivity regionConnectivity(const Movement& movement) const;
    /// The map's connected regions under `movement`'s steps (and the unit, the topology and the
    /// sides), labelled on first use (O(cells)) and then kept up to date by every edit. Like every
    /// other member, not to be called from two threads at once on the same grid.
    const ConnectedRegions& regions(const Movement& movement) const;
    /// True when a walk under `movement` joins the two cells (both in the map and free to the unit),
    /// each step taken one way or the other: on a map with one-way sides, false means that neither
    /// reaches the other, true only that they may (ConnectedRegions).
    bool connected(Coord a, Coord b, const Movement& movement) const {
        return regions(movement).connected(a, b);
    }

    ListenerId addListener(Listener listener);
    void removeListener(ListenerId id);

    /// True when both grids have the same size, topology, cells (codes), sides, heights and slope,
    /// the same start and goal and the same unit and limit. Listeners and revision() are not compared.
    friend bool operator==(const MapGrid& a, const MapGrid& b);
    friend bool operator!=(const MapGrid& a, const MapGrid& b) { return !(a == b); }

    // Padded layout, for searches that index cells directly.
    /// A padded index that names no cell: "no parent", "no current cell", "not found".
    static constexpr std::uint32_t kNoCell = 0xFFFFFFFFu;
    /// Row length of the padded array (width + 2).
    int stride() const { return m_width + 2; }
    std::size_t paddedSize() const { return m_cells.size(); }
    std::size_t paddedIndex(Coord c) const {
        return static_cast<std::size_t>(c.y + 1) * static_cast<std::size_t>(m_width + 2) +
               static_cast<std::size_t>(c.x + 1);
    }
    Coord coordOf(std::size_t paddedIndex) const {
        const auto s = static_cast<std::size_t>(m_width + 2);
        return {static_cast<int>(paddedIndex % s) - 1, static_cast<int>(paddedIndex / s) - 1};
    }
    /// Step codes in padded layout (0 = blocked to the unit, including the border ring); a
    /// step code's cost is entryCosts()[code].
    const std::uint8_t* paddedCells() const { return m_cells.data(); }
    /// Codes (what each cell is, whatever the unit) in padded layout.
    const std::uint8_t* paddedCodes() const { return m_codes.data(); }

private:
    void notify(const GridChange& change);
    /// The map's cells of a padded array, row by row.
    std::vector<std::uint8_t> unpadded(const std::vector<std::uint8_t>& padded) const;
    /// Takes what the map holds (size, cells, unit, start and goal) from `from`, not its revision,
    /// stamp or listeners.
    void takeContents(MapGrid&& from);
    /// The step code of a cell of code k for the unit, the water medium being `onWater`.
    std::uint8_t stepCodeOf(std::uint8_t k, bool onWater) const;
    /// True when the start lies in water and the unit keeps water apart.
    bool startsOnWater() const;
    /// Recomputes every step code, the cost table and the census; true when a step code changed.
    bool recodeAll();
    void countCodes();

    int m_width = 0;
    int m_height = 0;
    std::vector<std::uint8_t> m_codes; ///< what each cell is
    std::vector<std::uint8_t> m_cells; ///< what each cell is to the unit (step codes)
    UnitProfile m_unit = defaultUnit();
    double m_impassableLimit = kDefaultImpassableLimit;
    std::array<double, kCodeCount> m_entryCost{};
    std::array<std::size_t, kCodeCount> m_codeCount{};
    bool m_onWater = false; ///< the medium the step codes were made for (separate water only)
    Topology m_topology = Topology::Square;
    std::vector<std::uint8_t> m_sides;   ///< padded: bit d, the side in heading d is closed outwards
    std::size_t m_closedSides = 0;       ///< closed half-sides (bits set in m_sides)
    std::size_t m_wallSides = 0;         ///< sides closed both ways
    std::size_t m_oneWaySides = 0;       ///< sides closed one way
    std::vector<std::uint8_t> m_heights; ///< padded heights; empty until a cell is raised
    std::size_t m_raisedCells = 0;       ///< cells above height 0
    double m_slope = 0.0;
    std::optional<Coord> m_start;
    std::optional<Coord> m_goal;
    std::uint64_t m_revision = 0;
    std::uint64_t m_stamp = 0;
    std::uint64_t m_cellsStamp = 0;
    std::vector<std::pair<ListenerId, Listener>> m_listeners;
    ListenerId m_nextListenerId = 1;
    /// The regions per Connectivity, once asked for; a copy of the grid labels its own.
    mutable std::array<std::unique_ptr<ConnectedRegions>, 2> m_regions;
};

/// Cost of a whole path (sum of stepCost between consecutive cells); +infinity if some step
/// is not a legal single step under the movement.
double pathCost(const MapGrid& grid, const Movement& movement, const std::vector<Coord>& path);

/// The heading from a to an adjacent cell b, or nothing if b is not one of a's 8 neighbours.
std::optional<Direction> directionBetween(Coord a, Coord b);

} // namespace pathfinder
