#include "canvas/grid_painter.h"
#include "canvas/grid_painter_detail.h"
#include "canvas/palette.h"
#include "document/terrain_text.h"
#include "run/result_text.h"
#include "widgets/text_format.h"

#include <wx/dcmemory.h>

namespace pathfinder::app {

// What GridPainter puts around the map: the footer's content, and whole pictures for export.

using painter_detail::drawableWalker;

FooterContent GridPainter::footerFor(const PaintScene& scene, const PaintOptions& options,
                                     bool picture) const {
    FooterContent footer;
    const SearchView* walker = drawableWalker(scene);
    footer.legend = options.legend;
    footer.key.parentArrows = options.parentArrows;
    footer.key.jumps = options.parentArrows && walker && !m_jumps.empty();
    const AbstractMapView* abstractMap = walker && !scene.walk ? walker->abstraction() : nullptr;
    footer.key.abstractMap = abstractMap != nullptr;
    footer.key.subgoals = abstractMap && abstractMap->clusters.empty();
    footer.key.abstractPath = abstractMap && abstractMap->refining && !abstractMap->abstractPath.empty();
    footer.key.signposts = options.signposts && walker && scene.grid && scene.grid->start() &&
                           walker->signpost(*scene.grid->start());
    footer.key.walk = scene.walk.has_value();
    footer.key.repairs = scene.walk && !scene.walk->reactive;
    footer.key.suboptimality = scene.suboptimality != nullptr && walker && !scene.walk;
    footer.key.bidirectional = walker && walker->description().traits.bidirectional;
    footer.key.clearance = options.clearance && scene.clearance;
    footer.key.heuristicError = scene.heuristicError != nullptr;
    footer.key.learned = walker && !scene.walk && m_learnedShown;
    footer.key.inconsistent = walker && !scene.walk && scene.grid && scene.grid->start() &&
                              walker->cellState(*scene.grid->start()).rhs.has_value();
    footer.key.unitSize = walker && !walker->path().empty() ? scene.unitSize : 1;
    footer.key.fog = static_cast<bool>(scene.seen);
    footer.key.crowd = scene.crowd != nullptr;
    if (options.legend && scene.grid) {
        footer.key.terrains = terrainKeyOf(*scene.grid);
        footer.key.costs = !scene.grid->hasTerrain();
        footer.key.sideWalls = scene.grid->wallSideCount() > 0;
        footer.key.oneWaySides = scene.grid->oneWaySideCount() > 0;
        footer.key.heights = scene.grid->paddedHeights() != nullptr;
        for (int cost = MapGrid::kMinCost; cost <= MapGrid::kMaxCost && !footer.key.costs; ++cost)
            footer.key.costs = scene.grid->codeCount(cost) > 0;
    }
    if (picture && options.legend && scene.routes && !scene.walk)
        for (std::size_t i = 0; i < scene.routes->paths.size(); ++i)
            if (!scene.routes->paths[i].empty())
                footer.key.routes.push_back({i, scene.routes->units[i]});
    if (scene.walk) {
        footer.outcome = scene.walk->outcome;
        footer.success = scene.walk->arrived;
    } else if (walker && walker->finished()) {
        footer.outcome = describeOutcome(*walker);
        footer.success = walker->state() == WalkState::ReachedGoal;
    }
    return footer;
}

wxBitmap GridPainter::render(const PaintScene& scene, wxSize size, const PaintOptions& options) {
    // The map first, alone; then the footer, whose key depends on what the map showed, below it.
    wxBitmap map(size, 24);
    {
        wxMemoryDC dc(map);
        dc.SetBackground(wxBrush(palette::toColour(palette::kBackground)));
        dc.Clear();
        m_jumps.clear();
        if (scene.grid)
            paint(
                dc, scene,
                Viewport::fit(scene.grid->width(), scene.grid->height(), size, 8, 0, scene.grid->topology()),
                wxRect(size), options);
    }
    const FooterContent footer =
        scene.grid ? footerFor(scene, options, true) : FooterContent{wxString(), false, false, {}};
    wxBitmap picture(wxSize(size.x, size.y + 1), 24);
    int footerPixels = 0;
    {
        wxMemoryDC measure(picture);
        footerPixels = footerHeight(measure, size.x, footer);
    }
    picture = wxBitmap(wxSize(size.x, size.y + footerPixels), 24);
    wxMemoryDC dc(picture);
    dc.DrawBitmap(map, 0, 0);
    if (footerPixels > 0)
        drawFooter(dc, wxRect(0, size.y, size.x, footerPixels), footer);
    dc.SelectObject(wxNullBitmap);
    return picture;
}

wxString describeOutcome(const SearchView& walker) {
    const wxString name = wxString::FromUTF8(walker.displayName().data(), walker.displayName().size());
    const RunStats& stats = walker.stats();
    wxString text;
    switch (walker.state()) {
    case WalkState::StillLooking:
        return {};
    case WalkState::ReachedGoal: {
        // The figure as the tables give it: an any-angle walker's length is a cost only where every
        // cell costs the same.
        const CostComparison comparison =
            walker.grid() ? costComparison(walker.description(), *walker.grid(), walker.settings().movement)
                          : CostComparison{};
        const wxString figure = figureText(comparison, Outcome::Reached, stats.pathCost);
        text =
            wxString::Format("%s reached the goal: %s, %s, %s expanded", name,
                             comparison.comparable() ? "cost " + figure : figure,
                             comparison.basis == CostBasis::Grid ? countWords(stats.pathSteps, "step")
                                                                 : pathStepsText(comparison, stats.pathSteps),
                             formatCount(stats.expanded));
        break;
    }
    case WalkState::UnableToReachGoal:
        text = stats.gaveUp ? wxString::Format("%s gave up after %s without reaching the goal", name,
                                               countWords(stats.iterations, "iteration"))
                            : wxString::Format(L"%s: the goal cannot be reached (%s expanded)", name,
                                               formatCount(stats.expanded));
        break;
    }
    const std::string note = walker.note();
    return note.empty() ? text : text + L" \u2014 " + toDisplay(note);
}

} // namespace pathfinder::app
