#include "pathfinder/search/walker.h"

#include "pathfinder/search/walker_settings_check.h"

#include "grid/start_region.h"

#include <cmath>
#include <cstdio>
#include <stdexcept>
#include <utility>

namespace pathfinder {

const std::vector<Coord>& SearchView::trail() const {
    static const std::vector<Coord> none;
    return none;
}

const std::vector<PathPoint>& SearchView::anglePath() const {
    static const std::vector<PathPoint> none;
    return none;
}

void MapGridWalker::setup(const MapGrid& grid, const WalkerSettings& settings) {
    if (const auto problem = settingsProblemFor(description(), settings))
        throw std::invalid_argument(*problem);
    m_grid = &grid;
    m_settings = settings;
    reset();
}

void MapGridWalker::setListener(SearchListener* listener) {
    m_listener = listener;
    listenerChanged();
}

void MapGridWalker::reset() {
    ++m_resetCount;
    m_state = WalkState::StillLooking;
    m_stats = RunStats{};
    m_path.clear();
    m_anglePath.clear();
    if (!m_grid)
        return;
    if (m_listener) {
        emit(SearchEventKind::Restarting, {});
        if (const auto start = m_grid->start())
            emit(SearchEventKind::Source, *start);
        if (const auto goal = m_grid->goal())
            emit(SearchEventKind::Destination, *goal);
    }
    m_separated = false;
    m_refused = false;
    doReset();
    if (refuseUnhandledMap())
        return;
    answerIfSeparated();
}

bool MapGridWalker::refuseUnhandledMap() {
    const unsigned unhandled = m_grid->features() & ~description().mapFeatures;
    if (unhandled == 0)
        return false;
    m_refused = true;
    m_refusal = std::string(description().displayName) + " does not handle " + describeMapFeatures(unhandled);
    m_state = abandon();
    return true;
}

bool MapGridWalker::goalInAnotherRegion() const {
    if (m_settings.searchUnreachable || !description().declares(Parameter::SearchUnreachable))
        return false;
    // Past a one-way side a walk may lead from the goal to the start and not back: the labels
    // cannot tell which way, so such maps are left to the search itself.
    if (m_grid->oneWaySideCount() != 0)
        return false;
    const auto start = m_grid->start();
    const auto goal = m_grid->goal();
    // A missing or blocked end is the walker's own to answer, in its own words.
    if (!start || !goal || m_grid->isBlocked(*start) || m_grid->isBlocked(*goal))
        return false;
    if (m_grid->paddedSize() <= kRegionLabelCellLimit)
        return !m_grid->connected(*start, *goal, m_settings.movement);
    // The labels would take 4 bytes per cell, more than a short search holds in all.
    const Connectivity connectivity = m_grid->regionConnectivity(m_settings.movement);
    const std::size_t startCell = m_grid->paddedIndex(*start);
    if (!m_startRegion)
        m_startRegion = std::make_shared<StartRegion>();
    if (!m_startRegion->holds(*m_grid, connectivity, startCell))
        m_startRegion->flood(*m_grid, connectivity, startCell);
    return !m_startRegion->holds(*m_grid, connectivity, m_grid->paddedIndex(*goal));
}

void MapGridWalker::answerIfSeparated() {
    if (m_state != WalkState::StillLooking || !goalInAnotherRegion())
        return;
    m_separated = true;
    m_stats.separateRegions = true;
    m_state = giveUp();
}

std::string MapGridWalker::note() const {
    if (m_refused)
        return m_refusal;
    return m_separated ? "unreachable: different regions" : searchNote();
}

void MapGridWalker::notifyChange(const GridChange& change) {
    if (!m_grid)
        return;
    emit(SearchEventKind::MapChange, change.cell);
    if (description().traits.dynamicRepair)
        emit(SearchEventKind::Repair, change.cell);
    // A walk that ended at separate regions never searched: there is nothing to repair. A map that
    // now has what the walker does not handle is refused by the restart.
    const bool unhandled = (m_grid->features() & ~description().mapFeatures) != 0;
    if (m_separated || m_refused || unhandled || !prepareRepair(change)) {
        reset();
        return;
    }
    m_state = WalkState::StillLooking;
    m_path.clear();
    m_anglePath.clear();
    m_stats.gaveUp = false;
    answerIfSeparated();
}

Outcome SearchView::outcome() const {
    switch (state()) {
    case WalkState::StillLooking:
        return Outcome::Searching;
    case WalkState::ReachedGoal:
        return Outcome::Reached;
    case WalkState::UnableToReachGoal:
        return stats().gaveUp ? Outcome::GaveUp : Outcome::Unreachable;
    }
    return Outcome::Searching;
}

void MapGridWalker::giveUpForBudget() {
    if (m_state == WalkState::StillLooking && m_grid)
        m_state = abandon();
}

WalkState MapGridWalker::iterate() {
    if (m_state != WalkState::StillLooking)
        return m_state;
    if (!m_grid)
        return m_state = WalkState::UnableToReachGoal;
    ++m_stats.iterations;
    m_state = doIterate();
    return m_state;
}

WalkState MapGridWalker::reachGoal(std::vector<Coord> path) {
    m_path = std::move(path);
    m_stats.pathSteps = m_path.empty() ? 0 : m_path.size() - 1;
    m_stats.pathCost = pathCost(*m_grid, m_settings.movement, m_path);
    m_stats.deadEnds = m_stats.generated > m_stats.pathSteps ? m_stats.generated - m_stats.pathSteps : 0;
    emitEnd();
    return WalkState::ReachedGoal;
}

WalkState MapGridWalker::reachGoalAlong(std::vector<PathPoint> points, std::vector<Coord> cells) {
    m_path = std::move(cells);
    m_anglePath = std::move(points);
    m_stats.pathSteps = m_anglePath.empty() ? 0 : m_anglePath.size() - 1;
    double length = 0.0;
    for (std::size_t i = 1; i < m_anglePath.size(); ++i)
        length +=
            std::hypot(m_anglePath[i].x - m_anglePath[i - 1].x, m_anglePath[i].y - m_anglePath[i - 1].y);
    m_stats.pathCost = length;
    m_stats.deadEnds = m_stats.generated > m_stats.pathSteps ? m_stats.generated - m_stats.pathSteps : 0;
    emitEnd();
    return WalkState::ReachedGoal;
}

WalkState MapGridWalker::giveUp() {
    m_path.clear();
    m_anglePath.clear();
    m_stats.pathSteps = 0;
    m_stats.pathCost = RunStats::kUnreachable;
    m_stats.deadEnds = m_stats.generated;
    emitEnd();
    return WalkState::UnableToReachGoal;
}

void MapGridWalker::emitEnd() const {
    if (m_listener)
        emit(SearchEventKind::End, m_grid->goal().value_or(Coord{}), std::nullopt, m_stats.pathCost,
             m_stats.pathCost);
}

WalkState MapGridWalker::abandon() {
    m_stats.gaveUp = true;
    return giveUp();
}

} // namespace pathfinder
