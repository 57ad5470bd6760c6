#pragma once

#include <wx/gdicmn.h>
#include <wx/string.h>

#include <string>
#include <vector>

class wxWindow;

// Whether every word the app shows has the room to be read: each label, button, check box, radio
// button, choice, spin control, static box, list or grid heading and cell, status bar field, pane
// caption and painted text (DrawnTextSource), measured in its own font against the room it has on
// screen — its own size, cut down by every parent that clips it. A parent that scrolls up and down
// does not cut what lies below its fold (a person scrolls to it); one that would have to be scrolled
// sideways to read a label does. Tables (lists, grids) may scroll sideways, but each heading and
// cell must fit its column.
namespace pathfinder::app::testing {

/// One text that does not fit, or one window that does not fit the screen.
struct FitProblem {
    wxString window;  ///< the top-level window's title
    wxString control; ///< the control: its kind, and its name where it has one
    wxString text;    ///< the text cut (or the window's title)
    wxString what;    ///< what is short: "width", "height", "overlaps …", "past the screen"
    int needed = 0;   ///< pixels the text needs
    int given = 0;    ///< pixels it has

    /// One line that names all of it, e.g.
    /// `Compare All: wxStaticText "Done in 2 s": width needs 212 px, has 130 px`.
    std::string describe() const;
    /// What is cut, and where in its window, without the window's title or the pixels: the same
    /// fault seen again after the window has changed its title or size has the same key.
    std::string key() const;
};

/// Every text in `top` and the windows inside it (those shown) that does not fit.
std::vector<FitProblem> findUnfitTexts(wxWindow& top);

/// Every top-level window shown that is larger than the screen or reaches past its edges.
std::vector<FitProblem> findOversizedWindows();

/// findUnfitTexts() of every top-level window shown, and findOversizedWindows().
std::vector<FitProblem> findUnfitTextsEverywhere();

/// The problems one a line, for a test's failure message.
std::string describeAll(const std::vector<FitProblem>& problems);

} // namespace pathfinder::app::testing
