#include "features/compare_controller.h"

#include "features/frame_parts.h"
#include "frame/main_menu.h"
#include "run/search_controller.h"
#include "windows/compare_window.h"

#include <wx/frame.h>

namespace pathfinder::app {

CompareController::CompareController(FrameParts& parts)
    : m_parts(parts), m_choices(CompareChoices::defaults()) {
    onMenu(m_parts.frame, ids::CompareAll, [this] { onCompareAll(); });
}

void CompareController::documentChanged() {
    if (m_window)
        m_window->documentChanged();
}

void CompareController::onCompareAll() {
    if (!m_window) {
        m_window = new CompareWindow(
            &m_parts.frame, [this]() -> const MapGridDocument* { return m_parts.document(); },
            [this] { return m_parts.search.runSettings().walker; }, m_choices);
        m_window->Show();
    }
    m_window->Raise();
}

} // namespace pathfinder::app
