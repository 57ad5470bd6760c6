#include "pathfinder/grid/footprint.h"

#include <algorithm>
#include <stdexcept>

namespace pathfinder {

namespace {

/// True when a unit of size s fits with its top-left cell at c: the square in the map, every cell
/// free to the unit, every side inside the square open.
bool fits(const MapGrid& grid, Coord c, int s) {
    if (!grid.inBounds(c) || !grid.inBounds({c.x + s - 1, c.y + s - 1}))
        return false;
    for (int dy = 0; dy < s; ++dy)
        for (int dx = 0; dx < s; ++dx) {
            const Coord cell{c.x + dx, c.y + dy};
            if (grid.isBlocked(cell))
                return false;
            if (dx + 1 < s && grid.side(cell, Direction::E) != SideKind::Open)
                return false;
            if (dy + 1 < s && grid.side(cell, Direction::S) != SideKind::Open)
                return false;
        }
    return true;
}

} // namespace

int clearanceAt(const MapGrid& grid, Coord c) {
    int s = 0;
    while (s < kMaxUnitSize && fits(grid, c, s + 1))
        ++s;
    return s;
}

ClearanceMap::ClearanceMap(const MapGrid& grid)
    : m_width(grid.width()), m_height(grid.height()), m_clearance(grid.cellCount(), 0) {
    for (int y = 0; y < m_height; ++y)
        for (int x = 0; x < m_width; ++x)
            m_clearance[grid.cellIndex({x, y})] = static_cast<std::uint8_t>(clearanceAt(grid, {x, y}));
}

int ClearanceMap::at(Coord c) const {
    if (c.x < 0 || c.y < 0 || c.x >= m_width || c.y >= m_height)
        return 0;
    return m_clearance[static_cast<std::size_t>(c.y) * static_cast<std::size_t>(m_width) +
                       static_cast<std::size_t>(c.x)];
}

void ClearanceMap::refreshBlock(const MapGrid& grid, Coord cell, std::vector<Coord>& changed) {
    // The squares that hold `cell`: their top-left cells lie up to kMaxUnitSize − 1 left and above.
    for (int y = std::max(0, cell.y - kMaxUnitSize + 1); y <= cell.y && y < m_height; ++y)
        for (int x = std::max(0, cell.x - kMaxUnitSize + 1); x <= cell.x && x < m_width; ++x) {
            const Coord c{x, y};
            auto& value = m_clearance[grid.cellIndex(c)];
            const auto now = static_cast<std::uint8_t>(clearanceAt(grid, c));
            if (now != value) {
                value = now;
                if (std::find(changed.begin(), changed.end(), c) == changed.end())
                    changed.push_back(c);
            }
        }
}

std::vector<Coord> ClearanceMap::update(const MapGrid& grid, const GridChange& change) {
    std::vector<Coord> changed;
    if (grid.width() != m_width || grid.height() != m_height || change.kind == GridChange::Kind::Replaced) {
        *this = ClearanceMap(grid);
        for (int y = 0; y < m_height; ++y)
            for (int x = 0; x < m_width; ++x)
                changed.push_back({x, y});
        return changed;
    }
    switch (change.kind) {
    case GridChange::Kind::WallAdded:
    case GridChange::Kind::WallRemoved:
        refreshBlock(grid, change.cell, changed);
        break;
    case GridChange::Kind::SideChanged:
        refreshBlock(grid, change.cell, changed);
        refreshBlock(grid, change.across(), changed);
        break;
    case GridChange::Kind::CostChanged:
    case GridChange::Kind::HeightChanged:
    case GridChange::Kind::StartMoved:
    case GridChange::Kind::GoalMoved:
    case GridChange::Kind::Replaced:
        break; // what the unit can enter is the same
    }
    return changed;
}

std::string footprintProblem(const MapGrid& grid, int size) {
    if (size < 1 || size > kMaxUnitSize)
        return "a unit's size is 1, 2 or 3 cells, not " + std::to_string(size);
    if (size > 1 && grid.unit().separateWater)
        return "the " + grid.unit().name + " unit keeps to one medium cell by cell; it has size 1 only";
    if (size > 1 && grid.topology() == Topology::Hex)
        return "a unit larger than one cell needs square cells; this map has hex cells";
    return {};
}

FootprintMap::FootprintMap(MapGrid& source, int size)
    : m_source(source), m_size(size), m_positions(source.width(), source.height()), m_clearance(source) {
    if (std::string problem = footprintProblem(source, size); !problem.empty())
        throw std::invalid_argument(problem);
    if (size == 1)
        throw std::invalid_argument("a unit of one cell walks the map itself");
    rebuild();
    m_listener = m_source.addListener([this](const GridChange& change) { follow(change); });
}

FootprintMap::~FootprintMap() {
    m_source.removeListener(m_listener);
}

std::uint8_t FootprintMap::dearestCode(Coord position) const {
    Coord dearest = position;
    for (int dy = 0; dy < m_size; ++dy)
        for (int dx = 0; dx < m_size; ++dx) {
            const Coord cell{position.x + dx, position.y + dy};
            if (m_source.entryCost(cell) > m_source.entryCost(dearest))
                dearest = cell;
        }
    return m_source.code(dearest);
}

int FootprintMap::highest(Coord position) const {
    int top = 0;
    for (int dy = 0; dy < m_size; ++dy)
        for (int dx = 0; dx < m_size; ++dx)
            top = std::max(top, m_source.height({position.x + dx, position.y + dy}));
    return top;
}

void FootprintMap::rebuild() {
    MapGrid positions(m_source.width(), m_source.height());
    UnitProfile unit = m_source.unit();
    unit.size = 1;
    positions.setUnit(unit, m_source.impassableLimit());
    positions.setSlope(m_source.slope());
    m_problem = footprintProblem(m_source, m_size);
    m_clearance = ClearanceMap(m_source);
    for (int y = 0; y < positions.height(); ++y)
        for (int x = 0; x < positions.width(); ++x) {
            const Coord c{x, y};
            if (!m_problem.empty() || m_clearance.at(c) < m_size) {
                positions.setCode(c, MapGrid::kWall);
                continue;
            }
            positions.setCode(c, dearestCode(c));
            positions.setHeight(c, highest(c));
        }
    positions.setStart(m_source.start());
    positions.setGoal(m_source.goal());
    m_positions.assign(positions);
}

void FootprintMap::refresh(Coord position) {
    if (!m_positions.inBounds(position))
        return;
    if (m_clearance.at(position) < m_size) {
        m_positions.setCode(position, MapGrid::kWall);
        return;
    }
    m_positions.setCode(position, dearestCode(position));
    m_positions.setHeight(position, highest(position));
}

void FootprintMap::follow(const GridChange& change) {
    switch (change.kind) {
    case GridChange::Kind::StartMoved:
        m_positions.setStart(m_source.start());
        return;
    case GridChange::Kind::GoalMoved:
        m_positions.setGoal(m_source.goal());
        return;
    case GridChange::Kind::Replaced:
        rebuild();
        return;
    case GridChange::Kind::WallAdded:
    case GridChange::Kind::WallRemoved:
    case GridChange::Kind::CostChanged:
    case GridChange::Kind::HeightChanged:
    case GridChange::Kind::SideChanged:
        break;
    }
    if (!m_problem.empty())
        return;
    m_clearance.update(m_source, change);
    // Every position whose square holds an edited cell: its fit, its dearest cell or its height may
    // have changed.
    std::vector<Coord> cells{change.cell};
    if (change.kind == GridChange::Kind::SideChanged)
        cells.push_back(change.across());
    for (const Coord cell : cells)
        for (int y = cell.y - m_size + 1; y <= cell.y; ++y)
            for (int x = cell.x - m_size + 1; x <= cell.x; ++x)
                refresh({x, y});
}

} // namespace pathfinder
