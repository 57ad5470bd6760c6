#pragma once

#include "pathfinder/generators/maze_generator.h"

#include <wx/dialog.h>

class wxChoice;
class wxSpinCtrl;
class wxSpinCtrlDouble;

namespace pathfinder::app {

/// Asks what maze to generate: kind, size, seed (shown, and reusable to get the same maze
/// again) and, for random walls, their density.
class GenerateMazeDialog : public wxDialog {
public:
    GenerateMazeDialog(wxWindow* parent, const MazeOptions& initial);

    MazeOptions options() const;

private:
    void enableDensity();

    wxChoice* m_kind;
    wxSpinCtrl* m_width;
    wxSpinCtrl* m_height;
    wxSpinCtrl* m_seed;
    wxSpinCtrlDouble* m_density;
};

} // namespace pathfinder::app
