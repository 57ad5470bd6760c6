#pragma once

#include "workers/compare_choices.h"

#include <wx/object.h> // before wx/weakref.h, which needs what it includes
#include <wx/weakref.h>

namespace pathfinder::app {

struct FrameParts;
class CompareWindow;

/// Search › Compare All: its window, and what it was last asked to compare.
class CompareController {
public:
    explicit CompareController(FrameParts& parts);

    /// The Compare All window, while it is open.
    CompareWindow* window() const { return m_window; }
    /// What Compare All was last asked to compare; a new Compare window starts from it.
    CompareChoices& choices() { return m_choices; }
    /// The open document, or what it holds, changed: the window's map and walker follow.
    void documentChanged();

private:
    void onCompareAll();

    FrameParts& m_parts;
    CompareChoices m_choices;
    wxWeakRef<CompareWindow> m_window;
};

} // namespace pathfinder::app
