// Every way of opening a file opens it by its kind — a .tmx from the command line or File › Open
// asks for its mapping file, a .png is a picture map — and a file that does not open is reported
// with what is true of what is shown instead.
#include "pathfinder/formats/picture_map.h"
#include "pathfinder/formats/tmx_io.h"

#include "app_driver.h"
#include "document/colour_table_dialog.h"
#include "document/import_export.h"
#include "frame/pathfinder_app.h"
#include "support/temp_dir.h"

#include <wx/image.h>

#include <catch2/catch.hpp>
#include <optional>
#include <string>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

namespace {

const std::string kTmx = std::string(PATHFINDER_FIXTURE_DIR) + "/tmx/csv.tmx";
const std::string kMapping = std::string(PATHFINDER_FIXTURE_DIR) + "/tmx/rules.txt";

/// The cells of the Tiled map as the core's reader makes them with the mapping.
MapGrid expectedTiledMap() {
    return readTmxMap(kTmx, readTmxMappingFile(kMapping));
}

bool sameCells(const MapGrid& a, const MapGrid& b) {
    if (a.width() != b.width() || a.height() != b.height())
        return false;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x)
            if (a.code({x, y}) != b.code({x, y}))
                return false;
    return true;
}

} // namespace

TEST_CASE("A Tiled map named on the command line opens as a Tiled map, asking for its mapping",
          "[app][files][tmx]") {
    REQUIRE(frame().openPreset("pacman.maze"));
    SECTION("with the mapping chosen, it is the map") {
        MessageLog log(wxNO, wxString::FromUTF8(kMapping));
        PathfinderApp::setCommandLineFiles({kTmx});
        theApp().openStartupMaze();
        INFO(log.joined());
        REQUIRE(log.texts().size() == 1); // the mapping file's chooser, and no error
        CHECK_THAT(log.joined(), Catch::Contains("What the tiles of csv.tmx become (a mapping file)"));
        CHECK(document().mazeName() == "csv");
        CHECK(sameCells(document().grid(), expectedTiledMap()));
    }
    SECTION("without a mapping, it says how a Tiled map opens, and the default maze is shown") {
        newMap(5, 5);
        MessageLog log(wxNO); // the chooser is cancelled
        PathfinderApp::setCommandLineFiles({kTmx});
        theApp().openStartupMaze();
        INFO(log.joined());
        CHECK_THAT(log.joined(), Catch::Contains("csv.tmx is a Tiled map") &&
                                     Catch::Contains("File \xe2\x80\xba Import Tiled Map") &&
                                     Catch::Contains("The default maze is shown instead."));
        CHECK_THAT(log.joined(), !Catch::Contains("expected 'key: value'"));
        CHECK(document().mazeName() == "Pac-Man maze");
    }
    PathfinderApp::setCommandLineFiles({});
}

TEST_CASE("File > Open takes a Tiled map too, asking for its mapping", "[app][files][tmx]") {
    MessageLog log(wxNO, wxString::FromUTF8(kMapping));
    REQUIRE(manager().CreateDocument(wxString::FromUTF8(kTmx), wxDOC_SILENT) != nullptr);
    CHECK(document().mazeName() == "csv");
    CHECK(sameCells(document().grid(), expectedTiledMap()));
}

TEST_CASE("A file that does not open says what is shown instead, truly", "[app][files]") {
    const std::string bad = writeTempFile("bad-kinds.maze", "this is not a maze\n");
    SECTION("with a maze open: it is unchanged") {
        REQUIRE(frame().openPreset("spiral.maze"));
        MessageLog log;
        CHECK(manager().CreateDocument(wxString::FromUTF8(bad), wxDOC_SILENT) == nullptr);
        CHECK_THAT(log.joined(),
                   Catch::Contains("bad-kinds.maze:1:") && Catch::Contains("The open maze is unchanged."));
    }
    SECTION("with no maze open: it says so") {
        {
            MessageLog answer(wxNO); // closing the open maze, its changes not saved
            REQUIRE(manager().CloseDocuments(false));
        }
        REQUIRE(frame().document() == nullptr);
        MessageLog log;
        CHECK(manager().CreateDocument(wxString::FromUTF8(bad), wxDOC_SILENT) == nullptr);
        CHECK_THAT(log.joined(), Catch::Contains("No maze is open."));
        CHECK_THAT(log.joined(), !Catch::Contains("unchanged"));
    }
    SECTION("at start-up: the default maze is shown instead") {
        MessageLog log;
        PathfinderApp::setCommandLineFiles({bad});
        theApp().openStartupMaze();
        CHECK_THAT(log.joined(), Catch::Contains("The default maze is shown instead."));
        CHECK_THAT(log.joined(), !Catch::Contains("unchanged"));
        CHECK(document().mazeName() == "Pac-Man maze");
        PathfinderApp::setCommandLineFiles({});
    }
    if (!frame().document())
        REQUIRE(frame().openPreset("pacman.maze"));
}

