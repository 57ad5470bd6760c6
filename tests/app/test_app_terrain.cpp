// Terrain and units in the app: painting terrain, the map's unit, the Units dialog, and terrain
// maps saved and read back.

#include "pathfinder/formats/maze_io.h"
#include "pathfinder/generators/maze_generator.h"

#include "app_driver.h"
#include "canvas/grid_painter.h"
#include "canvas/map_footer.h"
#include "canvas/palette.h"
#include "document/grid_commands.h"
#include "document/unit_table_dialog.h"
#include "frame/main_menu.h"
#include "panels/all_units_panel.h"
#include "panels/control_panel.h"
#include "panels/terrain_palette.h"
#include "run/run_bar.h"
#include "terrain_driver.h"

#include <wx/choice.h>
#include <wx/dcmemory.h>
#include <wx/grid.h>
#include <wx/spinctrl.h>
#include <wx/statusbr.h>
#include <wx/textctrl.h>
#include <wx/tglbtn.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <utility>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

namespace {

/// Chooses a unit in the panel's choice as a person does.
void chooseUnit(const std::string& name) {
    auto* choice = dynamic_cast<wxChoice*>(frame().controls().FindWindow("unit"));
    REQUIRE(choice != nullptr);
    const int at = choice->FindString(wxString::FromUTF8(name));
    REQUIRE(at != wxNOT_FOUND);
    choice->SetSelection(at);
    wxCommandEvent event(wxEVT_CHOICE, choice->GetId());
    event.SetEventObject(choice);
    event.SetInt(at);
    choice->ProcessWindowEvent(event);
    runFor(20);
}

/// Presses a dialog's OK button.
void pressOk(wxDialog& dialog) {
    wxWindow* ok = dialog.FindWindow(wxID_OK);
    REQUIRE(ok != nullptr);
    wxCommandEvent event(wxEVT_BUTTON, wxID_OK);
    event.SetEventObject(ok);
    ok->GetEventHandler()->ProcessEvent(event);
}

wxString lastCommandName(MapGridDocument& doc) {
    const wxCommand* command = doc.GetCommandProcessor()->GetCurrentCommand();
    return command ? command->GetName() : wxString();
}

std::vector<wxString> legendTexts() {
    std::vector<wxString> texts;
    for (const TerrainKey& key : frame().footer().shown().key.terrains)
        texts.push_back(key.text);
    return texts;
}

bool contains(const std::vector<wxString>& texts, const wxString& text) {
    return std::find(texts.begin(), texts.end(), text) != texts.end();
}

/// A picture of `grid` alone, `scale` pixels a cell, as the canvas paints it.
wxImage paintAlone(const MapGrid& grid, double scale) {
    const wxSize size(static_cast<int>(grid.width() * scale), static_cast<int>(grid.height() * scale));
    wxBitmap bitmap(size, 24);
    {
        wxMemoryDC dc(bitmap);
        GridPainter painter;
        PaintScene scene;
        scene.grid = &grid;
        Viewport view;
        view.scale = scale;
        painter.paint(dc, scene, view, wxRect(size), PaintOptions{});
    }
    return bitmap.ConvertToImage();
}

/// How many pixels inside cell x of a one-row picture differ from the cell's colour, and how many
/// are darker than a third of it (the hatch).
std::pair<int, int> inkAndHatch(const wxImage& image, int x, int scale, Rgb shade) {
    int ink = 0;
    int dark = 0;
    for (int py = 1; py < scale; ++py)
        for (int px = x * scale + 1; px < (x + 1) * scale; ++px) {
            const int r = image.GetRed(px, py);
            const int g = image.GetGreen(px, py);
            const int b = image.GetBlue(px, py);
            ink += (r != shade.r || g != shade.g || b != shade.b) ? 1 : 0;
            dark += r + g + b < (shade.r + shade.g + shade.b) / 3 ? 1 : 0;
        }
    return {ink, dark};
}

} // namespace

