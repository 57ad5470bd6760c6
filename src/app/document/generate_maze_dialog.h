#pragma once

#include "pathfinder/generators/maze_generator.h"

#include <wx/dialog.h>

class wxChoice;
class wxSpinCtrl;
class wxSpinCtrlDouble;
class wxStaticText;

namespace pathfinder::app {

/// Asks what maze to generate: kind, cells (square or hex), size, seed (shown, and reusable to get
/// the same maze again) and, for random walls, their density. A kind that makes no hex maps
/// (hexRefusal()) says why under the choices while hex cells are chosen, and OK waits for another
/// kind or square cells.
class GenerateMazeDialog : public wxDialog {
public:
    GenerateMazeDialog(wxWindow* parent, const MazeOptions& initial);

    MazeOptions options() const;

private:
    /// Enables the density for random walls, and OK for a kind and cells that go together.
    void enableForChoices();

    wxChoice* m_kind;
    wxChoice* m_cells;
    wxSpinCtrl* m_width;
    wxSpinCtrl* m_height;
    wxSpinCtrl* m_seed;
    wxSpinCtrlDouble* m_density;
    wxStaticText* m_refusal; ///< why the kind makes no hex maps; empty when it makes them
    int m_wrapWidth = 0;     ///< the width the refusal wraps to
};

} // namespace pathfinder::app
