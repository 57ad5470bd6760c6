// What the app offers for hex maps and sides between cells: the Hex heuristic as the default on hex
// maps, the Generate dialog's square or hex cells (it says why a kind of maze is not made on hexes),
// and the colour key's entries for walls between cells, one-way sides and heights.

#include "pathfinder/formats/maze_io.h"
#include "pathfinder/generators/maze_generator.h"

#include "app_driver.h"
#include "canvas/grid_painter.h"
#include "canvas/map_legend.h"
#include "canvas/palette.h"
#include "frame/main_menu.h"
#include "panels/control_panel.h"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/dcmemory.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <utility>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

namespace {

void newHexMap(int width, int height) {
    manager().setNextNewMapSize(wxSize(width, height), Topology::Hex);
    REQUIRE(manager().CreateDocument(wxEmptyString, wxDOC_NEW) != nullptr);
    runFor(50);
    REQUIRE(document().grid().topology() == Topology::Hex);
}

void chooseHeuristic(std::string_view name) {
    frame().controls().selectParameter(Parameter::Heuristic, name);
    frame().applyControls();
}

/// The heuristic the panel shows, which must be the one the next run takes.
HeuristicKind shownHeuristic() {
    const HeuristicKind shown = frame().controls().runChoices().walker.heuristic;
    CHECK(frame().search().runSettings().walker.heuristic == shown);
    return shown;
}

/// The Generate dialog's named control, or nullptr. (Nothing here may throw: it runs inside the
/// dialog's modal loop, and the checks come after the dialog has ended.)
template <class Control>
Control* control(wxDialog& dialog, const char* name) {
    return dynamic_cast<Control*>(dialog.FindWindow(name));
}

/// Picks an item of a choice of the dialog as a person does, which tells the dialog.
void pick(wxDialog& dialog, const char* name, int item) {
    auto* choice = control<wxChoice>(dialog, name);
    if (!choice)
        return;
    choice->SetSelection(item);
    wxCommandEvent event(wxEVT_CHOICE, choice->GetId());
    event.SetEventObject(choice);
    event.SetInt(item);
    choice->ProcessWindowEvent(event);
}

int kindItem(MazeKind kind) {
    const auto kinds = allValues<MazeKind>();
    return static_cast<int>(std::find(kinds.begin(), kinds.end(), kind) - kinds.begin());
}

/// Generates a small map of this kind and these cells through the dialog.
void generate(MazeKind kind, int cells) {
    answerNextDialog([kind, cells](wxDialog& dialog) {
        pick(dialog, "kind", kindItem(kind));
        pick(dialog, "cells", cells);
        for (const auto& [name, value] : {std::pair{"width", 12}, std::pair{"height", 9}})
            if (auto* spin = control<wxSpinCtrl>(dialog, name))
                spin->SetValue(value);
        dialog.EndModal(wxID_OK);
    });
    chooseMenu(ids::GenerateMaze);
}

} // namespace

TEST_CASE("On hex maps the Hex heuristic is the default", "[app][hex]") {
    chooseAlgorithm("astar");
    newMap(8, 6);
    chooseHeuristic("octile");

    SECTION("a new hex map turns the square default into Hex, and a square map turns it back") {
        newHexMap(9, 7);
        CHECK(shownHeuristic() == HeuristicKind::Hex);
        newMap(8, 6);
        CHECK(shownHeuristic() == HeuristicKind::Octile);
    }

    SECTION("so does opening a hex .maze file") {
        MazeFile maze;
        maze.name = "hex";
        maze.grid = MapGrid(6, 5);
        maze.grid.setTopology(Topology::Hex);
        maze.grid.setStart(Coord{0, 0});
        maze.grid.setGoal(Coord{5, 4});
        const std::string path = tempPath("hex-heuristic.maze");
        writeMazeFile(path, maze);
        REQUIRE(manager().CreateDocument(wxString::FromUTF8(path), wxDOC_SILENT) != nullptr);
        runFor(50);
        REQUIRE(document().grid().topology() == Topology::Hex);
        CHECK(shownHeuristic() == HeuristicKind::Hex);
    }

    SECTION("a heuristic chosen by hand is kept on either kind of map") {
        chooseHeuristic("manhattan");
        newHexMap(9, 7);
        CHECK(shownHeuristic() == HeuristicKind::Manhattan);
        chooseHeuristic("euclidean");
        newMap(8, 6);
        CHECK(shownHeuristic() == HeuristicKind::Euclidean);
    }

    // The next test finds the default as the app starts with it.
    newMap(8, 6);
    chooseHeuristic("octile");
}

