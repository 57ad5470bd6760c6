#pragma once

#include "canvas/viewport.h"
#include "sessions/exercise_session.h"

class wxDC;

namespace pathfinder::app {

/// Draws the marks over the map placed by `view`, each at least a few pixels across at any zoom.
void drawExerciseMarks(wxDC& dc, const ExerciseMarks& marks, const Viewport& view);

} // namespace pathfinder::app
