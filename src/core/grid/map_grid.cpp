#include "pathfinder/grid/map_grid.h"

#include <algorithm>
#include <atomic>
#include <limits>
#include <stdexcept>
#include <string>
#include <utility>

namespace pathfinder {

namespace {

std::vector<std::uint8_t> paddedFreeCells(int width, int height) {
    const auto stride = static_cast<std::size_t>(width + 2);
    std::vector<std::uint8_t> cells(stride * static_cast<std::size_t>(height + 2), MapGrid::kWall);
    for (int y = 0; y < height; ++y) {
        auto row = cells.begin() + static_cast<std::ptrdiff_t>(stride * static_cast<std::size_t>(y + 1) + 1);
        std::fill(row, row + width, std::uint8_t{1});
    }
    return cells;
}

std::uint64_t freshStamp() {
    static std::atomic<std::uint64_t> next{1};
    return next.fetch_add(1, std::memory_order_relaxed);
}

} // namespace

MapGrid::MapGrid() : MapGrid(1, 1) {}

MapGrid::MapGrid(int width, int height) {
    if (width < 1 || height < 1 || width > kMaxSide || height > kMaxSide)
        throw std::invalid_argument("map size " + std::to_string(width) + " x " + std::to_string(height) +
                                    " is outside 1 x 1 to " + std::to_string(kMaxSide) + " x " +
                                    std::to_string(kMaxSide));
    m_width = width;
    m_height = height;
    m_codes = paddedFreeCells(width, height);
    recodeAll();
    m_stamp = freshStamp();
    m_cellsStamp = freshStamp();
}

MapGrid::MapGrid(const MapGrid& other)
    : m_width(other.m_width), m_height(other.m_height), m_codes(other.m_codes), m_cells(other.m_cells),
      m_unit(other.m_unit), m_impassableLimit(other.m_impassableLimit), m_entryCost(other.m_entryCost),
      m_codeCount(other.m_codeCount), m_onWater(other.m_onWater), m_topology(other.m_topology),
      m_sides(other.m_sides), m_closedSides(other.m_closedSides), m_wallSides(other.m_wallSides),
      m_oneWaySides(other.m_oneWaySides), m_heights(other.m_heights), m_raisedCells(other.m_raisedCells),
      m_slope(other.m_slope), m_start(other.m_start), m_goal(other.m_goal), m_revision(other.m_revision),
      m_stamp(other.m_stamp), m_cellsStamp(other.m_cellsStamp) {}

MapGrid& MapGrid::operator=(const MapGrid& other) {
    if (this != &other) {
        takeContents(MapGrid(other));
        ++m_revision;
        m_stamp = other.m_stamp;
        m_cellsStamp = other.m_cellsStamp;
    }
    return *this;
}

MapGrid::MapGrid(MapGrid&& other) noexcept
    : m_width(other.m_width), m_height(other.m_height), m_codes(std::move(other.m_codes)),
      m_cells(std::move(other.m_cells)), m_unit(std::move(other.m_unit)),
      m_impassableLimit(other.m_impassableLimit), m_entryCost(other.m_entryCost),
      m_codeCount(other.m_codeCount), m_onWater(other.m_onWater), m_topology(other.m_topology),
      m_sides(std::move(other.m_sides)), m_closedSides(other.m_closedSides), m_wallSides(other.m_wallSides),
      m_oneWaySides(other.m_oneWaySides), m_heights(std::move(other.m_heights)),
      m_raisedCells(other.m_raisedCells), m_slope(other.m_slope), m_start(other.m_start),
      m_goal(other.m_goal), m_revision(other.m_revision), m_stamp(other.m_stamp),
      m_cellsStamp(other.m_cellsStamp), m_listeners(std::move(other.m_listeners)),
      m_nextListenerId(other.m_nextListenerId), m_regions(std::move(other.m_regions)) {
    other.m_stamp = freshStamp(); // its cells are gone: it no longer holds what the stamp names
    other.m_cellsStamp = freshStamp();
}

MapGrid& MapGrid::operator=(MapGrid&& other) noexcept {
    if (this != &other) {
        takeContents(std::move(other));
        m_revision = other.m_revision;
        m_stamp = other.m_stamp;
        m_cellsStamp = other.m_cellsStamp;
        m_listeners = std::move(other.m_listeners);
        m_nextListenerId = other.m_nextListenerId;
        other.m_stamp = freshStamp();
        other.m_cellsStamp = freshStamp();
    }
    return *this;
}
MapGrid::~MapGrid() = default;

void MapGrid::takeContents(MapGrid&& from) {
    m_width = from.m_width;
    m_height = from.m_height;
    m_codes = std::move(from.m_codes);
    m_cells = std::move(from.m_cells);
    m_unit = std::move(from.m_unit);
    m_impassableLimit = from.m_impassableLimit;
    m_entryCost = from.m_entryCost;
    m_codeCount = from.m_codeCount;
    m_onWater = from.m_onWater;
    m_topology = from.m_topology;
    m_sides = std::move(from.m_sides);
    m_closedSides = from.m_closedSides;
    m_wallSides = from.m_wallSides;
    m_oneWaySides = from.m_oneWaySides;
    m_heights = std::move(from.m_heights);
    m_raisedCells = from.m_raisedCells;
    m_slope = from.m_slope;
    m_start = from.m_start;
    m_goal = from.m_goal;
    for (auto& regions : m_regions)
        regions.reset();
}

std::uint8_t MapGrid::stepCodeOf(std::uint8_t k, bool onWater) const {
    if (k == kWall)
        return kWall;
    // Plain cells are land too: a walk that starts on water leaves them alone.
    if (m_unit.separateWater && (k == codeOf(Terrain::Water)) != onWater)
        return kWall;
    if (isTerrainCode(k) && !unitPasses(terrainOfCode(k)))
        return kWall;
    return k;
}

bool MapGrid::startsOnWater() const {
    return m_unit.separateWater && m_start && terrain(*m_start) == Terrain::Water;
}

bool MapGrid::recodeAll() {
    m_entryCost.fill(0.0);
    for (int k = kMinCost; k <= kMaxCost; ++k)
        m_entryCost[static_cast<std::size_t>(k)] = k;
    for (int t = 0; t < kTerrainCount; ++t)
        m_entryCost[static_cast<std::size_t>(kTerrainCode + t)] = m_unit.factor[static_cast<std::size_t>(t)];
    m_onWater = startsOnWater();
    std::array<std::uint8_t, kCodeCount> step{};
    for (int k = 0; k < kCodeCount; ++k)
        step[static_cast<std::size_t>(k)] = stepCodeOf(static_cast<std::uint8_t>(k), m_onWater);
    bool changed = m_cells.size() != m_codes.size();
    m_cells.resize(m_codes.size());
    for (std::size_t i = 0; i < m_codes.size(); ++i) {
        const std::uint8_t s = step[m_codes[i]];
        changed = changed || s != m_cells[i];
        m_cells[i] = s;
    }
    countCodes();
    return changed;
}

void MapGrid::countCodes() {
    m_codeCount.fill(0);
    for (int y = 0; y < m_height; ++y) {
        const std::uint8_t* row = m_codes.data() + paddedIndex({0, y});
        for (int x = 0; x < m_width; ++x)
            ++m_codeCount[row[x]];
    }
}

bool MapGrid::hasTerrain() const {
    for (int k = kTerrainCode; k < kCodeCount; ++k)
        if (m_codeCount[static_cast<std::size_t>(k)] > 0)
            return true;
    return false;
}

double MapGrid::leastEntryFactor() const {
    double least = 1.0;
    for (int t = 0; t < kTerrainCount; ++t) {
        const int k = kTerrainCode + t;
        if (m_codeCount[static_cast<std::size_t>(k)] > 0 && unitPasses(static_cast<Terrain>(t)))
            least = std::min(least, m_unit.factor[static_cast<std::size_t>(t)]);
    }
    return least;
}

double MapGrid::leastEntryCost() const {
    double least = 0.0;
    for (int k = 1; k < kCodeCount; ++k) {
        const std::uint8_t step = stepCodeOf(static_cast<std::uint8_t>(k), m_onWater);
        if (m_codeCount[static_cast<std::size_t>(k)] > 0 && step != kWall &&
            (least == 0.0 || m_entryCost[step] < least))
            least = m_entryCost[step];
    }
    return least == 0.0 ? 1.0 : least;
}

double MapGrid::greatestEntryCost() const {
    double greatest = 0.0;
    for (int k = 1; k < kCodeCount; ++k) {
        const std::uint8_t step = stepCodeOf(static_cast<std::uint8_t>(k), m_onWater);
        if (m_codeCount[static_cast<std::size_t>(k)] > 0 && step != kWall)
            greatest = std::max(greatest, m_entryCost[step]);
    }
    return greatest == 0.0 ? 1.0 : greatest;
}

void MapGrid::setWall(Coord c, bool wall) {
    setCost(c, wall ? 0 : 1);
}

void MapGrid::setCost(Coord c, int cost) {
    setCode(c, static_cast<std::uint8_t>(cost <= 0 ? kWall : std::min(cost, kMaxCost)));
}

void MapGrid::setCodes(const std::vector<std::uint8_t>& codes) {
    const auto width = static_cast<std::size_t>(m_width);
    if (codes.size() != width * static_cast<std::size_t>(m_height))
        throw std::invalid_argument("setCodes: " + std::to_string(codes.size()) + " codes for a " +
                                    std::to_string(m_width) + "x" + std::to_string(m_height) + " map");
    const auto bad = std::find_if(codes.begin(), codes.end(), [](std::uint8_t k) { return k >= kCodeCount; });
    if (bad != codes.end()) {
        const auto at = static_cast<std::size_t>(bad - codes.begin());
        throw std::invalid_argument("setCodes: code " + std::to_string(*bad) + " at (" +
                                    std::to_string(at % width) + ", " + std::to_string(at / width) +
                                    ") is out of range");
    }
    for (int y = 0; y < m_height; ++y)
        std::copy_n(codes.data() + static_cast<std::size_t>(y) * width, width,
                    m_codes.data() + paddedIndex({0, y}));
    recodeAll();
    notify(GridChange{});
}

std::vector<std::uint8_t> MapGrid::unpadded(const std::vector<std::uint8_t>& padded) const {
    const auto width = static_cast<std::size_t>(m_width);
    std::vector<std::uint8_t> cells(cellCount());
    for (int y = 0; y < m_height; ++y)
        std::copy_n(padded.data() + paddedIndex({0, y}), width,
                    cells.data() + static_cast<std::size_t>(y) * width);
    return cells;
}

void MapGrid::setCode(Coord c, std::uint8_t code) {
    if (!inBounds(c) || code >= kCodeCount)
        return;
    const std::size_t at = paddedIndex(c);
    std::uint8_t& k = m_codes[at];
    if (k == code)
        return;
    --m_codeCount[k];
    ++m_codeCount[code];
    k = code;
    if (m_start && *m_start == c && m_unit.separateWater && startsOnWater() != m_onWater) {
        // The start's medium changed: the other medium is now the open one.
        recodeAll();
        notify(GridChange{});
        return;
    }
    std::uint8_t& cell = m_cells[at];
    const std::uint8_t newCode = stepCodeOf(code, m_onWater);
    GridChange change;
    change.cell = c;
    change.oldCost = cell;
    change.newCost = newCode;
    change.kind = newCode == kWall && cell != kWall   ? GridChange::Kind::WallAdded
                  : cell == kWall && newCode != kWall ? GridChange::Kind::WallRemoved
                                                      : GridChange::Kind::CostChanged;
    cell = newCode;
    notify(change);
}

void MapGrid::setUnit(const UnitProfile& unit, double impassableLimit) {
    if (const auto problem = unitProblem(unit))
        throw std::invalid_argument(*problem);
    if (!(impassableLimit > 0.0))
        throw std::invalid_argument("the impassable limit must be above 0");
    if (unit == m_unit && impassableLimit == m_impassableLimit)
        return;
    m_unit = unit;
    m_impassableLimit = impassableLimit;
    recodeAll();
    notify(GridChange{});
}

void MapGrid::setStart(std::optional<Coord> c) {
    if (c && !inBounds(*c))
        return;
    if (m_start == c)
        return;
    m_start = c;
    GridChange change;
    change.kind = GridChange::Kind::StartMoved;
    change.cell = c.value_or(Coord{-1, -1});
    notify(change);
    if (m_unit.separateWater && startsOnWater() != m_onWater) {
        recodeAll();
        notify(GridChange{});
    }
}

void MapGrid::setGoal(std::optional<Coord> c) {
    if (c && !inBounds(*c))
        return;
    if (m_goal == c)
        return;
    m_goal = c;
    GridChange change;
    change.kind = GridChange::Kind::GoalMoved;
    change.cell = c.value_or(Coord{-1, -1});
    notify(change);
}

void MapGrid::assign(const MapGrid& other) {
    if (this == &other)
        return;
    takeContents(MapGrid(other));
    notify(GridChange{});
}

void MapGrid::exchange(MapGrid& other) {
    if (this == &other)
        return;
    MapGrid held;
    held.takeContents(std::move(*this));
    takeContents(std::move(other));
    other.takeContents(std::move(held));
    other.notify(GridChange{});
    notify(GridChange{});
}

MapGrid::ListenerId MapGrid::addListener(Listener listener) {
    const ListenerId id = m_nextListenerId++;
    m_listeners.emplace_back(id, std::move(listener));
    return id;
}

void MapGrid::removeListener(ListenerId id) {
    m_listeners.erase(std::remove_if(m_listeners.begin(), m_listeners.end(),
                                     [id](const auto& entry) { return entry.first == id; }),
                      m_listeners.end());
}

Connectivity MapGrid::regionConnectivity(const Movement& movement) const {
    // A hex map's steps do not depend on the movement: one set of labels serves every movement.
    return m_topology == Topology::Hex ? Connectivity::Orthogonal : connectivityOf(movement);
}

const ConnectedRegions& MapGrid::regions(const Movement& movement) const {
    const Connectivity connectivity = regionConnectivity(movement);
    auto& regions = m_regions[static_cast<std::size_t>(connectivity)];
    if (!regions)
        regions = std::make_unique<ConnectedRegions>(*this, connectivity);
    return *regions;
}

void MapGrid::notify(const GridChange& change) {
    ++m_revision;
    m_stamp = freshStamp();
    if (change.kind != GridChange::Kind::StartMoved && change.kind != GridChange::Kind::GoalMoved)
        m_cellsStamp = freshStamp();
    for (auto& regions : m_regions)
        if (regions && !regions->update(*this, change))
            regions.reset();
    // A listener may remove itself while being told; iterate over a copy of the ids.
    const auto listeners = m_listeners;
    for (const auto& entry : listeners)
        entry.second(change);
}

bool operator==(const MapGrid& a, const MapGrid& b) {
    // Equal sizes give equal padded layouts, whose border rings are always walls.
    return a.m_width == b.m_width && a.m_height == b.m_height && a.m_codes == b.m_codes &&
           a.m_start == b.m_start && a.m_goal == b.m_goal && a.m_unit == b.m_unit &&
           a.m_impassableLimit == b.m_impassableLimit && a.m_topology == b.m_topology &&
           a.m_closedSides == b.m_closedSides && (a.m_closedSides == 0 || a.m_sides == b.m_sides) &&
           a.m_raisedCells == b.m_raisedCells && (a.m_raisedCells == 0 || a.m_heights == b.m_heights) &&
           a.m_slope == b.m_slope;
}

std::optional<Direction> directionBetween(Coord a, Coord b) {
    // The heading of each one-cell offset, by (dy + 1) * 3 + (dx + 1); -1 for no move.
    static constexpr int kHeadingOf[9] = {7, 0, 1, 6, -1, 2, 5, 4, 3};
    const Coord delta = b - a;
    if (delta.x < -1 || delta.x > 1 || delta.y < -1 || delta.y > 1)
        return std::nullopt;
    const int heading = kHeadingOf[(delta.y + 1) * 3 + (delta.x + 1)];
    if (heading < 0)
        return std::nullopt;
    return static_cast<Direction>(heading);
}

} // namespace pathfinder
