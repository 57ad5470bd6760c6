#include "canvas/grid_canvas.h"
#include "document/map_grid_document.h"
#include "frame/main_frame.h"
#include "frame/tour.h"
#include "panels/control_panel.h"
#include "run/run_bar.h"
#include "run/timeline_bar.h"
#include "windows/guide_window.h"

#include <optional>
#include <string_view>
#include <utility>
#include <vector>

namespace pathfinder::app {

// Help › Algorithms (the walker guide, F1) and the tour of the window's parts.

void MainFrame::showGuide(std::string_view walker) {
    if (!m_guide)
        m_guide = new GuideWindow(this);
    m_guide->showPage(walker);
    m_guide->Show();
    m_guide->Raise();
}

void MainFrame::startTour() {
    if (m_tour)
        m_tour->Destroy();
    const auto rectOf = [this](wxWindow* window) {
        return [this, window] { return clientRectIn(*this, *window); };
    };
    // The map's start and goal stay in view while the first hint speaks of them.
    const auto endpoints = [this] {
        std::vector<wxRect> cells;
        if (m_doc)
            for (const std::optional<Coord>& cell : {m_doc->grid().start(), m_doc->grid().goal()})
                if (cell)
                    cells.emplace_back(ScreenToClient(m_canvas->ClientToScreen(wxPoint(0, 0))) +
                                           m_canvas->viewport().cellRect(*cell).GetPosition(),
                                       m_canvas->viewport().cellRect(*cell).GetSize());
        return cells;
    };
    const auto runButtons = [this] {
        const wxRect buttons = m_runBar->buttonsRect();
        return wxRect(ScreenToClient(m_runBar->ClientToScreen(buttons.GetPosition())), buttons.GetSize());
    };
    std::vector<TourStep> steps = {
        {rectOf(m_canvas), "The map",
         L"Click or drag on the grid to draw walls; drag the green start and the red goal to move them. "
         L"The mouse wheel zooms, and Ctrl+Z undoes any edit.",
         endpoints},
        {[this] {
             // The choice of tool is the controls' first: they scroll back to it.
             m_controls->Scroll(0, 0);
             return clientRectIn(*this, m_controls->toolChoice());
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
        {rectOf(m_timeline),
         "The timeline",
         L"Every step is recorded: drag the handle or press \u2190 to see the open and closed sets as they "
         L"were at any step. Right-click a cell for a breakpoint.",
         {}},
        {[this] { return menuTitleRect(GetMenuBar(), "Search"); },
         "Compare",
         L"Search \u203a Compare All (Ctrl+K) runs several algorithms on this map and sets their times, "
         L"work and paths side by side. Help \u203a Algorithms tells when to choose each.",
         {}},
    };
    m_tour = new TourCard(this, std::move(steps), [this] { m_tourAtStart = false; });
}

} // namespace pathfinder::app
