#pragma once

#include <wx/string.h>

#include <vector>

namespace pathfinder::app {

/// The folder of preset mazes: mazes/ of the build tree (next to or above the executable), or
/// the installed share/pathfinder/mazes. Empty when there is none.
wxString findPresetDirectory();

/// Full paths of the .maze files in `directory`, sorted by file name.
std::vector<wxString> listPresets(const wxString& directory);

} // namespace pathfinder::app
