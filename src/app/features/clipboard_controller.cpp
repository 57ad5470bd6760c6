#include "features/clipboard_controller.h"

#include "pathfinder/basics/count_text.h"
#include "pathfinder/basics/parse_error.h"
#include "pathfinder/formats/maze_io.h"
#include "pathfinder/grid/map_region.h"
#include "pathfinder/grid/topology.h"

#include "canvas/grid_canvas.h"
#include "document/grid_commands.h"
#include "document/map_grid_document.h"
#include "features/frame_parts.h"
#include "frame/main_menu.h"
#include "widgets/user_messages.h"

#include <wx/clipbrd.h>
#include <wx/frame.h>
#include <wx/textentry.h>

#include <cstdint>
#include <functional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <tuple>

namespace pathfinder::app {

namespace {

/// The text field that has the keyboard, if any: Cut, Copy, Paste and Select All are its own.
wxTextEntry* focusedText() {
    return dynamic_cast<wxTextEntry*>(wxWindow::FindFocus());
}

} // namespace

ClipboardController::ClipboardController(FrameParts& parts) : m_parts(parts) {
    wxFrame& frame = m_parts.frame;
    // Each command is the text field's while one has the keyboard.
    using FieldCommand = void (wxTextEntryBase::*)();
    const std::tuple<int, FieldCommand, std::function<void()>> commands[] = {
        {wxID_COPY, &wxTextEntryBase::Copy, [this] { copy(); }},
        {wxID_CUT, &wxTextEntryBase::Cut, [this] { cut(); }},
        {wxID_PASTE, &wxTextEntryBase::Paste, [this] { paste(); }},
        {wxID_SELECTALL, &wxTextEntryBase::SelectAll,
         [this] {
             if (MapGridDocument* doc = m_parts.document())
                 m_parts.canvas.setSelection(CellRect{{0, 0}, doc->grid().width(), doc->grid().height()});
         }},
    };
    for (const auto& [id, field, own] : commands)
        onMenu(frame, id, [field = field, own = own] {
            if (wxTextEntry* text = focusedText())
                (text->*field)();
            else
                own();
        });
    for (const auto& [id, transform, name] :
         {std::tuple{ids::FlipHorizontally, MapTransform::FlipHorizontally, "Flip Horizontally"},
          std::tuple{ids::FlipVertically, MapTransform::FlipVertically, "Flip Vertically"},
          std::tuple{ids::RotateClockwise, MapTransform::RotateClockwise, "Rotate Clockwise"},
          std::tuple{ids::RotateAnticlockwise, MapTransform::RotateAnticlockwise, "Rotate Anticlockwise"}})
        onMenu(frame, id, [this, transform = transform, name = name] { this->transform(transform, name); });
}

bool ClipboardController::copy() {
    MapGridDocument* doc = m_parts.document();
    const std::optional<CellRect> rect = m_parts.canvas.selection();
    if (!doc || !rect) {
        m_parts.sayPhase("Nothing selected: drag a rectangle with the Select tool first.");
        return false;
    }
    MazeFile clip;
    clip.name = "Selection " + std::to_string(rect->width) + "x" + std::to_string(rect->height);
    clip.grid = copyRegion(doc->grid(), *rect);
    std::ostringstream text;
    writeMaze(text, clip);
    m_lastCopied = wxString::FromUTF8(text.str());
    if (wxTheClipboard->Open()) {
        wxTheClipboard->SetData(new wxTextDataObject(m_lastCopied));
        wxTheClipboard->Close();
    }
    m_parts.sayPhase(
        wxString::Format(L"Copied %d \u00d7 %d: ", rect->width, rect->height) +
        wxString::FromUTF8(countText(static_cast<std::uint64_t>(rect->width) * rect->height, "cell")) + ".");
    return true;
}

bool ClipboardController::cut() {
    if (!copy())
        return false;
    MapGridDocument* doc = m_parts.document();
    m_parts.submit(
        new ReplaceGridCommand(*doc, clearedRegion(doc->grid(), *m_parts.canvas.selection()), "Cut"));
    return true;
}

wxString ClipboardController::clipboardText() {
    wxString text;
    if (wxTheClipboard->Open()) {
        if (wxTheClipboard->IsSupported(wxDF_UNICODETEXT) || wxTheClipboard->IsSupported(wxDF_TEXT)) {
            wxTextDataObject data;
            if (wxTheClipboard->GetData(data))
                text = data.GetText();
        }
        wxTheClipboard->Close();
    }
    return text.empty() ? m_lastCopied : text;
}

bool ClipboardController::paste() {
    MapGridDocument* doc = m_parts.document();
    if (!doc)
        return false;
    const wxString text = clipboardText();
    if (text.empty()) {
        m_parts.sayPhase("The clipboard holds no maze: copy a selection first.");
        return false;
    }
    MazeFile clip;
    try {
        std::istringstream in(std::string(text.ToUTF8()));
        clip = readMaze(in, "the clipboard");
    } catch (const ParseError& e) {
        showMessage(&m_parts.frame, "Paste", wxString::FromUTF8(e.what()), MessageKind::Warning);
        return false;
    }
    const MapGrid& grid = doc->grid();
    Coord at{0, 0};
    if (const std::optional<CellRect> rect = m_parts.canvas.selection())
        at = rect->topLeft;
    else if (const std::optional<Coord> hovered = m_parts.canvas.hovered())
        at = *hovered;
    if (grid.topology() == Topology::Hex)
        at.y -= at.y & 1; // where pastedRegion() puts it: rows move in pairs
    m_parts.submit(new ReplaceGridCommand(*doc, pastedRegion(grid, clip.grid, at), "Paste"));
    m_parts.canvas.setSelection(
        cellRectBetween(doc->grid(), at, at + Coord{clip.grid.width() - 1, clip.grid.height() - 1}));
    return true;
}

void ClipboardController::transform(MapTransform transform, const wxString& name) {
    MapGridDocument* doc = m_parts.document();
    if (!doc)
        return;
    const MapGrid& grid = doc->grid();
    if (const std::string problem = transformProblem(grid, transform); !problem.empty()) {
        showMessage(&m_parts.frame, name, wxString::FromUTF8(problem) + ".");
        return;
    }
    const std::optional<CellRect> rect = m_parts.canvas.selection();
    if (!rect || (rect->width == grid.width() && rect->height == grid.height())) {
        m_parts.submit(new ReplaceGridCommand(*doc, transformedGrid(grid, transform), name));
        return;
    }
    const MapGrid turned = transformedGrid(copyRegion(grid, *rect), transform);
    m_parts.submit(new ReplaceGridCommand(
        *doc, pastedRegion(clearedRegion(grid, *rect), turned, rect->topLeft), name + " Selection"));
    m_parts.canvas.setSelection(cellRectBetween(
        doc->grid(), rect->topLeft, rect->topLeft + Coord{turned.width() - 1, turned.height() - 1}));
}

} // namespace pathfinder::app
