#include "pathfinder/teaching/repair_exercise.h"

#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/teaching/open_list_explanation.h"

#include "teaching/value_working.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace pathfinder {

namespace {

std::string num(double value) {
    return explanationNumber(value);
}

bool rowOrder(Coord a, Coord b) {
    return a.y != b.y ? a.y < b.y : a.x < b.x;
}

void sortUnique(std::vector<Coord>& cells) {
    std::sort(cells.begin(), cells.end(), rowOrder);
    cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
}

bool contains(const std::vector<Coord>& sorted, Coord c) {
    return std::binary_search(sorted.begin(), sorted.end(), c, rowOrder);
}

/// "(0,2) → (0,1) → (0,0)"; a long route keeps its first three cells and its last two.
std::string routeText(const std::vector<Coord>& route) {
    std::string text;
    for (std::size_t i = 0; i < route.size(); ++i) {
        if (route.size() > 6 && i == 3) {
            text += " \u2192 \u2026";
            i = route.size() - 3;
            continue;
        }
        text += (i == 0 ? "" : " \u2192 ") + cellName(route[i]);
    }
    return text;
}

std::string plural(std::size_t n, const char* one, const char* many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

} // namespace

std::string_view RepairExercise::walkerName() {
    for (const WalkerInfo& info : walkerRegistry())
        if (info.repairsSignposts)
            return info.name;
    return {};
}

RepairExercise::RepairExercise(const MapGrid& grid, const WalkerSettings& settings) : m_grid(grid) {
    WalkerSettings flood = settings;
    flood.dstarFloodAll = true;
    m_walker = createWalker(walkerName());
    if (!m_walker)
        throw std::invalid_argument("no walker repairs signposts");
    m_walker->setup(grid, flood);
    const std::uint64_t limit = 64 * grid.cellCount() + 64;
    for (std::uint64_t i = 0; i < limit && !m_walker->finished(); ++i)
        m_walker->iterate();

    m_before.assign(grid.cellCount(), std::nullopt);
    m_costBefore.assign(grid.cellCount(), CellView::kInf);
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x) {
            const Coord c{x, y};
            m_before[grid.cellIndex(c)] = m_walker->signpost(c);
            m_costBefore[grid.cellIndex(c)] = m_walker->cellState(c).g;
        }
    const std::vector<Coord>& path = m_walker->path();
    if (m_walker->state() == WalkState::ReachedGoal && path.size() >= 3)
        m_wall = path[path.size() / 2];
}

void RepairExercise::mapChanged(const GridChange& change) {
    m_walker->notifyChange(change);
}

bool RepairExercise::chooseWall(Coord cell) {
    if (m_judged || !m_grid.inBounds(cell) || m_grid.isBlocked(cell) || m_grid.start() == cell ||
        m_grid.goal() == cell || m_walker->state() != WalkState::ReachedGoal)
        return false;
    m_wall = cell;
    return true;
}

std::optional<Coord> RepairExercise::signpostBefore(Coord c) const {
    return m_grid.inBounds(c) && m_before.size() == m_grid.cellCount() ? m_before[m_grid.cellIndex(c)]
                                                                       : std::nullopt;
}

std::vector<Coord> RepairExercise::routeBefore(Coord c) const {
    std::vector<Coord> route{c};
    for (std::size_t steps = 0; steps < m_grid.cellCount(); ++steps) {
        if (route.back() == m_wall || route.back() == m_grid.goal())
            break;
        const std::optional<Coord> next = signpostBefore(route.back());
        if (!next || std::find(route.begin(), route.end(), *next) != route.end())
            break;
        route.push_back(*next);
    }
    return route;
}

