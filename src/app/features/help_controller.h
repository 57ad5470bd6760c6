#pragma once

#include <wx/object.h> // before wx/weakref.h, which needs what it includes
#include <wx/weakref.h>

#include <string_view>

namespace pathfinder::app {

struct FrameParts;
class GuideWindow;
class TourCard;

/// Help: the walker guide (Help › Algorithms, F1 for the chosen walker), the tour of the window's
/// parts, Keyboard and Mouse, and About.
class HelpController {
public:
    explicit HelpController(FrameParts& parts);

    /// The walker guide, while it is open.
    GuideWindow* guideWindow() const { return m_guide; }
    /// Opens the walker guide (or brings it forward) at the page of the walker with this registry
    /// name; the overview for "".
    void showGuide(std::string_view walker);
    /// Shows the tour's first hint (Help › Show the Tour, and the first launch).
    void startTour();
    /// The tour's card, while it is shown.
    TourCard* tour() const { return m_tour; }
    /// Whether the tour shows when the app starts: until it is closed once, or again when ticked
    /// in Help.
    bool tourAtStart() const { return m_tourAtStart; }
    void setTourAtStart(bool show) { m_tourAtStart = show; }

private:
    FrameParts& m_parts;
    wxWeakRef<GuideWindow> m_guide;
    wxWeakRef<TourCard> m_tour;
    bool m_tourAtStart = true;
};

} // namespace pathfinder::app
