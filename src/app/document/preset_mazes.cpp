#include "document/preset_mazes.h"

#include "pathfinder/basics/parse_error.h"
#include "pathfinder/formats/maze_io.h"

#include "widgets/text_format.h"

#include <wx/dir.h>
#include <wx/filename.h>
#include <wx/stdpaths.h>

#include <algorithm>

namespace pathfinder::app {

wxString findPresetDirectory() {
    const wxString exeDir = wxFileName(wxStandardPaths::Get().GetExecutablePath()).GetPath();
    // The build tree copies mazes/ to its top, two levels above src/app/pathfinder and one above
    // tests/app_tests; an installed app finds them under its prefix.
    const wxString candidates[] = {
        exeDir + "/mazes",
        exeDir + "/../mazes",
        exeDir + "/../../mazes",
        exeDir + "/../share/pathfinder/mazes",
        PATHFINDER_INSTALLED_MAZE_DIR,
    };
    for (const wxString& dir : candidates) {
        wxFileName name = wxFileName::DirName(dir);
        if (name.DirExists()) {
            name.Normalize(wxPATH_NORM_DOTS | wxPATH_NORM_ABSOLUTE);
            return name.GetPath();
        }
    }
    return {};
}

wxString Preset::fileName() const {
    return wxFileName(path).GetFullName();
}

std::vector<Preset> listPresets(const wxString& directory) {
    std::vector<Preset> presets;
    if (directory.empty() || !wxDir::Exists(directory))
        return presets;
    wxArrayString found;
    wxDir::GetAllFiles(directory, &found, "*.maze", wxDIR_FILES);
    for (const wxString& path : found) {
        try {
            const MazeFile maze = readMazeFile(fileSystemPath(path));
            presets.push_back({path, maze.name.empty() ? wxFileName(path).GetName() : toDisplay(maze.name)});
        } catch (const ParseError&) {
            // A file that cannot be read is no preset: the menu offers only what opens.
        }
    }
    std::sort(presets.begin(), presets.end(),
              [](const Preset& a, const Preset& b) { return a.title.CmpNoCase(b.title) < 0; });
    return presets;
}

} // namespace pathfinder::app
