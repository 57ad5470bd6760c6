#pragma once

// The fitting checker's walk through a window (text_fit.h), shared by the two files that check:
// text_fit_controls.cpp checks the controls that show words of their own (labels, buttons, choices,
// spin controls, radio boxes, lists, grids, status bars) and text_fit.cpp painted texts, windows that
// overlap and pane captions, and walks the windows.

#include "canvas/drawn_text.h"
#include "text_fit.h"
#include "text_fit_measure.h"

#include <wx/font.h>
#include <wx/string.h>
#include <wx/window.h>

#include <vector>

class wxChoice;
class wxGrid;
class wxListCtrl;
class wxRadioBox;
class wxStatusBar;

namespace pathfinder::app::testing::fit_detail {

/// Text measured by the toolkit may differ from what it lays out by a rounding.
inline constexpr int kSlack = 1;

/// Walks a window and the windows inside it, and notes each text that does not fit.
class Checker {
public:
    explicit Checker(std::vector<FitProblem>& out) : m_out(out) {}

    void walk(wxWindow& window);

private:
    void report(const wxWindow& control, const wxString& text, const wxString& what, int needed, int given) {
        m_out.push_back({titleOf(control), kindOf(control), text, what, needed, given});
    }
    /// `text` in `font` with `padding` beside it, against the part of `control` its parents show.
    void checkText(wxWindow& control, const wxString& text, const wxFont& font, int padding);

    // The controls that show words of their own (text_fit_controls.cpp).
    void checkControl(wxWindow& control);
    void checkChoice(wxChoice& choice);
    void checkRadioBox(wxRadioBox& radios);
    void checkList(wxListCtrl& list);
    void checkGrid(wxGrid& grid);
    void checkStatusBar(wxStatusBar& bar);

    // Painted texts, windows over one another and pane captions (text_fit.cpp).
    void checkDrawn(wxWindow& window, DrawnTextSource& source);
    void checkOverlaps(wxWindow& parent);
    void checkCaptions(wxWindow& top);

    std::vector<FitProblem>& m_out;
};

} // namespace pathfinder::app::testing::fit_detail
