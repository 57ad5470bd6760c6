#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/topology.h"
#include "pathfinder/teaching/suboptimality.h"
#include "pathfinder/traces/breakpoints.h"

#include "document/editor_state.h"
#include "document/preset_mazes.h"
#include "run/search_controller.h"
#include "workers/compare_choices.h"

#include <wx/aui/framemanager.h>
#include <wx/bitmap.h>
#include <wx/docview.h>

#include <functional>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

class wxCommand;

namespace pathfinder {
struct AnimationOptions;
}

namespace pathfinder::app {

class AllUnitsPanel;
class CrowdController;
class BreakpointDialog;
class CompareWindow;
class ScenarioWindow;
class ExplanationPanel;
class GuideWindow;
class TourCard;
class ExercisePanel;
class ControlPanel;
class GridCanvas;
class GridView;
class MapFooter;
class MapGridDocument;
class RunBar;
class RunHistory;
class StatsPanel;
class TimelineBar;

/// The app's one window. The run buttons and the update rate are in a bar across the top; the
/// grid canvas sits in the middle with the strip of its outcome and colour key under it; around it,
/// in panes the user can resize, move, hide and bring back (wx's AUI docking): the controls on the
/// right, the statistics and the run history at the bottom.
/// Documents come and go (New, Open, presets); the frame and its panes stay, and the GridView of
/// each document attaches to them.
class MainFrame : public wxDocParentFrame {
public:
    MainFrame(wxDocManager* manager, const std::vector<Preset>& presets);
    ~MainFrame() override;

    GridCanvas& canvas() { return *m_canvas; }
    MapFooter& footer() { return *m_footer; }
    ControlPanel& controls() { return *m_controls; }
    RunBar& runBar() { return *m_runBar; }
    StatsPanel& stats() { return *m_stats; }
    RunHistory& history() { return *m_history; }
    /// Writes the run history as CSV (RunHistory::csv()); false, with a message, when it cannot.
    bool exportHistory(const wxString& path);
    TimelineBar& timelineBar() { return *m_timeline; }
    ExplanationPanel& explanations() { return *m_explanations; }
    /// The Exercise pane (Search › Exercise: …), shown while an exercise is on.
    ExercisePanel& exercise() { return *m_exercise; }
    AllUnitsPanel& allUnits() { return *m_allUnits; }
    wxAuiManager& panes() { return m_panes; }
    /// Waits for the work under way on workers (the path's explanation, a trace or a picture being
    /// written, a breakpoint's optimum) and shows it (for tests).
    void finishJobs();
    SearchController& search() { return m_search; }
    /// The open document, if any.
    MapGridDocument* document() const { return m_doc; }

    // What the features' controllers (features/) keep, asked of the frame by the app and the tests.
    /// The breakpoint dialog, once it has been opened; a breakpoint on a cell added or removed as
    /// the cell's menu does (TimelineController).
    BreakpointDialog* breakpointDialog() const;
    void toggleCellBreakpoint(Breakpoint::Kind kind, Coord cell);
    /// The explanation of the path last asked for (Search › Explain the Path), if any, and whether
    /// one is being worked out on a worker (ExplainController).
    const std::optional<SuboptimalityReport>& suboptimality() const;
    bool explainingPath() const;
    /// The sentence of the last Compare Two Traces (TraceController).
    const wxString& lastTraceComparison() const;
    /// File › Export Animation without its dialogs: the recorded run as an animated GIF or a video at
    /// `path`, in the options' format, beside the run of the walker `beside` when one is named.
    bool exportAnimation(const AnimationOptions& options, const wxString& path,
                         const std::string& beside = {});
    /// The Compare All window, while it is open, and what Compare All was last asked to compare
    /// (CompareController).
    CompareWindow* compareWindow() const;
    CompareChoices& compareChoices();
    /// The walker guide, while it is open, and the tour (HelpController).
    GuideWindow* guideWindow() const;
    void showGuide(std::string_view walker);
    void startTour();
    TourCard* tour() const;
    bool tourAtStart() const;
    void setTourAtStart(bool show);
    /// The Run a Scenario window, while it is open, and a query of it shown on the map
    /// (ScenarioController).
    ScenarioWindow* scenarioWindow() const;
    bool showQuery(Coord start, Coord goal, const std::string& walker);
    /// Search › Crowd: many agents walking the map at once (CrowdController).
    CrowdController& crowd();

