#include "relayout.h"

#include <wx/scrolwin.h>
#include <wx/window.h>

namespace pathfinder::app {

void relayOutAround(wxWindow& window) {
    for (wxWindow* parent = window.GetParent(); parent; parent = parent->GetParent()) {
        if (dynamic_cast<wxScrollHelperBase*>(parent)) {
            parent->Layout();
            parent->FitInside();
            return;
        }
        if (parent->IsTopLevel()) {
            parent->Layout();
            return;
        }
    }
}

} // namespace pathfinder::app
