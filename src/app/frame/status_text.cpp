#include "frame/status_text.h"

#include "pathfinder/basics/number_text.h"

#include "canvas/grid_painter.h"
#include "run/result_text.h"
#include "run/search_controller.h"
#include "sessions/walk_session.h"
#include "widgets/text_format.h"

namespace pathfinder::app {

namespace {

/// The outcome in one line for the status bar: the walker's note, which can run to a paragraph, is
/// in the statistics and under the map.
wxString outcomeWithoutNote(const SearchView& walker) {
    const wxString full = describeOutcome(walker);
    const std::string note = walker.note();
    wxString shorter;
    if (!note.empty() && full.EndsWith(L" \u2014 " + toDisplay(note), &shorter))
        return shorter;
    return full;
}

} // namespace

wxString describePhase(const SearchController& search) {
    if (const auto step = search.viewedStep(); step && search.showingRecording()) {
        const SearchTimeline* timeline = search.timeline();
        return wxString::Format(
            L"Trace step %llu of %llu: Go plays it, \u2190 \u2192 step through it, Home goes "
            L"back to its start",
            static_cast<unsigned long long>(*step),
            static_cast<unsigned long long>(timeline ? timeline->lastStep() : 0));
    }
    if (const auto step = search.viewedStep()) {
        const SearchTimeline* timeline = search.timeline();
        return wxString::Format(
            L"Step %llu of %llu (the past): \u2190 \u2192 step, End: the present, Go: on from here",
            static_cast<unsigned long long>(*step),
            static_cast<unsigned long long>(timeline ? timeline->lastStep() : 0));
    }
    if (const auto target = search.resumingTo())
        return wxString::Format(L"Going back to step %llu to go on from there: %s run again\u2026",
                                static_cast<unsigned long long>(*target),
                                countWords(search.timeline() ? search.timeline()->lastStep() : 0, "step"));
    if (search.recordLags() &&
        (search.phase() != SearchController::Phase::Running || search.waitingForRecord())) {
        const auto [recorded, target] = search.recordProgress();
        return (search.waitingForRecord()
                    ? L"Recording the steps run at full speed, which the breakpoints watch: "
                    : L"Recording the steps run at full speed for the timeline: ") +
               formatCount(recorded) + L" of " + countWords(target, "step") + L"\u2026";
    }
    if (const auto preparing = search.preparing())
        return wxString::Format(L"Building %s before the %s (on a worker, %.1f s so far)\u2026",
                                wxString::FromUTF8(preparing->first),
                                search.walkSession() ? L"agent moves on" : L"search starts",
                                preparing->second);
    if (search.workingOutOptimum())
        return L"Working out the optimal cost for the cost breakpoint before the run goes on\u2026";
    if (const auto& hit = search.lastBreak())
        return "Stopped at a breakpoint: " + wxString::FromUTF8(hit->what) + ".";
    if (const WalkSession* walk = search.walkSession()) {
        if (search.phase() == SearchController::Phase::Paused)
            return wxString::Format(L"Walk paused after %s: Space walks on, \u2192 one move",
                                    countWords(walk->counters().moves, "move"));
        return describeWalk(*walk);
    }
    const SearchView* walker = search.walker();
    const wxString steps = countWords(walker ? walker->stats().iterations : 0, "iteration");
    if (search.live()) {
        if (search.phase() == SearchController::Phase::Idle)
            return L"Live re-solve: waiting for a start, a goal and an algorithm (Ctrl+L turns it off)";
        if (search.phase() == SearchController::Phase::Running)
            return wxString::Format(L"Live re-solve: searching\u2026 %s", steps);
        return L"Live: " + (walker ? outcomeWithoutNote(*walker) : wxString()) +
               L" \u2014 edit the map and the result follows";
    }
    switch (search.phase()) {
    case SearchController::Phase::Idle:
        return L"Ready: Space searches, \u2192 steps, W walks an agent";
    case SearchController::Phase::Running:
        return wxString::Format(L"Searching\u2026 %s", steps);
    case SearchController::Phase::Paused:
        return wxString::Format("Paused after %s", steps);
    case SearchController::Phase::Finished:
        return walker ? outcomeWithoutNote(*walker) : wxString();
    }
    return {};
}

wxString describeCell(const MapGrid& grid, const SearchController& search, Coord c) {
    wxString text = "Cell " + coordText(c);
    if (grid.isWall(c)) {
        text += ": wall";
    } else if (const auto terrain = grid.terrain(c)) {
        const wxString name = wxString::FromUTF8(std::string(labelOf(*terrain)));
        const wxString unit = wxString::FromUTF8(grid.unit().name);
        text += grid.isBlocked(c) ? wxString::Format(": %s, impassable for %s", name, unit)
                                  : wxString::Format(": %s, cost %s for %s", name,
                                                     wxString::FromUTF8(numberText(grid.entryCost(c))), unit);
    } else {
        text += wxString::Format(": cost %d", static_cast<int>(grid.code(c)));
    }
    if (grid.start() == c)
        text += ", start";
    if (grid.goal() == c)
        text += ", goal";
    const WalkSession* walk = search.walkSession();
    const bool past = search.viewedStep().has_value();
    if (walk && !past && walk->position() == c)
        text += ", agent";
    if (walk && !past && walk->visits(c) > 0)
        text += wxString::Format(L"  |  agent stood here %u\u00d7", walk->visits(c));
    if (const SearchView* walker = search.shownView()) {
        const CellView v = walker->cellState(c);
        if (v.visit != CellVisit::Unseen && (!walk || !walk->reactive())) {
            text += v.visit == CellVisit::Open ? "  |  open" : "  |  closed";
            // A bidirectional walker's cell: g, h and the parent are those of the search it belongs to.
            if (walker->description().traits.bidirectional)
                text += v.frontier == Frontier::Backward ? " from the goal" : " from the start";
            if (v.visits > 0)
                text += wxString::Format(L", visited %d\u00d7", v.visits);
            else
                text +=
                    wxString::Format("  g %s  h %s  f %s", formatCost(v.g), formatCost(v.h), formatCost(v.f));
            text += v.parent ? "  parent " + coordText(*v.parent) : wxString();
        }
    }
    return text;
}

wxString describeSteps(const MapGrid& grid, const Movement& movement, Coord c) {
    if (grid.features() == 0 && !grid.paddedHeights())
        return {};
    wxString text = wxString::Format("height %d  |  steps", grid.height(c));
    static const char* const names[] = {"N", "NE", "E", "SE", "S", "SW", "W", "NW"};
    bool first = true;
    for (int i = 0; i < kDirectionCount; ++i) {
        const auto d = static_cast<Direction>(i);
        if (!(grid.headingMask(c.y) >> i & 1u))
            continue;
        const Coord o = offsetOf(d);
        if (!grid.inBounds({c.x + o.x, c.y + o.y}))
            continue;
        wxString cost;
        if (grid.canStep(c, d, movement))
            cost = wxString::FromUTF8(numberText(grid.stepCost(c, d, movement)));
        else if (isSideHeading(grid.topology(), d, c.y) && grid.side(c, d) == SideKind::Wall)
            cost = "wall";
        else if (isSideHeading(grid.topology(), d, c.y) && grid.sideClosed(c, d))
            cost = "one way";
        else
            cost = L"\u2014";
        text += wxString::Format("%s %s %s", first ? " " : ",", names[i], cost);
        first = false;
    }
    return text;
}

wxString describeWalk(const WalkSession& walk) {
    const WalkCounters& n = walk.counters();
    const wxString name =
        wxString::FromUTF8(walk.walker().displayName().data(), walk.walker().displayName().size());
    const wxString repairs = countWords(n.repairs, "repair");
    // Reactive walkers never plan, so they have nothing to repair.
    const wxString moves =
        walk.reactive() ? countWords(n.moves, "move") : countWords(n.moves, "move") + ", " + repairs;
    switch (walk.state()) {
    case WalkSession::State::Walking:
        if (walk.needsPreparation())
            return wxString::Format(L"The agent waits for what %s builds from the map: %s", name, moves);
        return wxString::Format(L"The agent walks with %s: %s", name, moves);
    case WalkSession::State::Arrived:
        return wxString::Format("The agent reached the goal with %s: %s", name, moves);
    case WalkSession::State::Stuck:
        if (walk.stoppedOnMisfit())
            return wxString::Format(
                L"The agent stopped at %s: %s planned a step it cannot take there. Change "
                L"the map or the movement and it plans again.",
                coordText(walk.position()), name);
        return wxString::Format(L"The agent stopped at %s: the goal cannot be reached from there. Open a way "
                                L"and it walks on.",
                                coordText(walk.position()));
    case WalkSession::State::GaveUp:
        return wxString::Format("%s gave up after %s without reaching the goal", name,
                                countWords(n.moves, "move"));
    }
    return {};
}

} // namespace pathfinder::app