TEST_CASE("A terrain button paints its terrain in strokes, each one undo step", "[app][terrain]") {
    MapGridDocument& doc = newMap(10, 6);
    auto* forest = dynamic_cast<wxToggleButton*>(frame().controls().FindWindow("terrain Forest"));
    REQUIRE(forest != nullptr);
    clickWindow(*forest);
    CHECK(forest->GetValue());
    CHECK(frame().controls().editorState().tool == EditTool::Terrain);
    CHECK(frame().controls().editorState().brushTerrain == Terrain::Forest);
    dragThrough({{2, 1}, {5, 1}});
    for (int x = 2; x <= 5; ++x)
        CHECK(doc.grid().terrain({x, 1}) == Terrain::Forest);
    CHECK(lastCommandName(doc) == "Paint Forest");

    frame().controls().selectTerrain(Terrain::Water);
    frame().applyControls();
    CHECK_FALSE(forest->GetValue());
    dragThrough({{3, 1}, {3, 3}});
    CHECK(lastCommandName(doc) == "Paint Water");
    CHECK(doc.grid().terrain({3, 2}) == Terrain::Water);

    chooseMenu(wxID_UNDO);
    CHECK(doc.grid().terrain({3, 1}) == Terrain::Forest);
    CHECK(doc.grid().code({3, 2}) == 1);
    chooseMenu(wxID_UNDO);
    CHECK(doc.grid().code({4, 1}) == 1);
    chooseMenu(wxID_REDO);
    chooseMenu(wxID_REDO);
    CHECK(doc.grid().terrain({3, 3}) == Terrain::Water);
    CHECK(doc.grid().terrain({5, 1}) == Terrain::Forest);

    SECTION("the legend lists the terrains on the map with their cost for the unit") {
        const std::vector<wxString> texts = legendTexts();
        REQUIRE(texts.size() == 2);
        CHECK(texts[0] == "Forest 1.5"); // light infantry, the default unit
        CHECK(texts[1] == "Water impassable");
    }

    SECTION("a wall stroke that begins on impassable water paints walls, not cost 1") {
        chooseTool(EditTool::Wall);
        dragThrough({{3, 2}, {3, 3}});
        CHECK(doc.grid().isWall({3, 2}));
        CHECK(doc.grid().isWall({3, 3}));
    }
    chooseTool(EditTool::Wall);
}

TEST_CASE("Terrain cells show a glyph when they are big enough, and impassable ones a hatch",
          "[app][terrain]") {
    MapGrid grid(3, 1);
    grid.setTerrain({0, 0}, Terrain::Forest);
    grid.setTerrain({1, 0}, Terrain::Water);
    grid.setTerrain({2, 0}, Terrain::Desert);
    grid.setUnit(*UnitTable::standard().find("jeep")); // water keeps the jeep out

    const wxImage big = paintAlone(grid, 40);
    const int cellArea = 39 * 39;
    const auto [forestInk, forestDark] = inkAndHatch(big, 0, 40, palette::terrainShade(Terrain::Forest));
    CHECK(forestInk > cellArea / 20);
    CHECK(forestInk < cellArea / 2);
    const auto [waterInk, waterDark] = inkAndHatch(big, 1, 40, palette::terrainShade(Terrain::Water));
    CHECK(waterDark > cellArea / 6); // the hatch: two pixels in seven
    const auto [desertInk, desertDark] = inkAndHatch(big, 2, 40, palette::terrainShade(Terrain::Desert));
    CHECK(desertInk > 0);
    CHECK(desertDark == 0);

    // Six pixels a cell: no glyph, but the hatch still shows where the jeep cannot go.
    const wxImage small = paintAlone(grid, 6);
    CHECK(inkAndHatch(small, 0, 6, palette::terrainShade(Terrain::Forest)).first == 0);
    CHECK(inkAndHatch(small, 1, 6, palette::terrainShade(Terrain::Water)).second > 0);
}

