#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/traces/search_timeline.h"

#include "canvas/grid_painter.h"
#include "support/random_map.h"

#include <wx/dcmemory.h>

#include <catch2/catch.hpp>
#include <cstring>
#include <memory>
#include <string>

using namespace pathfinder;
using namespace pathfinder::app;

namespace {

/// `grid` with `walker` painted by `painter` at `scale` pixels a cell, as an RGB image.
wxImage picture(GridPainter& painter, const MapGrid& grid, const SearchView& walker,
                const SearchTimeline* record, double scale) {
    const wxSize size(static_cast<int>(grid.width() * scale) + 1,
                      static_cast<int>(grid.height() * scale) + 1);
    wxBitmap bitmap(size, 24);
    {
        wxMemoryDC dc(bitmap);
        dc.SetBackground(*wxWHITE_BRUSH);
        dc.Clear();
        PaintScene scene;
        scene.grid = &grid;
        scene.walker = &walker;
        scene.record = record;
        Viewport view;
        view.scale = scale;
        painter.paint(dc, scene, view, wxRect(size), PaintOptions{});
    }
    return bitmap.ConvertToImage();
}

bool samePixels(const wxImage& a, const wxImage& b) {
    return a.GetSize() == b.GetSize() &&
           std::memcmp(a.GetData(), b.GetData(),
                       static_cast<std::size_t>(a.GetWidth() * a.GetHeight() * 3)) == 0;
}

} // namespace

TEST_CASE("A picture of a recorded run brought up to date from its events is the one painted afresh",
          "[app][painter]") {
    Random random(0x5eed);
    std::uint64_t refreshedAStar = 0;
    std::uint64_t refreshedDStar = 0;
    for (const WalkerInfo& info : walkerRegistry()) {
        const std::string name(info.name);
        for (int map = 0; map < 3; ++map) {
            CAPTURE(name, map);
            testing::RandomMapOptions options;
            options.costShare = map == 1 ? 0.4 : 0.0;
            const MapGrid grid = testing::randomSizedMap(random, 6, 36, options);
            const std::unique_ptr<MapGridWalker> walker = createWalker(name);
            REQUIRE(walker);
            // Arrows to the parents at 12 pixels a cell; several cells a pixel at 0.6.
            const double scale = map == 0 ? 12.0 : map == 1 ? 3.0 : 0.6;
            SearchTimeline record(grid, *walker);
            walker->setListener(&record);
            walker->setup(grid, WalkerSettings{});
            record.begin(*walker);
            GridPainter kept; // paints the whole run, each picture after the first brought up to date
            bool restarted = false;
            for (int frame = 0; frame < 40 && (!walker->finished() || !restarted); ++frame) {
                CAPTURE(frame);
                if (walker->finished()) {
                    // A restart changes every cell: the next picture is made afresh.
                    walker->reset();
                    record.endStep(*walker);
                    restarted = true;
                }
                const int steps = 1 + static_cast<int>(random.below(12));
                for (int i = 0; i < steps && !walker->finished(); ++i) {
                    walker->iterate();
                    record.endStep(*walker);
                }
                GridPainter fresh;
                REQUIRE(samePixels(picture(kept, grid, *walker, &record, scale),
                                   picture(fresh, grid, *walker, nullptr, scale)));
            }
            walker->setListener(nullptr);
            if (name == "astar")
                refreshedAStar += kept.refreshedPaints();
            if (name == "dstar")
                refreshedDStar += kept.refreshedPaints();
        }
    }
    // The pictures compared were brought up to date, not all made afresh.
    CHECK(refreshedAStar > 10);
    CHECK(refreshedDStar > 10);
}
