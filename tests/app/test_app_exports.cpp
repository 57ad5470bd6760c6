// Files in and out as a person expects them: every file chooser opens in the map's folder (else
// the last folder used), every export offers a clean name made from the map's, and the status line
// says where the file went.
#include "pathfinder/registry/walker_registry.h"

#include "app_driver.h"
#include "compare_driver.h"
#include "document/import_export.h"
#include "frame/main_menu.h"
#include "run/animation_dialog.h"
#include "run/stats_panel.h"
#include "support/gif_frames.h"
#include "support/temp_dir.h"
#include "widgets/text_format.h"
#include "windows/scenario_window.h"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/filename.h>
#include <wx/image.h>
#include <wx/stattext.h>
#include <wx/statusbr.h>

#include <catch2/catch.hpp>
#include <fstream>
#include <functional>
#include <string>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;
using pathfinder::testing::DecodedGif;
using pathfinder::testing::decodeGif;

namespace {

wxString statusText() {
    return frame().GetStatusBar()->GetStatusText(1);
}

/// The file name the file chooser offers while `action` runs (questions before it are answered
/// yes, the chooser itself with `file`: "" cancels it).
wxString offeredName(const std::function<void()>& action, const wxString& file = wxString()) {
    MessageLog log(wxYES, file);
    action();
    REQUIRE_FALSE(log.texts().empty());
    wxString offered = log.texts().back().AfterFirst(':');
    return offered.Trim(false);
}

wxButton* findButton(wxWindow& root, const wxString& label) {
    for (wxWindow* child : root.GetChildren()) {
        if (auto* button = dynamic_cast<wxButton*>(child); button && button->GetLabel().StartsWith(label))
            return button;
        if (wxButton* inner = findButton(*child, label))
            return inner;
    }
    return nullptr;
}

/// Presses the button of `window` whose label starts with `label`, as a click does.
void pressButton(wxWindow& window, const wxString& label) {
    wxButton* button = findButton(window, label);
    REQUIRE(button != nullptr);
    REQUIRE(button->IsEnabled());
    wxCommandEvent click(wxEVT_BUTTON, button->GetId());
    click.SetEventObject(button);
    button->ProcessWindowEvent(click);
}

bool finished() {
    return frame().search().phase() == SearchController::Phase::Finished;
}

/// A copy of a preset maze in `folder`, opened from there.
void openCopyIn(const TempDir& folder, const std::string& preset, const std::string& name) {
    std::ifstream in(std::string(PATHFINDER_MAZE_DIR) + "/" + preset, std::ios::binary);
    std::ofstream(folder.file(name), std::ios::binary) << in.rdbuf();
    MessageLog answers(wxNO);
    REQUIRE(manager().CreateDocument(wxString::FromUTF8(folder.file(name)), wxDOC_SILENT) != nullptr);
    runFor(50);
}

/// Opens a copy of `preset` from `folder` and runs A* on it to its end, at the fastest rate.
void searchCopyIn(const TempDir& folder, const std::string& preset) {
    openCopyIn(folder, preset, preset);
    chooseAlgorithm("astar");
    chooseFastestRate();
    frame().search().go();
    REQUIRE(runUntil(finished, 30.0));
}

} // namespace

TEST_CASE("Exports offer clean names made from the map's", "[app][files][exports]") {
    CHECK(exportStem("strategy-river-valley.maze") == "strategy-river-valley");
    CHECK(exportStem(wxString::FromUTF8("Recursive backtracker 20\xc3\x97"
                                        "20, seed 1")) == "Recursive-backtracker-20-20-seed-1");
    CHECK(exportStem("a/b: c") == "a-b-c");
    CHECK(exportStem(" ,; ") == "maze");
    CHECK(exportStem("small.map.scen") == "small.map");

    const TempDir folder;
    searchCopyIn(folder, "strategy-river-valley.maze");
    frame().stats().finishTimings();

    CHECK(offeredName([] { chooseMenu(ids::ExportPicture); }) == "strategy-river-valley.png");
    CHECK(offeredName([] { chooseMenu(ids::ExportMap); }) == "strategy-river-valley.map");
    CHECK(offeredName([] { chooseMenu(ids::ExportTrace); }) == "strategy-river-valley.trace.json");
    CHECK(offeredName([] { chooseMenu(ids::ExportHistory); }) == "strategy-river-valley-run-history.csv");

    CompareWindow& compare = openCompare();
    runToEnd(compare);
    CHECK(offeredName([&] { pressButton(compare, "Export CSV"); }) == "strategy-river-valley-comparison.csv");
    CHECK(offeredName([&] { pressButton(compare, "Export Picture"); }) ==
          "strategy-river-valley-comparison.png");
    compare.Close(true);
    runFor(100);
    frame().search().reset();
}

