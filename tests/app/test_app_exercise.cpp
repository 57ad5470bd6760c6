// The exercises (Search › Exercise: …) driven through the menus, the real canvas and the Exercise
// pane, on the small maps worked by hand in tests/core/teaching/test_expansion_exercise.cpp and
// tests/core/teaching/test_repair_exercise.cpp.

#include "pathfinder/search/walker_description.h"

#include "app_driver.h"
#include "canvas/grid_canvas.h"
#include "core/ascii_grid.h"
#include "document/grid_commands.h"
#include "frame/main_menu.h"
#include "panels/control_panel.h"
#include "panels/exercise_panel.h"
#include "run/stats_panel.h"
#include "run/timeline_bar.h"

#include <wx/aui/framemanager.h>
#include <wx/button.h>
#include <wx/cmdproc.h>
#include <wx/display.h>
#include <wx/listctrl.h>
#include <wx/statusbr.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <string>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

namespace {

/// A new document holding `rows` (gridFromAscii), searched with `neighbours` neighbours.
MapGridDocument& handMadeMap(const std::vector<std::string>& rows, int neighbours) {
    const MapGrid grid = pathfinder::testing::gridFromAscii(rows);
    MapGridDocument& doc = newMap(grid.width(), grid.height());
    frame().submit(new ReplaceGridCommand(doc, grid, "Hand-made map"));
    Movement movement{neighbours, DiagonalRule::NoCornerCutting, DiagonalLength::Sqrt2};
    if (doc.movement() != movement)
        frame().submit(new ChangeMovementCommand(doc, movement));
    REQUIRE(doc.grid() == grid);
    return doc;
}

std::uint64_t expansions() {
    const SearchView* walker = frame().exercise().session().walker();
    REQUIRE(walker != nullptr);
    return walker->stats().expanded;
}

bool exercisePaneShown() {
    return frame().panes().GetPane("exercise").IsShown();
}

void pressStop() {
    auto* stop = dynamic_cast<wxButton*>(wxWindow::FindWindowByLabel("Stop exercise", &frame().exercise()));
    REQUIRE(stop != nullptr);
    clickWindow(*stop);
    runFor(50);
}

/// Puts the frame back where it was when the test began: the other tests expect its size.
class KeepFrameRect {
public:
    KeepFrameRect() : m_rect(frame().GetRect()) {}
    ~KeepFrameRect() {
        frame().SetSize(m_rect);
        runFor(50);
    }
    KeepFrameRect(const KeepFrameRect&) = delete;
    KeepFrameRect& operator=(const KeepFrameRect&) = delete;

private:
    wxRect m_rect;
};

/// The frame at `size` (no larger than the screen), its picture saved as `fileName`.
void shootAt(wxSize size, const std::string& fileName) {
    const wxRect screen = wxDisplay(static_cast<unsigned>(0)).GetGeometry();
    // Twice: a narrow window hides the controls after the first, and only then may it be as
    // narrow as that.
    for (int i = 0; i < 2; ++i) {
        frame().SetSize(0, 0, std::min(size.x, screen.width), std::min(size.y, screen.height));
        frame().panes().Update();
        runFor(300);
    }
    frame().canvas().fitToWindow();
    runFor(100);
    frame().Refresh();
    frame().Update();
    runFor(1000);
    CHECK(saveScreenShot(frame(), fileName));
}

} // namespace

