#include "features/explain_controller.h"

#include "pathfinder/traces/search_summary.h"

#include "canvas/grid_canvas.h"
#include "canvas/grid_overlays.h"
#include "canvas/map_footer.h"
#include "features/frame_parts.h"
#include "frame/main_menu.h"
#include "run/search_controller.h"
#include "widgets/text_format.h"
#include "widgets/user_messages.h"

#include <wx/frame.h>

namespace pathfinder::app {

ExplainController::ExplainController(FrameParts& parts) : m_parts(parts) {
    onMenu(m_parts.frame, ids::ExplainSuboptimality, [this] { onExplainPath(); });
}

void ExplainController::searchProgressed() {
    const SearchView* view = m_parts.search.shownView();
    if (!view || !view->finished()) {
        m_report.reset();
        m_job.reset();
    }
    m_parts.canvas.setSuboptimality(m_report ? &*m_report : nullptr);
}

void ExplainController::finishJobs() {
    if (m_job)
        m_job->finish();
}

void ExplainController::onExplainPath() {
    const SearchView* view = m_parts.search.shownView();
    if (!m_parts.document() || !view || !view->finished() || !view->grid()) {
        m_report.reset();
        m_job.reset();
        showMessage(&m_parts.frame, "Explain the Path",
                    "Let a walker finish first: the explanation compares its path with an optimal one.",
                    MessageKind::Warning);
        return;
    }
    // Two searches over the whole map: on a worker, with a copy of the walk and its map.
    auto walk = std::make_shared<const SearchSummary>(*view);
    m_explaining = {view, m_parts.search.shownStep()};
    m_job = std::make_unique<AppJob<SuboptimalityReport>>(
        [walk](const std::atomic<bool>& stop) { return explainSuboptimality(*walk->grid(), *walk, &stop); },
        [this](AppJob<SuboptimalityReport>::Outcome outcome) { showExplanation(std::move(outcome)); });
    m_parts.sayPhase(L"Explain the Path: working out an optimal path to compare with\u2026");
}

void ExplainController::showExplanation(AppJob<SuboptimalityReport>::Outcome outcome) {
    // An explanation belongs to the walk it was asked of, as it was shown then.
    const bool same =
        m_parts.search.shownView() == m_explaining.first && m_parts.search.shownStep() == m_explaining.second;
    if (!same || !outcome.value || outcome.stopped) {
        if (!outcome.error.empty())
            showMessage(&m_parts.frame, "Explain the Path",
                        "The path could not be explained: " + toDisplay(outcome.error), MessageKind::Error);
        return;
    }
    m_report = std::move(*outcome.value);
    m_parts.canvas.setSuboptimality(&*m_report);
    m_parts.canvas.Refresh();
    m_parts.footer.update();
    m_parts.sayPhase(toDisplay(m_report->explanation));
    showMessage(&m_parts.frame, "Explain the Path", describeSuboptimality(*m_report));
}

} // namespace pathfinder::app
