#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/generators/maze_generator.h"
#include "pathfinder/teaching/suboptimality.h"
#include "pathfinder/traces/breakpoints.h"

#include "compare_choices.h"
#include "document/editor_state.h"
#include "document/preset_mazes.h"
#include "run/search_controller.h"
#include "widgets/app_job.h"

#include <wx/aui/framemanager.h>
#include <wx/bitmap.h>
#include <wx/docview.h>
#include <wx/weakref.h>

#include <functional>
#include <memory>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

class wxCommand;

namespace pathfinder::app {

class AllUnitsPanel;
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
    /// The breakpoint dialog, once it has been opened.
    BreakpointDialog* breakpointDialog() const { return m_breakpointDialog; }
    /// Adds or removes a breakpoint on a cell, as the cell's menu does.
    void toggleCellBreakpoint(Breakpoint::Kind kind, Coord cell);
    /// The explanation of the path last asked for (Search › Explain the Path), if any.
    const std::optional<SuboptimalityReport>& suboptimality() const { return m_suboptimality; }
    /// Whether an explanation of the path is being worked out on a worker.
    bool explainingPath() const { return m_explainJob && m_explainJob->pending(); }
    /// Waits for the work under way on workers (the path's explanation, a trace or a picture being
    /// written, a breakpoint's optimum) and shows it (for tests).
    void finishJobs();
    /// The sentence of the last Compare Two Traces.
    const wxString& lastTraceComparison() const { return m_lastTraceComparison; }
    wxAuiManager& panes() { return m_panes; }
    /// The Compare All window, while it is open.
    CompareWindow* compareWindow() const { return m_compare; }
    /// The walker guide (Help › Algorithms), while it is open.
    GuideWindow* guideWindow() const { return m_guide; }
    /// Opens the walker guide (or brings it forward) at the page of the walker with this registry
    /// name; the overview for "".
    void showGuide(std::string_view walker);
    /// Shows the tour's first hint (Help › Show the Tour, and the first launch).
    void startTour();
    /// The tour's card, while it is shown.
    TourCard* tour() const { return m_tour; }
    /// Whether the tour shows when the app starts: until it is closed once, or again when ticked
    /// in Help.
    bool tourAtStart() const { return m_tourAtStart; }
    void setTourAtStart(bool show) { m_tourAtStart = show; }
    /// The Run a Scenario window, while it is open.
    ScenarioWindow* scenarioWindow() const { return m_scenario; }
    /// Puts a query's start and goal on the map (one undo step) and searches it with the walker of
    /// this registry name, leaving the walker chosen in the controls as it is; false, with a message,
    /// when there is no map or an end is now a wall.
    bool showQuery(Coord start, Coord goal, const std::string& walker);
    /// What Compare All was last asked to compare; a new Compare window starts from it.
    CompareChoices& compareChoices() { return m_compareChoices; }
    SearchController& search() { return m_search; }
    /// The open document, if any.
    MapGridDocument* document() const { return m_doc; }

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
    // The names of the panes (wxAUI), which saved layouts refer to.
    static constexpr const char* kControlsPane = "controls";
    static constexpr const char* kStatsPane = "statistics";
    static constexpr const char* kHistoryPane = "history";
    static constexpr const char* kExplanationsPane = "explanations";
    static constexpr const char* kAllUnitsPane = "all units";
    static constexpr const char* kExercisePane = "exercise";
    /// The window width (DIP) from which the Exercise pane, the map and the controls fit side by side.
    static constexpr int kRoomyExerciseWidth = 1100;
    /// Below this width (DIP) of the window the app opens in, its panes start compact (buildLayout()).
    static constexpr int kCompactWidth = 1100;
    /// The fields of the status bar.
    enum StatusField { HoverField, PhaseField, ZoomField, FieldCount };

    void buildLayout();
    void bindMenus();
    void bindTimeline();
    void bindUnits();
    /// The unit choice and the terrain costs as the document has them; All Units' routes go when
    /// they no longer belong to the map.
    void showUnits();
    void onUnitChosen();
    void onEditUnits();
    void onAllUnits();
    /// All Units' routes appeared, went or another was highlighted.
    void allUnitsChanged();
    void updateTimeline();
    void onCellMenu(Coord cell, wxPoint at);
    void breakpointsChanged();
    void showBreakpoints();
    void onExportTrace();
    void onImportTrace();
    void onCompareTraces();
    void onExplainPath();
    void showPathExplanation(AppJob<SuboptimalityReport>::Outcome outcome);
    void onCharHook(wxKeyEvent& event);
    void onClose(wxCloseEvent& event);
    void onPreset(wxCommandEvent& event);
    void onImportMap();
    void onExportMap();
    void onExportPicture();
    void onExportHistory();
    /// Generate Maze, its dialog showing the last kind chosen or `kind`.
    void onGenerateMaze(std::optional<MazeKind> kind = std::nullopt);
    void onCompareAll();
    void onRunScenario();
    void onExpansionExercise();
    void onRepairExercise();
    /// The Exercise pane and what the canvas shows for an exercise that started.
    void showExercise();
    /// The exercise's picture changed (or it ended): the canvas draws its walker and marks, or the
    /// search again.
    void exerciseChanged();
    /// Stops the exercise, if one is on, and hides its pane.
    void endExercise();
    /// True, with a word in the status bar, while an exercise is on: Go, Step and Walk then wait.
    bool exerciseHoldsRuns();
    /// Hides the explanations while an exercise is on, and the controls too in a window narrower than
    /// kRoomyExerciseWidth, and shows them again after.
    void makeRoomForExercise();
    /// The statistics and the timeline show the exercise's search.
    void showExerciseSearch();
    void putExerciseWall(Coord cell);
    void onClearMap();
    void onEditorChanged();
    void onRunChanged();
    void onMovementChanged();
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
    bool m_controlsMadeRoom = false;     ///< the controls were hidden to make room for the exercise
    bool m_explanationsMadeRoom = false; ///< the explanations were hidden to make room for the exercise
    SearchController::Phase m_shownPhase = SearchController::Phase::Idle; ///< as onProgress last saw it
    bool m_cellNumbers = true;
    bool m_regions = false; ///< View › Connected Regions
    bool m_smoothedPath = false;
    BreakpointDialog* m_breakpointDialog = nullptr;
    std::optional<SuboptimalityReport> m_suboptimality;
    /// The explanation being worked out, of the walk shown at the step it was asked at.
    std::unique_ptr<AppJob<SuboptimalityReport>> m_explainJob;
    std::pair<const SearchView*, std::uint64_t> m_explaining{nullptr, 0};
    std::unique_ptr<AppJob<bool>> m_exportJob;  ///< a trace being written
    std::unique_ptr<AppJob<bool>> m_pictureJob; ///< a picture being encoded and written
    wxString m_lastTraceComparison;
    wxMenu* m_editMenu = nullptr;
    std::vector<Preset> m_presets;
    MapGridDocument* m_doc = nullptr;
    std::optional<Coord> m_hovered;
    MazeOptions m_lastMaze;
    wxString m_openNotice; ///< what the status bar said of the map last opened (breakpoints removed)
    wxString m_defaultLayout;
    CompareChoices m_compareChoices;
    wxWeakRef<CompareWindow> m_compare;
    wxWeakRef<GuideWindow> m_guide;
    wxWeakRef<TourCard> m_tour;
    bool m_tourAtStart = true;
    std::function<void()> m_onDestroy;
    wxWeakRef<ScenarioWindow> m_scenario;
};

} // namespace pathfinder::app
