#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"

#include <vector>

namespace pathfinder::app {

struct FrameParts;

/// Search › Exercise: Predict the Next Expansion and Predict a Repair. The exercise runs its own
/// walker on the open map (ExercisePanel); while it is on, the canvas draws that walker and takes
/// left clicks as answers, the Exercise pane takes the explanations' place (and in a narrow window
/// the controls'), and Go, Step and Walk wait.
class ExerciseController {
public:
    explicit ExerciseController(FrameParts& parts);

    /// The exercise's picture changed (or it ended): the canvas draws its walker and marks, or the
    /// search again (ExercisePanel::Handlers::changed).
    void changed();
    /// Stops the exercise, if one is on, and hides its pane.
    void end();
    /// Puts the repair's wall on the map as an edit of its own, which Undo takes out.
    void putWall(Coord cell);
    /// True, with a word in the status bar, while an exercise is on: Go, Step and Walk then wait.
    bool holdsRuns();
    /// The document's map changed: a repair's own wall comes back to the exercise, any other edit
    /// starts it again.
    void mapChanged(const std::vector<GridChange>& changes);
    /// The document's movement rules are now `movement`.
    void movementChanged(const Movement& movement);
    /// The frame showed the search: while an exercise is on, the statistics and the timeline show
    /// the exercise's own.
    void searchProgressed();

private:
    void onExpansionExercise();
    void onRepairExercise();
    /// The Exercise pane and what the canvas shows for an exercise that started.
    void show();
    /// Hides the explanations while an exercise is on, and the controls too in a window narrower than
    /// kRoomyWidth, and shows them again after.
    void makeRoom();
    /// The statistics and the timeline show the exercise's search.
    void showSearch();

    /// The window width (DIP) from which the Exercise pane, the map and the controls fit side by side.
    static constexpr int kRoomyWidth = 1100;

    FrameParts& m_parts;
    bool m_controlsMadeRoom = false;     ///< the controls were hidden to make room for the exercise
    bool m_explanationsMadeRoom = false; ///< the explanations were hidden to make room for the exercise
};

} // namespace pathfinder::app
