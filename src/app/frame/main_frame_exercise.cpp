#include "canvas/grid_canvas.h"
#include "canvas/map_footer.h"
#include "document/grid_commands.h"
#include "document/map_grid_document.h"
#include "frame/main_frame.h"
#include "frame/status_text.h"
#include "panels/exercise_panel.h"
#include "run/stats_panel.h"
#include "run/timeline_bar.h"
#include "widgets/user_messages.h"

#include <algorithm>

namespace pathfinder::app {

// Search › Exercise: Predict the Next Expansion and Predict a Repair. The exercise runs its own
// walker on the open map (ExercisePanel); while it is on, the canvas draws that walker and takes
// left clicks as answers.

void MainFrame::onExpansionExercise() {
    const wxString title = "Exercise: Predict the Next Expansion";
    if (!m_doc) {
        showMessage(this, title, "Open or draw a map first: the exercise searches the map that is open.");
        return;
    }
    const RunSettings run = m_search.runSettings();
    const std::optional<std::string> why =
        m_exercise->startExpansion(m_doc->grid(), run.algorithm, run.walker);
    if (why) {
        // The exercise under way, if any, has gone with the start: its pane goes too.
        endExercise();
        showMessage(this, title, wxString::FromUTF8(*why), MessageKind::Warning);
        return;
    }
    showExercise();
}

void MainFrame::onRepairExercise() {
    const wxString title = "Exercise: Predict a Repair";
    if (!m_doc) {
        showMessage(this, title, "Open or draw a map first: D* searches the map that is open.");
        return;
    }
    const std::optional<std::string> why =
        m_exercise->startRepair(m_doc->grid(), m_search.runSettings().walker);
    if (why) {
        // The exercise under way, if any, has gone with the start: its pane goes too.
        endExercise();
        showMessage(this, title, wxString::FromUTF8(*why), MessageKind::Warning);
        return;
    }
    showExercise();
}

void MainFrame::showExercise() {
    // The ordinary search stops: the map shows the exercise's own.
    m_search.reset();
    wxAuiPaneInfo& pane = m_panes.GetPane(kExercisePane);
    if (!pane.IsShown()) {
        pane.Show();
        // Where it shares its column with the statistics (a compact window), it takes the most of
        // its height: its verdict and open list are what the exercise is about.
        const wxAuiPaneInfo& stats = m_panes.GetPane(kStatsPane);
        if (stats.IsShown() && stats.dock_direction == pane.dock_direction &&
            stats.dock_layer == pane.dock_layer && stats.dock_row == pane.dock_row)
            pane.dock_proportion = 3 * std::max(1, stats.dock_proportion);
        m_panes.Update();
    }
    makeRoomForExercise();
    exerciseChanged();
    SetStatusText("Exercise on: clicks on the map answer it", PhaseField);
}

void MainFrame::makeRoomForExercise() {
    // The Exercise pane takes the explanations' place (it explains its verdicts itself, and they
    // would only stand empty above it), and in a narrow window the controls' too (an exercise needs
    // none of them), until the exercise stops or the window grows.
    const bool active = m_exercise->session().active();
    const bool narrow = GetClientSize().x < FromDIP(kRoomyExerciseWidth);
    bool changed = false;
    const auto makeRoom = [&](const char* name, bool hide, bool& madeRoom) {
        wxAuiPaneInfo& pane = m_panes.GetPane(name);
        if (hide && pane.IsShown()) {
            pane.Hide();
            madeRoom = changed = true;
        } else if (!hide && madeRoom) {
            pane.Show();
            madeRoom = false;
            changed = true;
        }
    };
    makeRoom(kControlsPane, active && narrow, m_controlsMadeRoom);
    makeRoom(kExplanationsPane, active, m_explanationsMadeRoom);
    if (changed)
        m_panes.Update();
}

void MainFrame::showExerciseSearch() {
    // The statistics and the timeline follow the exercise's own search, which a guess steps on.
    const SearchView* walker = m_exercise->session().walker();
    if (!walker)
        return;
    m_stats->showWalk(nullptr);
    m_stats->showProgress(walker);
    const std::uint64_t steps = walker->stats().iterations;
    m_timeline->showSteps(steps,
                          wxString::Format("Exercise: step %llu", static_cast<unsigned long long>(steps)));
}

void MainFrame::exerciseChanged() {
    const ExerciseSession& session = m_exercise->session();
    if (session.active()) {
        m_canvas->setExercise(session.walker(), &session.marks());
        showExerciseSearch();
    } else {
        m_canvas->setExercise(nullptr, nullptr);
        // However the exercise ended (Stop, its pane closed, a restart that found nothing to ask),
        // the controls it made room in take their place again and the status bar stops saying it is on.
        if (m_controlsMadeRoom || m_explanationsMadeRoom)
            makeRoomForExercise();
        SetStatusText(describePhase(m_search), PhaseField);
        onProgress(); // the statistics and the timeline show the search again
    }
    m_footer->update();
}

void MainFrame::endExercise() {
    if (m_exercise->session().active())
        m_exercise->stop();
    wxAuiPaneInfo& pane = m_panes.GetPane(kExercisePane);
    if (pane.IsOk() && pane.IsShown()) {
        pane.Hide();
        m_panes.Update();
    }
    makeRoomForExercise();
    exerciseChanged();
}

bool MainFrame::exerciseHoldsRuns() {
    if (!m_exercise->session().active())
        return false;
    // The map shows the exercise's own walker: a search or walk started now would run unseen.
    SetStatusText("An exercise is on: its clicks step it. Stop the exercise to run the search.", PhaseField);
    return true;
}

void MainFrame::putExerciseWall(Coord cell) {
    if (!m_doc)
        return;
    // An ordinary edit: Undo takes the wall out again.
    submit(new PaintCellsCommand(*m_doc, {CellEdit{cell, m_doc->grid().code(cell), MapGrid::kWall}},
                                 "Exercise Wall"));
}

} // namespace pathfinder::app
