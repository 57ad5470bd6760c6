#include "import_export.h"

#include "pathfinder/movingai_io.h"
#include "pathfinder/parse_error.h"

#include "user_messages.h"

#include <wx/filedlg.h>
#include <wx/image.h>

#include <algorithm>
#include <stdexcept>
#include <string>

namespace pathfinder::app {

namespace {

std::optional<Coord> firstFree(const MapGrid& grid, bool fromEnd) {
    const int n = grid.width() * grid.height();
    for (int i = 0; i < n; ++i) {
        const int k = fromEnd ? n - 1 - i : i;
        const Coord c{k % grid.width(), k / grid.width()};
        if (!grid.isBlocked(c))
            return c;
    }
    return std::nullopt;
}

} // namespace

std::optional<MapGrid> importMovingAiMap(wxWindow* parent, wxString path) {
    if (path.empty())
        path = wxFileSelector(L"Import a Moving AI map", wxEmptyString, wxEmptyString, "map",
                              "Moving AI maps (*.map)|*.map|All files|*", wxFD_OPEN | wxFD_FILE_MUST_EXIST,
                              parent);
    if (path.empty())
        return std::nullopt;
    try {
        MapGrid grid = readMovingAiMapFile(std::string(path.fn_str()));
        grid.setStart(firstFree(grid, false));
        grid.setGoal(firstFree(grid, true));
        return grid;
    } catch (const ParseError& e) {
        showMessage(parent, "Cannot import the map", wxString::FromUTF8(e.what()), MessageKind::Error);
    }
    return std::nullopt;
}

bool exportMovingAiMap(wxWindow* parent, const MapGrid& grid, wxString path) {
    if (path.empty())
        path = wxFileSelector("Export as a Moving AI map", wxEmptyString, wxEmptyString, "map",
                              "Moving AI maps (*.map)|*.map", wxFD_SAVE | wxFD_OVERWRITE_PROMPT, parent);
    if (path.empty())
        return false;
    try {
        writeMovingAiMapFile(std::string(path.fn_str()), grid);
        return true;
    } catch (const std::exception& e) {
        showMessage(parent, "Cannot export the map", wxString::FromUTF8(e.what()), MessageKind::Error);
    }
    return false;
}

wxSize pictureSizeFor(const MapGrid& grid) {
    const int side = std::max(grid.width(), grid.height());
    const double scale = std::clamp(1600.0 / side, 1.0, 32.0);
    return {static_cast<int>(grid.width() * scale) + 16, static_cast<int>(grid.height() * scale) + 16};
}

bool exportPicture(wxWindow* parent, const wxBitmap& picture) {
    const wxString path =
        wxFileSelector("Export a picture", wxEmptyString, wxEmptyString, "png", "PNG images (*.png)|*.png",
                       wxFD_SAVE | wxFD_OVERWRITE_PROMPT, parent);
    if (path.empty())
        return false;
    if (picture.ConvertToImage().SaveFile(path, wxBITMAP_TYPE_PNG))
        return true;
    showMessage(parent, "Cannot export the picture", "The image could not be written to " + path,
                MessageKind::Error);
    return false;
}

} // namespace pathfinder::app