TEST_CASE("Choosing a unit is one undo step, and a search under way starts over", "[app][terrain]") {
    MapGridDocument& doc = openRiverCrossing();
    CHECK(frame().controls().chosenUnit() == "jeep");
    CHECK(contains(legendTexts(), "Water impassable"));
    chooseAlgorithm("astar");
    frame().runBar().selectRate(4.0);
    frame().applyControls();
    {
        const HeldTimer held; // a few ticks of one step each, on any machine
        frame().search().go();
        ticks(3);
        REQUIRE(frame().search().phase() == SearchController::Phase::Running);
        chooseUnit("hovercraft");
    }
    CHECK(doc.grid().unit().name == "hovercraft");
    CHECK(lastCommandName(doc) == "Change Unit");
    CHECK(frame().search().phase() == SearchController::Phase::Idle);
    CHECK(frame().GetStatusBar()->GetStatusText(1).Contains("The map changed"));
    CHECK(contains(legendTexts(), "Water 1.1"));
    CHECK(contains(legendTexts(), "Trail impassable"));

    chooseFastestRate();
    frame().search().go();
    REQUIRE(runUntil([] { return frame().search().phase() == SearchController::Phase::Finished; }));
    CHECK(frame().search().walker()->stats().pathCost == Approx(6.8));

    chooseMenu(wxID_UNDO);
    CHECK(doc.grid().unit().name == "jeep");
    CHECK(frame().controls().chosenUnit() == "jeep");
    CHECK(frame().search().phase() == SearchController::Phase::Idle);
    chooseMenu(wxID_REDO);
    CHECK(doc.grid().unit().name == "hovercraft");
}

TEST_CASE("The Units dialog applies its edits as one undo step, refuses a wrong cell, and resets",
          "[app][terrain]") {
    MapGridDocument& doc = openRiverCrossing();
    bool refused = false;
    wxString problem;
    answerNextDialog([&](wxDialog& shown) {
        auto& dialog = dynamic_cast<UnitTableDialog&>(shown);
        wxGrid& grid = dialog.grid();
        REQUIRE(grid.GetCellValue(2, 0) == "jeep");
        const int water = 1 + static_cast<int>(Terrain::Water);
        grid.SetCellValue(2, water, "deep");
        pressOk(dialog);
        refused = dialog.IsModal();
        problem = dialog.problemShown();
        CHECK(grid.GetCellBackgroundColour(2, water) != *wxWHITE);
        grid.SetCellValue(2, water, "5");
        grid.SetGridCursor(2, 0);
        dialog.addUnit(); // a copy of the jeep
        grid.SetCellValue(8, 0, "amphibian");
        grid.SetCellValue(8, 1 + static_cast<int>(Terrain::Jungle), "2");
        auto* limit = dynamic_cast<wxTextCtrl*>(dialog.FindWindow("impassable"));
        REQUIRE(limit != nullptr);
        limit->SetValue("50");
        pressOk(dialog);
    });
    chooseMenu(ids::UnitTable);
    CHECK(refused);
    CHECK(problem == "jeep's factor for Water must be a number above 0 and at most 1000000, found 'deep'");

    const UnitTable& units = doc.units();
    REQUIRE(units.find("jeep") != nullptr);
    CHECK(units.find("jeep")->factorOf(Terrain::Water) == 5);
    REQUIRE(units.find("amphibian") != nullptr);
    CHECK(units.find("amphibian")->factorOf(Terrain::Jungle) == 2);
    CHECK(units.find("amphibian")->factorOf(Terrain::Forest) == 1.5);
    CHECK(units.impassableLimit == 50);
    // The map's unit is the jeep's new row.
    CHECK(doc.grid().unit().factorOf(Terrain::Water) == 5);
    CHECK(doc.grid().impassableLimit() == 50);
    CHECK(lastCommandName(doc) == "Change Units");
    auto* choice = dynamic_cast<wxChoice*>(frame().controls().FindWindow("unit"));
    CHECK(choice->FindString("amphibian") != wxNOT_FOUND);

    chooseMenu(wxID_UNDO);
    CHECK(doc.units() == UnitTable::standard());
    CHECK(doc.grid().unit() == *UnitTable::standard().find("jeep"));
    CHECK(choice->FindString("amphibian") == wxNOT_FOUND);
    chooseMenu(wxID_REDO);
    CHECK(doc.units().find("amphibian") != nullptr);

    SECTION("Reset puts back the course's table and keeps the map's unit") {
        answerNextDialog([](wxDialog& shown) {
            auto& dialog = dynamic_cast<UnitTableDialog&>(shown);
            dialog.resetToCourse();
            CHECK(dialog.grid().GetNumberRows() == 8);
            pressOk(dialog);
        });
        chooseMenu(ids::UnitTable);
        CHECK(doc.units() == UnitTable::standard());
        CHECK(doc.grid().unit() == *UnitTable::standard().find("jeep"));
    }

    SECTION("Cancel applies nothing") {
        const UnitTable before = doc.units();
        answerNextDialog([](wxDialog& shown) {
            auto& dialog = dynamic_cast<UnitTableDialog&>(shown);
            dialog.grid().SetCellValue(0, 1, "7");
            dialog.EndModal(wxID_CANCEL);
        });
        chooseMenu(ids::UnitTable);
        CHECK(doc.units() == before);
    }
}

