#pragma once

#include <wx/bitmap.h>
#include <wx/gdicmn.h>
#include <wx/string.h>

#include <functional>
#include <vector>

class wxAuiManager;
class wxCommand;
class wxFrame;

namespace pathfinder::app {

class AllUnitsPanel;
class ControlPanel;
class ExercisePanel;
class ExplanationPanel;
class GridCanvas;
class MapFooter;
class MapGridDocManager;
class MapGridDocument;
class RunBar;
class RunHistory;
class SearchController;
class StatsPanel;
class TimelineBar;

/// The names of the main window's panes (wxAUI), which saved layouts refer to.
namespace pane_names {
inline constexpr const char* kControls = "controls";
inline constexpr const char* kStats = "statistics";
inline constexpr const char* kHistory = "history";
inline constexpr const char* kExplanations = "explanations";
inline constexpr const char* kAllUnits = "all units";
inline constexpr const char* kExercise = "exercise";
} // namespace pane_names

/// What a feature's controller (features/*_controller.h) reaches of the main window: the frame
/// itself (the parent of its dialogs, where it binds its menu items), its panes and the windows in
/// them, the search, and the few things only the frame does. MainFrame builds one after its layout
/// and hands it to each controller; it outlives them all.
struct FrameParts {
    wxFrame& frame;
    MapGridDocManager& documents;
    wxAuiManager& panes;
    SearchController& search;
    GridCanvas& canvas;
    MapFooter& footer;
    ControlPanel& controls;
    RunBar& runBar;
    StatsPanel& stats;
    RunHistory& history;
    TimelineBar& timeline;
    ExplanationPanel& explanations;
    AllUnitsPanel& allUnits;
    ExercisePanel& exercise;
    /// The open document, if any.
    std::function<MapGridDocument*()> document;
    /// Submits an edit to the open document's history (or deletes it when none is open).
    std::function<void(wxCommand*)> submit;
    /// Says `text` in the status bar's field of the run's phase.
    std::function<void(const wxString&)> sayPhase;
    /// The frame shows the search as it stands again: the run bar, the timeline, the statistics,
    /// the explanations, the canvas.
    std::function<void()> showProgress;
    /// The map with the search on it as a picture of this size (MainFrame::renderPicture).
    std::function<wxBitmap(wxSize)> picture;
    /// Shows the pane of this name, or hides it.
    std::function<void(const wxString&)> togglePane;
};

/// Binds the menu item (or frame key) `id` of `frame` to `action`.
void onMenu(wxFrame& frame, int id, std::function<void()> action);
/// Ticks the check item `id` of `frame`'s menus while `checked` says so.
void checkMenu(wxFrame& frame, int id, std::function<bool()> checked);

} // namespace pathfinder::app
