#pragma once

#include "pathfinder/pictures/animation.h"

#include <wx/dialog.h>

#include <string>
#include <vector>

class wxCheckBox;
class wxChoice;
class wxSpinCtrl;
class wxStaticText;

namespace pathfinder::app {

/// Asks what part of a recorded run an animation shows and how: the first and last steps, the
/// steps a frame moves on, the frames a second, the pixels a cell, the legend, the parent arrows,
/// and another walker
/// to run beside it; says as the choices change how many frames that makes, of what size, playing
/// how long.
class AnimationDialog : public wxDialog {
public:
    AnimationDialog(wxWindow* parent, const SearchTimeline& timeline, const AnimationOptions& initial);

    /// The options chosen (the title and caption are left to the writer).
    AnimationOptions options() const;
    /// The registry name of the walker chosen to run beside the recorded one, on the map as it was
    /// at the run's first step; empty for none. None can be chosen when the map was edited during
    /// the run (the other walker would not see the edits).
    std::string besideWalker() const;

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
    wxCheckBox* m_arrows;
    wxCheckBox* m_regions;
    Connectivity m_connectivity; ///< how the run's movement joins cells into regions
    wxChoice* m_beside = nullptr;
    std::vector<std::string> m_besideNames; ///< registry names, after the choice's "nothing"
    wxStaticText* m_summary;
};

} // namespace pathfinder::app
