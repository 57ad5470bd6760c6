#pragma once

#include "pathfinder/grid/map_grid.h"

#include "canvas/overlays/crowd_overlay.h"
#include "sessions/crowd_session.h"

#include <wx/timer.h>

#include <memory>
#include <vector>

namespace pathfinder::app {

struct FrameParts;

/// Search › Crowd…: many agents walking the open map at once (CrowdSession), advanced by a timer a
/// tick at a time with each tick's planning cut off at a deadline, drawn over the map, with its
/// totals in the status bar. It ends when every agent has arrived or is stuck, on Search › Stop
/// Crowd, when a search or walk starts, or when the map changes its size or its cells.
class CrowdController {
public:
    /// Milliseconds between ticks, and the planning a tick may take.
    static constexpr int kTickMs = 40;
    static constexpr int kPlanningMs = 12;

    explicit CrowdController(FrameParts& parts);
    ~CrowdController();

    /// Asks for the crowd's choices and starts it on the open map.
    void start();
    /// Starts a crowd with these choices without asking (the dialog's OK, the tests).
    void start(const CrowdChoices& choices);
    void stop();
    bool running() const { return m_session != nullptr; }
    const CrowdSession* session() const { return m_session.get(); }
    /// The crowd as it is drawn; nullptr when there is none.
    const CrowdPicture* picture() const { return m_session ? &m_picture : nullptr; }
    /// One tick now (the timer's, or a test's).
    void tick();

    /// The open map changed by `changes`; a document opened or closed (`attached` false: none).
    void mapChanged(const std::vector<GridChange>& changes);
    void documentReplaced();
    /// The search's phase changed: a search or walk that runs ends the crowd.
    void searchProgressed();

private:
    void updatePicture();
    void sayTotals();

    FrameParts& m_parts;
    CrowdChoices m_choices;
    std::unique_ptr<CrowdSession> m_session;
    CrowdPicture m_picture;
    wxTimer m_timer;
};

} // namespace pathfinder::app
