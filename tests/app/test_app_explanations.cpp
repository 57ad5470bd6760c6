// The explanation panel beside the grid, the cell numbers and the suboptimality overlay: small maps
// built by hand, their numbers worked by hand (as in tests/core/teaching/test_open_list_explanation.cpp).
//
// Coordinates are (x, y): x the column from the left, y the row from the top, both from 0.

#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"
#include "pathfinder/search/search_events.h"
#include "pathfinder/search/walker.h"
#include "pathfinder/teaching/pseudo_code.h"
#include "pathfinder/teaching/suboptimality.h"

#include "app_driver.h"
#include "canvas/grid_overlays.h"
#include "canvas/grid_painter.h"
#include "core/ascii_grid.h"
#include "panels/explanation_panel.h"

#include <wx/frame.h>
#include <wx/image.h>
#include <wx/sizer.h>

#include <catch2/catch.hpp>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::app;

namespace {

/// Replays a walker's events and keeps those of the last step, as the frame does for the panel.
class StepEvents final : public SearchListener {
public:
    explicit StepEvents(const MapGrid& grid) : m_replay(grid) {}
    void onSearchEvent(const SearchEvent& event) override {
        m_replay.onSearchEvent(event);
        m_step.push_back(event);
    }
    /// One iterate() of `walker`, keeping only its events.
    void step(MapGridWalker& walker) {
        m_step.clear();
        walker.iterate();
    }
    const SearchReplay& replay() const { return m_replay; }
    const std::vector<SearchEvent>& events() const { return m_step; }

private:
    SearchReplay m_replay;
    std::vector<SearchEvent> m_step;
};

/// A frame holding just the panel, the width of a side pane at 800 × 600.
struct PanelFrame {
    wxFrame* frame = new wxFrame(nullptr, wxID_ANY, "Explanation", wxPoint(0, 0), wxSize(270, 560));
    ExplanationPanel* panel = new ExplanationPanel(frame);
    PanelFrame() {
        auto* sizer = new wxBoxSizer(wxVERTICAL);
        sizer->Add(panel, 1, wxEXPAND);
        frame->SetSizer(sizer);
        frame->Show();
        frame->Layout();
        app::testing::runFor(50);
    }
    ~PanelFrame() {
        frame->Destroy();
        app::testing::runFor(100); // gone from the screen before the next test's pictures
    }
};

MapGrid openFiveByFive() {
    MapGrid grid(5, 5);
    grid.setStart(Coord{0, 0});
    grid.setGoal(Coord{4, 2});
    return grid;
}

WalkerSettings octileSettings(TieBreak tieBreak) {
    WalkerSettings settings;
    settings.movement = Movement{8, DiagonalRule::NoCornerCutting, DiagonalLength::Sqrt2};
    settings.heuristic = HeuristicKind::Octile;
    settings.tieBreak = tieBreak;
    return settings;
}

/// The U of tests/core/teaching/test_suboptimality.cpp: Best-First with 4 neighbours heads into its mouth.
MapGrid uShapedWall() {
    return pathfinder::testing::gridFromAscii({
        "........", //
        "S.####..", //
        ".....#..", //
        ".....#G.", //
        "..####..", //
        "........", //
    });
}

bool samePixels(const wxBitmap& a, const wxBitmap& b) {
    const wxImage x = a.ConvertToImage();
    const wxImage y = b.ConvertToImage();
    return x.GetSize() == y.GetSize() &&
           std::memcmp(x.GetData(), y.GetData(),
                       static_cast<std::size_t>(x.GetWidth() * x.GetHeight() * 3)) == 0;
}

/// Saves what the screen shows of `window` as a PNG among the screenshots. wxScreenDC on GTK 3 can
/// read back a window's earlier content after it changed, so the X server's own picture of the
/// screen is taken where xwd and ImageMagick are installed.
bool grabWindow(wxWindow& window, const std::string& fileName) {
    if (std::system("command -v xwd >/dev/null 2>&1 && command -v convert >/dev/null 2>&1") != 0)
        return app::testing::saveScreenShot(window, fileName);
    window.Raise();
    window.Refresh();
    app::testing::runFor(300);
    const wxRect rect = window.GetScreenRect();
    const std::string command = "xwd -root -silent | convert xwd:- -crop " + std::to_string(rect.width) +
                                "x" + std::to_string(rect.height) + "+" + std::to_string(rect.x) + "+" +
                                std::to_string(rect.y) + " +repage png:'" +
                                app::testing::screenshotPath(fileName) + "'";
    return std::system(command.c_str()) == 0;
}

} // namespace

