#pragma once

// A RunMachine on a small map built in code, with its hooks written down, and the plain reference
// figures the tests hold its runs against.

#include "pathfinder/grid/map_grid.h"
#include "pathfinder/search/search_view.h"

#include "machine/run_machine.h"

#include <cmath>
#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <queue>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace pathfinder::app::testing {

/// A map from rows of text: '#' a wall, '.' a cell of cost 1, '1'–'9' a cell of that cost, 'S' the
/// start and 'G' the goal (both of cost 1).
inline MapGrid mapOf(const std::vector<std::string>& rows) {
    MapGrid grid(static_cast<int>(rows.front().size()), static_cast<int>(rows.size()));
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x) {
            const char c = rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
            const Coord cell{x, y};
            if (c == '#')
                grid.setWall(cell, true);
            else if (c >= '1' && c <= '9')
                grid.setCost(cell, c - '0');
            else if (c == 'S')
                grid.setStart(cell);
            else if (c == 'G')
                grid.setGoal(cell);
        }
    return grid;
}

/// The least cost from the start to the goal over the four orthogonal neighbours, each step costing
/// the cost of the cell it enters: a plain Dijkstra over a vector of distances. Infinity without a way.
inline double plainDijkstra4(const MapGrid& grid) {
    const double infinity = std::numeric_limits<double>::infinity();
    const int w = grid.width();
    std::vector<double> dist(static_cast<std::size_t>(w * grid.height()), infinity);
    using Entry = std::pair<double, int>;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
    const Coord start = *grid.start();
    dist[static_cast<std::size_t>(start.y * w + start.x)] = 0.0;
    open.push({0.0, start.y * w + start.x});
    while (!open.empty()) {
        const auto [d, at] = open.top();
        open.pop();
        if (d > dist[static_cast<std::size_t>(at)])
            continue;
        const Coord c{at % w, at / w};
        if (c == *grid.goal())
            return d;
        const Coord next[] = {{c.x + 1, c.y}, {c.x - 1, c.y}, {c.x, c.y + 1}, {c.x, c.y - 1}};
        for (const Coord n : next) {
            if (grid.isBlocked(n))
                continue;
            const double cost = d + grid.entryCost(n);
            double& known = dist[static_cast<std::size_t>(n.y * w + n.x)];
            if (cost < known) {
                known = cost;
                open.push({cost, n.y * w + n.x});
            }
        }
    }
    return infinity;
}

/// What a view shows after a step: its current cell and its open and closed counts.
struct Seen {
    std::optional<Coord> current;
    int open = 0;
    int closed = 0;
    friend bool operator==(const Seen& a, const Seen& b) {
        return a.current == b.current && a.open == b.open && a.closed == b.closed;
    }
};

inline Seen seen(const SearchView& view, const MapGrid& grid) {
    Seen s;
    s.current = view.current();
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x) {
            const CellVisit v = view.cellState({x, y}).visit;
            s.open += v == CellVisit::Open;
            s.closed += v == CellVisit::Closed;
        }
    return s;
}

/// A machine on `grid` under four-neighbour movement, running `algorithm` one step a tick (20 steps
/// a second), its timer held so that only tick() advances it; every hook is written down.
class Harness {
public:
    explicit Harness(MapGrid map, const std::string& algorithm, bool holdTimer = true)
        : grid(std::move(map)) {
        movement.neighbours = 4;
        machine.startTicking = [this](int intervalMs) { tickingMs = intervalMs; };
        machine.stopTicking = [this] { tickingMs.reset(); };
        machine.startPolling = [this] { ++pollsAsked; };
        machine.onFinished = [this](const SearchView&, const RunSettings& settings) {
            finishedWith.push_back(settings.algorithm);
        };
        machine.onWalkEnded = [this](const WalkSession&, const RunSettings&) { ++walksEnded; };
        machine.onWalkOver = [this](const WalkSession&) { ++walksOver; };
        machine.onNotice = [this](const std::string& text) { notices.push_back(text); };
        machine.onWarning = [this](const std::string& title, const std::string& text) {
            warnings.push_back(title + ": " + text);
        };
        machine.onBreak = [this](const BreakpointWatch::Hit& hit) { breaks.push_back(hit.what); };
        machine.holdTimer(holdTimer);
        RunSettings choices;
        choices.algorithm = algorithm;
        machine.setChoices(choices);
        machine.attach(&grid, &movement);
    }
    Harness(const Harness&) = delete;
    Harness& operator=(const Harness&) = delete;

    /// Edits the map and tells the machine of each change afterwards, as the document does.
    void edit(const std::function<void(MapGrid&)>& change) {
        std::vector<GridChange> changes;
        const MapGrid::ListenerId id = grid.addListener([&](const GridChange& c) { changes.push_back(c); });
        change(grid);
        grid.removeListener(id);
        for (const GridChange& c : changes)
            machine.mapChanged(c);
    }

    /// Ticks until `done` or `limit` ticks; returns how many ticks it took, or nothing.
    std::optional<int> tickUntil(const std::function<bool()>& done, int limit = 10000) {
        for (int n = 0; n < limit; ++n) {
            if (done())
                return n;
            machine.tick();
        }
        return done() ? std::optional<int>(limit) : std::nullopt;
    }
    std::optional<int> tickToEnd(int limit = 10000) {
        return tickUntil([this] { return machine.phase() != RunMachine::Phase::Running; }, limit);
    }

    const MapGridWalker& walker() const {
        const MapGridWalker* w = machine.walker();
        if (!w)
            throw std::logic_error("no walker");
        return *w;
    }
    bool noticed(const std::string& part) const {
        for (const std::string& n : notices)
            if (n.find(part) != std::string::npos)
                return true;
        return false;
    }

    MapGrid grid;
    Movement movement;
    RunMachine machine;
    std::optional<int> tickingMs; ///< the interval the machine asked ticks at, while it asks
    int pollsAsked = 0;
    std::vector<std::string> finishedWith;
    int walksEnded = 0;
    int walksOver = 0;
    std::vector<std::string> notices;
    std::vector<std::string> warnings;
    std::vector<std::string> breaks;
};

} // namespace pathfinder::app::testing