TEST_CASE("A terrain map saves and opens again with its terrain, its unit and its unit table",
          "[app][terrain]") {
    MapGridDocument& doc = openRiverCrossing();
    UnitTable table = UnitTable::standard();
    table.find("tank")->factor[static_cast<std::size_t>(Terrain::Trail)] = 3;
    table.units.push_back(UnitProfile{"scout", {2, 1.25, 1, 1, 1.5, 4, 0.5, 0.75, 9, 60}, false});
    table.impassableLimit = 60;
    doc.GetCommandProcessor()->Submit(new ChangeUnitsCommand(doc, table, "scout", "Change Units"));
    const MapGrid saved = doc.grid();
    REQUIRE(saved.unit().name == "scout");
    const std::string path = tempPath("terrain-round-trip.maze");
    REQUIRE(doc.OnSaveDocument(path));

    newMap(3, 3);
    REQUIRE(manager().CreateDocument(path, wxDOC_SILENT) != nullptr);
    MapGridDocument& reopened = document();
    CHECK(reopened.grid() == saved);
    CHECK(reopened.grid().terrain({3, 0}) == Terrain::Trail);
    CHECK(reopened.grid().unit().name == "scout");
    CHECK(reopened.grid().impassableLimit() == 60);
    CHECK(reopened.units() == table);
    CHECK(frame().controls().chosenUnit() == "scout");
    CHECK_FALSE(reopened.IsModified());
}

TEST_CASE("Generate Terrain opens the generator on the terrain kind, and every course unit crosses its "
          "map",
          "[app][terrain]") {
    newMap(30, 20);
    int kindShown = -1;
    wxString title;
    answerNextDialog([&](wxDialog& dialog) {
        title = dialog.GetTitle();
        auto* kind = dynamic_cast<wxChoice*>(dialog.FindWindow("kind"));
        REQUIRE(kind != nullptr);
        kindShown = kind->GetSelection();
        for (const auto& [name, value] :
             {std::pair{"width", 48}, std::pair{"height", 32}, std::pair{"seed", 5}})
            if (auto* spin = dynamic_cast<wxSpinCtrl*>(dialog.FindWindow(name)))
                spin->SetValue(value);
        dialog.EndModal(wxID_OK);
    });
    clickButton(L"Generate Terrain\u2026");
    const auto kinds = allValues<MazeKind>();
    CHECK(kindShown ==
          static_cast<int>(std::find(kinds.begin(), kinds.end(), MazeKind::Terrain) - kinds.begin()));
    CHECK(title == "Generate Terrain");
    MazeOptions options;
    options.kind = MazeKind::Terrain;
    options.width = 48;
    options.height = 32;
    options.seed = 5;
    MapGridDocument& doc = document();
    CHECK(doc.grid() == generateMaze(options));
    CHECK(doc.grid().hasTerrain());
    CHECK(doc.units() == UnitTable::standard());

    chooseMenu(ids::AllUnits);
    REQUIRE(runUntil([] { return !frame().allUnits().busy(); }, 30));
    REQUIRE(frame().allUnits().rows() == 8);
    for (int row = 0; row < 7; ++row) { // the course's seven units; the movingai unit is the eighth
        INFO(frame().allUnits().cell(row, AllUnitsPanel::Unit));
        CHECK(frame().allUnits().cell(row, AllUnitsPanel::Cost) != "inf");
    }
}
