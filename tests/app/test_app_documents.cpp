// What the app does with files: a map that did not come from a .maze file becomes a new, untitled
// document; presets reload; saves keep everything a file holds, fail without losing anything, and
// say why; exports warn of what a format cannot keep.

#include "pathfinder/formats/maze_io.h"
#include "pathfinder/formats/movingai_io.h"
#include "pathfinder/generators/maze_generator.h"

#include "app_driver.h"
#include "compare_driver.h"
#include "document/grid_commands.h"
#include "document/import_export.h"
#include "frame/main_menu.h"
#include "run/run_history.h"
#include "run/stats_panel.h"
#include "support/temp_dir.h"
#include "widgets/text_format.h"

#include <wx/choice.h>
#include <wx/filename.h>
#include <wx/spinctrl.h>

#include <catch2/catch.hpp>
#include <csignal>
#include <fstream>
#include <sstream>
#include <sys/resource.h>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

namespace {

/// An edit that leaves the document with unsaved changes.
void paintAWall(MapGridDocument& doc, Coord cell) {
    doc.GetCommandProcessor()->Submit(
        new PaintCellsCommand(doc, {{cell, doc.grid().code(cell), 0}}, "Paint"));
}

/// Opens a .maze file as File › Open does, and saves it under its own name (so it has a file).
MapGridDocument& savedMaze(const TempDir& dir, const std::string& name) {
    MapGridDocument& doc = newMap(6, 5);
    const std::string path = dir.file(name);
    REQUIRE(doc.OnSaveDocument(path));
    REQUIRE(manager().CreateDocument(path, wxDOC_SILENT) != nullptr);
    return document();
}

} // namespace

TEST_CASE("Importing a Moving AI map makes a new, untitled document named after the map", "[app][files]") {
    const TempDir dir;
    MapGridDocument& old = savedMaze(dir, "mine.maze");
    const std::string oldPath = dir.file("mine.maze");
    const std::string oldBytes = readText(oldPath);
    paintAWall(old, {2, 2});

    SECTION("cancelling the question about unsaved changes keeps the open maze") {
        MessageLog answers(wxCANCEL);
        CHECK(manager().importMovingAiMap(PATHFINDER_FIXTURE_DIR "/small.map") == nullptr);
        CHECK(frame().document() == &old);
        CHECK(old.grid().isBlocked({2, 2}));
        CHECK_THAT(answers.joined(), Catch::Contains("Save the changes to mine.maze"));
    }
    SECTION("once the old maze is let go, the import is its own document") {
        MessageLog answers(wxNO);
        REQUIRE(manager().importMovingAiMap(PATHFINDER_FIXTURE_DIR "/small.map") != nullptr);
        MapGridDocument& doc = document();
        CHECK(doc.mazeName() == "small");
        CHECK(doc.GetTitle() == "small");
        CHECK(frame().GetTitle().StartsWith("small - "));
        CHECK_FALSE(doc.GetFilename().EndsWith("mine.maze"));
        CHECK_FALSE(doc.IsModified());
        CHECK(doc.grid().width() == 10);
        CHECK(doc.grid().start() == Coord{0, 0});
        CHECK(doc.grid().goal() == Coord{9, 7});
        // Nothing wrote over the file the old maze came from.
        CHECK(readText(oldPath) == oldBytes);

        // The run history and the Compare window name the import, not the old file.
        chooseAlgorithm("astar");
        chooseFastestRate();
        frame().search().go();
        REQUIRE(runUntil([] { return frame().search().phase() == SearchController::Phase::Finished; }));
        const int row = frame().stats().historyRows() - 1;
        CHECK(frame().stats().historyCell(row, RunHistory::Map) == "small");
        CompareWindow& compare = openCompare();
        compare.checkWalker("depth-first", false);
        runToEnd(compare);
        CHECK(compare.GetTitle().Contains("small"));
        CHECK_FALSE(compare.GetTitle().Contains("mine"));
        compare.Close(true);
        runFor(50);

        // Save asks where, offering the import's own name, and leaves the old file alone.
        frame().search().reset();
        {
            MessageLog saveAs(wxNO, wxString(dir.file("chosen")));
            chooseMenu(wxID_SAVE);
            CHECK_THAT(saveAs.joined(), Catch::Contains("Save the maze: small.maze"));
        }
        CHECK(readText(oldPath) == oldBytes);
        CHECK(readMazeFile(dir.file("chosen.maze")).grid == doc.grid());
        CHECK(doc.GetTitle() == "chosen.maze");
    }
}

