#pragma once

#include "pathfinder/map_grid.h"
#include "pathfinder/maze_io.h"

#include <wx/bitmap.h>
#include <wx/string.h>

#include <string>

class wxImage;
class wxWindow;

namespace pathfinder::app {

/// Writes the maze as a Moving AI .map, asking where when `path` is empty. First it lists what a
/// .map cannot keep (entry costs, start, goal, movement rules) and asks whether to go on. False
/// when cancelled or failed (the user is told why, with the system's reason).
bool exportMovingAiMap(wxWindow* parent, const MazeFile& maze, wxString path = wxString());

/// A picture size that shows every cell of the grid with a few pixels, within about 1600 px.
wxSize pictureSizeFor(const MapGrid& grid);

/// Saves `picture` as a PNG, asking where when `path` is empty (offering `defaultName`.png); the
/// name gets ".png" when it has another ending. False when cancelled or failed (the user is told
/// why).
bool exportPicture(wxWindow* parent, const wxBitmap& picture, const wxString& defaultName,
                   wxString path = wxString());

/// `path`, ending in `.extension` (added when it ends otherwise; any case counts).
wxString withExtension(const wxString& path, const wxString& extension);

/// The image encoded as PNG.
std::string pngBytes(const wxImage& image);

} // namespace pathfinder::app