TEST_CASE("The explanation panel ranks A*'s open list and says why the first goes first", "[timeline]") {
    // An empty 5×5, A* octile, from (0, 0) to (4, 2). Expanding the start opens E (1, 0) with g 1,
    // h 2√2 + 1, SE (1, 1) with g √2, h √2 + 2, and S (0, 1) with g 1, h √2 + 3: the first two have
    // f = 2 + 2√2 ≈ 4.828, S has 4 + √2 ≈ 5.414.
    const MapGrid grid = openFiveByFive();
    const TieBreak tieBreak = GENERATE(TieBreak::LargerG, TieBreak::Fifo);
    const WalkerSettings settings = octileSettings(tieBreak);
    StepEvents events(grid);
    const auto walker = createWalker("astar");
    walker->setListener(&events);
    walker->setup(grid, settings);
    PanelFrame shown;
    ExplanationPanel& panel = *shown.panel;

    panel.show(walker.get(), &events.replay(), {});
    CHECK(panel.openRows() == 1);
    CHECK(panel.openCell(0, ExplanationPanel::kCell) == "(0, 0)");
    CHECK(panel.reason() == "the only open cell");
    CHECK(panel.highlightedLine() == -1);

    events.step(*walker);
    panel.show(walker.get(), &events.replay(), events.events());
    REQUIRE(panel.openRows() == 3);
    if (tieBreak == TieBreak::LargerG) {
        CHECK(panel.openCell(0, ExplanationPanel::kCell) == "(1, 1)");
        CHECK(panel.openCell(0, ExplanationPanel::kG) == "1.414");
        CHECK(panel.openCell(0, ExplanationPanel::kH) == "3.414");
        CHECK(panel.openCell(0, ExplanationPanel::kF) == "4.828");
        CHECK(panel.openCell(0, ExplanationPanel::kTie) == "g 1.414");
        CHECK(panel.openCell(1, ExplanationPanel::kCell) == "(1, 0)");
        CHECK(panel.openCell(1, ExplanationPanel::kH) == "3.828");
        CHECK(panel.reason() == "equal f 4.828; larger g first (1.414 > 1)");
    } else {
        CHECK(panel.openCell(0, ExplanationPanel::kCell) == "(1, 0)");
        CHECK(panel.openCell(1, ExplanationPanel::kCell) == "(1, 1)");
        CHECK(panel.reason().StartsWith("equal f 4.828; first in, first out"));
    }
    CHECK(panel.openCell(2, ExplanationPanel::kCell) == "(0, 1)");
    CHECK(panel.openCell(2, ExplanationPanel::kF) == "5.414");
    CHECK(panel.decision().empty());

    // The step expanded the start and opened its neighbours: the line of its last event is lit, and
    // it is the line of an expansion or of opening a cell.
    const PseudoCodeListing* listing = pseudoCodeFor("astar");
    REQUIRE(listing);
    const auto expected = lineFor(*listing, events.events().back());
    REQUIRE(expected);
    CHECK(panel.highlightedLine() == *expected);
    const std::string lit = listing->lines[static_cast<std::size_t>(*expected)].text;
    CAPTURE(lit);
    CHECK((lit.find("open m") != std::string::npos || lit.find("take the open cell") != std::string::npos ||
           lit.find("close n") != std::string::npos));

    events.step(*walker);
    panel.show(walker.get(), &events.replay(), events.events());
    CHECK(panel.openRows() >= 3);
    CHECK_FALSE(panel.reason().empty());

    panel.show(nullptr, nullptr, {});
    CHECK(panel.openRows() == 0);
    CHECK(panel.reason().empty());
    CHECK(panel.highlightedLine() == -1);
}

TEST_CASE("The explanation panel shows an agent's decision and no open list", "[timeline]") {
    MapGrid grid = pathfinder::testing::gridFromAscii({
        ".......", //
        "...#...", //
        "S..#..G", //
        "...#...", //
        ".......", //
    });
    WalkerSettings settings;
    StepEvents events(grid);
    const auto walker = createWalker("wall-trace");
    walker->setListener(&events);
    walker->setup(grid, settings);
    PanelFrame shown;
    ExplanationPanel& panel = *shown.panel;
    for (int i = 0; i < 3 && !walker->finished(); ++i) {
        events.step(*walker);
        panel.show(walker.get(), &events.replay(), events.events());
        CHECK(panel.decision() == wxString::FromUTF8(walker->lastDecision().text()));
    }
    CHECK_FALSE(panel.decision().empty());
    CHECK(panel.openRows() == 0);
    CHECK(panel.reason().Contains("agent"));
    const PseudoCodeListing* listing = pseudoCodeFor("wall-trace");
    REQUIRE(listing);
    const auto expected = lineFor(*listing, events.events().back(), walker->lastDecision());
    CHECK(panel.highlightedLine() == expected.value_or(-1));
    CHECK(panel.highlightedLine() >= 0);
}

