#include "pathfinder/traces/search_trace.h"

#include "pathfinder/basics/number_text.h"
#include "pathfinder/grid/movement.h"
#include "pathfinder/search/run.h"
#include "pathfinder/search/walker.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace pathfinder {

std::size_t SearchTrace::count(SearchEventKind kind) const {
    return static_cast<std::size_t>(
        std::count_if(events.begin(), events.end(), [kind](const SearchEvent& e) { return e.kind == kind; }));
}

TraceQuery traceQueryOf(const SearchView& walker) {
    TraceQuery query;
    if (const MapGrid* grid = walker.grid()) {
        query.width = grid->width();
        query.height = grid->height();
        query.start = grid->start();
        query.goal = grid->goal();
    }
    query.walker = std::string(walker.name());
    query.settings = describe(walker.settings().movement);
    const std::string parameters = settingsSummary(walker.description(), walker.settings());
    if (!parameters.empty())
        query.settings += ", " + parameters;
    return query;
}

void SearchTraceRecorder::onSearchEvent(const SearchEvent& event) {
    if (m_trace.events.empty() && event.kind == SearchEventKind::Restarting)
        return;
    m_trace.events.push_back(event);
}

SearchTrace SearchTraceRecorder::take() {
    SearchTrace taken = std::move(m_trace);
    m_trace = SearchTrace{};
    m_trace.query = taken.query;
    return taken;
}

SearchTrace recordRun(MapGridWalker& walker, std::uint64_t maxIterations) {
    SearchTraceRecorder recorder(traceQueryOf(walker));
    SearchListener* previous = walker.listener();
    walker.setListener(&recorder);
    try {
        runToCompletion(walker, maxIterations);
    } catch (...) {
        walker.setListener(previous);
        throw;
    }
    walker.setListener(previous);
    return recorder.take();
}

namespace {

bool sameCost(double a, double b, double tolerance) {
    if (std::isinf(a) || std::isinf(b))
        return a == b;
    return std::fabs(a - b) <= tolerance * std::max({1.0, std::fabs(a), std::fabs(b)});
}

std::string cellText(Coord c) {
    return "(" + std::to_string(c.x) + ", " + std::to_string(c.y) + ")";
}

/// What differs between two events, in words ("the cell", "g and f"); empty when nothing does.
std::string differences(const SearchEvent& a, const SearchEvent& b, double tolerance) {
    std::vector<std::string> parts;
    if (a.kind != b.kind)
        parts.emplace_back("the kind");
    if (a.cell != b.cell)
        parts.emplace_back("the cell");
    if (a.parent != b.parent)
        parts.emplace_back("the parent");
    if (!sameCost(a.g, b.g, tolerance))
        parts.emplace_back("g");
    if (!sameCost(a.f, b.f, tolerance))
        parts.emplace_back("f");
    if (a.frontier != b.frontier)
        parts.emplace_back("the frontier");
    std::string text;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i > 0)
            text += i + 1 == parts.size() ? " and " : ", ";
        text += parts[i];
    }
    return text;
}

std::string eventCount(std::size_t n) {
    return std::to_string(n) + (n == 1 ? " event" : " events");
}

} // namespace

std::string describeEvent(const SearchEvent& event) {
    std::string text(toString(event.kind));
    if (event.kind == SearchEventKind::Restarting)
        return text;
    text += ' ' + cellText(event.cell);
    if (!std::isinf(event.g))
        text += " g " + numberText(event.g);
    if (!std::isinf(event.f))
        text += " f " + numberText(event.f);
    if (event.parent)
        text += " parent " + cellText(*event.parent);
    if (event.frontier == Frontier::Backward)
        text += " (backward)";
    return text;
}

void TraceComparison::add(const SearchEvent* a, const SearchEvent* b) {
    const std::size_t index = m_common;
    m_eventsA += a ? 1 : 0;
    m_eventsB += b ? 1 : 0;
    if (a && b)
        ++m_common;
    if (m_first || (!a && !b))
        return;
    if (a && b) {
        const std::string what = differences(*a, *b, m_tolerance);
        if (what.empty())
            return;
        m_first = index;
        m_sentence = "The traces part at event " + std::to_string(index + 1) + ", which differs in " + what +
                     ": A has " + describeEvent(*a) + ", B has " + describeEvent(*b) + ".";
        return;
    }
    m_first = index;
    m_sentence = std::string("The traces agree on their first ") + eventCount(index) + ", then " +
                 (a ? "B ends and A goes on with " : "A ends and B goes on with ") +
                 describeEvent(a ? *a : *b) + " (event " + std::to_string(index + 1) + ").";
}

TraceDifference TraceComparison::result() const {
    TraceDifference result;
    result.eventsA = m_eventsA;
    result.eventsB = m_eventsB;
    result.firstDifference = m_first;
    result.sentence = m_first ? m_sentence : "The traces agree: " + eventCount(m_common) + " each.";
    return result;
}

TraceDifference diffTraces(const SearchTrace& a, const SearchTrace& b, double tolerance) {
    TraceComparison comparison(tolerance);
    const std::size_t longest = std::max(a.events.size(), b.events.size());
    for (std::size_t i = 0; i < longest; ++i)
        comparison.add(i < a.events.size() ? &a.events[i] : nullptr,
                       i < b.events.size() ? &b.events[i] : nullptr);
    return comparison.result();
}

} // namespace pathfinder
