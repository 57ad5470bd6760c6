#pragma once

#include "pathfinder/formats/maze_io.h"
#include "pathfinder/formats/picture_map.h"
#include "pathfinder/grid/map_grid.h"

#include <wx/bitmap.h>
#include <wx/string.h>

#include <optional>
#include <string>

class wxDocument;
class wxImage;
class wxWindow;

namespace pathfinder::app {

class MapGridDocManager;

/// Imports a Tiled map: asks for the .tmx, then for the mapping file that says what its tiles
/// become (readTmxMapping()), and opens its first tile layer as a new, untitled document named after
/// the .tmx, its start and goal on the free cells nearest two corners, as an imported Moving AI map
/// is opened. An error in either file is shown with its file:line:col and the open maze stays.
/// Nothing when the user cancels or a file is malformed.
wxDocument* importTiledMap(wxWindow* parent, MapGridDocManager& documents);

/// Writes the maze as a Moving AI .map, asking where when `path` is empty (offering `defaultName`,
/// else the maze's name, as NAME.map). First it lists what a .map cannot keep (movingAiLosses():
/// entry costs, terrains but swamp and water, the unit, start, goal, movement rules) and asks
/// whether to go on. The path written; nothing when cancelled or failed (the user is told why, with
/// the system's reason).
std::optional<wxString> exportMovingAiMap(wxWindow* parent, const MazeFile& maze, wxString path = wxString(),
                                          const wxString& defaultName = wxString());

/// Writes the maze as a .png picture map, a pixel a cell in the colours of `colours`, asking where
/// when `path` is empty (offering `defaultName`, else the maze's name, as NAME.png). First it lists
/// what the picture cannot keep (pictureLosses(), and the movement rules) and asks whether to go on;
/// a cell without a colour in the table is refused, naming it. The path written; nothing when
/// cancelled or failed (the user is told why).
std::optional<wxString> exportPictureMap(wxWindow* parent, const MazeFile& maze, const ColourTable& colours,
                                         wxString path = wxString(),
                                         const wxString& defaultName = wxString());

/// A picture size that shows every cell of the grid with a few pixels, within about 1600 px.
wxSize pictureSizeFor(const MapGrid& grid);

/// Asks where to save a picture, offering `defaultName`.png; the answer ends in ".png" (added when
/// it ends otherwise); empty when cancelled.
wxString askForPicturePath(wxWindow* parent, const wxString& defaultName);

/// Saves `picture` as a PNG, asking where when `path` is empty (offering `defaultName`.png); the
/// name gets ".png" when it has another ending. The path written; nothing when cancelled or failed
/// (the user is told why).
std::optional<wxString> exportPicture(wxWindow* parent, const wxBitmap& picture, const wxString& defaultName,
                                      wxString path = wxString());

/// `path`, ending in `.extension` (added when it ends otherwise; any case counts).
wxString withExtension(const wxString& path, const wxString& extension);

/// The image encoded as PNG.
std::string pngBytes(const wxImage& image);

} // namespace pathfinder::app
