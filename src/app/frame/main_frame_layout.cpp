#include "canvas/grid_canvas.h"
#include "canvas/map_footer.h"
#include "document/side_commands.h"
#include "frame/main_frame_features.h"
#include "panels/all_units_panel.h"
#include "panels/control_panel.h"
#include "panels/exercise_panel.h"
#include "panels/explanation_panel.h"
#include "run/run_bar.h"
#include "run/run_history.h"
#include "run/stats_panel.h"
#include "run/timeline_bar.h"

#include <wx/display.h>
#include <wx/sizer.h>

namespace pathfinder::app {

// The main window's panes (wxAUI) and how they are shown, hidden and restored.

namespace {

/// Below this width (DIP) of the window the app opens in, its panes start compact (buildLayout()).
constexpr int kCompactWidth = 1100;

} // namespace

void MainFrame::buildLayout() {
    using namespace pane_names;
    m_panes.SetManagedWindow(this);

    auto* mapPanel = new wxPanel(this);
    m_canvas = new GridCanvas(mapPanel, m_search, m_editor);
    m_footer = new MapFooter(mapPanel, [this] { return m_canvas->footer(); });
    // The key follows what the canvas drew (the footer changes only when its content does).
    m_canvas->onPainted = [this] { m_footer->update(); };
    m_timeline = new TimelineBar(mapPanel);
    auto* mapColumn = new wxBoxSizer(wxVERTICAL);
    mapColumn->Add(m_canvas, wxSizerFlags(1).Expand());
    mapColumn->Add(m_footer, wxSizerFlags().Expand());
    mapColumn->Add(m_timeline, wxSizerFlags().Expand());
    mapPanel->SetSizer(mapColumn);

    m_history = new RunHistory(this);
    m_explanations = new ExplanationPanel(this);
    m_stats = new StatsPanel(this, *m_history);
    m_allUnits = new AllUnitsPanel(this);
    ExercisePanel::Handlers exercise;
    exercise.changed = [this] { m_features->exercise.changed(); };
    exercise.stopped = [this] { m_features->exercise.end(); };
    exercise.putWall = [this](Coord cell) { m_features->exercise.putWall(cell); };
    m_exercise = new ExercisePanel(this, exercise);
    ControlPanel::Handlers handlers;
    handlers.editorChanged = [this] { onEditorChanged(); };
    handlers.runChanged = [this] { onRunChanged(); };
    handlers.movementChanged = [this] { onMovementChanged(); };
    handlers.clear = [this] { m_features->maps.clear(); };
    handlers.generateTerrain = [this] { m_features->maps.generate(MazeKind::Terrain); };
    handlers.unitChanged = [this] { m_features->units.onUnitChosen(); };
    handlers.editUnits = [this] { m_features->units.onEditUnits(); };
    handlers.allUnits = [this] { m_features->units.onAllUnits(); };
    m_controls = new ControlPanel(this, handlers);
    m_editor = m_controls->editorState();

    RunBar::Handlers run;
    run.go = [this] {
        if (!m_features->exercise.holdsRuns())
            m_search.go();
    };
    run.pause = [this] { m_search.pause(); };
    run.step = [this] {
        if (!m_features->exercise.holdsRuns())
            m_search.step();
    };
    run.reset = [this] { m_search.reset(); };
    run.walk = [this] {
        if (!m_features->exercise.holdsRuns())
            m_search.walk();
    };
    run.rateChanged = [this] { m_search.setRate(m_runBar->rate()); };
    m_runBar = new RunBar(this, run);

    m_canvas->onHover = [this](std::optional<Coord> cell) {
        m_hovered = cell;
        showHover();
    };
    // Room under the map for the strip of its outcome (two lines of it) and key, and the timeline.
    m_canvas->fitReserve = [this] { return m_footer->heightWith(2) + m_timeline->GetBestSize().y; };
    m_canvas->smoothedPathOf = [this](const SearchView* walker) { return m_stats->smoothedPath(walker); };
    m_canvas->crowdOf = [this]() -> const CrowdPicture* {
        return m_features ? m_features->crowd.picture() : nullptr;
    };
    m_canvas->heuristicErrorOf = [this]() -> const HeuristicErrorMap* {
        return m_features ? m_features->heuristicError.map() : nullptr;
    };
    m_stats->onResultChanged = [this] { m_canvas->Refresh(); };
    m_canvas->onZoom = [this](double scale) {
        SetStatusText(wxString::Format(scale >= 10 ? "%.0f px per cell" : "%.1f px per cell", scale),
                      ZoomField);
    };

    // The run bar spans the top; the controls run the rest of the height on the right, never
    // narrower than their widest row (they scroll up and down); statistics and history share the
    // bottom. In a small window (compact) the controls put each setting under its label, the
    // statistics sit under them on the right and the run history starts hidden: the map keeps most
    // of the window.
    const bool compact = GetClientSize().x < FromDIP(kCompactWidth);
    m_controls->setCompact(compact);
    const wxSize controls = m_controls->GetMinSize();
    m_panes.AddPane(m_runBar, wxAuiPaneInfo()
                                  .Name("run")
                                  .Top()
                                  .Layer(2)
                                  .CaptionVisible(false)
                                  .Gripper(false)
                                  .Resizable(false)
                                  .PaneBorder(false)
                                  .Floatable(false)
                                  .Movable(false)
                                  .BestSize(m_runBar->GetBestSize())
                                  .MinSize(wxSize(-1, m_runBar->GetBestSize().y)));
    m_panes.AddPane(mapPanel, wxAuiPaneInfo().Name("map").CenterPane().MinSize(FromDIP(wxSize(160, 120))));
    m_panes.AddPane(m_controls, wxAuiPaneInfo()
                                    .Name(kControls)
                                    .Caption("Controls")
                                    .Right()
                                    .Layer(1)
                                    .BestSize(wxSize(controls.x, -1))
                                    .MinSize(controls)
                                    .CloseButton(true)
                                    .MaximizeButton(false));
    // The explanations sit beside the grid, between it and the controls; on a screen narrower than
    // 1600 pixels they start hidden, leaving the map its room (View › Explanations brings them).
    const bool roomy = wxDisplay(wxDisplay::GetFromWindow(this) == wxNOT_FOUND
                                     ? 0u
                                     : static_cast<unsigned>(wxDisplay::GetFromWindow(this)))
                           .GetClientArea()
                           .width >= FromDIP(1600);
    m_panes.AddPane(m_explanations, wxAuiPaneInfo()
                                        .Name(kExplanations)
                                        .Caption("Explanations")
                                        .Right()
                                        .Layer(0)
                                        .BestSize(FromDIP(wxSize(310, -1)))
                                        .MinSize(FromDIP(wxSize(200, 120)))
                                        .CloseButton(true)
                                        .MaximizeButton(false)
                                        .Show(roomy));
    wxAuiPaneInfo stats = wxAuiPaneInfo()
                              .Name(kStats)
                              .Caption("Statistics")
                              .MinSize(FromDIP(wxSize(200, 60)))
                              .CloseButton(true);
    if (compact)
        stats.Right().Layer(1).Position(1).BestSize(wxSize(controls.x, FromDIP(190))).MaximizeButton(false);
    else
        stats.Bottom().Position(0).BestSize(FromDIP(wxSize(520, 132)));
    m_panes.AddPane(m_stats, stats);
    m_panes.AddPane(m_history, wxAuiPaneInfo()
                                   .Name(kHistory)
                                   .Caption("Run History")
                                   .Bottom()
                                   .Position(1)
                                   .BestSize(FromDIP(wxSize(420, 132)))
                                   .MinSize(FromDIP(wxSize(160, 60)))
                                   .CloseButton(true)
                                   .Show(!compact));
    // All Units' table comes under the controls when it is asked for: beside the map, where its
    // rows have room on a small screen too (the controls scroll).
    m_panes.AddPane(m_allUnits, wxAuiPaneInfo()
                                    .Name(kAllUnits)
                                    .Caption("All Units")
                                    .Right()
                                    .Layer(1)
                                    .Position(1)
                                    .BestSize(FromDIP(wxSize(controls.x, 250)))
                                    .MinSize(FromDIP(wxSize(200, 120)))
                                    .CloseButton(true)
                                    .MaximizeButton(false)
                                    .Show(false));
    // The exercise sits beside the map in the explanations' place (it shows the open list itself,
    // as it stood at the last guess; they go while it is on), shown while an exercise is on; in a
    // compact window, in the controls' place above the statistics.
    m_panes.AddPane(m_exercise,
                    wxAuiPaneInfo()
                        .Name(kExercise)
                        .Caption("Exercise")
                        .Right()
                        .Layer(compact ? 1 : 0)
                        .Position(compact ? 0 : 1)
                        // Compact, over the statistics: most of the column's height.
                        .BestSize(compact ? wxSize(controls.x, FromDIP(520)) : FromDIP(wxSize(300, -1)))
                        .MinSize(FromDIP(wxSize(220, 200)))
                        .CloseButton(true)
                        .MaximizeButton(false)
                        .Show(false));
    m_panes.Update();
    m_defaultLayout = m_panes.SavePerspective();
}

void MainFrame::restoreLayout(const wxString& perspective) {
    if (!perspective.empty())
        m_panes.LoadPerspective(perspective);
}

void MainFrame::togglePane(const wxString& name) {
    wxAuiPaneInfo& pane = m_panes.GetPane(name);
    pane.Show(!pane.IsShown());
    m_panes.Update();
}

} // namespace pathfinder::app
