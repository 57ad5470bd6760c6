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
#include <stdexcept>
#include <utility>

namespace pathfinder::app {

std::optional<wxString> exportMovingAiMap(wxWindow* parent, const MazeFile& maze, wxString path,
                                          const wxString& defaultName) {
    const std::vector<std::string> losses = movingAiLosses(maze.grid, maze.movement);
    if (!losses.empty()) {
        wxString list;
        for (const std::string& loss : losses)
            list += L"\n\u2022 " + toDisplay(loss);
        if (!confirm(parent, "Export as a Moving AI map",
                     "A Moving AI map keeps walls, free ground, swamp and water only. This maze loses:" +
                         list + "\n\nThe maze itself stays as it is.",
                     "Export Anyway"))
            return std::nullopt;
    }
    if (path.empty())
        path = askForFile(parent, "Export as a Moving AI map",
                          (defaultName.empty() ? exportStem(toDisplay(maze.name)) : defaultName) + ".map",
                          "Moving AI maps (*.map)|*.map", FileAction::Save);
    if (path.empty())
        return std::nullopt;
    const wxString written = withExtension(path, "map");
    try {
        writeMovingAiMapFile(fileSystemPath(written), maze.grid);
        return written;
    } catch (const std::exception& e) {
        showMessage(parent, "Cannot export the map", toDisplay(e.what()), MessageKind::Error);
    }
    return std::nullopt;
}

std::optional<wxString> exportPictureMap(wxWindow* parent, const MazeFile& maze, const ColourTable& colours,
                                         wxString path, const wxString& defaultName) {
    std::vector<std::string> losses = pictureLosses(maze.grid, colours);
    if (maze.movement)
        losses.emplace_back("the movement rules of the maze (neighbours, diagonals)");
    if (!losses.empty()) {
        wxString list;
        for (const std::string& loss : losses)
            list += L"\n\u2022 " + toDisplay(loss);
        if (!confirm(
                parent, "Export as a picture map",
                "A picture map keeps the cells, the start and the goal, in the colours of the colour table. "
                "This maze loses:" +
                    list + "\n\nThe maze itself stays as it is.",
                "Export Anyway"))
            return std::nullopt;
    }
    if (path.empty())
        path = askForFile(parent, "Export as a picture map",
                          (defaultName.empty() ? exportStem(toDisplay(maze.name)) : defaultName) + ".png",
                          "Picture maps (*.png)|*.png", FileAction::Save);
    if (path.empty())
        return std::nullopt;
    const wxString written = withExtension(path, "png");
    try {
        writePictureMapFile(fileSystemPath(written), maze.grid, colours);
        return written;
    } catch (const std::exception& e) {
        showMessage(parent, "Cannot export the picture map", toDisplay(e.what()), MessageKind::Error);
    }
    return std::nullopt;
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
