#pragma once

#include "canvas/drawn_text.h"
#include "canvas/map_legend.h"

#include <wx/window.h>

#include <functional>
#include <vector>

namespace pathfinder::app {

/// The strip under the grid canvas: how the walk ended, and the colour key. It takes the height
/// its content needs at its width, so the map above is never covered.
class MapFooter : public wxWindow, public DrawnTextSource {
public:
    /// `content` tells what to show; it is asked on every update().
    MapFooter(wxWindow* parent, std::function<FooterContent()> content);

    /// Shows the content as it is now; repaints and changes height only when it changed.
    void update();
    const FooterContent& shown() const { return m_shown; }
    std::vector<DrawnText> drawnTexts() override;
    /// The height the strip takes with its colour key as it is and an outcome of `outcomeLines` lines
    /// (at least the height it has now).
    int heightWith(int outcomeLines);

private:
    void onPaint(wxPaintEvent& event);
    void fitHeight();

    std::function<FooterContent()> m_content;
    FooterContent m_shown;
};

} // namespace pathfinder::app
