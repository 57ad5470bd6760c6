#include "main_menu.h"

#include <wx/filename.h>
#include <wx/menu.h>

namespace pathfinder::app {

MainMenu buildMainMenu(const std::vector<wxString>& presets) {
    MainMenu menu;

    auto* presetMenu = new wxMenu;
    for (std::size_t i = 0; i < presets.size() && ids::PresetFirst + static_cast<int>(i) <= ids::PresetLast;
         ++i)
        presetMenu->Append(ids::PresetFirst + static_cast<int>(i), wxFileName(presets[i]).GetName(),
                           "Open this preset maze");
    if (presets.empty())
        presetMenu->Append(wxID_ANY, "(no mazes folder found)")->Enable(false);

    menu.recent = new wxMenu;
    auto* file = new wxMenu;
    file->Append(wxID_NEW, L"&New\u2026\tCtrl+N", "Start a new, empty maze of a chosen size");
    file->Append(wxID_OPEN, L"&Open\u2026\tCtrl+O", "Open a .maze file");
    file->AppendSubMenu(menu.recent, "Open &Recent");
    file->AppendSubMenu(presetMenu, "&Presets");
    file->AppendSeparator();
    file->Append(wxID_SAVE, "&Save\tCtrl+S");
    file->Append(wxID_SAVEAS, L"Save &As\u2026\tCtrl+Shift+S");
    file->AppendSeparator();
    file->Append(ids::ImportMap, L"&Import Moving AI Map\u2026",
                 "Replace the maze with a Moving AI .map (undoable)");
    file->Append(ids::ExportMap, L"&Export Moving AI Map\u2026", "Write the maze as a Moving AI .map");
    file->Append(ids::ExportPicture, L"Export &Picture\u2026", "Save what the grid shows as a PNG image");
    file->AppendSeparator();
    file->Append(wxID_EXIT, "&Quit\tCtrl+Q");

    menu.edit = new wxMenu;
    menu.edit->Append(wxID_UNDO, "&Undo\tCtrl+Z");
    menu.edit->Append(wxID_REDO, "&Redo\tCtrl+Y");
    menu.edit->AppendSeparator();
    menu.edit->Append(ids::GenerateMaze, L"&Generate Maze\u2026\tCtrl+G",
                      "Replace the maze with a generated one (undoable)");
    menu.edit->Append(ids::ClearMap, "&Clear Map", "Remove every wall and cost (undoable)");

    auto* view = new wxMenu;
    view->Append(ids::ZoomIn, "Zoom &In  (+)");
    view->Append(ids::ZoomOut, "Zoom &Out  (-)");
    view->Append(ids::FitToWindow, "&Fit to Window  (F)");

    auto* search = new wxMenu;
    search->Append(ids::GoPause, "&Go / Pause  (Space)");
    search->Append(ids::Step, L"&Step  (\u2192)");
    search->Append(ids::Reset, "&Reset  (R)");
    search->AppendSeparator();
    search->Append(ids::Walk, "&Walk an Agent  (W)",
                   "An agent walks the plan one cell per step while you edit the map");
    search->Append(ids::CompareAll, L"&Compare All\u2026\tCtrl+K",
                   "Run several walkers on this map, time them and compare their results");

    auto* help = new wxMenu;
    help->Append(ids::KeyboardHelp, "&Keyboard and Mouse");
    help->Append(wxID_ABOUT, "&About");

    menu.bar = new wxMenuBar;
    menu.bar->Append(file, "&File");
    menu.bar->Append(menu.edit, "&Edit");
    menu.bar->Append(view, "&View");
    menu.bar->Append(search, "&Search");
    menu.bar->Append(help, "&Help");
    return menu;
}

} // namespace pathfinder::app