TEST_CASE("File > Open takes a Moving AI map too, as an import", "[app][files]") {
    newMap(4, 4);
    REQUIRE(manager().CreateDocument(PATHFINDER_FIXTURE_DIR "/small.map", wxDOC_SILENT) != nullptr);
    CHECK(document().mazeName() == "small");
    CHECK(document().grid().width() == 10);
    CHECK_FALSE(document().GetDocumentSaved());
}

TEST_CASE("A generated maze is a new document named after the generator", "[app][files]") {
    const TempDir dir;
    const wxString oldFile = savedMaze(dir, "before-generating.maze").GetFilename();
    const std::string before = readText(dir.file("before-generating.maze"));
    // The Generate dialog is answered as a person would: Rooms, 40 x 30, seed 7.
    answerNextDialog([](wxDialog& dialog) {
        if (auto* kind = dynamic_cast<wxChoice*>(dialog.FindWindow("kind")))
            kind->SetSelection(3);
        for (const auto& [name, value] :
             {std::pair{"width", 40}, std::pair{"height", 30}, std::pair{"seed", 7}})
            if (auto* spin = dynamic_cast<wxSpinCtrl*>(dialog.FindWindow(name)))
                spin->SetValue(value);
        dialog.EndModal(wxID_OK);
    });
    chooseMenu(ids::GenerateMaze);
    MapGridDocument& doc = document();
    // A new document (the old one is gone, and its memory may hold the new one).
    CHECK(doc.GetFilename() != oldFile);
    CHECK(doc.mazeName() == "Rooms 40\xc3\x97"
                            "30, seed 7");
    CHECK(doc.GetTitle() == wxString::FromUTF8("Rooms 40\xc3\x97"
                                               "30, seed 7"));
    CHECK(doc.grid().width() == 40);
    MazeOptions options;
    options.kind = MazeKind::Rooms;
    options.width = 40;
    options.height = 30;
    options.seed = 7;
    CHECK(doc.grid() == generateMaze(options));
    CHECK(readText(dir.file("before-generating.maze")) == before);
}

TEST_CASE("Choosing a preset that is open reads it again, after asking about changes", "[app][files]") {
    REQUIRE(frame().openPreset("spiral.maze"));
    MapGridDocument& doc = document();
    const MapGrid original = doc.grid();
    paintAWall(doc, {3, 2});
    REQUIRE(doc.IsModified());

    SECTION("cancel keeps the edit") {
        MessageLog answers(wxCANCEL);
        CHECK_FALSE(frame().openPreset("spiral.maze"));
        CHECK(document().grid().isBlocked({3, 2}));
        CHECK_THAT(answers.joined(), Catch::Contains("Save the changes"));
    }
    SECTION("no reloads the preset as it is on disk") {
        MessageLog answers(wxNO);
        CHECK(frame().openPreset("spiral.maze"));
        CHECK(document().grid() == original);
        CHECK_FALSE(document().IsModified());
    }
}

TEST_CASE("The presets menu lists the mazes by their names", "[app][files]") {
    wxMenuBar* bar = frame().GetMenuBar();
    wxMenuItem* item = bar->FindItem(ids::PresetFirst);
    REQUIRE(item != nullptr);
    wxMenu* presets = item->GetMenu();
    wxArrayString labels;
    for (const wxMenuItem* entry : presets->GetMenuItems())
        labels.push_back(entry->GetItemLabelText());
    CHECK(labels.Index("Pac-Man maze") != wxNOT_FOUND);
    CHECK(labels.Index("Spiral") != wxNOT_FOUND);
    CHECK(labels.Index("pacman") == wxNOT_FOUND);
}

TEST_CASE("Saving a preset keeps its comments: the file is written back byte for byte", "[app][files]") {
    const TempDir dir;
    REQUIRE(frame().openPreset("pacman.maze"));
    const std::string path = dir.file("copy.maze");
    REQUIRE(document().OnSaveDocument(path));
    CHECK(readText(path) == readText(PATHFINDER_MAZE_DIR "/pacman.maze"));
}

TEST_CASE("A file without a name saves back without one", "[app][files]") {
    const TempDir dir;
    const std::string text = "size: 3 1\nstart: 0 0\ngoal: 2 0\nmap:\nS.G\n";
    const std::string path = dir.write("nameless.maze", text);
    REQUIRE(manager().CreateDocument(path, wxDOC_SILENT) != nullptr);
    CHECK(frame().GetTitle().StartsWith("nameless.maze - "));
    REQUIRE(document().OnSaveDocument(dir.file("again.maze")));
    CHECK(readText(dir.file("again.maze")) == text);
}

