#include "features/exercise_controller.h"

#include "canvas/grid_canvas.h"
#include "canvas/map_footer.h"
#include "document/grid_commands.h"
#include "document/map_grid_document.h"
#include "features/frame_parts.h"
#include "frame/main_menu.h"
#include "frame/status_text.h"
#include "panels/exercise_panel.h"
#include "run/search_controller.h"
#include "run/stats_panel.h"
#include "run/timeline_bar.h"
#include "widgets/user_messages.h"

#include <wx/aui/framemanager.h>
#include <wx/frame.h>

#include <algorithm>

namespace pathfinder::app {

ExerciseController::ExerciseController(FrameParts& parts) : m_parts(parts) {
    wxFrame& frame = m_parts.frame;
    onMenu(frame, ids::ExpansionExercise, [this] { onExpansionExercise(); });
    onMenu(frame, ids::RepairExercise, [this] { onRepairExercise(); });
    m_parts.canvas.onCellClick = [this](Coord cell) {
        if (!m_parts.exercise.session().active())
            return false;
        m_parts.exercise.clickCell(cell);
        return true;
    };
    frame.Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
        event.Skip();
        if (m_parts.exercise.session().active())
            m_parts.frame.CallAfter([this] { makeRoom(); });
    });
    frame.Bind(wxEVT_AUI_PANE_CLOSE, [this](wxAuiManagerEvent& event) {
        if (event.GetPane() && event.GetPane()->name == pane_names::kExercise)
            m_parts.exercise.stop();
        event.Skip();
    });
}

void ExerciseController::onExpansionExercise() {
    const wxString title = "Exercise: Predict the Next Expansion";
    const MapGridDocument* doc = m_parts.document();
    if (!doc) {
        showMessage(&m_parts.frame, title,
                    "Open or draw a map first: the exercise searches the map that is open.");
        return;
    }
    const RunSettings run = m_parts.search.runSettings();
    const std::optional<std::string> why =
        m_parts.exercise.startExpansion(doc->grid(), run.algorithm, run.walker);
    if (why) {
        // The exercise under way, if any, has gone with the start: its pane goes too.
        end();
        showMessage(&m_parts.frame, title, wxString::FromUTF8(*why), MessageKind::Warning);
        return;
    }
    show();
}

void ExerciseController::onRepairExercise() {
    const wxString title = "Exercise: Predict a Repair";
    const MapGridDocument* doc = m_parts.document();
    if (!doc) {
        showMessage(&m_parts.frame, title, "Open or draw a map first: D* searches the map that is open.");
        return;
    }
    const std::optional<std::string> why =
        m_parts.exercise.startRepair(doc->grid(), m_parts.search.runSettings().walker);
    if (why) {
        // The exercise under way, if any, has gone with the start: its pane goes too.
        end();
        showMessage(&m_parts.frame, title, wxString::FromUTF8(*why), MessageKind::Warning);
        return;
    }
    show();
}

void ExerciseController::show() {
    // The ordinary search stops: the map shows the exercise's own.
    m_parts.search.reset();
    wxAuiManager& panes = m_parts.panes;
    wxAuiPaneInfo& pane = panes.GetPane(pane_names::kExercise);
    if (!pane.IsShown()) {
        pane.Show();
        // Where it shares its column with the statistics (a compact window), it takes the most of
        // its height: its verdict and open list are what the exercise is about.
        const wxAuiPaneInfo& stats = panes.GetPane(pane_names::kStats);
        if (stats.IsShown() && stats.dock_direction == pane.dock_direction &&
            stats.dock_layer == pane.dock_layer && stats.dock_row == pane.dock_row)
            pane.dock_proportion = 3 * std::max(1, stats.dock_proportion);
        panes.Update();
    }
    makeRoom();
    changed();
    m_parts.sayPhase("Exercise on: clicks on the map answer it");
}

void ExerciseController::makeRoom() {
    // The Exercise pane takes the explanations' place (it explains its verdicts itself, and they
    // would only stand empty above it), and in a narrow window the controls' too (an exercise needs
    // none of them), until the exercise stops or the window grows.
    const bool active = m_parts.exercise.session().active();
    const bool narrow = m_parts.frame.GetClientSize().x < m_parts.frame.FromDIP(kRoomyWidth);
    bool changed = false;
    const auto makeRoomIn = [&](const char* name, bool hide, bool& madeRoom) {
        wxAuiPaneInfo& pane = m_parts.panes.GetPane(name);
        if (hide && pane.IsShown()) {
            pane.Hide();
            madeRoom = changed = true;
        } else if (!hide && madeRoom) {
            pane.Show();
            madeRoom = false;
            changed = true;
        }
    };
    makeRoomIn(pane_names::kControls, active && narrow, m_controlsMadeRoom);
    makeRoomIn(pane_names::kExplanations, active, m_explanationsMadeRoom);
    if (changed)
        m_parts.panes.Update();
}

void ExerciseController::showSearch() {
    // The statistics and the timeline follow the exercise's own search, which a guess steps on.
    const SearchView* walker = m_parts.exercise.session().walker();
    if (!walker)
        return;
    m_parts.stats.showWalk(nullptr);
    m_parts.stats.showProgress(walker);
    const std::uint64_t steps = walker->stats().iterations;
    m_parts.timeline.showSteps(
        steps, wxString::Format("Exercise: step %llu", static_cast<unsigned long long>(steps)));
}

void ExerciseController::searchProgressed() {
    if (m_parts.exercise.session().active())
        showSearch();
}

void ExerciseController::changed() {
    const ExerciseSession& session = m_parts.exercise.session();
    if (session.active()) {
        m_parts.canvas.setExercise(session.walker(), &session.marks());
        showSearch();
    } else {
        m_parts.canvas.setExercise(nullptr, nullptr);
        // However the exercise ended (Stop, its pane closed, a restart that found nothing to ask),
        // the controls it made room in take their place again and the status bar stops saying it is on.
        if (m_controlsMadeRoom || m_explanationsMadeRoom)
            makeRoom();
        m_parts.sayPhase(describePhase(m_parts.search));
        m_parts.showProgress(); // the statistics and the timeline show the search again
    }
    m_parts.footer.update();
}

void ExerciseController::end() {
    if (m_parts.exercise.session().active())
        m_parts.exercise.stop();
    wxAuiPaneInfo& pane = m_parts.panes.GetPane(pane_names::kExercise);
    if (pane.IsOk() && pane.IsShown()) {
        pane.Hide();
        m_parts.panes.Update();
    }
    makeRoom();
    changed();
}

bool ExerciseController::holdsRuns() {
    if (!m_parts.exercise.session().active())
        return false;
    // The map shows the exercise's own walker: a search or walk started now would run unseen.
    m_parts.sayPhase("An exercise is on: its clicks step it. Stop the exercise to run the search.");
    return true;
}

void ExerciseController::putWall(Coord cell) {
    MapGridDocument* doc = m_parts.document();
    if (!doc)
        return;
    // An ordinary edit: Undo takes the wall out again.
    m_parts.submit(new PaintCellsCommand(*doc, {CellEdit{cell, doc->grid().code(cell), MapGrid::kWall}},
                                         "Exercise Wall"));
}

void ExerciseController::mapChanged(const std::vector<GridChange>& changes) {
    m_parts.exercise.mapChanged(changes);
}

void ExerciseController::movementChanged(const Movement& movement) {
    m_parts.exercise.movementChanged(movement);
}

} // namespace pathfinder::app
