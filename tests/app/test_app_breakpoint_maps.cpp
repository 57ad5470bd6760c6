// Breakpoints on cells belong to the map they were set on: opening another map, by any way, takes
// them away (list, drawing and dialog); those of the whole run stay.
#include "pathfinder/formats/movingai_io.h"

#include "app_driver.h"
#include "frame/main_menu.h"
#include "run/breakpoint_dialog.h"

#include <wx/dialog.h>
#include <wx/statusbr.h>

#include <catch2/catch.hpp>
#include <fstream>
#include <string>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

namespace {

std::size_t cellBreakpoints() {
    std::size_t count = 0;
    for (const Breakpoint& b : frame().search().breakpoints().breakpoints())
        count += b.concernsCell();
    return count;
}

std::size_t runBreakpoints() {
    return frame().search().breakpoints().breakpoints().size() - cellBreakpoints();
}

} // namespace

TEST_CASE("Breakpoints on cells go with their map when another map opens, by any way",
          "[app][timeline][breakpoints]") {
    REQUIRE(frame().openPreset("pacman.maze"));
    frame().toggleCellBreakpoint(Breakpoint::Kind::CellExpanded, {3, 3});
    frame().toggleCellBreakpoint(Breakpoint::Kind::CellOpened, {5, 1});
    chooseMenu(ids::Breakpoints);
    BreakpointDialog* dialog = frame().breakpointDialog();
    REQUIRE(dialog != nullptr);
    dialog->setRunWide(Breakpoint::Kind::GoalReached, true);
    REQUIRE(cellBreakpoints() == 2);
    REQUIRE(runBreakpoints() == 1);
    REQUIRE(dialog->rows() == 3);

    // They stay on their own map, through edits and runs.
    chooseTool(EditTool::Wall);
    clickCell({1, 1});
    frame().search().reset();
    REQUIRE(cellBreakpoints() == 2);

    SECTION("another preset") {
        REQUIRE(frame().openPreset("spiral.maze"));
    }
    SECTION("a new map") {
        MessageLog log(wxNO); // the edit above is not saved
        newMap(10, 10);
    }
    SECTION("a generated map") {
        MessageLog log(wxNO);
        answerNextDialog([](wxDialog& generate) { generate.EndModal(wxID_OK); });
        chooseMenu(ids::GenerateMaze);
    }
    SECTION("an imported Moving AI map") {
        const std::string file =
            writeTempFile("breakpoints.map", "type octile\nheight 3\nwidth 4\nmap\n....\n.@@.\n....\n");
        MessageLog log(wxNO);
        REQUIRE(manager().importMovingAiMap(wxString::FromUTF8(file)) != nullptr);
    }
    SECTION("a maze file opened") {
        const std::string file =
            writeTempFile("breakpoints.maze", "name: small\nsize: 3 3\nmap:\nS..\n...\n..G\n");
        MessageLog log(wxNO);
        REQUIRE(manager().CreateDocument(wxString::FromUTF8(file), wxDOC_SILENT) != nullptr);
    }
    runFor(50);
    CHECK(cellBreakpoints() == 0);
    CHECK(runBreakpoints() == 1);
    CHECK(dialog->rows() == 1);
    INFO(frame().GetStatusBar()->GetStatusText(1).utf8_string());
    CHECK(frame().GetStatusBar()->GetStatusText(1).Contains("the 2 of the map before were removed"));
    dialog->Hide();
    frame().search().breakpoints().clear();
    frame().search().breakpointsChanged();
}
