#include "frame/relayout.h"

#include <wx/scrolwin.h>
#include <wx/window.h>

namespace pathfinder::app {

void relayOutAround(wxWindow& window) {
    for (wxWindow* parent = window.GetParent(); parent; parent = parent->GetParent()) {
        parent->Layout();
        if (dynamic_cast<wxScrollHelperBase*>(parent)) {
            parent->FitInside();
            return;
        }
        if (parent->IsTopLevel())
            return;
    }
}

} // namespace pathfinder::app