TEST_CASE("A name with a lone carriage return saves and opens again as the same document", "[app][files]") {
    const TempDir dir;
    const std::string path = dir.write("odd.maze", "name: odd\rname\n# a\rcomment\nsize: 2 1\nmap:\n..\n");
    REQUIRE(manager().CreateDocument(path, wxDOC_SILENT) != nullptr);
    const MazeFile first = document().contents();
    const std::string again = dir.file("again.maze");
    REQUIRE(document().OnSaveDocument(again));
    REQUIRE(manager().CreateDocument(again, wxDOC_SILENT) != nullptr);
    CHECK(document().contents() == first);
}

TEST_CASE("A save that fails leaves the file and the unsaved changes, and says why", "[app][files]") {
    const TempDir dir;
    MapGridDocument& doc = savedMaze(dir, "kept.maze");
    const std::string path = dir.file("kept.maze");
    const std::string before = readText(path);
    paintAWall(doc, {1, 1});

    SECTION("a folder that is not there") {
        MessageLog messages;
        CHECK_FALSE(doc.OnSaveDocument(dir.file("gone/kept.maze")));
        CHECK_THAT(messages.joined(), Catch::Contains("No such file or directory") &&
                                          Catch::Contains("the file on disk is as it was"));
    }
    SECTION("a full disk") {
        MessageLog messages;
        rlimit saved{};
        getrlimit(RLIMIT_FSIZE, &saved);
        const auto handler = std::signal(SIGXFSZ, SIG_IGN);
        rlimit tiny = saved;
        tiny.rlim_cur = 16; // smaller than any maze file
        setrlimit(RLIMIT_FSIZE, &tiny);
        const bool saved_ok = doc.Save();
        setrlimit(RLIMIT_FSIZE, &saved);
        std::signal(SIGXFSZ, handler);
        CHECK_FALSE(saved_ok);
        CHECK_THAT(messages.joined(), Catch::Contains("File too large"));
    }
    CHECK(doc.IsModified());
    CHECK(frame().GetTitle().Contains("*"));
    CHECK(readText(path) == before);
}

TEST_CASE("Opening a binary file says why it cannot be read", "[app][files]") {
    const TempDir dir;
    const std::string png = dir.write("picture.maze", std::string("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16));
    MessageLog messages;
    CHECK(manager().CreateDocument(png, wxDOC_SILENT) == nullptr);
    REQUIRE(messages.texts().size() == 1);
    CHECK_THAT(messages.joined(), Catch::Contains("picture.maze:1:1: expected 'key: value' or 'map:', found "
                                                  "'\\x89PNG'"));
    CHECK_THAT(messages.joined(), Catch::Contains("The open maze is unchanged."));
}

TEST_CASE("Exporting a Moving AI map first says what the format cannot keep", "[app][files]") {
    const TempDir dir;
    REQUIRE(frame().openPreset("terrain-river.maze"));
    const std::string path = dir.file("river.map");
    SECTION("declined: nothing is written") {
        MessageLog answers(wxCANCEL);
        CHECK_FALSE(exportMovingAiMap(&frame(), document().contents(), path));
        CHECK_FALSE(wxFileName::FileExists(path));
        CHECK_THAT(answers.joined(), Catch::Contains("the entry costs of") &&
                                         Catch::Contains("the start (1, 17)") &&
                                         Catch::Contains("the goal (28, 17)"));
    }
    SECTION("accepted: the walls are written") {
        MessageLog answers(wxYES);
        CHECK(exportMovingAiMap(&frame(), document().contents(), path));
        CHECK(readMovingAiMapFile(path).width() == 30);
    }
    SECTION("a map with nothing to lose is written without a question") {
        MessageLog answers(wxCANCEL);
        MazeFile plain;
        plain.grid = MapGrid(3, 3);
        CHECK(exportMovingAiMap(&frame(), plain, path));
        CHECK(answers.texts().empty());
    }
}

TEST_CASE("Export Picture offers the maze's name and always writes a .png", "[app][files]") {
    const TempDir dir;
    REQUIRE(frame().openPreset("spiral.maze"));
    const wxBitmap picture = frame().renderPicture(wxSize(200, 200));
    REQUIRE(exportPicture(&frame(), picture, document().GetUserReadableName(), dir.file("shot")));
    CHECK(wxFileName::FileExists(dir.file("shot.png")));
    CHECK(readText(dir.file("shot.png")).substr(1, 3) == "PNG");
    CHECK(fileNameFor(wxString::FromUTF8("a/b: c\x01")) == "a-b- c-");
}