TEST_CASE("Every export says in the status line where it went", "[app][files][exports]") {
    const TempDir folder;
    searchCopyIn(folder, "pacman.maze");
    frame().stats().finishTimings();

    const auto exported = [&](int menu, const std::string& name) {
        const wxString path = wxString::FromUTF8(folder.file(name));
        offeredName([menu] { chooseMenu(menu); }, path);
        frame().finishJobs(); // a trace is written on a worker
        INFO(statusText().utf8_string());
        CHECK(wxFileName::FileExists(path));
        CHECK(statusText().Contains(path));
    };
    exported(ids::ExportPicture, "picture.png");
    exported(ids::ExportMap, "map.map");
    exported(ids::ExportTrace, "run.trace.json");
    exported(ids::ExportHistory, "runs.csv");

    CompareWindow& compare = openCompare();
    runToEnd(compare);
    const wxString table = wxString::FromUTF8(folder.file("compare.csv"));
    offeredName([&] { pressButton(compare, "Export CSV"); }, table);
    CHECK(wxFileName::FileExists(table));
    CHECK(compare.statusText().Contains(table));
    compare.Close(true);
    runFor(100);
    frame().search().reset();
}

TEST_CASE("File choosers open in the map's folder, else in the last folder used", "[app][files][exports]") {
    const TempDir mapFolder;
    openCopyIn(mapFolder, "spiral.maze", "spiral.maze");
    const wxString mapDir = wxFileName(wxString::FromUTF8(mapFolder.file("spiral.maze"))).GetPath();
    {
        MessageLog log(wxNO); // Run a Scenario asks for its file at once: cancelled
        chooseMenu(ids::RunScenario);
        CHECK(log.chooserFolder() == mapDir);
    }
    ScenarioWindow* scenario = frame().scenarioWindow();
    REQUIRE(scenario != nullptr);
    scenario->Close(true);
    runFor(100);
    {
        MessageLog log(wxNO);
        chooseMenu(ids::ImportTrace);
        CHECK(log.chooserFolder() == mapDir);
    }

    // A map that came from no file: the folder of the last file chosen.
    newMap(12, 9);
    const TempDir elsewhere;
    const wxString picture = wxString::FromUTF8(elsewhere.file("new-map.png"));
    offeredName([] { chooseMenu(ids::ExportPicture); }, picture);
    frame().finishJobs(); // the picture is encoded on a worker
    REQUIRE(wxFileName::FileExists(picture));
    {
        MessageLog log(wxNO);
        chooseMenu(ids::RunScenario);
        CHECK(log.chooserFolder() == wxFileName(picture).GetPath());
    }
    if (ScenarioWindow* window = frame().scenarioWindow())
        window->Close(true);
    runFor(100);
}

TEST_CASE("A picture of the map is encoded and written on a worker, the status saying so meanwhile",
          "[app][files][exports][worker]") {
    const TempDir folder;
    MapGridDocument& doc = newMap(40, 30);
    const wxString path = wxString::FromUTF8(folder.file("worker.png"));
    {
        MessageLog log(wxYES, path);
        sendMenu(ids::ExportPicture);
        // The command has returned; the file comes from the worker, through the event loop.
        CHECK(statusText() == L"Exporting a picture of the map to " + path + L"\u2026");
        frame().finishJobs();
        CHECK(log.texts().size() == 1); // the file chooser, and no error
    }
    CHECK(statusText() == "Exported a picture of the map to " + path);
    REQUIRE(wxFileName::FileExists(path));
    const wxImage written(path, wxBITMAP_TYPE_PNG);
    REQUIRE(written.IsOk());
    // The map at the picture's size, and its key below it.
    CHECK(written.GetWidth() == pictureSizeFor(doc.grid()).x);
    CHECK(written.GetHeight() > pictureSizeFor(doc.grid()).y);
}