TEST_CASE("A maze exported as a picture map opens again as the same maze", "[app][files][picture]") {
    const TempDir folder;
    REQUIRE(frame().openPreset("terrain-river.maze"));
    const MapGrid river = document().grid();
    const std::string path = folder.file("river.png");
    {
        MessageLog log(wxYES);
        REQUIRE(exportPictureMap(&frame(), document().contents(), manager().colourTable(),
                                 wxString::FromUTF8(path)));
        INFO(log.joined());
        CHECK(log.texts().empty()); // nothing lost, nothing asked
    }
    MessageLog log(wxNO);
    REQUIRE(manager().CreateDocument(wxString::FromUTF8(path), wxDOC_SILENT) != nullptr);
    runFor(50);
    INFO(log.joined());
    CHECK(document().mazeName() == "river");
    CHECK(sameCells(document().grid(), river));
    CHECK(document().grid().start() == river.start());
    CHECK(document().grid().goal() == river.goal());
}

TEST_CASE("A picture map's colours that are not in the table are counted, and bad pictures refused",
          "[app][files][picture]") {
    const TempDir folder;
    REQUIRE(frame().openPreset("pacman.maze"));
    SECTION("near colours take the nearest one's cell, and the user is told") {
        // Made by wx's own PNG writer: black, white and a near-black (0x101010).
        wxImage image(3, 1);
        image.SetRGB(0, 0, 0, 0, 0);
        image.SetRGB(1, 0, 255, 255, 255);
        image.SetRGB(2, 0, 16, 16, 16);
        const std::string path = folder.file("near.png");
        REQUIRE(image.SaveFile(wxString::FromUTF8(path), wxBITMAP_TYPE_PNG));
        MessageLog log(wxNO);
        REQUIRE(manager().CreateDocument(wxString::FromUTF8(path), wxDOC_SILENT) != nullptr);
        runFor(50);
        INFO(log.joined());
        CHECK_THAT(log.joined(), Catch::Contains("1 pixel in 1 colour took the cell of the nearest colour") &&
                                     Catch::Contains("(the first at pixel 2,0)"));
        CHECK(document().grid().isWall({0, 0}));
        CHECK(document().grid().isWall({2, 0}));
        CHECK_FALSE(document().grid().isWall({1, 0}));
    }
    SECTION("a file that is not a picture leaves the open maze") {
        const std::string path = folder.write("not.png", "size: 3 3\n");
        MessageLog log(wxNO);
        CHECK(manager().CreateDocument(wxString::FromUTF8(path), wxDOC_SILENT) == nullptr);
        INFO(log.joined());
        CHECK_THAT(log.joined(), Catch::Contains("Cannot import the picture") &&
                                     Catch::Contains("not a PNG picture") &&
                                     Catch::Contains("The open maze is unchanged."));
        CHECK(document().mazeName() == "Pac-Man maze");
    }
}

TEST_CASE("The colour table dialog reads its text as a table file, and shows where it is wrong",
          "[app][files][picture]") {
    ColourTableDialog dialog(&frame(), ColourTable::standard());
    dialog.text().SetValue("wall = 000000\nfree = 00000g\n");
    const std::optional<wxString> problem = dialog.check();
    REQUIRE(problem);
    CHECK(problem->StartsWith("colour table:2:8: expected a colour of six hexadecimal digits"));
    CHECK(dialog.problemShown() == *problem);
    dialog.text().SetValue("wall = 000000\nfree = ffffff\n");
    CHECK_FALSE(dialog.check());
    CHECK(dialog.problemShown().empty());
    REQUIRE(dialog.table().entries().size() == 2);
    CHECK(dialog.table().colourOf(PictureCell::cell(1)) == 0xffffffu);
    dialog.showStandard();
    CHECK_FALSE(dialog.check());
    CHECK(dialog.table() == ColourTable::standard());
}

TEST_CASE("The colour table dialog shows a swatch of each entry, and a colour chosen for one is written "
          "into its line",
          "[app][files][picture]") {
    ColourTableDialog dialog(&frame(), ColourTable::standard());
    CHECK(dialog.swatches() == ColourTable::standard());
    dialog.text().SetValue("# corridors\nwall = 000000\n\nfree = ffffff  # the floor\n");
    REQUIRE(dialog.swatches().entries().size() == 2);
    // The second entry, its comment and the lines around it kept.
    REQUIRE(dialog.setEntryColour(1, wxColour(0x12, 0x34, 0xab)));
    CHECK(dialog.text().GetValue() == "# corridors\nwall = 000000\n\nfree = 1234ab  # the floor\n");
    CHECK(dialog.swatches().colourOf(PictureCell::cell(1)) == 0x1234abu);
    CHECK_FALSE(dialog.check());
    CHECK(dialog.table().colourOf(PictureCell::cell(1)) == 0x1234abu);
    CHECK_FALSE(dialog.setEntryColour(2, *wxRED));
    // A colour the table has already: the problem is said at once, and the swatch stays.
    REQUIRE(dialog.setEntryColour(1, *wxBLACK));
    CHECK(dialog.problemShown().StartsWith("colour table:4:8: the colour 000000 is given already, for wall"));
    CHECK(dialog.swatches().colourOf(PictureCell::cell(1)) == 0x1234abu);
    REQUIRE(dialog.setEntryColour(1, wxColour(0x12, 0x34, 0xab)));
    CHECK(dialog.problemShown().empty());
    // While the text is wrong, the swatches keep the last good reading.
    dialog.text().SetValue("wall = 000000\nfree = 00000g\n");
    CHECK(dialog.swatches().entries().size() == 2);
    CHECK(dialog.swatches().colourOf(PictureCell::cell(1)) == 0x1234abu);
}