TEST_CASE("The explanation panel says D* and depth-first rank their cells otherwise", "[timeline]") {
    const MapGrid grid = openFiveByFive();
    PanelFrame shown;
    for (const char* name : {"dstar", "depth-first"}) {
        CAPTURE(name);
        StepEvents events(grid);
        const auto walker = createWalker(name);
        walker->setListener(&events);
        walker->setup(grid, octileSettings(TieBreak::LargerG));
        events.step(*walker);
        shown.panel->show(walker.get(), &events.replay(), events.events());
        CHECK(shown.panel->openRows() == 0);
        CHECK(shown.panel->reason().Contains(std::string(name) == "dstar" ? "key" : "stack"));
    }
}

TEST_CASE("Screens: the explanation panel beside an A* search", "[timeline]") {
    // A wider map than the hand-worked one, so that the open list has more than ten cells.
    MapGrid grid(12, 9);
    grid.setStart(Coord{1, 1});
    grid.setGoal(Coord{10, 7});
    for (int y = 0; y < 7; ++y)
        grid.setCost(Coord{6, y}, MapGrid::kWall);
    StepEvents events(grid);
    const auto walker = createWalker("astar");
    walker->setListener(&events);
    walker->setup(grid, octileSettings(TieBreak::LargerG));
    for (int i = 0; i < 12; ++i)
        events.step(*walker);
    PanelFrame shown;
    shown.panel->show(walker.get(), &events.replay(), events.events());
    CHECK(shown.panel->openRows() == static_cast<int>(ExplanationPanel::kShownEntries));
    CHECK(grabWindow(*shown.frame, "explanation-astar.png"));

    // The same frame for an agent: a frame made after another was destroyed is not always on the
    // virtual screen yet when it is read back.
    StepEvents agentEvents(grid);
    const auto agent = createWalker("wall-trace");
    agent->setListener(&agentEvents);
    agent->setup(grid, WalkerSettings{});
    for (int i = 0; i < 8; ++i)
        agentEvents.step(*agent);
    shown.panel->show(agent.get(), &agentEvents.replay(), agentEvents.events());
    CHECK(grabWindow(*shown.frame, "explanation-wall-trace.png"));

    GridPainter painter;
    PaintScene scene;
    scene.grid = &grid;
    scene.walker = walker.get();
    CHECK(painter.render(scene, wxSize(720, 540), PaintOptions{})
              .SaveFile(app::testing::screenshotPath("cell-numbers-astar.png"), wxBITMAP_TYPE_PNG));
}

TEST_CASE("Cell numbers are written where cells are large and cost nothing where they are small",
          "[timeline]") {
    const MapGrid grid = openFiveByFive();
    const auto walker = createWalker("astar");
    walker->setup(grid, octileSettings(TieBreak::LargerG));
    for (int i = 0; i < 3; ++i)
        walker->iterate();
    GridPainter painter;
    PaintScene scene;
    scene.grid = &grid;
    scene.walker = walker.get();
    PaintOptions with;
    PaintOptions without;
    without.cellNumbers = false;
    // 300 px for 5 cells: about 57 px a cell; 120 px: about 21.
    CHECK_FALSE(samePixels(painter.render(scene, wxSize(300, 300), with),
                           painter.render(scene, wxSize(300, 300), without)));
    CHECK(samePixels(painter.render(scene, wxSize(120, 120), with),
                     painter.render(scene, wxSize(120, 120), without)));
}

TEST_CASE("The suboptimality overlay draws the optimal path beside Best-First's walk round a U",
          "[timeline]") {
    const MapGrid grid = uShapedWall();
    WalkerSettings settings;
    settings.movement.neighbours = 4;
    settings.heuristic = HeuristicKind::Manhattan;
    const auto walker = createWalker("best-first");
    walker->setup(grid, settings);
    runToCompletion(*walker, 10000);
    REQUIRE(walker->state() == WalkState::ReachedGoal);
    const SuboptimalityReport report = explainSuboptimality(grid, *walker);
    REQUIRE(report.cause == SuboptimalCause::Greedy);

    GridPainter painter;
    PaintScene scene;
    scene.grid = &grid;
    scene.walker = walker.get();
    PaintOptions options;
    options.cellNumbers = false;
    const wxBitmap plain = painter.render(scene, wxSize(640, 480), options);
    CHECK_FALSE(painter.footerFor(scene, options).key.suboptimality);
    scene.suboptimality = &report;
    const wxBitmap overlay = painter.render(scene, wxSize(640, 480), options);
    CHECK(painter.footerFor(scene, options).key.suboptimality);
    CHECK_FALSE(samePixels(plain, overlay));
    CHECK(overlay.SaveFile(app::testing::screenshotPath("suboptimality-best-first.png"), wxBITMAP_TYPE_PNG));

    const wxString text = describeSuboptimality(report);
    CHECK(text.Contains("12"));
    CHECK(text.Contains("10"));
    CHECK(text.Contains("heuristic alone"));
}