TEST_CASE("Export Animation writes the run as a GIF whose frames are the timeline's pictures",
          "[app][files][exports][gif]") {
    const TempDir folder;
    searchCopyIn(folder, "pacman.maze");
    const SearchTimeline* timeline = frame().search().timeline();
    REQUIRE(timeline != nullptr);

    // The dialog offers the whole run and says what the choices make.
    AnimationOptions initial;
    initial.stepsPerFrame = 10;
    initial.picture.cellPixels = 3;
    AnimationDialog dialog(&frame(), *timeline, initial);
    const AnimationOptions chosen = dialog.options();
    CHECK(chosen.fromStep == timeline->firstStep());
    CHECK(chosen.toStep == timeline->lastStep());
    CHECK(chosen.stepsPerFrame == 10);
    const std::size_t frames = animationSteps(*timeline, chosen).size();
    auto* summary = dynamic_cast<wxStaticText*>(dialog.FindWindow("summary"));
    REQUIRE(summary != nullptr);
    CHECK(summary->GetLabel().StartsWith(wxString::Format("%zu frames of ", frames)));
    // Nothing beside the run, until another walker is chosen; the run's own is not offered.
    auto* beside = dynamic_cast<wxChoice*>(dialog.FindWindow("beside"));
    REQUIRE(beside != nullptr);
    CHECK(beside->IsEnabled());
    CHECK(dialog.besideWalker().empty());
    CHECK(beside->FindString("A*") == wxNOT_FOUND);
    beside->SetSelection(beside->FindString("Dijkstra"));
    CHECK(dialog.besideWalker() == "dijkstra");
    // The regions go in when ticked, joined as the run's movement joins cells.
    auto* regions = dynamic_cast<wxCheckBox*>(dialog.FindWindow("regions"));
    REQUIRE(regions != nullptr);
    CHECK_FALSE(regions->GetValue());
    CHECK_FALSE(dialog.options().picture.regions.has_value());
    regions->SetValue(true);
    CHECK(dialog.options().picture.regions == connectivityOf(timeline->settings().movement));
    dialog.Destroy();

    const wxString path = wxString::FromUTF8(folder.file("run.gif"));
    REQUIRE(frame().exportAnimation(chosen, path));
    CHECK(statusText().Contains(path));
    const DecodedGif gif = decodeGif(folder.file("run.gif"));
    REQUIRE(gif.frames.size() == frames);
    const std::vector<std::uint64_t> steps = animationSteps(*timeline, chosen);
    CHECK(gif.frames.front() == animationFrame(*timeline, steps.front(), chosen));
    CHECK(gif.frames.back() == animationFrame(*timeline, steps.back(), chosen));
    frame().search().reset();
}

TEST_CASE("Export Animation writes a video, and the run beside another walker's side by side",
          "[app][files][exports][video]") {
    const TempDir folder;
    searchCopyIn(folder, "pacman.maze");
    const SearchTimeline* timeline = frame().search().timeline();
    REQUIRE(timeline != nullptr);
    AnimationOptions chosen;
    chosen.stepsPerFrame = 10;
    chosen.picture.cellPixels = 3;
    chosen.toStep = timeline->lastStep(); // as the dialog offers it

    // A video: WebM, which opens with the EBML magic number.
    chosen.format = AnimationFormat::WebM;
    const wxString video = wxString::FromUTF8(folder.file("run.webm"));
    REQUIRE(frame().exportAnimation(chosen, video));
    CHECK(statusText().Contains(" as a video to " + video));
    std::ifstream in(folder.file("run.webm"), std::ios::binary);
    char magic[4] = {};
    in.read(magic, 4);
    CHECK(std::string(magic, 4) == "\x1a\x45\xdf\xa3");

    // Beside Dijkstra, recorded here step by step on the map as it was at the first step: the
    // pair runs to the end of the longer run, Dijkstra's, each frame both pictures side by side.
    TimelineFrame first;
    timeline->seek(timeline->firstStep(), first);
    MapGrid map = first.map();
    auto dijkstra = createWalker("dijkstra");
    dijkstra->setup(map, timeline->settings());
    SearchTimeline other(map, *dijkstra);
    dijkstra->setListener(&other);
    dijkstra->reset();
    other.begin(*dijkstra);
    while (!dijkstra->finished()) {
        dijkstra->iterate();
        other.endStep(*dijkstra);
    }
    dijkstra->setListener(nullptr);
    REQUIRE(other.lastStep() > timeline->lastStep());

    chosen.format = AnimationFormat::Gif;
    const wxString pair = wxString::FromUTF8(folder.file("pair.gif"));
    REQUIRE(frame().exportAnimation(chosen, pair, "dijkstra"));
    CHECK(statusText().Contains("of A* and Dijkstra side by side as an animated GIF"));
    const DecodedGif gif = decodeGif(folder.file("pair.gif"));
    AnimationOptions toTheEnd = chosen;
    toTheEnd.toStep.reset();
    CHECK(gif.frames.size() == animationSteps(other, toTheEnd).size());
    CHECK(gif.frames.back() == sideBySide(animationFrame(*timeline, timeline->lastStep(), chosen),
                                          animationFrame(other, other.lastStep(), chosen), 8,
                                          colours::kBackground));
    frame().search().reset();
}
