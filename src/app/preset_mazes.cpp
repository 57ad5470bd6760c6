#include "preset_mazes.h"

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

std::vector<wxString> listPresets(const wxString& directory) {
    std::vector<wxString> files;
    if (directory.empty() || !wxDir::Exists(directory))
        return files;
    wxArrayString found;
    wxDir::GetAllFiles(directory, &found, "*.maze", wxDIR_FILES);
    files.assign(found.begin(), found.end());
    std::sort(files.begin(), files.end(), [](const wxString& a, const wxString& b) {
        return wxFileName(a).GetName() < wxFileName(b).GetName();
    });
    return files;
}

} // namespace pathfinder::app
