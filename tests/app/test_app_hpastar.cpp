// HPA*'s abstract map on the canvas: cluster borders, transitions, abstract edges and, while the
// path is refined, the abstract path.
#include "app_driver.h"
#include "canvas/grid_canvas.h"
#include "canvas/map_footer.h"
#include "canvas/palette.h"

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
    frame().finishJobs(); // the abstract map is built on a worker; the six steps are taken after it
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

TEST_CASE("HPA*'s key names its clusters, transitions and abstract edges, and calls no link a jump",
          "[app][hpastar]") {
    REQUIRE(frame().openPreset("rooms-40.maze"));
    // Whether the colour key under the map paints this word. The key follows what the map drew, so
    // the checks wait for the map to have painted the step (however long the machine takes).
    const auto keyShows = [](const wxString& word) {
        for (const DrawnText& text : frame().footer().drawnTexts())
            if (text.text == word)
                return true;
        return false;
    };
    chooseAlgorithm("hpastar");
    frame().search().reset();
    for (int i = 0; i < 6; ++i)
        frame().search().step();
    CHECK(runUntil([&] { return keyShows("Edge searched"); }, 30));
    for (const char* word : {"Cluster", "Transition", "Abstract edge"})
        CHECK(keyShows(word));
    CHECK_FALSE(keyShows("Jump"));
    // While the path is refined, the abstract path too.
    const auto refining = [] {
        const MapGridWalker* walker = frame().search().walker();
        REQUIRE(walker != nullptr);
        const AbstractMapView* map = walker->abstraction();
        REQUIRE(map != nullptr);
        return map->refining;
    };
    for (int i = 0; i < 400 && !refining(); ++i)
        frame().search().step();
    CHECK(runUntil([&] { return keyShows("Abstract path"); }, 30));

    // Jump Point Search's far parents are jumps, and it has no abstract map.
    chooseAlgorithm("jps");
    frame().search().reset();
    for (int i = 0; i < 10; ++i)
        frame().search().step();
    CHECK(runUntil([&] { return keyShows("Jump"); }, 30));
    CHECK_FALSE(keyShows("Cluster"));
    CHECK_FALSE(keyShows("Edge searched"));
    frame().search().reset();
    chooseAlgorithm("astar");
}
