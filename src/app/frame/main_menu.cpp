#include "frame/main_menu.h"

#include "frame/shortcuts.h"

#include <wx/menu.h>

namespace pathfinder::app {

namespace {

/// A menu item whose label carries its shortcut from the table: the accelerator after a tab for a
/// Ctrl shortcut, the key in brackets for a single key.
wxMenuItem* add(wxMenu* menu, int id, const wxString& label, const wxString& help = wxString(),
                wxItemKind kind = wxITEM_NORMAL) {
    const wxString accelerator = acceleratorFor(id);
    return menu->Append(id, label + keyHintFor(id) + (accelerator.empty() ? "" : "\t" + accelerator), help,
                        kind);
}

} // namespace

MainMenu buildMainMenu(const std::vector<Preset>& presets) {
    MainMenu menu;

    auto* presetMenu = new wxMenu;
    for (std::size_t i = 0; i < presets.size() && ids::PresetFirst + static_cast<int>(i) <= ids::PresetLast;
         ++i) {
        // '&' would mark a mnemonic; a name shows as it is.
        wxString label = presets[i].title;
        label.Replace("&", "&&");
        presetMenu->Append(ids::PresetFirst + static_cast<int>(i), label,
                           "Open this preset maze (" + presets[i].fileName() + ")");
    }
    if (presets.empty())
        presetMenu->Append(wxID_ANY, "(no mazes folder found)")->Enable(false);

    menu.recent = new wxMenu;
    auto* file = new wxMenu;
    add(file, wxID_NEW, L"&New\u2026", "Start a new, empty maze of a chosen size");
    add(file, ids::GenerateMaze, L"&Generate Maze\u2026",
        "A new maze from a generator: backtracker, division, random walls, rooms, open field or terrain");
    add(file, ids::GenerateTerrain, L"Generate &Terrain\u2026",
        "A new strategy map of terrain: mountains, rivers and lakes, forests, deserts, towns joined by "
        "roads");
    add(file, wxID_OPEN, L"&Open\u2026",
        "Open a .maze file, or a Moving AI .map, a Tiled .tmx (with its mapping file) or a .png picture as a "
        "new maze");
    file->AppendSubMenu(menu.recent, "Open &Recent");
    file->AppendSubMenu(presetMenu, "&Presets");
    file->AppendSeparator();
    add(file, wxID_SAVE, "&Save");
    add(file, wxID_SAVEAS, L"Save &As\u2026");
    file->AppendSeparator();
    add(file, ids::ImportMap, L"&Import Moving AI Map\u2026", "Open a Moving AI .map as a new maze");
    add(file, ids::ImportTiledMap, L"Import Tile&d Map\u2026",
        "Open a Tiled .tmx map as a new maze, a mapping file saying what its tiles become");
    add(file, ids::ImportPictureMap, L"Import Picture &Map\u2026",
        "Open a .png picture as a new maze, a pixel a cell, its colours read through the colour table");
    add(file, ids::ExportMap, L"&Export Moving AI Map\u2026",
        "Write the walls of the maze as a Moving AI .map");
    add(file, ids::ExportPictureMap, L"Export Picture M&ap\u2026",
        "Write the maze as a .png picture, a pixel a cell in the colour table's colours, to read back");
    add(file, ids::ExportPicture, L"Export &Picture\u2026", "Save what the grid shows as a PNG image");
    add(file, ids::ExportHistory, L"Export Run &History\u2026",
        "Write this session's runs as CSV, with what produced them: the app, the machine, each run's map and "
        "settings");
    file->AppendSeparator();
    add(file, ids::ExportTrace, L"Export &Trace\u2026",
        "Write the recorded run as a search trace for Posthoc, with its map beside it");
    add(file, ids::ExportAnimation, L"E&xport Animation\u2026",
        "Write the recorded run, or a part of it, as an animated GIF or a video that plays in any browser");
    add(file, ids::ImportTrace, L"Import T&race\u2026",
        "Play a Posthoc search trace of a grid map (ours or another solver's) on the timeline");
    add(file, ids::CompareTraces, L"Compare Two Tra&ces\u2026",
        "Find the first event at which two search traces of the same query differ");
    file->AppendSeparator();
    add(file, wxID_EXIT, "&Quit");

    menu.edit = new wxMenu;
    add(menu.edit, wxID_UNDO, "&Undo");
    add(menu.edit, wxID_REDO, "&Redo");
    menu.edit->AppendSeparator();
    add(menu.edit, wxID_CUT, "Cu&t", "Copy the selection to the clipboard and clear it (undoable)");
    add(menu.edit, wxID_COPY, "&Copy", "Copy the selection to the clipboard, as the rows of a .maze file");
    add(menu.edit, wxID_PASTE, "&Paste",
        "Paste the clipboard's maze at the selection, or at the cell under the pointer (undoable)");
    add(menu.edit, wxID_SELECTALL, "Select &All", "Select the whole map");
    menu.edit->AppendSeparator();
    auto* shape = new wxMenu;
    add(shape, ids::ShapeFreehand, "&Freehand", "The tools paint along the drag", wxITEM_CHECK);
    add(shape, ids::ShapeLine, "&Line", "The tools paint a straight line from where the drag began",
        wxITEM_CHECK);
    add(shape, ids::ShapeRectangle, "&Rectangle",
        "The tools paint the filled rectangle from where the drag began", wxITEM_CHECK);
    add(shape, ids::ShapeFill, "F&ill",
        "A click fills the region of alike cells under it, bounded by what differs", wxITEM_CHECK);
    menu.edit->AppendSubMenu(shape, "&Shape", "How the Wall, Erase, Cost, Terrain and Height tools paint");
    add(menu.edit, ids::BrushSmaller, "S&maller Brush", L"The next brush size down (1, 3, 5, 9 cells wide)");
    add(menu.edit, ids::BrushLarger, "&Larger Brush", L"The next brush size up (1, 3, 5, 9 cells wide)");
    menu.edit->AppendSeparator();
    add(menu.edit, ids::ClearMap, "&Clear Walls and Costs", "Make every cell free with cost 1 (undoable)");

    auto* map = new wxMenu;
    add(map, ids::UnitTable, L"&Units\u2026",
        "The units and what each terrain costs them: edit the factors and the impassable limit, add units");
    add(map, ids::ColourTable, L"&Colour Table\u2026",
        "What each colour of a picture map is: edit the table, load one, save it for the command line");
    add(map, ids::ResizeMap, L"&Resize Map\u2026",
        "Give the map another size, the old map at a corner, a side or the middle (undoable)");
    add(map, ids::FlipHorizontally, "&Flip Horizontally",
        "Mirror the selection, or the whole map, left to right (undoable)");
    add(map, ids::FlipVertically, "Flip &Vertically",
        "Mirror the selection, or the whole map, top to bottom (undoable)");
    add(map, ids::RotateClockwise, "Rotate Cloc&kwise",
        "Turn the selection, or the whole map, a quarter turn clockwise (undoable)");
    add(map, ids::RotateAnticlockwise, "Rotate &Anticlockwise",
        "Turn the selection, or the whole map, a quarter turn anticlockwise (undoable)");
    map->AppendSeparator();
    add(map, ids::SlopeFactor, L"&Slope Factor\u2026",
        L"How much climbing costs: a step that climbs by r costs (1 + s\u00d7r) times as much (undoable)");

    auto* view = new wxMenu;
    add(view, ids::ZoomIn, "Zoom &In");
    add(view, ids::ZoomOut, "Zoom &Out");
    add(view, ids::FitToWindow, "&Fit to Window");
    view->AppendSeparator();
    add(view, ids::ShowControls, "&Controls", "Show or hide the controls pane", wxITEM_CHECK);
    add(view, ids::ShowStatistics, "&Statistics", "Show or hide the statistics pane", wxITEM_CHECK);
    add(view, ids::ShowHistory, "Run &History", "Show or hide the table of this session's runs",
        wxITEM_CHECK);
    add(view, ids::ShowExplanations, "&Explanations", "Show or hide the pane that explains the step shown",
        wxITEM_CHECK);
    add(view, ids::ShowAllUnits, "&All Units", "Show or hide the table of every unit's route", wxITEM_CHECK);
    add(view, ids::ResetLayout, "&Reset Layout", "Put every pane back where it started");
    view->AppendSeparator();
    add(view, ids::CellNumbers, "Cell &Numbers (g, h, f)",
        "Write g, h and f in the cells when zoomed in far enough", wxITEM_CHECK);
    add(view, ids::Regions, "Connected &Regions",
        "Colour each region of cells that a walk joins, under the map's movement rules and unit: a search "
        "whose goal lies in another region answers at once",
        wxITEM_CHECK);
    add(view, ids::SmoothedPath, "S&moothed Path",
        "Draw beside a grid path the same path pulled taut between cells in sight", wxITEM_CHECK);
    add(view, ids::Clearance, "C&learance",
        "Write in each cell the largest square of cells the map's unit fits in with its top-left cell "
        "there (up to 3\u00d73), and tint the cells by it",
        wxITEM_CHECK);
    add(view, ids::HeuristicError, L"Heuristic &Error (h* \u2212 h)",
        "Tint each cell by how far the estimate of the heuristic chosen falls below the exact cost to the "
        "goal; red where it overestimates",
        wxITEM_CHECK);

    auto* search = new wxMenu;
    add(search, ids::GoPause, "&Go / Pause");
    add(search, ids::Step, "&Step");
    add(search, ids::Reset, "&Reset");
    add(search, ids::LiveResolve, "&Live Re-solve",
        "The result follows every edit at once: drag the goal or paint walls and the path, open and closed "
        "sets are searched again (or repaired, by D* and LPA*) within a frame",
        wxITEM_CHECK);
    search->AppendSeparator();
    add(search, ids::StepBack, "Step &Back", "Show the step before on the timeline");
    add(search, ids::StepBack100, "A Hundred Steps Back");
    add(search, ids::StepOn100, "A Hundred Steps On");
    add(search, ids::TimelineStart, "First Step", "Show the run's first step");
    add(search, ids::TimelineEnd, "Back to the &Present", "Show the live run again");
    add(search, ids::Breakpoints, L"Brea&kpoints\u2026",
        L"The breakpoints: remove them, or break when the goal is reached, a repair starts, the open list "
        L"grows past N, or the path costs more than the optimum \u00d7 r");
    add(search, ids::ExplainSuboptimality, L"E&xplain the Path\u2026",
        "For a finished walk that is not optimal: the optimal path beside it, where they part, and why");
    add(search, ids::ExpansionExercise, "Exercise: &Predict the Next Expansion",
        "Click the cell the chosen walker expands next (or type g, h and f of a cell); the Exercise pane "
        "says whether you were right and why, and keeps the score");
    add(search, ids::RepairExercise, "Exercise: Predict a Re&pair",
        "D* searches the map; mark the cells whose signposts you think a wall on its path turns, then "
        "check");
    search->AppendSeparator();
    add(search, ids::Walk, "&Walk an Agent",
        "An agent walks the plan one cell per step while you edit the map");
    auto* sight = new wxMenu;
    add(sight, ids::SightEverything, "Knows the &Whole Map",
        "The walking agent knows every cell from the start", wxITEM_RADIO);
    add(sight, ids::SightLine4, "Sees &4 Cells", "The agent sees 4 cells around it, not through walls",
        wxITEM_RADIO);
    add(sight, ids::SightLine8, "Sees &8 Cells", "The agent sees 8 cells around it, not through walls",
        wxITEM_RADIO);
    add(sight, ids::SightLine16, "Sees &16 Cells", "The agent sees 16 cells around it, not through walls",
        wxITEM_RADIO);
    add(sight, ids::SightRadius8, "Senses 8 Cells &Through Walls",
        "The agent knows every cell within 8 cells of it, walls or not (a plain radius)", wxITEM_RADIO);
    search->AppendSubMenu(
        sight, "Agent's S&ight",
        "How far a walking agent sees: it plans on what it has seen, taking unseen cells as free");
    add(search, ids::Crowd, L"C&rowd\u2026",
        "Many agents walk the map at once from random cells to random goals, keeping out of each other's "
        "way");
    add(search, ids::StopCrowd, "Stop the Crowd", "Stop the agents of the crowd and take them off the map");
    add(search, ids::CompareAll, L"&Compare All\u2026",
        "Run several walkers on this map, time them and compare their results");
    add(search, ids::RunScenario, L"Run a Sce&nario…",
        "Run walkers over every query of a Moving AI scenario file (.scen) on this map and see how their "
        "times and expansions are spread");
    add(search, ids::AllUnits, "All &Units",
        "The cheapest route from start to goal for every unit of the map's table, each in its own colour");

    auto* help = new wxMenu;
    add(help, ids::AlgorithmGuide, "&Algorithms",
        "A page on each walker: what it does, when to choose it, whether its path is the cheapest, what it "
        "costs and what its settings change");
    add(help, ids::ShowTour, "Show the &Tour",
        "The first-launch hints about the grid, the tools, the run "
        "buttons, the timeline and Compare, from the first");
    add(help, ids::TourAtStart, "Tour at &Start-up", "Show the tour when the app starts", wxITEM_CHECK);
    add(help, ids::KeyboardHelp, "&Keyboard and Mouse");
    add(help, wxID_ABOUT, "&About");

    menu.bar = new wxMenuBar;
    menu.bar->Append(file, "&File");
    menu.bar->Append(menu.edit, "&Edit");
    menu.bar->Append(map, "&Map");
    menu.bar->Append(view, "&View");
    menu.bar->Append(search, "&Search");
    menu.bar->Append(help, "&Help");
    return menu;
}

} // namespace pathfinder::app
