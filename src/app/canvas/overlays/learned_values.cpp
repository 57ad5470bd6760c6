#include "canvas/overlays/learned_values.h"

#include "pathfinder/grid/heuristic.h"

#include <wx/graphics.h>

#include <algorithm>
#include <cmath>

namespace pathfinder::app {

wxColour learnedTint(double rise, double most) {
    if (!(rise > 0.0) || !(most > 0.0))
        return {0, 0, 0, 0};
    const double share = std::min(1.0, rise / most);
    return {130, 95, 0, static_cast<unsigned char>(std::lround(30 + 130 * share))};
}

bool drawLearnedValues(wxGraphicsContext* gc, const SearchView& walker, const MapGrid& grid,
                       const Viewport& view, const std::vector<int>& columns, const std::vector<int>& rows) {
    // The estimate the values started from is the one of the map the walker searches (a larger
    // unit's positions).
    const MapGrid& searched = walker.grid() ? *walker.grid() : grid;
    const auto goal = searched.goal();
    if (!gc || !goal)
        return false;
    const WalkerSettings& s = walker.settings();
    struct Raised {
        Coord cell;
        double rise;
    };
    std::vector<Raised> raised;
    double most = 0.0;
    for (const int y : rows)
        for (const int x : columns) {
            const Coord c{x, y};
            const CellView cell = walker.cellState(c);
            if (!cell.learned)
                continue;
            const double rise =
                *cell.learned - estimateOnMap(searched, s.heuristic, s.terrainEstimate, c, *goal, s.movement);
            if (!(rise > 0.0) || !std::isfinite(rise))
                continue;
            raised.push_back({c, rise});
            most = std::max(most, rise);
        }
    gc->SetPen(*wxTRANSPARENT_PEN);
    for (const Raised& r : raised) {
        const wxRect rect = view.cellRect(r.cell);
        gc->SetBrush(wxBrush(learnedTint(r.rise, most)));
        gc->DrawRectangle(rect.x, rect.y, rect.width, rect.height);
    }
    return !raised.empty();
}

} // namespace pathfinder::app
