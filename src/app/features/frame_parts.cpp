#include "features/frame_parts.h"

#include <wx/event.h>
#include <wx/frame.h>

#include <utility>

namespace pathfinder::app {

void onMenu(wxFrame& frame, int id, std::function<void()> action) {
    frame.Bind(
        wxEVT_MENU, [action = std::move(action)](wxCommandEvent&) { action(); }, id);
}

void checkMenu(wxFrame& frame, int id, std::function<bool()> checked) {
    frame.Bind(
        wxEVT_UPDATE_UI, [checked = std::move(checked)](wxUpdateUIEvent& event) { event.Check(checked()); },
        id);
}

} // namespace pathfinder::app
