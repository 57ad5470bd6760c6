#pragma once

#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/map_transform.h"

#include <wx/string.h>

namespace pathfinder::app {

struct FrameParts;

/// Edit › Cut, Copy, Paste and Select All for the map's selection (the Select tool), and Map ›
/// Flip and Rotate of the selection or of the whole map. The clipboard holds a selection as the text of a
/// .maze file, so a selection pastes into another maze, another window of the app or a text editor, and a
/// maze's rows typed elsewhere paste onto the map. While a text field has the keyboard, the four
/// commands are the field's.
class ClipboardController {
public:
    explicit ClipboardController(FrameParts& parts);

    /// Copies the selection to the clipboard; true if there was one.
    bool copy();
    /// Copies the selection and clears it (free cells, cost 1, level, inner sides open), one undo
    /// step.
    bool cut();
    /// Pastes the clipboard's maze at the selection's top-left corner, else at the cell under the
    /// pointer, else at the map's corner; one undo step, and the pasted cells become the selection.
    /// Text that is no maze is refused with the reason and its line and column.
    bool paste();
    /// Map › Flip and Rotate: mirrors or turns the selection in place (what falls off the map is
    /// dropped), or the whole map when nothing is selected; one undo step. A hex map says why not.
    void transform(MapTransform transform, const wxString& name);

private:
    /// The clipboard's text, or what this app last copied when the clipboard cannot be read.
    wxString clipboardText();

    FrameParts& m_parts;
    wxString m_lastCopied;
};

} // namespace pathfinder::app