    // For GridView.
    void attachView(GridView& view);
    void detachView(GridView& view);
    /// The document changed: `changes` are its grid's changes since the last call, in order.
    void documentChanged(const std::vector<GridChange>& changes = {});
    void updateTitle();

    /// A key press that may be a single-key shortcut (shortcuts.h): gives its command and returns
    /// true, or returns false for keys that are not single-key shortcuts.
    bool handleShortcut(int keyCode, int modifiers);

    /// Opens the preset with this file name (e.g. "pacman.maze"); false when there is none or it
    /// was not opened.
    bool openPreset(const wxString& fileName);

    /// The map with the search on it, fitted into a picture `size.x` wide (and `size.y` high for
    /// the map), with the outcome and colour key under the map.
    wxBitmap renderPicture(wxSize size);

    /// Submits an edit to the open document's history.
    void submit(wxCommand* command);

    /// Takes the tool, run settings and rate from the control panel, as its own events do
    /// (for choices made in code, e.g. at start-up or in tests).
    void applyControls();

    /// Called first thing when the frame is destroyed, while its panes and choices are all there:
    /// the app keeps its settings then, and forgets the frame.
    void setOnDestroy(std::function<void()> onDestroy) { m_onDestroy = std::move(onDestroy); }

    /// The pane layout, to keep between sessions, and to put back.
    wxString layout() { return m_panes.SavePerspective(); }
    void restoreLayout(const wxString& perspective);

private:
    /// The features' controllers (features/), built after the layout (main_frame_features.cpp).
    struct Features;

    /// The fields of the status bar.
    enum StatusField { HoverField, PhaseField, ZoomField, FieldCount };

    void buildLayout();
    /// The controllers, handed the frame's parts (FrameParts).
    void buildFeatures();
    void bindMenus();
    void onCharHook(wxKeyEvent& event);
    void onClose(wxCloseEvent& event);
    void onPreset(wxCommandEvent& event);
    void onEditorChanged();
    void onRunChanged();
    void onMovementChanged();
    /// Moves a default heuristic choice to the default of the open map's cells when they differ
    /// from those of the map before (heuristicForTopology()).
    void followTopology();
    /// Shows the search as it stands: the run bar, the timeline, the explanations, the statistics.
    void onProgress();
    void onFinished(const SearchView& walker, const RunSettings& settings);
    void togglePane(const wxString& name);
    void showHover();

    SearchController m_search; // first: the canvas refers to it
    EditorState m_editor;
    wxAuiManager m_panes;
    GridCanvas* m_canvas = nullptr;
    MapFooter* m_footer = nullptr;
    ControlPanel* m_controls = nullptr;
    RunBar* m_runBar = nullptr;
    StatsPanel* m_stats = nullptr;
    RunHistory* m_history = nullptr;
    TimelineBar* m_timeline = nullptr;
    ExplanationPanel* m_explanations = nullptr;
    AllUnitsPanel* m_allUnits = nullptr;
    ExercisePanel* m_exercise = nullptr;
    std::unique_ptr<Features> m_features;
    bool m_cellNumbers = true;
    bool m_regions = false; ///< View › Connected Regions
    bool m_smoothedPath = false;
    bool m_clearance = false; ///< View › Clearance
    wxMenu* m_editMenu = nullptr;
    std::vector<Preset> m_presets;
    MapGridDocument* m_doc = nullptr;
    Topology m_heuristicTopology = Topology::Square; ///< the cells the heuristic choice was made for
    std::optional<Coord> m_hovered;
    wxString m_defaultLayout;
    std::function<void()> m_onDestroy;
};

} // namespace pathfinder::app