std::string RepairExercise::reasonForMiss(Coord c) const {
    const std::optional<Coord> before = signpostBefore(c);
    const std::optional<Coord> now = m_walker->signpost(c);
    const std::string name = cellName(c);
    if (!before)
        return name + " had no signpost before: the repair reached it for the first time";
    if (!now)
        return name + " lost its signpost: the goal cannot be reached from it any more";
    const std::string costs = " (cost to the goal " + num(m_costBefore[m_grid.cellIndex(c)]) + " \u2192 " +
                              num(m_walker->cellState(c).g) + ")";
    const std::string turned = "; it now points to " + cellName(*now) + costs;
    if (*before == m_wall)
        return name + " pointed into the new wall at " + cellName(*m_wall) + turned;
    const std::vector<Coord> route = routeBefore(c);
    if (route.back() == m_wall)
        return name + " pointed to " + cellName(*before) + ", and its route " + routeText(route) +
               " ran through the new wall" + turned;
    return name + " pointed to " + cellName(*before) +
           ", whose route avoids the wall, but the repair weighed its neighbours again and " +
           cellName(*now) + " now comes first among its least-cost ones" + costs;
}

std::string RepairExercise::reasonForFalseAlarm(Coord c) const {
    const std::string name = cellName(c);
    const std::optional<Coord> now = m_walker->signpost(c);
    if (!now)
        return name + " has no signpost, before or after";
    const double before = m_costBefore[m_grid.cellIndex(c)];
    const double after = m_walker->cellState(c).g;
    const std::vector<Coord> route = routeBefore(c);
    if (route.back() == m_wall || std::fabs(after - before) > 1e-9)
        return name + " still points to " + cellName(*now) + ": its cost to the goal went from " +
               num(before) + " to " + num(after) + ", but the route through " + cellName(*now) +
               " is still its least-cost one";
    return name + " still points to " + cellName(*now) + ": its route " + routeText(route) +
           " does not cross the wall";
}

RepairVerdict RepairExercise::check(const std::vector<Coord>& marked) {
    RepairVerdict verdict;
    if (!m_wall || m_judged || !m_grid.isWall(*m_wall)) {
        verdict.text = m_judged ? "the repair has been judged already"
                       : m_wall ? "the wall at " + cellName(*m_wall) + " is not in yet"
                                : "there is no path with a cell between start and goal to put a wall on";
        return verdict;
    }
    verdict.wall = *m_wall;
    const std::uint64_t limit = 64 * m_grid.cellCount() + 64;
    for (std::uint64_t i = 0; i < limit && !m_walker->finished(); ++i)
        m_walker->iterate();
    m_judged = true;

    verdict.changed = m_walker->changedSignposts();
    verdict.changed.erase(std::remove(verdict.changed.begin(), verdict.changed.end(), *m_wall),
                          verdict.changed.end());
    sortUnique(verdict.changed);
    std::vector<Coord> guesses = marked;
    guesses.erase(std::remove(guesses.begin(), guesses.end(), *m_wall), guesses.end());
    sortUnique(guesses);
    for (const Coord c : guesses)
        (contains(verdict.changed, c) ? verdict.hits : verdict.falseAlarms).push_back(c);
    for (const Coord c : verdict.changed)
        if (!contains(guesses, c))
            verdict.misses.push_back(c);
    const std::size_t either = verdict.hits.size() + verdict.misses.size() + verdict.falseAlarms.size();
    verdict.score =
        either == 0 ? 1.0 : static_cast<double>(verdict.hits.size()) / static_cast<double>(either);
    for (const Coord c : verdict.misses)
        verdict.missReasons.push_back(reasonForMiss(c));
    for (const Coord c : verdict.falseAlarms)
        verdict.falseAlarmReasons.push_back(reasonForFalseAlarm(c));
    verdict.counted = true;
    verdict.text = std::to_string(verdict.hits.size()) + " of " +
                   plural(verdict.changed.size(), "changed signpost", "changed signposts") + " marked, " +
                   std::to_string(verdict.misses.size()) + " missed, " +
                   plural(verdict.falseAlarms.size(), "false alarm", "false alarms") + ": score " +
                   std::to_string(verdict.hits.size()) + "/" + std::to_string(either) + " (" +
                   std::to_string(static_cast<int>(std::lround(verdict.score * 100.0))) + "%)";
    return verdict;
}

} // namespace pathfinder
