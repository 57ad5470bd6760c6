#pragma once

#include "canvas/drawn_text.h"
#include "canvas/grid_painter.h"
#include "workers/compare_runner.h"

#include <wx/bitmap.h>
#include <wx/panel.h>

#include <string>
#include <vector>

class wxChoice;

namespace pathfinder::app {

class WrappingLabel;

/// Where one walker of a comparison searched: a choice of walker, the map with that walker's
/// final closed and open sets and path (drawn by GridPainter), and a caption under it.
class FootprintView : public wxPanel, public DrawnTextSource {
public:
    explicit FootprintView(wxWindow* parent);

    /// Offers the walkers of `result` that ran to their end and shows `preferred` (a registry
    /// name) if it is among them, else the one at `fallbackIndex`. The result must outlive its
    /// use here: call again with nullptr before it goes.
    void showResult(const CompareResult* result, const std::string& preferred, std::size_t fallbackIndex);
    /// Shows the walker with this registry name; false when the result has no such walker.
    bool select(const std::string& name);
    /// Registry name of the walker shown, or "".
    std::string selected() const;
    const SearchView* walker() const;
    wxString caption() const;

    /// The map with the footprint, without legend or banner, fitted into `size` pixels.
    wxBitmap picture(wxSize size);

    /// The message painted on the map before there is a footprint to show, and where it goes.
    std::vector<DrawnText> drawnTexts() override;

private:
    void onPaintMap(wxPaintEvent& event);
    /// What the map says before there is a footprint to show.
    wxString message() const;
    void showSelected();

    const CompareResult* m_result = nullptr;
    std::vector<std::string> m_names; ///< registry name per choice item
    wxChoice* m_choice = nullptr;
    wxPanel* m_map = nullptr;
    WrappingLabel* m_caption = nullptr;
    GridPainter m_painter;
};

} // namespace pathfinder::app
