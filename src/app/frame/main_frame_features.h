#pragma once

#include "features/clipboard_controller.h"
#include "features/compare_controller.h"
#include "features/crowd_controller.h"
#include "features/exercise_controller.h"
#include "features/explain_controller.h"
#include "features/frame_parts.h"
#include "features/help_controller.h"
#include "features/heuristic_error_controller.h"
#include "features/map_controller.h"
#include "features/scenario_controller.h"
#include "features/timeline_controller.h"
#include "features/trace_controller.h"
#include "features/units_controller.h"
#include "frame/main_frame.h"

#include <utility>

namespace pathfinder::app {

/// The main window's features, one controller each, all handed the same parts of the frame. Each
/// binds its own menu items and hooks as it is built; the frame calls on them where its own events
/// (a document opened or changed, the search's progress) concern them.
struct MainFrame::Features {
    explicit Features(FrameParts frameParts) : parts(std::move(frameParts)) {}

    FrameParts parts; // first: the controllers refer to it
    MapController maps{parts};
    ClipboardController clipboard{parts};
    TimelineController timeline{parts};
    TraceController traces{parts};
    ExplainController explain{parts};
    ExerciseController exercise{parts};
    UnitsController units{parts};
    CompareController compare{parts};
    ScenarioController scenario{parts};
    HelpController help{parts};
    CrowdController crowd{parts};
    HeuristicErrorController heuristicError{parts};
};

} // namespace pathfinder::app
