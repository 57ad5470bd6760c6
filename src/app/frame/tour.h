#pragma once

#include <wx/panel.h>

#include <cstddef>
#include <functional>
#include <utility>
#include <vector>

class wxButton;
class wxMenuBar;
class wxStaticText;

namespace pathfinder::app {

/// Where `window` lies in `frame`'s client coordinates; an empty rectangle when it is not shown.
wxRect clientRectIn(const wxWindow& frame, const wxWindow& window);

/// Where the title of the menu `title` lies along the top edge of the frame's client area (an
/// empty-height rectangle at y 0): worked out from the titles' widths, as the menu bar lays them out
/// from the left with the toolkit's usual padding; empty when the bar has no such menu.
wxRect menuTitleRect(const wxMenuBar* bar, const wxString& title);

/// One hint of the tour: what it points at and what it says.
struct TourStep {
    /// What the hint points at, in the frame's client coordinates; looked up each time the hint is
    /// placed, so that it follows the layout. An empty rectangle on the top edge points up at the
    /// menu bar; nothing (no function) points at the top of the window's middle.
    std::function<wxRect()> target;
    wxString title;
    wxString text;
    /// What the card must leave in view where it can (the map's start and goal), in the frame's
    /// client coordinates; nothing without a function.
    std::function<std::vector<wxRect>()> keepClear;
};

/// The first-launch tour: a card over the main window pointing at one part of it at a time, with
/// Back, Next (Done on the last) and Close. It lies on top of the window's other children, beside
/// what it points at where there is room (else inside it, at a corner that leaves what the step
/// keeps clear in view), and moves when the window is resized. Closing it, Esc, or Done calls
/// `dismissed`.
class TourCard : public wxPanel {
public:
    TourCard(wxWindow* frame, std::vector<TourStep> steps, std::function<void()> dismissed);

    /// Shows hint `index` (clamped to the last).
    void showStep(std::size_t index);
    std::size_t step() const { return m_step; }
    std::size_t stepCount() const { return m_steps.size(); }
    /// Next hint, or Done on the last: dismisses the tour.
    void next();
    void back();
    /// Ends the tour (Close or Done); the card hides, and destroys itself once the event in hand is done.
    void dismiss();
    /// The side of the card the pointer is drawn on, towards its target.
    enum class Pointer { None, Up, Down, Left, Right };
    Pointer pointer() const { return m_pointer; }
    /// The target's rectangle in the frame's client coordinates, as last placed.
    const wxRect& targetRect() const { return m_target; }

private:
    void place();
    /// Where a card of size `card` goes in a client area of size `client`, and which way it points.
    std::pair<Pointer, wxRect> chooseSpot(wxSize card, wxSize client) const;
    void onPaint(wxPaintEvent& event);
    void onFrameSize(wxSizeEvent& event);
    void onFrameKey(wxKeyEvent& event);

    wxWindow* m_frame;
    std::vector<TourStep> m_steps;
    std::function<void()> m_dismissed;
    std::size_t m_step = 0;
    Pointer m_pointer = Pointer::None;
    wxRect m_target;
    wxStaticText* m_counter = nullptr;
    wxStaticText* m_title = nullptr;
    wxStaticText* m_text = nullptr;
    wxButton* m_back = nullptr;
    wxButton* m_next = nullptr;
};

} // namespace pathfinder::app
