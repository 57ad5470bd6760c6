#include "pathfinder/map_grid.h"

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
    m_cells = paddedFreeCells(width, height);
    m_stamp = freshStamp();
}

MapGrid::MapGrid(const MapGrid& other)
    : m_width(other.m_width), m_height(other.m_height), m_cells(other.m_cells), m_start(other.m_start),
      m_goal(other.m_goal), m_revision(other.m_revision), m_stamp(other.m_stamp) {}

MapGrid& MapGrid::operator=(const MapGrid& other) {
    if (this != &other) {
        m_width = other.m_width;
        m_height = other.m_height;
        m_cells = other.m_cells;
        m_start = other.m_start;
        m_goal = other.m_goal;
        ++m_revision;
        m_stamp = other.m_stamp;
    }
    return *this;
}

MapGrid::MapGrid(MapGrid&& other) noexcept
    : m_width(other.m_width), m_height(other.m_height), m_cells(std::move(other.m_cells)),
      m_start(other.m_start), m_goal(other.m_goal), m_revision(other.m_revision), m_stamp(other.m_stamp),
      m_listeners(std::move(other.m_listeners)), m_nextListenerId(other.m_nextListenerId) {
    other.m_stamp = freshStamp(); // its cells are gone: it no longer holds what the stamp names
}

MapGrid& MapGrid::operator=(MapGrid&& other) noexcept {
    if (this != &other) {
        m_width = other.m_width;
        m_height = other.m_height;
        m_cells = std::move(other.m_cells);
        m_start = other.m_start;
        m_goal = other.m_goal;
        m_revision = other.m_revision;
        m_stamp = other.m_stamp;
        m_listeners = std::move(other.m_listeners);
        m_nextListenerId = other.m_nextListenerId;
        other.m_stamp = freshStamp();
    }
    return *this;
}
MapGrid::~MapGrid() = default;

void MapGrid::setWall(Coord c, bool wall) {
    setCost(c, wall ? 0 : 1);
}

void MapGrid::setCost(Coord c, int cost) {
    if (!inBounds(c))
        return;
    const auto newCost = static_cast<std::uint8_t>(cost <= 0 ? kWall : std::min(cost, kMaxCost));
    auto& cell = m_cells[paddedIndex(c)];
    if (cell == newCost)
        return;
    GridChange change;
    change.cell = c;
    change.oldCost = cell;
    change.newCost = newCost;
    change.kind = newCost == kWall ? GridChange::Kind::WallAdded
                  : cell == kWall  ? GridChange::Kind::WallRemoved
                                   : GridChange::Kind::CostChanged;
    cell = newCost;
    notify(change);
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
    m_width = other.m_width;
    m_height = other.m_height;
    m_cells = other.m_cells;
    m_start = other.m_start;
    m_goal = other.m_goal;
    notify(GridChange{});
}

bool MapGrid::canStepFrom(std::size_t paddedFrom, Direction d, const Movement& movement) const {
    // The border ring is walls, so no step leaves the padded array and none ends off the map.
    const Coord off = offsetOf(d);
    const std::ptrdiff_t down = off.y * static_cast<std::ptrdiff_t>(stride());
    const std::uint8_t* from = m_cells.data() + paddedFrom;
    if (from[off.x + down] == kWall)
        return false;
    if (!isDiagonal(d))
        return true;
    if (!movement.allowsDiagonals())
        return false;
    const bool sideA = from[off.x] == kWall;
    const bool sideB = from[down] == kWall;
    switch (movement.diagonalRule) {
    case DiagonalRule::Always:
        return true;
    case DiagonalRule::NotBothBlocked:
        return !(sideA && sideB);
    case DiagonalRule::NoCornerCutting:
        return !sideA && !sideB;
    }
    return false;
}

double MapGrid::stepCost(Coord from, Direction d, const Movement& movement) const {
    return movement.stepLength(d) * cost(from + offsetOf(d));
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

void MapGrid::notify(const GridChange& change) {
    ++m_revision;
    m_stamp = freshStamp();
    // A listener may remove itself while being told; iterate over a copy of the ids.
    const auto listeners = m_listeners;
    for (const auto& entry : listeners)
        entry.second(change);
}

bool operator==(const MapGrid& a, const MapGrid& b) {
    // Equal sizes give equal padded layouts, whose border rings are always walls.
    return a.m_width == b.m_width && a.m_height == b.m_height && a.m_cells == b.m_cells &&
           a.m_start == b.m_start && a.m_goal == b.m_goal;
}

double pathCost(const MapGrid& grid, const Movement& movement, const std::vector<Coord>& path) {
    // stepCost() with the diagonal's length looked up once: every search that reaches its goal
    // checks its path here, and a long path is thousands of steps.
    if (path.size() < 2)
        return 0.0;
    if (!grid.inBounds(path.front()))
        return std::numeric_limits<double>::infinity();
    const double diagonal = movement.diagonalStep();
    const std::uint8_t* cells = grid.paddedCells();
    const auto stride = static_cast<std::ptrdiff_t>(grid.stride());
    std::size_t at = grid.paddedIndex(path.front());
    double total = 0.0;
    for (std::size_t i = 1; i < path.size(); ++i) {
        const auto d = directionBetween(path[i - 1], path[i]);
        if (!d || !grid.canStepFrom(at, *d, movement))
            return std::numeric_limits<double>::infinity();
        const Coord off = offsetOf(*d);
        at = static_cast<std::size_t>(static_cast<std::ptrdiff_t>(at) + off.x + off.y * stride);
        total += (isDiagonal(*d) ? diagonal : 1.0) * cells[at];
    }
    return total;
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
