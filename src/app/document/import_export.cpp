#include "document/import_export.h"

#include "pathfinder/basics/atomic_file.h"
#include "pathfinder/formats/movingai_io.h"

#include "document/map_grid_doc_manager.h"
#include "widgets/text_format.h"
#include "widgets/user_messages.h"

#include <wx/filename.h>
#include <wx/image.h>
#include <wx/mstream.h>

#include <algorithm>
#include <functional>
#include <stdexcept>
#include <utility>

namespace pathfinder::app {

namespace {

/// A map format an export writes, and how it says so.
struct MapExport {
    const char* title;     ///< "Export as a Moving AI map"
    const char* keeps;     ///< what the format keeps, said before what the maze loses
    const char* extension; ///< "map"
    const char* wildcard;  ///< the file chooser's
    std::function<void(const std::string&)> write;
};

/// Lists `losses` and asks whether to go on (when there are any), asks where when `path` is empty,
/// then writes; the path written, or nothing when cancelled or failed (the user is told why).
std::optional<wxString> exportMap(wxWindow* parent, const MazeFile& maze,
                                  const std::vector<std::string>& losses, const MapExport& format,
                                  wxString path, const wxString& defaultName) {
    if (!losses.empty()) {
        wxString list;
        for (const std::string& loss : losses)
            list += L"\n\u2022 " + toDisplay(loss);
        if (!confirm(parent, format.title,
                     wxString(format.keeps) + " This maze loses:" + list +
                         "\n\nThe maze itself stays as it is.",
                     "Export Anyway"))
            return std::nullopt;
    }
    if (path.empty())
        path = askForFile(parent, format.title,
                          (defaultName.empty() ? exportStem(toDisplay(maze.name)) : defaultName) + "." +
                              format.extension,
                          format.wildcard, FileAction::Save);
    if (path.empty())
        return std::nullopt;
    const wxString written = withExtension(path, format.extension);
    try {
        format.write(fileSystemPath(written));
        return written;
    } catch (const std::exception& e) {
        showMessage(parent, "Cannot export the map", toDisplay(e.what()), MessageKind::Error);
    }
    return std::nullopt;
}

} // namespace

std::optional<wxString> exportMovingAiMap(wxWindow* parent, const MazeFile& maze, wxString path,
                                          const wxString& defaultName) {
    const MapExport format{"Export as a Moving AI map",
                           "A Moving AI map keeps walls, free ground, swamp and water only.", "map",
                           "Moving AI maps (*.map)|*.map",
                           [&](const std::string& file) { writeMovingAiMapFile(file, maze.grid); }};
    return exportMap(parent, maze, movingAiLosses(maze.grid, maze.movement), format, path, defaultName);
}

std::optional<wxString> exportPictureMap(wxWindow* parent, const MazeFile& maze, const ColourTable& colours,
                                         wxString path, const wxString& defaultName) {
    std::vector<std::string> losses = pictureLosses(maze.grid, colours);
    if (maze.movement)
        losses.emplace_back("the movement rules of the maze (neighbours, diagonals)");
    const MapExport format{
        "Export as a picture map",
        "A picture map keeps the cells, the start and the goal, in the colours of the colour table.", "png",
        "Picture maps (*.png)|*.png",
        [&](const std::string& file) { writePictureMapFile(file, maze.grid, colours); }};
    return exportMap(parent, maze, losses, format, path, defaultName);
}

wxDocument* importTiledMap(wxWindow* parent, MapGridDocManager& documents) {
    const wxString tmxPath = askForFile(parent, "Import a Tiled map", wxEmptyString,
                                        "Tiled maps (*.tmx)|*.tmx;*.TMX|All files|*", FileAction::Open);
    if (tmxPath.empty())
        return nullptr;
    const wxFileName tmxFile(tmxPath);
    const wxString mappingPath = askForFile(
        parent, "What the tiles of " + tmxFile.GetFullName() + " become (a mapping file)", wxEmptyString,
        "Tile mappings (*.txt)|*.txt;*.TXT|All files|*", FileAction::Open, tmxFile.GetPath());
    if (mappingPath.empty())
        return nullptr;
    return documents.importTiledMap(tmxPath, mappingPath);
}

wxSize pictureSizeFor(const MapGrid& grid) {
    const int side = std::max(grid.width(), grid.height());
    const double scale = std::clamp(1600.0 / side, 1.0, 32.0);
    return {static_cast<int>(grid.width() * scale) + 16, static_cast<int>(grid.height() * scale) + 16};
}

wxString withExtension(const wxString& path, const wxString& extension) {
    if (wxFileName(path).GetExt().Lower() == extension.Lower())
        return path;
    return path + "." + extension;
}

std::string pngBytes(const wxImage& image) {
    wxMemoryOutputStream out;
    if (!image.SaveFile(out, wxBITMAP_TYPE_PNG))
        throw std::runtime_error("the picture could not be encoded as PNG");
    std::string bytes(out.GetLength(), '\0');
    out.CopyTo(bytes.data(), bytes.size());
    return bytes;
}

wxString askForPicturePath(wxWindow* parent, const wxString& defaultName) {
    const wxString path = askForFile(parent, "Export a picture", exportStem(defaultName) + ".png",
                                     "PNG images (*.png)|*.png", FileAction::Save);
    return path.empty() ? path : withExtension(path, "png");
}

std::optional<wxString> exportPicture(wxWindow* parent, const wxBitmap& picture, const wxString& defaultName,
                                      wxString path) {
    if (path.empty())
        path = askForPicturePath(parent, defaultName);
    if (path.empty())
        return std::nullopt;
    const wxString written = withExtension(path, "png");
    try {
        writeFileAtomically(fileSystemPath(written), pngBytes(picture.ConvertToImage()));
        return written;
    } catch (const std::exception& e) {
        showMessage(parent, "Cannot export the picture", toDisplay(e.what()), MessageKind::Error);
    }
    return std::nullopt;
}

} // namespace pathfinder::app
