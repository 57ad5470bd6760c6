#pragma once

#include "pathfinder/map_grid.h"

#include <wx/bitmap.h>
#include <wx/string.h>

#include <optional>

class wxWindow;

namespace pathfinder::app {

/// Reads a Moving AI .map, asking for the file when `path` is empty. The format has no start or
/// goal, so they are put on the free cells nearest the top-left and bottom-right corners.
/// Nothing when the user cancels or the file is malformed (the user is told where).
std::optional<MapGrid> importMovingAiMap(wxWindow* parent, wxString path = wxString());

/// Writes the grid as a Moving AI .map, asking where when `path` is empty; false when cancelled
/// or failed (the user is told why).
bool exportMovingAiMap(wxWindow* parent, const MapGrid& grid, wxString path = wxString());

/// A picture size that shows every cell of the grid with a few pixels, within about 1600 px.
wxSize pictureSizeFor(const MapGrid& grid);

/// Asks where to save `picture` as a PNG and saves it; false when cancelled or failed.
bool exportPicture(wxWindow* parent, const wxBitmap& picture);

} // namespace pathfinder::app
