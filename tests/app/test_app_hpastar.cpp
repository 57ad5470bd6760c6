// HPA*'s abstract map on the canvas: cluster borders, transitions, abstract edges and, while the
// path is refined, the abstract path.
#include "app_driver.h"
#include "palette.h"

#include <wx/image.h>

#include <catch2/catch.hpp>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

namespace {

/// Pixels of exactly this colour in a picture of the map as it stands, which is also saved.
int pixelsOf(const wxColour& colour, const char* fileName) {
    const wxImage image = frame().renderPicture(wxSize(800, 800)).ConvertToImage();
    image.SaveFile(screenshotPath(fileName), wxBITMAP_TYPE_PNG);
    int count = 0;
    const unsigned char* rgb = image.GetData();
    const int size = image.GetWidth() * image.GetHeight();
    for (int i = 0; i < size; ++i)
        count +=
            rgb[3 * i] == colour.Red() && rgb[3 * i + 1] == colour.Green() && rgb[3 * i + 2] == colour.Blue();
    return count;
}

} // namespace

TEST_CASE("HPA*'s transitions and abstract path are drawn mid-search, and nothing of them for A*",
          "[app][hpastar]") {
    REQUIRE(frame().openPreset("rooms-40.maze"));
    chooseAlgorithm("astar");
    for (int i = 0; i < 20; ++i)
        frame().search().step();
    CHECK(pixelsOf(palette::transition(), "hpastar-none-for-astar.png") == 0);

    chooseAlgorithm("hpastar");
    for (int i = 0; i < 6; ++i)
        frame().search().step();
    CHECK(pixelsOf(palette::transition(), "hpastar-abstract-search.png") > 0);
    // On to the refinement: the abstract path is drawn over the map.
    for (int i = 0; i < 400 && frame().search().phase() != SearchController::Phase::Finished; ++i) {
        frame().search().step();
        const MapGridWalker* walker = frame().search().walker();
        REQUIRE(walker != nullptr);
        const AbstractMapView* map = walker->abstraction();
        REQUIRE(map != nullptr);
        if (map->refining)
            break;
    }
    for (int i = 0; i < 5; ++i)
        frame().search().step();
    CHECK(pixelsOf(palette::abstractPath(), "hpastar-refining.png") > 0);
}
