#include "features/heuristic_error_controller.h"

#include "canvas/grid_canvas.h"
#include "canvas/map_footer.h"
#include "document/map_grid_document.h"
#include "features/frame_parts.h"
#include "frame/main_menu.h"
#include "panels/control_panel.h"
#include "widgets/text_format.h"

#include <wx/frame.h>

#include <memory>
#include <utility>

namespace pathfinder::app {

namespace {

/// How often the view looks whether the map or the settings changed, in milliseconds.
constexpr int kLookMs = 200;

} // namespace

HeuristicErrorController::HeuristicErrorController(FrameParts& parts) : m_parts(parts) {
    onMenu(m_parts.frame, ids::HeuristicError, [this] { toggle(); });
    checkMenu(m_parts.frame, ids::HeuristicError, [this] { return m_shown; });
}

HeuristicErrorController::~HeuristicErrorController() {
    Stop();
}

const HeuristicErrorMap* HeuristicErrorController::map() const {
    if (!m_shown || !m_map || !m_mapSubject || m_mapSubject->document != m_parts.document())
        return nullptr;
    return &*m_map;
}

void HeuristicErrorController::finishJobs() {
    if (m_job)
        m_job->finish();
}

void HeuristicErrorController::toggle() {
    m_shown = !m_shown;
    if (m_shown) {
        Notify();
        Start(kLookMs);
    } else {
        Stop();
        m_job.reset();
        m_jobSubject.reset();
        m_parts.sayPhase(wxString());
    }
    m_parts.canvas.Refresh();
    m_parts.footer.update();
}

std::optional<HeuristicErrorController::Subject> HeuristicErrorController::subjectNow() const {
    const MapGridDocument* document = m_parts.document();
    if (!document)
        return std::nullopt;
    Subject subject;
    subject.document = document;
    subject.cells = document->grid().cellsStamp();
    subject.start = document->grid().start();
    subject.goal = document->grid().goal();
    subject.settings = m_parts.controls.runChoices().walker;
    subject.settings.movement = document->movement();
    return subject;
}

void HeuristicErrorController::Notify() {
    // A measure under way is let finish (its search cannot stop half-way): the next look starts
    // one of what has changed since, so drawing walls never waits for a measure.
    if (pending())
        return;
    const std::optional<Subject> now = subjectNow();
    if (!now || (m_mapSubject && *m_mapSubject == *now))
        return;
    if (!now->goal) {
        m_job.reset();
        m_jobSubject.reset();
        m_map.reset();
        m_mapSubject = now;
        m_parts.sayPhase("Heuristic Error: place a goal to measure the estimate against.");
        m_parts.canvas.Refresh();
        m_parts.footer.update();
        return;
    }
    // One search over the whole map and an estimate per cell: on a worker, with a copy of the map.
    auto grid = std::make_shared<const MapGrid>(now->document->grid());
    const WalkerSettings settings = now->settings;
    m_jobSubject = now;
    m_job = std::make_unique<AppJob<std::optional<HeuristicErrorMap>>>(
        [grid, settings](const std::atomic<bool>& stop) {
            return measureHeuristicError(*grid, settings, &stop);
        },
        [this, subject = *now](AppJob<std::optional<HeuristicErrorMap>>::Outcome outcome) {
            show(std::move(outcome), subject);
        });
    m_parts.sayPhase(L"Heuristic Error: measuring the estimate against the exact costs\u2026");
}

void HeuristicErrorController::show(AppJob<std::optional<HeuristicErrorMap>>::Outcome outcome,
                                    const Subject& subject) {
    m_jobSubject.reset();
    if (outcome.stopped || !m_shown)
        return;
    if (!outcome.error.empty()) {
        // Settings A* refuses (a bad expression, say): said once, until they change.
        m_map.reset();
        m_mapSubject = subject;
        m_parts.sayPhase("Heuristic Error: " + toDisplay(outcome.error));
        return;
    }
    m_map = outcome.value ? std::move(*outcome.value) : std::nullopt;
    m_mapSubject = subject;
    if (m_map)
        m_parts.sayPhase(toDisplay(heuristicErrorSummary(*m_map)));
    m_parts.canvas.Refresh();
    m_parts.footer.update();
}

} // namespace pathfinder::app
