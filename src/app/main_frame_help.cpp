#include "control_panel.h"
#include "grid_canvas.h"
#include "guide_window.h"
#include "main_frame.h"
#include "run_bar.h"
#include "timeline_bar.h"
#include "tour.h"

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
    std::vector<TourStep> steps = {
        {rectOf(m_canvas), "The map",
         L"Click or drag on the grid to draw walls; drag the green start and the red goal to move them. "
         L"The mouse wheel zooms, and Ctrl+Z undoes any edit."},
        {rectOf(m_controls), "Tools and algorithm",
         L"Choose what a click draws (start, goal, wall, erase, cost), the algorithm with its settings, and "
         L"the movement rules. F1 opens the guide page of the algorithm chosen."},
        {rectOf(m_runBar), "Go, Step, Reset",
         L"Go runs the search at the rate set on the right, Step takes one step, Reset starts again (Space, "
         L"\u2192 and R do the same). Walk sends an agent along the plan while you edit the map."},
        {rectOf(m_timeline), "The timeline",
         L"Every step is recorded: drag the handle or press \u2190 to see the open and closed sets as they "
         L"were at any step. Right-click a cell for a breakpoint."},
        {[this] { return menuTitleRect(GetMenuBar(), "Search"); }, "Compare",
         L"Search \u203a Compare All (Ctrl+K) runs several algorithms on this map and sets their times, "
         L"work and paths side by side. Help \u203a Algorithms tells when to choose each."},
    };
    m_tour = new TourCard(this, std::move(steps), [this] { m_tourAtStart = false; });
}

} // namespace pathfinder::app