TEST_CASE("The Generate dialog makes hex maps, and says which kinds it cannot", "[app][hex]") {
    newMap(8, 6);
    chooseHeuristic("octile");

    SECTION("the backtracker on hexes is refused in the dialog, with the reason") {
        wxString refusal;
        bool okEnabled = true;
        bool okAfterSquare = false;
        answerNextDialog([&](wxDialog& dialog) {
            pick(dialog, "kind", kindItem(MazeKind::RecursiveBacktracker));
            pick(dialog, "cells", 1);
            auto* text = control<wxStaticText>(dialog, "refusal");
            wxWindow* ok = dialog.FindWindow(wxID_OK);
            if (!text || !ok)
                return dialog.EndModal(wxID_CANCEL);
            refusal = text->GetLabel();
            okEnabled = ok->IsEnabled();
            pick(dialog, "cells", 0);
            okAfterSquare = ok->IsEnabled() && text->GetLabel().empty();
            dialog.EndModal(wxID_CANCEL);
        });
        chooseMenu(ids::GenerateMaze);
        CHECK(refusal.Contains("square mazes"));
        CHECK_FALSE(okEnabled);
        CHECK(okAfterSquare);
        CHECK(document().grid().topology() == Topology::Square);
    }

    SECTION("a kind that makes hex maps makes one, searched with the Hex heuristic") {
        generate(MazeKind::Rooms, 1);
        const MapGrid& grid = document().grid();
        CHECK(grid.topology() == Topology::Hex);
        CHECK(grid.width() == 12);
        CHECK(document().mazeName().find("hex cells") != std::string::npos);
        CHECK(shownHeuristic() == HeuristicKind::Hex);
    }

    // The dialog remembers the cells: the next test finds square ones, and the square default.
    generate(MazeKind::Open, 0);
    CHECK(document().grid().topology() == Topology::Square);
    CHECK(shownHeuristic() == HeuristicKind::Octile);
}

TEST_CASE("The colour key lists walls between cells, one-way sides and heights", "[app][hex][legend]") {
    MapGrid grid(6, 4);
    PaintScene scene;
    scene.grid = &grid;
    const GridPainter painter;
    const FooterContent plain = painter.footerFor(scene, PaintOptions{});
    CHECK_FALSE(plain.key.sideWalls);
    CHECK_FALSE(plain.key.oneWaySides);
    CHECK_FALSE(plain.key.heights);

    grid.setSide({1, 1}, Direction::E, SideKind::Wall);
    grid.setSide({2, 2}, Direction::E, SideKind::OneWayOut);
    grid.setHeight({3, 3}, 5);
    const FooterContent footer = painter.footerFor(scene, PaintOptions{});
    CHECK(footer.key.sideWalls);
    CHECK(footer.key.oneWaySides);
    CHECK(footer.key.heights);

    // Each entry's sample, left of its label, has the colour the map draws the thing in.
    wxBitmap bitmap(1000, 120, 24);
    std::vector<DrawnText> texts;
    {
        wxMemoryDC dc(bitmap);
        const wxRect area(0, 0, 1000, footerHeight(dc, 1000, footer));
        REQUIRE(area.height <= 120);
        drawFooter(dc, area, footer);
        texts = footerTexts(dc, area, footer);
    }
    const wxImage image = bitmap.ConvertToImage();
    const auto sampleHas = [&](const wxString& label, const wxColour& colour) {
        for (const DrawnText& text : texts) {
            if (text.text != label)
                continue;
            const int y = text.rect.y + text.rect.height / 2;
            for (int x = std::max(0, text.rect.x - 30); x < text.rect.x; ++x)
                if (image.GetRed(x, y) == colour.Red() && image.GetGreen(x, y) == colour.Green() &&
                    image.GetBlue(x, y) == colour.Blue())
                    return true;
        }
        return false;
    };
    CHECK(sampleHas("Wall between cells", palette::sideWall()));
    CHECK(sampleHas("One-way side", palette::oneWaySide()));
    CHECK(sampleHas(wxString::FromUTF8("Height 0\xe2\x80\x93"
                                       "9"),
                    palette::toColour(palette::heightShade(palette::costShade(1), 9))));
}
