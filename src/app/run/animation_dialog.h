#pragma once

#include "pathfinder/pictures/animation.h"

#include <wx/dialog.h>

class wxCheckBox;
class wxSpinCtrl;
class wxStaticText;

namespace pathfinder::app {

/// Asks what part of a recorded run an animated GIF shows and how: the first and last steps, the
/// steps a frame moves on, the frames a second, the pixels a cell and the legend; says as the
/// choices change how many frames that makes, of what size, playing how long.
class AnimationDialog : public wxDialog {
public:
    AnimationDialog(wxWindow* parent, const SearchTimeline& timeline, const AnimationOptions& initial);

    /// The options chosen (the title and caption are left to the writer).
    AnimationOptions options() const;

private:
    void describe();

    const SearchTimeline& m_timeline;
    bool m_hex = false; ///< the run's map has hex cells: odd rows half a cell to the right
    wxSpinCtrl* m_from;
    wxSpinCtrl* m_to;
    wxSpinCtrl* m_stepsPerFrame;
    wxSpinCtrl* m_framesPerSecond;
    wxSpinCtrl* m_cellPixels;
    wxCheckBox* m_legend;
    wxStaticText* m_summary;
};

} // namespace pathfinder::app
