#pragma once

#include "document/preset_mazes.h"

#include <wx/defs.h>
#include <wx/string.h>

#include <vector>

class wxMenu;
class wxMenuBar;

namespace pathfinder::app {

/// Command ids of the app's own menu items (File, Edit and Help items wx knows use wx's ids).
namespace ids {
enum : int {
    ImportMap = wxID_HIGHEST + 100,
    ExportMap,
    ExportPicture,
    ExportHistory,
    GenerateMaze,
    ClearMap,
    GoPause,
    Step,
    Reset,
    ZoomIn,
    ZoomOut,
    FitToWindow,
    ShowControls,
    ShowStatistics,
    ShowHistory,
    ResetLayout,
    KeyboardHelp,
    CompareAll,
    RunScenario,
    Walk,
    StepBack,
    StepBack100,
    StepOn100,
    TimelineStart,
    TimelineEnd,
    Breakpoints,
    ExplainSuboptimality,
    ShowExplanations,
    CellNumbers,
    Regions,
    SmoothedPath,
    Clearance,
    HeuristicError,
    ExportTrace,
    ExportAnimation,
    ImportTrace,
    CompareTraces,
    UnitTable,
    AllUnits,
    ShowAllUnits,
    ImportTiledMap,
    GenerateTerrain,
    SlopeFactor,
    ImportPictureMap,
    ExportPictureMap,
    ColourTable,
    AlgorithmGuide,
    ShowTour,
    TourAtStart,
    ExpansionExercise,
    RepairExercise,
    Crowd,
    StopCrowd,
    CrowdTimer,
    SightEverything,
    SightLine4,
    SightLine8,
    SightLine16,
    SightRadius8,
    ShapeFreehand,
    ShapeLine,
    ShapeRectangle,
    ShapeFill,
    BrushSmaller,
    BrushLarger,
    ResizeMap,
    FlipHorizontally,
    FlipVertically,
    RotateClockwise,
    RotateAnticlockwise,
    LiveResolve,
    PresetFirst,
    PresetLast = PresetFirst + 199,
};
} // namespace ids

/// The menu bar and the menus the frame wires up further.
struct MainMenu {
    wxMenuBar* bar = nullptr;
    wxMenu* edit = nullptr;   ///< gets Undo/Redo labels from the document's history
    wxMenu* recent = nullptr; ///< the recent-files list of the document manager
};

/// Builds the menus; `presets` are listed under File › Presets by their mazes' names. Accelerators
/// come from the shortcut table (shortcuts.h); the single-key shortcuts (Space, →, R, W, +, −, F)
/// are only named in the labels: the frame handles those keys itself, so that they never reach a
/// text field as menu accelerators would.
MainMenu buildMainMenu(const std::vector<Preset>& presets);

} // namespace pathfinder::app
