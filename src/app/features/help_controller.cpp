#include "features/help_controller.h"

#include "canvas/grid_canvas.h"
#include "document/map_grid_document.h"
#include "features/frame_parts.h"
#include "frame/about_window.h"
#include "frame/main_menu.h"
#include "frame/shortcuts_window.h"
#include "frame/tour.h"
#include "panels/control_panel.h"
#include "run/run_bar.h"
#include "run/search_controller.h"
#include "run/timeline_bar.h"
#include "windows/guide_window.h"

#include <wx/frame.h>

#include <optional>
#include <utility>
#include <vector>

namespace pathfinder::app {

HelpController::HelpController(FrameParts& parts) : m_parts(parts) {
    wxFrame& frame = m_parts.frame;
    onMenu(frame, ids::AlgorithmGuide, [this] { showGuide(m_parts.search.runSettings().algorithm); });
    onMenu(frame, ids::ShowTour, [this] { startTour(); });
    onMenu(frame, ids::TourAtStart, [this] { m_tourAtStart = !m_tourAtStart; });
    checkMenu(frame, ids::TourAtStart, [this] { return m_tourAtStart; });
    onMenu(frame, ids::KeyboardHelp, [this] { showShortcutsWindow(&m_parts.frame); });
    onMenu(frame, wxID_ABOUT, [this] { showAboutWindow(&m_parts.frame); });
}

void HelpController::showGuide(std::string_view walker) {
    if (!m_guide)
        m_guide = new GuideWindow(&m_parts.frame);
    m_guide->showPage(walker);
    m_guide->Show();
    m_guide->Raise();
}

void HelpController::startTour() {
    if (m_tour)
        m_tour->Destroy();
    const auto rectOf = [this](wxWindow* window) {
        return [this, window] { return clientRectIn(m_parts.frame, *window); };
    };
    // The map's start and goal stay in view while the first hint speaks of them.
    const auto endpoints = [this] {
        std::vector<wxRect> cells;
        GridCanvas& canvas = m_parts.canvas;
        if (const MapGridDocument* doc = m_parts.document())
            for (const std::optional<Coord>& cell : {doc->grid().start(), doc->grid().goal()})
                if (cell)
                    cells.emplace_back(m_parts.frame.ScreenToClient(canvas.ClientToScreen(wxPoint(0, 0))) +
                                           canvas.viewport().cellRect(*cell).GetPosition(),
                                       canvas.viewport().cellRect(*cell).GetSize());
        return cells;
    };
    const auto runButtons = [this] {
        const wxRect buttons = m_parts.runBar.buttonsRect();
        return wxRect(m_parts.frame.ScreenToClient(m_parts.runBar.ClientToScreen(buttons.GetPosition())),
                      buttons.GetSize());
    };
    std::vector<TourStep> steps = {
        {rectOf(&m_parts.canvas), "The map",
         L"Click or drag on the grid to draw walls; drag the green start and the red goal to move them. "
         L"The mouse wheel zooms, and Ctrl+Z undoes any edit.",
         endpoints},
        {[this] {
             // The choice of tool is the controls' first: they scroll back to it.
             m_parts.controls.Scroll(0, 0);
             return clientRectIn(m_parts.frame, m_parts.controls.toolChoice());
         },
         "Tools and algorithm",
         L"Choose here what a click draws (start, goal, wall, erase, cost, terrain); further down, the "
         L"algorithm with its settings, and the movement rules. F1 opens the guide page of the algorithm "
         L"chosen.",
         {}},
        {runButtons,
         "Go, Step, Reset",
         L"Go runs the search at the rate set on the slider to the right of these buttons, Step takes one "
         L"step, Reset starts again (Space, \u2192 and R do the same). Walk sends an agent along the plan "
         L"while you edit the map.",
         {}},
        {rectOf(&m_parts.timeline),
         "The timeline",
         L"Every step is recorded: drag the handle or press \u2190 to see the open and closed sets as they "
         L"were at any step. Right-click a cell for a breakpoint.",
         {}},
        {[this] { return menuTitleRect(m_parts.frame.GetMenuBar(), "Search"); },
         "Compare",
         L"Search \u203a Compare All (Ctrl+K) runs several algorithms on this map and sets their times, "
         L"work and paths side by side. Help \u203a Algorithms tells when to choose each.",
         {}},
    };
    m_tour = new TourCard(&m_parts.frame, std::move(steps), [this] { m_tourAtStart = false; });
}

} // namespace pathfinder::app