TEST_CASE("Predict the next expansion: a click on the canvas is a guess, judged, explained and scored, and "
          "the search advances one expansion per guess",
          "[app][exercise]") {
    // A* with the octile distance round the wall at (2,1): the start (0,0) first, then (1,1) before
    // (1,0) (equal f 4.828, larger g 1.414 > 1), then (1,0) (lower f than the rest).
    const KeepFrameRect keep;
    MapGridDocument& doc = handMadeMap({"S....", "..#..", "....G"}, 8);
    chooseTool(EditTool::Wall); // without the exercise, a click would paint a wall
    chooseAlgorithm("astar");
    frame().controls().selectParameter(Parameter::Heuristic, "octile");
    frame().controls().selectParameter(Parameter::TieBreak, "larger-g");
    frame().applyControls();
    chooseMenu(ids::ExpansionExercise);
    ExercisePanel& pane = frame().exercise();
    REQUIRE(pane.session().kind() == ExerciseSession::Kind::Expansion);
    CHECK(exercisePaneShown());
    CHECK(pane.scoreText() == "Score: 0 of 0 right");
    CHECK(expansions() == 0);

    clickCell({0, 0});
    CHECK(pane.scoreText() == "Score: 1 of 1 right");
    CHECK(expansions() == 1);
    CHECK(pane.verdictText() == "Right: (0,0) is the only open cell.");

    clickCell({1, 0});
    CHECK(pane.scoreText() == "Score: 1 of 2 right");
    CHECK(expansions() == 2);
    CHECK(pane.verdictText() ==
          "Wrong: (1,0) has f 4.828 and is open (2nd of 3), but (1,1) goes first: equal f "
          "4.828; larger g first (1.414 > 1).");
    REQUIRE(pane.openRows() == 3);
    CHECK(pane.openCell(0, 1) == "(1,1)");
    CHECK(pane.openCell(0, 2) == "1.414");
    CHECK(pane.openCell(1, 1) == "(1,0)");
    CHECK(pane.openCell(1, 5) == "g 1");
    const ExerciseMarks& marks = pane.session().marks();
    CHECK(marks.guessed == Coord{1, 0});
    CHECK(marks.expanded == Coord{1, 1});
    CHECK_FALSE(marks.guessRight);
    CHECK_FALSE(doc.grid().isWall({1, 0})); // the clicks edited nothing

    clickCell({1, 0});
    CHECK(pane.scoreText() == "Score: 2 of 3 right");
    CHECK(expansions() == 3);
    CHECK(pane.verdictText() == "Right: lower f than (1,2) (4.828 < 5.414).");

    // g, h and f of the runner-up, (1,2), typed.
    pane.setTypingValues(true);
    CHECK(pane.session().askedCell() == Coord{1, 2});
    pane.typeValues("2.41", "3", "5.41");
    CHECK(pane.scoreText() == "Score: 3 of 4 right");
    CHECK(expansions() == 3); // values do not advance the search
    CHECK(pane.verdictText().Contains("g = g(1,1) + step = 1.414 + 1 = 2.414"));
    shootAt(wxSize(1366, 768), "exercise.png");
    shootAt(wxSize(800, 600), "exercise-800x600.png");
    // Answered at this step: another answer is not judged, not even after the fields are turned
    // off and on again (the verdict has shown the right values).
    const wxString answered = pane.verdictText();
    pane.typeValues("1", "1", "2");
    CHECK(pane.scoreText() == "Score: 3 of 4 right");
    CHECK(pane.verdictText() == answered);
    pane.setTypingValues(false);
    pane.setTypingValues(true);
    pane.typeValues("2.41", "3", "5.41");
    CHECK(pane.scoreText() == "Score: 3 of 4 right");

    // An edit of the map starts the exercise again, and says so.
    frame().submit(new PaintCellsCommand(doc, {CellEdit{{4, 0}, 1, MapGrid::kWall}}, "Wall"));
    CHECK(pane.session().active());
    CHECK(pane.scoreText() == "Score: 0 of 0 right");
    CHECK(expansions() == 0);
    CHECK(pane.verdictText().StartsWith("The map changed: the exercise started again"));
    doc.GetCommandProcessor()->Undo();

    // So does a change of the movement rules, and its undo: the exercise searches under the map's rules.
    clickCell({0, 0});
    Movement four = doc.movement();
    four.neighbours = 4;
    frame().submit(new ChangeMovementCommand(doc, four));
    CHECK(pane.scoreText() == "Score: 0 of 0 right");
    CHECK(pane.verdictText().StartsWith("The movement rules changed: the exercise started again"));
    CHECK(pane.session().walker()->settings().movement == four);
    doc.GetCommandProcessor()->Undo();
    CHECK(pane.session().walker()->settings().movement == doc.movement());
    CHECK(doc.movement().neighbours == 8);

    // Go, Step and Walk wait while the exercise is on: the map shows the exercise's walker.
    chooseMenu(ids::GoPause);
    chooseMenu(ids::Step);
    chooseMenu(ids::Walk);
    runFor(100);
    CHECK(frame().search().phase() == SearchController::Phase::Idle);
    CHECK(frame().GetStatusBar()->GetStatusText(1).StartsWith("An exercise is on"));

    // Stop exercise gives the clicks back to editing.
    pressStop();
    CHECK_FALSE(pane.session().active());
    CHECK_FALSE(exercisePaneShown());
    clickCell({3, 0});
    CHECK(doc.grid().isWall({3, 0}));
    doc.GetCommandProcessor()->Undo();
}

TEST_CASE("The exercise refuses a walker it does not cover and names those it covers", "[app][exercise]") {
    handMadeMap({"S...G"}, 8);
    chooseAlgorithm("depth-first");
    frame().applyControls();
    {
        MessageLog log;
        chooseMenu(ids::ExpansionExercise);
        CHECK(log.joined().find("covers Breadth-First") != std::string::npos);
        CHECK(log.joined().find("Depth-First") != std::string::npos);
    }
    CHECK_FALSE(frame().exercise().session().active());
    CHECK_FALSE(exercisePaneShown());
    chooseAlgorithm("astar");
    frame().applyControls();
}

