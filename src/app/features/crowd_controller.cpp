#include "features/crowd_controller.h"

#include "canvas/grid_canvas.h"
#include "document/map_grid_document.h"
#include "features/frame_parts.h"
#include "frame/main_menu.h"
#include "run/crowd_dialog.h"
#include "run/result_text.h"
#include "run/search_controller.h"
#include "widgets/text_format.h"
#include "widgets/user_messages.h"

#include <wx/frame.h>

#include <stdexcept>

namespace pathfinder::app {

CrowdController::CrowdController(FrameParts& parts) : m_parts(parts), m_timer(&parts.frame, ids::CrowdTimer) {
    onMenu(parts.frame, ids::Crowd, [this] { start(); });
    onMenu(parts.frame, ids::StopCrowd, [this] { stop(); });
    parts.frame.Bind(
        wxEVT_UPDATE_UI, [this](wxUpdateUIEvent& event) { event.Enable(running()); }, ids::StopCrowd);
    parts.frame.Bind(
        wxEVT_TIMER, [this](wxTimerEvent&) { tick(); }, ids::CrowdTimer);
}

CrowdController::~CrowdController() {
    m_timer.Stop();
}

void CrowdController::start() {
    if (!m_parts.document())
        return;
    CrowdChoices choices = m_choices;
    choices.walker = m_parts.search.runSettings().algorithm;
    CrowdDialog dialog(&m_parts.frame, choices);
    if (dialog.ShowModal() != wxID_OK)
        return;
    start(dialog.choices());
}

void CrowdController::start(const CrowdChoices& choices) {
    MapGridDocument* doc = m_parts.document();
    if (!doc)
        return;
    stop();
    m_choices = choices;
    m_parts.search.reset();
    try {
        m_session = std::make_unique<CrowdSession>(doc->grid(), doc->movement(), choices);
    } catch (const std::exception& e) {
        showMessage(&m_parts.frame, "Cannot start the crowd", toDisplay(e.what()), MessageKind::Warning);
        return;
    }
    updatePicture();
    sayTotals();
    m_timer.Start(kTickMs);
}

void CrowdController::stop() {
    m_timer.Stop();
    if (!m_session)
        return;
    sayTotals();
    m_session.reset();
    m_picture = CrowdPicture{};
    m_parts.canvas.Refresh();
}

void CrowdController::tick() {
    if (!m_session)
        return;
    m_session->tick(CrowdSession::Clock::now() + std::chrono::milliseconds(kPlanningMs));
    updatePicture();
    sayTotals();
    if (m_session->finished())
        m_timer.Stop();
    m_parts.canvas.Refresh();
}

void CrowdController::mapChanged(const std::vector<GridChange>& changes) {
    MapGridDocument* doc = m_parts.document();
    if (!m_session || !doc)
        return;
    for (const GridChange& change : changes)
        if (!m_session->mirror(doc->grid(), change)) {
            stop();
            m_parts.sayPhase("The map changed its size or its cells, so the crowd stopped.");
            return;
        }
    if (!m_session->finished() && !m_timer.IsRunning())
        m_timer.Start(kTickMs); // an edit may open a way for an agent that was stuck
}

void CrowdController::documentReplaced() {
    if (m_session)
        stop();
}

void CrowdController::searchProgressed() {
    if (m_session && m_parts.search.phase() == SearchController::Phase::Running)
        stop();
}

void CrowdController::updatePicture() {
    const Crowd& crowd = m_session->crowd();
    m_picture.agents = crowd.positions();
    m_picture.goals.resize(crowd.size());
    m_picture.arrived.resize(crowd.size());
    m_picture.plans.resize(crowd.size());
    for (std::size_t i = 0; i < crowd.size(); ++i) {
        m_picture.goals[i] = crowd.spec(i).goal;
        m_picture.arrived[i] = crowd.state(i) == Crowd::AgentState::Arrived;
        m_picture.plans[i] = crowd.remainingPlan(i);
    }
}

void CrowdController::sayTotals() {
    if (!m_session)
        return;
    const CrowdTotals totals = m_session->crowd().totals();
    const std::size_t agents = m_session->crowd().size();
    wxString text = wxString::Format(
        L"Crowd: %s of %s arrived after %s; %s, %s avoided, cost %s in all", formatCount(totals.reached),
        countWords(agents, "agent"), countWords(totals.ticks, "tick"), countWords(totals.waits, "wait"),
        countWords(totals.collisionsAvoided, "collision"), formatCost(totals.cost));
    if (m_session->finished())
        text += totals.reached == agents ? L" \u2014 done" : L" \u2014 the rest are stuck";
    m_parts.sayPhase(text);
}

} // namespace pathfinder::app
