#include "pathfinder/traces/breakpoints.h"

#include "pathfinder/basics/count_text.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace pathfinder {

namespace {

/// A number for a message: six significant digits.
std::string number(double value) {
    std::ostringstream out;
    out << value;
    return out.str();
}

std::string cellText(Coord c) {
    std::ostringstream out;
    out << '(' << c.x << ", " << c.y << ')';
    return out.str();
}

} // namespace

std::string Breakpoint::describe() const {
    std::ostringstream out;
    out << "break when ";
    switch (kind) {
    case Kind::CellOpened:
        out << cellText(cell) << " is opened";
        break;
    case Kind::CellExpanded:
        out << cellText(cell) << " is expanded";
        break;
    case Kind::CellImproved:
        out << "the g of " << cellText(cell) << " improves";
        break;
    case Kind::GoalReached:
        out << "the goal is reached";
        break;
    case Kind::RepairStarts:
        out << "a repair starts";
        break;
    case Kind::OpenExceeds:
        out << "the open list exceeds " << countText(limit, "cell");
        break;
    case Kind::CostExceeds:
        out << "the path costs more than " << number(ratio) << " \u00d7 the optimum";
        break;
    }
    return out.str();
}

void BreakpointWatch::add(const Breakpoint& breakpoint) {
    if (std::find(m_breakpoints.begin(), m_breakpoints.end(), breakpoint) == m_breakpoints.end())
        m_breakpoints.push_back(breakpoint);
}

void BreakpointWatch::remove(std::size_t index) {
    if (index < m_breakpoints.size())
        m_breakpoints.erase(m_breakpoints.begin() + static_cast<std::ptrdiff_t>(index));
}

void BreakpointWatch::clear() {
    m_breakpoints.clear();
    m_hit.reset();
}

bool BreakpointWatch::has(Breakpoint::Kind kind, Coord cell) const {
    return std::any_of(m_breakpoints.begin(), m_breakpoints.end(), [&](const Breakpoint& b) {
        return b.kind == kind && b.concernsCell() && b.cell == cell;
    });
}

void BreakpointWatch::setWalkCosts(const MapGrid* map, const Movement& movement) {
    m_map = map;
    m_movement = movement;
}

void BreakpointWatch::restart() {
    m_hit.reset();
    m_walked = 0.0;
    m_lastOpen = 0;
}

void BreakpointWatch::hit(const Breakpoint& breakpoint, std::string what) {
    if (!m_hit)
        m_hit = Hit{breakpoint, std::move(what)};
}

std::optional<BreakpointWatch::Hit> BreakpointWatch::takeHit() {
    std::optional<Hit> taken;
    taken.swap(m_hit);
    return taken;
}

void BreakpointWatch::onStepEnd(const SearchReplay& after) {
    const std::size_t open = after.openCount();
    for (const Breakpoint& b : m_breakpoints)
        if (b.kind == Breakpoint::Kind::OpenExceeds && m_lastOpen <= b.limit && open > b.limit) {
            std::ostringstream what;
            what << "the open list holds " << countText(open, "cell") << " (more than " << b.limit << ')';
            hit(b, what.str());
        }
    m_lastOpen = open;
}

void BreakpointWatch::onRecorded(const SearchEvent& event, const CellView& before,
                                 const SearchReplay& /*after*/) {
    using Kind = Breakpoint::Kind;
    if (event.kind == SearchEventKind::Restarting)
        m_walked = 0.0;
    if (event.kind == SearchEventKind::Moving && event.parent && m_map) {
        if (const auto d = directionBetween(*event.parent, event.cell))
            m_walked += m_map->stepCost(*event.parent, *d, m_movement);
    }
    if (m_breakpoints.empty())
        return;
    const bool opened =
        (event.kind == SearchEventKind::Generating || event.kind == SearchEventKind::Updating) &&
        before.visit != CellVisit::Open;
    const bool improved =
        (event.kind == SearchEventKind::Generating || event.kind == SearchEventKind::Updating) &&
        std::isfinite(before.g) && event.g < before.g;
    const bool expanded = event.kind == SearchEventKind::Expanding || event.kind == SearchEventKind::Moving;

    for (const Breakpoint& b : m_breakpoints) {
        std::ostringstream what;
        switch (b.kind) {
        case Kind::CellOpened:
            if (opened && event.cell == b.cell) {
                what << cellText(b.cell) << " opened with g " << number(event.g) << ", f " << number(event.f);
                hit(b, what.str());
            }
            break;
        case Kind::CellExpanded:
            if (expanded && event.cell == b.cell) {
                what << cellText(b.cell)
                     << (event.kind == SearchEventKind::Moving ? " reached by the agent" : " expanded");
                hit(b, what.str());
            }
            break;
        case Kind::CellImproved:
            if (improved && event.cell == b.cell) {
                what << "the g of " << cellText(b.cell) << " improved from " << number(before.g) << " to "
                     << number(event.g);
                hit(b, what.str());
            }
            break;
        case Kind::GoalReached:
            if (event.kind == SearchEventKind::End && std::isfinite(event.g)) {
                what << "the goal reached at cost " << number(event.g);
                hit(b, what.str());
            }
            break;
        case Kind::RepairStarts:
            if (event.kind == SearchEventKind::Repair) {
                what << "a repair starts after an edit of " << cellText(event.cell);
                hit(b, what.str());
            }
            break;
        case Kind::OpenExceeds:
            break; // at the end of the step
        case Kind::CostExceeds: {
            if (!m_optimum || !std::isfinite(*m_optimum))
                break;
            const double bound = b.ratio * *m_optimum;
            double cost = -1.0;
            if (event.kind == SearchEventKind::End && std::isfinite(event.g))
                cost = event.g;
            else if (event.kind == SearchEventKind::Moving && m_walked > bound)
                cost = m_walked;
            if (cost > bound * (1 + 1e-12)) {
                what << "the path costs " << number(cost) << ", more than " << number(b.ratio) << " \u00d7 "
                     << number(*m_optimum);
                hit(b, what.str());
            }
            break;
        }
        }
    }
}

} // namespace pathfinder