TEST_CASE("Predict a repair: cells marked on the canvas, the wall put in as an undoable edit, the marks "
          "judged against D*'s changed signposts",
          "[app][exercise][dstar]") {
    // 4 neighbours; the wall goes on (2,0), the middle of D*'s path along the top row. Its repair
    // turns the signposts of (0,0), (1,0), (0,1) and (0,2).
    const KeepFrameRect keep;
    MapGridDocument& doc = handMadeMap({"S...G", ".###.", "....."}, 4);
    chooseTool(EditTool::Wall);
    chooseAlgorithm("dstar");
    frame().applyControls();
    chooseMenu(ids::RepairExercise);
    ExercisePanel& pane = frame().exercise();
    REQUIRE(pane.session().kind() == ExerciseSession::Kind::Repair);
    CHECK(pane.session().marks().wall == Coord{2, 0});
    for (const Coord cell : {Coord{1, 0}, Coord{0, 0}, Coord{3, 0}})
        clickCell(cell);
    CHECK(pane.scoreText() == "Score: 3 cells marked");
    CHECK_FALSE(doc.grid().isWall({1, 0}));
    shootAt(wxSize(1366, 768), "exercise-repair-marked.png");

    pane.check();
    CHECK(doc.grid().isWall({2, 0}));
    CHECK(pane.scoreText() == "Score: 2/5 (40%)");
    CHECK(pane.verdictText().StartsWith("2 of 4 changed signposts marked, 2 missed, 1 false alarm"));
    CHECK(pane.verdictText().Contains("(0,2) pointed to (0,1)"));
    CHECK(pane.session().marks().misses == std::vector<Coord>{{0, 1}, {0, 2}});
    shootAt(wxSize(1366, 768), "exercise-repair.png");
    shootAt(wxSize(800, 600), "exercise-repair-800x600.png");

    // The wall was an ordinary edit: Undo takes it out, and the exercise starts again.
    doc.GetCommandProcessor()->Undo();
    CHECK_FALSE(doc.grid().isWall({2, 0}));
    CHECK(pane.verdictText().StartsWith("The map changed"));
    CHECK(pane.session().marks().wall == Coord{2, 0});
    pressStop();
    chooseAlgorithm("astar");
    frame().applyControls();
}

TEST_CASE("During an exercise its pane takes the explanations' place, its verdict and open list in view, "
          "and the statistics and the timeline follow its search",
          "[app][exercise]") {
    const KeepFrameRect keep;
    const wxRect screen = wxDisplay(static_cast<unsigned>(0)).GetGeometry();
    frame().SetSize(0, 0, std::min(1366, screen.width), std::min(768, screen.height));
    runFor(200);
    handMadeMap({"S.........", "..........", "...####...", "..........", ".........G"}, 8);
    chooseAlgorithm("astar");
    frame().controls().selectParameter(Parameter::Heuristic, "octile");
    frame().applyControls();
    if (!frame().panes().GetPane("explanations").IsShown())
        chooseMenu(ids::ShowExplanations);
    REQUIRE(frame().panes().GetPane("explanations").IsShown());

    chooseMenu(ids::ExpansionExercise);
    ExercisePanel& pane = frame().exercise();
    REQUIRE(pane.session().active());
    pane.clickCell({0, 0}); // right: the start is the only open cell
    pane.clickCell({9, 4}); // wrong: the goal is not open yet
    runFor(200);
    CHECK_FALSE(frame().panes().GetPane("explanations").IsShown());
    CHECK(exercisePaneShown());
    // The verdict and the open list that explains it lie in the part of the pane on screen.
    REQUIRE(pane.openRows() > 0);
    const wxRect shown = pane.GetScreenRect();
    wxWindow* verdict = pane.FindWindow("verdict");
    REQUIRE(verdict != nullptr);
    CHECK(shown.Contains(verdict->GetScreenRect()));
    wxWindow* list = nullptr;
    for (wxWindow* child : pane.GetChildren())
        if (dynamic_cast<wxListCtrl*>(child))
            list = child;
    REQUIRE(list != nullptr);
    CHECK(shown.Contains(list->GetScreenRect()));
    // The statistics and the timeline show the exercise's search, two expansions in.
    CHECK(frame().stats().outcome().StartsWith("A* is searching"));
    CHECK(frame().stats().value("Expanded") == "2");
    CHECK(frame().timelineBar().label() == "Exercise: step 2");

    // Stopped, the explanations come back, and the statistics and timeline show the search again.
    pressStop();
    CHECK(frame().panes().GetPane("explanations").IsShown());
    CHECK(frame().stats().outcome() == "No search under way: press Go.");
    CHECK(frame().timelineBar().label() == "No run recorded");
}
