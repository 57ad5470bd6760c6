#pragma once

#include <wx/string.h>

#include <vector>

namespace pathfinder::app {

/// A preset maze: its file and the name it goes by.
struct Preset {
    wxString path;
    wxString title; ///< the maze's "name:" line, or the file's name when it has none
    /// The file's name with its extension, e.g. "pacman.maze".
    wxString fileName() const;
};

/// The folder of preset mazes: mazes/ of the build tree (next to or above the executable), or
/// the installed share/pathfinder/mazes. Empty when there is none.
wxString findPresetDirectory();

/// The .maze files in `directory` that can be read, sorted by their names.
std::vector<Preset> listPresets(const wxString& directory);

} // namespace pathfinder::app
